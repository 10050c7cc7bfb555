/// One part of a site built by several processes or machines (`waymark build --shard i/N`): the location and
/// hours pages whose output path hashes to it, and, for shard 1, every other page (lists, cities, home…, which the
/// service worker's precache list reads) and the files every page shares (theme files, flags, sitemap, robots.txt,
/// search index, GeoJSON, host headers, `sw.js`). Copying the N outputs into one folder gives the whole site.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public static let maxCount = 1024

    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maxCount, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads "i/N", e.g. "2/4".
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether this shard writes the page at this output path: the path's digest, modulo the count, so a page stays in
    /// its shard whatever else the site holds.
    func owns(_ outputPath: String) -> Bool { Int(Digest.of(outputPath.utf8).high % UInt64(count)) == index - 1 }

    /// Whether this shard writes the page: a location's pages by their path's hash, the others in shard 1.
    func writes(_ page: SitePlan.Page) -> Bool {
        switch page.kind {
        case .location, .hours: owns(page.route.outputPath)
        default: writesSharedFiles
        }
    }

    /// Whether this shard writes the files that are not pages.
    var writesSharedFiles: Bool { index == 1 }
}
