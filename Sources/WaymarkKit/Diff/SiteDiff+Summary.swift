extension SiteDiff {
    /// One line in the site's words: "2 locations changed (1 renamed, 1 changed hours); 14 pages changed, 1 added, 0 removed".
    public var summary: String {
        if isEmpty {
            return "No changes: \(Self.count(pages.unchanged, "page")) and \(Self.count(files.unchanged, "file")) are identical"
        }
        var parts = [
            Self.phrase(locations.counts, "location", "locations", kinds: locationKinds),
            Self.phrase(countries.counts, "country", "countries"),
            Self.phrase(geocodeQueries.counts, "geocode query", "geocode queries"),
            Self.phrase(listPages, "list page", "list pages"),
            Self.phrase(otherPages, "other page", "other pages"),
            Self.phrase(assets, "asset", "assets"),
            Self.phrase(flags, "flag", "flags"),
        ].compactMap { $0 }
        parts.append(Self.totals(pages.counts, "page", "pages"))
        if !files.counts.isZero { parts.append(Self.totals(files.counts, "file", "files")) }
        return parts.joined(separator: "; ")
    }

    /// The categories that changed, in summary order, with their counts.
    var categories: [(name: String, counts: Counts)] {
        let rows: [(name: String, counts: Counts)] = [
            ("locations", locations.counts), ("countries", countries.counts),
            ("geocode queries", geocodeQueries.counts), ("list pages", listPages), ("other pages", otherPages),
            ("assets", assets), ("flags", flags), ("other files", otherFiles),
        ]
        return rows.filter { !$0.counts.isZero }
    }

    /// "1 renamed, 2 changed hours": how many changed locations changed each field, in field order.
    var locationKinds: String { locations.kinds }

    /// "2 locations changed (1 renamed), 1 added": the noun goes with the first number that is not zero.
    static func phrase(_ counts: Counts, _ singular: String, _ plural: String, kinds: String = "") -> String? {
        var pieces: [(Int, String)] = [(counts.changed, "changed"), (counts.added, "added"), (counts.removed, "removed")]
        pieces = pieces.filter { $0.0 > 0 }
        guard let first = pieces.first else { return nil }
        var text = "\(first.0) \(first.0 == 1 ? singular : plural) \(first.1)"
        if first.1 == "changed" && !kinds.isEmpty { text += " (\(kinds))" }
        return ([text] + pieces.dropFirst().map { "\($0.0) \($0.1)" }).joined(separator: ", ")
    }

    /// "14 pages changed, 1 added, 0 removed", zeros included.
    static func totals(_ counts: Counts, _ singular: String, _ plural: String) -> String {
        "\(count(counts.changed, singular, plural)) changed, \(counts.added) added, \(counts.removed) removed"
    }

    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}

/// How `waymark diff` prints a `SiteDiff`.
public enum DiffFormat: String, CaseIterable, Sendable {
    /// For a terminal.
    case text
    /// For a pull request comment: a table and collapsible lists.
    case markdown
    /// For tools, with a fixed key order.
    case json
}

extension SiteDiff {
    public func formatted(as format: DiffFormat) -> String {
        switch format {
        case .text: text
        case .markdown: markdown()
        case .json: json
        }
    }

    /// The lists a report shows, in order, each with its heading.
    var lists: [(title: String, names: [String])] {
        [
            ("Changed pages", pages.changed), ("Added pages", pages.added), ("Removed pages", pages.removed),
            ("Changed files", files.changed), ("Added files", files.added), ("Removed files", files.removed),
        ]
        .filter { !$0.1.isEmpty }
        .map { (title: $0.0, names: $0.1) }
    }
}
