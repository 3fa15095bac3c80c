/// One stylesheet file's bytes, with the line starts that turn an offset into `line:column`.
struct CSSSource {
    let path: String
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The 1-based line and column (in bytes) of `offset`.
    func position(of offset: Int) -> CSSPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return CSSPosition(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// `message` at the byte at `offset`.
    func problem(at offset: Int, _ message: String) -> CSSProblem {
        CSSProblem(position: position(of: offset), message: message)
    }
}

/// One bad rule, written `file:line:column: message`, or a whole file's problem (no position; the message names
/// the file).
struct CSSProblem: CustomStringConvertible {
    var position: CSSPosition?
    var message: String

    var description: String { position.map { "\($0): \(message)" } ?? message }

    /// `problems` in the order a reader meets them: a whole file's first, then each file's by line and column (files
    /// in the order their first problem came), whichever check found them.
    static func inReadingOrder(_ problems: [CSSProblem]) -> [CSSProblem] {
        var fileRanks: [String: Int] = [:]
        for file in problems.compactMap(\.position?.file) where fileRanks[file] == nil { fileRanks[file] = fileRanks.count }
        func key(_ problem: (offset: Int, element: CSSProblem)) -> (Int, Int, Int, Int) {
            guard let position = problem.element.position else { return (-1, 0, 0, problem.offset) }
            return (fileRanks[position.file] ?? 0, position.line, position.column, problem.offset)
        }
        return problems.enumerated().sorted { key($0) < key($1) }.map(\.element)
    }
}

/// A place in a stylesheet file, 1-based, written `file:line:column`.
struct CSSPosition: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int

    var description: String { "\(file):\(line):\(column)" }
}

/// The text GTK parses, assembled from pieces of one or more files (a file and the stylesheets it
/// imports), with where each piece came from: GTK's `line:column` in the assembled text then points
/// back into the file the user wrote.
struct CSSAssembly {
    private(set) var bytes: [UInt8] = []
    /// Each piece's start in the assembled text and its origin, in order.
    private var pieces: [(line: Int, column: Int, origin: CSSPosition)] = []
    private var line = 1, column = 1

    /// Appends `slice`, which starts at `origin` in its file.
    mutating func append(_ slice: ArraySlice<UInt8>, from origin: CSSPosition) {
        guard !slice.isEmpty else { return }
        pieces.append((line, column, origin))
        for byte in slice {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        bytes += slice
    }

    /// Where the assembled text's `line:column` (1-based) came from.
    func origin(line: Int, column: Int) -> CSSPosition? {
        guard let piece = pieces.last(where: { ($0.line, $0.column) <= (line, column) }) else { return nil }
        var origin = piece.origin
        if line == piece.line {
            origin.column += column - piece.column
        } else {
            origin.line += line - piece.line
            origin.column = column
        }
        return origin
    }
}
