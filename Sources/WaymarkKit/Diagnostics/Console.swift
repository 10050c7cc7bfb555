import Foundation

/// The one printer for the terminal: every line `waymark` and `waymark serve` print goes through it, with control
/// characters escaped (`TerminalText`), so a file name, a comment or an argument cannot move the cursor or retitle
/// the window. Unbuffered, so a terminal or a test reading a pipe sees each line at once.
public enum Console {
    /// Whether stderr is a terminal (progress lines are drawn only there).
    public static let isTerminal = isatty(STDERR_FILENO) == 1

    /// A line of output to stdout.
    public static func say(_ line: String) { write(line + "\n", to: .standardOutput) }

    /// JSON for tools, written as it is: its writer escaped the control characters already, and escaping it again
    /// would make it invalid JSON.
    public static func json(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

    /// A line to stderr: a diagnostic, an error, a warning.
    public static func error(_ line: String) { write(line + "\n", to: .standardError) }

    /// A progress line on a terminal, rewritten in place.
    public static let progress: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + TerminalText.escaped(line)).utf8))
    }

    /// Clears the progress line, if one was drawn.
    public static func endProgress() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(TerminalText.escaped(text, keepingLineBreaks: true).utf8))
    }
}
