/// Draws maps as SVG from the basemap; built once and shared by every page rendered in parallel.
public struct MapRenderer: Sendable {
    public let basemap: Basemap
    /// Where shared basemap files go under the site root: `assets/maps/<fingerprint>`; the fingerprint
    /// changes with the data and the drawing, so browsers never keep a stale tile.
    public let assetFolder: String
    /// The site's own lines and areas, drawn in each map's base under the pins (drawn per page, not in the files).
    public let layers: ContextLayers
    let tileFills = TileFillCache()

    public init(basemap: Basemap, layers: ContextLayers = ContextLayers()) {
        self.basemap = basemap
        self.layers = layers
        var hash = FNV1a()
        hash.add(basemap.fingerprint + "/" + MapStyle.version)
        assetFolder = "assets/maps/\(hash.hex8)"
    }

    /// Draws one map: the inline markup and the shared basemap files it references.
    public func render(_ spec: MapSpec) -> RenderedMap {
        let view = MapViewport(spec: spec, basemap: basemap)
        let layout = PinLayout(spec: spec, view: view)
        let ids = MapIDs(prefix: spec.id)
        let highlight = spec.highlightedCountry.flatMap { highlightPath(iso: $0, view: view) }
        var svg = Markup()
        svg.line(svgOpenTag(spec, view, ids, interactive: layout.isInteractive))
        svg.add("<title id=\"\(ids.title)\">")
        svg.escaped(spec.title)
        svg.line("</title>")
        svg.add("<desc id=\"\(ids.desc)\">")
        svg.escaped(description(spec, view, layout, highlighted: highlight != nil))
        svg.line("</desc>")
        if spec.embedsStylesheet { svg.line("<style>\(MapStyle.inlineCSS)</style>") }
        symbolDefinitions(layout, spec: spec, ids: ids, into: &svg)
        let assets = basemapLayer(view, spec, highlight: highlight, into: &svg)
        pinElements(layout, spec: spec, view: view, ids: ids, into: &svg)
        scaleBar(view, spec, into: &svg)
        svg.add("<text class=\"wm-attr\" x=\"\(view.width - 5)\" y=\"\(view.height - 5)\">")
        svg.escaped(spec.attribution)
        svg.add("</text>\n</svg>")
        let places = listedPlaces(layout, spec: spec, view: view)
        return RenderedMap(
            svg: svg.string, caption: spec.caption, id: ids.prefix, places: places, assets: assets,
            zoom: view.zoom, center: view.center)
    }

    private func svgOpenTag(_ spec: MapSpec, _ view: MapViewport, _ ids: MapIDs, interactive: Bool) -> String {
        // role="img" makes everything inside presentational, which would hide the pins' links;
        // a map with links is a labelled group instead, and its basemap is hidden from assistive technology.
        let role = interactive ? "group" : "img"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wm-svg\" viewBox=\"0 0 \(view.width) \(view.height)\""
            + " width=\"\(view.width)\" height=\"\(view.height)\" role=\"\(role)\" aria-labelledby=\"\(ids.title)\""
            + " aria-describedby=\"\(ids.desc)\"\(projectionAttributes(view))>"
    }

    /// A Web Mercator view's scale and top-left world pixel, so a script can place a point (the visitor) on the map.
    private func projectionAttributes(_ view: MapViewport) -> String {
        guard view.projection == .webMercator else { return "" }
        return " data-projection=\"web-mercator\" data-scale=\"\(Coordinate.format(view.scale, decimals: 3))\""
            + " data-origin-x=\"\(Coordinate.format(view.originX, decimals: 3))\" data-origin-y=\"\(Coordinate.format(view.originY, decimals: 3))\""
    }
}

/// A drawn map: markup for the page and the shared files it needs.
public struct RenderedMap: Sendable, Hashable {
    /// The `<svg>` element alone, for a template that adds its own caption and list.
    public let svg: String
    public let caption: String?
    /// The map's id (the spec's, made safe), for the wrapper element.
    public let id: String
    /// The places as listed (pins and clusters as drawn), for templates that list them themselves.
    public let places: [MapPlace]
    /// The shared basemap files the markup references, sorted; write each once per site with `asset(_:)`.
    public let assets: [BasemapAssetKey]
    /// The Web Mercator zoom level drawn (quarter steps), nil for other projections.
    public let zoom: Double?
    public let center: Coordinate

    /// The text list of the places the map shows (`<ul class="wm-places">`), for people who cannot see it.
    public var placesList: String { MapPlace.list(places) }

    /// The map with its caption and list: `<div class="wm-map"><figure>svg, figcaption</figure><ul>…</ul></div>`.
    public var html: String {
        var markup = Markup(capacity: svg.utf8.count + placesList.utf8.count + 256)
        markup.line("<div class=\"wm-map\" id=\"\(id)\">")
        markup.line("<figure>")
        markup.line(svg)
        if let caption {
            markup.add("<figcaption>")
            markup.escaped(caption)
            markup.line("</figcaption>")
        }
        markup.line("</figure>")
        markup.line(MapPlace.list(places))
        markup.add("</div>")
        return markup.string
    }
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
        let safe = prefix.unicodeScalars.map {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "-"
        }
        self.prefix = safe.isEmpty ? "map" : String(safe)
    }

    var title: String { "\(prefix)-title" }
    var desc: String { "\(prefix)-desc" }
    func symbol(_ kind: MapPin.Kind) -> String { "\(prefix)-\(kind.rawValue)" }
}
