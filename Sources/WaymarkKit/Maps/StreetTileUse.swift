/// How many location maps show each street tile, counted before any page is drawn: a tile that fewer than
/// `sharedFrom` of them show is drawn in those pages (clipped to each map's view) rather than as a file of its own.
///
/// Where locations are far apart most street tiles are shown by one page, and a file each would add more files to
/// the site than its pages; where they are close the tiles are shown by many pages, and a file each keeps a page
/// from carrying its own copy of the streets. Town maps and the other pages' street maps always link the files.
struct StreetTileUse: Sendable {
    /// A tile is a file of its own once this many location maps show it.
    static let sharedFrom: Int32 = 3

    /// By tile (`TileFillCache.key`): how many location maps show it.
    private var counts: [UInt64: Int32] = [:]
    /// By location: the tiles its map shows, in the order drawn.
    private var tiles: [[UInt64]]

    /// Counts the tiles of each location's map view (nil for a location whose map is not at street scale).
    init(views: [MapViewport?]) {
        tiles = views.map { view in view.map(Self.tiles(of:)) ?? [] }
        for shown in tiles {
            for tile in shown { counts[tile, default: 0] += 1 }
        }
    }

    /// Whether the tile is a shared file.
    func isShared(zoom: Int, x: Int, y: Int) -> Bool { counts[TileFillCache.key(zoom, x, y), default: 0] >= Self.sharedFrom }

    /// What of the count a location page's bytes depend on: which of its map's tiles are files.
    func add(location index: Int, to d: inout Digester) {
        guard tiles.indices.contains(index) else { return }
        for tile in tiles[index] {
            d.add(tile)
            d.add(counts[tile, default: 0] >= Self.sharedFrom)
        }
    }

    /// The street tiles a view shows, wrapped around the world; none below street scale.
    static func tiles(of view: MapViewport) -> [UInt64] {
        guard let zoom = view.tileZoom, zoom >= MapRenderer.streetTileZoom,
            let grid = VisibleTiles(view: view, across: (1 << zoom) / MapRenderer.streetTileSpan)
        else { return [] }
        var keys: [UInt64] = []
        for y in grid.rows {
            for x in grid.columns { keys.append(TileFillCache.key(zoom, grid.wrapped(x), y)) }
        }
        return keys
    }
}
