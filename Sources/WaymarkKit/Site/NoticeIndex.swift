/// The notices shown on the build's day, newest first, and which locations each concerns.
struct NoticeIndex: Sendable {
    /// Shown today, newest first.
    let notices: [Notice]
    /// Per location (an index into the plan's locations): the notices (indices into `notices`) that name it, its city or
    /// its country, newest first.
    private let byLocation: [Int: [Int]]
    /// Every topic of a notice shown today, sorted.
    let topics: [Slug]

    /// `locations` in the plan's order; a notice names a city by its name or slug, a country by its code.
    init(_ all: [Notice], locations: [Location], today: CalendarDay) {
        notices = all.filter { $0.isShown(today: today) }.sorted(by: Notice.newestFirst)
        var byLocation: [Int: [Int]] = [:]
        // Each location's city as a slug, made once for all notices (and only when one names a city).
        let citySegments = notices.contains { !$0.cities.isEmpty } ? locations.map { LocationLayout.citySegment($0.address.city) } : []
        for (n, notice) in notices.enumerated() where !notice.locations.isEmpty || !notice.cities.isEmpty || !notice.countries.isEmpty {
            let ids = Set(notice.locations.map(\.value))
            let cities = Set(notice.cities.map { LocationLayout.citySegment($0.value) })
            let countries = Set(notice.countries.map(\.value))
            for i in locations.indices {
                let address = locations[i].address
                if ids.contains(locations[i].id.value) || countries.contains(address.country)
                    || (!cities.isEmpty && cities.contains(citySegments[i]))
                {
                    byLocation[i, default: []].append(n)
                }
            }
        }
        self.byLocation = byLocation
        topics = Set(notices.flatMap(\.topics)).sorted()
    }

    /// Whether a notice shown today names a location, its city or its country.
    var namesPlaces: Bool { !byLocation.isEmpty }

    /// Per notice (parallel to `notices`): the locations it names, by itself or by their city or country, in list order.
    func concerned() -> [[Int]] {
        var concerned = [[Int]](repeating: [], count: notices.count)
        for (i, named) in byLocation.sorted(by: { $0.key < $1.key }) {
            for n in named { concerned[n].append(i) }
        }
        return concerned
    }

    /// The notices of a topic, newest first.
    func notices(topic: Slug) -> [Notice] { notices.filter { $0.topics.contains(topic) } }

    /// The notices of any of these locations, newest first, each once.
    func notices(of locations: [Int]) -> [Notice] {
        Set(locations.flatMap { byLocation[$0] ?? [] }).sorted().map { notices[$0] }
    }

    /// The notices for every place (`all: true`), which the home page shows.
    var forAll: [Notice] { notices.filter(\.all) }
}
