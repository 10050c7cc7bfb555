extension DiagnosticLog {
    /// More warnings than this with one message in one file are reported as one line.
    static let repeatLimit = 5

    /// The diagnostics in `sorted` order, with each message that a file has as a warning more than `repeatLimit`
    /// times (whatever records they name) reported once, where it first is, with the count and the first places:
    /// 403 warnings that each say the same about another record hide the few that say something else.
    var summarized: [Diagnostic] {
        let sorted = self.sorted
        var counts: [RepeatKey: [SourcePosition]] = [:]
        for diagnostic in sorted where diagnostic.severity == .warning {
            counts[RepeatKey(diagnostic), default: []].append(diagnostic.position)
        }
        var shown: Set<RepeatKey> = []
        return sorted.compactMap { diagnostic in
            let key = RepeatKey(diagnostic)
            guard diagnostic.severity == .warning, let places = counts[key], places.count > Self.repeatLimit else {
                return diagnostic
            }
            guard shown.insert(key).inserted else { return nil }
            var summary = diagnostic
            summary.record = nil
            summary.message += " (\(PageRenderer.grouped(places.count)) times in this file: \(Self.listing(places)))"
            return summary
        }
    }

    /// "at 21:33, 41:33, 61:33 and 400 more".
    private static func listing(_ places: [SourcePosition]) -> String {
        let first = places.prefix(3).map { "\($0.line):\($0.column)" }.joined(separator: ", ")
        return "at " + first + (places.count > 3 ? " and \(PageRenderer.grouped(places.count - 3)) more" : "")
    }

    /// What makes two warnings repeats of each other: the file and what they say, not the record they name.
    private struct RepeatKey: Hashable {
        var path: String
        var message: String
        var hint: String?

        init(_ diagnostic: Diagnostic) {
            (path, message, hint) = (diagnostic.position.path, diagnostic.message, diagnostic.hint)
        }
    }
}
