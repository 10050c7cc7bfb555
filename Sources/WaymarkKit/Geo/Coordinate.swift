import Foundation

/// A WGS84 point in decimal degrees.
public struct Coordinate: Hashable, Sendable {
    var latitude: Double
    var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    static func isValidLatitude(_ value: Double) -> Bool { value.isFinite && (-90...90).contains(value) }
    static func isValidLongitude(_ value: Double) -> Bool { value.isFinite && (-180...180).contains(value) }

    /// Great-circle distance in metres (haversine on a 6,371,008.8 m sphere).
    func distance(to other: Coordinate) -> Double {
        let radius = 6_371_008.8
        let phi1 = latitude * .pi / 180, phi2 = other.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (other.longitude - longitude) * .pi / 180
        let a = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * radius * asin(min(1, sqrt(a)))
    }

    /// The coordinate as text with fixed precision (5 decimals, about a metre), for stable output.
    var formatted: String {
        "\(Self.format(latitude, decimals: 5)), \(Self.format(longitude, decimals: 5))"
    }

    /// A decimal with a fixed number of places and no negative zero, identical on every machine.
    static func format(_ value: Double, decimals: Int) -> String {
        if let text = fastFormat(value, decimals: decimals) { return text }
        // C's printf directly: the same digits as `String(format:)`, without Foundation's format parsing, on every pin and page.
        let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer -> String in
            let count = Int(withVaList([Int32(decimals), value]) { vsnprintf(buffer.baseAddress!, 400, "%.*f", $0) })
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: min(count, 399)), as: UTF8.self)
        }
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(text.dropFirst()) }
        return text
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

    /// `format`'s digits by integer arithmetic, or nil where printf must decide: a value whose scaled fraction is
    /// within a thousandth of one half (where the product's rounding could differ from printf's exact one), or one
    /// too large or not finite. Most pins, distances and coordinates of a page take this path, as printf's varargs
    /// are slow for the thousands a page has.
    static func fastFormat(_ value: Double, decimals: Int) -> String? {
        guard (0...9).contains(decimals), value.isFinite else { return nil }
        let scaled = abs(value) * powersOfTen[decimals]
        guard scaled < 1e12 else { return nil }
        let whole = scaled.rounded(.down)
        guard abs(scaled - whole - 0.5) > 1e-3 else { return nil }
        let digits = UInt64(scaled - whole > 0.5 ? whole + 1 : whole)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = 32, rest = digits
            for _ in 0..<decimals {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if decimals > 0 {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            // No negative zero: a value that rounds to zero is written without its sign.
            if value < 0, digits > 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end..<32]), as: UTF8.self)
        }
    }
}
