import ArgumentParser
import Foundation
import WaymarkKit

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Validate, render and write the site.")

    @OptionGroup var siteOptions: SiteOptions

    @Option(help: "Where to write the site (default: _site in the site's folder).")
    var output: String?

    @Option(
        help:
            "The static host to check the output against (overrides host: in site.yml): \(HostProfile.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var host: HostProfile?

    @Flag(help: "Build into a non-empty folder that Waymark did not write; its files are kept.")
    var force = false

    @Option(name: .customLong("base-url"), help: "The URL the site will be served from, e.g. https://example.com/.")
    var baseURL: String?

    @Option(help: "How many pages to render at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: [.short, .long], help: "Print nothing but problems.")
    var quiet = false

    @Flag(help: "Print how long each stage took, and what the build did with its cache.")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "Write only part i of N of the site (e.g. 2/4); copying the N outputs into one folder gives the whole site.",
            valueName: "i/N"))
    var shard: String?

    @Flag(
        name: .customLong("no-cache"),
        help: "Render every page, without the build cache in the site's .waymark/ (which is removed).")
    var noCache = false

    @Option(
        help: ArgumentHelp(
            "The day to build as of (statuses, notices), instead of today in UTC; the same day gives the same bytes.",
            valueName: "YYYY-MM-DD"))
    var today: String?

    func validate() throws {
        if let today, CalendarDay.parse(today) == nil {
            throw ValidationError("--today must be a date written YYYY-MM-DD, e.g. 2026-12-01; got '\(today)'")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let output, output.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--output is empty; name the folder to build into (is a variable unset?)")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be i/N with 1 ≤ i ≤ N ≤ \(Shard.maxCount), e.g. 2/4; got '\(shard)'")
        }
        if let baseURL, !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") || baseURL.hasPrefix("/")) {
            throw ValidationError("--base-url must start with http://, https:// or /")
        }
    }

    func run() throws {
        var options = BuildOptions(
            site: siteOptions.site, output: output.map { URL(fileURLWithPath: $0) }, baseURL: baseURL, jobs: jobs, force: force,
            progress: !quiet && Console.isTerminal ? Console.progress : nil)
        options.host = host
        options.useCache = !noCache
        options.shard = shard.flatMap(Shard.init)
        options.endsProcess = true
        options.today = today.flatMap(CalendarDay.parse)
        let report = Pipeline(options: options).run()
        Console.endProgress()
        Console.print(report.diagnostics)
        if verbose {
            Console.print(report.timings)
            if let note = report.recordNote { Console.error("records: \(note)") }
            if let note = report.cacheNote { Console.error("cache: \(note); rendered \(report.rendered) of \(report.pages) pages") }
        }
        if report.refusedOutput { throw ExitCode(2) }
        if report.hasErrors {
            let count = report.diagnostics.filter { $0.severity == .error }.count
            Console.error("error: build failed with \(count) error\(count == 1 ? "" : "s"); the previous output was left as it was")
            throw ExitCode(1)
        }
        if !quiet {
            let megabytes = String(format: "%.1f", Double(report.bytes) / 1_000_000)
            let changed = report.files - report.unchanged
            Console.say(
                "Built \(report.pages) pages (\(report.files) files, \(megabytes) MB; \(changed) written, \(report.unchanged) unchanged) into \(options.output.path)"
            )
            if let statistics = report.statistics { Console.say(statistics.summary(host: report.host)) }
        }
    }
}

extension HostProfile: ExpressibleByArgument {}
