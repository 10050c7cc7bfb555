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

    func run(writer: OutputWriter?, log: inout DiagnosticLog) {
        let flags = FlagResolver(fileNames: Self.files(in: paths.content.appendingPathComponent("flags")))
        let renderer = PageRenderer(plan: plan, config: config, templates: templates, flags: flags)
        let shared = SharedLog()
        do {
            try writer?.begin()
            try copyStatic(flags: flags, writer: writer)
            let files = SiteFiles(plan: plan, site: renderer.site)
            try writer?.write("sitemap.xml", text: files.sitemap)
            try writer?.write("robots.txt", text: files.robots)
            try writer?.write("locations.geojson", text: files.geoJSON)
            if let writer { try SearchIndex(locations: plan.locations).write { try writer.write($0, text: $1) } }
        } catch {
            log.error(.file(writer?.destination.path ?? "output"), "\(error)")
            return
        }
        renderPages(renderer, writer: writer, shared: shared)
        log.merge(shared.log)
    }

    private func renderPages(_ renderer: PageRenderer, writer: OutputWriter?, shared: SharedLog) {
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
                do { try writer?.write(page.route.outputPath, text: html) } catch { shared.error(.file(page.route.outputPath), "\(error)") }
                counter.step()
            }
        }
    }

    /// Theme `Public/`, then the site's own `Public/` (a same-named file wins), then the flags.
    private func copyStatic(flags: FlagResolver, writer: OutputWriter?) throws {
        var sources: [String: URL] = [:]
        for folder in [theme.publicFolder, paths.publicFolder] {
            for relative in Self.files(in: folder) { sources[relative] = folder.appendingPathComponent(relative) }
        }
        for (relative, url) in sources.sorted(by: { $0.key < $1.key }) { try writer?.copy(from: url, to: relative) }
        let flagFolder = paths.content.appendingPathComponent("flags")
        for (name, safe) in flags.files.sorted(by: { $0.key < $1.key }) {
            try writer?.copy(from: flagFolder.appendingPathComponent(name), to: "flags/" + safe)
        }
    }

    /// Regular files below a folder, relative paths, sorted; hidden files are skipped.
    static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
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
        let value = lock.withLock { done += 1; return done }
        if value % 500 == 0 || value == total { report("Rendering pages: \(value)/\(total)") }
    }
}
