import Foundation
import Testing

@testable import WaymarkKit

@Suite struct CoordinateFormatTests {
    @Test func formatsAsStringFormatDoesWithoutNegativeZero() {
        var random = SeededRandom(seed: 10)
        for _ in 0..<20_000 {
            let value = (Double(random.next() % 4_000_000_001) / 10_000_000 - 200) * (random.next() % 7 == 0 ? 1000 : 1)
            for decimals in [0, 1, 2, 3, 4, 5, 6] {
                var expected = String(format: "%.\(decimals)f", value)
                if expected.hasPrefix("-"), expected.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { expected.removeFirst() }
                #expect(Coordinate.format(value, decimals: decimals) == expected)
            }
        }
        #expect(Coordinate.format(-0.000001, decimals: 5) == "0.00000")
        #expect(Coordinate.format(51.5, decimals: 6) == "51.500000")
        #expect(Coordinate.format(0.125, decimals: 2) == String(format: "%.2f", 0.125))
        // Near and exact halves, where printf's rounding of the exact binary value decides: 0.125 is a tie (even
        // wins), 2.675 is just below one, 1.0005 just above.
        for (value, decimals) in [(0.5, 0), (1.5, 0), (2.5, 0), (-2.5, 0), (2.675, 2), (1.0005, 3), (-0.0005, 3), (0.045, 2)] {
            #expect(
                Coordinate.format(value, decimals: decimals)
                    == String(format: "%.\(decimals)f", value).replacingOccurrences(of: "-0.000", with: "0.000"))
        }
        #expect(Coordinate.fastFormat(2.675, decimals: 2) == nil)
        #expect(Coordinate.fastFormat(-12.34567, decimals: 3) == "-12.346")
        #expect(Coordinate.fastFormat(-0.0001, decimals: 3) == "0.000")
        #expect(Coordinate.fastFormat(7, decimals: 0) == "7")
        #expect(Coordinate.fastFormat(.nan, decimals: 2) == nil)
    }
}

@Suite struct JSONAppenderTests {
    /// The appender writes nested objects and arrays with commas only between values, escaping included; `object` and
    /// `array`, which are made with it, write the same.
    @Test func writesWhatObjectAndArrayWrite() {
        var json = JSONWriter.Appender()
        json.beginObject()
        json.key("type")
        json.string("Feature \"A\" </script>")
        json.key("coordinates")
        json.beginArray()
        json.raw("1.5")
        json.raw("-2")
        json.beginObject()
        json.endObject()
        json.endArray()
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.endObject()
        let expected = JSONWriter.object([
            ("type", .string("Feature \"A\" </script>")),
            ("coordinates", .raw(JSONWriter.array([.raw("1.5"), .raw("-2"), .raw(JSONWriter.object([]))]))),
            ("empty", .raw(JSONWriter.array([]))),
        ])
        #expect(json.text == expected)
        #expect(json.text == #"{"type":"Feature \"A\" \u003c/script\u003e","coordinates":[1.5,-2,{}],"empty":[]}"#)
    }
}
