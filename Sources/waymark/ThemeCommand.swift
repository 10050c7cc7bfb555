import ArgumentParser
import Foundation
import WaymarkKit

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with Waymark's default theme.",
        subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the default theme's Templates/ and Public/ into a folder, to start your own from.")

        @Argument(help: "The folder to write into, e.g. your site's folder.")
        var folder: String

        func run() throws {
            let url = URL(fileURLWithPath: folder)
            do {
                try Theme.embedded.export(to: url)
            } catch {
                Console.error("\(error)")
                throw ExitCode(1)
            }
            let count = Theme.overridable.map { Theme.embedded.files(in: $0).count }.reduce(0, +)
            Console.say("Wrote \(count) files into \(folder)/Templates and \(folder)/Public; edit them to override the default theme.")
        }
    }
}
