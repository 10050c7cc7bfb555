/// The locations grouped by city, for `/locations/cities/` and each city's own pages.
struct CityIndex: Sendable {
    struct City: Sendable, Hashable {
        /// The city as the data spells it most often.
        var name: String
        /// ISO 3166-1 alpha-2 of its locations' country; may be empty.
        var country: String
        /// Unique among cities; the city's slug, with the country code added when two countries share it.
        var slug: Slug
        /// Indices into the plan's locations, in list order.
        var indices: [Int]
        /// Whether these are the country's locations without a city, named "Elsewhere in …" (in English here: the
        /// pages name it in their language, `PageRenderer.cityName`).
        var isElsewhere = false
    }

    /// Cities in list order: by country, then name.
    let cities: [City]
    /// Each location's city (an index into `cities`), nil for a location without one; a map's cluster
    /// of one city's locations links to that city's page.
    let cityOfLocation: [Int?]

    /// Groups locations (already in list order) by country and the slug of their city; a country's locations without
    /// a city (a mobile branch, an office known by its district) are one more, "Elsewhere in …", at `/locations/gb/other/`.
    init(locations: [Location]) {
        var groups: [(country: String, slug: String, indices: [Int])] = []
        var position: [String: Int] = [:]
        var slugs: [String: String] = [:]
        // Fields are read through the array: a `Location` copied out of it is a retain of each of its strings.
        for i in locations.indices {
            let city = locations[i].address.city
            let slug = slugs[city] ?? LocationLayout.citySegment(city)
            slugs[city] = slug
            let country = locations[i].address.country
            let key = country + "/" + slug
            if let at = position[key] {
                groups[at].indices.append(i)
            } else {
                position[key] = groups.count
                groups.append((country, slug, [i]))
            }
        }
        var countriesPerSlug: [String: Int] = [:]
        for group in groups { countriesPerSlug[group.slug, default: 0] += 1 }
        cities = groups.map { group in
            let shared = countriesPerSlug[group.slug, default: 0] > 1 && !group.country.isEmpty
            let slug = shared ? Slug(making: group.slug + "-" + group.country) : Slug(making: group.slug)
            let spellings = group.indices.map { locations[$0].address.city }
            let elsewhere = spellings[0].isEmpty
            return City(
                name: elsewhere ? Self.elsewhere(group.country) : Self.commonSpelling(spellings),
                country: group.country, slug: slug, indices: group.indices, isElsewhere: elsewhere)
        }
        var cityOfLocation = [Int?](repeating: nil, count: locations.count)
        for (c, group) in groups.enumerated() {
            for i in group.indices { cityOfLocation[i] = c }
        }
        self.cityOfLocation = cityOfLocation
    }

    /// The name of a country's locations without a city: "Elsewhere in the United Kingdom".
    static func elsewhere(_ country: String) -> String {
        CountryReference.country(alpha2: country).map { "Elsewhere in \(CountryArticle.inSentence($0.name))" } ?? "Elsewhere"
    }

    /// The most frequent spelling, preferring one not written in capitals ("Hereford" over "HEREFORD"); on a tie,
    /// the one that comes first; a name only ever written in capitals is shown in title case.
    static func commonSpelling(_ names: [String]) -> String {
        // Each spelling is judged once: a city of thousands of locations has a few spellings.
        var counts: [String: Int] = [:]
        var spellings: [String] = []
        for name in names {
            if counts[name] == nil { spellings.append(name) }
            counts[name, default: 0] += 1
        }
        let mixed = spellings.filter { CleanText.placeName($0) == $0 }
        let pool = mixed.isEmpty ? spellings : mixed
        let best = pool.max { a, b in counts[a]! < counts[b]! || (counts[a]! == counts[b]! && a > b) } ?? ""
        return CleanText.placeName(best)
    }
}
