import ArgumentParser
import Foundation
import WaymarkKit

struct Waymark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waymark",
        abstract: "A static site generator for location data.",
        version: WaymarkVersion.current,
        subcommands: [
            InitCommand.self, BuildCommand.self, CheckCommand.self, ServeCommand.self, DiffCommand.self, FetchCommand.self,
            GeocodeCommand.self, HoursCommand.self, ThemeCommand.self, MergeCommand.self,
        ]
    )
}

@main
enum Main {
    /// Parses and runs; usage errors exit with 2, the rest as ArgumentParser decides. Its messages (help, usage
    /// errors naming what was typed) are printed by `Console` too.
    static func main() {
        do {
            var command = try Waymark.parseAsRoot()
            try command.run()
        } catch {
            let code = Waymark.exitCode(for: error)
            let message = Waymark.fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { Console.say(message) } else { Console.error(message) }
            }
            exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
