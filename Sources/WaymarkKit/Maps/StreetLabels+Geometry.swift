import Foundation

extension StreetLabels {
    /// Stretches of `length` along a line, centred every two letters' height from its middle outwards, so the first
    /// that is clear is the one nearest the middle of the street; only those whose centre and ends are in `view`.
    ///
    /// A name's boxes (`boxes(along:)`) are centred on points at most a box's step apart, the first and last on the
    /// piece's ends, and each must lie in the view, so a piece whose centre is outside it, or whose end is less than
    /// half a box from its edge, could never be kept: leaving it out changes no map, and spares slicing the hundreds
    /// of pieces of a long street that reaches far past a street-scale view.
    static func pieces(of line: [Point], length: Double, in view: MapViewport) -> [[Point]] {
        var along = [0.0]
        for i in line.indices.dropFirst() { along.append(along[i - 1] + distance(line[i - 1], line[i])) }
        let total = along[along.count - 1]
        guard total >= length else { return [] }
        let middle = total / 2, step = 2 * fontSize
        var centres = [middle]
        var k = 1.0
        while middle - k * step >= length / 2 {
            centres += [middle - k * step, middle + k * step]
            k += 1
        }
        // The box around an end, as `ScreenBox.isInside` tests it, with a millionth of a pixel to spare: the last box
        // is centred on the end computed again along its segment, which may differ from it in the last bit.
        let half = boxHalf - 1e-6, (width, height) = (Double(view.width), Double(view.height))
        func clear(_ p: Point) -> Bool { p.x - half >= 0 && p.y - half >= 0 && p.x + half <= width && p.y + half <= height }
        return centres.compactMap { centre in
            let (start, end) = (centre - length / 2, centre + length / 2)
            guard view.contains(point(line, along: along, at: centre)), clear(point(line, along: along, at: start)),
                clear(point(line, along: along, at: end))
            else { return nil }
            return slice(line, along: along, from: start, to: end)
        }
    }

    /// Half the width and height of a box along a name (`boxes(along:)`), which is as wide as its letters are tall.
    static var boxHalf: Double { fontSize * 0.6 }

    /// The part of a line between two distances along it, its ends placed between vertices.
    static func slice(_ line: [Point], along: [Double], from start: Double, to end: Double) -> [Point] {
        var result: [Point] = [point(line, along: along, at: start)]
        for i in line.indices where along[i] > start && along[i] < end { result.append(line[i]) }
        result.append(point(line, along: along, at: end))
        return result
    }

    private static func point(_ line: [Point], along: [Double], at distance: Double) -> Point {
        // The first vertex at least `distance` along (the distances only grow): found by halving, as a long street has
        // hundreds of pieces to place.
        var (low, high) = (0, along.count)
        while low < high {
            let middle = (low + high) / 2
            if along[middle] >= distance { high = middle } else { low = middle + 1 }
        }
        let i = max(1, min(line.count - 1, low < along.count ? low : line.count - 1))
        let span = along[i] - along[i - 1]
        let t = span > 0 ? (distance - along[i - 1]) / span : 0
        return (line[i - 1].x + t * (line[i].x - line[i - 1].x), line[i - 1].y + t * (line[i].y - line[i - 1].y))
    }

    /// Square boxes along a piece, one every few pixels, as wide as the letters are tall: what its letters cover.
    static func boxes(along piece: [Point]) -> [ScreenBox] {
        let half = boxHalf, step = fontSize * 0.8
        var result: [ScreenBox] = []
        for i in piece.indices.dropFirst() {
            let a = piece[i - 1], b = piece[i]
            let count = max(1, Int((distance(a, b) / step).rounded(.up)))
            for j in 0...count where j < count || i == piece.count - 1 {
                let t = Double(j) / Double(count)
                let x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y)
                result.append(ScreenBox(left: (x - half, 0), right: (x + half, 0), top: (y - half, 0), bottom: (y + half, 0)))
            }
        }
        return result
    }

    /// Whether a name kept already is written within `repeatSpacing` of this piece.
    static func repeatsNearby(_ name: String, _ piece: [Point], _ kept: [Label]) -> Bool {
        let centre = middle(piece)
        return kept.contains { $0.name == name && distance(middle($0.points), centre) < repeatSpacing }
    }

    /// The piece drawn from its left end, so its text is upright.
    static func leftToRight(_ piece: [Point]) -> [Point] {
        piece[piece.count - 1].x < piece[0].x ? piece.reversed() : piece
    }

    private static func middle(_ piece: [Point]) -> Point {
        ((piece[0].x + piece[piece.count - 1].x) / 2, (piece[0].y + piece[piece.count - 1].y) / 2)
    }

    static func distance(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }
}
