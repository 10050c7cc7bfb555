import Foundation
import Testing

@testable import WaymarkKit

/// Douglas–Peucker ranks stay n log n: a zigzag, on which every split lands next to an end, is bounded by the
/// budget, and an ordinary line never reaches it (so its ranks are the basemap's).
@Suite struct SimplifyRanksTests {
    /// A line east along the equator, each position 0.0005° north or south of it.
    func zigzag(_ count: Int) -> [(x: Double, y: Double)] {
        (0..<count).map { i in
            let world = WebMercator.project(Coordinate(latitude: i % 2 == 0 ? 0.0005 : -0.0005, longitude: Double(i) * 0.0001))
            return (world.x, world.y)
        }
    }

    // Unbounded, this measured 2.5 billion distances (well over a minute).
    @Test func aZigzagIsBoundedByTheBudget() {
        var work = 0
        let ranks = SimplifyRanks.ranks(zigzag(100_000), work: &work)
        #expect(SimplifyRanks.budget(100_000) == 6_800_000)
        #expect(work == 8_365_342)
        #expect(ranks.count == 100_000)
        #expect(ranks.first == 0 && ranks.last == 0)
        #expect(!ranks.dropFirst().dropLast().contains(0) && !ranks.contains(255))
    }

    @Test func anOrdinaryLineStaysBelowTheBudget() {
        let line = (0..<20_000).map { i in
            let t = Double(i) / 20_000
            let world = WebMercator.project(Coordinate(latitude: 10 * sin(t * 40) + 3 * sin(t * 310), longitude: t * 60))
            return (x: world.x, y: world.y)
        }
        var work = 0
        _ = SimplifyRanks.ranks(line, work: &work)
        #expect(work == 353_064)
        #expect(work < SimplifyRanks.budget(line.count))
    }
}
