import Foundation

/// During the render stage: decides per page whether the previous build's file can stay, and records every page's
/// key, size and map tiles for the next build's cache. Safe to use from the render threads.
final class CacheRecorder: @unchecked Sendable {
    let inputs: PageInputs
    /// The previous build's cache; nil in a full build (the pages are all rendered, and recorded).
    let previous: BuildCache?
    private let lock = NSLock()
    private var pages: [String: (key: Digest, size: Int, modified: Int?, assets: [String])] = [:]
    private var reusedAssets: Set<String> = []
    private var reused = 0

    /// Numbers of the previous build's map tiles that are no longer in the output: pages that use one are rendered.
    private let missingAssets: Set<Int>

    init(inputs: PageInputs, previous: BuildCache?, writer: OutputWriter) {
        self.inputs = inputs
        self.previous = previous
        missingAssets = Set((previous?.assets ?? []).indices.filter { writer.previousSize(of: previous!.assets[$0]) == nil })
    }

    /// Keeps the page's previous file when its key is the same and the file is still there with its size; otherwise
    /// returns the key to record once the page is rendered.
    func reuse(_ page: SitePlan.Page, template: String, writer: OutputWriter) -> Digest? {
        let key = inputs.key(page, template: template)
        let path = page.route.outputPath
        guard let previous, let entry = previous.pages[path], entry.key == key,
            let file = writer.previousFile(path), file.size == entry.size, file.modified == entry.modified,
            !entry.assets.contains(where: missingAssets.contains)
        else { return key }
        let assets = entry.assets.map { previous.assets[$0] }
        writer.keep(path, size: entry.size)
        lock.withLock {
            pages[path] = (key, entry.size, entry.modified, assets)
            reusedAssets.formUnion(assets)
            reused += 1
        }
        return nil
    }

    func record(_ path: String, key: Digest, size: Int, assets: [BasemapAssetKey]) {
        lock.withLock { pages[path] = (key, size, nil, assets.map(\.relativePath)) }
    }

    /// How many pages kept their previous files.
    var reusedPages: Int { lock.withLock { reused } }

    /// The map tiles of the pages that were not rendered: they stay in the output as they are.
    var assetsOfReusedPages: Set<String> { lock.withLock { reusedAssets } }

    /// The cache that describes this build's output, once it is in place: a rendered page's file is looked at for
    /// its modification time (a page whose file is not there is left out, to be rendered next time).
    func cache(binary: Digest, output: String, manifest: Digest, writer: OutputWriter) -> BuildCache {
        var cache = BuildCache(binary: binary, output: output, manifest: manifest)
        lock.withLock {
            cache.assets = Set(pages.values.flatMap(\.assets)).sorted()
            let number = Dictionary(uniqueKeysWithValues: cache.assets.enumerated().map { ($1, $0) })
            for (path, page) in pages {
                guard let modified = page.modified ?? writer.outputFile(path)?.modified else { continue }
                let assets = page.assets.map { number[$0]! }.sorted()
                cache.pages[path] = BuildCache.Entry(key: page.key, size: page.size, modified: modified, assets: assets)
            }
        }
        return cache
    }
}
