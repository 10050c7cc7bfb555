import Foundation

/// What an incremental build remembers between builds, in the site's `.waymark/`: one SQLite database
/// (`CacheStore`, `cache.sqlite`) with the records of `branches.json` (`RecordCache`) and the previous build's pages,
/// shared files, manifest digest and kept entries of each output folder and shard (`BuildCache`), and the site's key
/// for their rows' checksums (`CacheKey`).
///
/// A build opens one session before it loads (`open`) and ends it once (`finish`): what the build recorded is saved
/// in one transaction when it succeeded, and nothing is written when it failed.
final class CacheSession: Sendable {
    let site: URL
    let shard: Shard?
    let key: CacheKey
    /// The records of `branches.json` as the last build read them, for the loader.
    let records: RecordCache
    private let parallel: Bool
    private let state: Locked<State>

    private struct State {
        /// The database; nil when there is none yet or it cannot be used (`problem`).
        var store: CacheStore?
        var problem: CacheStore.Problem?
        /// The rows of this output folder's cache as the database has them (`previousBuild`), nil when it has none
        /// that could be read: then all are written.
        var written: CacheStore.Written?
        /// What the render stage recorded, made on another thread while the output is swapped in.
        var recorded: Concurrently.Pending<BuildCache.Recorded>?

        /// Keeps the database after a problem reading it when only rows are to be written anew; otherwise remembers
        /// the problem, for the end of the build.
        mutating func use(_ store: CacheStore, despite problem: CacheStore.Problem) {
            if problem.remedy == .rewrite {
                self.store = store
            } else {
                (self.store, self.problem) = (nil, problem)
            }
        }
    }

    /// The session of a build that writes and uses the cache; nil for any other. A build that writes without the
    /// cache (`--no-cache`) removes the record cache, which no longer describes what the site's records are.
    static func open(_ options: BuildOptions) -> CacheSession? {
        guard options.write else { return nil }
        guard options.useCache else {
            if !options.chooserRoot, case .success(let store?) = CacheStore.open(site: options.site, key: CacheKey.load(site: options.site))
            {
                try? store.removeRecords()
            }
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
        var state = State()
        switch CacheStore.open(site: site, key: key) {
        case .success(let store?):
            do {
                records = try RecordCache.load(from: store)
                state.store = store
            } catch {
                let problem = CacheStore.problem(error)
                records = RecordCache.empty(problem.note)
                state.use(store, despite: problem)
            }
        case .success(nil): records = RecordCache.empty("no record cache yet")
        case .failure(let problem):
            state.problem = problem
            records = RecordCache.empty(problem.note)
        }
        self.state = Locked(state)
    }

    /// Where the loader keeps what it caches of its own (the OpenStreetMap extracts' areas).
    var folder: URL { site.appendingPathComponent(BuildCache.folderName) }

    /// What the record cache did, for `--verbose`.
    func loaded() -> String { records.note }

    /// The previous build's cache of this output folder (its real path) and shard, or nil and why it is not used.
    func previousBuild(output: URL) -> (cache: BuildCache?, note: String) {
        let (store, problem) = state.withLock { ($0.store, $0.problem) }
        guard let store else { return (nil, problem.map { $0.note + "; ignored" } ?? "no build cache yet") }
        do {
            let (cache, note, written) = try BuildCache.load(from: store, shard: shard, output: output)
            state.withLock { $0.written = written }
            return (cache, note)
        } catch {
            let problem = CacheStore.problem(error)
            state.withLock { $0.use(store, despite: problem) }
            return (nil, problem.note + "; ignored")
        }
    }

    /// Before the output is swapped in: forgets its cache, so that a build killed while it changes the output leaves
    /// none that describes it (the next build renders everything).
    func forget(output: URL) {
        guard let store = state.withLock({ $0.store }) else { return }
        do {
            try store.removeCache(BuildCache.name(shard: shard, output: output), whole: false)
        } catch {
            // Another build holds the database: this one writes nothing to it.
            state.withLock { $0.use(store, despite: CacheStore.problem(error)) }
        }
    }

    /// Starts making the page cache's rows from what the render stage recorded, on another thread while the output
    /// is measured against the host and swapped in (which keeps every file's modification time).
    func startSaving(_ recorder: CacheRecorder) {
        let recorded = Concurrently.Pending(parallel: parallel) { recorder.recorded() }
        state.withLock { $0.recorded = recorded }
    }

    /// Whether the session has a page cache to save (`startSaving`).
    var isSaving: Bool { state.withLock { $0.recorded != nil } }

    /// Ends the session. When the build succeeded, writes in one transaction the record rows that changed and the
    /// page cache of `output` as swapped in (with the entries the writer kept there), and keeps the key; a database
    /// that could not be used is made again first (not one another build holds). Otherwise writes nothing.
    func finish(succeeded: Bool, output: URL?, kept: [String], report: inout BuildReport) {
        guard succeeded else { return }
        let state = state.withLock { $0 }
        key.keep(site: site)
        if let problem = state.problem, problem.remedy == .leave {
            report.cacheNote = problem.note + "; not written"
            return
        }
        var cache: (name: String, header: BuildCache, recorded: BuildCache.Recorded)?
        if let output, let recorded = state.recorded?.value, let manifest = BuildCache.manifestDigest(in: output, key: key) {
            var header = BuildCache(binary: BuildCache.currentBinary, output: output.path, manifest: manifest)
            header.kept = kept
            cache = (BuildCache.name(shard: shard, output: output), header, recorded)
        }
        // A database that is new, or made again, has no rows to compare with.
        let changes = records.changes(all: state.store == nil)
        let written = state.store == nil ? nil : state.written
        do {
            let store = try state.store ?? CacheStore.create(site: site, key: key, replacing: state.problem != nil)
            try store.queue.write { db in
                if !changes.isEmpty { try store.write(changes, reader: RecordCache.reader, db) }
                if let cache { try store.write(cache.name, cache.header, cache.recorded, written: written, db) }
            }
            // Closed here, which leaves the database in one file, not a write-ahead log beside it.
            try? store.queue.close()
        } catch {
            report.cacheNote = "the build cache could not be written: \(CacheStore.problem(error).note)"
        }
    }
}
