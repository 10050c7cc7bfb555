extension SiteDiff {
    /// A heading, the summary, a table of counts, then each list in a collapsible `<details>`.
    ///
    /// Lists stop after `limit` entries so the comment stays within what a code host accepts.
    public func markdown(limit: Int = 300) -> String {
        var out = "### Site changes\n\n\(summary)\n"
        if isEmpty { return out }
        out += "\n| | changed | added | removed |\n| :-- | --: | --: | --: |\n"
        for row in categories {
            out += "| \(row.name) | \(row.counts.changed) | \(row.counts.added) | \(row.counts.removed) |\n"
        }
        out += "| **pages** | \(pages.changed.count) | \(pages.added.count) | \(pages.removed.count) |\n"
        out += "| **files** | \(files.changed.count) | \(files.added.count) | \(files.removed.count) |\n"
        out += locationList(limit: limit)
        for list in lists {
            out += "\n<details>\n<summary>\(list.title) (\(list.names.count))</summary>\n\n"
            for name in list.names.prefix(limit) { out += "- \(Self.code(name))\n" }
            if list.names.count > limit { out += "- … and \(list.names.count - limit) more\n" }
            out += "\n</details>\n"
        }
        return out
    }

    /// The changed locations, one per line with what changed, in a collapsible `<details>`.
    private func locationList(limit: Int) -> String {
        guard !locations.changed.isEmpty else { return "" }
        var out = "\n<details>\n<summary>Changed locations (\(locations.changed.count))</summary>\n\n"
        for change in locations.changed.prefix(limit) {
            out += "- \(Self.code(TerminalText.escaped(change.id))): \(Self.describe(change.fields, quote: Self.code))\n"
        }
        if locations.changed.count > limit { out += "- … and \(locations.changed.count - limit) more\n" }
        return out + "\n</details>\n"
    }

    /// A Markdown code span that survives backticks in the text.
    static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }
}
