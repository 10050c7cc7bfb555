/// How a feature of a context layer is drawn, chosen from its properties: the OpenStreetMap tags of an extract.
///
/// The cases are in drawing order, so streets lie on areas and water, and rail on streets. Each draws from a
/// Web Mercator zoom on (`minimumZoom`): a town's side streets would only smudge a country map.
enum ContextStyle: Int, CaseIterable, Sendable, Comparable {
    /// A polygon without a tag Waymark knows: a light fill with an outline.
    case area
    /// `leisure=park|garden`, `landuse=grass|forest|recreation_ground|meadow|village_green`, `natural=wood` as
    /// polygons: a green fill.
    case green
    /// `natural=water`, `water=*`, `waterway=*`, `landuse=reservoir|basin` as polygons.
    case water
    /// `waterway=*` as lines: rivers, canals, streams.
    case waterway
    /// `boundary=*`, `admin_level=*` or `place=*`: a thin dashed outline, never filled.
    case district
    /// A line without a tag Waymark knows.
    case line
    /// `highway=*` of any other class: residential and service roads, paths.
    case minorStreet
    /// `highway=secondary|tertiary` (and their links).
    case street
    /// `highway=motorway|trunk|primary` (and their links).
    case majorStreet
    /// `railway=*` except abandoned, disused or razed lines, and platforms.
    case rail

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The style of a feature with these properties, drawn as lines (`closed` false) or as polygons; nil when its
    /// tags say it is not drawn at all (a railway that is gone, a platform).
    static func of(_ tags: [String: String], closed: Bool) -> ContextStyle? {
        if let railway = tags["railway"] {
            if Self.goneRailways.contains(railway) { return nil }
            return closed ? .area : .rail
        }
        if let highway = tags["highway"] {
            guard !closed else { return .area }
            let base = highway.hasSuffix("_link") ? String(highway.dropLast(5)) : highway
            if ["motorway", "trunk", "primary"].contains(base) { return .majorStreet }
            if ["secondary", "tertiary"].contains(base) { return .street }
            return .minorStreet
        }
        if tags["natural"] == "water" || tags["water"] != nil || tags["waterway"] != nil
            || ["reservoir", "basin"].contains(tags["landuse"] ?? "")
        {
            return closed ? .water : .waterway
        }
        if Self.isGreen(tags) { return closed ? .green : .line }
        if tags["boundary"] != nil || tags["admin_level"] != nil || tags["place"] != nil { return .district }
        return closed ? .area : .line
    }

    private static func isGreen(_ tags: [String: String]) -> Bool {
        ["park", "garden"].contains(tags["leisure"] ?? "") || tags["natural"] == "wood"
            || ["grass", "forest", "recreation_ground", "meadow", "village_green"].contains(tags["landuse"] ?? "")
    }

    private static let goneRailways: Set<String> = ["abandoned", "disused", "razed", "dismantled", "platform"]

    /// The Web Mercator zoom from which the style is drawn.
    var minimumZoom: Double {
        switch self {
        case .water: 0
        case .majorStreet, .rail, .waterway, .district: 9
        case .street, .line, .area, .green: 11
        case .minorStreet: 12
        }
    }

    /// The presentation attributes of the style's path (colours are attributes, as in the basemap files, so a
    /// map needs no stylesheet to show its layers).
    var attributes: String {
        let line = " fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        switch self {
        case .area: return " fill=\"#ebe5d6\" fill-rule=\"evenodd\" stroke=\"#d3c9b4\" stroke-width=\".6\""
        case .green: return " fill=\"#d5e8c4\" fill-rule=\"evenodd\" stroke=\"#b7d3a0\" stroke-width=\".6\""
        case .water:
            return " fill=\"\(MapStyle.sea)\" fill-rule=\"evenodd\" stroke=\"\(MapStyle.coast)\" stroke-width=\".5\""
        case .waterway: return line + " stroke=\"#9cc2da\" stroke-width=\"1.6\""
        case .district: return line + " stroke=\"#9b86a3\" stroke-width=\".9\" stroke-dasharray=\"4 3\""
        case .line: return line + " stroke=\"#bdb3a2\" stroke-width=\"1\""
        case .minorStreet: return line + " stroke=\"#d9d1c1\" stroke-width=\"1.4\""
        case .street: return line + " stroke=\"#cbbd9c\" stroke-width=\"2.2\""
        case .majorStreet: return line + " stroke=\"#e3b262\" stroke-width=\"3.2\""
        case .rail: return line + " stroke=\"#777d83\" stroke-width=\"1.4\" stroke-dasharray=\"6 3\""
        }
    }

    /// The class of the style's path, for a site's stylesheet and for tests: `wm-layer-major-street`.
    var className: String { "wm-layer-" + name }

    /// The style's name in `site.yml` (`layers:`) and in its class: `major-street`.
    var name: String {
        switch self {
        case .area: "area"
        case .green: "green"
        case .water: "water"
        case .waterway: "waterway"
        case .district: "district"
        case .line: "line"
        case .minorStreet: "minor-street"
        case .street: "street"
        case .majorStreet: "major-street"
        case .rail: "rail"
        }
    }

    init?(name: String) {
        guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = style
    }

    /// The style as a layer's setting gives it, for lines (`closed` false) or polygons: water and waterway trade
    /// places, and so do area and line (a fill suits only polygons); the other styles draw both as they are.
    func adjusted(closed: Bool) -> ContextStyle {
        switch (self, closed) {
        case (.water, false): .waterway
        case (.waterway, true): .water
        case (.area, false), (.green, false): .line
        case (.line, true): .area
        default: self
        }
    }
}
