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
            let found = grid.positions(touching: query)
            #expect(found == found.sorted() && Set(found).count == found.count)
            #expect(Set(expected).isSubset(of: Set(found)), "missed \(Set(expected).subtracting(found)) for \(query)")
        }
        // A zoom-11 tile looks at a few shapes, not all of them.
        let tile = Box(minX: 0.5, minY: 0.3, maxX: 0.5 + 1.0 / 2048, maxY: 0.3 + 1.0 / 2048)
        #expect(grid.positions(touching: tile).count < ids.count / 10)
    }
}
