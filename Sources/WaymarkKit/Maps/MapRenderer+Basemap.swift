import Foundation

extension MapRenderer {
    /// Writes the basemap under the pins: shared files as `<image>`s, all-land tiles as rectangles,
    /// the highlighted country inline (it differs per page, so it is not in the shared art). The sea between
    /// and around the tiles is the `<svg>`'s background in `MapStyle.css`, not a rectangle in every page.
    /// Returns the shared files used, in the order the markup names them, and whether context layers were drawn.
    func basemapLayer(
        _ view: MapViewport, _ spec: MapSpec, highlight: String?, names: StreetLabels, into out: inout Markup
    ) -> (assets: [BasemapAssetKey], layers: Bool) {
        var assets: [BasemapAssetKey] = []
        let base = spec.assetPrefix
        out.line("<g class=\"wm-base\" aria-hidden=\"true\">")
        if let zoom = view.tileZoom {
            addTiles(TileLevel(viewZoom: zoom), view: view, base: base, assets: &assets, into: &out)
        } else {
            let key = viewKey(view)
            assets.append(key)
            out.add("<image href=\"")
            out.escaped(base + key.relativePath)
            out.line("\" width=\"\(view.width)\" height=\"\(view.height)\"/>")
        }
        if let path = highlight {
            out.line("<path class=\"wm-hl\" d=\"\(path)\"/>")
        }
        let drewLayers = contextLayers(
            view, names: names, ids: MapIDs(prefix: spec.id), base: base, streetTilesByUse: spec.streetTilesByUse, assets: &assets,
            into: &out)
        out.line("</g>")
        return (assets, drewLayers)
    }

    private func addTiles(_ level: TileLevel, view: MapViewport, base: String, assets: inout [BasemapAssetKey], into out: inout Markup) {
        guard let tiles = VisibleTiles(view: view, across: Self.tilesAcross(zoom: level.zoom)) else { return }
        let size = tiles.size
        let o = Self.tileOverlap * size / Double(Self.tilePixels(zoom: level.zoom))
        // All-land runs of tiles become rectangles, merged down the rows when they line up.
        var landRects: [(left: Double, top: Double, width: Double, height: Double)] = []
        var images: [String] = []
        for ty in tiles.rows {
            let top = Double(ty) * size - view.originY
            var landRun: (start: Int, end: Int)?
            func flushLand() {
                guard let run = landRun else { return }
                let left = Double(run.start) * size - view.originX, width = Double(run.end - run.start + 1) * size
                if let last = landRects.last, last.left == left, last.width == width, last.top + last.height == top {
                    landRects[landRects.count - 1].height += size
                } else {
                    landRects.append((left, top, width, size))
                }
                landRun = nil
            }
            for tx in tiles.columns {
                let wrapped = tiles.wrapped(tx)
                switch tileFill(level, x: wrapped, y: ty) {
                case .sea:
                    flushLand()
                case .land:
                    landRun = (landRun?.start ?? tx, tx)
                case .mixed:
                    flushLand()
                    let key = tileKey(level, x: wrapped, y: ty)
                    if !assets.contains(key) { assets.append(key) }
                    let left = Double(tx) * size - view.originX
                    images.append(tileImage(base + key.relativePath, left: left, top: top, size: size, overlap: o))
                }
            }
            flushLand()
        }
        for r in landRects {
            out.line(
                "<rect class=\"wm-land\" x=\"\(fmt(r.left - o))\" y=\"\(fmt(r.top - o))\" width=\"\(fmt(r.width + 2 * o))\" height=\"\(fmt(r.height + 2 * o))\"/>"
            )
        }
        for image in images { out.line(image) }
    }

    /// An `<image>` of a tile file at (`left`, `top`), `size` wide and high, reaching `overlap` past each edge so that
    /// neighbouring tiles leave no seam.
    func tileImage(_ href: String, left: Double, top: Double, size: Double, overlap o: Double) -> String {
        "<image href=\"\(MarkupEscaping.attribute(href))\" x=\"\(fmt(left - o))\" y=\"\(fmt(top - o))\""
            + " width=\"\(fmt(size + 2 * o))\" height=\"\(fmt(size + 2 * o))\"/>"
    }

    /// The country's outline in view pixels, on every copy of the world the view shows.
    func highlightPath(iso: String, view: MapViewport) -> String? {
        let layers = basemap.layers(view.basemapScale)
        guard let index = layers.countryIndex[iso.uppercased()] else { return nil }
        var copies = [0]
        if view.projection == .webMercator {
            let first = Int((view.originX / view.scale).rounded(.down))
            let last = Int(((view.originX + Double(view.width)) / view.scale).rounded(.down))
            copies = Array(first...last)
        }
        let m = Self.clipMargin
        var text = ""
        for copy in copies {
            var painter = BasemapPainter(
                projection: view.projection, scale: view.scale,
                originX: view.originX - Double(copy) * view.scale, originY: view.originY,
                clip: ClipRect(minX: -m, minY: -m, maxX: Double(view.width) + m, maxY: Double(view.height) + m))
            painter.tolerance = 0.7
            var area = 0
            text += painter.rings(layers.countries[index].rings, in: layers.shapes, minimumSize: 1, area: &area).text
        }
        return text.isEmpty ? nil : text
    }
}
