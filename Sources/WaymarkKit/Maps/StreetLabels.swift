import Foundation

/// Street names written along their streets on a street-scale map, so a reader can tell which street a place is on.
///
/// A name follows a straight-enough stretch of its street, reads left to right (never upside down), and is kept only
/// where it is clear of every pin, cluster, place name, the scale bar and the names kept before it. A long street
/// repeats its name only where there is room: `repeatSpacing` view pixels from the last one.
struct StreetLabels {
    struct Label {
        let name: String
        /// The stretch the name is written along, in view pixels, from its left end.
        let points: [Point]
    }

    typealias Point = (x: Double, y: Double)

    /// Most important streets first.
    let labels: [Label]
    /// What the names and the marks given them cover.
    let taken: [ScreenBox]

    /// Names are written from this Web Mercator zoom on: below it a name is longer than most streets are drawn.
    static let minimumZoom = 14.0
    /// In view pixels, the size a name is laid out at: what it takes to read 10 pixels high on a phone, where a
    /// 640-pixel map is drawn about 360 wide. Wider maps write it smaller (`MapStyle.css`), so it only gets shorter.
    static let fontSize = 18.0
    static let repeatSpacing = 240.0
    /// A stretch turns by at most this much (radians) at any vertex, so letters do not pile up at a corner.
    static let maximumTurn = 0.5
    /// View pixels kept clear at each end of a name and around it.
    static let margin = 4.0

    init(layers: ContextLayers, view: MapViewport, taken: [ScreenBox], units: ClosedRange<Double>) {
        guard view.projection == .webMercator, let zoom = view.zoom, zoom >= Self.minimumZoom, !layers.names.isEmpty else {
            labels = []
            self.taken = taken
            return
        }
        var taken = taken
        var kept: [Label] = []
        for id in Self.candidates(layers, view) {
            guard let name = layers.names[id] else { continue }
            let length = TextMetrics.width(name, size: Self.fontSize) + 2 * Self.margin
            for stretch in Self.stretches(Self.points(of: id, in: layers.shapes, view: view)) {
                for piece in Self.pieces(of: stretch, length: length, in: view) {
                    // The cheapest test first: the outcome is the same in any order.
                    guard !Self.repeatsNearby(name, piece, kept) else { continue }
                    let boxes = Self.boxes(along: piece)
                    guard boxes.allSatisfy({ $0.isInside(view, units: units) }),
                        !boxes.contains(where: { box in taken.contains { $0.overlaps(box, units: units) } })
                    else { continue }
                    taken += boxes
                    kept.append(Label(name: name, points: Self.leftToRight(piece)))
                }
            }
        }
        labels = kept
        self.taken = taken
    }

    /// The named lines of street styles whose box meets the view: major streets first, then the longest.
    private static func candidates(_ layers: ContextLayers, _ view: MapViewport) -> [Int] {
        let seen = view.worldBox
        var ids: [(style: ContextStyle, size: Double, id: Int)] = []
        let named: Set<ContextStyle> = [.majorStreet, .street, .minorStreet, .waterway]
        for id in layers.index.values(touching: seen) where layers.names[id] != nil {
            let (style, closed) = layers.kinds[id], box = layers.shapes.boxes[id]
            guard !closed, named.contains(style), box.intersects(seen) else { continue }
            ids.append((style, (box.maxX - box.minX) + (box.maxY - box.minY), id))
        }
        // Stable and deterministic: the id breaks ties.
        return ids.sorted { ($0.style.order, -$0.size, $0.id) < ($1.style.order, -$1.size, $1.id) }.map(\.id)
    }

    private static func points(of id: Int, in shapes: ShapeStore, view: MapViewport) -> [Point] {
        shapes.range(of: id).map { (shapes.xs[$0] * view.scale - view.originX, shapes.ys[$0] * view.scale - view.originY) }
    }

    /// The line cut where it turns by more than `maximumTurn`.
    static func stretches(_ points: [Point]) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = points.prefix(1).map { $0 }
        for i in points.indices.dropFirst() {
            let p = points[i]
            guard p != current.last! else { continue }
            if current.count >= 2, turn(current[current.count - 2], current[current.count - 1], p) > maximumTurn {
                result.append(current)
                current = [current[current.count - 1]]
            }
            current.append(p)
        }
        if current.count >= 2 { result.append(current) }
        return result
    }

    private static func turn(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let first = atan2(b.y - a.y, b.x - a.x), second = atan2(c.y - b.y, c.x - b.x)
        let delta = abs(second - first)
        return min(delta, 2 * .pi - delta)
    }
}

extension ContextStyle {
    /// The order street names are placed in: the streets a reader steers by first.
    fileprivate var order: Int {
        switch self {
        case .majorStreet: 0
        case .street: 1
        case .minorStreet: 2
        default: 3
        }
    }
}
