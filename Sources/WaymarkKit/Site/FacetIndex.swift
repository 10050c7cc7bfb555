/// Every service and accessibility value the locations carry, each a facet to filter the lists by, with the list
/// positions that have it; counts per kind are computed here, at build time.
public struct FacetIndex: Sendable {
    public enum Group: String, Sendable, CaseIterable {
        case services, accessibility

        public var title: String { self == .services ? "Services" : "Accessibility" }
    }

    public struct Facet: Sendable {
        public let group: Group
        /// The facet's key in URLs and in `search/facets.json`: the label's slug, prefixed with "access-" for an
        /// accessibility value whose slug is also a service's.
        public let key: String
        /// The first spelling the data gives of the value.
        public let label: String
        /// Positions in `SitePlan.locations`, ascending.
        public let indices: [Int]
        public let branches: Int
        public let atms: Int

        /// How many locations of a kind (all when nil) have the facet.
        public func count(_ kind: Location.Kind?) -> Int {
            switch kind {
            case nil: indices.count
            case .branch: branches
            case .atm: atms
            }
        }
    }

    /// Services first, then accessibility, each by label (accents and case ignored).
    public let facets: [Facet]

    public init(locations: [Location]) {
        // Each facet's positions grow in place (a dictionary's copy would be copied on every append), and each
        // distinct value is made a slug once, not once per location that has it.
        struct Key: Hashable {
            let group: Group
            let slug: String
        }
        var numbers: [Key: Int] = [:]
        var labels: [String] = []
        var postings: [[Int]] = []
        var slugs: [String: String] = [:]
        for (i, location) in locations.enumerated() {
            for (group, values) in [(Group.services, location.services), (.accessibility, location.accessibility)] {
                for value in values {
                    let slug = slugs[value] ?? Slug(making: value, fallback: "facet").value
                    slugs[value] = slug
                    let key = Key(group: group, slug: slug)
                    if let number = numbers[key] {
                        if postings[number].last != i { postings[number].append(i) }
                    } else {
                        numbers[key] = postings.count
                        labels.append(value)
                        postings.append([i])
                    }
                }
            }
        }
        var found: [Group: [String: (label: String, indices: [Int])]] = [:]
        for (key, number) in numbers { found[key.group, default: [:]][key.slug] = (labels[number], postings[number]) }
        let serviceKeys = Set(found[.services, default: [:]].keys)
        var facets: [Facet] = []
        for group in Group.allCases {
            let entries = found[group, default: [:]].sorted {
                (Slug.foldedLowercase($0.value.label), $0.key) < (Slug.foldedLowercase($1.value.label), $1.key)
            }
            for (slug, entry) in entries {
                let atms = entry.indices.lazy.filter { locations[$0].kind == .atm }.count
                facets.append(
                    Facet(
                        group: group, key: group == .accessibility && serviceKeys.contains(slug) ? "access-" + slug : slug,
                        label: entry.label, indices: entry.indices, branches: entry.indices.count - atms, atms: atms))
            }
        }
        self.facets = facets
    }

    /// `search/facets.json`: each facet's key, label, counts per kind and posting (the search index's format), for
    /// filtering in the browser.
    func json(count: Int) -> String {
        let groups = Group.allCases.map { group in
            let lines = facets.filter { $0.group == group }.map { facet in
                "{\"key\":\(Escape.jsonString(facet.key)),\"label\":\(Escape.jsonString(facet.label)),"
                    + "\"all\":\(facet.indices.count),\"branch\":\(facet.branches),\"atm\":\(facet.atms),"
                    + "\"posting\":\(SearchIndex.Posting(ordinals: facet.indices).json(count: count))}"
            }
            return "{\"key\":\"\(group.rawValue)\",\"title\":\"\(group.title)\",\"facets\":[\n" + lines.joined(separator: ",\n") + "\n]}"
        }
        return "{\"version\":1,\"count\":\(count),\"groups\":[\n" + groups.joined(separator: ",\n") + "\n]}\n"
    }
}
