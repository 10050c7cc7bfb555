/// A bank branch or ATM, from Waymark's own JSON or from an Open Banking feed.
public struct Location: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case branch, atm
    }

    public struct Address: Sendable, Hashable {
        public var lines: [String]
        /// The district, borough or suburb within the city ("Manhattan"); may be empty.
        var district: String
        var city: String
        var postcode: String
        /// ISO 3166-1 alpha-2, upper case; empty when unknown.
        var country: String
        /// The county, state or province (Open Banking `CountrySubDivision`); may be empty.
        public var region: String

        public init(
            lines: [String] = [], district: String = "", city: String = "", postcode: String = "", country: String = "", region: String = ""
        ) {
            self.lines = lines
            self.district = district
            self.city = city
            self.postcode = postcode
            self.country = country
            self.region = region
        }

        /// The region as an address shows it: empty when it only repeats the city ("London, London").
        var shownRegion: String { region.lowercased() == city.lowercased() ? "" : region }

        /// The address on one line, parts joined by commas, empty parts left out.
        var singleLine: String { singleLine(then: "") }

        /// The same, with `last` (a country's name) after it when that is not empty; appended part by part, as it is
        /// made for every row and map place of every page.
        func singleLine(then last: String) -> String {
            var text = ""
            func add(_ part: String) {
                guard !part.isEmpty else { return }
                if !text.isEmpty { text += ", " }
                text += part
            }
            // Part by part, without an array of them all.
            lines.forEach(add)
            add(district)
            add(city)
            add(shownRegion)
            add(postcode)
            add(last)
            return text
        }
    }

    /// One labelled fact for the details table, kept in the order of the data.
    public struct Detail: Sendable, Hashable {
        var label: String
        var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The fields, kept once behind a reference and copied only when a shared location is changed: a site's
    /// 100,000 locations are ordered, indexed and passed from stage to stage, and a copy of a location was a retain
    /// (and a release) of each of its dozen strings and arrays, a tenth of a one-record rebuild's processor time.
    struct Fields: Sendable, Hashable {
        var id: Slug
        var kind: Kind
        var name: String
        var brand: String
        var address: Address
        var coordinate: Coordinate
        var phone: String
        var services: [String]
        var accessibility: [String]
        var details: [Detail]
        var hours: OpeningHours?
        var hourSets: [HourSet]
        var status: LocationStatus
        var position: SourcePosition
        var translations: [LocalizedText]
    }

    private final class Storage: @unchecked Sendable {
        // Changed only through `unique()`, when this is the one location holding it.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The storage, first copied when another location shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    public var id: Slug {
        get { storage.fields.id }
        set { unique().fields.id = newValue }
    }
    public var kind: Kind {
        get { storage.fields.kind }
        set { unique().fields.kind = newValue }
    }
    public var name: String {
        get { storage.fields.name }
        set { unique().fields.name = newValue }
    }
    var brand: String {
        get { storage.fields.brand }
        set { unique().fields.brand = newValue }
    }
    public var address: Address {
        get { storage.fields.address }
        set { unique().fields.address = newValue }
    }
    var coordinate: Coordinate {
        get { storage.fields.coordinate }
        set { unique().fields.coordinate = newValue }
    }
    var phone: String {
        get { storage.fields.phone }
        set { unique().fields.phone = newValue }
    }
    /// What the location offers, as readers see it ("Cash withdrawal", "Free Wi-Fi"), in the data's order.
    var services: [String] {
        get { storage.fields.services }
        set { unique().fields.services = newValue }
    }
    /// How the location can be reached and used ("Wheelchair access", "Induction loop"), in the data's order.
    var accessibility: [String] {
        get { storage.fields.accessibility }
        set { unique().fields.accessibility = newValue }
    }
    var details: [Detail] {
        get { storage.fields.details }
        set { unique().fields.details = newValue }
    }
    public var hours: OpeningHours? {
        get { storage.fields.hours }
        set { unique().fields.hours = newValue }
    }
    /// Named sets of hours besides the main ones (a drive-through's), ordered by name.
    var hourSets: [HourSet] {
        get { storage.fields.hourSets }
        set { unique().fields.hourSets = newValue }
    }
    /// Open (most), temporarily closed, or closed for good.
    public var status: LocationStatus {
        get { storage.fields.status }
        set { unique().fields.status = newValue }
    }
    var position: SourcePosition {
        get { storage.fields.position }
        set { unique().fields.position = newValue }
    }
    /// The name, street, city and notes in the site's other languages, where the data gives them.
    var translations: [LocalizedText] {
        get { storage.fields.translations }
        set { unique().fields.translations = newValue }
    }

    init(
        id: Slug, kind: Kind, name: String, brand: String = "", address: Address, coordinate: Coordinate,
        phone: String = "", services: [String] = [], accessibility: [String] = [], details: [Detail] = [], hours: OpeningHours? = nil,
        hourSets: [HourSet] = [], status: LocationStatus = .open, position: SourcePosition, translations: [LocalizedText] = []
    ) {
        storage = Storage(
            Fields(
                id: id, kind: kind, name: name, brand: brand, address: address, coordinate: coordinate, phone: phone,
                services: services, accessibility: accessibility, details: details, hours: hours, hourSets: hourSets,
                status: status, position: position, translations: translations))
    }

    public static func == (a: Location, b: Location) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }
}

extension Location: CustomReflectable {
    /// The fields, as a location's own children (what a test counts, and `dump` shows).
    public var customMirror: Mirror { Mirror(reflecting: storage.fields) }
}
