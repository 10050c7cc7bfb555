import Foundation

/// Turns basemap shapes into SVG path data for one picture (a tile or a whole view): projected,
/// simplified to the pixel, clipped, written in tenths of a pixel.
struct BasemapPainter {
    let projection: MapProjection
    /// Pixels per world unit.
    let scale: Double
    /// World pixel at the picture's (0, 0).
    let originX: Double
    let originY: Double
    let clip: ClipRect
    /// Simplification tolerance in pixels.
    var tolerance = 0.5
    /// Whether consecutive culled chunks beyond the same side of the clip become one run (see `points`); off only in
    /// the test that compares both.
    var mergesCulledRuns = true

    /// The clip rectangle in world units (for culling with the stored Web Mercator boxes).
    var worldClip: Box {
        Box(
            minX: (clip.minX + originX) / scale, minY: (clip.minY + originY) / scale,
            maxX: (clip.maxX + originX) / scale, maxY: (clip.maxY + originY) / scale)
    }

    /// Closed rings as one path (unless `writes` is off); `area` gets the filled area in tenths of a pixel squared.
    /// `grid` (of `ids`) spares a Web Mercator picture the shapes far from it.
    func rings(
        _ ids: [Int], in shapes: ShapeStore, grid: ShapeGrid? = nil, minimumSize: Double, area: inout Int, writes: Bool = true
    ) -> SVGPathWriter {
        var writer = SVGPathWriter()
        let cull = worldClip
        for id in candidates(ids, grid) {
            let box = shapes.boxes[id], stretch = mercatorStretch(box)
            let smallest = minimumSize / scale * stretch
            guard box.maxX - box.minX >= smallest || box.maxY - box.minY >= smallest else { continue }
            guard projection != .webMercator || box.intersects(cull) else { continue }
            let level = SimplifyLevel(tolerance: tolerance / scale * stretch)
            let clipped = clip.clip(ring: points(of: id, in: shapes, level: level, cull: cull))
            let ring = Self.quantized(clipped, closed: true)
            guard ring.count >= 3 else { continue }
            area += Self.signedArea(ring)
            if writes { writer.addRing(ring) }
        }
        area = abs(area)
        return writer
    }

    /// Open lines as one path; `count` gets the number of visible pieces. Without `writes`, stops at the first.
    func lines(_ ids: [Int], in shapes: ShapeStore, grid: ShapeGrid? = nil, count: inout Int, writes: Bool = true) -> SVGPathWriter {
        var writer = SVGPathWriter()
        let cull = worldClip
        for id in candidates(ids, grid) {
            guard projection != .webMercator || shapes.boxes[id].intersects(cull) else { continue }
            let level = SimplifyLevel(tolerance: tolerance / scale * mercatorStretch(shapes.boxes[id]))
            for piece in Self.clippedPieces(points(of: id, in: shapes, level: level, cull: cull), clip: clip) {
                count += 1
                guard writes else { return writer }
                writer.addPolyline(piece)
            }
        }
        return writer
    }

    /// The shapes of `ids` that may cross the picture, in their order: all of them, unless the picture is Web
    /// Mercator (where shapes are culled by their boxes) and there is a grid to look them up in.
    private func candidates(_ ids: [Int], _ grid: ShapeGrid?) -> [Int] {
        guard projection == .webMercator, let grid else { return ids }
        return grid.values(touching: worldClip).map { ids[$0] }
    }

    /// How many times a length in the shape store's Web Mercator units is longer than the same length in this
    /// picture's units, at the middle of the shape's box: 1 for Web Mercator, 1/cos(latitude) for a world view.
    /// Ranks and boxes are stored in Web Mercator, which stretches the far north and south; without this a world
    /// view would keep three times the points it can show in Greenland and every Arctic lake.
    private func mercatorStretch(_ box: Box) -> Double {
        guard projection != .webMercator else { return 1 }
        let latitude = atan(sinh(.pi * (1 - (box.minY + box.maxY))))
        return 1 / max(cos(latitude), 0.2)
    }

    /// The kept vertices of a shape in picture pixels. Runs of vertices whose box lies outside the
    /// clip are cut to their first and last kept vertex: outside one side of the rectangle they
    /// cannot change what is inside it. Consecutive such runs outside the same side are one run: a
    /// tile of a coast walks the whole continent's outline, and clipping its every chunk's two points
    /// was most of the cost of painting a tile.
    private func points(of id: Int, in shapes: ShapeStore, level: SimplifyLevel, cull: Box) -> [(x: Double, y: Double)] {
        var out: [(x: Double, y: Double)] = []
        let range = shapes.range(of: id)
        let chunks = shapes.chunkStarts[id]..<shapes.chunkStarts[id + 1]
        // The run of culled chunks that `out` ends with: the side of the clip it lies beyond, and its last kept vertex
        // when that is not its first (appended when the run ends, so a long run costs one scan of each chunk's end).
        var run: (side: Int, end: Int?)?
        func endRun() {
            if let end = run?.end { out.append(pixel(end, shapes)) }
            run = nil
        }
        for (offset, chunk) in chunks.enumerated() {
            let start = range.lowerBound + offset * ShapeStore.chunkSize
            let vertices = start..<min(start + ShapeStore.chunkSize, range.upperBound)
            if projection == .webMercator, let side = Self.side(of: shapes.chunkBoxes[chunk], beyond: cull) {
                if mergesCulledRuns, run?.side == side {
                    // The run goes on beyond the same side: its end moves to this chunk's last kept point, if any.
                    if let last = vertices.last(where: { level.keeps(shapes.ranks[$0]) }) { run?.end = last }
                    continue
                }
                // A chunk with no kept vertex adds nothing, and leaves the run as it was.
                guard let first = vertices.first(where: { level.keeps(shapes.ranks[$0]) }) else { continue }
                endRun()
                out.append(pixel(first, shapes))
                let last = vertices.last(where: { level.keeps(shapes.ranks[$0]) }) ?? first
                run = (side, last != first ? last : nil)
                continue
            }
            endRun()
            for vertex in vertices where level.keeps(shapes.ranks[vertex]) {
                out.append(pixel(vertex, shapes))
            }
        }
        endRun()
        return out
    }

    /// Which side of `clip` the box lies wholly beyond (0 left, 1 right, 2 above, 3 below), or nil when they meet.
    private static func side(of box: Box, beyond clip: Box) -> Int? {
        if box.maxX < clip.minX { return 0 }
        if box.minX > clip.maxX { return 1 }
        if box.maxY < clip.minY { return 2 }
        if box.minY > clip.maxY { return 3 }
        return nil
    }

    @inline(__always)
    private func pixel(_ vertex: Int, _ shapes: ShapeStore) -> (x: Double, y: Double) {
        if projection == .webMercator {
            return (shapes.xs[vertex] * scale - originX, shapes.ys[vertex] * scale - originY)
        }
        let p = projection.project(longitude: shapes.longitudes[vertex], latitude: shapes.latitudes[vertex])
        return (p.x * scale - originX, p.y * scale - originY)
    }

    /// The visible pieces of a line, in tenths of a pixel.
    static func clippedPieces(_ line: [(x: Double, y: Double)], clip: ClipRect) -> [[(x: Int, y: Int)]] {
        var pieces: [[(x: Int, y: Int)]] = []
        var piece: [(x: Double, y: Double)] = []
        func flush() {
            let quantized = quantized(piece, closed: false)
            if quantized.count >= 2 { pieces.append(quantized) }
            piece.removeAll(keepingCapacity: true)
        }
        for (a, b) in zip(line, line.dropFirst()) {
            guard let (p, q) = clip.clip(segment: a, b) else {
                flush()
                continue
            }
            if let last = piece.last, last.x == p.x, last.y == p.y {
                piece.append(q)
            } else {
                flush()
                piece = [p, q]
            }
        }
        flush()
        return pieces
    }

    /// Points rounded to tenths of a pixel, repeats dropped (and the closing repeat of a ring).
    static func quantized(_ points: [(x: Double, y: Double)], closed: Bool) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        out.reserveCapacity(points.count)
        for p in points {
            let q = (x: Int((p.x * 10).rounded()), y: Int((p.y * 10).rounded()))
            if let last = out.last, last == q { continue }
            out.append(q)
        }
        if closed, out.count > 1, out[0] == out[out.count - 1] { out.removeLast() }
        return out
    }

    /// Twice the signed area, halved, in tenths squared (shoelace on integers: exact).
    static func signedArea(_ ring: [(x: Int, y: Int)]) -> Int {
        var sum = 0
        var previous = ring[ring.count - 1]
        for p in ring {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum / 2
    }
}
