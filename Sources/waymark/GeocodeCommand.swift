import ArgumentParser
import Foundation
import WaymarkKit

struct GeocodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geocode",
        abstract: "Ask a Google-compatible Geocoding API about an address and save the answer to Content/geocode/<query>.json.",
        discussion: """
            The API key is read from the environment variable WAYMARK_GEOCODING_KEY (or GOOGLE_MAPS_API_KEY) and is \
            never written to a file or printed. The answer is saved exactly as returned, replacing an earlier one for \
            the same query. An error status (OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR), an HTTP \
            error, a time-out, Ctrl-C or an answer that is not a geocoding response saves nothing. \
            Exit status: 0 saved; 1 API, network or write error; 2 usage; 130 interrupted.
            """)

    @OptionGroup var siteOptions: SiteOptions

    @Argument(help: "The address or place to look up; it is also the file name, so it cannot contain '/' or start with '.'.")
    var query: String

    @Option(help: "The Geocoding endpoint.")
    var endpoint: String = GeocodeRequest.defaultEndpoint

    @Option(help: "The language of the results, e.g. en or fr.")
    var language: String?

    @Option(help: "A region to prefer, as a ccTLD code, e.g. uk or fr.")
    var region: String?

    @Option(help: "Seconds to wait for the answer.")
    var timeout: Double = 30

    func run() throws {
        let options = Geocoder.Options(
            site: siteOptions.site, query: query, endpoint: endpoint, language: language,
            region: region, timeout: timeout)
        var waiting: ((String) -> Void)?
        if Console.isTerminal { waiting = { Console.progress($0) } }
        do throws(GeocodeFailure) {
            let report = try Geocoder(options: options).run(waiting: waiting, warn: { Console.error($0) })
            Console.endProgress()
            Console.say(report.summary)
        } catch {
            Console.endProgress()
            Console.error(error.description)
            throw ExitCode(error.exitCode)
        }
    }
}
