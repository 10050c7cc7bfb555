import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BuildCache {
    /// The cache's folder in the site (git-ignored by `waymark init`'s `.gitignore`).
    public static let folderName = ".waymark"
    static let fileName = "build-cache"

    /// Each shard of a site keeps a cache of its own.
    static func url(site: URL, shard: Shard?) -> URL {
        let name = shard.map { "\(fileName)-\($0.index)-of-\($0.count)" } ?? fileName
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

    /// The digest of the output's manifest file as it is on disk; nil when there is none.
    static func manifestDigest(in output: URL) -> Digest? {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(OutputManifest.fileName).path)
        else { return nil }
        return Digester.digest { $0.add(bytes: data) }
    }

    /// The site's cache when it describes this output as it is now and was written by this binary; otherwise nil
    /// and why not (for `--verbose`).
    static func load(site: URL, shard: Shard?, output: URL) -> (cache: BuildCache?, note: String) {
        guard let data = FileManager.default.contents(atPath: url(site: site, shard: shard).path) else {
            return (nil, "no build cache yet")
        }
        let cache: BuildCache
        do {
            cache = try BuildCache(parsing: String(decoding: data, as: UTF8.self))
        } catch {
            return (nil, "the build cache is \(error); ignored")
        }
        guard cache.binary == currentBinary else { return (nil, "the build cache is from another Waymark build; ignored") }
        guard cache.output == output.path else { return (nil, "the build cache is for another output folder; ignored") }
        guard cache.manifest == manifestDigest(in: output) else {
            return (nil, "the output folder changed since the cache was written; ignored")
        }
        return (cache, "using the build cache")
    }

    /// Writes the cache atomically: a temporary file, flushed to disk, renamed over the old one.
    /// With `body`, this cache's text up to the manifest's line made before (`body`).
    func save(site: URL, shard: Shard?, body: Body? = nil) throws {
        let target = Self.url(site: site, shard: shard)
        let folder = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(target.lastPathComponent + ".tmp-\(getpid())")
        var text = text(after: body ?? self.body)  // written from its own bytes, not a copy of them
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WaymarkError.io(path: temporary.path, reason: "cannot create the build cache") }
        guard text.withUTF8({ OutputWriter.writeAll(fd, $0) }) else {
            close(fd)
            throw WaymarkError.io(path: temporary.path, reason: "cannot write the build cache")
        }
        fsync(fd)
        close(fd)
        guard rename(temporary.path, target.path) == 0 else {
            throw WaymarkError.io(path: target.path, reason: "cannot write the build cache")
        }
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

    /// Removes the cache before an incremental build changes the output, so a build killed half-way leaves no cache
    /// that describes an output it no longer matches: the next build renders everything.
    static func remove(site: URL, shard: Shard?) {
        unlink(url(site: site, shard: shard).path)
    }
}
