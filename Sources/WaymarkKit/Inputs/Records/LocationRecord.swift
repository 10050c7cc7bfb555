import Foundation

/// A location as a CSV row or a GeoJSON feature gives it: text values by Waymark field name, each with its place.
struct LocationRecord {
    struct Value {
        var text: String
        var position: SourcePosition
    }

    /// The row or feature, for messages about it as a whole.
    var position: SourcePosition
    /// How the record is named in messages: "row 5", "feature 3".
    var label: String
    var values: [String: Value] = [:]
    /// Set by readers whose coordinates are not text fields (GeoJSON geometry).
    var coordinate: Coordinate?

    /// The label and the record's name, or its id when it has none, for messages: `row 5 ("Bank Süd")`, `row 6 (id "B7")`.
    var named: String {
        if let title = text("name") ?? text("brand") ?? text("operator") { return "\(label) (\"\(title)\")" }
        return text("id").map { "\(label) (id \"\($0)\")" } ?? label
    }

    func text(_ field: String) -> String? {
        guard let value = values[field]?.text.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }
}

/// The fields a record may map to, and the column or property names they are found under by default.
enum LocationFields {
    static let defaults: [String: [String]] = [
        "id": ["id", "ref"],
        "type": ["type", "amenity", "kind"],
        "name": ["name"],
        "brand": ["brand"],
        "operator": ["operator"],
        "street": ["street", "address", "addr:street"],
        "housenumber": ["housenumber", "addr:housenumber"],
        "district": ["district", "addr:suburb", "addr:district"],
        "city": ["city", "town", "addr:city"],
        "postcode": ["postcode", "zip", "postal_code", "addr:postcode"],
        "country": ["country", "addr:country"],
        "phone": ["phone", "telephone", "contact:phone"],
        "website": ["website", "url", "contact:website"],
        "wheelchair": ["wheelchair"],
        "cash_in": ["cash_in"],
        "hours": ["hours", "opening_hours"],
        "timezone": ["timezone", "tz"],
        "status": ["status"],
        "reopens": ["reopens"],
        "closed": ["closed"],
        "disused": ["disused:amenity"],
        "latitude": ["latitude", "lat"],
        "longitude": ["longitude", "lon", "lng", "long"],
    ]

    /// Field name for each header or property name: the site's mapping first, then the defaults (case-insensitive).
    static func resolve(_ names: [String], mapping: [String: String]) -> [Int: String] {
        var byIndex: [Int: String] = [:]
        let lowered = names.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for (field, column) in mapping {
            if let i = lowered.firstIndex(of: column.lowercased()) { byIndex[i] = field }
        }
        for (field, aliases) in defaults where !byIndex.values.contains(field) && mapping[field] == nil {
            if let i = lowered.indices.first(where: { byIndex[$0] == nil && aliases.contains(lowered[$0]) }) { byIndex[i] = field }
        }
        for (i, name) in lowered.enumerated() where byIndex[i] == nil {
            if let set = hourSet(name), !byIndex.values.contains("hours:" + set) {
                byIndex[i] = "hours:" + set
            } else if let (part, tag) = translated(name) {
                byIndex[i] = "\(part.rawValue)@\(tag)"
            }
        }
        return byIndex
    }

    /// The names a translated column or tag may have before its language: OpenStreetMap's and Waymark's own.
    static let translatable: [String: LocalizedText.Part] = [
        "name": .name, "street": .street, "addr:street": .street, "city": .city, "addr:city": .city,
    ]

    /// The part and language of a column or tag such as `name:cy`, `addr:street:cy` or `name@cy`; nil for one that
    /// is not, or whose suffix is not a well-formed language tag (OpenStreetMap's `name:etymology`).
    static func translated(_ name: String) -> (LocalizedText.Part, String)? {
        guard let cut = name.lastIndex(where: { $0 == ":" || $0 == "@" }),
            let part = translatable[String(name[..<cut])],
            let tag = LanguageTag(String(name[name.index(after: cut)...]))
        else { return nil }
        return (part, tag.description)
    }

    /// The set a column or property holds hours of: `hours:drive_through`, or OpenStreetMap's
    /// `opening_hours:drive_through`.
    static func hourSet(_ name: String) -> String? {
        for prefix in ["hours:", "opening_hours:"] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return nil
    }
}
