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

        guard let theme = options.theme ?? Theme.locate(site: options.site) else {
            log.error(
                .file(options.site.path), "cannot find Waymark's default theme (Templates/ and Public/)",
                hint: "set WAYMARK_THEME to the folder of the Waymark checkout")
            return BuildReport(diagnostics: log.sorted)
        }
        let paths = SitePaths(site: options.sitePath)
        if options.write, let problem = paths.outputProblem(options.output) {
            log.error(.file(options.output.path), problem)
            return BuildReport(diagnostics: log.sorted)
        }

        var data = timer.measure("load") { () -> SiteData in
            let (data, loadLog) = SiteLoader().load(site: options.sitePath)
            log.merge(loadLog)
            return data
        }
        if let baseURL = options.baseURL { data.config.baseURL = baseURL }
        timer.measure("check") { CheckStage(data: data).run(log: &log) }
        let plan = timer.measure("plan") { SitePlan(data: data, log: &log) }
        let templates = timer.measure("templates") {
            var templates = TemplateLibrary.load(
                themeTemplates: theme.templates, siteTemplates: paths.templates(distinctFrom: theme),
                displayPath: paths.display, log: &log)
            templates.compileLayouts(Set(plan.contentPages.map(\.layout)), log: &log)
            return templates
        }
        var report = BuildReport(diagnostics: [])
        report.pages = plan.pages.count
        if !log.hasErrors {
            let writer = OutputWriter(destination: options.output, dryRun: !options.write)
            // Each of the render stage's generators reports its own time.
            RenderStage(
                plan: plan, config: data.config, templates: templates, paths: paths, theme: theme,
                jobs: options.jobs, progress: options.progress
            ).run(writer: writer, timer: &timer, log: &log)
            if options.write {
                (report.files, report.bytes, report.unchanged) = writer.statistics
                if log.hasErrors {
                    writer.abort()
                } else {
                    do { try timer.measure("swap") { try writer.commit() } } catch {
                        writer.abort()
                        log.error(.file(options.output.path), "\(error)")
                    }
                }
            }
        }
        report.diagnostics = log.sorted
        report.timings = timer.timings
        return report
    }
}

/// Measures each stage's wall time for `--verbose`.
struct StageTimer {
    var timings: [(stage: String, seconds: Double)] = []

    mutating func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timings.append((stage, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)) }
        return try body()
    }
}
