extension FetchReport {
    /// Each feed's file and outcome, then its added, removed and changed records by id.
    public var text: String {
        var out = ""
        for result in results {
            out += "\(TerminalText.escaped(result.path)): \(TerminalText.escaped(result.phrase))\n"
            guard case .updated(let changes) = result.outcome else { continue }
            for line in Self.lines(changes, code: { TerminalText.escaped($0) }, quote: { "\"\($0)\"" }) { out += "  \(line)\n" }
        }
        return out
    }

    /// A heading, each feed with its outcome, and each changed feed's records, for a pull request's description.
    ///
    /// Records stop after `limit` lines per feed so the description stays within what a code host accepts.
    public func markdown(limit: Int = 300) -> String {
        var out = "### Feed changes\n"
        for result in results {
            out += "\n**\(SiteDiff.code(result.feed.file))**: \(Self.markdownText(result.phrase))\n"
            guard case .updated(let changes) = result.outcome else { continue }
            let lines = Self.lines(changes, code: { SiteDiff.code(TerminalText.escaped($0)) }, quote: SiteDiff.code)
            out += "\n"
            for line in lines.prefix(limit) { out += "- \(line)\n" }
            if lines.count > limit { out += "- … and \(lines.count - limit) more\n" }
        }
        return out
    }

    /// "added `atm-1`", "removed `atm-2`", "`atm-3` (moved 350 m): coordinates … → …; name … → …".
    static func lines(_ changes: FeedChanges, code: (String) -> String, quote: (String) -> String) -> [String] {
        var lines = changes.locations.added.map { "added \(code($0))" }
        lines += changes.locations.removed.map { "removed \(code($0))" }
        for change in changes.locations.changed {
            let moved = changes.moved[change.id].map { " (moved \(distance($0)))" } ?? ""
            lines.append("\(code(change.id))\(moved): \(SiteDiff.describe(change.fields, quote: quote))")
        }
        return lines
    }

    /// "3 m", "350 m", "4.2 km": a page's distance words, and metres below what a page calls the same address.
    static func distance(_ metres: Double) -> String {
        metres < 5 ? "\(Int(metres.rounded())) m" : PageRenderer.distance(metres)
    }

    /// Text from a server or a file, with Markdown's and HTML's special characters made plain.
    static func markdownText(_ text: String) -> String {
        var out = ""
        for character in TerminalText.escaped(text) {
            if "\\`*_[]<>#|!".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
