import Foundation
import Testing

@testable import WaymarkKit

@Suite struct PinClusteringTests {
    @Test func pinsCloserThanTheRadiusMerge() {
        let points: [(x: Double, y: Double)] = [(100, 100), (105, 102), (300, 300), (108, 98), (500, 100)]
        let groups = PinClustering.groups(points, eligible: [true, true, true, true, true], radius: 14)
        #expect(groups == [[0, 1, 3], [2], [4]])
    }

    @Test func theSelectedPinIsNeverClustered() {
        let points: [(x: Double, y: Double)] = [(100, 100), (101, 100), (102, 100)]
        let groups = PinClustering.groups(points, eligible: [true, false, true], radius: 14)
        #expect(groups == [[0, 2], [1]])
    }

    @Test func clustersWhoseCirclesTouchMergeAgain() {
        // Two tight pairs 25 px apart: each pair merges, then the two circles (radius ≥ 11) overlap and merge.
        let points: [(x: Double, y: Double)] = [(100, 100), (104, 100), (125, 100), (129, 100)]
        #expect(PinClustering.groups(points, eligible: [true, true, true, true], radius: 8) == [[0, 1, 2, 3]])
    }

    @Test func countsAddUpAndNoCirclesOverlapFor100000Pins() {
        var random = SeededRandom(seed: 5)
        let points = (0..<100_000).map { _ in (x: Double.random(in: 0..<960, using: &random), y: Double.random(in: 0..<560, using: &random))
        }
        let groups = PinClustering.groups(points, eligible: [Bool](repeating: true, count: points.count), radius: 18)
        #expect(groups.reduce(0) { $0 + $1.count } == 100_000)
        #expect(Set(groups.flatMap { $0 }).count == 100_000)
        #expect(groups.count < 2_000)
        // Same input, same groups.
        #expect(PinClustering.groups(points, eligible: [Bool](repeating: true, count: points.count), radius: 18) == groups)
    }

    @Test func zeroRadiusKeepsEveryPin() {
        #expect(PinClustering.groups([(1, 1), (1, 1)], eligible: [true, true], radius: 0) == [[0], [1]])
    }
}
