/// A field of a location that `waymark diff` reads from the location's JSON-LD and compares.
public enum LocationField: String, CaseIterable, Sendable {
    case name, coordinates, address, type, brand, hours, notes, timezone, phone, services, details
    /// What the page shows that the record does not say, but other records decide: its title (a name told apart
    /// from another location's, "Soho, New York") and which locations are its nearest.
    case title, neighbours
    /// The page changed but one side has no JSON-LD to read the record from.
    case unreadable

    /// How the summary says a location changed this field: "renamed", "changed hours".
    var verb: String {
        switch self {
        case .name: "renamed"
        case .coordinates: "moved"
        case .notes: "changed hours notes"
        case .timezone: "changed time zone"
        case .unreadable: "without JSON-LD"
        default: "changed \(rawValue)"
        }
    }
}

/// One field of one location, before and after; a value is nil when it is too long to show or cannot be read.
public struct FieldChange: Sendable, Equatable {
    public var field: LocationField
    public var old: String?
    public var new: String?

    /// Values longer than this many characters are left out of reports (the pages show them).
    static let shortLimit = 120

    public init(field: LocationField, old: String?, new: String?) {
        self.field = field
        self.old = old
        self.new = new
    }
}

/// A location whose data changed, by id, with the fields that differ in `LocationField` order.
public struct LocationChange: Sendable, Equatable {
    public var id: String
    public var fields: [FieldChange]

    public init(id: String, fields: [FieldChange]) {
        self.id = id
        self.fields = fields
    }

    /// The fields that differ between two readings of a location's page, or nil when none does.
    static func compare(id: String, old: PublishedLocation?, new: PublishedLocation?) -> LocationChange? {
        guard let old, let new else {
            return LocationChange(id: id, fields: [FieldChange(field: .unreadable, old: nil, new: nil)])
        }
        let fields = LocationField.allCases.compactMap { field -> FieldChange? in
            let before = old.values[field] ?? "", after = new.values[field] ?? ""
            guard before != after else { return nil }
            return FieldChange(field: field, old: Self.short(before), new: Self.short(after))
        }
        return fields.isEmpty ? nil : LocationChange(id: id, fields: fields)
    }

    private static func short(_ value: String) -> String? {
        value.count <= FieldChange.shortLimit ? value : nil
    }
}

/// Locations changed in their data, added or removed, by id in folder order.
public struct LocationChanges: Sendable, Equatable {
    public var changed: [LocationChange] = []
    public var added: [String] = []
    public var removed: [String] = []

    public init(changed: [LocationChange] = [], added: [String] = [], removed: [String] = []) {
        self.changed = changed
        self.added = added
        self.removed = removed
    }

    var counts: SiteDiff.Counts { SiteDiff.Counts(changed: changed.count, added: added.count, removed: removed.count) }

    /// How many changed locations changed `field`.
    public func count(_ field: LocationField) -> Int {
        changed.count { $0.fields.contains { $0.field == field } }
    }
}
