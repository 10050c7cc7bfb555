/// Which shapes of a list may cross a box, without testing every shape's box: a 64 × 64 grid over the Web Mercator
/// world (0…1 both ways), each cell holding the positions in the list of the shapes whose box touches it.
///
/// A tile or a town's map covers one or two cells, so it looks at the few hundred shapes there instead of the
/// thousands of rings of the 10m land and lakes (testing every box took a tenth of a build's CPU time).
struct ShapeGrid: Sendable {
    static let size = 64
    private let cells: [[Int32]]

    /// `ids` index `boxes` (world units); positions are into `ids`.
    init(_ ids: [Int], boxes: [Box]) {
        var cells = [[Int32]](repeating: [], count: Self.size * Self.size)
        for (position, id) in ids.enumerated() {
            let (columns, rows) = Self.cells(of: boxes[id])
            for row in rows {
                for column in columns { cells[row * Self.size + column].append(Int32(position)) }
            }
        }
        self.cells = cells
    }

    /// The positions of the shapes whose cells touch the box's, ascending (the list's own order), each once: every
    /// shape whose box meets `box` is among them.
    func positions(touching box: Box) -> [Int] {
        let (columns, rows) = Self.cells(of: box)
        if columns.count == 1, rows.count == 1 { return cells[rows.lowerBound * Self.size + columns.lowerBound].map(Int.init) }
        var found: [Int32] = []
        for row in rows {
            for column in columns { found += cells[row * Self.size + column] }
        }
        found.sort()
        var out: [Int] = []
        out.reserveCapacity(found.count)
        for position in found where out.last != Int(position) { out.append(Int(position)) }
        return out
    }

    /// The cells a box covers, clamped to the grid: clamping keeps the order of edges, so two boxes that meet
    /// share a cell even where they reach past the world's edge.
    private static func cells(of box: Box) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func cell(_ value: Double) -> Int {
            guard value.isFinite else { return value > 0 ? size - 1 : 0 }
            return min(max(Int((value * Double(size)).rounded(.down)), 0), size - 1)
        }
        let columns = cell(box.minX)...max(cell(box.minX), cell(box.maxX))
        let rows = cell(box.minY)...max(cell(box.minY), cell(box.maxY))
        return (columns, rows)
    }
}
