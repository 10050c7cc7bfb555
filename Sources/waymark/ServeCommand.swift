import ArgumentParser
import WaymarkKit
import WaymarkServe

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, rebuild on change and reload open pages.",
        discussion: """
            The site is built into a temporary folder (removed on Ctrl-C) with the base URL "/", so _site/ is \
            left alone. Content/, Templates/ and Public/ are watched; a failed rebuild prints its problems and \
            the last good build stays served.
            """)

    @OptionGroup var siteOptions: SiteOptions

    @Option(help: "The port to listen on, on 127.0.0.1 (0: any free port).")
    var port: Int = 8000

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        do {
            try DevServer(options: .init(site: siteOptions.site, port: UInt16(port))).run()
        } catch {
            Console.error("\(error)")
            throw ExitCode(1)
        }
    }
}
