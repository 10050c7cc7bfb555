import Foundation

/// Reads the changed locations' pages in both output folders, on `jobs` threads, and compares them field by field.
struct LocationReader: Sendable {
    let old: String
    let new: String
    let jobs: Int

    /// The locations whose data differs, in the order of `pages`; a page that changed only around the record
    /// (a neighbour renamed, a template edited) gives none, unless its title or nearest locations changed.
    func changes(_ pages: [SiteDiff.MainPage]) throws -> [LocationChange] {
        let results = ReadResults(count: pages.count)
        let next = ReadCursor()
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(pages.count, 1))) { _ in
            while let index = next.take(below: pages.count) {
                results.set(index, Result { try change(pages[index]) })
            }
        }
        return try results.all().compactMap { $0 }
    }

    /// Blocks that are the same bytes on both sides describe the same record and are not parsed: a change to
    /// a template or a neighbour changes many pages and few records.
    private func change(_ page: SiteDiff.MainPage) throws -> LocationChange? {
        let before = try PublishedLocation.blocks(pageAt: old + "/" + page.path)
        let after = try PublishedLocation.blocks(pageAt: new + "/" + page.path)
        if before == after && before.contains(where: PublishedLocation.mayDescribeLocation) {
            return try PublishedLocation.derivedChange(id: page.id, old: old + "/" + page.path, new: new + "/" + page.path)
        }
        return LocationChange.compare(id: page.id, old: PublishedLocation(blocks: before), new: PublishedLocation(blocks: after))
    }
}

/// Hands out indices to the threads, each once.
private final class ReadCursor: Sendable {
    private let next = Locked(0)

    func take(below count: Int) -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Each page's outcome, by index; the first error wins.
private final class ReadResults: Sendable {
    private let results: Locked<[Result<LocationChange?, any Error>?]>

    init(count: Int) { results = Locked(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ result: Result<LocationChange?, any Error>) {
        results.withLock { $0[index] = result }
    }

    func all() throws -> [LocationChange?] {
        try results.withLock { try $0.map { try $0!.get() } }
    }
}
