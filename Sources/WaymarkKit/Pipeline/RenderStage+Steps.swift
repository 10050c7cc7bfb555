import Foundation

extension RenderStage {
    /// What the render stage's steps share: the writer, what `prepare` made, and the cache to record into.
    struct StepContext {
        let writer: OutputWriter
        let flags: FlagResolver
        let maps: MapRenderer
        let renderer: PageRenderer
        let files: SiteFiles
        let recording: (recorder: CacheRecorder, inputs: PageInputs)?
        let shared: SharedLog
        /// The map files of the pages `sw.js` may list, as the pages were rendered or kept.
        let pageMaps = ServiceWorker.PageMaps()
        var cache: CacheRecorder? { recording?.recorder }
    }

    /// The render stage's steps, in the order they are listed in `--verbose`; `RenderStep.ordered` keeps this order
    /// where their inputs allow.
    func steps(_ c: StepContext) -> [RenderStep] {
        [
            RenderStep(name: "static files", reads: [.theme, .publicFolder, .flags], writes: [.staticFiles]) {
                try copyStatic(flags: c.flags, words: c.renderer.site.wordsScript, writer: c.writer, log: c.shared)
            },
            sitemap(c),
            RenderStep(name: "robots.txt", reads: [.config], writes: [.robots]) {
                try c.writer.write("robots.txt", text: c.files.robots)
            },
            RenderStep(name: "redirects", reads: [.plan, .config], writes: [.redirects]) {
                for file in RetiredPages.files(plan.redirects, site: c.renderer.site) { try c.writer.write(file.path, text: file.text) }
            },
            geoJSONAndSearch(c),
            RenderStep(name: "facets", reads: [.plan, .theme], writes: [.facets]) {
                try c.writer.write(
                    SearchIndex.folder + "/facets.json", text: plan.facets.json(count: plan.locations.count, words: c.renderer.words))
            },
            RenderStep(name: "city names", reads: [.plan], writes: [.cityNames]) {
                for file in c.renderer.cityNames.files { try c.writer.write(file.path, text: file.text) }
            },
            pages(c),
            RenderStep(name: "notice feeds", reads: [.plan, .config], writes: [.noticeFeeds]) {
                let feeds = NoticeFeed(site: c.renderer.site, author: c.renderer.site.config.title, words: c.renderer.words)
                for file in feeds.files(plan.notices, body: c.renderer.noticeBody) { try c.writer.write(file.path, text: file.text) }
                if let near = NearNotices(site: c.renderer.site).text(plan.notices) { try c.writer.write(NearNotices.path, text: near) }
            },
            RenderStep(name: "map stylesheet", reads: [], writes: [.mapStylesheet]) {
                guard sharedRoot == nil else { return }
                for name in ["assets/maps.css", assets.name("assets/maps.css")] { try c.writer.write(name, text: MapStyle.css) }
            },
            RenderStep(
                name: "map assets", reads: [.pages, .maps], writes: [.mapTiles], eachShard: true, inCheck: .skips
            ) {
                // Another language's tree writes only its own: the maps' spread places, in its words.
                try writeMapTiles(
                    c.renderer, c.maps, writer: c.writer, kept: c.cache?.assetsOfReusedPages ?? [],
                    writes: { sharedRoot == nil || !SharedFiles.contains($0) })
            },
            serviceWorkerStep(c),
        ] + hostHeaders(c)
    }

    private func sitemap(_ c: StepContext) -> RenderStep {
        RenderStep(
            name: "sitemap", reads: [.plan, .config], writes: [.sitemaps],
            // Nothing reads their bytes, and they are not among the largest files.
            inCheck: .names { c.writer.countUnwritten(c.files.sitemapPaths) }
        ) {
            try generateShared(
                "sitemap",
                key: SharedOutputKeys.sitemaps(
                    c.files.listedRoutes, baseURL: c.renderer.site.baseURL, trees: c.renderer.site.versions.trees),
                c.cache, c.writer
            ) { emit in for sitemap in c.files.sitemaps { try emit(sitemap.path, sitemap.text) } }
        }
    }

    /// The two largest shared outputs, made at once on two threads: neither reads the other. `check --host` counts
    /// the search index's files as it would write them, without its record blocks' bytes.
    private func geoJSONAndSearch(_ c: StepContext) -> RenderStep {
        // `onlyNamed`: the search index's pack files and boxes are named to the writer, not made.
        let make = { (onlyNamed: Bool) throws in
            _ = try Concurrently.both(
                parallel: jobs > 1,
                {
                    try generateShared(
                        "geojson",
                        key: SharedOutputKeys.geoJSON(plan.locations, baseURL: c.renderer.site.baseURL, route: plan.route(of:)),
                        c.cache, c.writer
                    ) { emit in try c.files.geoJSON(emit) }
                },
                {
                    try generateShared(
                        "search",
                        key: SharedOutputKeys.searchIndex(
                            plan.locations, today: plan.today, wording: c.renderer.statusWords.wording, route: plan.route(of:)),
                        c.cache, c.writer
                    ) {
                        var index = SearchIndex(locations: plan.locations, pagePath: plan.searchPath, today: plan.today)
                        index.status = c.renderer.statusWords
                        try index.write(parallel: jobs > 1, unwritten: onlyNamed ? { c.writer.countUnwritten($0) } : nil, $0)
                    }
                })
        }
        let named = { try make(true) }
        return RenderStep(
            name: "geojson and search index", reads: [.plan, .config], writes: [.geoJSON, .searchIndex],
            inCheck: measuresOutput ? .names(named) : .namesWhenNeeded(named)
        ) { try make(false) }
    }

    private func pages(_ c: StepContext) -> RenderStep {
        RenderStep(
            name: "pages", reads: [.plan, .config, .flags, .maps], writes: [.pages, .mapTiles], eachShard: true,
            // Links are checked on routes and sources, so a check needs only the pages' paths.
            inCheck: .names { c.writer.countUnwritten(plan.pages.lazy.map(\.route.outputPath)) }
        ) { renderPages(c.renderer, writer: c.writer, cache: c.recording, shared: c.shared, maps: c.pageMaps) }
    }

    /// The host's headers file, for a host that reads one: the theme's content-hash names are cached for good.
    private func hostHeaders(_ c: StepContext) -> [RenderStep] {
        guard let host = config.host, host.readsHeadersFile, writesHostHeaders else { return [] }
        let trees = chooserRoot ?? [""]
        return [
            RenderStep(name: "host headers", reads: [.config, .theme], writes: [.hostHeaders]) {
                let text = HostHeaders.text(for: host, immutable: assets.names.values.sorted(), trees: trees)
                try c.writer.write(HostHeaders.fileName, text: text)
            }
        ]
    }
}
