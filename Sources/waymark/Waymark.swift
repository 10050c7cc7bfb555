import ArgumentParser
import Foundation
import WaymarkKit

struct Waymark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waymark",
        abstract: "A static site generator for location data.",
        version: WaymarkVersion.current,
        subcommands: [
            InitCommand.self, BuildCommand.self, CheckCommand.self, ServeCommand.self, DiffCommand.self, GeocodeCommand.self,
            HoursCommand.self, ThemeCommand.self,
        ]
    )
}

@main
enum Main {
    /// Parses and runs; usage errors exit with 2 (DESIGN §2), the rest as ArgumentParser decides.
    static func main() {
        do {
            var command = try Waymark.parseAsRoot()
            try command.run()
        } catch {
            if Waymark.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Waymark.fullMessage(for: error) + "\n").utf8))
                exit(2)
            }
            Waymark.exit(withError: error)
        }
    }
}
