/// Where the pins of a map go: the ones inside the view, grouped where they would overlap.
struct PinLayout {
    struct Item {
        /// Indices into the spec's pins, first (lowest) first.
        let members: [Int]
        let x: Double
        let y: Double
        var isCluster: Bool { members.count > 1 }
    }

    /// In list order: by first member, as the spec gives the pins.
    let items: [Item]
    /// The item of the selected pin, if it is in view.
    let selected: Int?
    /// The items the selected pin's symbol would cover on the narrowest screen, each with whether it is moved
    /// east (else west) of it; the pins and the place names both read it.
    let beside: [Int: Bool]

    init(spec: MapSpec, view: MapViewport) {
        let selectedPin = spec.pins.firstIndex { $0.isSelected }
        var visible: [Int] = [], points: [(x: Double, y: Double)] = []
        // By index, so that only each pin's coordinate is read, not the whole pin copied.
        for index in spec.pins.indices {
            let p = view.point(spec.pins[index].coordinate)
            if view.contains(p) {
                visible.append(index)
                points.append(p)
            }
        }
        let eligible = visible.map { $0 != selectedPin }
        let groups = PinClustering.groups(
            points, eligible: eligible, radius: spec.clusterRadius, unitsPerPixel: Self.unitsPerNarrowPixel(view))
        let items = groups.map { group in
            let n = Double(group.count)
            return Item(
                members: group.map { visible[$0] },
                x: group.reduce(0) { $0 + points[$1].x } / n, y: group.reduce(0) { $0 + points[$1].y } / n)
        }
        self.items = items
        let selected = selectedPin.flatMap { pin in items.firstIndex { $0.members == [pin] } }
        self.selected = selected
        beside = Self.besideSelected(selected, items: items, spec: spec, view: view)
    }

    /// The items the selected pin's symbol would cover on the narrowest screen (320 px wide), each with
    /// the side it is moved to (east unless it lies west of the selected pin): the symbols keep their
    /// size in CSS pixels while the map shrinks, so what is apart on a desktop may touch on a phone.
    private static func besideSelected(_ selected: Int?, items: [Item], spec: MapSpec, view: MapViewport) -> [Int: Bool] {
        guard let selected else { return [:] }
        let unitsPerPixel = unitsPerNarrowPixel(view)
        let anchor = items[selected]
        let covered = reach(PinSymbols.isStanding(spec.pins[anchor.members[0]].kind) ? .selectedStanding : .selectedCentred)
        var beside: [Int: Bool] = [:]
        for index in items.indices where index != selected {
            let item = items[index]
            let dx = (item.x - anchor.x) / unitsPerPixel, dy = (item.y - anchor.y) / unitsPerPixel
            let mark = reach(item.isCluster ? .cluster : PinSymbols.isStanding(spec.pins[item.members[0]].kind) ? .standing : .centred)
            let overlaps = abs(dx) < covered.half + mark.half && dy + mark.top < covered.bottom && dy + mark.bottom > covered.top
            if overlaps { beside[index] = dx >= 0 }
        }
        return beside
    }

    /// The narrowest width a map is drawn at, in CSS pixels (WCAG's reflow width).
    static let narrowestScreen = 320.0

    /// View pixels per CSS pixel on the narrowest screen (1 when the map is narrower than that screen).
    static func unitsPerNarrowPixel(_ view: MapViewport) -> Double { max(1, Double(view.width) / narrowestScreen) }

    enum Mark { case selectedStanding, selectedCentred, standing, centred, cluster }

    /// A mark's extent around its place in CSS pixels, as `MapStyle.css` draws it (a cluster up to three digits wide).
    static func reach(_ mark: Mark) -> (half: Double, top: Double, bottom: Double) {
        switch mark {
        case .selectedStanding: (15.5, -35, 1)
        case .selectedCentred: (15.5, -15.5, 15.5)
        case .standing: (12, -27, 1)
        case .centred: (12, -12, 12)
        case .cluster: (20, -14, 14)
        }
    }

    /// Drawing order: pins north to south, then clusters, then the selected pin on top.
    var drawingOrder: [Int] {
        let others = items.indices.filter { $0 != selected }
        let pins = others.filter { !items[$0].isCluster }.sorted { (items[$0].y, $0) < (items[$1].y, $1) }
        let clusters = others.filter { items[$0].isCluster }.sorted { (items[$0].y, $0) < (items[$1].y, $1) }
        return pins + clusters + (selected.map { [$0] } ?? [])
    }
}

/// Coordinates and numbers as labels, lists and descriptions write them.
enum MapWords {
    /// A number with a fixed count of decimals, by integer arithmetic (no `String(format:)`, no "-0").
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var power = 1
        for _ in 0..<decimals { power *= 10 }
        let scaled = Int((value.magnitude * Double(power)).rounded(.toNearestOrAwayFromZero))
        let whole = String(scaled / power)
        guard decimals > 0 else { return (value < 0 && scaled != 0 ? "-" : "") + whole }
        let fraction = String(scaled % power)
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return (value < 0 && scaled != 0 ? "-" : "") + whole + "." + padded
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// A cluster's count in a small circle: 999, "1.2k", "12k".
    static func compactCount(_ n: Int) -> String {
        if n < 1000 { return String(n) }
        if n < 10_000 { return SVGPathWriter.format(n / 100) + "k" }
        return String(n / 1000) + "k"
    }
}
