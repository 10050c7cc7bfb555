import Foundation

/// The names of the places nearest and largest in a map's view, so a town map says where it is.
///
/// A label is HTML over the map, sized in CSS pixels like the pins, so what it covers depends on the width
/// the map is shown at. A label is kept only where, at every width from the narrowest screen up, it stays
/// inside the map and clear of every pin, cluster, the scale bar and the labels kept before it.
struct PlaceLabels {
    struct Label: Equatable {
        let name: String
        let x: Double
        let y: Double
        /// Written to the left of its dot (the right side was taken).
        let west: Bool
        /// The name of the pin at its place (no dot of its own: the pin marks the place).
        var namesPin = false
        /// Shown on wide screens only: on the narrowest it would cover other marks.
        var wideOnly = false
    }

    /// Most important first.
    let labels: [Label]

    /// Labels at most, fewer on narrow maps (one per 160 view pixels of width, at least 2).
    static func limit(width: Int) -> Int { min(6, max(2, width / 160)) }

    static let fontSize = 12.0

    /// What the labels and the marks given them cover.
    let taken: [ScreenBox]

    /// What a map's own marks cover: its pins and clusters, and the scale bar.
    static func marks(_ layout: PinLayout, spec: MapSpec, view: MapViewport) -> [ScreenBox] {
        layout.items.indices.map { box(of: $0, layout: layout, spec: spec, east: layout.beside[$0]) } + [scaleBarBox(view)]
    }

    /// The labels clear of `taken` (the map's marks, and the street names drawn before them).
    init(places: PopulatedPlaces, context: [ContextPlace] = [], layout: PinLayout, spec: MapSpec, view: MapViewport, taken: [ScreenBox]) {
        var taken = taken
        guard view.projection == .webMercator, spec.framing != .world else {
            labels = []
            self.taken = taken
            return
        }
        let range = Self.unitsPerPixel(view)
        var kept: [Label] = []
        let limit = Self.limit(width: view.width)
        let marks = layout.items.map { (x: $0.x, y: $0.y) }
        let candidates = Self.contextCandidates(context, view: view) + Self.candidates(places, view: view, marks: marks)
        for place in candidates where kept.count < limit {
            let width = TextMetrics.width(place.name, size: Self.fontSize)
            guard
                let west = Self.side(
                    view: view, units: range, taken: &taken, { Self.box(x: place.x, y: place.y, textWidth: width, west: $0) })
            else { continue }
            kept.append(Label(name: place.name, x: place.x, y: place.y, west: west))
        }
        labels = kept
        self.taken = taken
    }

    /// The side a label goes on, east first: the first whose box (`box(west)`) lies inside the view and clear of
    /// `taken` at every scale of `units`, added to `taken`; nil when neither does.
    static func side(view: MapViewport, units: ClosedRange<Double>, taken: inout [ScreenBox], _ box: (Bool) -> ScreenBox) -> Bool? {
        for west in [false, true] {
            let box = box(west)
            guard box.isInside(view, units: units), !taken.contains(where: { $0.overlaps(box, units: units) }) else { continue }
            taken.append(box)
            return west
        }
        return nil
    }

    typealias Candidate = (name: String, x: Double, y: Double)

    /// The populated places in view, the nearest and largest first: a place's rank, how far it is from the nearest
    /// mark or the centre as a share of the view's diagonal, and its order of importance
    /// among the candidates all count, so a town map names its own town and its neighbours, not a far metropolis.
    static func candidates(_ places: PopulatedPlaces, view: MapViewport, marks: [(x: Double, y: Double)]) -> [Candidate] {
        let seen = view.worldBox
        let found =
            places.indices(worldX: seen.minX...seen.maxX, worldY: seen.minY...seen.maxY) ?? Array(places.places.indices)
        let diagonal = hypot(Double(view.width), Double(view.height))
        let anchors = [(x: Double(view.width) / 2, y: Double(view.height) / 2)] + marks
        var scored: [(score: Double, candidate: Candidate)] = []
        for (order, index) in found.enumerated() {
            let place = places.places[index]
            // The copy of the world nearest the view's centre, as for pins, so views across the antimeridian name both sides.
            var x = place.world.x * view.scale - view.originX
            x -= ((x - Double(view.width) / 2) / view.scale).rounded() * view.scale
            let y = place.world.y * view.scale - view.originY
            guard view.contains((x, y)) else { continue }
            let near = anchors.lazy.map { hypot($0.x - x, $0.y - y) }.min() ?? 0
            let score = 0.5 * Double(place.rank) + 3 * near / diagonal + 0.5 * Double(order) / Double(found.count)
            scored.append((score, (place.name, x, y)))
        }
        // `sorted` is not stable: the order found breaks ties.
        return scored.enumerated().sorted { ($0.element.score, $0.offset) < ($1.element.score, $1.offset) }.map(\.element.candidate)
    }

    /// The context layers' named places in view that suit the map's scale, districts before stations and squares,
    /// each kind nearest the centre first.
    static func contextCandidates(_ context: [ContextPlace], view: MapViewport) -> [Candidate] {
        guard let zoom = view.zoom, zoom >= 12 else { return [] }
        let centre = (x: Double(view.width) / 2, y: Double(view.height) / 2)
        let shown = context.compactMap { place -> (kind: ContextPlace.Kind, near: Double, candidate: Candidate)? in
            guard zoom >= place.kind.minimumZoom else { return nil }
            let p = view.point(place.coordinate)
            guard view.contains(p) else { return nil }
            return (place.kind, hypot(p.x - centre.x, p.y - centre.y), (place.name, p.x, p.y))
        }
        return shown.sorted { ($0.kind, $0.near, $0.candidate.name) < ($1.kind, $1.near, $1.candidate.name) }.map(\.candidate)
    }

    /// View pixels per CSS pixel, from the widest display (1,600 CSS pixels) to the narrowest screen.
    static func unitsPerPixel(_ view: MapViewport) -> ClosedRange<Double> {
        let widest = Double(view.width) / 1600
        return widest...max(widest, PinLayout.unitsPerNarrowPixel(view))
    }

    /// A label as `MapStyle.css` draws it: a 6-pixel dot on the place, the name 9 pixels beside it, 16 pixels tall.
    static func box(x: Double, y: Double, textWidth: Double, west: Bool) -> ScreenBox {
        let reach = 10 + textWidth
        return ScreenBox(x: x, y: y, left: west ? -reach : -4, right: west ? 4 : reach, top: -8, bottom: 8)
    }

    /// A pin or cluster as drawn, moved east or west where it sits beside the selected pin, with 2 pixels to spare.
    static func box(of index: Int, layout: PinLayout, spec: MapSpec, east: Bool?) -> ScreenBox {
        let item = layout.items[index]
        let isSelected = index == layout.selected
        let standing = PinSymbols.isStanding(spec.pins[item.members[0]].kind)
        let mark: PinLayout.Mark =
            item.isCluster ? .cluster : isSelected ? (standing ? .selectedStanding : .selectedCentred) : standing ? .standing : .centred
        let reach = PinLayout.reach(mark)
        let shift = east.map { (item.isCluster ? 36 : 30) * ($0 ? 1.0 : -1.0) } ?? 0
        return ScreenBox(
            x: item.x, y: item.y, left: shift - reach.half - 2, right: shift + reach.half + 2, top: reach.top - 2, bottom: reach.bottom + 2)
    }

    /// The scale bar's corner: up to 100 view pixels of bar and its longest label, 36 pixels from the bottom.
    private static func scaleBarBox(_ view: MapViewport) -> ScreenBox {
        let bottom = Double(view.height)
        return ScreenBox(
            left: (0, 0), right: (100, 8 + 4 + TextMetrics.width("1,000 km", size: fontSize)), top: (bottom, -36), bottom: (bottom, 0))
    }
}

/// A box on a map whose edges are each a view position plus a length in CSS pixels, so it grows and
/// shrinks against the map as the map is shown narrower or wider.
struct ScreenBox {
    typealias Edge = (view: Double, pixels: Double)
    let left: Edge
    let right: Edge
    let top: Edge
    let bottom: Edge

    init(left: Edge, right: Edge, top: Edge, bottom: Edge) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// A box around a point, its sides `left`…`bottom` CSS pixels from it (left and top negative).
    init(x: Double, y: Double, left: Double, right: Double, top: Double, bottom: Double) {
        self.init(left: (x, left), right: (x, right), top: (y, top), bottom: (y, bottom))
    }

    /// Whether the box lies inside the view at every scale of `units` (view pixels per CSS pixel):
    /// the edges move linearly with the scale, so checking both ends is enough.
    func isInside(_ view: MapViewport, units: ClosedRange<Double>) -> Bool {
        // Two calls, not a list of the two scales: a map's labels test thousands of boxes, and each list was an
        // allocation.
        func inside(_ u: Double) -> Bool {
            at(left, u) >= 0 && at(top, u) >= 0 && at(right, u) <= Double(view.width) && at(bottom, u) <= Double(view.height)
        }
        return inside(units.lowerBound) && inside(units.upperBound)
    }

    /// Whether the boxes overlap at some scale of `units`: each of the four conditions of an overlap holds
    /// on an interval of scales, so they overlap when those intervals meet.
    func overlaps(_ other: ScreenBox, units: ClosedRange<Double>) -> Bool {
        var low = units.lowerBound, high = units.upperBound
        // Whether edge a can be before edge b, narrowing the scales where it is. Four calls, not a loop over a list of
        // the pairs, which was an allocation for each of the thousands of pairs of boxes a map tests.
        func before(_ a: Edge, _ b: Edge) -> Bool {
            // a.view + u·a.pixels < b.view + u·b.pixels  ⇔  p + q·u < 0.
            let p = a.view - b.view, q = a.pixels - b.pixels
            if q == 0 { return p < 0 }
            if q > 0 { high = min(high, -p / q) } else { low = max(low, -p / q) }
            return true
        }
        guard before(left, other.right), before(other.left, right), before(top, other.bottom), before(other.top, bottom)
        else { return false }
        return low < high
    }

    private func at(_ edge: Edge, _ units: Double) -> Double { edge.view + units * edge.pixels }
}
