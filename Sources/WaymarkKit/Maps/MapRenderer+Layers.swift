extension MapRenderer {
    /// Lines and areas smaller than this many pixels both ways are left out.
    static let minimumLayerSize = 1.0

    /// Writes the context layers the view shows, one path per style in drawing order, inside the map's base.
    /// Only Web Mercator views draw them: on a world map a site's streets are smaller than a pixel.
    func contextLayers(_ view: MapViewport, into out: inout Markup) {
        guard !layers.isEmpty, view.projection == .webMercator, let zoom = view.zoom else { return }
        let painters = layerPainters(view)
        guard !painters.isEmpty else { return }
        var paths: [String] = []
        for style in ContextStyle.allCases where zoom >= style.minimumZoom {
            let rings = layers.rings[style] ?? [], lines = visible(layers.lines[style] ?? [], scale: view.scale)
            guard !rings.isEmpty || !lines.isEmpty else { continue }
            var text = ""
            for painter in painters {
                var area = 0, count = 0
                text += painter.rings(rings, in: layers.shapes, minimumSize: Self.minimumLayerSize, area: &area).text
                text += painter.lines(lines, in: layers.shapes, count: &count).text
            }
            guard !text.isEmpty else { continue }
            paths.append("<path class=\"wm-layer \(style.className)\" d=\"\(text)\"\(style.attributes)/>")
        }
        guard !paths.isEmpty else { return }
        out.line("<g class=\"wm-layers\">")
        for path in paths { out.line(path) }
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
    private func layerPainters(_ view: MapViewport) -> [BasemapPainter] {
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
