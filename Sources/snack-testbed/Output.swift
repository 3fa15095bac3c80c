import Foundation

/// Lines on standard output, one write each so the test reading the pipe never sees half a line.
enum Output {
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
