import Foundation

/// `waymark fetch`: asks each feed of `site.yml` for a new answer and replaces its file under `Content/` with one the
/// build reads, reporting which records changed.
public struct FeedFetcher {
    public struct Options: Sendable {
        /// The site folder as the user named it.
        public var site: String
        /// Ask even when the last answer is still fresh.
        public var force: Bool
        /// Seconds to wait for each whole answer.
        public var timeout: Double
        /// The most bytes an answer may have.
        public var limit: Int

        public init(site: String = ".", force: Bool = false, timeout: Double = 60, limit: Int = 100_000_000) {
            self.site = site
            self.force = force
            self.timeout = timeout
            self.limit = limit
        }
    }

    public let options: Options
    /// Told what happens while it waits ("waiting 2 s for …").
    let say: (String) -> Void

    public init(options: Options, say: @escaping (String) -> Void = { _ in }) {
        self.options = options
        self.say = say
    }

    /// Fetches every feed in order; after an answer over the size limit the rest are not asked (see `FeedFailure`).
    public func run(_ config: SiteConfig, now: () -> Date = Date.init) -> FetchReport {
        var stopped = false
        let results = config.feeds.map { feed -> FeedResult in
            let path = SiteLoader.join(options.site, "Content/" + feed.file)
            let outcome: FeedResult.Outcome
            do throws(FeedFailure) {
                if stopped { throw .notAsked }
                outcome = try fetch(feed, path: path, config: config, now: now)
            } catch {
                if case .tooLarge = error { stopped = true }
                outcome = .failed(error.message)
            }
            return FeedResult(feed: feed, path: path, outcome: outcome)
        }
        return FetchReport(results: results)
    }

    private func fetch(_ feed: FeedSetting, path: String, config: SiteConfig, now: () -> Date) throws(FeedFailure) -> FeedResult.Outcome {
        let statePath = FeedState.path(for: path)
        let state = Self.state(at: statePath, url: feed.url, file: path)
        if let state, !options.force, state.freshUntil > now() { return .notDue(until: state.freshUntil) }
        guard let url = URL(string: feed.url) else { throw .network("the address cannot be read") }
        var client = FeedClient(timeout: options.timeout, limit: options.limit)
        client.waiting = { say("\(feed.file): the server is busy; asking again in \(FeedFailure.number($0)) s") }
        switch try client.fetch(url, state: state) {
        case .notModified(let headers):
            guard var kept = state else { throw .status(304) }
            (kept.fetched, kept.maxAge) = (now(), FeedClient.maxAge(headers["cache-control"]))
            try save(Array(kept.json.utf8), to: statePath, what: "the feed's state")
            return .notModified
        case .body(let body, let contentType, let headers):
            let check = FeedCheck(kind: feed.kind, config: config)
            let locations = try check.accept(body, contentType: contentType)
            let old = (try? FileBytes.regularFile(path, limit: SiteLoader.maxFileSize).get()).map { check.read($0, path: path).0 } ?? []
            try save(body, to: path, what: "the feed's file")
            let fresh = FeedState(
                url: feed.url, etag: headers["etag"], lastModified: headers["last-modified"], fetched: now(),
                maxAge: FeedClient.maxAge(headers["cache-control"]))
            try save(Array(fresh.json.utf8), to: statePath, what: "the feed's state")
            let changes = FeedChanges(old: old, new: locations)
            return changes.isEmpty ? .sameRecords : .updated(changes)
        }
    }

    /// The state kept for this URL, while the file it describes is there: a file deleted or never written is asked for
    /// in full.
    private static func state(at statePath: String, url: String, file: String) -> FeedState? {
        guard FileManager.default.fileExists(atPath: file),
            let bytes = try? FileBytes.regularFile(statePath, limit: 65_536).get(), let state = FeedState(bytes: bytes)
        else { return nil }
        return state.url == url ? state : nil
    }

    /// Writes beside the file and renames over it: a reader finds the old file or the new one, never part of one.
    private func save(_ bytes: [UInt8], to path: String, what: String) throws(FeedFailure) {
        let target = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.withUnsafeBufferPointer { try ReplacementFile(replacing: target, with: $0, sync: true, what: what) }.commit()
        } catch {
            throw .write("\(path) cannot be written: \(error)")
        }
    }
}

extension FeedFetcher {
    /// The site's settings from `Content/site.yml` when they list feeds and have no error; else nil, and the log says why.
    public static func settings(site: String) -> (SiteConfig?, DiagnosticLog) {
        var log = DiagnosticLog()
        let path = SiteLoader.join(site, "Content/site.yml")
        guard let bytes = try? FileBytes.regularFile(path, limit: SiteLoader.maxFileSize).get() else {
            log.error(
                .file(path), "there is no site.yml here to list the feeds", hint: "run waymark in the site's folder, or pass --site DIR")
            return (nil, log)
        }
        let config = SiteConfigReader().read(text: String(decoding: bytes, as: UTF8.self), path: path, log: &log)
        if config.feeds.isEmpty, !log.hasErrors {
            log.error(.file(path), "site.yml lists no feeds", hint: "add feeds: with a url, kind and file for each")
        }
        return (log.hasErrors ? nil : config, log)
    }
}
