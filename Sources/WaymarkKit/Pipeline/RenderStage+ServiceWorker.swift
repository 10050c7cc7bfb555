import Foundation

extension RenderStage {
    /// `sw.js`, whose precache manifest has the hash of each file it lists, as written: it reads them all.
    func serviceWorkerStep(_ c: StepContext) -> RenderStep {
        RenderStep(
            name: "service worker",
            reads: [
                .staticFiles, .sitemaps, .robots, .redirects, .geoJSON, .searchIndex, .facets, .cityNames, .pages, .mapStylesheet,
                .mapTiles,
                .noticeFeeds,
            ],
            writes: [.serviceWorker],
            // A check has no page bytes to hash, so `sw.js` counts as a file of unknown size, as pages do.
            inCheck: .names { if config.offline { c.writer.countUnwritten([ServiceWorker.fileName]) } }
        ) {
            // The same files to list, with the same bytes, give the same `sw.js`.
            guard config.offline else { return }
            let same =
                c.writer.touched(expected: [ServiceWorker.fileName, HostHeaders.fileName]).map {
                    !$0.contains(where: ServiceWorker.mayList)
                } ?? false
            // The root's files this tree lists are read from the root tree, written before it.
            let shared = sharedRoot.map { SharedFiles.read(root: $0, maps: c.pageMaps.every) } ?? [:]
            let key = Digester.digest { digest in
                digest.add(c.renderer.site.basePath)
                for path in shared.keys.sorted() { digest.add(path + " " + ServiceWorker.revision(shared[path]!)) }
            }
            try generateShared("sw", key: key, c.cache, c.writer, reusable: same) {
                try $0(ServiceWorker.fileName, serviceWorker(c.renderer, writer: c.writer, maps: c.pageMaps, shared: shared))
            }
        }
    }

    /// `sw.js`, last: its precache manifest has the hash of each file it lists, as written; the map files of the
    /// pages it lists are those the pages were rendered with (`maps`). `shared` are the root's files another
    /// language's tree lists by their path on the host (`SharedFiles`).
    func serviceWorker(
        _ renderer: PageRenderer, writer: OutputWriter, maps: ServiceWorker.PageMaps, shared: [String: [UInt8]] = [:]
    ) -> String {
        let site = renderer.site
        var sizes = writer.sizes
        for (path, bytes) in shared { sizes[path] = bytes.count }
        let selected = ServiceWorker.select(sizes, plain: Set(assets.names.keys), maps: maps.of)
        let entries = { (paths: [String]) in
            paths.map { path in
                guard let bytes = shared[path] else {
                    return ServiceWorker.Entry(url: ServiceWorker.url(path), revision: ServiceWorker.revision(writer.bytes(at: path) ?? []))
                }
                return ServiceWorker.Entry(url: site.sharedPath + path, revision: ServiceWorker.revision(bytes))
            }
        }
        return ServiceWorker.script(
            basePath: site.basePath, sharedPath: site.sharedPath, shell: entries(selected.shell), site: entries(selected.site),
            left: selected.left)
    }
}
