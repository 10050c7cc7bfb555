import Foundation
import Testing

@testable import WaymarkKit

/// Rewrites the build cache of `output` in the site's database, changed by `change`, with the site's key: as someone
/// who edits it and can read the key would.
func rewriteBuildCache(site: URL, output: URL, name: String? = nil, _ change: (inout BuildCache) -> Void) throws {
    let store = try #require(try CacheStore.open(site: site, key: CacheKey.load(site: site)).get())
    let original = BuildCache.name(shard: nil, output: OutputPaths.resolve(output))
    var (cache, _) = try #require(try store.buildCache(original))
    change(&cache)
    let recorded = BuildCache.Recorded(
        assets: cache.assets, shared: cache.shared, pages: cache.pages.map { (path: $0.key, entry: $0.value) })
    try store.queue.write { try store.write(name ?? original, cache, recorded, written: nil, $0) }
}
