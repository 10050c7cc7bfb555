import ArgumentParser
import WaymarkKit

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate data, templates and links without writing anything.")

    @OptionGroup var siteOptions: SiteOptions

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "The static host to check the site against (overrides host: in site.yml).")
    var host: HostProfile?

    @Flag(help: "Print how long each stage took.")
    var verbose = false

    func run() throws {
        var options = BuildOptions(site: siteOptions.site, write: false)
        options.host = host
        options.endsProcess = true
        let report = Pipeline(options: options).run()
        Console.print(report.diagnostics)
        if verbose { Console.print(report.timings) }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - errors
        if errors > 0 || (strict && warnings > 0) {
            Console.error("check found \(errors) error\(errors == 1 ? "" : "s") and \(warnings) warning\(warnings == 1 ? "" : "s")")
            throw ExitCode(1)
        }
        Console.say("No errors (\(warnings) warning\(warnings == 1 ? "" : "s")); \(report.pages) pages would be built.")
        // A check measures the output only against a host.
        if let statistics = report.statistics {
            Console.say(statistics.summary(host: report.host))
            // What a dry run cannot know: it says so rather than letting the figures pass for the whole output.
            Console.say(
                "  (check renders no page and draws no map: pages count without their bytes, map files not at all; "
                    + "`waymark build` reports the whole output)")
        }
    }
}
