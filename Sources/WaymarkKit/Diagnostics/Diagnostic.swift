/// One problem found in the site's inputs, printed as `path:line:column: severity: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case warning, error
        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var severity: Severity
    var position: SourcePosition
    public var message: String
    public var hint: String?
    /// The record the problem is in, as the message starts with it (`ATM "A23A1664"`); nil for other problems.
    var record: String?

    public init(_ severity: Severity, _ position: SourcePosition, _ message: String, hint: String? = nil, record: String? = nil) {
        self.severity = severity
        self.position = position
        self.message = message
        self.hint = hint
        self.record = record
    }

    public static func error(_ position: SourcePosition, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, position, message, hint: hint)
    }

    public static func warning(_ position: SourcePosition, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, position, message, hint: hint)
    }

    public var description: String {
        let path = TerminalText.escaped("\(position)")
        let named = record.map { "\($0): " } ?? ""
        var text = "\(path): \(severity.rawValue): \(TerminalText.escaped(Self.cut(named + message)))"
        if let hint { text += "\n  hint: \(TerminalText.escaped(Self.cut(hint), keepingLineBreaks: true))" }
        return text
    }

    /// The longest run of characters without a space that a printed message keeps, and the most characters it keeps
    /// in all: a value from data quoted in a message (a million-digit number, say) is cut there with "…".
    static let longestWord = 80
    static let longestMessage = 1_000

    /// `text` with each run of more than `longestWord` characters without a space cut to that many and "…", unless
    /// it holds a `/` (a path or URL, which the reader needs whole), and the whole cut at `longestMessage` characters.
    static func cut(_ text: String) -> String {
        guard text.utf8.count > longestWord else { return text }
        var out = "", run = ""
        func flush() {
            out += run.count > longestWord && !run.contains("/") ? run.prefix(longestWord) + "…" : run
            run = ""
        }
        for character in text {
            if character.isWhitespace {
                flush()
                out.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return out.count > longestMessage ? out.prefix(longestMessage) + "…" : out
    }
}

/// Collects the problems of one run so that every one of them is reported, not just the first.
public struct DiagnosticLog: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func report(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    public mutating func error(_ position: SourcePosition, _ message: String, hint: String? = nil) {
        all.append(.error(position, message, hint: hint))
    }
    public mutating func warning(_ position: SourcePosition, _ message: String, hint: String? = nil) {
        all.append(.warning(position, message, hint: hint))
    }
    public mutating func merge(_ other: DiagnosticLog) { all.append(contentsOf: other.all) }
    /// A thrown error: at the file it names when it names one (`WaymarkError.io`), else at `path`.
    public mutating func error(_ error: Error, at path: String) {
        if case .io(let file, let reason) = error as? WaymarkError {
            self.error(.file(file), reason)
        } else {
            self.error(.file(path), "\(error)")
        }
    }

    /// Turns the errors reported since `mark` (a count of `all`) into warnings that say the record is left out:
    /// one record that cannot be used does not stop the site, but `check --strict` still fails on it.
    mutating func leaveOutRecord(since mark: Int, named name: String? = nil) {
        for i in all.indices.dropFirst(mark) where all[i].severity == .error {
            all[i].severity = .warning
            if !all[i].message.contains("left out") { all[i].message += "; the record is left out" }
        }
        if let name { nameRecord(name, since: mark) }
    }

    /// Names the record in each problem reported since `mark` (`ATM "A23A1664": …`): in a long or minified file a
    /// line and column alone are hard to find.
    mutating func nameRecord(_ name: String, since mark: Int) {
        // A message that already quotes the name (`id "Bad Id!" is not URL-safe`) names it well enough.
        let quoted = name.drop { $0 != "\"" }
        for i in all.indices.dropFirst(mark) where all[i].record == nil && !all[i].message.contains(quoted) {
            all[i].record = name
        }
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// The diagnostics in a stable order: by file, line and column, errors before warnings at one place.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            if a.element.position != b.element.position { return a.element.position < b.element.position }
            return a.offset < b.offset
        }.map(\.element)
    }
}
