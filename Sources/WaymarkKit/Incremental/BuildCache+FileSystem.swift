import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BuildCache {
    /// The cache's folder in the site (git-ignored by `waymark init`'s `.gitignore`).
    static let folderName = ".waymark"
    static let fileName = "build-cache"
    /// The largest file read: far above what the largest site Waymark is built for makes.
    static let sizeLimit = 1 << 30

    /// Each output folder and each shard of a site keeps a cache of its own, so a build into `_site/` and
    /// `waymark serve`'s folder do not discard each other's; `output` is the real folder (symlinks followed).
    static func url(site: URL, shard: Shard?, output: URL) -> URL {
        var name = fileName
        // The default output keeps the plain name; another folder's name ends with a hash of its path (two folders
        // with one hash only cost a full build, as the cache names its folder).
        if output.path != OutputPaths.resolve(site.appendingPathComponent("_site")).path {
            name += "-" + StableHash.hex(output.path)
        }
        if let shard { name += "-\(shard.index)-of-\(shard.count)" }
        return site.appendingPathComponent(folderName).appendingPathComponent(name)
    }

    /// The running Waymark binary: its version, path, size and modification time. A rebuilt or upgraded Waymark
    /// may render differently, so a cache another binary wrote is not used.
    static let currentBinary: Digest = Digester.digest { d in
        d.add(WaymarkVersion.current)
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        d.add(path)
        var info = stat()
        if stat(path, &info) == 0 {
            d.add(Int(info.st_size))
            d.add(Int(info.st_mtim.tv_sec))
            d.add(Int(info.st_mtim.tv_nsec))
        }
    }

    /// The checksum with the site's key of the output's manifest file as it is on disk; nil when there is none.
    static func manifestDigest(in output: URL, key: CacheKey) -> Digest? {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(OutputManifest.fileName).path)
        else { return nil }
        return key.digest(bytes: data)
    }

    /// The site's cache when it describes this output as it is now and was written by this binary; otherwise nil
    /// and why not (for `--verbose`).
    static func load(site: URL, shard: Shard?, output: URL, key: CacheKey) -> (cache: BuildCache?, note: String) {
        let data: [UInt8]
        switch FileBytes.regularFile(url(site: site, shard: shard, output: output).path, limit: sizeLimit) {
        case .success(let bytes): data = bytes
        case .failure(.missing): return (nil, "no build cache yet")
        case .failure(let refusal): return (nil, refusal.describe("the build cache") + "; ignored")
        }
        let cache: BuildCache
        do {
            cache = try BuildCache(parsing: String(decoding: data, as: UTF8.self), key: key)
        } catch {
            return (nil, "the build cache is \(error); ignored")
        }
        guard cache.binary == currentBinary else { return (nil, "the build cache is from another Waymark build; ignored") }
        guard cache.output == output.path else { return (nil, "the build cache is for another output folder; ignored") }
        guard cache.manifest == manifestDigest(in: output, key: key) else {
            return (nil, "the output folder changed since the cache was written; ignored")
        }
        return (cache, "using the build cache")
    }

    /// Writes the cache atomically (`ReplacementFile`, flushed to disk): its text up to the manifest's line made
    /// before (`body`), then its own lines.
    func save(site: URL, shard: Shard?, body: Body) throws {
        let target = Self.url(site: site, shard: shard, output: URL(fileURLWithPath: output))
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        var text = text(after: body)  // written from its own bytes, not a copy of them
        try text.withUTF8 { try ReplacementFile(replacing: target, with: $0, sync: true, what: "the build cache") }.commit()
    }

    /// Removes the temporary files that builds killed while writing the caches left in the site's `.waymark/`
    /// (`build-cache.tmp-PID`, `records.tmp-PID`): those of processes no longer running, not those of a build of
    /// another shard running now.
    static func removeLeftovers(site: URL) {
        let folder = site.appendingPathComponent(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            guard let mark = name.range(of: ".tmp-", options: .backwards), let pid = Int32(name[mark.upperBound...]),
                pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Removes the cache of one output folder: before a build changes it (a build killed half-way then leaves no
    /// cache that describes an output it no longer matches), and when `waymark serve` removes its folder.
    public static func remove(site: URL, shard: Shard?, output: URL) {
        unlink(url(site: site, shard: shard, output: OutputPaths.resolve(output)).path)
    }
}
