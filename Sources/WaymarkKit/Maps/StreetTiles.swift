import Foundation

/// The street tile files drawn so far: each is drawn once a build, on the thread of the first page that shows it,
/// and sent to the output then; its name ends with its content's hash, so an unchanged tile keeps its name.
final class StreetTileCache: @unchecked Sendable {
    private let lock = NSLock()
    /// The file's path under the site root, or nil where the tile has nothing to draw; by tile (zoom, x and y packed
    /// in 6, 29 and 29 bits, as in `TileFillCache`).
    private var paths: [UInt64: String?] = [:]

    /// The tile's path; `draw` makes its file the first time, which goes to `deliver` once.
    func path(zoom: Int, x: Int, y: Int, draw: () -> MapAsset?, deliver: (MapAsset) -> Void) -> String? {
        let tile = UInt64(zoom) << 58 | UInt64(x) << 29 | UInt64(y)
        if let known = lock.withLock({ paths[tile] }) { return known }
        // Drawn outside the lock; two threads may both draw it, with the same bytes; only the first sends it.
        let asset = draw()
        let first = lock.withLock {
            defer { paths[tile] = .some(asset?.relativePath) }
            return paths[tile] == nil
        }
        if first, let asset { deliver(asset) }
        return asset?.relativePath
    }
}

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
    /// whether there was any. The files are laid like the basemap's tiles, overlapping by `tileOverlap`.
    func streetTiles(
        _ view: MapViewport, zoom: Int, base: String, assets: inout [BasemapAssetKey], into out: inout Markup
    ) -> Bool {
        guard let tiles = VisibleTiles(view: view, across: (1 << zoom) / Self.streetTileSpan) else { return false }
        let o = Self.tileOverlap * tiles.size / Double(Self.streetTilePixels)
        var drew = false
        for ty in tiles.rows {
            for tx in tiles.columns {
                guard let key = streetTileKey(zoom: zoom, x: tiles.wrapped(tx), y: ty) else { continue }
                if !assets.contains(key) { assets.append(key) }
                let left = Double(tx) * tiles.size - view.originX, top = Double(ty) * tiles.size - view.originY
                out.line(tileImage(base + key.relativePath, left: left, top: top, size: tiles.size, overlap: o))
                drew = true
            }
        }
        return drew
    }

    /// The street tile's file, nil when the layers draw nothing in it.
    func streetTileKey(zoom: Int, x: Int, y: Int) -> BasemapAssetKey? {
        let path = streetTiles.path(
            zoom: zoom, x: x, y: y,
            draw: {
                guard let bytes = streetTileBytes(zoom: zoom, x: x, y: y) else { return nil }
                var hash = FNV1a()
                hash.add(bytes)
                let path = "\(assetFolder)/streets/\(zoom)/\(x >> 6)-\(y >> 6)/\(x)-\(y)-\(hash.hex8).svg"
                return MapAsset(relativePath: path, bytes: bytes)
            }, deliver: tileFills.deliver)
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
