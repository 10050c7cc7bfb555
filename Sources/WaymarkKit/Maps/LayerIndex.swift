/// Which context-layer shapes may meet a box, by the cells of a zoom-`zoom` grid they cover: a street-scale map or
/// street tile looks at the few shapes around it, not at every street the layers hold (an extract around 100,000
/// locations keeps hundreds of thousands of them).
struct LayerIndex: Sendable {
    /// A cell is a zoom-12 tile (about 10 km at the equator): a map or tile meets one to four of them.
    static let zoom = 12
    /// A shape whose box covers more cells than this is kept apart and looked at by every query.
    static let maximumCells = 64

    private var cells: [Int: [Int32]] = [:]
    private var wide: [Int32] = []

    /// Files shape `id` under the cells its box (world units) covers.
    mutating func add(_ id: Int, box: Box) {
        let (columns, rows) = Self.cells(of: box)
        guard columns.count * rows.count <= Self.maximumCells else { return wide.append(Int32(id)) }
        for row in rows {
            for column in columns { cells[row << Self.zoom | column, default: []].append(Int32(id)) }
        }
    }

    /// The ids of the shapes whose cells touch the box's, ascending, each once: every shape whose box meets it is
    /// among them.
    func ids(meeting box: Box) -> [Int] {
        let (columns, rows) = Self.cells(of: box)
        var found = wide
        for row in rows {
            for column in columns { found += cells[row << Self.zoom | column] ?? [] }
        }
        found.sort()
        var out: [Int] = []
        out.reserveCapacity(found.count)
        for id in found where out.last != Int(id) { out.append(Int(id)) }
        return out
    }

    private static func cells(of box: Box) -> (ClosedRange<Int>, ClosedRange<Int>) {
        let n = Double(1 << zoom)
        func cell(_ value: Double) -> Int { Int(min(n - 1, max(0, (value * n).rounded(.down)))) }
        guard box.minX <= box.maxX, box.minY <= box.maxY else { return (0...0, 0...0) }
        return (cell(box.minX)...cell(box.maxX), cell(box.minY)...cell(box.maxY))
    }
}
