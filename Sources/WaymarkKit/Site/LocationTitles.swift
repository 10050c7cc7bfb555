/// Titles that tell same-named locations apart: a feed may give twelve ATMs one site name ("LEICESTER CLOCK TOWER").
///
/// A name no other location has is its own title. Otherwise the street and postcode are added, and where those are
/// shared too, the kind and the record's own identification. Only the titles that differ from the name are kept.
enum LocationTitles {
    static func make(_ locations: [Location]) -> [Slug: String] {
        // Grouped by the name as written, then by its lower case: a name is lowered once, not once per location.
        var byExactName: [String: [Int]] = [:]
        for (i, location) in locations.enumerated() { byExactName[location.name, default: []].append(i) }
        var byName: [String: [Int]] = [:]
        for (name, indices) in byExactName { byName[Slug.lower(name), default: []].append(contentsOf: indices) }
        var titles: [Slug: String] = [:]
        for (name, indices) in byName where indices.count > 1 {
            var withPlace: [(index: Int, title: String, key: String)] = []
            var counts: [String: Int] = [:]
            for i in indices {
                let title = withAddress(locations[i], lowercasedName: name)
                let key = Slug.lower(title)
                withPlace.append((i, title, key))
                counts[key, default: 0] += 1
            }
            for (i, title, key) in withPlace {
                let location = locations[i]
                titles[location.id] = counts[key]! > 1 ? "\(title) · \(identification(location))" : title
            }
        }
        return titles
    }

    /// "Name · street, postcode", leaving out what the name already says.
    private static func withAddress(_ location: Location, lowercasedName name: String) -> String {
        let parts = [location.address.lines.first ?? "", location.address.postcode].filter {
            !$0.isEmpty && !name.contains(Slug.lower($0))
        }
        return parts.isEmpty ? location.name : location.name + " · " + parts.joined(separator: ", ")
    }

    /// "ATM M01M0037": the record's own identification when it has one, else its id.
    private static func identification(_ location: Location) -> String {
        let id = location.details.first { $0.label == "Identification" }?.value ?? location.id.value
        return (location.kind == .atm ? "ATM " : "Branch ") + id
    }
}
