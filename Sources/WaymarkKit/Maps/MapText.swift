/// The words a map writes (its key, its text alternative, its clusters' and pins' names, its credit), from the
/// catalogue of the page's language; `MapText.english` for a map drawn outside a site.
struct MapText: Sendable, Hashable {
    let words: Words

    // One build has one catalogue per language, so the language tells two maps' words apart.
    static func == (a: MapText, b: MapText) -> Bool { a.words.language == b.words.language }
    func hash(into hasher: inout Hasher) { hasher.combine(words.language) }

    static let english = MapText(words: .english)

    /// "branch", "ATM": a kind as a pin's accessible name and the list of places say it.
    func noun(_ kind: MapPin.Kind) -> String { words.text("map_kind_" + Self.key(kind)) }

    /// "20 branches, 4 ATMs" in a fixed kind order.
    func tally(_ kinds: [MapPin.Kind]) -> String {
        MapPin.Kind.allCases.compactMap { kind in
            let n = kinds.filter { $0 == kind }.count
            return n == 0 ? nil : words.text("map_count_" + Self.key(kind), count: n)
        }.joined(separator: ", ")
    }

    /// The key's line for the selected pin: "This branch".
    func this(_ kind: MapPin.Kind) -> String { words.text("map_this_" + Self.key(kind)) }

    /// A plain string of the catalogue, placeholders filled.
    func text(_ key: String, _ values: [String: String] = [:]) -> String { words.text(key, values) }

    /// A string with plural forms, chosen and filled for `count`.
    func text(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        words.text(key, count: count, values)
    }

    private static func key(_ kind: MapPin.Kind) -> String {
        switch kind {
        case .geocodeResult: "geocode_result"
        case .youAreHere: "you_are_here"
        default: kind.rawValue
        }
    }
}
