import Foundation

/// During the render stage: decides per page whether the previous build's file can stay, and records every page's
/// key, size and map tiles for the next build's cache. Safe to use from the render threads.
final class CacheRecorder: @unchecked Sendable {
    /// The previous build's cache; nil in a full build (the pages are all rendered, and recorded), and once the
    /// render stage is over (`finishRendering`).
    private var previous: BuildCache?
    private let lock = NSLock()
    /// A page as recorded: its map tiles are numbers into `assetPaths`, so that a large site's 200,000 pages don't
    /// each hold their own copies of the same few thousand tile paths, and those numbers are a run of `assetRuns`,
    /// so that they don't each hold an array either.
    private struct Recorded {
        /// The page's file, the same string the writer keeps for it.
        var path: String
        var key: Digest
        var size: Int
        var modified: Int?
        var assets: Range<Int32>
    }
    /// By page number in the plan: at 100,000 locations a dictionary by path was 34 MB, this array 14.
    private var pages: [Recorded?]
    private var assetRuns: [Int32] = []
    private var assetPaths: [String] = []
    private var assetNumbers: [String: Int32] = [:]
    private var reusedAssets: Set<Int32> = []
    private var reused = 0
    /// The shared files by generator and path, as recorded: a written file's modification time is read after the commit.
    private var shared: [String: [String: (key: Digest, size: Int, modified: Int?)]] = [:]

    /// Numbers of the previous build's map tiles that are no longer in the output: pages that use one are rendered.
    private let missingAssets: Set<Int>

    init(previous: BuildCache?, writer: OutputWriter, pageCount: Int) {
        self.previous = previous
        pages = Array(repeating: nil, count: pageCount)
        missingAssets = Set((previous?.assets ?? []).indices.filter { writer.previousSize(of: previous!.assets[$0]) == nil })
    }

    /// Keeps the page's previous file when its key (`PageInputs.key`) is the same and the file is still there with
    /// its size; otherwise returns the key to record once the page is rendered.
    func reuse(number index: Int, _ path: String, key: Digest, writer: OutputWriter) -> Digest? {
        guard let previous, let entry = previous.pages[path], entry.key == key,
            let file = writer.previousFile(path, listed: true), file.size == entry.size, file.modified == entry.modified,
            !entry.assets.contains(where: missingAssets.contains)
        else { return key }
        writer.keep(path, size: entry.size)
        lock.withLock {
            let assets = run(entry.assets.map { number(previous.assets[$0]) })
            pages[index] = Recorded(path: path, key: key, size: entry.size, modified: entry.modified, assets: assets)
            reusedAssets.formUnion(numbers(assets))
            reused += 1
        }
        return nil
    }

    /// Records a rendered page: its number in the plan, its file, key, size and modification time (as the writer
    /// wrote it; nil leaves the page out of the cache, to be rendered next time), and the map tiles it uses.
    func record(number index: Int, _ path: String, key: Digest, size: Int, modified: Int?, assets: [BasemapAssetKey]) {
        lock.withLock {
            pages[index] = Recorded(
                path: path, key: key, size: size, modified: modified, assets: run(assets.map { number($0.relativePath) }))
        }
    }

    /// Keeps the files a generator of shared files wrote in the previous build when it made them from the same inputs
    /// (`key`) and they are all still there with their sizes and modification times; false when it must run again,
    /// and when this build already wrote one of the paths (a file of the site's `Public/`, which the generator's replaces).
    func reuseShared(_ generator: String, key: Digest, writer: OutputWriter) -> Bool {
        guard writer.inPlace, let files = previous?.shared[generator], !files.isEmpty, !files.keys.contains(where: writer.contains),
            files.allSatisfy({ path, file in
                file.key == key && writer.previousFile(path).map { $0 == (file.size, file.modified) } == true
            })
        else { return false }
        for (path, file) in files { writer.keep(path, size: file.size) }
        lock.withLock { shared[generator] = files.mapValues { ($0.key, $0.size, $0.modified) } }
        return true
    }

    /// Records the files a generator of shared files wrote, made from the inputs `key`, with their sizes and
    /// modification times.
    func recordShared(_ generator: String, key: Digest, files: [(path: String, size: Int, modified: Int?)]) {
        lock.withLock {
            shared[generator] = Dictionary(files.map { ($0.path, (key, $0.size, $0.modified)) }, uniquingKeysWith: { $1 })
        }
    }

    /// The tile's number in `assetPaths`; called with the lock held.
    private func number(_ path: String) -> Int32 {
        if let known = assetNumbers[path] { return known }
        let next = Int32(assetPaths.count)
        assetPaths.append(path)
        assetNumbers[path] = next
        return next
    }

    /// Appends a page's tile numbers to `assetRuns`; called with the lock held.
    private func run(_ numbers: [Int32]) -> Range<Int32> {
        let start = Int32(assetRuns.count)
        assetRuns += numbers
        return start..<Int32(assetRuns.count)
    }

    /// A page's tile numbers; called with the lock held.
    private func numbers(_ run: Range<Int32>) -> ArraySlice<Int32> { assetRuns[Int(run.lowerBound)..<Int(run.upperBound)] }

    /// Lets go of the previous build's cache once every page and shared file has been decided (at 100,000 locations
    /// it is 60 MB, and the commit and the new cache come after); called after the render threads are done.
    func finishRendering() {
        previous = nil
    }

    /// How many pages kept their previous files.
    var reusedPages: Int { lock.withLock { reused } }

    /// The map tiles of the pages that were not rendered: they stay in the output as they are.
    var assetsOfReusedPages: Set<String> { lock.withLock { Set(reusedAssets.map { assetPaths[Int($0)] }) } }

    /// The text of the cache that describes this build's output, up to the manifest's line (`BuildCache.Body`; the
    /// manifest and kept entries are known once the output is swapped in, which keeps every file's modification time):
    /// a rendered page's time is the one its file had when written (a page whose file was not written is left out, to
    /// be rendered next time). The pages are in the plan's order.
    func cacheBody(binary: Digest, output: String) -> BuildCache.Body {
        lock.withLock {
            // The cache numbers the tiles in path order, so that its text does not depend on the order pages were rendered.
            var used = Set<Int32>()
            for case let page? in pages { used.formUnion(numbers(page.assets)) }
            let assets = used.map { assetPaths[Int($0)] }.sorted()
            let number = Dictionary(uniqueKeysWithValues: assets.enumerated().map { (assetNumbers[$1]!, $0) })
            // A generator whose files are not all there is left out whole, so that the next build runs it.
            var sharedFiles: [String: [String: BuildCache.SharedFile]] = [:]
            for (generator, files) in shared {
                var entries: [String: BuildCache.SharedFile] = [:]
                for (path, file) in files {
                    guard let modified = file.modified else { break }
                    entries[path] = BuildCache.SharedFile(key: file.key, size: file.size, modified: modified)
                }
                if entries.count == files.count { sharedFiles[generator] = entries }
            }
            let entries = pages.lazy.compactMap { page -> (path: String, entry: BuildCache.Entry)? in
                guard let page, let modified = page.modified else { return nil }
                let assets = self.numbers(page.assets).map { number[$0]! }.sorted()
                return (page.path, BuildCache.Entry(key: page.key, size: page.size, modified: modified, assets: assets))
            }
            defer {
                pages = []
                assetRuns = []
                shared = [:]
            }
            return BuildCache.body(
                binary: binary, output: output, assets: assets, shared: sharedFiles, pageCount: pages.count, pages: entries)
        }
    }
}
