import Foundation

/// A flag SVG made small for the few dozen pixels it is shown at: editor leftovers (comments, `<metadata>`,
/// Inkscape and Sodipodi elements and attributes, an XML prolog) are dropped, and the numbers of path data
/// (`d`, `points`) are rounded to one decimal, far below a pixel at the sizes flags are shown (64 × 48 at most).
enum SVGThumbnail {
    static let decimals = 1

    static func optimized(_ svg: String) -> String {
        var text = svg
        for pattern in [
            #"<\?xml[^>]*\?>\s*"#, #"<!--[\s\S]*?-->"#, #"<!DOCTYPE[^>]*>"#, #"<metadata[\s\S]*?</metadata>"#,
            #"<(sodipodi|inkscape):[A-Za-z-]+[^>]*/>"#, #"<(sodipodi|inkscape):([A-Za-z-]+)[^>]*>[\s\S]*?</\1:\2>"#,
            #"\s(sodipodi|inkscape):[A-Za-z-]+="[^"]*""#, #"\sxmlns:(sodipodi|inkscape|rdf|dc|cc)="[^"]*""#,
        ] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return roundPathData(text)
    }

    /// Rewrites the value of every `d="…"` and `points="…"` attribute.
    static func roundPathData(_ text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: #"(\s(?:d|points)=")([^"]*)(")"#) else { return text }
        let source = text as NSString
        var out = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let value = match.range(at: 2)
            out += source.substring(with: NSRange(location: last, length: value.location - last))
            out += PathNumbers.rounded(source.substring(with: value), decimals: decimals)
            last = value.location + value.length
        }
        return out + source.substring(from: last)
    }
}

/// Path data (`M10.004,20.5 a1 1 0 011 1z`) with each number rounded; an arc's two flags stay single digits.
enum PathNumbers {
    static func rounded(_ data: String, decimals: Int) -> String {
        let chars = Array(data.utf8)
        var out: [UInt8] = []
        var index = 0, parameter = 0, command: UInt8 = 0, previousWasNumber = false
        while index < chars.count {
            let c = chars[index]
            if isCommand(c) {
                out.append(c)
                command = c
                parameter = 0
                previousWasNumber = false
                index += 1
            } else if c == 0x20 || c == 0x2C || c == 0x09 || c == 0x0A || c == 0x0D {
                index += 1
            } else if (command | 0x20) == 0x61, parameter % 7 == 3 || parameter % 7 == 4, c == 0x30 || c == 0x31 {
                if previousWasNumber { out.append(0x20) }
                out.append(c)
                parameter += 1
                previousWasNumber = true
                index += 1
            } else if let (value, end) = number(chars, from: index) {
                let text = format(value, decimals: decimals)
                if previousWasNumber, text.first != "-" { out.append(0x20) }
                out += Array(text.utf8)
                parameter += 1
                previousWasNumber = true
                index = end
            } else {
                return data  // not path data as expected: leave it untouched
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 {
        case 0x6D, 0x7A, 0x6C, 0x68, 0x76, 0x63, 0x73, 0x71, 0x74, 0x61: c != 0x65 && c != 0x45
        default: false
        }
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

    /// Shortest text for `value` rounded to `decimals`: "0.5" → ".5", "-0" → "0", "12.30" → "12.3".
    static func format(_ value: Double, decimals: Int) -> String {
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.contains("."), text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}
