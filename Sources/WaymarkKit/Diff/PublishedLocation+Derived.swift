import Foundation

/// What a location's page shows beyond its record, decided by the other records: the title in its `<h1>` and the
/// pages its "Nearest other locations" link to. A record whose JSON-LD reads the same may still have changed these.
extension PublishedLocation {
    /// The title and the neighbours' links of a built page, each as one line of text.
    static func derived(pageAt path: String) throws -> [LocationField: String] {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw WaymarkError.io(path: path, reason: "cannot read file")
        }
        let page = String(decoding: bytes.prefix(pageLimit), as: UTF8.self)
        return [.title: between(page, "<h1>", "</h1>") ?? "", .neighbours: neighbours(page)]
    }

    /// The location's change in these fields, or nil when its page shows the same.
    static func derivedChange(id: String, old: String, new: String) throws -> LocationChange? {
        let before = try derived(pageAt: old), after = try derived(pageAt: new)
        let fields = [LocationField.title, .neighbours].compactMap { field -> FieldChange? in
            let a = before[field] ?? "", b = after[field] ?? ""
            guard a != b else { return nil }
            // Neighbours are told by their links, which say little in a report: the change is named, not shown.
            return field == .title ? FieldChange(field: field, old: a, new: b) : FieldChange(field: field, old: nil, new: nil)
        }
        return fields.isEmpty ? nil : LocationChange(id: id, fields: fields)
    }

    /// The `href`s of the nearest-locations list, in order: which locations they are, not how they are named now.
    private static func neighbours(_ page: String) -> String {
        guard let list = between(page, "<section class=\"nearest\">", "</section>") else { return "" }
        return list.components(separatedBy: "<a href=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            .joined(separator: " ")
    }

    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
