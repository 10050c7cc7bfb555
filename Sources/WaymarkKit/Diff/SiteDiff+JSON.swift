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
        out += ",\n    \"locationFields\": { "
        out += LocationField.allCases.map { "\(Self.quoted($0.rawValue)): \(locations.count($0))" }.joined(separator: ", ")
        out += " },\n"
        out += "    \"unchangedPages\": \(pages.unchanged),\n    \"unchangedFiles\": \(files.unchanged)\n  },\n"
        out += Self.section("pages", [("changed", pages.changed), ("added", pages.added), ("removed", pages.removed)]) + ",\n"
        out += Self.section("files", [("changed", files.changed), ("added", files.added), ("removed", files.removed)]) + ",\n"
        out += Self.locations(locations) + ",\n"
        out += Self.records("countries", countries) + ",\n"
        out += Self.records("geocodeQueries", geocodeQueries) + "\n}\n"
        return out
    }

    private static func object(_ counts: Counts) -> String {
        "{ \"changed\": \(counts.changed), \"added\": \(counts.added), \"removed\": \(counts.removed) }"
    }

    private static func records(_ key: String, _ records: Records) -> String {
        section(key, [("changed", records.changed), ("added", records.added), ("removed", records.removed)])
    }

    /// Each changed location with its fields (a value too long to show is null), then the added and removed ids.
    private static func locations(_ locations: LocationChanges) -> String {
        let changed = locations.changed.map { change in
            let fields = change.fields.map { field in
                "          { \"field\": \(quoted(field.field.rawValue)), \"old\": \(optional(field.old)), \"new\": \(optional(field.new)) }"
            }
            return "      {\n        \"id\": \(quoted(change.id)),\n        \"fields\": [\n"
                + fields.joined(separator: ",\n") + "\n        ]\n      }"
        }
        let list = changed.isEmpty ? "[]" : "[\n" + changed.joined(separator: ",\n") + "\n    ]"
        return "  \"locations\": {\n    \"changed\": \(list),\n"
            + "    \"added\": \(array(locations.added)),\n    \"removed\": \(array(locations.removed))\n  }"
    }

    private static func optional(_ text: String?) -> String { text.map(quoted) ?? "null" }

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
