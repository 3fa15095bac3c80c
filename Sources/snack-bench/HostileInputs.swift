import CGtk
import Glibc
import SnackbarGtk

/// The worst inputs issue 11 found, as files and snacks for `snack-bench hostile`: texts of a
/// megabyte, stacked combining marks, hundreds of lines, huge markup, huge and hostile themes, a large icon.
@MainActor
enum HostileInputs {
    /// One input: a snack, and the theme file it is shown with (as `snack-notify --theme` sends it).
    struct Case {
        let name: String
        let snack: Snack
        var theme: String?
    }

    /// Every case, its files written under `folder`.
    static func cases(in folder: String) -> [Case] {
        let megabyte = String(repeating: "x", count: 1 << 20)
        let lines = (1...200).map { "line \($0)" }.joined(separator: "\n")
        let themes = writeThemes(in: folder)
        let snack = { (id: String) in Snack("Themed", duration: .infinite, id: id) }
        var cases = [
            Case(
                name: "typical popup (baseline)",
                snack: Snack(
                    "report.pdf was deleted", title: "Files", kind: .info, duration: .infinite,
                    id: "typical", action: SnackAction("Undo", id: "undo"), showsCloseButton: true)),
            Case(
                name: "1 MB title, message and button label",
                snack: Snack(
                    megabyte, title: megabyte, duration: .infinite,
                    id: "megabyte", action: SnackAction(megabyte, id: "a"))),
            Case(name: "10 000 combining marks", snack: Snack("a" + String(repeating: "\u{301}", count: 10_000), duration: .infinite, id: "marks")),
            Case(
                name: "4 000 characters each with 11 marks",
                snack: Snack(
                    String(repeating: "e" + String(repeating: "\u{301}", count: 11), count: 4_000),
                    duration: .infinite, id: "heavy")),
            Case(name: "200-line message", snack: Snack(lines, duration: .infinite, id: "lines")),
            Case(
                name: "markup <span font=\"1000\">",
                snack: Snack("<span font=\"1000\">huge</span>", duration: .infinite, id: "markup", usesMarkup: true))
        ]
        for (name, path) in themes { cases.append(Case(name: name, snack: snack("theme-\(cases.count)"), theme: path)) }
        for side: Int32 in [1_024, 2_048] {
            cases.append(
                Case(
                    name: "icon: \(side)×\(side) PNG of noise",
                    snack: Snack(
                        "Icon", duration: .infinite, id: "icon\(side)",
                        icon: writeNoisePNG(in: folder, side: side))))
        }
        return cases
    }

    private static func writeThemes(in folder: String) -> [(String, String)] {
        let simple = (0..<10_000).map { ".snackbar .r\($0) { color: #123456; }" }.joined(separator: "\n")
        let declarations = (0..<10).map { "  background-color: #12345\($0 % 10); color: #6543\($0 % 10)\($0 % 10);" }.joined(separator: "\n")
        let heavy = (0..<150).map { ".snackbar box > label.title:backdrop .r\($0), .snackbar .x\($0) {\n\(declarations)\n}" }.joined(separator: "\n")
        let numbers = ".snackbar { margin: " + String(repeating: "1px ", count: (1 << 20) / 4 - 10) + "; }\n"
        let comment = "/* " + String(repeating: "x", count: (1 << 20) - 10) + " */\n"
        let fifo = folder + "/fifo"
        mkfifo(fifo, 0o600)
        let files = [
            ("theme: 10 000 simple rules (cut at 300 selectors)", "simple.css", simple),
            ("theme: 300 selectors, 3 000 declarations (the most allowed)", "heavy.css", heavy),
            ("theme: one 1 MiB value of lengths", "numbers.css", numbers),
            ("theme: one 1 MiB comment", "comment.css", comment),
            ("theme: min-width: 99999999px", "wide.css", ".snackbar { min-width: 99999999px; }\n"),
            ("theme: @import of a FIFO", "fifo-import.css", "@import url(\"fifo\");\n"),
            ("theme: @import of /dev/zero", "zero-import.css", "@import url(\"/dev/zero\");\n")
        ]
        return files.map { name, file, text in
            let path = folder + "/" + file
            write(Array(text.utf8), to: path)
            return (name, path)
        } + [("theme: /dev/zero", "/dev/zero")]
    }

    private static func writeNoisePNG(in folder: String, side: Int32) -> String {
        let path = folder + "/noise.png"
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, side, side)!
        let bytes = gdk_pixbuf_get_pixels(pixbuf)!
        var state: UInt32 = 2_463_534_242
        for index in 0..<Int(gdk_pixbuf_get_rowstride(pixbuf) * side) {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            bytes[index] = UInt8(truncatingIfNeeded: state)
        }
        gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return path
    }

    private static func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
