import ArgumentParser
import Foundation
import WaymarkKit

struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch the feeds listed under feeds: in Content/site.yml and report which records changed.",
        discussion: """
            Each feed's file under Content/ is replaced only by an answer the build reads (atomically); a bad answer \
            keeps the old file and is an error naming the feed. The last answer's ETag, Last-Modified and max-age are \
            kept beside the file (Content/openbanking/.atms.json.fetch). \
            Exit status: 0 records changed; 3 nothing changed; 1 a feed failed and nothing changed; 4 records \
            changed and a feed failed; 2 usage or site.yml errors.
            """)

    @OptionGroup var siteOptions: SiteOptions

    @Option(help: "text for a terminal, markdown for a pull request, json for tools.")
    var format: DiffFormat = .text

    @Flag(help: "Ask even when the last answer is still fresh (Cache-Control: max-age).")
    var force = false

    @Option(help: "Seconds to wait for each whole answer.")
    var timeout: Double = 60

    @Option(help: "The largest answer taken, in MB.")
    var maxSize: Int = 100

    func validate() throws {
        guard timeout > 0, timeout <= 3600 else { throw ValidationError("--timeout must be more than 0 and at most 3600 seconds") }
        guard maxSize >= 1, maxSize <= SiteLoader.maxFileSize / 1_000_000 else {
            throw ValidationError("--max-size must be from 1 to \(SiteLoader.maxFileSize / 1_000_000) (MB)")
        }
    }

    func run() throws {
        let (found, log) = FeedFetcher.settings(site: siteOptions.site)
        Console.print(log.all)
        guard let config = found else { throw ExitCode(2) }
        let options = FeedFetcher.Options(site: siteOptions.site, force: force, timeout: timeout, limit: maxSize * 1_000_000)
        let report = FeedFetcher(options: options, say: { Console.error($0) }).run(config)
        Console.print(report.results.compactMap(\.diagnostic))
        let text = report.formatted(as: format)
        if format == .json { Console.json(text) } else { Console.say(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))) }
        throw ExitCode(report.exitStatus)
    }
}
