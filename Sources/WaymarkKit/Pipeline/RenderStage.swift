import Foundation

/// Renders every planned page and copies the static files, spreading pages over `jobs` threads.
struct RenderStage {
    let plan: SitePlan
    let config: SiteConfig
    let templates: TemplateLibrary
    let paths: SitePaths
    let theme: Theme
    let jobs: Int
    let progress: (@Sendable (String) -> Void)?

    func run(writer: OutputWriter, log: inout DiagnosticLog) {
        let bundledFlags = FlagResolver.bundledFolder()
        let flags = FlagResolver(
            fileNames: Self.files(in: paths.content.appendingPathComponent("flags")),
            bundledFileNames: bundledFlags.map { Self.files(in: $0) } ?? [])
        warnAboutMissingFlags(flags, log: &log)
        let maps: MapRenderer
        switch BundledBasemap.shared {
        case .success(let basemap): maps = MapRenderer(basemap: basemap)
        case .failure(let error):
            log.error(
                .file("Basemap"), "cannot load the bundled Natural Earth basemap: \(error)",
                hint: "rebuild Waymark with `swift build`, or set WAYMARK_BASEMAP_DIR")
            return
        }
        let renderer = PageRenderer(plan: plan, config: config, templates: templates, flags: flags, maps: maps)
        let shared = SharedLog()
        do {
            try writer.begin()
            for skipped in try copyStatic(flags: flags, bundledFlags: bundledFlags, writer: writer) {
                log.warning(
                    .file(paths.display(skipped)), "this file is not copied: its name is not safe in a URL",
                    hint: "rename it with letters, digits, '-', '_' and '.' only (no spaces), and link to the new name")
            }
            let files = SiteFiles(plan: plan, site: renderer.site)
            for sitemap in files.sitemaps { try writer.write(sitemap.path, text: sitemap.text) }
            try writer.write("robots.txt", text: files.robots)
            try writer.write("locations.geojson", text: files.geoJSON)
            // Nothing links into the search index (the script reads it), so a dry run has no need to build it.
            if !writer.dryRun { try SearchIndex(locations: plan.locations).write { try writer.write($0, text: $1) } }
        } catch {
            log.error(.file(writer.destination.path), "\(error)")
            return
        }
        let links = LinkCheck(basePath: renderer.site.basePath)
        renderPages(renderer, writer: writer, links: links, shared: shared)
        do {
            try writer.write("assets/maps.css", text: MapStyle.css)
            for key in renderer.assets.all.sorted(by: { $0.relativePath < $1.relativePath }) {
                if writer.dryRun {
                    try writer.write(key.relativePath, [UInt8]())  // the path is enough for the link check
                } else {
                    let asset = maps.asset(key)
                    try writer.write(asset.relativePath, asset.bytes)
                }
            }
        } catch {
            shared.error(.file(writer.destination.path), "\(error)")
        }
        log.merge(shared.log)
        reportBrokenLinks(links, writer: writer, log: &log)
    }

    /// A link to nothing is an error where it is written: in the Markdown page, or in the template whose text has it
    /// (else at the page's own template).
    private func reportBrokenLinks(_ links: LinkCheck, writer: OutputWriter, log: inout DiagnosticLog) {
        let base = LinkCheck.basePath(config)
        for (link, index) in links.broken(in: writer) {
            let page = plan.pages[index]
            var position: SourcePosition?
            if case .content(let i) = page.kind {
                let content = plan.contentPages[i]
                position =
                    Self.locate(link, in: content.markdown).map {
                        SourcePosition(path: content.position.path, line: content.bodyLine + $0.line - 1, column: $0.column)
                    } ?? content.position
            } else {
                let relative = String(link.dropFirst(base.count))
                for name in templates.texts.keys.sorted() where !relative.isEmpty {
                    if let found = Self.locate(relative, in: templates.texts[name]!), let path = templates.sources[name] {
                        position = SourcePosition(path: path, line: found.line, column: found.column)
                        break
                    }
                }
            }
            let name = PageRenderer.templateName(page.kind)
            log.error(
                position ?? .file(templates.sources[name] ?? "Templates/\(name).mustache"),
                "the page \(page.route.path) links to \(link), which is not part of the site",
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

    private func renderPages(_ renderer: PageRenderer, writer: OutputWriter, links: LinkCheck, shared: SharedLog) {
        let pages = plan.pages
        let counter = ProgressCounter(total: pages.count, report: progress)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            for index in stride(from: worker, to: pages.count, by: jobs) {
                let page = pages[index]
                guard let html = renderer.render(page) else {
                    let name = PageRenderer.templateName(page.kind)
                    shared.error(.file(paths.display(theme.templates)), "no template '\(name).mustache' for the page \(page.route.path)")
                    continue
                }
                links.collect(html, page: index)
                do { try writer.write(page.route.outputPath, text: html) } catch { shared.error(.file(page.route.outputPath), "\(error)") }
                counter.step()
            }
        }
    }

    /// Theme `Public/`, then the site's own `Public/` (a same-named file wins), then the site's flags
    /// and those of Waymark's own flags that the countries use.
    /// Returns the files left out because their names cannot be URLs (a space, say).
    private func copyStatic(flags: FlagResolver, bundledFlags: URL?, writer: OutputWriter) throws -> [URL] {
        var sources: [String: URL] = [:]
        for folder in [theme.publicFolder, paths.publicFolder] {
            for relative in Self.files(in: folder) { sources[relative] = folder.appendingPathComponent(relative) }
        }
        var skipped: [URL] = []
        for (relative, url) in sources.sorted(by: { $0.key < $1.key }) {
            guard relative.split(separator: "/").allSatisfy({ Route.isSafeSegment(String($0)) }) else {
                skipped.append(url)
                continue
            }
            try writer.copy(from: url, to: relative)
        }
        let flagFolder = paths.content.appendingPathComponent("flags")
        for (name, safe) in flags.files.sorted(by: { $0.key < $1.key }) {
            try writer.copy(from: flagFolder.appendingPathComponent(name), to: "flags/" + safe)
        }
        guard let bundledFlags else { return skipped }
        let used = Set(
            plan.countries.compactMap { country -> String? in
                if case .bundled(let name) = flags.source(for: country) { return name } else { return nil }
            })
        for name in used.sorted() { try writer.copy(from: bundledFlags.appendingPathComponent(name), to: "flags/" + name) }
        return skipped
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

    /// Regular files below a folder, relative paths, sorted; hidden files are skipped.
    static func files(in folder: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        let root = folder.standardizedFileURL.path + "/"
        var files: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
        }
        return files.sorted()
    }
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
