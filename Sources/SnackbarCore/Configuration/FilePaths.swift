/// Paths a user wrote, made absolute against the directory they were written from.
package enum FilePaths {
    /// `path` itself when absolute, else `directory`'s `path` (a leading `./` dropped).
    package static func absolute(_ path: String, in directory: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }
}
