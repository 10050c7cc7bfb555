/// A bank branch or ATM, from Waymark's own JSON or from an Open Banking feed.
public struct Location: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case branch, atm
    }

    public struct Address: Sendable, Hashable {
        public var lines: [String]
        public var city: String
        public var postcode: String
        /// ISO 3166-1 alpha-2, upper case; empty when unknown.
        public var country: String
        /// The county, state or province (Open Banking `CountrySubDivision`); may be empty.
        public var region: String

        public init(lines: [String] = [], city: String = "", postcode: String = "", country: String = "", region: String = "") {
            self.lines = lines
            self.city = city
            self.postcode = postcode
            self.country = country
            self.region = region
        }

        /// The address on one line, parts joined by commas, empty parts left out.
        public var singleLine: String { singleLine(then: "") }

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
            add(city)
            add(region)
            add(postcode)
            add(last)
            return text
        }
    }

    /// One labelled fact for the details table, kept in the order of the data.
    public struct Detail: Sendable, Hashable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public var id: Slug
    public var kind: Kind
    public var name: String
    public var brand: String
    public var address: Address
    public var coordinate: Coordinate
    public var phone: String
    /// What the location offers, as readers see it ("Cash withdrawal", "Free Wi-Fi"), in the data's order.
    public var services: [String]
    /// How the location can be reached and used ("Wheelchair access", "Induction loop"), in the data's order.
    public var accessibility: [String]
    public var details: [Detail]
    public var hours: OpeningHours?
    public var position: SourcePosition

    public init(
        id: Slug, kind: Kind, name: String, brand: String = "", address: Address, coordinate: Coordinate,
        phone: String = "", services: [String] = [], accessibility: [String] = [], details: [Detail] = [], hours: OpeningHours? = nil,
        position: SourcePosition
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.brand = brand
        self.address = address
        self.coordinate = coordinate
        self.phone = phone
        self.services = services
        self.accessibility = accessibility
        self.details = details
        self.hours = hours
        self.position = position
    }
}
