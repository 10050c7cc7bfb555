import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BuildCache {
    /// The cache's folder in the site (git-ignored by `waymark init`'s `.gitignore`).
    static let folderName = ".waymark"

    /// The name of one output folder's and shard's rows in the cache database: each output folder and each shard
    /// of a site keeps a cache of its own, so a build into `_site/` and `waymark serve`'s folder do not discard each
    /// other's; `output` is the real folder (symlinks followed).
    static func name(shard: Shard?, output: URL) -> String {
        shard.map { "\(output.path) \($0.index)-of-\($0.count)" } ?? output.path
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

    /// The rows the database has of one output folder and shard, as written (`CacheStore.Written`), whether or not
    /// the cache is used: a build writes only the rows that differ from them.
    typealias Written = CacheStore.Written

    /// The cache of this output folder and shard when it describes the output as it is now and was written by this
    /// binary; otherwise nil and why not (for `--verbose`); and the rows as written. Throws when they cannot be read.
    static func load(
        from store: CacheStore, shard: Shard?, output: URL
    ) throws -> (cache: BuildCache?, note: String, written: Written?) {
        let found = try store.buildCache(name(shard: shard, output: output))
        guard let (cache, written) = found else { return (nil, "no build cache yet", nil) }
        guard cache.binary == currentBinary else { return (nil, "the build cache is from another Waymark build; ignored", written) }
        guard cache.output == output.path else { return (nil, "the build cache is for another output folder; ignored", written) }
        guard cache.manifest == manifestDigest(in: output, key: store.key) else {
            return (nil, "the output folder changed since the cache was written; ignored", written)
        }
        return (cache, "using the build cache", written)
    }

    /// The files that earlier Waymarks kept in the site's `.waymark/` (`records`, `build-cache…`), which no build
    /// reads now.
    static func isEarlierCacheFile(_ name: String) -> Bool {
        name == "records" || name.hasPrefix("records.tmp-") || name.hasPrefix("build-cache")
    }

    /// Removes from the site's `.waymark/` the files of earlier Waymarks' caches, and the temporary files that builds
    /// killed while writing there left (`key.tmp-PID`): those of processes no longer running, not those of a build
    /// of another shard running now.
    static func removeLeftovers(site: URL) {
        let folder = site.appendingPathComponent(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            if let mark = name.range(of: ".tmp-", options: .backwards), let pid = Int32(name[mark.upperBound...]) {
                guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            } else if !isEarlierCacheFile(name) {
                continue
            }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Removes the cache of one output folder when `waymark serve` removes its folder, and when a build without the
    /// cache (`--no-cache`) changes the output.
    public static func remove(site: URL, shard: Shard?, output: URL) {
        guard case .success(let store?) = CacheStore.open(site: site, key: CacheKey(k0: 0, k1: 0)) else { return }
        try? store.removeCache(name(shard: shard, output: OutputPaths.resolve(output)), whole: true)
    }
}
