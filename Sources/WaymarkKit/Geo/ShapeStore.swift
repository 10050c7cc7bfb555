import Foundation

/// An axis-aligned box; in world units unless a caller says otherwise.
struct Box: Hashable, Sendable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    static let empty = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    mutating func add(x: Double, y: Double) {
        minX = Swift.min(minX, x)
        minY = Swift.min(minY, y)
        maxX = Swift.max(maxX, x)
        maxY = Swift.max(maxY, y)
    }

    func intersects(_ other: Box) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    func contains(x: Double, y: Double) -> Bool { minX <= x && x <= maxX && minY <= y && y <= maxY }

    func offset(x dx: Double) -> Box { Box(minX: minX + dx, minY: minY, maxX: maxX + dx, maxY: maxY) }
}

/// Rings and lines of one basemap scale in flat arrays: degrees, Web Mercator world units and
/// simplification ranks per vertex, boxes per shape and per run of `chunkSize` vertices.
struct ShapeStore: Sendable {
    static let chunkSize = 32

    /// Whether each vertex keeps its degrees (`longitudes`, `latitudes`): only pictures in other projections than Web
    /// Mercator read them, so a store drawn only in Web Mercator (the context layers) saves 16 bytes a vertex.
    private(set) var keepsDegrees = true

    /// Per vertex.
    private(set) var longitudes: [Double] = []
    private(set) var latitudes: [Double] = []
    private(set) var xs: [Double] = []
    private(set) var ys: [Double] = []
    /// Douglas–Peucker rank: a vertex is kept at tolerance t when `rank <= SimplifyLevel(t).cutoff`.
    private(set) var ranks: [UInt8] = []
    /// Per shape: vertices `starts[i]..<starts[i + 1]`.
    private(set) var starts: [Int] = [0]
    private(set) var boxes: [Box] = []
    /// Per shape, empty when the store keeps no degrees.
    private(set) var degreeBoxes: [Box] = []
    /// Per shape: chunks `chunkStarts[i]..<chunkStarts[i + 1]` of `chunkBoxes`.
    private(set) var chunkStarts: [Int] = [0]
    private(set) var chunkBoxes: [Box] = []

    var count: Int { boxes.count }

    init() {}

    /// A store drawn only in Web Mercator: no degrees per vertex.
    static func mercatorOnly() -> ShapeStore {
        var store = ShapeStore()
        store.keepsDegrees = false
        return store
    }

    /// Room for this many more vertices and shapes, so that growing the arrays does not hold two copies at once.
    mutating func reserve(vertices: Int, shapes: Int) {
        if keepsDegrees {
            longitudes.reserveCapacity(longitudes.count + vertices)
            latitudes.reserveCapacity(latitudes.count + vertices)
        }
        xs.reserveCapacity(xs.count + vertices)
        ys.reserveCapacity(ys.count + vertices)
        ranks.reserveCapacity(ranks.count + vertices)
        starts.reserveCapacity(starts.count + shapes)
        boxes.reserveCapacity(boxes.count + shapes)
        if keepsDegrees { degreeBoxes.reserveCapacity(degreeBoxes.count + shapes) }
        chunkStarts.reserveCapacity(chunkStarts.count + shapes)
        chunkBoxes.reserveCapacity(chunkBoxes.count + vertices / Self.chunkSize + shapes)
    }

    func range(of shape: Int) -> Range<Int> { starts[shape]..<starts[shape + 1] }

    /// Appends one shape; returns its index.
    mutating func append<S: Sequence>(_ vertices: S) -> Int
    where S.Element == (lon: Double, lat: Double, x: Double, y: Double, rank: UInt8) {
        var box = Box.empty, degrees = Box.empty, chunk = Box.empty
        var inChunk = 0
        for vertex in vertices {
            if keepsDegrees {
                longitudes.append(vertex.lon)
                latitudes.append(vertex.lat)
            }
            xs.append(vertex.x)
            ys.append(vertex.y)
            ranks.append(vertex.rank)
            box.add(x: vertex.x, y: vertex.y)
            degrees.add(x: vertex.lon, y: vertex.lat)
            chunk.add(x: vertex.x, y: vertex.y)
            inChunk += 1
            if inChunk == Self.chunkSize {
                chunkBoxes.append(chunk)
                chunk = .empty
                inChunk = 0
            }
        }
        if inChunk > 0 { chunkBoxes.append(chunk) }
        starts.append(xs.count)
        chunkStarts.append(chunkBoxes.count)
        boxes.append(box)
        if keepsDegrees { degreeBoxes.append(degrees) }
        return boxes.count - 1
    }
}

/// The vertex cut-off for simplifying to a tolerance given in world units.
struct SimplifyLevel: Hashable, Sendable {
    let cutoff: UInt8

    /// Keeps vertices whose Douglas–Peucker distance is at least `tolerance` world units (ranks are ⌊−8·log2 d⌋).
    init(tolerance: Double) {
        let value = (-8 * log2(tolerance)).rounded(.down)
        cutoff = UInt8(clamping: Int(min(max(value, 0), 254)))
    }

    func keeps(_ rank: UInt8) -> Bool { rank <= cutoff }
}
