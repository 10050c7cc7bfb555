/// What `SVGSanitizer` keeps of a flag: elements that draw, their geometry and presentation attributes, and links
/// that stay inside the file. Anything not named here is left out, so a new way to run a script is left out too.
enum SVGAllowList {
    static let elements: Set<String> = [
        "svg", "g", "defs", "title", "desc", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text",
        "tspan", "use", "symbol", "image", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern",
        "marker", "style",
    ]

    static let attributes: Set<String> = [
        "id", "class", "style", "version", "baseProfile", "viewBox", "preserveAspectRatio", "xml:space",
        "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "dx", "dy", "width", "height",
        "d", "points", "transform", "offset", "rotate", "textLength", "lengthAdjust",
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color",
        "display", "visibility", "overflow", "clip-path", "clip-rule", "mask", "vector-effect", "shape-rendering",
        "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod", "clipPathUnits",
        "maskUnits", "maskContentUnits", "patternUnits", "patternContentUnits", "patternTransform",
        "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient", "marker-start", "marker-mid",
        "marker-end", "font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline",
        "letter-spacing", "word-spacing", "line-height", "enable-background", "href", "xlink:href",
    ]

    /// Whether an attribute is kept with this value: links only inside the file or to an embedded image, and no
    /// `url(…)` to anything outside the file.
    static func allows(_ name: String, _ value: String) -> Bool {
        guard attributes.contains(name) else { return false }
        return name.hasSuffix("href") ? isInternalOrImage(value) : isSelfContained(css: value)
    }

    /// `#fragment`, or an embedded PNG, JPEG, GIF or WebP image.
    static func isInternalOrImage(_ link: String) -> Bool {
        let trimmed = link.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if trimmed.hasPrefix("#") { return true }
        return ["png", "jpeg", "gif", "webp"].contains { trimmed.hasPrefix("data:image/\($0);") || trimmed.hasPrefix("data:image/\($0),") }
    }

    /// CSS (a sheet, a `style` attribute or any value) whose every `url(…)` is `#fragment`, without `@import`,
    /// and without escapes that could spell either in another way.
    static func isSelfContained(css: String) -> Bool {
        let lower = css.lowercased()
        guard !lower.contains("@import"), !lower.contains("\\"), !lower.contains("expression(") else { return false }
        var rest = Substring(lower)
        while let url = rest.range(of: "url(") {
            let target = rest[url.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            guard target.hasPrefix("#") else { return false }
            rest = rest[url.upperBound...]
        }
        return true
    }
}
