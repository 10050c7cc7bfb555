/// Which shapes may cross a box, without testing every shape's box: a `size` × `size` grid over the Web Mercator world
/// (0…1 both ways), each cell holding the values (shape ids, or positions in a list) of the shapes whose box touches
/// it. Cells are kept only where a shape is, so a fine grid over a few cities costs what those cities hold.
///
/// The basemap's 64 × 64 grid lets a tile or a town's map look at the few hundred shapes around it instead of the
/// thousands of rings of the 10m land and lakes (testing every box took a tenth of a build's CPU time); the context
/// layers' zoom-12 grid lets a street-scale map or street tile look at the streets around it, not at every street an
/// extract around 100,000 locations keeps.
struct ShapeGrid: Sendable {
    let size: Int
    /// A shape whose box covers more cells than this is kept apart and looked at by every query.
    let maximumCells: Int
    private var cells: [Int: [Int32]] = [:]
    private var wide: [Int32] = []

    init(size: Int, maximumCells: Int = .max) {
        self.size = size
        self.maximumCells = maximumCells
    }

    /// The 64 × 64 grid of a list: `ids` index `boxes` (world units); the values are positions into `ids`.
    init(_ ids: [Int], boxes: [Box]) {
        self.init(size: 64)
        for (position, id) in ids.enumerated() { add(position, box: boxes[id]) }
    }

    /// Files `value` under the cells its box (world units) covers.
    mutating func add(_ value: Int, box: Box) {
        let (columns, rows) = cells(of: box)
        guard columns.count * rows.count <= maximumCells else { return wide.append(Int32(value)) }
        for row in rows {
            for column in columns { cells[row * size + column, default: []].append(Int32(value)) }
        }
    }

    /// The values of the shapes whose cells touch the box's, ascending, each once: every shape whose box meets `box`
    /// is among them.
    func values(touching box: Box) -> [Int] {
        let (columns, rows) = cells(of: box)
        if wide.isEmpty, columns.count == 1, rows.count == 1 {
            return (cells[rows.lowerBound * size + columns.lowerBound] ?? []).map(Int.init)
        }
        // The cells' lists first, then one array of their length: appending list after list to a growing array
        // copied it again and again for a town's map, whose cells hold thousands of streets.
        var lists: [[Int32]] = []
        var total = wide.count
        for row in rows {
            for column in columns {
                guard let list = cells[row * size + column] else { continue }
                lists.append(list)
                total += list.count
            }
        }
        var found = wide
        found.reserveCapacity(total)
        for list in lists { found += list }
        found.sort()
        var out: [Int] = []
        out.reserveCapacity(found.count)
        for value in found where out.last != Int(value) { out.append(Int(value)) }
        return out
    }

    /// The cells a box covers, clamped to the grid: clamping keeps the order of edges, so two boxes that meet
    /// share a cell even where they reach past the world's edge.
    private func cells(of box: Box) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func cell(_ value: Double) -> Int {
            guard value.isFinite else { return value > 0 ? size - 1 : 0 }
            return min(max(Int((value * Double(size)).rounded(.down)), 0), size - 1)
        }
        let columns = cell(box.minX)...max(cell(box.minX), cell(box.maxX))
        let rows = cell(box.minY)...max(cell(box.minY), cell(box.maxY))
        return (columns, rows)
    }
}
