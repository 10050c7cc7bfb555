/// Diagnostics as they are printed: a file's past `perFileShown` are counted, not printed, so that a million bad
/// records print a hundred lines and a count. (Repeats of one warning are already one line with a count and their
/// first places: `DiagnosticLog.summarized`, which makes a build's report.)
public enum DiagnosticDigest {
    /// How many diagnostics one file shows in all before the rest are counted.
    static let perFileShown = 100

    /// The lines to print for `diagnostics` (in the order given, which is by file, line and column).
    public static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        var files: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for diagnostic in diagnostics {
            let path = diagnostic.position.path
            if files[path] == nil { order.append(path) }
            files[path, default: []].append(diagnostic)
        }
        return order.flatMap { path in
            let all = files[path] ?? []
            var lines = all.prefix(perFileShown).map(\.description)
            let rest = all.dropFirst(perFileShown)
            guard !rest.isEmpty else { return lines }
            let errors = rest.filter { $0.severity == .error }.count
            lines.append(
                "\(TerminalText.escaped(path)): \(errors > 0 ? "error" : "warning"): … and \(grouped(rest.count)) more in this file "
                    + "(\(grouped(errors)) errors, \(grouped(rest.count - errors)) warnings)")
            return lines
        }
    }

    private static func grouped(_ n: Int) -> String { PageRenderer.grouped(n) }
}
