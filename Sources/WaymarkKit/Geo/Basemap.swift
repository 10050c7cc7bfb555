/// A Natural Earth scale: 1:110 million, 1:50 million or 1:10 million.
enum BasemapScale: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case small = 110
    case medium = 50
    case large = 10

    var description: String { "\(rawValue)m" }

    /// The scale a view drawn with `pixelsPerWorld` pixels across the Web Mercator world needs.
    static func forView(pixelsPerWorld: Double) -> BasemapScale {
        if pixelsPerWorld <= 256 * 5.5 { return .small }  // up to zoom 2 and Equal Earth world maps
        if pixelsPerWorld <= 256 * 22 { return .medium }  // zoom 3 and 4
        return .large
    }
}

/// One country's outline at one scale.
struct CountryShape: Sendable {
    /// ISO 3166-1 alpha-2, empty for units without one (e.g. Somaliland at 110m).
    let isoCode: String
    let rings: [Int]
    /// Longitude/latitude box of all rings.
    let degreeBox: Box
}

/// The layers of one scale: land, lakes, country outlines and borders, all from one topology.
struct BasemapLayers: Sendable {
    let scale: BasemapScale
    let shapes: ShapeStore
    /// Rings that together are the land (the dissolve of all countries), exteriors counter-clockwise.
    let land: [Int]
    /// Lake rings; islands in lakes are clockwise rings.
    let lakes: [Int]
    /// Open lines between two countries.
    let borders: [Int]
    let countries: [CountryShape]
    let countryIndex: [String: Int]
    /// Where the land, lake and border shapes are, for maps in Web Mercator.
    let landGrid: ShapeGrid
    let lakeGrid: ShapeGrid
    let borderGrid: ShapeGrid

    init(scale: BasemapScale, shapes: ShapeStore, land: [Int], lakes: [Int], borders: [Int], countries: [CountryShape]) {
        self.scale = scale
        self.shapes = shapes
        self.land = land
        self.lakes = lakes
        self.borders = borders
        self.countries = countries
        var index: [String: Int] = [:]
        for (position, country) in countries.enumerated() where !country.isoCode.isEmpty {
            index[country.isoCode] = position
        }
        countryIndex = index
        landGrid = ShapeGrid(land, boxes: shapes.boxes)
        lakeGrid = ShapeGrid(lakes, boxes: shapes.boxes)
        borderGrid = ShapeGrid(borders, boxes: shapes.boxes)
    }

    /// ISO codes that have an outline at this scale, sorted.
    var isoCodes: [String] { countryIndex.keys.sorted() }

    /// Number of vertices stored at this scale (shared arcs counted once per use).
    var vertexCount: Int { shapes.xs.count }
}

/// The basemap Waymark draws maps from: Natural Earth at three scales (public domain).
struct Basemap: Sendable {
    let small: BasemapLayers
    let medium: BasemapLayers
    let large: BasemapLayers
    /// A short hash of the data, for naming assets drawn from it.
    let fingerprint: String
    /// Place names for the maps' labels; not part of the fingerprint, since no shared file draws them.
    let places: PopulatedPlaces

    init(
        small: BasemapLayers, medium: BasemapLayers, large: BasemapLayers, fingerprint: String,
        places: PopulatedPlaces = PopulatedPlaces()
    ) {
        self.small = small
        self.medium = medium
        self.large = large
        self.fingerprint = fingerprint
        self.places = places
    }

    func layers(_ scale: BasemapScale) -> BasemapLayers {
        switch scale {
        case .small: small
        case .medium: medium
        case .large: large
        }
    }
}
