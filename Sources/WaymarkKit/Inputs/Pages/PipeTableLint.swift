import Foundation

/// Finds GitHub-style pipe tables in a page's Markdown. Waymark renders CommonMark (the built-in cmark),
/// which has no tables: such a table shows as lines of text full of `|`, so the reader warns at its header line.
enum PipeTableLint {
    static let message = "a pipe table is shown as plain text with '|' characters: CommonMark has no tables"
    static let hint = "write it as a list, or as an HTML <table> in a page with `html: true`"

    /// 1-based lines (within `body`) of each table's header row, outside fenced code blocks.
    static func headerLines(_ body: String) -> [Int] {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Int] = []
        var fence: Substring?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let marker = fence {
                if trimmed.hasPrefix(marker) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                continue
            }
            if index > 0, isDelimiterRow(line), lines[index - 1].contains("|") { found.append(index) }
        }
        return found
    }

    /// `| --- | :-: |` or `--- | ---`: cells of dashes with optional colons, at least one `|`.
    static func isDelimiterRow(_ line: Substring) -> Bool {
        guard line.contains("|") else { return false }
        var cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if cells.first?.isEmpty == true { cells.removeFirst() }
        if cells.last?.isEmpty == true { cells.removeLast() }
        guard !cells.isEmpty else { return false }
        return cells.allSatisfy { cell in
            let core = cell.drop { $0 == ":" }.reversed().drop { $0 == ":" }
            return !core.isEmpty && core.allSatisfy { $0 == "-" }
        }
    }

    static func warn(_ page: ContentPage, log: inout DiagnosticLog) {
        for line in headerLines(page.markdown) {
            log.warning(SourcePosition(path: page.position.path, line: page.bodyLine + line - 1, column: 1), message, hint: hint)
        }
    }
}
