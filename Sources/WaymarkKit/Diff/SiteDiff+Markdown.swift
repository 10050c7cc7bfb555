extension SiteDiff {
    /// A heading, the summary, a table of counts, then each list in a collapsible `<details>`.
    ///
    /// Lists stop after `limit` entries so the comment stays within what a code host accepts.
    public func markdown(limit: Int = 300) -> String {
        var out = "### Site changes\n\n\(summary)\n"
        if isEmpty { return out }
        out += "\n| | changed | added | removed |\n| :-- | --: | --: | --: |\n"
        for row in categories {
            if let counts = row.counts {
                out += "| \(row.name) | \(counts.changed) | \(counts.added) | \(counts.removed) |\n"
            } else {
                out += "| \(row.name) | \(locations.hoursChanged.count) | | |\n"
            }
        }
        out += "| **pages** | \(pages.changed.count) | \(pages.added.count) | \(pages.removed.count) |\n"
        out += "| **files** | \(files.changed.count) | \(files.added.count) | \(files.removed.count) |\n"
        for list in lists {
            out += "\n<details>\n<summary>\(list.title) (\(list.names.count))</summary>\n\n"
            for name in list.names.prefix(limit) { out += "- \(Self.code(name))\n" }
            if list.names.count > limit { out += "- … and \(list.names.count - limit) more\n" }
            out += "\n</details>\n"
        }
        return out
    }

    /// A Markdown code span that survives backticks in the text.
    static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }
}
