/// Diagnostics as they are printed: one message repeated in one file is shown `repeatsShown` times and then
/// counted, and a file's diagnostics past `perFileShown` are counted, so that a million duplicate keys print a
/// few lines instead of two million.
public enum DiagnosticDigest {
    /// How many diagnostics with the same severity and message one file shows before the rest are counted.
    public static let repeatsShown = 10
    /// How many diagnostics one file shows in all before the rest are counted.
    public static let perFileShown = 100

    /// The lines to print for `diagnostics` (in the order given, which is by file, line and column).
    public static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        var files: [String: FileDigest] = [:]
        var order: [String] = []
        for diagnostic in diagnostics {
            let path = diagnostic.position.path
            if files[path] == nil { order.append(path) }
            files[path, default: FileDigest(path: path)].add(diagnostic)
        }
        return order.flatMap { files[$0]!.lines }
    }

    /// One file's diagnostics: those shown, and counts of the rest.
    private struct FileDigest {
        let path: String
        var shown: [String] = []
        var seen: [Key: Int] = [:]
        /// The messages met more than `repeatsShown` times, in the order first met.
        var repeated: [Key] = []
        var hidden: [Diagnostic.Severity: Int] = [:]

        struct Key: Hashable {
            var severity: Diagnostic.Severity
            var message: String
        }

        init(path: String) { self.path = path }

        mutating func add(_ diagnostic: Diagnostic) {
            let key = Key(severity: diagnostic.severity, message: diagnostic.message)
            let count = seen[key, default: 0] + 1
            seen[key] = count
            if count > DiagnosticDigest.repeatsShown {
                if count == DiagnosticDigest.repeatsShown + 1 { repeated.append(key) }
            } else if shown.count < DiagnosticDigest.perFileShown {
                shown.append(diagnostic.description)
            } else {
                hidden[diagnostic.severity, default: 0] += 1
            }
        }

        /// The lines shown, then a line per repeated message (for the first `perFileShown` of them) and one for the rest.
        var lines: [String] {
            let file = TerminalText.escaped(path)
            var out = shown
            var hidden = hidden
            for (index, key) in repeated.enumerated() {
                let more = seen[key]! - DiagnosticDigest.repeatsShown
                guard index < DiagnosticDigest.perFileShown else {
                    hidden[key.severity, default: 0] += more
                    continue
                }
                let message = TerminalText.escaped(Diagnostic.cut(key.message))
                out.append("\(file): \(key.severity.rawValue): … and \(grouped(more)) more like this: \(message)")
            }
            let errors = hidden[.error, default: 0], warnings = hidden[.warning, default: 0]
            if errors + warnings > 0 {
                let severity = errors > 0 ? "error" : "warning"
                out.append(
                    "\(file): \(severity): … and \(grouped(errors + warnings)) more in this file "
                        + "(\(grouped(errors)) errors, \(grouped(warnings)) warnings)")
            }
            return out
        }

        private func grouped(_ n: Int) -> String { PageRenderer.grouped(n) }
    }
}
