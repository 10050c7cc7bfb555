/// Clipping to an axis-aligned rectangle, in pixels.
struct ClipRect {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    func contains(_ x: Double, _ y: Double) -> Bool { x >= minX && x <= maxX && y >= minY && y <= maxY }

    /// Sutherland–Hodgman: the ring cut to the rectangle. Correct for filling, even for rings
    /// that wrap the rectangle; edges along its border are harmless there.
    func clip(ring input: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        var ring = input
        for edge in 0..<4 {
            guard !ring.isEmpty else { return [] }
            var output: [(x: Double, y: Double)] = []
            output.reserveCapacity(ring.count + 4)
            var previous = ring[ring.count - 1]
            var previousInside = inside(previous, edge)
            for current in ring {
                let currentInside = inside(current, edge)
                if currentInside != previousInside { output.append(intersection(previous, current, edge)) }
                if currentInside { output.append(current) }
                previous = current
                previousInside = currentInside
            }
            ring = output
        }
        return ring
    }

    /// Liang–Barsky: the visible part of one segment, or nil.
    func clip(segment a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> ((x: Double, y: Double), (x: Double, y: Double))? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { if r > t1 { return nil } else if r > t0 { t0 = r } } else { if r < t0 { return nil } else if r < t1 { t1 = r } }
            }
        }
        return ((a.x + t0 * dx, a.y + t0 * dy), (a.x + t1 * dx, a.y + t1 * dy))
    }

    private func inside(_ p: (x: Double, y: Double), _ edge: Int) -> Bool {
        switch edge {
        case 0: p.x >= minX
        case 1: p.x <= maxX
        case 2: p.y >= minY
        default: p.y <= maxY
        }
    }

    private func intersection(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ edge: Int) -> (x: Double, y: Double) {
        switch edge {
        case 0, 1:
            let x = edge == 0 ? minX : maxX
            return (x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
        default:
            let y = edge == 2 ? minY : maxY
            return (a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y)
        }
    }
}
