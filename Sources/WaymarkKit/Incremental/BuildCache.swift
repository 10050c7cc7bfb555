/// What the previous build wrote, page by page: each page's key (`PageInputs`), its size, and the shared files
/// (map tiles) it uses. An incremental build renders only pages whose key changed and keeps the others' files.
///
/// The cache belongs to one output folder and one Waymark binary; anything else (another output, another build
/// of Waymark, a damaged or half-written file, one whose checksum was not made with the site's `CacheKey`) is ignored
/// and the build renders everything.
public struct BuildCache: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: Digest
        public var size: Int
        /// The file's modification time in nanoseconds since 1970, so a file changed by hand is noticed.
        var modified: Int
        /// Files other than pages that the page refers to (map tiles), as indices into `assets`.
        var assets: [Int]
    }

    /// A file that every page shares (the search index, `locations.geojson`, `sw.js`): the key of what its generator
    /// made it from (`SharedOutputKeys`), its size and modification time.
    struct SharedFile: Sendable, Equatable {
        var key: Digest
        var size: Int
        var modified: Int
    }

    /// The Waymark binary and the real path of the output folder the cache describes.
    var binary: Digest
    public var output: String
    /// The digest of the output's `.waymark-manifest` after the build, so an output changed by another build is noticed.
    public var manifest: Digest
    /// The files and folders in the output that Waymark did not write, as the build found them (`OutputFolder`): an
    /// incremental build lists them again without walking the whole output.
    public var kept: [String] = []
    var assets: [String] = []
    public var pages: [String: Entry] = [:]
    /// The shared files, by generator name and path.
    var shared: [String: [String: SharedFile]] = [:]

    public init(binary: Digest, output: String, manifest: Digest) {
        self.binary = binary
        self.output = output
        self.manifest = manifest
    }

    static let formatLine = "waymark-build-cache 3"

    /// The cache's text up to its last lines, with the checksum's state after it: what the render stage knows (the
    /// pages, the shared files, the map tiles). A build makes it while the output is swapped in; only the manifest and
    /// the kept entries, known after the swap, are added then (`text(after:)`).
    struct Body: Sendable {
        var text: String
        var sum: KeyedDigester
    }

    /// The text: a header, the map tiles, the shared files, one line a page, then the manifest's digest and the kept
    /// entries, and a last line with the checksum of all before it (of the body, then of the lines after it) with the
    /// site's key. Written into one string, without a list of lines, because a large site's is megabytes.
    func text(key: CacheKey) -> String { text(after: body(key: key)) }

    /// Everything before the manifest's line, and the checksum's state after it; the pages in the order of their paths.
    func body(key: CacheKey) -> Body {
        Self.body(
            binary: binary, output: output, assets: assets, shared: shared, pageCount: pages.count,
            pages: pages.keys.sorted().lazy.map { ($0, self.pages[$0]!) }, key: key)
    }

    /// The text before the manifest's line from its parts, the pages in the order given: a build writes them in the
    /// order of its plan, which the same site always has, without a table of 100,000 paths to sort.
    static func body(
        binary: Digest, output: String, assets: [String], shared: [String: [String: SharedFile]], pageCount: Int,
        pages: some Sequence<(path: String, entry: Entry)>, key: CacheKey
    ) -> Body {
        var body = ""
        body.reserveCapacity(256 + 64 * assets.count + 128 * pageCount)
        body += "\(Self.formatLine)\nbinary \(binary)\noutput \(output)\n"
        for asset in assets { body += "asset \(asset)\n" }
        for generator in shared.keys.sorted() {
            for (path, file) in shared[generator]!.sorted(by: { $0.key < $1.key }) {
                body += "shared \(generator) \(file.key) \(file.size) \(file.modified) \(path)\n"
            }
        }
        for (path, entry) in pages {
            body += "page \(entry.key) \(entry.size) \(entry.modified) "
            for (n, asset) in entry.assets.enumerated() { body += n == 0 ? String(asset) : ",\(asset)" }
            body += " \(path)\n"
        }
        var sum = KeyedDigester(key)
        sum.add(bytes: body.utf8)
        return Body(text: body, sum: sum)
    }

    /// The whole text: `body` (made from this cache's pages, shared files and tiles), the manifest's line, the kept
    /// entries and the checksum.
    func text(after body: Body) -> String {
        var tail = "manifest \(manifest)\n"
        // A name with a line break cannot be a line; such an entry is found again when its folder is read.
        for entry in kept where !entry.contains("\n") { tail += "kept \(entry)\n" }
        var sum = body.sum
        sum.add(bytes: tail.utf8)
        // Appended, not `body + …`, which would copy the whole body.
        var text = body.text
        text += tail
        text += "end \(sum.finish())\n"
        return text
    }

    /// Why a cache text cannot be used.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case damaged(String)
        var description: String {
            switch self {
            case .damaged(let why): "damaged (\(why))"
            }
        }
    }

    /// Reads `text`; a cache that is cut short, edited, of another format or not checksummed with `key` is
    /// `Problem.damaged`.
    init(parsing text: String, key: CacheKey) throws(Problem) {
        // First, so that a cache of an earlier format (whose checksum covers its text differently) is named as such.
        guard text.hasPrefix(Self.formatLine + "\n") else { throw .damaged("unknown format") }
        guard let endStart = text.range(of: "end ", options: .backwards), text.hasSuffix("\n") else { throw .damaged("no end line") }
        guard let manifestStart = text[..<endStart.lowerBound].range(of: "\nmanifest ", options: .backwards)?.lowerBound
        else { throw .damaged("no manifest line") }
        let split = text.index(after: manifestStart)
        let (body, tail) = (text[..<split], text[split..<endStart.lowerBound])
        var sum = KeyedDigester(key)
        sum.add(bytes: body.utf8)
        sum.add(bytes: tail.utf8)
        guard let written = Digest(hex: text[endStart.upperBound...].dropLast()), written == sum.finish() else {
            throw .damaged("its checksum does not match")
        }
        // Split as bytes, not characters: no grapheme breaking over the whole file.
        var lines = Self.split(body, at: "\n").dropLast()[...]
        lines.removeFirst()  // the format line, checked first
        func header(_ name: String) throws(Problem) -> Substring {
            guard let line = lines.popFirst(), line.hasPrefix(name + " ") else { throw .damaged("no \(name) line") }
            return line.dropFirst(name.count + 1)
        }
        guard let binary = Digest(hex: try header("binary")) else { throw .damaged("bad binary line") }
        let output = String(try header("output"))
        var tailLines = Self.split(tail, at: "\n").dropLast()[...]
        guard let manifestLine = tailLines.popFirst(), let manifest = Digest(hex: manifestLine.dropFirst("manifest ".count))
        else { throw .damaged("bad manifest line") }
        self.init(binary: binary, output: output, manifest: manifest)
        for line in tailLines {
            guard line.hasPrefix("kept ") else { throw .damaged("bad kept line") }
            kept.append(String(line.dropFirst(5)))
        }
        while let line = lines.first, line.hasPrefix("asset ") {
            assets.append(String(line.dropFirst(6)))
            lines.removeFirst()
        }
        while let line = lines.first, line.hasPrefix("shared ") {
            let parts = Self.split(line, at: " ", maxSplits: 5)
            guard parts.count == 6, let key = Digest(hex: parts[2]), let size = Int(parts[3]), let modified = Int(parts[4])
            else { throw .damaged("bad shared line") }
            shared[String(parts[1]), default: [:]][String(parts[5])] = SharedFile(key: key, size: size, modified: modified)
            lines.removeFirst()
        }
        pages.reserveCapacity(lines.count)
        for line in lines {
            guard let (path, entry) = Self.page(line) else { throw .damaged("bad page line") }
            guard entry.assets.allSatisfy({ assets.indices.contains($0) }) else { throw .damaged("bad asset number") }
            pages[path] = entry
        }
    }

    /// A line `page KEY SIZE MODIFIED ASSETS PATH`, read field by field in its bytes: a large site's cache has
    /// a line a file, and splitting each into substrings cost more than reading it.
    private static func page(_ line: Substring) -> (path: String, entry: Entry)? {
        let utf8 = line.utf8
        var start = utf8.startIndex
        func field() -> Substring.UTF8View? {
            guard let space = utf8[start...].firstIndex(of: UInt8(ascii: " ")) else { return nil }
            defer { start = utf8.index(after: space) }
            return utf8[start..<space]
        }
        guard let tag = field(), tag.elementsEqual("page".utf8), let key = field().flatMap({ Digest(hex: Substring($0)) }),
            let size = field().flatMap(number), let modified = field().flatMap(number), let used = field()
        else { return nil }
        var assets: [Int] = []
        if !used.isEmpty {
            for part in used.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                guard let n = number(part) else { return nil }
                assets.append(n)
            }
        }
        return (String(Substring(utf8[start...])), Entry(key: key, size: size, modified: modified, assets: assets))
    }

    /// A whole number written in decimal digits, with a `-` before it if negative.
    private static func number(_ text: Substring.UTF8View) -> Int? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = text.dropFirst(negative ? 1 : 0)
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, over) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !over, !carry else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// The parts of `text` between the bytes `separator` (an ASCII character), empty ones too.
    private static func split(_ text: Substring, at separator: Unicode.Scalar, maxSplits: Int = .max) -> [Substring] {
        text.utf8.split(separator: UInt8(separator.value), maxSplits: maxSplits, omittingEmptySubsequences: false).map(Substring.init)
    }
}
