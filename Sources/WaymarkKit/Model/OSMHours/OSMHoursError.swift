/// Why an `opening_hours` value is invalid: the 1-based column, what is wrong and how to fix it.
public struct OSMHoursError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var hint: String?

    public init(column: Int, _ message: String, hint: String? = nil) {
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// The error as a diagnostic, for a value that starts at `start` in a file.
    public func diagnostic(at start: SourcePosition) -> Diagnostic {
        var position = start
        position.column += column - 1
        return .error(position, message, hint: hint)
    }

    public var description: String { "column \(column): \(message)" + (hint.map { " (\($0))" } ?? "") }
}
