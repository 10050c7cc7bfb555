import Foundation
import Testing

@testable import WaymarkKit

@Suite struct ShapeGridTests {
    /// A fixed sequence of numbers in 0..<1 (a linear congruential generator), the same on every run.
    private struct Numbers {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Boxes of every size, some reaching past the world's edges, and queries from a whole hemisphere to a tile.
    @Test func findsEveryShapeWhoseBoxMeetsTheQueryInTheListsOrderOnce() {
        var numbers = Numbers()
        var boxes: [Box] = []
        for _ in 0..<2_000 {
            let x = numbers.next() * 1.2 - 0.1, y = numbers.next() * 1.2 - 0.1
            let size = pow(10, -4 * numbers.next())  // 1 down to 0.0001 of the world
            boxes.append(Box(minX: x, minY: y, maxX: x + size * numbers.next(), maxY: y + size * numbers.next()))
        }
        let ids = Array(boxes.indices.reversed().filter { $0 % 3 != 0 })  // a list in its own order, not every shape
        let grid = ShapeGrid(ids, boxes: boxes)
        for _ in 0..<500 {
            let x = numbers.next(), y = numbers.next(), size = pow(10, -4 * numbers.next())
            let query = Box(minX: x, minY: y, maxX: x + size, maxY: y + size)
            let expected = ids.indices.filter { boxes[ids[$0]].intersects(query) }
            let found = grid.values(touching: query)
            #expect(found == found.sorted() && Set(found).count == found.count)
            #expect(Set(expected).isSubset(of: Set(found)), "missed \(Set(expected).subtracting(found)) for \(query)")
        }
        // A zoom-11 tile looks at a few shapes, not all of them.
        let tile = Box(minX: 0.5, minY: 0.3, maxX: 0.5 + 1.0 / 2048, maxY: 0.3 + 1.0 / 2048)
        #expect(grid.values(touching: tile).count < ids.count / 10)
    }

    /// The context layers' fine grid (zoom 12, kept only where shapes are) with shapes too wide for it kept apart.
    @Test func aFineGridFindsEveryShapeMeetingABoxAscendingAndOnceAndLooksAtWideShapesAlways() {
        var index = ShapeGrid(size: 4096, maximumCells: 64)
        let cell = 1.0 / 4096  // a zoom-12 cell in world units
        // 0: inside cell (100, 100); 1: across cells 100 to 102; 2: far away; 3: wider than 64 cells, looked at always.
        index.add(0, box: Box(minX: 100.2 * cell, minY: 100.2 * cell, maxX: 100.4 * cell, maxY: 100.4 * cell))
        index.add(1, box: Box(minX: 100.5 * cell, minY: 100.5 * cell, maxX: 102.5 * cell, maxY: 100.6 * cell))
        index.add(2, box: Box(minX: 3000 * cell, minY: 3000 * cell, maxX: 3000.5 * cell, maxY: 3000.5 * cell))
        index.add(3, box: Box(minX: 0, minY: 0, maxX: 0.5, maxY: 0.5))
        #expect(index.values(touching: Box(minX: 100.1 * cell, minY: 100.1 * cell, maxX: 101.2 * cell, maxY: 100.9 * cell)) == [0, 1, 3])
        #expect(index.values(touching: Box(minX: 102.1 * cell, minY: 100.1 * cell, maxX: 102.2 * cell, maxY: 100.2 * cell)) == [1, 3])
        #expect(index.values(touching: Box(minX: 3000.1 * cell, minY: 3000.1 * cell, maxX: 3000.2 * cell, maxY: 3000.2 * cell)) == [2, 3])
        // A box past the world's edge is clamped to the edge's cells.
        #expect(index.values(touching: Box(minX: -0.1, minY: -0.1, maxX: -0.05, maxY: -0.05)) == [3])
        // A box with no extent in numbers (NaN, infinity) is clamped too, not a crash.
        #expect(index.values(touching: Box(minX: .nan, minY: -.infinity, maxX: .nan, maxY: .infinity)).contains(3))
    }
}
