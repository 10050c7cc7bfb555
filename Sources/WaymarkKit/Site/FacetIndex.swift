/// Every service and accessibility value the locations carry, each a facet to filter the lists by, with the list
/// positions that have it; counts per kind are computed here, at build time.
struct FacetIndex: Sendable {
    enum Group: String, Sendable, CaseIterable {
        case services, accessibility

        /// The catalogue's key of the group's title, and the kind of its values.
        var key: String { rawValue }
        var kind: LabelKind { self == .services ? .service : .accessibility }
    }

    struct Facet: Sendable {
        let group: Group
        /// The facet's key in URLs and in `search/facets.json`: the label's slug, prefixed with "access-" for an
        /// accessibility value whose slug is also a service's.
        let key: String
        /// The first spelling the data gives of the value, a code in the theme's English words.
        let label: String
        /// Positions in `SitePlan.locations`, ascending.
        let indices: [Int]
        let branches: Int
        let atms: Int

        /// How many locations of a kind (all when nil) have the facet.
        func count(_ kind: Location.Kind?) -> Int {
            switch kind {
            case nil: indices.count
            case .branch: branches
            case .atm: atms
            }
        }
    }

    /// Services first, then accessibility, each by label (accents and case ignored).
    let facets: [Facet]

    /// With `meanings` (site.yml's `facets:`) added to `FacetMeaning.defaults`, spellings of one thing are one
    /// facet, in the group its meaning has.
    init(locations: [Location], meanings: [FacetMeaning] = []) {
        let table = FacetMeaning.table(meanings)
        // Each facet's positions grow in place (a dictionary's copy would be copied on every append), and each
        // distinct value is made a slug once, not once per location that has it.
        struct Found {
            let group: Group
            let slug: String
            let label: String
            var indices: [Int]
        }
        struct Key: Hashable {
            let group: Group
            let slug: String
        }
        var found: [Found] = []
        var numbers: [Key: Int] = [:]
        var slugs: [String: (spelling: String, slug: String)] = [:]
        for i in locations.indices {
            for (group, values) in [(Group.services, locations[i].services), (.accessibility, locations[i].accessibility)] {
                for value in values {
                    // A code's English words name its facet, so that its key is the same whichever feed gives it.
                    let english = slugs[value] ?? Self.english(value, group)
                    slugs[value] = english
                    let spelling = english.spelling
                    var slug = english.slug
                    let meaning = table[slug]
                    let (group, value) = meaning.map { ($0.group, $0.label) } ?? (group, spelling)
                    if let meaning { slug = Slug(making: meaning.label, fallback: "facet").value }
                    let key = Key(group: group, slug: slug)
                    if let number = numbers[key] {
                        if found[number].indices.last != i { found[number].indices.append(i) }
                    } else {
                        numbers[key] = found.count
                        found.append(Found(group: group, slug: slug, label: value, indices: [i]))
                    }
                }
            }
        }
        let serviceKeys = Set(found.filter { $0.group == .services }.map(\.slug))
        var facets: [Facet] = []
        for group in Group.allCases {
            let entries = found.filter { $0.group == group }.sorted {
                (Slug.foldedLowercase($0.label), $0.slug) < (Slug.foldedLowercase($1.label), $1.slug)
            }
            for entry in entries {
                let atms = entry.indices.lazy.filter { locations[$0].kind == .atm }.count
                facets.append(
                    Facet(
                        group: group,
                        key: group == .accessibility && serviceKeys.contains(entry.slug) ? "access-" + entry.slug : entry.slug,
                        label: entry.label, indices: entry.indices, branches: entry.indices.count - atms, atms: atms))
            }
        }
        self.facets = facets
    }

    private static func english(_ value: String, _ group: Group) -> (spelling: String, slug: String) {
        let spelling = Words.english.label(value, group.kind)
        return (spelling, keptSlugs[spelling] ?? Slug(making: spelling, fallback: "facet").value)
    }

    /// The keys of facets whose English words the theme has since improved, so that their pages keep their URLs.
    private static let keptSlugs = ["Other accessibility features": "other-accessibility"]

    /// `search/facets.json`: each facet's key, label (in `words`' language), counts per kind and posting (the search
    /// index's format), for filtering in the browser.
    func json(count: Int, words: Words = .english) -> String {
        let groups = Group.allCases.map { group in
            let lines = facets.filter { $0.group == group }.map { facet in
                "{\"key\":\(Escape.jsonString(facet.key)),\"label\":\(Escape.jsonString(words.label(facet.label, group.kind))),"
                    + "\"all\":\(facet.indices.count),\"branch\":\(facet.branches),\"atm\":\(facet.atms),"
                    + "\"posting\":\(SearchIndex.Posting(ordinals: facet.indices).json(count: count))}"
            }
            let title = Escape.jsonString(words.text(group.key))
            return "{\"key\":\"\(group.rawValue)\",\"title\":\(title),\"facets\":[\n" + lines.joined(separator: ",\n") + "\n]}"
        }
        return "{\"version\":1,\"count\":\(count),\"groups\":[\n" + groups.joined(separator: ",\n") + "\n]}\n"
    }
}
