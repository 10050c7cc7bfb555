import Foundation

/// The build, stage by stage: load → check → plan → render → write.
public struct Pipeline: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs the stages for one language's tree. Errors in the inputs end the run before anything is written; the
    /// previous output stays.
    func buildTree() -> BuildReport {
        var log = DiagnosticLog()
        var timer = StageTimer()
        var report = BuildReport(diagnostics: [])
        // The site's data, its plan and the renderer live only in `render`: they are the largest values of a build,
        // and the commit and the new build cache do not need them.
        let rendered = render(report: &report, log: &log, timer: &timer)
        let session = rendered.session
        if let refusal = rendered.refusal {
            session?.finish(succeeded: false, output: nil, kept: [], report: &report)
            // Nothing about the site is reported when its output folder cannot be written, as before it was loaded.
            var report = BuildReport(diagnostics: [refusal])
            report.refusedOutput = true
            return report
        }
        if !log.hasErrors, let recorder = rendered.recorder, rendered.folder != nil {
            session?.startSaving(recorder)
        }
        if let (writer, config) = rendered.output {
            timer.measure("host") { checkHost(config, writer: writer, report: &report, log: &log) }
        }
        if let writer = rendered.output?.writer, options.write {
            commit(writer, rendered.folder, session, languages: report.languages, report: &report, log: &log, timer: &timer)
        }
        if let session { finishCache(session, rendered, succeeded: !log.hasErrors, report: &report, timer: &timer) }
        if log.hasErrors { rendered.folder?.abort() }
        report.diagnostics = log.summarized
        report.timings = timer.timings
        // The writer's tables of every file, the folder's manifest and the new cache, not freed one entry at a time
        // either, for the reason `KeptUntilExit` gives.
        if options.endsProcess { KeptUntilExit.keep((rendered, session)) }
        return report
    }

    /// Ends the build's cache session; saving what the build recorded is timed as "save cache".
    private func finishCache(
        _ session: CacheSession, _ rendered: Rendered, succeeded: Bool, report: inout BuildReport, timer: inout StageTimer
    ) {
        let (output, kept) = (rendered.folder?.real, rendered.output?.writer.kept ?? [])
        guard succeeded, session.isSaving else {
            return session.finish(succeeded: succeeded, output: output, kept: kept, report: &report)
        }
        timer.measure("save cache") { session.finish(succeeded: true, output: output, kept: kept, report: &report) }
    }

    /// Swaps the output in when the build has no errors.
    private func commit(
        _ writer: OutputWriter, _ folder: OutputFolder?, _ session: CacheSession?, languages: [String], report: inout BuildReport,
        log: inout DiagnosticLog, timer: inout StageTimer
    ) {
        (report.files, report.bytes, report.unchanged) = writer.statistics
        guard !log.hasErrors else { return }
        do {
            // A build killed while it changes the output leaves no cache, so the next one renders everything;
            // a build without the cache removes it, as it no longer describes the output.
            if let folder, let session {
                session.forget(output: folder.real)
            } else if let folder {
                BuildCache.remove(site: options.site, shard: options.shard, output: folder.real)
            }
            try timer.measure("swap") { try writer.commit() }
            warnAboutKeptFiles(writer.kept, languages: languages, log: &log)
        } catch {
            log.error(error, at: options.output.path)
        }
    }

    /// The output folder, locked for this build, and the previous build's cache when the build uses it; or why the
    /// folder may not be written.
    private struct Opened: Sendable {
        var folder: Result<OutputFolder, any Error>
        var cache: (cache: BuildCache?, note: String)?

        init(_ options: BuildOptions, session: CacheSession?) {
            folder = Result { try OutputFolder.open(options.output, site: options.site, force: options.force) }
            guard let session, case .success(let folder) = folder else { return }
            cache = session.previousBuild(output: folder.real)
        }
    }

    /// What the build needs of the render stage afterwards.
    private struct Rendered {
        /// The output folder; nil for a dry run, and when it may not be written (`refusal`).
        var folder: OutputFolder?
        var refusal: Diagnostic?
        /// The writer, the site's host profile and its assets' names; nil when errors in the inputs stopped the build
        /// before it rendered.
        var output: (writer: OutputWriter, config: SiteConfig)?
        var recorder: CacheRecorder?
        /// The cache session of a build that writes and uses the cache.
        var session: CacheSession?
    }

    /// Loads, checks, plans and renders the site: all of the build up to measuring the output against the host.
    private func render(report: inout BuildReport, log: inout DiagnosticLog, timer: inout StageTimer) -> Rendered {
        let paths = SitePaths(site: options.sitePath)
        var session: CacheSession?
        var data = timer.measure("load") {
            session = CacheSession.open(options)
            return load(session, report: &report, log: &log)
        }
        // The output folder is opened, and the previous build's cache read, on another thread while the site is
        // checked and planned: neither needs the site's data, and a one-record rebuild would otherwise spend that
        // time after the plan. The check, and parts of the plan, leave a core idle; loading keeps both busy, so they
        // start after it.
        let opening =
            options.write
            ? Concurrently.Pending(parallel: options.jobs > 1) { [options, session] in Opened(options, session: session) } : nil
        applyOptions(to: &data.config, log: &log)
        let versions = LanguageVersions(config: data.config)
        if versions.current != versions.tags.first { data.localize(to: versions.current, log: &log) }
        report.host = data.config.host
        report.languages = data.config.languages.isEmpty ? [data.config.language] : data.config.languages
        if !options.write { warnWithoutAddress(data.config, paths: paths, log: &log) }
        timer.measure("check") { CheckStage(data: data).run(log: &log) }
        let plan = timer.measure("plan") {
            SitePlan(data: data, countryPageSize: options.countryPageSize, parallel: options.jobs > 1, log: &log)
        }
        let templates = timer.measure("templates") {
            let words = Words.load(for: data.config, theme: .embedded, paths: paths, log: &log)
            var templates = TemplateLibrary.load(
                theme: .embedded, siteTemplates: paths.templates, displayPath: paths.display, words: words, log: &log)
            templates.compileLayouts(Set(plan.contentPages.map(\.layout)), log: &log)
            return templates
        }
        templates.checkLayouts(of: data.pages, log: &log)
        report.pages = plan.pages.count
        if !options.write { report.mesh.add(plan.pages.map(\.route), versions) }
        if !options.write, options.chooserRoot { report.mesh.addChooser(versions) }
        // The time waited here for the folder and the cache, not the time they took.
        let opened = opening.map { opening in timer.measure("open output") { opening.value } }
        var folder: OutputFolder?
        if let opened {
            do { folder = try opened.folder.get() } catch { return Rendered(refusal: refusal(error), session: session) }
        }
        guard !log.hasErrors else { return Rendered(folder: folder, session: session) }
        let writer = folder.map(OutputWriter.init(folder:)) ?? OutputWriter(dryRunFor: options.output)
        if options.chooserRoot { writer.writesOnly = LanguageChooser.keeps }
        var stage = renderStage(plan, data, templates, paths)
        if folder != nil, options.useCache {
            timer.measure("cache") {
                stage.cacheSources = .read(paths: paths, config: data.config, inputs: data.inputDigests, words: templates.words)
                let (previous, note) = opened?.cache ?? (nil, "no build cache yet")
                report.cacheNote = note
                stage.previousCache = previous
                if let previous { writer.writeInPlace(kept: previous.kept) }
            }
        }
        // Each of the render stage's steps reports its own time.
        let recorder = stage.run(writer: writer, timer: &timer, log: &log)
        if options.chooserRoot {
            var chooser = LanguageChooser(versions: versions, title: data.config.title, stylesheet: stage.assets.name("assets/waymark.css"))
            for tag in versions.tags {
                var config = data.config
                config.localize(to: tag)
                chooser.titles[tag] = config.title
            }
            writeChooser(chooser, writer, &log)
        }
        report.rendered = plan.pages.count - (recorder?.reusedPages ?? 0)
        if !options.useCache { report.cacheNote = "not used (--no-cache); removed" }
        if options.endsProcess { KeptUntilExit.keep((data, plan, stage)) }
        return Rendered(folder: folder, output: (writer, data.config), recorder: recorder, session: session)
    }

    /// Reads the site, with the previous build's records when the build has a cache session (a check leaves the site
    /// as it is).
    private func load(_ session: CacheSession?, report: inout BuildReport, log: inout DiagnosticLog) -> SiteData {
        var loader = SiteLoader()
        if let today = options.today { loader.today = today }
        loader.records = session?.records
        loader.extractCache = session?.folder
        let (data, loadLog) = loader.load(site: options.sitePath)
        log.merge(loadLog)
        if let session { report.recordNote = session.loaded() }
        return data
    }

    /// The command line's `--base-url`, `--host` and `--offline`, over what `site.yml` says.
    private func applyOptions(to config: inout SiteConfig, log: inout DiagnosticLog) {
        if let baseURL = options.baseURL {
            if let problem = BaseURLRule.problem(baseURL) {
                log.error(.file(options.site.path), "--base-url \(problem)", hint: "for example https://example.com/ or /")
            } else {
                config.baseURL = BaseURLRule.normalized(baseURL)
            }
        }
        if let language = options.language {
            config.languageRoot = config.baseURL
            config.baseURL += language + "/"
            config.language = language
        }
        if let host = options.host { config.host = host }
        if let offline = options.offline { config.offline = offline }
    }

    /// Why the output folder may not be written, where the refusal points (the folder, or its manifest's line).
    private func refusal(_ error: any Error) -> Diagnostic {
        let refusal = error as? OutputFolder.Refusal
        let position = refusal.map { SourcePosition(path: $0.path, line: $0.line, column: $0.column) }
        return .error(position ?? .file(options.output.path), "\(error)", hint: refusal?.hint)
    }

    private func renderStage(_ plan: SitePlan, _ data: SiteData, _ templates: TemplateLibrary, _ paths: SitePaths) -> RenderStage {
        let theme = Theme.embedded
        var stage = RenderStage(
            plan: plan, config: data.config, templates: templates, paths: paths, theme: theme,
            jobs: options.jobs, assets: AssetFingerprints(theme: theme, publicFolder: paths.publicFolder),
            progress: options.progress)
        stage.shard = options.shard
        // Another language's tree is written below the root tree's output, which the run wrote before it, and links
        // to its shared files; when every language has a subfolder, they are the default language's tree's, written
        // first, and the root has only the chooser and the host's files.
        let versions = LanguageVersions(config: data.config)
        if options.language != nil, versions.current != versions.tags.first {
            let root = options.output.deletingLastPathComponent()
            stage.sharedRoot = versions.inSubfolder ? root.appendingPathComponent(versions.tags[0].description) : root
        }
        if options.chooserRoot { stage.chooserRoot = versions.tags.map { $0.description + "/" } }
        stage.writesHostHeaders = options.language == nil || !versions.inSubfolder
        stage.layers = data.layers
        stage.measuresOutput = measuresOutput(host: data.config.host)
        stage.checks = !options.write
        return stage
    }
}
