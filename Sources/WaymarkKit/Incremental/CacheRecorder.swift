import Foundation

/// During the render stage: decides per page whether the previous build's file can stay, and records every page's
/// key, size and map tiles for the next build's cache. Safe to use from the render threads.
final class CacheRecorder: Sendable {
    /// A page as recorded: its map tiles are numbers into `assetPaths`, so that a large site's 200,000 pages don't
    /// each hold their own copies of the same few thousand tile paths, and those numbers are a run of `assetRuns`,
    /// so that they don't each hold an array either.
    fileprivate struct Recorded {
        /// The page's file, the same string the writer keeps for it.
        var path: String
        var key: Digest
        var size: Int
        var modified: Int?
        var assets: Range<Int32>
    }

    /// What the render threads record, one at a time.
    private struct State {
        /// The previous build's cache; nil in a full build (the pages are all rendered, and recorded), and once the
        /// render stage is over (`finishRendering`).
        var previous: BuildCache?
        /// By page number in the plan: an array is less than half the memory of a dictionary by path.
        var pages: [Recorded?]
        var assetRuns: [Int32] = []
        var assetPaths: [String] = []
        var assetNumbers: [String: Int32] = [:]
        var reusedAssets: Set<Int32> = []
        var reused = 0
        /// The shared files by generator and path, as recorded: a written file's modification time is read after the
        /// commit.
        var shared: [String: [String: (key: Digest, size: Int, modified: Int?)]] = [:]

        /// The tile's number in `assetPaths`.
        mutating func number(_ path: String) -> Int32 {
            if let known = assetNumbers[path] { return known }
            let next = Int32(assetPaths.count)
            assetPaths.append(path)
            assetNumbers[path] = next
            return next
        }

        /// Appends a page's tile numbers to `assetRuns`.
        mutating func run(_ numbers: [Int32]) -> Range<Int32> {
            let start = Int32(assetRuns.count)
            assetRuns += numbers
            return start..<Int32(assetRuns.count)
        }

        /// A page's tile numbers.
        func numbers(_ run: Range<Int32>) -> ArraySlice<Int32> { assetRuns[Int(run.lowerBound)..<Int(run.upperBound)] }
    }
    private let state: Locked<State>

    /// By the previous build's tile number: the tile's number here, and whether its file is no longer in the output (a
    /// page that uses such a tile is rendered). Made once, so that keeping a page looks up no tile by its path.
    private let previousNumbers: [Int32]
    private let missingAssets: [Bool]

    /// `sharedRoot`: the root tree's folder when this is another language's tree, whose pages use the map tiles the
    /// root tree wrote (`SharedFiles`): those are looked for there, where they are, not in this tree's output.
    init(previous: BuildCache?, writer: OutputWriter, pageCount: Int, sharedRoot: URL? = nil) {
        var state = State(previous: previous, pages: Array(repeating: nil, count: pageCount))
        let assets = previous?.assets ?? []
        missingAssets = assets.map { path in
            guard let sharedRoot, SharedFiles.contains(path) else { return writer.previousSize(of: path) == nil }
            return !FileManager.default.fileExists(atPath: sharedRoot.appendingPathComponent(path).path)
        }
        previousNumbers = assets.map { state.number($0) }
        self.state = Locked(state)
    }

    /// What one render thread keeps of the previous build, handed over once when it is done (`merge`): taking the
    /// recorder's and the writer's locks for each of 100,000 kept pages made the two threads wait on each other.
    struct Kept {
        /// The previous build's cache, taken once for the thread, not read from the recorder (and retained) per page.
        fileprivate let previous: BuildCache?
        fileprivate var pages: [(index: Int, page: Recorded, assets: [Int])] = []
        fileprivate var files: [(path: String, size: Int)] = []
    }

    /// A render thread's own `Kept`, to pass to each `reuse` and then to `merge`.
    func keeping() -> Kept { Kept(previous: state.withLock { $0.previous }) }

    /// Keeps the page's previous file when its key (`PageInputs.key`) is the same and the file is still there with
    /// its size and modification time; otherwise returns the key to record once the page is rendered.
    func reuse(number index: Int, _ path: String, key: Digest, writer: OutputWriter, into kept: inout Kept) -> Digest? {
        guard let entry = kept.previous?.pages[path], entry.key == key, !entry.assets.contains(where: { missingAssets[$0] }),
            let file = writer.previousFile(path, listed: true), file.size == entry.size, file.modified == entry.modified
        else { return key }
        kept.pages.append((index, Recorded(path: path, key: key, size: entry.size, modified: entry.modified, assets: 0..<0), entry.assets))
        kept.files.append((path, entry.size))
        return nil
    }

    /// The map tiles a page kept from the previous build uses, in the order its HTML names them.
    func previousMapFiles(_ path: String, in kept: Kept) -> [String] {
        guard let previous = kept.previous, let entry = previous.pages[path] else { return [] }
        return entry.assets.map { previous.assets[$0] }
    }

    /// Takes what a render thread kept: its pages with their tiles, and their files for the writer.
    func merge(_ kept: Kept, writer: OutputWriter) {
        writer.keep(kept.files)
        state.withLock { state in
            for (index, var page, assets) in kept.pages {
                page.assets = state.run(assets.map { previousNumbers[$0] })
                state.pages[index] = page
                state.reusedAssets.formUnion(state.numbers(page.assets))
            }
            state.reused += kept.pages.count
        }
    }

    /// Records a rendered page: its number in the plan, its file, key, size and modification time (as the writer
    /// wrote it; nil leaves the page out of the cache, to be rendered next time), and the map tiles it uses.
    func record(number index: Int, _ path: String, key: Digest, size: Int, modified: Int?, assets: [BasemapAssetKey]) {
        state.withLock { state in
            let run = state.run(assets.map { state.number($0.relativePath) })
            state.pages[index] = Recorded(path: path, key: key, size: size, modified: modified, assets: run)
        }
    }

    /// Keeps the files a generator of shared files wrote in the previous build when it made them from the same inputs
    /// (`key`) and they are all still there with their sizes and modification times; false when it must run again,
    /// and when this build already wrote one of the paths (a file of the site's `Public/`, which the generator's replaces).
    func reuseShared(_ generator: String, key: Digest, writer: OutputWriter) -> Bool {
        guard writer.inPlace, let files = state.withLock({ $0.previous?.shared[generator] }), !files.isEmpty,
            !files.keys.contains(where: writer.contains),
            files.allSatisfy({ path, file in
                file.key == key && writer.previousFile(path).map { $0 == (file.size, file.modified) } == true
            })
        else { return false }
        for (path, file) in files { writer.keep(path, size: file.size) }
        state.withLock { $0.shared[generator] = files.mapValues { ($0.key, $0.size, $0.modified) } }
        return true
    }

    /// Records the files a generator of shared files wrote, made from the inputs `key`, with their sizes and
    /// modification times.
    func recordShared(_ generator: String, key: Digest, files: [(path: String, size: Int, modified: Int?)]) {
        let table = Dictionary(files.map { ($0.path, (key, $0.size, $0.modified)) }, uniquingKeysWith: { $1 })
        state.withLock { $0.shared[generator] = table }
    }

    /// Lets go of the previous build's cache once every page and shared file has been decided (it is large, and the
    /// commit and the new cache come after); called after the render threads are done.
    func finishRendering() {
        state.withLock { $0.previous = nil }
    }

    /// How many pages kept their previous files.
    var reusedPages: Int { state.withLock { $0.reused } }

    /// The map tiles of the pages that were not rendered: they stay in the output as they are.
    var assetsOfReusedPages: Set<String> { state.withLock { state in Set(state.reusedAssets.map { state.assetPaths[Int($0)] }) } }

    /// What the cache that describes this build's output records (`BuildCache.Recorded`; the manifest and kept entries
    /// are known once the output is swapped in, which keeps every file's modification time): a rendered page's time is
    /// the one its file had when written (a page whose file was not written is left out, to be rendered next time).
    /// The pages are in the plan's order.
    func recorded() -> BuildCache.Recorded {
        // Taken out whole, so the recorder lets go of its pages as the cache's rows are made.
        let state = state.withLock { state in
            defer {
                state.pages = []
                state.assetRuns = []
                state.shared = [:]
            }
            return state
        }
        // The cache numbers the tiles in path order, so that its rows do not depend on the order pages were rendered.
        var used = Set<Int32>()
        for case let page? in state.pages { used.formUnion(state.numbers(page.assets)) }
        let assets = used.map { state.assetPaths[Int($0)] }.sorted()
        let number = Dictionary(uniqueKeysWithValues: assets.enumerated().map { (state.assetNumbers[$1]!, $0) })
        let pages = state.pages.compactMap { page -> (path: String, entry: BuildCache.Entry)? in
            guard let page, let modified = page.modified else { return nil }
            // In the order the page names them, which `sw.js` lists a kept page's map files in.
            let assets = state.numbers(page.assets).map { number[$0]! }
            return (page.path, BuildCache.Entry(key: page.key, size: page.size, modified: modified, assets: assets))
        }
        return BuildCache.Recorded(assets: assets, shared: Self.complete(state.shared), pages: pages)
    }

    /// The shared files of each generator whose files all have their modification time: a generator whose files are not
    /// all there is left out whole, so that the next build runs it.
    private static func complete(
        _ shared: [String: [String: (key: Digest, size: Int, modified: Int?)]]
    ) -> [String: [String: BuildCache.SharedFile]] {
        shared.compactMapValues { files in
            var entries: [String: BuildCache.SharedFile] = [:]
            for (path, file) in files {
                guard let modified = file.modified else { return nil }
                entries[path] = BuildCache.SharedFile(key: file.key, size: file.size, modified: modified)
            }
            return entries
        }
    }
}
