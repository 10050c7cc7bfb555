/// Titles that tell same-named locations apart: a feed may give twelve ATMs one site name ("LEICESTER CLOCK TOWER").
///
/// A name no other location has is its own title. Otherwise the street and postcode are added, and where those are
/// shared too, the kind and the record's own identification. Only the titles that differ from the name are kept.
enum LocationTitles {
    static func make(_ locations: [Location]) -> [Slug: String] {
        // Grouped by the name as written, then by its lower case: a name is lowered once, not once per location.
        var byExactName: [String: [Int]] = [:]
        for i in locations.indices { byExactName[locations[i].name, default: []].append(i) }
        var byName: [String: [Int]] = [:]
        for (name, indices) in byExactName { byName[Slug.lower(name), default: []].append(contentsOf: indices) }
        var titles: [Slug: String] = [:]
        for (name, indices) in byName where indices.count > 1 {
            var withPlace: [(index: Int, title: String, key: String)] = []
            var counts: [String: Int] = [:]
            for i in indices {
                let (title, key) = withAddress(locations[i], lowercasedName: name)
                withPlace.append((i, title, key))
                counts[key, default: 0] += 1
            }
            for (i, title, key) in withPlace {
                titles[locations[i].id] = counts[key]! > 1 ? "\(title) · \(identification(locations[i]))" : title
            }
        }
        return titles
    }

    /// "Name · street, postcode", leaving out what the name already says; and the title in lower case, made from the
    /// lower-case parts (lowering is letter by letter, so that is the same text, but the " · " made every title take
    /// the slow, non-ASCII way through `lowercased()`).
    private static func withAddress(_ location: Location, lowercasedName name: String) -> (title: String, key: String) {
        var parts: [String] = [], lowered: [String] = []
        for part in [location.address.lines.first ?? "", location.address.postcode] where !part.isEmpty {
            let lower = Slug.lower(part)
            guard !contains(name, lower) else { continue }
            parts.append(part)
            lowered.append(lower)
        }
        guard !parts.isEmpty else { return (location.name, name) }
        return (location.name + " · " + parts.joined(separator: ", "), name + " · " + lowered.joined(separator: ", "))
    }

    /// Whether `text` has `part` in it, byte for byte (both are clean, NFC text). Foundation's `contains` and the
    /// standard library's `utf8.contains(_:)` were both slower; names and streets are a few dozen bytes, where this
    /// plain search is fastest.
    /// Searched in the strings' own bytes, not copies of them: it runs twice for each of 100,000 locations.
    private static func contains(_ text: String, _ part: String) -> Bool {
        var (text, part) = (text, part)
        return text.withUTF8 { text in
            part.withUTF8 { part in
                guard let head = part.first else { return true }
                guard part.count <= text.count else { return false }
                for start in 0...(text.count - part.count) where text[start] == head {
                    if UnsafeBufferPointer(rebasing: text[start..<start + part.count]).elementsEqual(part) { return true }
                }
                return false
            }
        }
    }

    /// "ATM M01M0037": the record's own identification when it has one, else its id.
    private static func identification(_ location: Location) -> String {
        let id = location.details.first { $0.label == "Identification" }?.value ?? location.id.value
        return (location.kind == .atm ? "ATM " : "Branch ") + id
    }
}
