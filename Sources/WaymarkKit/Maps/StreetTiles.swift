import Foundation

/// The files of a Web Mercator tile grid that a view shows, and their size on it.
struct VisibleTiles {
    /// How many files cross the world at the grid's zoom.
    let count: Int
    /// A file's width and height in view pixels.
    let size: Double
    /// Columns (not yet wrapped around the world) and rows.
    let columns: ClosedRange<Int>
    let rows: ClosedRange<Int>

    /// `count` files across the world.
    init?(view: MapViewport, across count: Int) {
        self.count = count
        size = view.scale / Double(count)
        let firstX = Int((view.originX / size).rounded(.down))
        let lastX = Int(((view.originX + Double(view.width)) / size).rounded(.up)) - 1
        let firstY = max(0, Int((view.originY / size).rounded(.down)))
        let lastY = min(count - 1, Int(((view.originY + Double(view.height)) / size).rounded(.up)) - 1)
        guard firstY <= lastY, firstX <= lastX else { return nil }
        columns = firstX...lastX
        rows = firstY...lastY
    }

    /// A column as a file's x, wrapped around the world.
    func wrapped(_ column: Int) -> Int { ((column % count) + count) % count }
}

extension MapRenderer {
    /// Views from this tile zoom on (street scale: every location page with streets around it) show the layers' lines
    /// and areas from shared street tiles; coarser views (a town's map, one a city) draw them inline.
    static let streetTileZoom = 13
    /// A street tile file is this many 256-pixel tiles wide and high at its zoom (see
    /// benchmarks/results/street-tiles-2026-11-27.md for the sizes tried).
    static let streetTileSpan = 2

    /// A street tile file's width and height in pixels at its own zoom.
    static var streetTilePixels: Int { MapViewport.tileSize * streetTileSpan }

    /// Writes an `<image>` for each street tile with art that the view shows, adding its key to `assets`; returns
    /// whether there was any. The files are laid like the basemap's tiles, overlapping by `tileOverlap`. With
    /// `byUse` (a location's map), the tiles that few location maps show (`streetUse`) are drawn in the page instead.
    func streetTiles(
        _ view: MapViewport, zoom: Int, base: String, byUse: Bool, assets: inout [BasemapAssetKey], into out: inout Markup
    ) -> Bool {
        guard let tiles = VisibleTiles(view: view, across: (1 << zoom) / Self.streetTileSpan) else { return false }
        let o = Self.tileOverlap * tiles.size / Double(Self.streetTilePixels)
        let use = byUse ? streetUse : nil
        var drew = false
        var inline: [(column: Int, row: Int)] = []
        for ty in tiles.rows {
            for tx in tiles.columns {
                if let use, !use.isShared(zoom: zoom, x: tiles.wrapped(tx), y: ty) {
                    inline.append((tx, ty))
                    continue
                }
                guard let key = streetTileKey(zoom: zoom, x: tiles.wrapped(tx), y: ty) else { continue }
                if !assets.contains(key) { assets.append(key) }
                let left = Double(tx) * tiles.size - view.originX, top = Double(ty) * tiles.size - view.originY
                out.line(tileImage(base + key.relativePath, left: left, top: top, size: tiles.size, overlap: o))
                drew = true
            }
        }
        guard !inline.isEmpty else { return drew }
        let painters =
            inline.count == tiles.rows.count * tiles.columns.count
            ? layerPainters(view) : inline.map { inlinePainter(view, tiles: tiles, column: $0.column, row: $0.row) }
        let paths = layerPaths(painters, zoom: view.zoom ?? Double(zoom), scale: view.scale)
        for path in paths { out.line(path) }
        return drew || !paths.isEmpty
    }

    /// A painter of the view's part that one street tile covers, a few pixels past the tile's edges (as a tile file
    /// overlaps its neighbours) but not past the view's.
    private func inlinePainter(_ view: MapViewport, tiles: VisibleTiles, column: Int, row: Int) -> BasemapPainter {
        let m = Self.clipMargin
        let left = Double(column) * tiles.size - view.originX, top = Double(row) * tiles.size - view.originY
        let clip = ClipRect(
            minX: max(-m, left - m), minY: max(-m, top - m), maxX: min(Double(view.width) + m, left + tiles.size + m),
            maxY: min(Double(view.height) + m, top + tiles.size + m))
        // The copy of the world the column is in, as `layerPainters` offsets each copy.
        let copy = Double((Double(column) / Double(tiles.count)).rounded(.down))
        return BasemapPainter(
            projection: view.projection, scale: view.scale, originX: view.originX - copy * view.scale, originY: view.originY,
            clip: clip)
    }

    /// The street tile's file, nil when the layers draw nothing in it.
    func streetTileKey(zoom: Int, x: Int, y: Int) -> BasemapAssetKey? {
        let path = tileFills.streetPath(zoom: zoom, x: x, y: y) {
            guard let bytes = streetTileBytes(zoom: zoom, x: x, y: y) else { return nil }
            let path = "\(assetFolder)/streets/\(zoom)/\(x >> 6)-\(y >> 6)/\(x)-\(y)-\(Digest.of(bytes).hex(8)).svg"
            return MapAsset(relativePath: path, bytes: bytes)
        }
        return path.map { BasemapAssetKey(source: .streets(zoom: zoom, x: x, y: y), relativePath: $0) }
    }

    /// A street tile's SVG: the layers' paths in the file's own pixels at its zoom, plus the overlap. Strokes do not
    /// scale, so a tile shown at a quarter zoom has the widths the inline layers have.
    func streetTileBytes(zoom: Int, x: Int, y: Int) -> [UInt8]? {
        let pixels = Double(Self.streetTilePixels), m = Self.clipMargin
        let painter = BasemapPainter(
            projection: .webMercator, scale: Double(MapViewport.tileSize << zoom), originX: Double(x) * pixels,
            originY: Double(y) * pixels, clip: ClipRect(minX: -m, minY: -m, maxX: pixels + m, maxY: pixels + m))
        let paths = layerPaths([painter], zoom: Double(zoom), scale: painter.scale, nonScalingStrokes: true)
        guard !paths.isEmpty else { return nil }
        let o = Self.tileOverlap, size = fmt(pixels + 2 * o)
        return Self.fileBytes(
            [
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"\(fmt(-o)) \(fmt(-o)) \(size) \(size)\">"
            ]
                + paths + ["</svg>"])
    }
}
