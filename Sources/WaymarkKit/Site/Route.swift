/// A page's place in the site: path segments that are each a `Slug` or a fixed word, so a route can never leave the output folder.
struct Route: Hashable, Sendable, Comparable, CustomStringConvertible {
    let segments: [String]
    /// A file route ("404.html", "sitemap.xml") instead of a pretty `/x/` folder.
    let fileName: String?

    /// A pretty-URL route: `/a/b/`, written as `a/b/index.html`.
    init(_ segments: String...) {
        self.init(segments: segments)
    }

    init(segments: [String], fileName: String? = nil) {
        precondition(segments.allSatisfy(Route.isSafeSegment), "unsafe route segment in \(segments)")
        if let fileName { precondition(Route.isSafeSegment(fileName)) }
        self.segments = segments
        self.fileName = fileName
    }

    /// A single file at the site root (or under `segments`).
    static func file(_ name: String, in segments: [String] = []) -> Route {
        Route(segments: segments, fileName: name)
    }

    /// A segment may hold only letters, digits, '-', '_' and '.', and may not start with a dot.
    static func isSafeSegment(_ text: String) -> Bool {
        guard let first = text.utf8.first, first != UInt8(ascii: ".") else { return false }
        return text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    /// The URL path from the site root: "/a/b/" or "/404.html".
    var path: String {
        // Into one buffer of the right size: every link on every page is made from a route.
        var text = "/"
        text.reserveCapacity(segments.reduce(1 + (fileName?.utf8.count ?? 0)) { $0 + $1.utf8.count + 1 })
        for segment in segments {
            text += segment
            text += "/"
        }
        if let fileName { text += fileName }
        return text
    }

    /// The output file, relative to the output folder: "a/b/index.html".
    var outputPath: String {
        let file = fileName ?? "index.html"
        return segments.isEmpty ? file : segments.joined(separator: "/") + "/" + file
    }

    var description: String { path }

    static func < (a: Route, b: Route) -> Bool { a.outputPath < b.outputPath }
}
