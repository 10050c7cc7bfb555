import Foundation

/// Renders every planned page and copies the static files, spreading pages over `jobs` threads.
struct RenderStage {
    let plan: SitePlan
    let config: SiteConfig
    let templates: TemplateLibrary
    let paths: SitePaths
    let theme: Theme
    let jobs: Int
    /// The content-hash names of the theme's assets, written beside the plain ones.
    let assets: AssetFingerprints
    let progress: (@Sendable (String) -> Void)?
    /// The digests of the whole-file inputs, from which the pages' cache keys are made and recorded for the next
    /// build; and the previous build's cache, to keep the pages whose keys did not change (an incremental build).
    /// Nil when the build uses no cache.
    var cacheSources: PageInputs.SourceDigests? = nil
    var previousCache: BuildCache? = nil
    /// The part of the site to write; nil for all of it.
    var shard: Shard? = nil
    /// The root tree's output folder when this is another language's tree: its pages link to the root's shared files
    /// (`SharedFiles`), which it does not write; nil for the default language's tree.
    var sharedRoot: URL? = nil
    /// The trees' folders (`en/`, `cy/`) when this is the root of a site whose every language has a subfolder: it
    /// writes the host's files (`robots.txt`, the site's top-level `Public/` files, `_headers` for every tree), and
    /// no page (`LanguageChooser`).
    var chooserRoot: [String]? = nil
    /// Whether it writes the host's headers file, which a host reads only at the site's root.
    var writesHostHeaders = true
    /// The site's context layers, drawn in every map they cross.
    var layers = ContextLayers()
    /// Whether the output is measured against a host's limits. A dry run without a host (`waymark check` of a site
    /// with no `host:`) does not make the GeoJSON and the search index, whose files only a host's limits count;
    /// it makes them (by name) only when a link written in a template or page points at nothing else.
    var measuresOutput = true
    /// A check (`waymark check`): it renders no page and writes nothing, and does with each step what the step's
    /// `inCheck` says.
    var checks = false

    func run(writer: OutputWriter, timer: inout StageTimer, log: inout DiagnosticLog) -> CacheRecorder? {
        guard let c = prepare(writer: writer, timer: &timer, log: &log) else { return nil }
        let steps = RenderStep.ordered(steps(c)).filter { chooserRoot == nil || $0.writes.isSubset(of: Self.rootFiles) }
        do {
            try writer.begin()
            for step in steps {
                // Another shard writes the shared files; this one only learns their names, for the link check.
                writer.writtenElsewhere = !step.eachShard && shard?.writesSharedFiles == false
                try timer.measure("render: " + step.name) { try checks ? Self.check(step) : step.run() }
            }
            writer.writtenElsewhere = false
            c.cache?.finishRendering()
        } catch {
            log.error(error, at: writer.destination.path)
            return nil
        }
        log.merge(c.shared.log)
        timer.measure("render: link check") {
            reportBrokenLinks(c.renderer, writer: writer, log: &log) {
                let needed = steps.compactMap { if case .namesWhenNeeded(let name) = $0.inCheck { name } else { nil } }
                guard checks, !needed.isEmpty else { return false }
                for name in needed { try? name() }
                return true
            }
        }
        return c.cache
    }

    /// What the root of a site whose every language has a subfolder writes.
    private static let rootFiles: Set<RenderStep.Data> = [.staticFiles, .robots, .hostHeaders]

    /// What a check does with a step: it writes nothing, so it runs only what its messages and figures need.
    private static func check(_ step: RenderStep) throws {
        switch step.inCheck {
        case .runs: try step.run()
        case .names(let name): try name()
        case .namesWhenNeeded, .skips: break
        }
    }

    /// The flags, the maps and the page renderer, with their warnings; the page keys of an incremental build.
    private func prepare(writer: OutputWriter, timer: inout StageTimer, log: inout DiagnosticLog) -> StepContext? {
        let prepared = timer.measure("render: flags, maps and nearest locations") { () -> (FlagResolver, MapRenderer, PageRenderer)? in
            let flagFolder = paths.content.appendingPathComponent("flags")
            var resolver = FlagResolver(fileNames: Self.files(in: flagFolder), bundledFileNames: theme.files(in: "Flags"))
            resolver.useThumbnails(
                FlagThumbnails.drawn(
                    plan.countries.map { [resolver] in (resolver.source(for: $0), $0.isoCode?.lowercased()) }, theme: theme,
                    siteBytes: { name in (try? Data(contentsOf: flagFolder.appendingPathComponent(name))).map { [UInt8]($0) } }))
            warnAboutMissingFlags(resolver, log: &log)
            warnAboutPublicLinks(log: &log)
            guard let maps = Self.mapRenderer(layers: layers, log: &log) else { return nil }
            var renderer = PageRenderer(
                plan: plan, config: config, templates: templates, flags: resolver, maps: maps, assets: assets,
                wordsSource: wordsSource, rendersPages: !checks)
            if !checks, chooserRoot == nil {
                let use = renderer.streetTileUse(parallel: jobs > 1)
                renderer.maps?.streetUse = use
            }
            return (resolver, renderer.maps ?? maps, renderer)
        }
        guard let (flags, maps, renderer) = prepared else { return nil }
        if !checks {
            let write: @Sendable (MapAsset) throws -> Void = { try writer.write($0.relativePath, $0.bytes) }
            if sharedRoot == nil { maps.tileFills.send(to: write) }
            maps.tileFills.sendSpreads(to: write)
        }
        // The keys use the renderer's nearest-neighbour index: the neighbours a page shows are those it hashes. They
        // stay beside the recorder, not in it: they hold the plan, which is let go after rendering, while the
        // recorder lives on to save the cache.
        let inputs = timer.measure("render: page keys") {
            cacheSources.map {
                PageInputs(
                    plan: plan, sources: $0, templateTexts: templates.texts, neighbours: renderer.locationIndex,
                    streetUse: maps.streetUse, parallel: jobs > 1)
            }
        }
        // A file a page, and the few shared ones (the search index's are an eighth as many at 100,000 locations).
        writer.reserve(files: plan.pages.count + plan.pages.count / 8 + 1024)
        let recording = inputs.map {
            (
                recorder: CacheRecorder(previous: previousCache, writer: writer, pageCount: plan.pages.count, sharedRoot: sharedRoot),
                inputs: $0
            )
        }
        return StepContext(
            writer: writer, flags: flags, maps: maps, renderer: renderer, files: SiteFiles(plan: plan, site: renderer.site),
            recording: recording, shared: SharedLog())
    }

    private static func mapRenderer(layers: ContextLayers, log: inout DiagnosticLog) -> MapRenderer? {
        switch BundledBasemap.shared {
        case .success(let basemap): return MapRenderer(basemap: basemap, layers: layers)
        case .failure(let error):
            log.error(
                .file("Basemap"), "cannot load the bundled Natural Earth basemap: \(error)",
                hint: "rebuild Waymark with `swift build`")
            return nil
        }
    }

    /// The basemap files the rendered maps use (none in a dry run, which draws no map); the files of pages an
    /// incremental build did not render (`kept`) stay as they are. Each shard writes the tiles of its own pages (a
    /// tile two shards use has the same bytes in both).
    func writeMapTiles(
        _ renderer: PageRenderer, _ maps: MapRenderer, writer: OutputWriter, kept: Set<String>, writes: (String) -> Bool = { _ in true }
    ) throws {
        // The pages' threads sent each tile and each map's spread places to the writer when they first made them
        // (`TileFillCache`); what is left are the few whole-world views.
        try maps.tileFills.rethrow()
        let drawn = renderer.assets.all
        for key in drawn.filter({ !$0.isTile && writes($0.relativePath) }).sorted() {
            let asset = maps.asset(key)
            try writer.write(asset.relativePath, asset.bytes)
        }
        guard !kept.isEmpty else { return }
        for path in kept.subtracting(drawn.lazy.map(\.relativePath)).sorted() where writes(path) {
            guard let size = writer.previousSize(of: path) else { continue }
            writer.keep(path, size: size)
        }
    }

    /// Runs a generator of files that every page shares (`make` gives each file's path and text to its argument),
    /// unless it is `reusable` and the previous build's files were made from the same inputs (`key`) and are still
    /// there: then they stay. Without a cache (a dry run, or a shard that only learns the shared files' names) it
    /// just runs; with one, its files are recorded for the next build.
    func generateShared(
        _ generator: String, key: @autoclosure () -> Digest, _ cache: CacheRecorder?, _ writer: OutputWriter,
        reusable: Bool = true, _ make: ((String, String) throws -> Void) throws -> Void
    ) throws {
        guard let cache, !writer.writtenElsewhere else { return try make { try writer.write($0, text: $1) } }
        let key = key()
        if reusable, cache.reuseShared(generator, key: key, writer: writer) { return }
        var files: [(path: String, size: Int, modified: Int?)] = []
        try make { path, text in
            let modified = try writer.write(path, text: text)
            files.append((path, text.utf8.count, modified))
        }
        cache.recordShared(generator, key: key, files: files)
    }

    /// A link to nothing is an error where it is written: in the Markdown page, or in the template whose text has it.
    /// `makeSkipped` makes what a dry run skipped, when a link is not found without it; false if there was nothing.
    private func reportBrokenLinks(
        _ renderer: PageRenderer, writer: OutputWriter, log: inout DiagnosticLog, makeSkipped: () -> Bool
    ) {
        let check = LinkCheck(basePath: renderer.site.basePath)
        let uses = check.uses(plan: plan, renderer: renderer)
        var broken = check.broken(uses, plan: plan, in: writer)
        if !broken.isEmpty, makeSkipped() { broken = check.broken(uses, plan: plan, in: writer) }
        for use in broken {
            let page = plan.pages[use.page]
            var position: SourcePosition?
            switch use.source {
            case .markdown(let i):
                let content = plan.contentPages[i]
                let written = "/" + use.link.dropFirst(renderer.site.basePath.count)
                position =
                    Self.locate(written, in: content.markdown).map {
                        SourcePosition(path: content.position.path, line: content.bodyLine + $0.line - 1, column: $0.column)
                    } ?? content.position
            case .template(let name):
                let relative = String(use.link.dropFirst(renderer.site.basePath.count))
                if !relative.isEmpty, let text = templates.texts[name], let path = templates.sources[name],
                    let found = Self.locate(relative, in: text)
                {
                    position = SourcePosition(path: path, line: found.line, column: found.column)
                }
            }
            let name = PageRenderer.templateName(page.kind)
            log.error(
                position ?? .file(templates.sources[name] ?? "Templates/\(name).mustache"),
                "the page \(page.route.path) links to \(use.link), which is not part of the site",
                hint: "fix the link, or add the page or file it points to")
        }
    }

    /// The 1-based line and column of the first occurrence of `needle` in `text`.
    static func locate(_ needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column)
    }

    /// Renders every page into one reusable buffer per thread and writes that buffer as it is; in an incremental
    /// build, a page whose inputs did not change is not rendered and its file stays.
    func renderPages(
        _ renderer: PageRenderer, writer: OutputWriter, cache: (recorder: CacheRecorder, inputs: PageInputs)?, shared: SharedLog,
        maps: ServiceWorker.PageMaps
    ) {
        let pages = plan.pages
        let counter = ProgressCounter(total: pages.count, report: progress)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var html: [UInt8] = []
            html.reserveCapacity(64 * 1024)
            var renderer = renderer
            let everyTile = renderer.assets
            renderer.assets = MapAssetCollector()
            var kept = cache?.recorder.keeping()
            defer { if let kept { cache?.recorder.merge(kept, writer: writer) } }
            for index in stride(from: worker, to: pages.count, by: jobs) {
                let page = pages[index]
                if let shard, !shard.writes(page) { continue }
                // One string for the cache and the writer, not a copy each.
                let path = page.route.outputPath
                var key: Digest?
                if let cache {
                    let pageKey = cache.inputs.key(page, path: path, template: renderer.templateKey(page))
                    key = cache.recorder.reuse(number: index, path, key: pageKey, writer: writer, into: &kept!)
                    if key == nil {
                        maps.record(path, cache.recorder.previousMapFiles(path, in: kept!))
                        counter.step()
                        continue
                    }
                }
                html.removeAll(keepingCapacity: true)
                let rendered = renderer.render(page, into: &html)
                let tiles = renderer.assets.drain()
                everyTile.add(tiles)
                maps.record(path, tiles.map(\.relativePath))
                guard rendered else {
                    let name = PageRenderer.templateName(page.kind)
                    shared.error(
                        .file(paths.display(paths.site.appendingPathComponent("Templates"))),
                        "no template '\(name).mustache' for the page \(page.route.path)")
                    continue
                }
                do {
                    let modified = try writer.write(path, html)
                    if let key {
                        cache?.recorder.record(number: index, path, key: key, size: html.count, modified: modified, assets: tiles)
                    }
                } catch {
                    shared.error(.file(path), "\(error)")
                }
                counter.step()
            }
        }
    }

    /// Theme `Public/`, then the site's own `Public/` (a same-named file wins; the site owner's own files, copied as
    /// they are), then the flags the countries use (`writeFlags`) and the tree's words script.
    /// Another language's tree writes only the site's files that are not shared.
    func copyStatic(flags: FlagResolver, words: WordsScript?, writer: OutputWriter, log: SharedLog) throws {
        let writes = { (path: String) in sharedRoot == nil || !SharedFiles.contains(path) }
        let own = Set(Self.files(in: paths.publicFolder).filter(writes))
        for relative in theme.files(in: "Public") where !own.contains(relative) && writes(relative) {
            let bytes = theme.bytes("Public/" + relative) ?? []
            try writer.write(relative, bytes)
            if let hashed = assets.names[relative] { try writer.write(hashed, bytes) }
        }
        for relative in own.sorted() {
            try writer.copy(from: paths.publicFolder.appendingPathComponent(relative), to: relative)
            if let hashed = assets.names[relative] {
                try writer.copy(from: paths.publicFolder.appendingPathComponent(relative), to: hashed)
            }
        }
        if sharedRoot == nil { try writeFlags(flags, writer: writer, log: log) }
        if let words { try writer.write(words.path, text: words.text) }
    }

    /// The `words.js` the site's pages load: the site's own, else the theme's; a tree's words script begins with it.
    private var wordsSource: [UInt8] {
        let own = paths.publicFolder.appendingPathComponent("assets/words.js")
        return (FileManager.default.contents(atPath: own.path)).map { [UInt8]($0) } ?? theme.bytes("Public/assets/words.js") ?? []
    }

    /// Regular files below a folder, relative paths, sorted. Hidden files are kept (`.nojekyll`,
    /// `.well-known/`); version-control folders and editor litter are not.
    static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let root = folder.standardizedFileURL.path + "/"
        var files: [String] = []
        for case let url as URL in enumerator {
            if Self.skipped.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
        }
        return files.sorted()
    }

    static let skipped: Set<String> = [".git", ".svn", ".hg", ".DS_Store"]
}

/// A diagnostic log that many render threads can add to.
final class SharedLog: Sendable {
    private let inner = Locked(DiagnosticLog())

    func error(_ position: SourcePosition, _ message: String) { inner.withLock { $0.error(position, message) } }

    func warning(_ position: SourcePosition, _ message: String, hint: String?) {
        inner.withLock { $0.warning(position, message, hint: hint) }
    }
    var log: DiagnosticLog { inner.withLock { $0 } }
}

/// Counts rendered pages and reports progress now and then.
final class ProgressCounter: Sendable {
    private let done = Locked(0)
    private let total: Int
    private let report: (@Sendable (String) -> Void)?

    init(total: Int, report: (@Sendable (String) -> Void)?) {
        self.total = total
        self.report = report
    }

    func step() {
        guard let report else { return }
        let value = done.withLock {
            $0 += 1
            return $0
        }
        if value % 500 == 0 || value == total { report("Rendering pages: \(value)/\(total)") }
    }
}
