/// The one error type that leaves WaymarkKit: what went wrong, with the diagnostics behind it.
public enum WaymarkError: Error, CustomStringConvertible, Sendable {
    /// The inputs have errors; each is in the list, already positioned.
    case invalidInput([Diagnostic])
    /// A file or folder could not be read or written.
    case io(path: String, reason: String)
    /// A command-line value is unusable.
    case usage(String)

    public var description: String {
        switch self {
        case .invalidInput(let diagnostics):
            let count = diagnostics.filter { $0.severity == .error }.count
            return "build failed with \(count) error\(count == 1 ? "" : "s")"
        case .io(let path, let reason):
            return "\(path): error: \(reason)"
        case .usage(let message):
            return "error: \(message)"
        }
    }
}
