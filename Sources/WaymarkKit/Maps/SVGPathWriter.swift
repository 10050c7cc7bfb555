/// Writes SVG path data with fixed precision (tenths of a pixel) and relative moves, so the same
/// geometry always gives the same, short text.
struct SVGPathWriter {
    private(set) var text = ""
    private var lastX = 0, lastY = 0
    private var lastToken = ""

    var isEmpty: Bool { text.isEmpty }

    /// Adds a closed ring of points in tenths of a pixel (at least 3, no repeats).
    mutating func addRing(_ points: [(x: Int, y: Int)]) {
        addPolyline(points)
        text += "z"
        lastToken = "z"
    }

    /// Adds an open line of points in tenths of a pixel.
    mutating func addPolyline(_ points: [(x: Int, y: Int)]) {
        guard let first = points.first else { return }
        // After "z" the current point is the subpath's start, which is where the last "M" went.
        text += "M"
        lastToken = "M"
        number(first.x)
        number(first.y)
        lastX = first.x
        lastY = first.y
        if points.count > 1 {
            text += "l"
            lastToken = "l"
            for point in points.dropFirst() {
                number(point.x - lastX)
                number(point.y - lastY)
                lastX = point.x
                lastY = point.y
            }
        }
    }

    private mutating func number(_ tenths: Int) {
        let token = Self.format(tenths)
        let needsSpace =
            !(lastToken == "M" || lastToken == "l" || lastToken == "z")
            && !token.hasPrefix("-") && !(token.hasPrefix(".") && lastToken.contains("."))
        if needsSpace { text += " " }
        text += token
        lastToken = token
    }

    /// Tenths as the shortest decimal: 12 → "1.2", 10 → "1", 5 → ".5", -5 → "-.5".
    static func format(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let whole = magnitude / 10, fraction = magnitude % 10
        if fraction == 0 { return sign + String(whole) }
        return sign + (whole == 0 ? "" : String(whole)) + "." + String(fraction)
    }

    /// A number in pixels with one decimal, for attributes: 12.34 → "12.3", 3.0 → "3".
    static func format(pixels: Double) -> String { format(Int((pixels * 10).rounded())) }
}
