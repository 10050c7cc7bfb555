/// What the previous build wrote, page by page: each page's key (`PageInputs`), its size, and the shared files
/// (map tiles) it uses. An incremental build renders only pages whose key changed and keeps the others' files.
///
/// The cache belongs to one output folder and one Waymark binary, as rows of the cache database (`CacheStore`);
/// anything else (another output, another build of Waymark, rows whose checksums were not made with the site's
/// `CacheKey`, a damaged database) is ignored and the build renders everything.
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

    /// What a build recorded of its output for the next build: the map tiles (in path order, so that the numbers do
    /// not depend on the order pages were rendered), the shared files, and the pages in the plan's order.
    struct Recorded: Sendable {
        var assets: [String]
        var shared: [String: [String: SharedFile]]
        var pages: [(path: String, entry: Entry)]
    }
}
