import Foundation

/// A flag SVG made small for the few dozen pixels it is shown at (64 × 48 CSS pixels at most: the country grid
/// and a country page's heading). Editor leftovers (comments, `<metadata>`, Inkscape and Sodipodi elements and
/// attributes, an XML prolog) are dropped, and path data is redrawn on the thumbnail's pixel grid (`GridPath`):
/// points rounded to a power of ten no larger than one device pixel at twice that size, and shapes smaller than
/// that pixel left out. A coat of arms drawn in thousands of sub-pixel segments comes down to the few that show.
enum SVGThumbnail {
    /// Device pixels across the largest box a flag is shown in (64 × 48 CSS pixels at 2×).
    static let pixels = (width: 128.0, height: 96.0)

    static func optimized(_ svg: String) -> String {
        var text = svg
        for pattern in [
            #"<\?xml[^>]*\?>\s*"#, #"<!--[\s\S]*?-->"#, #"<!DOCTYPE[^>]*>"#, #"<metadata[\s\S]*?</metadata>"#,
            #"<(sodipodi|inkscape):[A-Za-z-]+[^>]*/>"#, #"<(sodipodi|inkscape):([A-Za-z-]+)[^>]*>[\s\S]*?</\1:\2>"#,
            #"\s(sodipodi|inkscape):[A-Za-z-]+="[^"]*""#, #"\sxmlns:(sodipodi|inkscape|rdf|dc|cc)="[^"]*""#,
        ] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        let pass = SVGGridPass(text)
        var coarseness = 1.0
        var redrawn = pass.redrawn(coarseness: coarseness)
        while redrawn.utf8.count > budget, coarseness < maximumCoarseness {
            coarseness *= 2
            redrawn = pass.redrawn(coarseness: coarseness)
        }
        return redrawn
    }

    /// Bytes a thumbnail may take before its grid is made coarser: a plain flag stays far under it, one with a
    /// coat of arms is redrawn on a grid twice as coarse until it fits or reaches `maximumCoarseness`.
    static let budget = 2048
    /// The coarsest grid, in device pixels at 2×: two CSS pixels at the largest size shown, where a coat of arms
    /// still reads as itself (a coarser grid drops a flag's stars and its emblem's outline).
    static let maximumCoarseness = 4.0
}

/// Walks an SVG's tags, keeping for each element the size of a device pixel in its own units (the root's size
/// divided by the scale of every `transform` on the way), and redraws `d` and `points` on that grid.
///
/// Where the size cannot be known, path numbers are only rounded to tenths and nothing is dropped: inside
/// `<pattern>`, `<symbol>`, `<marker>`, `<mask>`, `<foreignObject>`, a nested `<svg>`, or anything with units of
/// its own box (`objectBoundingBox`); after a transform this reader does not follow. A `<use>` that draws its
/// target larger (a star defined one unit wide, drawn forty times that) makes the grid as much finer for the whole
/// document, and a stroke (or a `<style>` sheet, which may add one) keeps small shapes, which a stroke can make
/// visible.
struct SVGGridPass {
    private let text: String
    private let chars: [UInt8]

    init(_ text: String) {
        self.text = text
        chars = Array(text.utf8)
    }

    /// A device pixel in an element's units (nil where it cannot be known), and its stroke.
    private struct Context {
        var pixel: Double?
        /// Whether a stroke applies; nil where a style may add one.
        var stroked: Bool?
        /// The inherited `stroke-width` in user units, nil when unknown.
        var strokeWidth: Double?

        /// The width a stroke adds to a shape: 0 without one, nil when unknown.
        var outline: Double? { stroked.flatMap { $0 ? strokeWidth : 0 } }
    }

    func redrawn(coarseness: Double) -> String {
        // A `<use>` drawing its target larger needs a grid as much finer; one with a transform this reader does
        // not follow draws it at a scale it cannot know.
        guard let root = rootPixel(), let useScale = largestUseScale() else { return rewrite(rootPixel: nil) }
        return rewrite(rootPixel: root * coarseness / max(1, useScale))
    }

    /// Units per device pixel of the root `<svg>`: its `viewBox` (else `width`/`height`) fitted into the thumbnail.
    private func rootPixel() -> Double? {
        guard let tag = tags().first(where: { $0.name == "svg" }) else { return nil }
        let size: (Double, Double)?
        if let box = tag.attributes["viewBox"].flatMap(PathReader.numbers), box.count == 4 {
            size = (box[2], box[3])
        } else if let width = tag.attributes["width"].flatMap(Double.init), let height = tag.attributes["height"].flatMap(Double.init) {
            size = (width, height)
        } else {
            size = nil
        }
        guard let (width, height) = size, width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return max(width / SVGThumbnail.pixels.width, height / SVGThumbnail.pixels.height)
    }

    /// The largest scale any `<use>` draws its target at, relative to the root; nil when one cannot be known.
    private func largestUseScale() -> Double? {
        var largest = 1.0
        var stack: [Double?] = [1]
        for tag in tags() {
            if tag.isEnd {
                if stack.count > 1 { stack.removeLast() }
                continue
            }
            let scale = stack.last!.flatMap { outer in Self.scale(of: tag.attributes["transform"]).map { outer * $0 } }
            if tag.name == "use" {
                guard let scale, scale.isFinite else { return nil }
                largest = max(largest, scale)
            }
            if !tag.isSelfClosing { stack.append(scale) }
        }
        return largest
    }

    private func rewrite(rootPixel: Double?) -> String {
        let styled = text.contains("<style")
        var stack = [Context(pixel: rootPixel, stroked: styled ? nil : false, strokeWidth: 1)]
        var out: [UInt8] = []
        out.reserveCapacity(chars.count)
        var last = 0
        for tag in tags() {
            if tag.isEnd {
                if stack.count > 1 { stack.removeLast() }
                continue
            }
            var context = self.context(of: tag, in: stack.last!)
            if tag.name == "svg", stack.count > 1 { context.pixel = nil }  // a nested `<svg>` has a viewport of its own
            let grid = context.pixel.map { GridPath(pixel: $0, outline: context.outline) }
            let rewrite = grid.flatMap { shapeRewrite(tag, $0) } ?? pathRewrite(tag, grid ?? GridPath(exponent: -1, dropBelow: nil))
            var values: [(Range<Int>, [UInt8])] = []
            switch rewrite {
            case .keep(let kept): values = kept
            case .drop where tag.isSelfClosing && tag.attributes["id"] == nil:
                // Nothing left to draw, and nothing points at it: the element goes.
                out += chars[last..<tag.range.lowerBound]
                last = tag.range.upperBound
                continue
            case .drop: break  // an element with content or an id stays as it was
            }
            if let range = tag.ranges["transform"], let pixel = stack.last!.pixel,
                let rounded = Self.roundedTransform(String(decoding: chars[range], as: UTF8.self), pixel: pixel)
            {
                values.append((range, Array(rounded.utf8)))
            }
            for (range, redrawn) in values.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
                out += chars[last..<range.lowerBound]
                out += redrawn
                last = range.upperBound
            }
            if !tag.isSelfClosing { stack.append(context) }
        }
        out += chars[last...]
        return String(decoding: out, as: UTF8.self)
    }

    /// What becomes of an element: new text for some of its attribute values, or nothing left to draw.
    private enum Rewrite {
        case keep([(Range<Int>, [UInt8])])
        case drop
    }

    /// New `d` and `points` values; `.drop` when a path has nothing left to draw.
    private func pathRewrite(_ tag: Tag, _ grid: GridPath) -> Rewrite {
        var values: [(Range<Int>, [UInt8])] = []
        for name in ["d", "points"] {
            guard let range = tag.ranges[name] else { continue }
            let value = String(decoding: chars[range], as: UTF8.self)
            guard let redrawn = name == "d" ? grid.redrawn(value) : grid.rounded(points: value) else { continue }
            if name == "d", redrawn.isEmpty, tag.name == "path" { return .drop }
            values.append((range, Array(redrawn.utf8)))
        }
        return .keep(values)
    }

    /// A rectangle's, circle's or ellipse's numbers on the grid; nil for other elements. A circle or ellipse under
    /// a pixel both ways is dropped; a rectangle is kept, by its edges and at least one step wide and high, since
    /// patterns such as Belarus's ornament are built of rectangles each smaller than a pixel. A length with a
    /// unit leaves the shape as it is.
    private func shapeRewrite(_ tag: Tag, _ grid: GridPath) -> Rewrite? {
        let names: [String]
        switch tag.name {
        case "rect": names = ["x", "y", "width", "height"]
        case "circle": names = ["cx", "cy", "r"]
        case "ellipse": names = ["cx", "cy", "rx", "ry"]
        default: return nil
        }
        var numbers: [String: Double] = [:]
        for name in names {
            guard let text = tag.attributes[name] else { continue }
            guard let value = Double(text), grid.fits(value) else { return .keep([]) }
            numbers[name] = value
        }
        let radii = tag.name == "circle" ? (numbers["r"], numbers["r"]) : (numbers["rx"], numbers["ry"])
        if tag.name != "rect", grid.isTooSmall(width: 2 * (radii.0 ?? 0), height: 2 * (radii.1 ?? 0)) { return .drop }
        var steps: [String: Int] = numbers.mapValues(grid.steps)
        if tag.name == "rect" {
            for (origin, length) in [("x", "width"), ("y", "height")] {
                guard let extent = numbers[length] else { continue }
                let start = numbers[origin] ?? 0
                steps[length] = max(extent > 0 ? 1 : 0, grid.steps(start + extent) - grid.steps(start))
            }
        }
        return .keep(
            steps.compactMap { name, value in
                tag.ranges[name].map { ($0, Array(PathWriter.decimal(value, exponent: grid.exponent).utf8)) }
            })
    }

    private func context(of tag: Tag, in parent: Context) -> Context {
        var context = parent
        if let stroke = tag.attributes["stroke"], context.stroked != nil { context.stroked = stroke != "none" }
        if let width = tag.attributes["stroke-width"] { context.strokeWidth = Self.length(width) }
        if tag.attributes["style"]?.contains("stroke") == true { context.stroked = nil }
        if Self.ownViewport.contains(tag.name) || tag.attributes.values.contains("objectBoundingBox") {
            context.pixel = nil
        } else if let transform = tag.attributes["transform"] {
            let scale = Self.scale(of: transform)
            let pixel = scale.flatMap { scale in context.pixel.map { $0 / scale } }
            context.pixel = pixel.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        return context
    }

    /// A `stroke-width` in user units (`pt` is 1.25 of them), nil for a unit or percentage this reader does not follow.
    static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("pt") { return Double(trimmed.dropLast(2)).map { $0 * 1.25 } }
        return Double(trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed)
    }

    /// Elements whose content is drawn in units of their own.
    private static let ownViewport: Set<String> = ["pattern", "symbol", "marker", "mask", "foreignObject"]

    /// A `transform` list with shorter numbers: moves on the grid of the parent's `pixel`, and the other numbers of
    /// `matrix` and `scale` to three significant digits of the largest (a change far under a pixel across the
    /// whole flag); `rotate`, what this reader does not follow and what would come out no shorter stay as they are.
    static func roundedTransform(_ transform: String, pixel: Double) -> String? {
        let grid = GridPath(pixel: pixel, outline: nil)
        var parts: [String] = []
        var rest = Substring(transform)
        while let open = rest.firstIndex(of: "(") {
            guard let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: ",")))
            guard let values = PathReader.numbers(String(rest[rest.index(after: open)..<close])) else { return nil }
            let moves: Range<Int>
            switch (name, values.count) {
            case ("matrix", 6): moves = 4..<6
            case ("translate", 1...2): moves = 0..<values.count
            case ("scale", 1...2): moves = 0..<0
            default: return nil
            }
            guard values.allSatisfy(grid.fits) else { return nil }
            let largest = values.indices.filter { !moves.contains($0) }.map { abs(values[$0]) }.max() ?? 0
            let exponent = largest > 0 ? Int(floor(log10(largest))) - 2 : 0
            let numbers = values.indices.map { index in
                moves.contains(index)
                    ? PathWriter.decimal(grid.steps(values[index]), exponent: grid.exponent)
                    : PathWriter.decimal(Int((values[index] / pow(10, Double(exponent))).rounded()), exponent: exponent)
            }
            parts.append(name + "(" + numbers.joined(separator: " ") + ")")
            rest = rest[rest.index(after: close)...]
        }
        let rounded = parts.joined(separator: " ")
        guard rest.allSatisfy({ $0.isWhitespace }), rounded.utf8.count < transform.utf8.count else { return nil }
        return rounded
    }

    /// How much a `transform` list scales areas' sides (the square root of its determinant); nil for what this
    /// reader does not follow, and for a transform that flattens everything.
    static func scale(of transform: String?) -> Double? {
        guard let transform else { return 1 }
        var scale = 1.0
        var rest = Substring(transform)
        while let open = rest.firstIndex(of: "(") {
            guard let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: ",")))
            guard let values = PathReader.numbers(String(rest[rest.index(after: open)..<close])) else { return nil }
            switch (name, values.count) {
            case ("matrix", 6): scale *= (abs(values[0] * values[3] - values[1] * values[2])).squareRoot()
            case ("scale", 1): scale *= abs(values[0])
            case ("scale", 2): scale *= abs(values[0] * values[1]).squareRoot()
            case ("translate", 1...2), ("rotate", 1), ("rotate", 3): break
            default: return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.allSatisfy({ $0.isWhitespace }), scale > 0 else { return nil }
        return scale
    }

    /// A start or end tag, its attributes, and where its `d` or `points` values are.
    private struct Tag {
        /// From its `<` to just after its `>`.
        var range: Range<Int>
        var name: String
        var isEnd: Bool
        var isSelfClosing: Bool
        var attributes: [String: String]
        /// Where each attribute's value is.
        var ranges: [String: Range<Int>]
    }

    /// The document's tags in order (comments, processing instructions and CDATA are skipped).
    private func tags() -> [Tag] {
        var tags: [Tag] = []
        var index = 0
        while index < chars.count, let open = chars[index...].firstIndex(of: 0x3C) {
            index = open + 1
            guard index < chars.count else { break }
            if chars[index] == 0x21 || chars[index] == 0x3F {  // <! or <?
                let closer: [UInt8] = chars[index...].starts(with: Array("!--".utf8)) ? Array("-->".utf8) : [0x3E]
                index = Self.find(closer, in: chars, from: index) ?? chars.count
                continue
            }
            let isEnd = chars[index] == 0x2F
            if isEnd { index += 1 }
            let nameStart = index
            while index < chars.count, !Self.isSpace(chars[index]), chars[index] != 0x3E, chars[index] != 0x2F { index += 1 }
            var tag = Tag(
                range: open..<open, name: String(decoding: chars[nameStart..<index], as: UTF8.self), isEnd: isEnd, isSelfClosing: false,
                attributes: [:], ranges: [:])
            while index < chars.count, chars[index] != 0x3E {
                if chars[index] == 0x2F {
                    tag.isSelfClosing = true
                    index += 1
                    continue
                }
                if Self.isSpace(chars[index]) {
                    index += 1
                    continue
                }
                let attributeStart = index
                while index < chars.count, chars[index] != 0x3D, chars[index] != 0x3E, !Self.isSpace(chars[index]) { index += 1 }
                let name = String(decoding: chars[attributeStart..<index], as: UTF8.self)
                while index < chars.count, Self.isSpace(chars[index]) { index += 1 }
                guard index < chars.count, chars[index] == 0x3D else { continue }
                index += 1
                while index < chars.count, Self.isSpace(chars[index]) { index += 1 }
                guard index < chars.count, chars[index] == 0x22 || chars[index] == 0x27 else { continue }
                let quote = chars[index]
                let valueStart = index + 1
                guard let valueEnd = chars[valueStart...].firstIndex(of: quote) else { return tags }
                tag.isSelfClosing = false
                tag.attributes[name] = String(decoding: chars[valueStart..<valueEnd], as: UTF8.self)
                tag.ranges[name] = valueStart..<valueEnd
                index = valueEnd + 1
            }
            index += 1
            tag.range = open..<min(index, chars.count)
            tags.append(tag)
        }
        return tags
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    private static func find(_ needle: [UInt8], in chars: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= chars.count {
            if chars[index..<index + needle.count].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }
}
