import Foundation
import Testing

@testable import WaymarkKit

@Suite struct CoordinateFormatTests {
    @Test func formatsAsStringFormatDoesWithoutNegativeZero() {
        var random = SeededRandom(seed: 10)
        for _ in 0..<20_000 {
            let value = (Double(random.next() % 4_000_000_001) / 10_000_000 - 200) * (random.next() % 7 == 0 ? 1000 : 1)
            for decimals in [1, 4, 5, 6] {
                var expected = String(format: "%.\(decimals)f", value)
                if expected.hasPrefix("-"), expected.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { expected.removeFirst() }
                #expect(Coordinate.format(value, decimals: decimals) == expected)
            }
        }
        #expect(Coordinate.format(-0.000001, decimals: 5) == "0.00000")
        #expect(Coordinate.format(51.5, decimals: 6) == "51.500000")
        #expect(Coordinate.format(0.125, decimals: 2) == String(format: "%.2f", 0.125))
    }
}
