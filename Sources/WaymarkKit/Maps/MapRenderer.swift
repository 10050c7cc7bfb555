/// Draws maps as SVG from the basemap; built once and shared by every page rendered in parallel.
public struct MapRenderer: Sendable {
    public let basemap: Basemap
    /// Where shared basemap files go under the site root: `assets/maps/<fingerprint>`; the fingerprint
    /// changes with the data and the drawing, so browsers never keep a stale tile.
    public let assetFolder: String
    let tileFills = TileFillCache()

    public init(basemap: Basemap) {
        self.basemap = basemap
        var hash = FNV1a()
        hash.add(basemap.fingerprint + "/" + MapStyle.version)
        assetFolder = "assets/maps/\(hash.hex8)"
    }

    /// Draws one map: the inline markup and the shared basemap files it references.
    public func render(_ spec: MapSpec) -> RenderedMap {
        let view = MapViewport(spec: spec, basemap: basemap)
        let base = basemapLayer(view, spec)
        let layout = PinLayout(spec: spec, view: view)
        let ids = MapIDs(prefix: spec.id)
        var svg: [String] = [svgOpenTag(spec, view, ids, interactive: layout.isInteractive)]
        svg.append("<title id=\"\(ids.title)\">\(MarkupEscaping.text(spec.title))</title>")
        svg.append("<desc id=\"\(ids.desc)\">\(MarkupEscaping.text(description(spec, view, layout)))</desc>")
        if spec.embedsStylesheet { svg.append("<style>\(MapStyle.css.replacingOccurrences(of: "\n", with: ""))</style>") }
        svg += symbolDefinitions(layout, spec: spec, ids: ids)
        svg += base.elements
        svg += pinElements(layout, spec: spec, view: view, ids: ids)
        svg += scaleBar(view, spec)
        svg.append("<text class=\"wm-attr\" x=\"\(view.width - 5)\" y=\"\(view.height - 5)\">\(MarkupEscaping.text(spec.attribution))</text>")
        svg.append("</svg>")
        let svgText = svg.joined(separator: "\n")
        let places = listedPlaces(layout, spec: spec, view: view)
        let list = placesList(places)
        var figure = ["<div class=\"wm-map\" id=\"\(MarkupEscaping.attribute(spec.id))\">", "<figure>", svgText]
        if let caption = spec.caption { figure.append("<figcaption>\(MarkupEscaping.text(caption))</figcaption>") }
        figure += ["</figure>", list, "</div>"]
        return RenderedMap(svg: svgText, placesList: list, html: figure.joined(separator: "\n"), places: places,
                           assets: base.assets, zoom: view.zoom, center: view.center)
    }

    private func svgOpenTag(_ spec: MapSpec, _ view: MapViewport, _ ids: MapIDs, interactive: Bool) -> String {
        // role="img" makes everything inside presentational, which would hide the pins' links;
        // a map with links is a labelled group instead, and its basemap the image.
        let role = interactive ? "group" : "img"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wm-svg\" viewBox=\"0 0 \(view.width) \(view.height)\""
            + " width=\"\(view.width)\" height=\"\(view.height)\" role=\"\(role)\" aria-labelledby=\"\(ids.title)\""
            + " aria-describedby=\"\(ids.desc)\">"
    }
}

/// A drawn map: markup for the page and the shared files it needs.
public struct RenderedMap: Sendable, Hashable {
    /// The `<svg>` element alone, for a template that adds its own caption and list.
    public let svg: String
    /// The text list of the places the map shows (`<ul class="wm-places">`), for people who cannot see it.
    public let placesList: String
    /// The map with its caption and list: `<div class="wm-map"><figure>…</figure><ul>…</ul></div>`.
    public let html: String
    /// The places as listed (pins and clusters as drawn), for templates that list them themselves.
    public let places: [MapPlace]
    /// The shared basemap files the markup references, sorted; write each once per site with `asset(_:)`.
    public let assets: [BasemapAssetKey]
    /// The Web Mercator zoom level drawn (quarter steps), nil for other projections.
    public let zoom: Double?
    public let center: Coordinate
}

/// One entry of a map's list of places: a pin, or a cluster of pins.
public struct MapPlace: Sendable, Hashable {
    /// The pin's kind; nil for a cluster.
    public let kind: MapPin.Kind?
    public let label: String
    public let detail: String
    public let href: String?
    public let coordinate: Coordinate
    /// How many pins this entry stands for (1 for a pin).
    public let count: Int
    public let isSelected: Bool
}

/// Element ids inside one map, derived from the spec's id.
struct MapIDs {
    let prefix: String

    init(prefix: String) {
        // Ids go into attributes and `href="#…"`, so keep them to a safe alphabet.
        let safe = prefix.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "-" }
        self.prefix = safe.isEmpty ? "map" : String(safe)
    }

    var title: String { "\(prefix)-title" }
    var desc: String { "\(prefix)-desc" }
    func symbol(_ kind: MapPin.Kind) -> String { "\(prefix)-\(kind.rawValue)" }
}
