import Foundation

/// Path data redrawn on a grid: every point is moved to the nearest multiple of `step` (a power of ten, in the
/// path's own units) and written relative to the previous rounded point, so rounding errors never add up along a
/// path; segments that round to nothing are left out, and so are subpaths smaller than `dropBelow` both ways.
/// A flag thumbnail uses a grid finer than one device pixel, where none of this can be seen.
struct GridPath {
    /// A power of ten: `exponent` 0 rounds to whole units, -1 to tenths, 1 to tens.
    let exponent: Int
    /// Subpaths narrower and lower than this are dropped; nil keeps them all (a stroke may make them visible).
    let dropBelow: Double?
    /// A curve whose control points are this close to the straight line between its ends is drawn as that line.
    var flatness = 0.0

    var step: Double { pow(10, Double(exponent)) }

    /// The grid for a path drawn `pixel` units per device pixel: the largest power of ten not over a pixel. A
    /// subpath is dropped when, with its `outline` (the stroke's width; nil when unknown), it is under a pixel.
    init(pixel: Double, outline: Double?) {
        exponent = Int(floor(log10(pixel)))
        dropBelow = outline.map { pixel - $0 }
        flatness = pixel / 2
    }

    init(exponent: Int, dropBelow: Double?) {
        self.exponent = exponent
        self.dropBelow = dropBelow
    }

    /// The path redrawn, or nil when `data` is not path data this reader follows.
    func redrawn(_ data: String) -> String? {
        guard let subpaths = PathReader.subpaths(data),
            subpaths.allSatisfy({ $0.allSatisfy { $0.extentPoints.allSatisfy { fits($0.0) && fits($0.1) } } })
        else { return nil }
        var writer = PathWriter(exponent: exponent, flatness: flatness / step)
        for subpath in subpaths where !isTooSmall(subpath) { writer.write(subpath) }
        return writer.text
    }

    /// `points` of a polygon or polyline, each rounded to the grid.
    func rounded(points data: String) -> String? {
        guard let values = PathReader.numbers(data), values.count % 2 == 0, values.allSatisfy(fits) else { return nil }
        var writer = PathWriter(exponent: exponent, flatness: 0)
        for value in values { writer.number(writer.grid(value)) }
        return writer.text
    }

    /// Whether a value can be counted in whole grid steps: finite, and far within what an `Int` holds exactly.
    func fits(_ value: Double) -> Bool { value.isFinite && abs(value / step) < 1e15 }

    /// A value in whole grid steps.
    func steps(_ value: Double) -> Int { Int((value / step).rounded()) }

    /// Whether a shape this wide and high (its stroke not included) is under the size that is dropped.
    func isTooSmall(width: Double, height: Double) -> Bool {
        guard let dropBelow else { return false }
        return width < dropBelow && height < dropBelow
    }

    private func isTooSmall(_ subpath: [PathSegment]) -> Bool {
        guard dropBelow != nil else { return false }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for segment in subpath {
            for (x, y) in segment.extentPoints {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return isTooSmall(width: maxX - minX, height: maxY - minY)
    }
}

/// One drawing command with absolute coordinates: smooth curves are already turned into full ones, and `H`/`V`
/// into lines, so a segment can be left out without changing the ones after it.
enum PathSegment {
    case move(Double, Double)
    case line(Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case quadratic(Double, Double, Double, Double)
    case arc(rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool, x: Double, y: Double)
    case close

    /// The points that bound what the segment draws (an arc's end point widened by its radii).
    var extentPoints: [(Double, Double)] {
        switch self {
        case .move(let x, let y), .line(let x, let y): [(x, y)]
        case .cubic(let x1, let y1, let x2, let y2, let x, let y): [(x1, y1), (x2, y2), (x, y)]
        case .quadratic(let x1, let y1, let x, let y): [(x1, y1), (x, y)]
        case .arc(let rx, let ry, _, _, _, let x, let y): [(x - 2 * rx, y - 2 * ry), (x + 2 * rx, y + 2 * ry)]
        case .close: []
        }
    }
}

/// Reads SVG path data into subpaths of absolute segments, each starting with a move.
enum PathReader {
    static func subpaths(_ data: String) -> [[PathSegment]]? {
        let chars = Array(data.utf8)
        var subpaths: [[PathSegment]] = []
        var current: [PathSegment] = []
        var index = 0
        var command: UInt8 = 0
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        // The last control point, for a smooth curve's reflection; nil when the last segment was not a curve of its kind.
        var lastCubic: (Double, Double)?, lastQuadratic: (Double, Double)?

        func begin(_ segment: PathSegment) {
            if !current.isEmpty { subpaths.append(current) }
            current = [segment]
        }

        while true {
            skipSeparators(chars, &index)
            guard index < chars.count else { break }
            if isCommand(chars[index]) {
                command = chars[index]
                index += 1
                if command | 0x20 == 0x7A {  // z
                    current.append(.close)
                    x = startX
                    y = startY
                    lastCubic = nil
                    lastQuadratic = nil
                    continue
                }
            } else if command == 0 || command | 0x20 == 0x7A {
                return nil
            }
            let relative = command >= 0x61
            let upper = command & ~0x20
            let count = parameterCount(upper)
            var values: [Double] = []
            for parameter in 0..<count {
                skipSeparators(chars, &index)
                if upper == 0x41, parameter == 3 || parameter == 4 {
                    guard index < chars.count, chars[index] == 0x30 || chars[index] == 0x31 else { return nil }
                    values.append(chars[index] == 0x31 ? 1 : 0)
                    index += 1
                } else {
                    guard let (value, end) = number(chars, from: index) else { return nil }
                    values.append(value)
                    index = end
                }
            }
            // After a close, a command other than a move starts a new subpath where the last one started.
            if current.last.map({ if case .close = $0 { true } else { false } }) ?? true, upper != 0x4D {
                begin(.move(x, y))
            }
            func point(_ i: Int) -> (Double, Double) {
                relative ? (x + values[i], y + values[i + 1]) : (values[i], values[i + 1])
            }
            var cubic: (Double, Double)?, quadratic: (Double, Double)?
            switch upper {
            case 0x4D:  // M: later pairs are lines
                let (px, py) = point(0)
                begin(.move(px, py))
                (x, y, startX, startY) = (px, py, px, py)
                command = relative ? 0x6C : 0x4C
            case 0x4C:
                (x, y) = point(0)
                current.append(.line(x, y))
            case 0x48:
                x = relative ? x + values[0] : values[0]
                current.append(.line(x, y))
            case 0x56:
                y = relative ? y + values[0] : values[0]
                current.append(.line(x, y))
            case 0x43, 0x53:
                let first = upper == 0x43 ? point(0) : lastCubic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
                let second = point(upper == 0x43 ? 2 : 0)
                let end = point(upper == 0x43 ? 4 : 2)
                current.append(.cubic(first.0, first.1, second.0, second.1, end.0, end.1))
                cubic = second
                (x, y) = end
            case 0x51, 0x54:
                let control = upper == 0x51 ? point(0) : lastQuadratic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
                let end = point(upper == 0x51 ? 2 : 0)
                current.append(.quadratic(control.0, control.1, end.0, end.1))
                quadratic = control
                (x, y) = end
            default:  // A
                let end = point(5)
                current.append(
                    .arc(
                        rx: abs(values[0]), ry: abs(values[1]), rotation: values[2], large: values[3] == 1,
                        sweep: values[4] == 1, x: end.0, y: end.1))
                (x, y) = end
            }
            lastCubic = cubic
            lastQuadratic = quadratic
        }
        if !current.isEmpty { subpaths.append(current) }
        return subpaths
    }

    /// The numbers of a `points` list.
    static func numbers(_ data: String) -> [Double]? {
        let chars = Array(data.utf8)
        var index = 0
        var values: [Double] = []
        while true {
            skipSeparators(chars, &index)
            guard index < chars.count else { return values }
            guard let (value, end) = number(chars, from: index) else { return nil }
            values.append(value)
            index = end
        }
    }

    private static func parameterCount(_ upper: UInt8) -> Int {
        switch upper {
        case 0x48, 0x56: 1
        case 0x4D, 0x4C, 0x54: 2
        case 0x51, 0x53: 4
        case 0x43: 6
        default: 7
        }
    }

    private static func skipSeparators(_ chars: [UInt8], _ index: inout Int) {
        while index < chars.count, [0x20, 0x2C, 0x09, 0x0A, 0x0D].contains(chars[index]) { index += 1 }
    }

    private static func isCommand(_ c: UInt8) -> Bool {
        [0x4D, 0x5A, 0x4C, 0x48, 0x56, 0x43, 0x53, 0x51, 0x54, 0x41].contains(c & ~0x20) && c != 0x65 && c != 0x45
    }

    /// A number at `start`: sign, digits, one decimal point, an exponent.
    private static func number(_ chars: [UInt8], from start: Int) -> (Double, Int)? {
        var end = start
        if end < chars.count, chars[end] == 0x2D || chars[end] == 0x2B { end += 1 }
        var digits = 0, dot = false
        while end < chars.count {
            let c = chars[end]
            if c >= 0x30 && c <= 0x39 {
                digits += 1
            } else if c == 0x2E, !dot {
                dot = true
            } else {
                break
            }
            end += 1
        }
        guard digits > 0 else { return nil }
        if end < chars.count, chars[end] == 0x65 || chars[end] == 0x45 {
            var exponent = end + 1
            if exponent < chars.count, chars[exponent] == 0x2D || chars[exponent] == 0x2B { exponent += 1 }
            let digitsStart = exponent
            while exponent < chars.count, chars[exponent] >= 0x30 && chars[exponent] <= 0x39 { exponent += 1 }
            if exponent > digitsStart { end = exponent }
        }
        guard let value = Double(String(decoding: chars[start..<end], as: UTF8.self)) else { return nil }
        return (value, end)
    }
}

/// Writes segments as short relative path data on a grid of 10^`exponent`, counting in whole grid steps so
/// that the text is exact.
struct PathWriter {
    let exponent: Int
    private(set) var text = ""
    private var x = 0, y = 0, startX = 0, startY = 0
    /// The command a number list continues without repeating its letter ("l" after "m").
    private var implied: Character?
    private var lastNumberHasDot = false
    private var lastWasNumber = false
    /// The last curve's second control point, in grid steps, to write the next one as smooth when it mirrors it.
    private var lastCubic: (Int, Int)?, lastQuadratic: (Int, Int)?

    /// How far, in grid steps, a curve's control points may be from the line between its ends for it to be
    /// written as that line; 0 keeps every curve.
    let flatness: Double

    init(exponent: Int, flatness: Double) {
        self.exponent = exponent
        self.flatness = flatness
    }

    func grid(_ value: Double) -> Int { Int((value / pow(10, Double(exponent))).rounded()) }

    mutating func write(_ subpath: [PathSegment]) {
        for segment in subpath {
            var cubic: (Int, Int)?, quadratic: (Int, Int)?
            switch segment {
            case .move(let px, let py):
                let (gx, gy) = (grid(px), grid(py))
                self.command("m", then: "l")
                number(gx - x)
                number(gy - y)
                (x, y, startX, startY) = (gx, gy, gx, gy)
            case .line(let px, let py):
                line(to: (grid(px), grid(py)))
            case .cubic(let x1, let y1, let x2, let y2, let px, let py):
                let first = (grid(x1), grid(y1)), second = (grid(x2), grid(y2)), end = (grid(px), grid(py))
                if [first, second, end].allSatisfy({ $0 == (x, y) }) { continue }
                if isFlat([first, second], to: end) {
                    line(to: end)
                    break
                }
                if let last = lastCubic, first == (2 * x - last.0, 2 * y - last.1) {
                    self.command("s")
                } else {
                    self.command("c")
                    number(first.0 - x)
                    number(first.1 - y)
                }
                number(second.0 - x)
                number(second.1 - y)
                number(end.0 - x)
                number(end.1 - y)
                cubic = second
                (x, y) = end
            case .quadratic(let x1, let y1, let px, let py):
                let control = (grid(x1), grid(y1)), end = (grid(px), grid(py))
                if control == (x, y), end == (x, y) { continue }
                if isFlat([control], to: end) {
                    line(to: end)
                    break
                }
                if let last = lastQuadratic, control == (2 * x - last.0, 2 * y - last.1) {
                    self.command("t")
                } else {
                    self.command("q")
                    number(control.0 - x)
                    number(control.1 - y)
                }
                number(end.0 - x)
                number(end.1 - y)
                quadratic = control
                (x, y) = end
            case .arc(let rx, let ry, let rotation, let large, let sweep, let px, let py):
                let end = (grid(px), grid(py))
                if end == (x, y) { continue }
                self.command("a")
                number(grid(rx))
                number(grid(ry))
                plain(String(Int(rotation.rounded())))
                plain(large ? "1" : "0")
                plain(sweep ? "1" : "0")
                number(end.0 - x)
                number(end.1 - y)
                (x, y) = end
            case .close:
                self.command("z")
                (x, y) = (startX, startY)
            }
            lastCubic = cubic
            lastQuadratic = quadratic
        }
    }

    private mutating func line(to end: (Int, Int)) {
        let (gx, gy) = end
        if gx == x, gy == y { return }
        if gy == y {
            command("h")
            number(gx - x)
        } else if gx == x {
            command("v")
            number(gy - y)
        } else {
            command("l")
            number(gx - x)
            number(gy - y)
        }
        (x, y) = (gx, gy)
    }

    /// Whether a curve from the current point to `end` stays within `flatness` of the straight line: its control
    /// points are that close to the line and do not reach past either end (a curve lies within its control points).
    private func isFlat(_ controls: [(Int, Int)], to end: (Int, Int)) -> Bool {
        let dx = Double(end.0 - x), dy = Double(end.1 - y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard flatness > 0, length > 0 else { return false }
        return controls.allSatisfy { control in
            let px = Double(control.0 - x), py = Double(control.1 - y)
            let across = abs(dx * py - dy * px) / length
            let along = (dx * px + dy * py) / length
            return across <= flatness && along >= -flatness && along <= length + flatness
        }
    }

    private mutating func command(_ letter: Character, then next: Character? = nil) {
        if letter != implied || letter == "m" || letter == "z" {
            text.append(letter)
            lastWasNumber = false
        }
        implied = next ?? letter
    }

    /// A count of grid steps as the shortest decimal text.
    mutating func number(_ steps: Int) {
        plain(PathWriter.decimal(steps, exponent: exponent))
    }

    private mutating func plain(_ value: String) {
        let startsWithDot = value.hasPrefix(".")
        if lastWasNumber, !value.hasPrefix("-"), !(startsWithDot && lastNumberHasDot) { text.append(" ") }
        text += value
        lastWasNumber = true
        lastNumberHasDot = value.contains(".")
    }

    /// `steps` × 10^`exponent` without trailing zeros or a leading "0.": (25, -1) → "2.5", (-5, -1) → "-.5".
    static func decimal(_ steps: Int, exponent: Int) -> String {
        if steps == 0 { return "0" }
        let sign = steps < 0 ? "-" : ""
        var digits = String(steps.magnitude)
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
        let places = -exponent
        if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
        var whole = String(digits.dropLast(places))
        var fraction = String(digits.suffix(places))
        while fraction.last == "0" { fraction.removeLast() }
        if whole == "0" { whole = "" }
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
