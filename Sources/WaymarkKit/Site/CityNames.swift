/// `search/cities/<letter>.json`: every city whose name (folded, as search folds it) starts with that letter, `0`
/// for any other start, as `[name, href, locations]`; a search that finds nothing suggests the nearest names from
/// the one file of the typed word's first letter (about 15 KB each at 100,000 locations, not 370 KB for all).
struct CityNames {
    static let folder = SearchIndex.folder + "/cities"

    let cities: [(name: String, href: String, count: Int)]

    static func key(_ name: String) -> String {
        guard let first = SearchText.tokens(name).first?.unicodeScalars.first, ("a"..."z").contains(first) else { return "0" }
        return String(first)
    }

    var files: [(path: String, text: String)] {
        var byKey: [String: [String]] = [:]
        for city in cities {
            byKey[Self.key(city.name), default: []].append(
                "[\(Escape.jsonString(city.name)),\(Escape.jsonString(city.href)),\(city.count)]")
        }
        return byKey.keys.sorted().map { key in
            ("\(Self.folder)/\(key).json", "[\n" + byKey[key]!.joined(separator: ",\n") + "\n]\n")
        }
    }
}
