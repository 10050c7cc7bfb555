/// Where each location's page and each city's list go: `/locations/<country>/<city>/<id>/`, the city's
/// list at `/locations/<country>/<city>/`, so no folder holds more entries than a host allows at any scale.
///
/// The country is the lower-case ISO code ("other" when the record has none); the city is its slug
/// ("other" when the record has none). A folder that would hold more than `limit` entries is split,
/// the same way every build: its entries (cities in a country, locations in a city) move one level down
/// into folders named "_" and the first `k` hex digits of `bucketHash` of their name, with `k` the
/// smallest that keeps every such folder within the limit, e.g. `/locations/us/springfield/_3f/springfield-12/`
/// (a slug never starts with "_", so a bucket is never taken for a city or an id).
struct LocationLayout: Sendable {
    /// Netlify refuses a folder of more than 54,000 files; stay clear of it.
    static let folderLimit = 50_000
    /// Each location's page, by location id (made once: pages link to their neighbours thousands of times).
    private let routes: [String: Route]
    /// The folder segments of each city's list, by the city's position in `CityIndex.cities`.
    let cityFolders: [[String]]
    /// Each country's folder (`gb`, or `other` for locations without a valid code) with its cities (positions in
    /// `CityIndex.cities`), in the order the cities come; the folder's `index.html` lists them.
    let countryFolders: [(folder: String, cities: [Int])]

    /// A city folder also holds its list's `index.html` and `page/`.
    static let cityOwnEntries = 2
    /// The folder of a country or a city the data does not give (or gives as no ISO code).
    static let otherFolder = "other"

    init(locations: [Location], cities: CityIndex, limit: Int = LocationLayout.folderLimit) {
        var byCountry: [String: [String: [Int]]] = [:]
        // A city's slug once per spelling: slugs go through ICU's transliteration, which is slow.
        var citySlugs: [String: String] = [:]
        for i in locations.indices {
            let city = locations[i].address.city
            let slug = citySlugs[city] ?? Self.citySegment(city)
            citySlugs[city] = slug
            byCountry[Self.countrySegment(locations[i].address.country), default: [:]][slug, default: []].append(i)
        }
        var routes: [String: Route] = [:]
        routes.reserveCapacity(locations.count)
        var cityPaths: [String: [String]] = [:]
        for (country, citiesHere) in byCountry {
            // A country's folder also holds its list of cities, `index.html`.
            let cityBuckets = Self.buckets(Array(citiesHere.keys), limit: limit - 1)
            for (city, indices) in citiesHere {
                let cityPath = [country] + cityBuckets(city) + [city]
                cityPaths[country + "/" + city] = cityPath
                let ids = indices.map { locations[$0].id.value }
                let idBuckets = Self.buckets(ids, limit: limit - Self.cityOwnEntries)
                for id in ids {
                    var segments = ["locations"]
                    segments.reserveCapacity(cityPath.count + 3)
                    segments.append(contentsOf: cityPath)
                    segments.append(contentsOf: idBuckets(id))
                    segments.append(id)
                    routes[id] = Route(segments: segments)
                }
            }
        }
        self.routes = routes
        cityFolders = cities.cities.map { city in
            let spelling = locations[city.indices[0]].address.city
            let key = Self.countrySegment(city.country) + "/" + (citySlugs[spelling] ?? Self.citySegment(spelling))
            return cityPaths[key] ?? [Self.countrySegment(city.country), city.slug.value]
        }
        var countryFolders: [(folder: String, cities: [Int])] = []
        var countryPosition: [String: Int] = [:]
        for (c, folders) in cityFolders.enumerated() {
            if let at = countryPosition[folders[0]] {
                countryFolders[at].cities.append(c)
            } else {
                countryPosition[folders[0]] = countryFolders.count
                countryFolders.append((folders[0], [c]))
            }
        }
        self.countryFolders = countryFolders
    }

    /// `/locations/gb/`: a country's list of its cities; `country` is a position in `countryFolders`.
    func countryRoute(_ country: Int, page: Int = 1) -> Route {
        Route(segments: ["locations", countryFolders[country].folder] + (page > 1 ? ["page", "\(page)"] : []))
    }

    /// `/locations/gb/edinburgh/edinburgh-princes-street/`.
    func route(_ location: Location) -> Route {
        routes[location.id.value] ?? Route(segments: ["locations", location.id.value])
    }

    /// `/locations/gb/edinburgh/edinburgh-princes-street/hours/`.
    func hoursRoute(_ location: Location) -> Route {
        Route(segments: route(location).segments + ["hours"])
    }

    /// `/locations/gb/london/`, `/locations/gb/london/page/2/`.
    func cityRoute(_ city: Int, page: Int) -> Route {
        Route(segments: ["locations"] + cityFolders[city] + (page > 1 ? ["page", "\(page)"] : []))
    }

    static func countrySegment(_ iso: String) -> String {
        let code = iso.lowercased()
        return code.utf8.count == 2 && code.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) ? code : otherFolder
    }

    static func citySegment(_ city: String) -> String {
        city.isEmpty ? otherFolder : Slug(making: city, fallback: "city").value
    }

    /// The bucket folders a name goes into: none when all names fit in one folder, else one folder named by
    /// the shortest prefix of the names' stable hashes that leaves no bucket (nor the parent) over the limit.
    static func buckets(_ names: [String], limit: Int) -> (String) -> [String] {
        guard names.count > limit else { return { _ in [] } }
        let hashes = Dictionary(names.map { ($0, bucketHash($0)) }, uniquingKeysWith: { a, _ in a })
        var digits = 1
        while digits < 8 {
            var counts: [Substring: Int] = [:]
            for hash in hashes.values { counts[hash.prefix(digits), default: 0] += 1 }
            if counts.count <= limit && counts.values.allSatisfy({ $0 <= limit }) { break }
            digits += 1
        }
        return { [digits] name in ["_" + (hashes[name] ?? bucketHash(name)).prefix(digits)] }
    }

    /// Eight hex digits of the name's digest, whose every bit depends on every byte, so that names that differ only at
    /// the end ("leeds-1", "leeds-2") still spread over the first digits.
    static func bucketHash(_ name: String) -> String { Digest.of(name.utf8).hex(8) }
}
