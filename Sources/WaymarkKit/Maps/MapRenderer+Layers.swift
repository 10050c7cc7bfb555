extension MapRenderer {
    /// Lines and areas smaller than this many pixels both ways are left out.
    static let minimumLayerSize = 1.0

    /// Writes the context layers the view shows inside the map's base, and the street names along them; returns
    /// whether it drew anything. At street scale the lines and areas are shared street tiles (linked under `base`, each
    /// added to `assets`), coarser maps draw them inline, one path per style in drawing order.
    /// Only Web Mercator views draw them: on a world map a site's streets are smaller than a pixel.
    @discardableResult
    func contextLayers(
        _ view: MapViewport, names: StreetLabels, ids: MapIDs, base: String, streetTilesByUse: Bool = false,
        assets: inout [BasemapAssetKey], into out: inout Markup
    ) -> Bool {
        guard !layers.isEmpty, view.projection == .webMercator, let zoom = view.zoom else { return false }
        var body = Markup()
        if let tileZoom = view.tileZoom, tileZoom >= Self.streetTileZoom {
            guard streetTiles(view, zoom: tileZoom, base: base, byUse: streetTilesByUse, assets: &assets, into: &body)
            else { return false }
        } else {
            let paths = layerPaths(layerPainters(view), zoom: zoom, scale: view.scale)
            guard !paths.isEmpty else { return false }
            for path in paths { body.line(path) }
        }
        out.line("<g class=\"wm-layers\">")
        out.add(body.string)
        out.line("</g>")
        streetNames(names, ids: ids, into: &out)
        return true
    }

    /// One path per style the zoom shows, in drawing order, from every painter. `nonScalingStrokes` keeps the strokes
    /// as wide on the page as the inline ones when a tile is shown scaled.
    func layerPaths(_ painters: [BasemapPainter], zoom: Double, scale: Double, nonScalingStrokes: Bool = false) -> [String] {
        guard !painters.isEmpty else { return [] }
        let stroke = nonScalingStrokes ? " vector-effect=\"non-scaling-stroke\"" : ""
        // Each painter's nearby shapes sorted once by style and kind, not filtered again for every style.
        let near = painters.map { painter in
            var byKind: [ContextStyle: (rings: [Int], lines: [Int])] = [:]
            for id in layers.shapes(touching: painter.worldClip, zoom: zoom) {
                let kind = layers.kinds[id]
                if kind.closed {
                    byKind[kind.style, default: ([], [])].rings.append(id)
                } else {
                    byKind[kind.style, default: ([], [])].lines.append(id)
                }
            }
            return byKind
        }
        var paths: [String] = []
        for style in ContextStyle.allCases where zoom >= style.minimumZoom {
            var text = ""
            for (painter, byKind) in zip(painters, near) {
                guard let shapes = byKind[style] else { continue }
                let rings = shapes.rings, lines = visible(shapes.lines, scale: scale)
                var area = 0, count = 0
                text += painter.rings(rings, in: layers.shapes, minimumSize: Self.minimumLayerSize, area: &area).text
                text += painter.lines(lines, in: layers.shapes, count: &count).text
            }
            guard !text.isEmpty else { continue }
            paths.append("<path class=\"wm-layer \(style.className)\" d=\"\(text)\"\(style.attributes)\(stroke)/>")
        }
        return paths
    }

    /// The names' presentation as attributes, as for the layers: dark text on a white halo, centred on its street.
    private static let streetNamesGroup =
        "<g class=\"wm-streets\" font-family=\"system-ui,sans-serif\" font-size=\"\(Int(StreetLabels.fontSize))\" fill=\"#3b4248\""
        + " stroke=\"#fff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\" text-anchor=\"middle\""
        + " dominant-baseline=\"central\">"

    /// Each name on its own invisible path (`<defs>`), written along it with a white halo; names are data, so escaped.
    private func streetNames(_ names: StreetLabels, ids: MapIDs, into out: inout Markup) {
        guard !names.labels.isEmpty else { return }
        out.line("<defs>")
        for (index, label) in names.labels.enumerated() {
            var path = SVGPathWriter()
            path.addPolyline(label.points.map { (Int(($0.x * 10).rounded()), Int(($0.y * 10).rounded())) })
            out.line("<path id=\"\(ids.street(index))\" d=\"\(path.text)\"/>")
        }
        out.line("</defs>")
        out.line(Self.streetNamesGroup)
        for (index, label) in names.labels.enumerated() {
            out.add("<text><textPath href=\"#\(ids.street(index))\" startOffset=\"50%\">")
            out.escaped(label.name)
            out.line("</textPath></text>")
        }
        out.line("</g>")
    }

    /// The lines at least `minimumLayerSize` pixels long one way or the other at this scale.
    private func visible(_ lines: [Int], scale: Double) -> [Int] {
        let smallest = Self.minimumLayerSize / scale
        return lines.filter {
            let box = layers.shapes.boxes[$0]
            return box.maxX - box.minX >= smallest || box.maxY - box.minY >= smallest
        }
    }

    /// One painter per copy of the world the view shows (a view across the antimeridian shows two) where that
    /// copy's view meets the layers, each clipping a few pixels outside the view so that strokes end beyond its edges.
    func layerPainters(_ view: MapViewport) -> [BasemapPainter] {
        let first = Int((view.originX / view.scale).rounded(.down))
        let last = Int(((view.originX + Double(view.width)) / view.scale).rounded(.down))
        let m = Self.clipMargin
        let clip = ClipRect(minX: -m, minY: -m, maxX: Double(view.width) + m, maxY: Double(view.height) + m)
        return (first...last).compactMap { copy in
            let originX = view.originX - Double(copy) * view.scale
            let seen = Box(
                minX: (clip.minX + originX) / view.scale, minY: (clip.minY + view.originY) / view.scale,
                maxX: (clip.maxX + originX) / view.scale, maxY: (clip.maxY + view.originY) / view.scale)
            guard seen.intersects(layers.bounds) else { return nil }
            return BasemapPainter(projection: view.projection, scale: view.scale, originX: originX, originY: view.originY, clip: clip)
        }
    }
}
