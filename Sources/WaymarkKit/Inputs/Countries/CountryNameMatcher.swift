/// Matches a country name as data writes it to an ISO 3166-1 code.
///
/// Names are compared without case, accents, punctuation or spaces ("Côte d'Ivoire" is "cotedivoire"),
/// against the table's common and ISO names, then against aliases for older and informal names.
struct CountryNameMatcher: Sendable {
    struct Match: Sendable, Hashable {
        var alpha2: String
        /// The name to show: the current name when the data's name is outdated or malformed, else the data's name.
        var displayName: String
        /// Where the capital is expected, when it is not the ISO country's capital (Scotland: Edinburgh).
        var capital: (name: String, coordinate: Coordinate)?

        static func == (a: Match, b: Match) -> Bool {
            a.alpha2 == b.alpha2 && a.displayName == b.displayName && a.capital?.name == b.capital?.name
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(alpha2)
            hasher.combine(displayName)
        }
    }

    static let shared = CountryNameMatcher()

    private let names: [String: String]

    init() {
        var names: [String: String] = [:]
        for country in CountryReference.all {
            names[Self.key(country.isoName)] = country.alpha2
            names[Self.key(country.name)] = country.alpha2
        }
        self.names = names
    }

    /// The ISO code and display name for `name`, or nil when nothing matches.
    func match(_ name: String) -> Match? {
        let key = Self.key(name)
        guard !key.isEmpty else { return nil }
        if let alias = CountryAliases.table[key] {
            let display = alias.rename ? CountryReference.country(alpha2: alias.alpha2)?.name ?? name : name
            return Match(alpha2: alias.alpha2, displayName: display, capital: alias.capital)
        }
        if let code = names[key] ?? (key.hasPrefix("the") ? names[String(key.dropFirst(3))] : nil) {
            return Match(alpha2: code, displayName: name, capital: nil)
        }
        return nil
    }

    /// Lower-case ASCII letters and digits only: accents folded, everything else dropped.
    static func key(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                Slug.foldedLowercase(name).unicodeScalars.filter {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                }))
    }
}
