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

    func run(writer: OutputWriter, timer: inout StageTimer, log: inout DiagnosticLog) {
        let flags = FlagResolver(
            fileNames: Self.files(in: paths.content.appendingPathComponent("flags")),
            bundledFileNames: theme.files(in: "Flags"))
        warnAboutMissingFlags(flags, log: &log)
        guard let maps = Self.mapRenderer(log: &log) else { return }
        let renderer = PageRenderer(plan: plan, config: config, templates: templates, flags: flags, maps: maps, assets: assets)
        let shared = SharedLog()
        let files = SiteFiles(plan: plan, site: renderer.site)
        // The generators, in order. A dry run (`waymark check`) renders no page: links are checked on routes and
        // sources, so it needs only the paths of the files the site would have.
        let generators: [(name: String, run: () throws -> Void)] = [
            ("static files", { try copyStatic(flags: flags, writer: writer) }),
            ("sitemap", { for sitemap in files.sitemaps { try writer.write(sitemap.path, text: sitemap.text) } }),
            ("robots.txt", { try writer.write("robots.txt", text: files.robots) }),
            ("geojson", { try writer.write("locations.geojson", text: files.geoJSON) }),
            (
                "search index",
                // Also in a dry run: `check` counts the index's files against the host's limits.
                { try SearchIndex(locations: plan.locations, pagePath: plan.searchPath).write { try writer.write($0, text: $1) } }
            ),
            ("pages", { if !writer.dryRun { renderPages(renderer, writer: writer, shared: shared) } }),
            ("map assets", { try writeMapAssets(renderer, maps, writer: writer) }),
        ]
        do {
            try writer.begin()
            for generator in generators { try timer.measure("render: " + generator.name) { try generator.run() } }
        } catch {
            log.error(error, at: writer.destination.path)
            return
        }
        log.merge(shared.log)
        timer.measure("render: link check") { reportBrokenLinks(renderer, writer: writer, log: &log) }
    }

    private static func mapRenderer(log: inout DiagnosticLog) -> MapRenderer? {
        switch BundledBasemap.shared {
        case .success(let basemap): return MapRenderer(basemap: basemap)
        case .failure(let error):
            log.error(
                .file("Basemap"), "cannot load the bundled Natural Earth basemap: \(error)",
                hint: "rebuild Waymark with `swift build`")
            return nil
        }
    }

    /// The maps' stylesheet, and the basemap files the rendered maps use (none in a dry run, which draws no map).
    private func writeMapAssets(_ renderer: PageRenderer, _ maps: MapRenderer, writer: OutputWriter) throws {
        try writer.write("assets/maps.css", text: MapStyle.css)
        try writer.write(assets.name("assets/maps.css"), text: MapStyle.css)
        for key in renderer.assets.all.sorted(by: { $0.relativePath < $1.relativePath }) {
            let asset = maps.asset(key)
            try writer.write(asset.relativePath, asset.bytes)
        }
    }

    /// A link to nothing is an error where it is written: in the Markdown page, or in the template whose text has it.
    private func reportBrokenLinks(_ renderer: PageRenderer, writer: OutputWriter, log: inout DiagnosticLog) {
        let check = LinkCheck(basePath: renderer.site.basePath)
        for use in check.broken(check.uses(plan: plan, renderer: renderer), plan: plan, in: writer) {
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

    /// Renders every page into one reusable buffer per thread and writes that buffer as it is.
    private func renderPages(_ renderer: PageRenderer, writer: OutputWriter, shared: SharedLog) {
        let pages = plan.pages
        let counter = ProgressCounter(total: pages.count, report: progress)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var html: [UInt8] = []
            html.reserveCapacity(64 * 1024)
            for index in stride(from: worker, to: pages.count, by: jobs) {
                let page = pages[index]
                html.removeAll(keepingCapacity: true)
                guard renderer.render(page, into: &html) else {
                    let name = PageRenderer.templateName(page.kind)
                    shared.error(
                        .file(paths.display(paths.site.appendingPathComponent("Templates"))),
                        "no template '\(name).mustache' for the page \(page.route.path)")
                    continue
                }
                do { try writer.write(page.route.outputPath, html) } catch { shared.error(.file(page.route.outputPath), "\(error)") }
                counter.step()
            }
        }
    }

    /// Theme `Public/`, then the site's own `Public/` (a same-named file wins), then the flags the
    /// countries use: the site's own, and Waymark's where the site has none.
    private func copyStatic(flags: FlagResolver, writer: OutputWriter) throws {
        let own = Set(Self.files(in: paths.publicFolder))
        for relative in theme.files(in: "Public") where !own.contains(relative) {
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
        let flagFolder = paths.content.appendingPathComponent("flags")
        // Each flag once, however many countries share it; the order of writes does not change the output.
        for source in Set(plan.countries.map(flags.source(for:))) {
            switch source {
            case .site(let name): try writer.copy(from: flagFolder.appendingPathComponent(name), to: "flags/" + flags.files[name]!)
            case .bundled(let name): try writer.write("flags/" + name, theme.bytes("Flags/" + name) ?? [])
            case .placeholder: continue
            }
        }
    }

    /// A country without any flag gets the placeholder, and a warning where the country is written.
    private func warnAboutMissingFlags(_ flags: FlagResolver, log: inout DiagnosticLog) {
        for country in plan.countries where flags.source(for: country) == .placeholder {
            let named = country.flagFile.isEmpty ? "no flag file is named" : "no flag file '\(country.flagFile)' in Content/flags/"
            let iso = country.isoCode.map { "no flag for its ISO code \($0)" } ?? "no ISO code to find a flag by"
            log.warning(
                country.position, "\(country.name) has no flag: \(named), and \(iso); showing a neutral placeholder",
                hint: "add the image to Content/flags/ under the plist's `flag` name or as <iso code>.svg")
        }
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

    private static let skipped: Set<String> = [".git", ".svn", ".hg", ".DS_Store"]
}

/// A diagnostic log that many render threads can add to.
final class SharedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var inner = DiagnosticLog()

    func error(_ position: SourcePosition, _ message: String) { lock.withLock { inner.error(position, message) } }
    var log: DiagnosticLog { lock.withLock { inner } }
}

/// Counts rendered pages and reports progress now and then.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (String) -> Void)?

    init(total: Int, report: (@Sendable (String) -> Void)?) {
        self.total = total
        self.report = report
    }

    func step() {
        guard let report else { return }
        let value = lock.withLock {
            done += 1; return done
        }
        if value % 500 == 0 || value == total { report("Rendering pages: \(value)/\(total)") }
    }
}
