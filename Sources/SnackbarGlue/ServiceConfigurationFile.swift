import Glibc
import SnackbarCore

/// Reads the popup service's configuration: the system's default `snackbar.conf` with the user's laid
/// over it key by key (`ServiceConfiguration.merge`), checked whole by `ServiceConfiguration.parse`, then
/// `SNACKBAR_TIME_SCALE` on top. Any thread.
package enum ServiceConfigurationFile {
    /// What reading gave: the configuration, or the one warning (`FILE:LINE: …`) that refused it; and the
    /// files' bytes, so that a reload for a file event that changed nothing says nothing again.
    package struct Outcome: Sendable {
        package var configuration: Result<ServiceConfiguration, Refusal>
        package var contents: [[UInt8]]
        /// The files that were there and read, in the order they apply.
        package var read: [String] = []
    }

    /// Why the files were refused: one warning.
    package struct Refusal: Error, Sendable, Equatable {
        package var warning: String

        package init(warning: String) {
            self.warning = warning
        }
    }

    /// Reads the files at `paths` (the system's, then the user's).
    package static func load(
        paths: [String] = UserPreferencesFile.paths,
        environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }
    ) -> Outcome {
        var layers: [[KeyFileEntry]] = []
        var contents: [[UInt8]] = []
        var refusal: String?
        var notes: [String] = []
        var read: [String] = []
        for path in paths {
            switch KeyFileReader.read(path) {
            case .missing:
                layers.append([])
                contents.append([])
            case .read(let entries, let fileNotes, let bytes):
                read.append(path)
                layers.append(entries)
                contents.append(bytes)
                notes += fileNotes
            case .refused(let problem):
                layers.append([])
                contents.append(Array(problem.utf8))
                if refusal == nil { refusal = problem }
            }
        }
        if let refusal { return Outcome(configuration: .failure(Refusal(warning: refusal)), contents: contents, read: read) }
        let merged = layers.reduce([]) { ServiceConfiguration.merge(system: $0, user: $1) }
        let home = environment("HOME")
        switch ServiceConfiguration.parse(merged, home: home) {
        case .failure(let problems):
            return Outcome(configuration: .failure(Refusal(warning: problems.summary)), contents: contents, read: read)
        case .success(var configuration):
            configuration.notes = notes + configuration.notes
            // A theme that is not there is the file's problem to name, at its key; GTK would only say it
            // could not load a path.
            if let theme = configuration.themePath, access(theme, F_OK) != 0 {
                let place = configuration.themePlace.map { $0 + ": " } ?? ""
                configuration.notes.append(place + "[server] theme: " + localized("%s: no such file (popups keep the default look)", theme))
                configuration.themePath = nil
            }
            if let warning = UserPreferencesFile.applyEnvironment(to: &configuration.preferences, environment) {
                configuration.notes.append(warning)
            }
            return Outcome(configuration: .success(configuration), contents: contents, read: read)
        }
    }
}
