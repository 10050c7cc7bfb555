import Foundation

/// What `waymark fetch` did with one feed.
public struct FeedResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// A new answer was saved and these records changed.
        case updated(FeedChanges)
        /// A new answer was saved with the same records (only its bytes differ: a date, the order).
        case sameRecords
        /// The server said the last answer still holds (HTTP 304).
        case notModified
        /// Not asked: the last answer is fresh until then (`Cache-Control: max-age`).
        case notDue(until: Date)
        /// The answer was not taken, and the file was kept as it was.
        case failed(String)
    }

    public var feed: FeedSetting
    /// The feed's file the way the user names it ("Content/openbanking/atms.json").
    public var path: String
    public var outcome: Outcome

    /// "not modified (HTTP 304)": the outcome in a few words, for every outcome but `updated`.
    var phrase: String {
        switch outcome {
        case .updated(let changes):
            SiteDiff.phrase(changes.locations.counts, "location", "locations", kinds: changes.locations.kinds) ?? ""
        case .sameRecords: "saved; no record changed"
        case .notModified: "not modified (HTTP 304)"
        case .notDue(let until): "not asked: fresh until \(FeedState.text(until)) (max-age; --force asks anyway)"
        case .failed(let message): "failed: \(message); the file is kept as it was"
        }
    }

    /// The error to print for a failed feed, at its entry in `site.yml`.
    public var diagnostic: Diagnostic? {
        guard case .failed(let message) = outcome else { return nil }
        return .error(feed.position, "feed \(feed.file) (\(feed.url)): \(message); \(path) is kept as it was")
    }
}

/// Every feed's result, and the exit status they make.
public struct FetchReport: Sendable, Equatable {
    public var results: [FeedResult]

    public init(results: [FeedResult]) { self.results = results }

    public var changed: Bool { results.contains { if case .updated = $0.outcome { true } else { false } } }
    public var failed: Bool { results.contains { $0.diagnostic != nil } }

    /// 0 records changed, 3 nothing changed, 1 a feed failed and nothing changed, 4 records changed and a feed failed.
    public var exitStatus: Int32 {
        switch (changed, failed) {
        case (true, false): 0
        case (false, false): 3
        case (false, true): 1
        case (true, true): 4
        }
    }

    public func formatted(as format: DiffFormat) -> String {
        switch format {
        case .text: text
        case .markdown: markdown()
        case .json: json
        }
    }
}
