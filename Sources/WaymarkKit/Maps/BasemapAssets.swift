import Foundation

/// One shared basemap file that pages reference instead of repeating its art.
struct BasemapAssetKey: Hashable, Sendable, Comparable {
    enum Source: Hashable, Sendable {
        /// A Web Mercator tile file of `MapRenderer.tilePixels` at its level's zoom (x and y count such files).
        case tile(TileLevel, x: Int, y: Int)
        /// A whole view in another projection, e.g. an Equal Earth world map of one size.
        case view(MapViewport)
        /// A file of the context layers' lines and areas, on the grid of `tile` files at its zoom.
        case streets(zoom: Int, x: Int, y: Int)
        /// One map's clusters' places spread apart (`MapRenderer.spreadFile`), sent to the output when it is made.
        case spreads
    }

    let source: Source
    /// Whether the file is sent to the output when a page first draws it (tiles and spread places), rather than after
    /// the pages (views).
    var isTile: Bool {
        switch source {
        case .view: false
        default: true
        }
    }
    /// The file's path under the site root, e.g. `assets/maps/1f3a9c2e/tiles/12/31-21/2046-1362.svg`.
    let relativePath: String

    static func < (a: BasemapAssetKey, b: BasemapAssetKey) -> Bool { a.relativePath < b.relativePath }
}

/// A shared basemap file's path under the site root and its bytes.
struct MapAsset: Sendable, Hashable {
    let relativePath: String
    let bytes: [UInt8]
}

/// The grid of tile files a Web Mercator view shows, and the zoom their art is drawn for.
///
/// Up to `lastOwnZoom` a view shows its own zoom's files, drawn for that zoom. Past it, every view shows the files of
/// the deep level: the grid of `deepGrid`, drawn for `deepDetail` (the basemap's 10m data keeps about all its points),
/// and scaled on the page. Street-level maps spread over a country would need a file per zoom and tile they cross;
/// one coarse grid keeps the number of files small, at the cost of more bytes a page (a site's files are what its
/// host counts; a visitor's browser keeps the files of a region once fetched).
struct TileLevel: Hashable, Sendable {
    static let lastOwnZoom = 7
    static let deepGrid = 6
    static let deepDetail = 13
    static let deep = TileLevel(zoom: deepGrid, detail: deepDetail)

    /// The zoom whose grid of tile files (of `MapRenderer.tilePixels(zoom:)`) the level has.
    let zoom: Int
    /// The zoom the art is drawn for.
    let detail: Int

    var isDeep: Bool { detail != zoom }
    /// How many pixels of the detail make one of the file's own.
    var factor: Double { Double(1 << (detail - zoom)) }

    private init(zoom: Int, detail: Int) {
        self.zoom = zoom
        self.detail = detail
    }

    /// One zoom's own files.
    init(zoom: Int) { self.init(zoom: zoom, detail: zoom) }

    /// The files a view at `viewZoom` shows.
    init(viewZoom: Int) { self = viewZoom > Self.lastOwnZoom ? Self.deep : TileLevel(zoom: viewZoom) }
}

/// Remembers which tiles are all land or all sea, so pages draw those as a rectangle, not a file, and where each street
/// tile's file is; once a build gives it somewhere to send them (`send(to:)`), sends each mixed tile's and street
/// tile's file the first time a page needs it, on that page's thread.
final class TileFillCache: Sendable {
    private struct Tables {
        /// By tile, packed in one number (level, x and y in 6, 29 and 29 bits): a large site's maps look at hundreds
        /// of thousands of tiles, and a key as wide as a `MapViewport` made this table many times larger.
        var fills: [UInt64: BasemapPicture.Fill] = [:]
        /// Each street tile's file under the site root, or nil where the tile has nothing to draw; keyed as `fills`.
        var streetPaths: [UInt64: String?] = [:]
        var sink: (@Sendable (MapAsset) throws -> Void)?
        /// The spread places' files made so far, and where they go (`spreadFile`).
        var spreadPaths: Set<String> = []
        var spreadSink: (@Sendable (MapAsset) throws -> Void)?
        var failure: (any Error)?
    }
    private let tables = Locked(Tables())

    /// From now on, each mixed tile's file goes to `sink` when the tile is first classified.
    func send(to sink: @escaping @Sendable (MapAsset) throws -> Void) { tables.withLock { $0.sink = sink } }

    /// From now on, each map's file of spread places goes to `sink` when it is first made. A language's tree sends its
    /// own (they name places in its words), where the tiles are the root tree's.
    func sendSpreads(to sink: @escaping @Sendable (MapAsset) throws -> Void) { tables.withLock { $0.spreadSink = sink } }

    /// Sends a map's file of spread places to the spread sink the first time its path is seen: its name is its content's
    /// digest, so maps with the same clusters share it. Sent as made, not kept until the pages are done: at a million
    /// locations there are a few hundred thousand.
    func spreadFile(_ asset: MapAsset) {
        let (first, sink) = tables.withLock { ($0.spreadPaths.insert(asset.relativePath).inserted, $0.spreadSink) }
        guard first, let sink else { return }
        do { try sink(asset) } catch { tables.withLock { $0.failure = $0.failure ?? error } }
    }

    /// The first error a sink threw, if any.
    func rethrow() throws { if let failure = tables.withLock({ $0.failure }) { throw failure } }

    /// The tile's fill; `compute` is told whether to draw the tile's file too (for a mixed tile, when there is a sink).
    func fill(_ level: TileLevel, x: Int, y: Int, compute: (_ draw: Bool) -> (BasemapPicture.Fill, MapAsset?)) -> BasemapPicture.Fill {
        // A deep level has zoom field 63, which no other level reaches.
        once(\.fills, Self.key(level.isDeep ? 63 : level.zoom, x, y), compute)
    }

    /// The street tile's path; `draw` makes its file (always: the file's name ends with its content's hash).
    func streetPath(zoom: Int, x: Int, y: Int, draw: () -> MapAsset?) -> String? {
        once(\.streetPaths, Self.key(zoom, x, y)) { _ in
            let asset = draw()
            return (asset?.relativePath, asset)
        }
    }

    /// A tile packed in one number: zoom (or level), x and y in 6, 29 and 29 bits.
    static func key(_ zoom: Int, _ x: Int, _ y: Int) -> UInt64 { UInt64(zoom) << 58 | UInt64(x) << 29 | UInt64(y) }

    /// The table's value for the tile, computed the first time. Computed outside the lock: two threads may both compute
    /// it, with the same result; only the first stores it and sends its file.
    private func once<Value>(
        _ table: WritableKeyPath<Tables, [UInt64: Value]>, _ tile: UInt64, _ compute: (_ draw: Bool) -> (Value, MapAsset?)
    ) -> Value {
        let (known, sink) = tables.withLock { ($0[keyPath: table][tile], $0.sink) }
        if let known { return known }
        let (value, asset) = compute(sink != nil)
        let first = tables.withLock { tables in
            defer { tables[keyPath: table][tile] = value }
            return tables[keyPath: table][tile] == nil
        }
        if first, let asset { deliver(asset) }
        return value
    }

    /// Sends a file drawn for the first time to the sink, if there is one, keeping the first error.
    private func deliver(_ asset: MapAsset) {
        guard let sink = tables.withLock({ $0.sink }) else { return }
        do { try sink(asset) } catch { tables.withLock { $0.failure = $0.failure ?? error } }
    }
}

extension MapRenderer {
    static let tileOverlap = 2.0
    /// Drawing reaches this far past a picture's edge, so clipped edges and their strokes stay out of sight.
    static let clipMargin = 5.0
    /// A whole-world view leaves out lakes smaller than this many pixels both ways: at 960 pixels for the
    /// world, the many small lakes of Canada and Finland are specks that weigh more than the land.
    static let viewMinimumLake = 4.0
    /// A world view is seen whole, never zoomed into: it is simplified to 0.8 pixels (tiles, to 0.5).
    static let viewTolerance = 0.8
    /// Bumped whenever views are drawn differently (`MapStyle.version` renames every tile as well), so a view's
    /// name changes with its content and browsers never keep a stale one.
    static let viewDrawing = 2

    /// `tiles/Z/BX-BY/X-Y.svg`, X and Y counting tile files (of `tilePixels`) across and down the world at zoom Z:
    /// a folder for each block of 64 × 64 files (BX and BY are X and Y divided by 64), so no
    /// folder holds more than 4,096 files, and a site's maps need a few folders per zoom rather than one per column
    /// of tiles (3,165 folders at 10,000 synthetic locations, each a `mkdir`). The deep level's files are
    /// `deep/X-Y.svg` (32 × 32 of them cover the world).
    func tileKey(_ level: TileLevel, x: Int, y: Int) -> BasemapAssetKey {
        let path = level.isDeep ? "deep/\(x)-\(y).svg" : "tiles/\(level.zoom)/\(x >> 6)-\(y >> 6)/\(x)-\(y).svg"
        return BasemapAssetKey(source: .tile(level, x: x, y: y), relativePath: "\(assetFolder)/\(path)")
    }

    func viewKey(_ view: MapViewport) -> BasemapAssetKey {
        let drawing = "\(view.scale.bitPattern) \(view.originX.bitPattern) \(view.originY.bitPattern) \(Self.viewDrawing)"
        let name = "\(view.projection.rawValue)-\(view.width)x\(view.height)-\(Digest.of(drawing.utf8).hex(8))"
        return BasemapAssetKey(source: .view(view), relativePath: "\(assetFolder)/views/\(name).svg")
    }

    /// The bytes of a shared basemap file; the same key always gives the same bytes.
    func asset(_ key: BasemapAssetKey) -> MapAsset {
        let lines: [String]
        switch key.source {
        case .tile(let level, let x, let y):
            lines = tileSVG(tilePicture(level, x: x, y: y), level)
        case .view(let view):
            lines = viewSVG(view)
        case .streets(let zoom, let x, let y):
            return MapAsset(relativePath: key.relativePath, bytes: streetTileBytes(zoom: zoom, x: x, y: y) ?? [])
        case .spreads:
            preconditionFailure("a map's spread places are sent when made (TileFillCache.spreadFile), not drawn again")
        }
        return MapAsset(relativePath: key.relativePath, bytes: Self.fileBytes(lines))
    }

    static func fileBytes(_ lines: [String]) -> [UInt8] { Array((lines.joined(separator: "\n") + "\n").utf8) }

    /// A tile file covers `tileSpan` × `tileSpan` tiles of 256 pixels (one at zoom 0, whose world is one tile):
    /// at 100,000 synthetic locations the 256-pixel files were 26,650 of the site's 149,405 files, and a location's
    /// map showed 6 to 12 of them; as 512-pixel files they are about half as many, and a map shows 2 to 6.
    static func tileSpan(zoom: Int) -> Int { zoom == 0 ? 1 : 2 }

    /// How many tile files cross the world (and run down it) at a zoom.
    static func tilesAcross(zoom: Int) -> Int { (1 << zoom) / tileSpan(zoom: zoom) }

    /// A tile file's width and height in pixels at its own zoom.
    static func tilePixels(zoom: Int) -> Int { MapViewport.tileSize * tileSpan(zoom: zoom) }

    /// Draws a tile file in its level's detail pixels (`factor` of them to each of the file's own pixels).
    func tilePainter(_ level: TileLevel, x: Int, y: Int) -> BasemapPainter {
        let size = Double(Self.tilePixels(zoom: level.zoom)) * level.factor
        let m = Self.clipMargin * level.factor
        return BasemapPainter(
            projection: .webMercator, scale: Double(MapViewport.tileSize << level.detail),
            originX: Double(x) * size, originY: Double(y) * size,
            clip: ClipRect(minX: -m, minY: -m, maxX: size + m, maxY: size + m))
    }

    func tilePicture(_ level: TileLevel, x: Int, y: Int) -> BasemapPicture {
        BasemapPicture(basemap: basemap, painter: tilePainter(level, x: x, y: y))
    }

    /// Whether a tile is all sea, all land or needs its file.
    func tileFill(_ level: TileLevel, x: Int, y: Int) -> BasemapPicture.Fill {
        tileFills.fill(level, x: x, y: y) { draw in
            // Classified without painting first: most tiles a site's maps cross are all land or all sea.
            let fill = BasemapPicture.fill(basemap: basemap, painter: tilePainter(level, x: x, y: y))
            guard draw, fill == .mixed else { return (fill, nil) }
            let picture = tilePicture(level, x: x, y: y)
            return (.mixed, MapAsset(relativePath: tileKey(level, x: x, y: y).relativePath, bytes: Self.fileBytes(tileSVG(picture, level))))
        }
    }

    /// The file is as wide as its pixels at its own zoom, plus the overlap; its view box is in the detail's pixels.
    /// A deep file is shown at many scales, so its strokes keep their width on the page whatever the scale.
    private func tileSVG(_ picture: BasemapPicture, _ level: TileLevel) -> [String] {
        let o = Self.tileOverlap, size = Double(Self.tilePixels(zoom: level.zoom)) + 2 * Self.tileOverlap
        let k = level.factor
        // No sea rectangle: the map's `<svg>` has the sea as its background, under all tiles. A tile's own background
        // would blend into its land at the tile's anti-aliased edge and show a seam when scaled.
        return [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(size))\" height=\"\(fmt(size))\" viewBox=\"\(fmt(-o * k)) \(fmt(-o * k)) \(fmt(size * k)) \(fmt(size * k))\">"
        ]
            + picture.elements(nonScalingStrokes: level.isDeep) + ["</svg>"]
    }

    private func viewSVG(_ view: MapViewport) -> [String] {
        let m = Self.clipMargin
        var painter = BasemapPainter(
            projection: view.projection, scale: view.scale, originX: view.originX, originY: view.originY,
            clip: ClipRect(minX: -m, minY: -m, maxX: Double(view.width) + m, maxY: Double(view.height) + m))
        painter.tolerance = Self.viewTolerance
        let picture = BasemapPicture(basemap: basemap, painter: painter, minimumLake: Self.viewMinimumLake)
        let frame = ProjectedFrame(painter: painter)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(view.width)\" height=\"\(view.height)\" viewBox=\"0 0 \(view.width) \(view.height)\">"
        ]
        let outline = frame.outline()
        lines.append("<path d=\"\(outline)\" fill=\"\(MapStyle.sea)\"/>")
        lines.append("<path d=\"\(frame.graticule(every: 30))\" fill=\"none\" stroke=\"\(MapStyle.graticule)\" stroke-width=\".6\"/>")
        lines += picture.elements()
        lines.append("<path d=\"\(outline)\" fill=\"none\" stroke=\"\(MapStyle.coast)\" stroke-width=\"1\"/>")
        lines.append("</svg>")
        return lines
    }

    func fmt(_ value: Double) -> String { SVGPathWriter.format(pixels: value) }
}

/// The edge of the projected world and its graticule, for projections that are not tiled.
struct ProjectedFrame {
    let painter: BasemapPainter

    private func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let p = painter.projection.project(longitude: longitude, latitude: latitude)
        return (p.x * painter.scale - painter.originX, p.y * painter.scale - painter.originY)
    }

    /// The world's outline: the 180th meridian down the east side and up the west.
    func outline() -> String {
        var points: [(x: Double, y: Double)] = []
        for lat in stride(from: 90.0, through: -90, by: -2) { points.append(pixel(latitude: lat, longitude: 180)) }
        for lat in stride(from: -90.0, through: 90, by: 2) { points.append(pixel(latitude: lat, longitude: -180)) }
        var writer = SVGPathWriter()
        let ring = BasemapPainter.quantized(painter.clip.clip(ring: Self.simplified(points)), closed: true)
        if ring.count >= 3 { writer.addRing(ring) }
        return writer.text
    }

    /// Meridians and parallels every `step` degrees, inside the outline.
    func graticule(every step: Double) -> String {
        var writer = SVGPathWriter()
        var lines: [[(x: Double, y: Double)]] = []
        for lon in stride(from: -180 + step, to: 180, by: step) {
            lines.append(stride(from: -90.0, through: 90, by: 2).map { pixel(latitude: $0, longitude: lon) })
        }
        for lat in stride(from: -90 + step, to: 90, by: step) {
            lines.append(stride(from: -180.0, through: 180, by: 2).map { pixel(latitude: lat, longitude: $0) })
        }
        for line in lines {
            for piece in BasemapPainter.clippedPieces(Self.simplified(line), clip: painter.clip) { writer.addPolyline(piece) }
        }
        return writer.text
    }

    /// The line without the points that move it less than a quarter of a pixel (a parallel of Equal Earth is
    /// straight: its two ends are enough).
    static func simplified(_ line: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        let level = SimplifyLevel(tolerance: 0.25)
        return zip(line, SimplifyRanks.ranks(line)).filter { level.keeps($0.1) }.map(\.0)
    }
}
