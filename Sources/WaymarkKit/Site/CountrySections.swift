/// With `city_pages: false`, each city is a section of its country's pages: the country's locations city by city
/// (in the order of `LocationLayout.countryFolders`), cut into pages of `pageSize`, a city that passes the end of a
/// page going on at the top of the next.
struct CountrySections: Sendable {
    static let defaultPageSize = 1_000

    /// A city's locations on one of its country's pages.
    struct Section {
        /// A position in `CityIndex.cities`.
        let city: Int
        /// Indices into the plan's locations.
        let shown: ArraySlice<Int>
        /// Whether the city goes on from the page before (its section starts there).
        let continued: Bool
    }

    let pageSize: Int
    /// Per city (a position in `CityIndex.cities`): its country (a position in `countryFolders`), and how many of
    /// the country's locations come before its own.
    private let country: [Int]
    private let start: [Int]
    /// Per country: how many locations it has.
    private let counts: [Int]

    init(cities: CityIndex, layout: LocationLayout, pageSize: Int) {
        var (country, start) = ([Int](repeating: 0, count: cities.cities.count), [Int](repeating: 0, count: cities.cities.count))
        var counts: [Int] = []
        for (f, folder) in layout.countryFolders.enumerated() {
            var before = 0
            for c in folder.cities {
                (country[c], start[c]) = (f, before)
                before += cities.cities[c].indices.count
            }
            counts.append(before)
        }
        (self.pageSize, self.country, self.start, self.counts) = (pageSize, country, start, counts)
    }

    /// How many pages a country has.
    func pageCount(_ country: Int) -> Int { max(1, (counts[country] + pageSize - 1) / pageSize) }

    /// The country page (from 1) on which a city's section starts.
    func page(ofCity city: Int) -> Int { start[city] / pageSize + 1 }

    /// A city's country: a position in `LocationLayout.countryFolders`.
    func country(ofCity city: Int) -> Int { country[city] }

    /// The cities on a country's page `page`, each with the part of its locations there.
    func sections(_ country: Int, page: Int, cities: CityIndex, layout: LocationLayout) -> [Section] {
        let (low, high) = ((page - 1) * pageSize, page * pageSize)
        return layout.countryFolders[country].cities.compactMap { c in
            let indices = cities.cities[c].indices
            guard start[c] < high, start[c] + indices.count > low else { return nil }
            let shown = indices[max(low - start[c], 0)..<min(high - start[c], indices.count)]
            return Section(city: c, shown: shown, continued: start[c] < low)
        }
    }
}
