/// A file of a built site as a reviewer sees it: a page by its URL, any other file by its path,
/// and what it shows, read from the URL alone (the URL scheme is in README.md, "URLs"), without the site's data.
struct OutputFile: Equatable {
    enum Kind: Equatable {
        /// A page of one location, country or geocode query; `part` is nil for its main page, else "hours", "map", "2"…
        case record(RecordKind, id: String, part: String?)
        case listPage
        case otherPage
        case asset
        case flag
        case otherFile
    }

    enum RecordKind: CaseIterable {
        case location, country, geocodeQuery
    }

    /// The path relative to the output folder.
    let path: String
    /// `/locations/x/` for a page, `assets/waymark.css` for another file.
    let name: String
    let kind: Kind

    var isPage: Bool {
        switch kind {
        case .record, .listPage, .otherPage: true
        case .asset, .flag, .otherFile: false
        }
    }

    /// Whether a path is a page (`index.html`, `a/b/index.html`), without reading the rest of it.
    static func isIndex(_ path: String) -> Bool {
        path == "index.html" || path.hasSuffix("/index.html")
    }

    init(path: String) {
        self.path = path
        let segments = path.split(separator: "/").map(String.init)
        if segments.last == "index.html" {
            let folder = Array(segments.dropLast())
            name = folder.isEmpty ? "/" : "/" + folder.joined(separator: "/") + "/"
            kind = Self.pageKind(folder)
        } else {
            name = path
            kind =
                switch segments.first {
                case "assets" where segments.count > 1: .asset
                case "flags" where segments.count > 1: .flag
                default: .otherFile
                }
        }
    }

    /// Location list pages (`/locations/page/2/`, `/locations/cities/x/`) share `/locations/` with the
    /// locations themselves; their words are never ids.
    private static var locationListWords: Set<String> { SitePlan.reservedLocationIDs }

    private static func pageKind(_ folder: [String]) -> Kind {
        guard let section = folder.first else { return .listPage }
        let record: RecordKind
        switch section {
        case "locations": record = .location
        case "countries": record = .country
        case "geocode": record = .geocodeQuery
        default: return .otherPage
        }
        guard folder.count > 1 else { return .listPage }
        if record == .location { return locationPageKind(folder) }
        return .record(record, id: folder[1], part: folder.count > 2 ? folder[2] : nil)
    }

    /// `/locations/<country>/<city>/<id>/` and its `hours/` (bucket folders "_3f" left out), the city's list at
    /// `/locations/<country>/<city>/` (and `page/2/`), the country's list of cities at `/locations/<country>/` (a
    /// two-letter code, or `other`; and its `page/2/` with `city_pages: false`); also the older `/locations/<id>/` and
    /// `/locations/<id>/hours/`, for any id but such a code.
    private static func locationPageKind(_ path: [String]) -> Kind {
        if locationListWords.contains(path[1]) { return .listPage }
        let folder = path.filter { !$0.hasPrefix("_") }
        switch folder.count {
        case 2 where LocationLayout.countrySegment(folder[1]) == folder[1]: return .listPage
        case 2: return .record(.location, id: folder[1], part: nil)
        case 3 where folder[2] == "hours": return .record(.location, id: folder[1], part: "hours")
        case 3: return .listPage
        // A country's later pages with `city_pages: false` (`/locations/gb/page/2/`).
        case 4 where folder[2] == "page" && folder[3].allSatisfy(\.isNumber): return .listPage
        case _ where folder[3] == "page": return .listPage
        default: return .record(.location, id: folder[3], part: folder.count > 4 ? folder[4] : nil)
        }
    }
}
