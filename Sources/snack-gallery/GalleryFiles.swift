import CGtk
import Glibc

/// The folder of the files the gallery's buttons write (the sample stylesheet, the snack drawn offscreen):
/// this process's own, so that galleries running at once (a tour beside a test run's tours) never write or
/// load each other's files. The screenshot tour keeps them with its pictures, in `DIR/files`; otherwise the
/// gallery makes a new folder in `$XDG_RUNTIME_DIR` (the temporary folder without one) on first use and
/// removes it when it ends.
@MainActor
enum GalleryFiles {
    /// The tour's folder (`DIR/files`), kept after the gallery ends; nil outside the tour.
    static var tourFolder: String?
    /// The folder made for this process, removed by `removeMadeFolder`.
    private static var madeFolder: String?

    /// The path of the file `name` in the folder, which exists once this returns, or why it cannot be made.
    static func path(_ name: String) -> Result<String, FileProblem> {
        folder().map { $0 + "/" + name }
    }

    /// Writes `text` to the file `name` in the folder; returns its path, or what could not be written.
    static func write(_ text: String, to name: String) -> Result<String, FileProblem> {
        path(name).flatMap { path in
            var error: UnsafeMutablePointer<GError>?
            if g_file_set_contents(path, text, -1, &error) != 0 { return .success(path) }
            defer { g_clear_error(&error) }
            return .failure(FileProblem(path: path, reason: error.map { String(cString: $0.pointee.message) } ?? ""))
        }
    }

    /// Removes the folder made for this process and the files in it; the tour's folder stays.
    static func removeMadeFolder() {
        guard let folder = madeFolder, let directory = g_dir_open(folder, 0, nil) else { return }
        while let name = g_dir_read_name(directory) { remove(folder + "/" + String(cString: name)) }
        g_dir_close(directory)
        rmdir(folder)
        madeFolder = nil
    }

    /// A folder or file that could not be made: its path and the system's reason.
    struct FileProblem: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { path + ": " + reason }
    }

    private static func folder() -> Result<String, FileProblem> {
        if let tourFolder {
            guard g_mkdir_with_parents(tourFolder, 0o700) == 0 else {
                return .failure(FileProblem(path: tourFolder, reason: String(cString: strerror(errno))))
            }
            return .success(tourFolder)
        }
        if let madeFolder { return .success(madeFolder) }
        let parent = getenv("XDG_RUNTIME_DIR").map { String(cString: $0) } ?? String(cString: g_get_tmp_dir())
        var template = Array((parent + "/snack-gallery-XXXXXX").utf8CString)
        guard let made = g_mkdtemp(&template) else {
            return .failure(FileProblem(path: parent, reason: String(cString: strerror(errno))))
        }
        madeFolder = String(cString: made)
        return .success(String(cString: made))
    }
}
