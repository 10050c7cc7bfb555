/// A place in an input file: the path as given to the user, and a 1-based line and column.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The position of a whole file, for problems that have no line (a missing file, say).
    public static func file(_ path: String) -> SourcePosition {
        SourcePosition(path: path, line: 1, column: 1)
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
