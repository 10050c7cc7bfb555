import Foundation
import Testing

@testable import WaymarkKit

@Suite struct SpatialIndexTests {
    static func randomCoordinates(_ count: Int, seed: UInt64) -> [Coordinate] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            // Uniform on the sphere, plus a dense cluster and exact duplicates to exercise ties.
            let z = Double.random(in: -1...1, using: &random)
            let lon = Double.random(in: -180..<180, using: &random)
            return Coordinate(latitude: asin(z) * 180 / .pi, longitude: lon)
        }
            + (0..<(count / 10)).map { i in
                Coordinate(latitude: 51.5 + Double(i % 7) * 1e-4, longitude: -0.12 + Double(i % 5) * 1e-4)
            }
    }

    static func bruteForce(_ points: [Coordinate], _ q: Coordinate, k: Int, excluding: Int?) -> [Int] {
        let qv = Sphere.unitVector(q)
        var scored: [(index: Int, squared: Double)] = []
        for i in points.indices where i != excluding {
            let d: SIMD3<Double> = Sphere.unitVector(points[i]) - qv
            let squared: Double = (d * d).sum()
            scored.append((i, squared))
        }
        scored.sort { $0.squared < $1.squared || ($0.squared == $1.squared && $0.index < $1.index) }
        return scored.prefix(k).map(\.index)
    }

    @Test func agreesWithBruteForceOnRandomPoints() {
        let points = Self.randomCoordinates(3000, seed: 42)
        let index = SpatialIndex(points)
        var random = SeededRandom(seed: 7)
        for trial in 0..<200 {
            let k = [1, 5, 10, 11, 40][trial % 5]
            let q =
                trial % 2 == 0
                ? points[Int.random(in: 0..<points.count, using: &random)]
                : Coordinate(
                    latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -180..<180, using: &random))
            let excluded = trial % 3 == 0 ? Int.random(in: 0..<points.count, using: &random) : nil
            let found = index.nearest(to: q, k: k, excluding: excluded)
            #expect(found.map(\.index) == Self.bruteForce(points, q, k: k, excluding: excluded))
            #expect(zip(found, found.dropFirst()).allSatisfy { $0.distance <= $1.distance })
        }
    }

    @Test func distancesAreGreatCircleMetres() {
        let points = [
            Coordinate(latitude: -18.14, longitude: 178.44), Coordinate(latitude: -13.83, longitude: -171.76),
            Coordinate(latitude: 51.5, longitude: -0.12),
        ]
        let index = SpatialIndex(points)
        let found = index.nearest(toIndex: 0, k: 2)
        #expect(found.map(\.index) == [1, 2])
        #expect(abs(found[0].distance - points[0].distance(to: points[1])) < 0.01)
        // Across the antimeridian Suva to Apia is about 1,150 km, not 39,000.
        #expect(abs(found[0].distance - 1_150_000) < 30_000)
    }

    @Test func handlesEdgeCases() {
        #expect(SpatialIndex([]).nearest(to: Coordinate(latitude: 0, longitude: 0), k: 3).isEmpty)
        let one = SpatialIndex([Coordinate(latitude: 1, longitude: 1)])
        #expect(one.nearest(toIndex: 0, k: 3).isEmpty)
        #expect(one.nearest(to: Coordinate(latitude: 1, longitude: 1), k: 0).isEmpty)
        #expect(one.nearest(to: Coordinate(latitude: 90, longitude: 0), k: 3).map(\.index) == [0])
    }
}
