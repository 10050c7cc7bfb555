extension SiteDiff {
    /// Every list and count, keys always present and always in the same order, two-space indented.
    public var json: String {
        var out = "{\n"
        out += "  \"summary\": \(Self.quoted(summary)),\n"
        out += "  \"counts\": {\n"
        let counts: [(String, Counts)] = [
            ("pages", pages.counts), ("files", files.counts), ("locations", locations.counts),
            ("countries", countries.counts), ("geocodeQueries", geocodeQueries.counts), ("listPages", listPages),
            ("otherPages", otherPages), ("assets", assets), ("flags", flags), ("otherFiles", otherFiles),
        ]
        out += counts.map { "    \(Self.quoted($0.0)): \(Self.object($0.1))" }.joined(separator: ",\n")
        out += ",\n    \"locationHoursChanged\": \(locations.hoursChanged.count),\n"
        out += "    \"unchangedPages\": \(pages.unchanged),\n    \"unchangedFiles\": \(files.unchanged)\n  },\n"
        out += Self.section("pages", [("changed", pages.changed), ("added", pages.added), ("removed", pages.removed)]) + ",\n"
        out += Self.section("files", [("changed", files.changed), ("added", files.added), ("removed", files.removed)]) + ",\n"
        out += Self.records("locations", locations, hours: true) + ",\n"
        out += Self.records("countries", countries) + ",\n"
        out += Self.records("geocodeQueries", geocodeQueries) + "\n}\n"
        return out
    }

    private static func object(_ counts: Counts) -> String {
        "{ \"changed\": \(counts.changed), \"added\": \(counts.added), \"removed\": \(counts.removed) }"
    }

    private static func records(_ key: String, _ records: Records, hours: Bool = false) -> String {
        var lists = [("changed", records.changed)]
        if hours { lists.append(("hoursChanged", records.hoursChanged)) }
        lists += [("added", records.added), ("removed", records.removed)]
        return section(key, lists)
    }

    private static func section(_ key: String, _ lists: [(String, [String])]) -> String {
        let body = lists.map { "    \(quoted($0.0)): \(array($0.1))" }.joined(separator: ",\n")
        return "  \(quoted(key)): {\n\(body)\n  }"
    }

    private static func array(_ items: [String]) -> String {
        if items.isEmpty { return "[]" }
        return "[\n" + items.map { "      " + quoted($0) }.joined(separator: ",\n") + "\n    ]"
    }

    /// A JSON string literal (the same escaping the site's JSON files use).
    static func quoted(_ text: String) -> String { Escape.jsonString(text) }
}
