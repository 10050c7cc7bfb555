import Foundation
import Testing
@testable import WaymarkKit

@Suite struct NearestIndexTests {
    /// Seeded points: dense city clusters, a world-wide scatter, points near the poles and the antimeridian, and repeats.
    private func points(seed: UInt64, count: Int) -> [Coordinate] {
        var random = SeededRandom(seed: seed)
        func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * Double(random.next(below: 1_000_000)) / 1_000_000 }
        let cities = [Coordinate(latitude: 51.5, longitude: -0.12), Coordinate(latitude: -18.14, longitude: 178.44),
                      Coordinate(latitude: 35.68, longitude: 139.69), Coordinate(latitude: 40.71, longitude: -74.0)]
        var out: [Coordinate] = []
        while out.count < count {
            switch random.next(below: 10) {
            case 0...4:
                let city = cities[random.next(below: cities.count)]
                out.append(Coordinate(latitude: city.latitude + uniform(-0.2, 0.2), longitude: city.longitude + uniform(-0.3, 0.3)))
            case 5, 6: out.append(Coordinate(latitude: uniform(-60, 70), longitude: uniform(-180, 180)))
            case 7: out.append(Coordinate(latitude: uniform(-89.9, 89.9) < 0 ? uniform(-90, -85) : uniform(85, 90), longitude: uniform(-180, 180)))
            case 8: out.append(Coordinate(latitude: uniform(-20, 20), longitude: random.next(below: 2) == 0 ? uniform(179.5, 180) : uniform(-180, -179.5)))
            default: if let last = out.last { out.append(last) }
            }
        }
        return out
    }

    private func bruteForce(_ points: [Coordinate], to point: Coordinate, k: Int, excluding: Int?) -> [(index: Int, metres: Double)] {
        let all = points.indices.filter { $0 != excluding }.map { (index: $0, metres: point.distance(to: points[$0])) }
        return Array(all.sorted { ($0.metres, $0.index) < ($1.metres, $1.index) }.prefix(k))
    }

    @Test(arguments: [(UInt64(1), 400), (UInt64(2), 2_000), (UInt64(3), 37)])
    func matchesBruteForceOnSeededData(seed: UInt64, count: Int) {
        let data = points(seed: seed, count: count)
        let index = NearestIndex(data)
        var random = SeededRandom(seed: seed &+ 99)
        for query in 0..<150 {
            let k = [1, 3, 10][query % 3]
            let own = random.next(below: data.count)
            let point = query % 2 == 0 ? data[own] : points(seed: seed &* 31 &+ UInt64(query), count: 1)[0]
            let excluding = query % 2 == 0 ? own : nil
            let got = index.nearest(to: point, k: k, excluding: excluding)
            let want = bruteForce(data, to: point, k: k, excluding: excluding)
            #expect(got.map(\.index) == want.map(\.index), "query \(query) at \(point)")
            #expect(got.map(\.metres) == want.map(\.metres))
        }
    }

    @Test func smallCases() {
        #expect(NearestIndex([]).nearest(to: Coordinate(latitude: 0, longitude: 0), k: 3).isEmpty)
        let one = NearestIndex([Coordinate(latitude: 10, longitude: 10)])
        #expect(one.nearest(to: Coordinate(latitude: 10, longitude: 10), k: 3, excluding: 0).isEmpty)
        let pair = NearestIndex([Coordinate(latitude: 0, longitude: 179.9), Coordinate(latitude: 0, longitude: -179.9)])
        let across = pair.nearest(to: Coordinate(latitude: 0, longitude: 179.9), k: 1, excluding: 0)
        #expect(across.map(\.index) == [1])
        #expect(abs(across[0].metres - 22_239) < 5)
    }

    @Test func sameSpotTiesAreOrderedByIndex() {
        let spot = Coordinate(latitude: 51.5, longitude: -0.1)
        let index = NearestIndex(Array(repeating: spot, count: 5) + [Coordinate(latitude: 51.6, longitude: -0.1)])
        let got = index.nearest(to: spot, k: 5, excluding: 2)
        #expect(got.map(\.index) == [0, 1, 3, 4, 5])
        #expect(got.prefix(4).allSatisfy { $0.metres == 0 })
    }
}
