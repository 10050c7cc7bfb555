import Foundation

/// What an incremental build remembers between builds, in the site's `.waymark/`: the records of `branches.json`
/// (`RecordCache`), the previous build's pages, shared files, manifest digest and kept entries (`BuildCache`, one for
/// each output folder and shard), and the site's key for their checksums (`CacheKey`).
///
/// A build opens one session before it loads (`open`) and ends it once (`finish`): what the build recorded is saved
/// when it succeeded, and the caches are left as they were when it failed.
final class CacheSession: Sendable {
    let site: URL
    let shard: Shard?
    let key: CacheKey
    /// The records of `branches.json` as the last build read them, for the loader.
    let records: RecordCache
    private let parallel: Bool
    private let pending = Locked(Pending())

    /// Work started on other threads while the build goes on: the records staged for the next build, and the page
    /// cache's text up to its manifest line.
    private struct Pending {
        var records: Concurrently.Pending<Result<RecordCache.Staged, any Error>>?
        var body: Concurrently.Pending<BuildCache.Body>?
    }

    /// The session of a build that writes and uses the cache; nil for any other. A build that writes without the
    /// cache (`--no-cache`) removes the record cache, which no longer describes what the site's records are.
    static func open(_ options: BuildOptions) -> CacheSession? {
        guard options.write else { return nil }
        guard options.useCache else {
            if !options.chooserRoot { RecordCache.remove(site: options.site) }
            return nil
        }
        return CacheSession(options)
    }

    private init(_ options: BuildOptions) {
        site = options.site
        shard = options.shard
        parallel = options.jobs > 1
        // Read once, before the threads that read the caches start.
        key = CacheKey.load(site: site)
        BuildCache.removeLeftovers(site: site)
        records = RecordCache.load(site: site, key: key)
    }

    /// Where the loader keeps what it caches of its own (the OpenStreetMap extracts' areas).
    var folder: URL { site.appendingPathComponent(BuildCache.folderName) }

    /// Starts writing the records the loader read, for the next build, on another thread while this one goes on;
    /// returns what the record cache did, for `--verbose`.
    func loaded() -> String {
        let staging = Concurrently.Pending(parallel: parallel) { [records, site] in Result { try records.stage(site: site) } }
        pending.withLock { $0.records = staging }
        return records.note
    }

    /// The previous build's cache of this output folder (its real path) and shard, or nil and why it is not used.
    func previousBuild(output: URL) -> (cache: BuildCache?, note: String) {
        BuildCache.load(site: site, shard: shard, output: output, key: key)
    }

    /// Starts making the page cache's text from what the render stage recorded, on another thread while the output
    /// is measured against the host and swapped in (which keeps every file's modification time).
    func startSaving(_ recorder: CacheRecorder, output: URL) {
        let body = Concurrently.Pending(parallel: parallel) { [key] in
            recorder.cacheBody(binary: BuildCache.currentBinary, output: output.path, key: key)
        }
        pending.withLock { $0.body = body }
    }

    /// Whether the session has a page cache to save (`startSaving`).
    var isSaving: Bool { pending.withLock { $0.body != nil } }

    /// Ends the session. When the build succeeded: saves the page cache of `output` as swapped in (with the entries
    /// the writer kept there), keeps the key and puts the records in place. Otherwise leaves every cache as it was.
    func finish(succeeded: Bool, output: URL?, kept: [String], report: inout BuildReport) {
        let (records, body) = pending.withLock { ($0.records, $0.body) }
        if succeeded, let body, let output { save(body.value, output: output, kept: kept, report: &report) }
        if succeeded { key.keep(site: site) }
        switch records?.value {
        case .success(let staged): RecordCache.finish(staged, site: site, succeeded: succeeded)
        case .failure(let error): report.recordNote = "\(error)"
        case nil: break
        }
    }

    /// Writes the page cache: the text made before the swap (`body`), then the manifest's digest and the kept entries,
    /// known after it. A cache that cannot be written costs only the next build's time.
    private func save(_ body: BuildCache.Body, output: URL, kept: [String], report: inout BuildReport) {
        guard let manifest = BuildCache.manifestDigest(in: output, key: key) else { return }
        do {
            var cache = BuildCache(binary: BuildCache.currentBinary, output: output.path, manifest: manifest)
            cache.kept = kept
            try cache.save(site: site, shard: shard, body: body)
        } catch {
            report.cacheNote = "the build cache could not be written: \(error)"
        }
    }
}
