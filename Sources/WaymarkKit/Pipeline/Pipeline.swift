import Foundation

/// The build, stage by stage: load → check → plan → render → write.
public struct Pipeline: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs the stages. Errors in the inputs end the run before anything is written; the previous output stays.
    public func run() -> BuildReport {
        var log = DiagnosticLog()
        var timer = StageTimer()
        var report = BuildReport(diagnostics: [])
        // The site's data, its plan and the renderer live only in `render`: at 100,000 locations they are over 100 MB
        // that the commit and the new build cache do not need.
        // The record cache for the next build, written while this one goes on and put in place if it succeeds.
        var recordsStaged: Concurrently.Pending<Result<RecordCache.Staged, any Error>>?
        // The caches' key, read once, before the threads that read the caches start.
        let key = options.write && options.useCache ? CacheKey.load(site: options.site) : nil
        let rendered = render(report: &report, log: &log, timer: &timer, records: &recordsStaged, key: key)
        func finishRecords(succeeded: Bool) {
            switch recordsStaged?.value {
            case .success(let staged): RecordCache.finish(staged, site: options.site, succeeded: succeeded)
            case .failure(let error): report.recordNote = "\(error)"
            case nil: break
            }
        }
        if let refusal = rendered.refusal {
            finishRecords(succeeded: false)
            // Nothing about the site is reported when its output folder cannot be written, as before it was loaded.
            var report = BuildReport(diagnostics: [refusal])
            report.refusedOutput = true
            return report
        }
        let folder = rendered.folder
        // The build cache's text is made on another thread while the output is measured against the host and
        // swapped in, which keeps every file's modification time; only its last lines (the manifest's digest and the
        // kept entries) wait for the swap. At 100,000 locations it is 13 MB of text, a tenth of a second and more.
        // (A recorder is made only by a build that writes its output and uses the cache; a build with errors saves none.)
        let cacheBody = (log.hasErrors ? nil : rendered.recorder).flatMap { recorder in
            key.map { key in
                Concurrently.Pending(parallel: options.jobs > 1) { [real = folder?.real.path ?? ""] in
                    recorder.cacheBody(binary: BuildCache.currentBinary, output: real, key: key)
                }
            }
        }
        if let (writer, config, assets) = rendered.output {
            timer.measure("host") {
                checkHost(config, assets: assets, writer: writer, report: &report, log: &log)
            }
        }
        if let writer = rendered.output?.writer, options.write {
            (report.files, report.bytes, report.unchanged) = writer.statistics
            if !log.hasErrors {
                do {
                    // A build killed while it changes the output leaves no cache, so the next one renders everything;
                    // a build without the cache removes it, as it no longer describes the output.
                    if let folder { BuildCache.remove(site: options.site, shard: options.shard, output: folder.real) }
                    try timer.measure("swap") { try writer.commit() }
                    warnAboutKeptFiles(writer.kept, log: &log)
                    if let cacheBody, let folder, let key {
                        timer.measure("save cache") {
                            saveCache(cacheBody.value, output: folder.real, key: key, writer: writer, report: &report)
                        }
                    }
                } catch {
                    log.error(error, at: options.output.path)
                }
            }
        }
        if !log.hasErrors { key?.keep(site: options.site) }
        finishRecords(succeeded: !log.hasErrors)
        if log.hasErrors { folder?.abort() }
        report.diagnostics = log.summarized
        report.timings = timer.timings
        // The writer's tables of every file, the folder's manifest and the new cache, not freed one entry at a time
        // either (60 ms at 100,000 locations, a twentieth of a one-record rebuild).
        if options.endsProcess { KeptUntilExit.keep((rendered, cacheBody)) }
        return report
    }

    /// The output folder, locked for this build, and the previous build's cache when the build uses it; or why the
    /// folder may not be written.
    private struct Opened: Sendable {
        var folder: Result<OutputFolder, any Error>
        var cache: (cache: BuildCache?, note: String)?

        init(_ options: BuildOptions, key: CacheKey?) {
            folder = Result { try OutputFolder.open(options.output, site: options.site, force: options.force) }
            guard let key, case .success(let folder) = folder else { return }
            cache = BuildCache.load(site: options.site, shard: options.shard, output: folder.real, key: key)
        }
    }

    /// What the build needs of the render stage afterwards.
    private struct Rendered {
        /// The output folder; nil for a dry run, and when it may not be written (`refusal`).
        var folder: OutputFolder?
        var refusal: Diagnostic?
        /// The writer, the site's host profile and its assets' names; nil when errors in the inputs stopped the build
        /// before it rendered.
        var output: (writer: OutputWriter, config: SiteConfig, assets: AssetFingerprints)?
        var recorder: CacheRecorder?
    }

    /// Loads, checks, plans and renders the site: all of the build up to measuring the output against the host.
    private func render(
        report: inout BuildReport, log: inout DiagnosticLog, timer: inout StageTimer,
        records recordsStaged: inout Concurrently.Pending<Result<RecordCache.Staged, any Error>>?, key: CacheKey?
    ) -> Rendered {
        let theme = Theme.embedded
        let paths = SitePaths(site: options.sitePath)
        var data = timer.measure("load") { () -> SiteData in
            var loader = SiteLoader()
            // The record cache is for builds that write (a dry run leaves the site as it is) and use the cache.
            if let key {
                BuildCache.removeLeftovers(site: options.site)
                loader.records = RecordCache.load(site: options.site, key: key)
            }
            let (data, loadLog) = loader.load(site: options.sitePath)
            log.merge(loadLog)
            if let records = loader.records {
                report.recordNote = records.note
                recordsStaged = Concurrently.Pending(parallel: options.jobs > 1) { [site = options.site] in
                    Result { try records.stage(site: site) }
                }
            } else if options.write {
                RecordCache.remove(site: options.site)
            }
            return data
        }
        // The output folder is opened, and the previous build's cache read, on another thread while the site is
        // checked and planned: neither needs the site's data, and at 100,000 locations they are a third of a second
        // that a one-record rebuild would otherwise spend after the plan. The check, and parts of the plan, leave a
        // core idle; loading keeps both busy, so they start after it.
        let opening = options.write ? Concurrently.Pending(parallel: options.jobs > 1) { [options] in Opened(options, key: key) } : nil
        if let baseURL = options.baseURL {
            if let problem = BaseURLRule.problem(baseURL) {
                log.error(.file(options.site.path), "--base-url \(problem)", hint: "for example https://example.com/ or /")
            } else {
                data.config.baseURL = BaseURLRule.normalized(baseURL)
            }
        }
        if let host = options.host { data.config.host = host }
        if let offline = options.offline { data.config.offline = offline }
        report.host = data.config.host
        if !options.write { warnWithoutAddress(data.config, paths: paths, log: &log) }
        timer.measure("check") { CheckStage(data: data).run(log: &log) }
        let plan = timer.measure("plan") {
            SitePlan(data: data, countryPageSize: options.countryPageSize, parallel: options.jobs > 1, log: &log)
        }
        let templates = timer.measure("templates") {
            var templates = TemplateLibrary.load(
                theme: theme, siteTemplates: paths.templates, displayPath: paths.display, log: &log)
            templates.compileLayouts(Set(plan.contentPages.map(\.layout)), log: &log)
            return templates
        }
        templates.checkLayouts(of: data.pages, log: &log)
        report.pages = plan.pages.count
        // The time waited here for the folder and the cache, not the time they took.
        let opened = opening.map { opening in timer.measure("open output") { opening.value } }
        var folder: OutputFolder?
        if let opened {
            do { folder = try opened.folder.get() } catch {
                let refusal = error as? OutputFolder.Refusal
                let position = refusal.map { SourcePosition(path: $0.path, line: $0.line, column: $0.column) }
                return Rendered(refusal: .error(position ?? .file(options.output.path), "\(error)", hint: refusal?.hint))
            }
        }
        guard !log.hasErrors else { return Rendered(folder: folder) }
        let writer = folder.map(OutputWriter.init(folder:)) ?? OutputWriter(dryRunFor: options.output)
        let assets = AssetFingerprints(theme: theme, publicFolder: paths.publicFolder)
        var stage = RenderStage(
            plan: plan, config: data.config, templates: templates, paths: paths, theme: theme,
            jobs: options.jobs, assets: assets, progress: options.progress)
        stage.shard = options.shard
        stage.layers = data.layers
        stage.measuresOutput = measuresOutput(host: data.config.host)
        if folder != nil, options.useCache {
            timer.measure("cache") {
                stage.cacheSources = .read(paths: paths, config: data.config)
                let (previous, note) = opened?.cache ?? (nil, "no build cache yet")
                report.cacheNote = note
                stage.previousCache = previous
                if let previous { writer.writeInPlace(kept: previous.kept) }
            }
        }
        // Each of the render stage's generators reports its own time.
        let recorder = stage.run(writer: writer, timer: &timer, log: &log)
        report.rendered = plan.pages.count - (recorder?.reusedPages ?? 0)
        if !options.useCache { report.cacheNote = "not used (--no-cache); removed" }
        if options.endsProcess { KeptUntilExit.keep((data, plan, stage)) }
        return Rendered(folder: folder, output: (writer, data.config, assets), recorder: recorder)
    }

    /// Writes the host's headers file, then measures the output against the host's limits: a site that
    /// would not deploy is an error before anything is swapped in. A dry run (`check`) renders no page, so
    /// its pages are counted by their routes (without bytes), the search index as it would be written, and the
    /// map tiles not at all (they are known only once the maps are drawn).
    private func checkHost(
        _ config: SiteConfig, assets: AssetFingerprints, writer: OutputWriter, report: inout BuildReport,
        log: inout DiagnosticLog
    ) {
        let host = config.host
        if let host, host.readsHeadersFile, !log.hasErrors, options.shard?.writesSharedFiles != false {
            do { try writer.write(HostHeaders.fileName, text: HostHeaders.text(for: host, immutable: assets.names.values.sorted())) } catch
            {
                log.error(error, at: options.output.path)
            }
        }
        // A shard says what it is a part of, for `waymark merge`; the host's limits are for the whole site, not a
        // shard of it (`waymark check --host` measures the whole).
        if let shard = options.shard {
            let stamp = ShardStamp(version: WaymarkVersion.current, shard: shard, inputs: ShardStamp.inputs(of: options))
            do { try writer.write(ShardStamp.fileName, text: stamp.text) } catch { log.error(error, at: options.output.path) }
            return
        }
        guard measuresOutput(host: host) else { return }
        let statistics = OutputStatistics(files: writer.sizes)
        report.statistics = statistics
        guard let host else { return }
        for problem in statistics.problems(on: host, fewerFiles: HostProfile.fewerFiles(config)) {
            log.error(.file(options.output.path), "the output would not deploy to \(host.rawValue): \(problem.message)", hint: problem.hint)
        }
    }

    /// Whether the output is measured: a build reports its figures; a dry run without a host has nothing to measure
    /// them against, so it reports none and need not make the files only a host's limits count.
    private func measuresOutput(host: HostProfile?) -> Bool { options.write || host != nil }

    /// Writes the cache for the next build, its text up to the manifest's line (`body`) made before the swap; a cache
    /// that cannot be written costs only the next build's time.
    private func saveCache(
        _ body: BuildCache.Body, output: URL, key: CacheKey, writer: OutputWriter, report: inout BuildReport
    ) {
        guard let manifest = BuildCache.manifestDigest(in: output, key: key) else { return }
        do {
            // The body has the pages, shared files and tiles; the cache's own fields are what goes after it.
            var cache = BuildCache(binary: BuildCache.currentBinary, output: output.path, manifest: manifest)
            cache.kept = writer.kept
            try cache.save(site: options.site, shard: options.shard, body: body)
        } catch {
            report.cacheNote = "the build cache could not be written: \(error)"
        }
    }

    /// One warning that lists what the output holds besides the site (dotfiles are expected there and not listed).
    private func warnAboutKeptFiles(_ kept: [String], log: inout DiagnosticLog) {
        let listed = kept.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } && $0 != "CNAME" }
        guard !listed.isEmpty else { return }
        let shown = listed.prefix(10).joined(separator: ", ") + (listed.count > 10 ? " and \(listed.count - 10) more" : "")
        log.warning(
            .file(options.output.path),
            "kept \(listed.count) file\(listed.count == 1 ? "" : "s") that Waymark did not write: \(shown)",
            hint: "Waymark removes only what it wrote; delete these by hand if they should not be published")
    }
}

/// Measures each stage's wall time, the processor time of all the process's threads during it, and the process's
/// peak memory at its end, for `--verbose`: a stage whose processor time is not about twice its wall time on two
/// cores leaves one idle.
struct StageTimer {
    var timings: [StageTiming] = []

    mutating func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let startUsage = Self.usage()
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let usage = Self.usage()
            timings.append(
                StageTiming(
                    stage: stage, seconds: seconds, cpuSeconds: usage.map { $0.cpuSeconds - (startUsage?.cpuSeconds ?? 0) },
                    peakBytes: usage?.peakBytes))
        }
        return try body()
    }

    /// The process's processor time so far (user and system, all threads) and its peak resident set (`getrusage`'s
    /// `ru_maxrss`, in kilobytes on Linux).
    static func usage() -> (cpuSeconds: Double, peakBytes: Int)? {
        var usage = rusage()
        #if os(Linux)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss * 1024)
    }
}

/// One stage's wall time, the process's processor time during it, and the peak memory of the process when it ended.
public struct StageTiming: Sendable {
    public let stage: String
    public let seconds: Double
    public let cpuSeconds: Double?
    public let peakBytes: Int?
}

/// What a build or check that ends the process has made and no step after it needs: it is never freed, because
/// freeing 100,000 locations, their plan and their views one object at a time takes longer than the process has left
/// to live (a tenth of a second of a one-record rebuild).
enum KeptUntilExit {
    private final class Box<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    static func keep<T>(_ value: T) { _ = Unmanaged.passRetained(Box(value)) }
}
