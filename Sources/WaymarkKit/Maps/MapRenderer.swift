/// Draws maps as SVG from the basemap; built once and shared by every page rendered in parallel.
struct MapRenderer: Sendable {
    let basemap: Basemap
    /// Where shared basemap files go under the site root: `assets/maps/<fingerprint>`; the fingerprint
    /// changes with the data and the drawing, so browsers never keep a stale tile.
    let assetFolder: String
    /// The site's own lines and areas, drawn in each map's base under the pins: from street tiles at street scale,
    /// inline on coarser maps.
    let layers: ContextLayers
    let tileFills = TileFillCache()
    /// How many location maps show each street tile, when counted before the pages are drawn; without it every
    /// street tile is a file.
    var streetUse: StreetTileUse?

    init(basemap: Basemap, layers: ContextLayers = ContextLayers()) {
        self.basemap = basemap
        self.layers = layers
        assetFolder = "assets/maps/" + Digest.of((basemap.fingerprint + "/" + MapStyle.version).utf8).hex(8)
    }

    /// Draws one map: the inline markup and the shared basemap files it references.
    ///
    /// The basemap is an SVG that scales with the page; pins, clusters and text are HTML laid over it
    /// at percentage positions, so they keep one on-screen size (and tap target) at every width.
    func render(_ spec: MapSpec) -> RenderedMap {
        let view = MapViewport(spec: spec, basemap: basemap)
        let layout = PinLayout(spec: spec, view: view)
        let ids = MapIDs(prefix: spec.id)
        let highlight = spec.highlightedCountry.flatMap { highlightPath(iso: $0, view: view) }
        var pins = Markup(), spreads: [String] = []
        pinElements(layout, spec: spec, view: view, into: &pins, spreads: &spreads)
        let spreadFile = self.spreadFile(spreads)
        var out = Markup()
        // The frame names the file of spread places, which the page's script fetches when the map is first used.
        out.line(
            "<div class=\"wm-frame\"\(spreadFile.map { " data-spreads=\"\(spec.spreadsBase ?? spec.assetPrefix)\($0.relativePath)\"" } ?? "")>"
        )
        out.line(svgOpenTag(spec, view, ids))
        if spec.titledBy == nil {
            out.add("<title id=\"\(ids.title)\">")
            out.escaped(spec.title)
            out.line("</title>")
        }
        out.add("<desc id=\"\(ids.desc)\">")
        out.escaped(description(spec, view, layout, highlighted: highlight != nil))
        out.line("</desc>")
        if spec.embedsStylesheet { out.line("<style>\(MapStyle.inlineCSS)</style>") }
        // Capitals' names first, then street names before place names: at street scale the street a place is on
        // matters most.
        var marks = PlaceLabels.marks(layout, spec: spec, view: view)
        let pinNames = PinNames.labels(layout, spec: spec, view: view, taken: &marks)
        let names = StreetLabels(layers: layers, view: view, taken: marks, units: PlaceLabels.unitsPerPixel(view))
        let places = PlaceLabels(
            places: basemap.places, context: layers.places(seenBy: view), layout: layout, spec: spec, view: view, taken: names.taken)
        var (assets, drewLayers) = basemapLayer(view, spec, highlight: highlight, names: names, into: &out)
        out.line("</svg>")
        placeLabels(pinNames + places.labels, view: view, into: &out)
        out.add(pins)
        if let spreadFile { assets.append(spreadFile) }
        scaleBar(view, spec, into: &out)
        attribution(spec, credit: drewLayers ? layers.credit : nil, into: &out)
        out.add("\n</div>")
        if let selected = layout.selected { callout(spec.pins[layout.items[selected].members[0]], text: spec.text, into: &out) }
        legend(layout, spec: spec, into: &out)
        return RenderedMap(
            markup: out.string, caption: spec.caption, id: ids.prefix, places: listedPlaces(layout, spec: spec, view: view),
            assets: assets,
            zoom: view.zoom, center: view.center)
    }

    /// The spec's attribution, and the credit the context layers' source asks for when the map draws them.
    private func attribution(_ spec: MapSpec, credit: LayerCredit?, into out: inout Markup) {
        out.add("<small class=\"wm-attr\">")
        out.escaped(spec.attribution)
        if let credit {
            out.add(spec.attribution.isEmpty ? "" : " · ")
            out.add("Streets: <a href=\"\(credit.href)\">")
            out.escaped(credit.text)
            out.add("</a>")
        }
        out.add("</small>")
    }

    /// The basemap is a picture; the pins laid over it are the map's links. The markup only ever goes into HTML,
    /// where an `<svg>` is in the SVG namespace without an `xmlns`.
    private func svgOpenTag(_ spec: MapSpec, _ view: MapViewport, _ ids: MapIDs) -> String {
        "<svg class=\"wm-svg\" viewBox=\"0 0 \(view.width) \(view.height)\""
            + " width=\"\(view.width)\" height=\"\(view.height)\" role=\"img\" aria-labelledby=\"\(spec.titledBy.map { MapIDs(prefix: $0).prefix } ?? ids.title)\""
            + " aria-describedby=\"\(ids.desc)\"\(projectionAttributes(spec, view))>"
    }

    /// A Web Mercator view's scale and top-left world pixel, so a script can place a point (the visitor) on the map.
    private func projectionAttributes(_ spec: MapSpec, _ view: MapViewport) -> String {
        guard view.projection == .webMercator, spec.describesProjection else { return "" }
        return " data-projection=\"web-mercator\" data-scale=\"\(Coordinate.format(view.scale, decimals: 3))\""
            + " data-origin-x=\"\(Coordinate.format(view.originX, decimals: 3))\" data-origin-y=\"\(Coordinate.format(view.originY, decimals: 3))\""
    }
}

/// A drawn map: markup for the page and the shared files it needs.
struct RenderedMap: Sendable, Hashable {
    /// The map alone (`<div class="wm-frame">`: the basemap `<svg>` and the pins over it), for a
    /// template that adds its own caption and list.
    let markup: String
    let caption: String?
    /// The map's id (the spec's, made safe), for the wrapper element.
    let id: String
    /// The places as listed (pins and clusters as drawn), for templates that list them themselves.
    let places: [MapPlace]
    /// The shared basemap files the markup references, sorted; write each once per site with `asset(_:)`.
    let assets: [BasemapAssetKey]
    /// The Web Mercator zoom level drawn (quarter steps), nil for other projections.
    let zoom: Double?
    let center: Coordinate

    /// The text list of the places the map shows (`<ul class="wm-places">`), for people who cannot see it.
    var placesList: String { MapPlace.list(places) }

    /// The map with its caption and list: `<div class="wm-map"><figure>map, figcaption</figure><ul>…</ul></div>`.
    var html: String {
        var out = Markup(capacity: markup.utf8.count + placesList.utf8.count + 256)
        out.line("<div class=\"wm-map\" id=\"\(id)\">")
        out.line("<figure>")
        out.line(markup)
        if let caption {
            out.add("<figcaption>")
            out.escaped(caption)
            out.line("</figcaption>")
        }
        out.line("</figure>")
        out.line(MapPlace.list(places))
        out.add("</div>")
        return out.string
    }
}

/// One entry of a map's list of places: a pin, or a cluster of pins. The selected pin is not one: the callout under
/// the map names it, and the list is the way to the others.
struct MapPlace: Sendable, Hashable {
    /// The pin's kind; nil for a cluster.
    let kind: MapPin.Kind?
    let label: String
    let detail: String
    let href: String?
    let coordinate: Coordinate
    /// How many pins this entry stands for (1 for a pin).
    let count: Int
    /// Whether the list shows the coordinates after the detail: only a list without a drawn map, whose detail does
    /// not say where the place is.
    var showsCoordinates = false
}

/// Element ids inside one map, derived from the spec's id.
struct MapIDs {
    let prefix: String

    init(prefix: String) {
        // Ids go into attributes and `href="#…"`, so keep them to a safe alphabet.
        let safe = prefix.unicodeScalars.map {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
                ? Character($0) : "-"
        }
        self.prefix = safe.isEmpty ? "map" : String(safe)
    }

    var title: String { "\(prefix)-title" }
    /// The caption a template writes under the map (`partials/map.mustache`).
    var caption: String { "\(prefix)-caption" }
    var desc: String { "\(prefix)-desc" }
    /// The path the `index`th street name is written along.
    func street(_ index: Int) -> String { "\(prefix)-s\(index + 1)" }
}
