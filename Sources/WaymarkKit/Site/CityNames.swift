/// `search/cities/<letter>.json`: every city whose name (folded, as search folds it) starts with that letter, `0`
/// for any other start, as `[name, href, locations, positions]`, and each district of a city ("Manhattan, New York",
/// filed under its own name's letter) as `[name, href, locations, positions, district]`; a search that finds nothing suggests the nearest
/// names from the one file of the typed word's first letter (not one file for all, which a large site makes big),
/// and a city's page reads its list positions (runs) there for "Open now only": the page itself names only its
/// file and href, which stay the same when locations elsewhere move the list.
/// `search/countries.json` has each country's positions likewise, for its page.
struct CityNames {
    static let folder = SearchIndex.folder + "/cities"
    /// The countries' file under `search/`, as a page names it.
    static let countries = "countries.json"

    let cities: [(name: String, href: String, positions: [Int])]
    /// The districts: their own name, their city's, their city's href and their locations' positions.
    var districts: [(name: String, city: String, href: String, positions: [Int])] = []
    let countries: [(code: String, positions: [Int])]

    static func file(_ name: String) -> String { "cities/\(key(name)).json" }

    static func runs(_ positions: [Int]) -> String {
        "[" + SearchIndex.Posting(ordinals: positions).runs.map(String.init).joined(separator: ",") + "]"
    }

    static func key(_ name: String) -> String {
        guard let first = SearchText.tokens(name).first?.unicodeScalars.first, ("a"..."z").contains(first) else { return "0" }
        return String(first)
    }

    var files: [(path: String, text: String)] {
        var byKey: [String: [String]] = [:]
        for city in cities {
            byKey[Self.key(city.name), default: []].append(
                "[\(Escape.jsonString(city.name)),\(Escape.jsonString(city.href)),\(city.positions.count),\(Self.runs(city.positions))]")
        }
        for district in districts {
            byKey[Self.key(district.name), default: []].append(
                "[\(Escape.jsonString(district.name + ", " + district.city)),\(Escape.jsonString(district.href)),"
                    + "\(district.positions.count),\(Self.runs(district.positions)),\(Escape.jsonString(district.name))]")
        }
        let countryLines = countries.map { "\(Escape.jsonString($0.code)):\(Self.runs($0.positions))" }
        return byKey.keys.sorted().map { key in
            ("\(Self.folder)/\(key).json", "[\n" + byKey[key]!.joined(separator: ",\n") + "\n]\n")
        } + [(SearchIndex.folder + "/" + Self.countries, "{\n" + countryLines.joined(separator: ",\n") + "\n}\n")]
    }
}
