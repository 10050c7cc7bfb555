import Foundation

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

    /// "51.5136° N, 0.1316° W" with the language's compass letters ("51.5136° G, 0.1316° Gn" in Welsh).
    func coordinates(_ c: Coordinate, decimals: Int = 4) -> String {
        let latitude = MapWords.fixed(abs(c.latitude), decimals: decimals)
        let longitude = MapWords.fixed(abs(c.longitude), decimals: decimals)
        return words.text(
            "map_coordinates",
            [
                "latitude": words.text(c.latitude < 0 ? "map_south" : "map_north", ["degrees": latitude]),
                "longitude": words.text(c.longitude < 0 ? "map_west" : "map_east", ["degrees": longitude]),
            ])
    }

    /// "2 km", "1,000 ft", "1 000 pi": a scale bar's whole number of a unit (`km`, `m`, `mi`, `ft`), in the language's
    /// digits and grouping and with its CLDR short unit name, by the number's plural form.
    func length(_ value: Int, _ unit: String) -> String {
        words.text("map_scale_" + unit, count: value, ["count": Self.number(value, in: words.language)])
    }

    /// A whole number in the language's digits and grouping. A scale bar's lengths are a few round numbers, each
    /// written once per language rather than by ICU on every map.
    private static func number(_ value: Int, in language: LanguageTag) -> String {
        let key = NumberKey(language: language, value: value)
        if let written = numbers.withLock({ $0[key] }) { return written }
        let text = value.formatted(.number.locale(Locale(identifier: LocalFormats.localeIdentifier(language.description))))
        numbers.withLock { $0[key] = text }
        return text
    }

    private struct NumberKey: Hashable {
        let language: LanguageTag
        let value: Int
    }

    private static let numbers = Locked<[NumberKey: String]>([:])

    private static func key(_ kind: MapPin.Kind) -> String {
        switch kind {
        case .geocodeResult: "geocode_result"
        case .youAreHere: "you_are_here"
        default: kind.rawValue
        }
    }
}
