import ArgumentParser
import Foundation
import WaymarkKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site that builds at once, with deploy recipes.")

    @Argument(help: "The folder to create the site in.")
    var folder: String

    @Flag(help: "Put in the full sample site (countries, 342 locations, geocoding results, pages).")
    var sample = false

    @Flag(help: "Write into a folder that is not empty (files of the same name are replaced).")
    var force = false

    func validate() throws {
        guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("the folder is empty") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        if let refusal = SiteStarter.refusal(folder: url, named: folder, force: force) {
            Console.error("error: \(refusal)")
            throw ExitCode(2)
        }
        let starter = SiteStarter(sample: sample)
        do {
            try starter.write(to: url)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
        Console.say("Created a new site in \(folder) (\(starter.files.count) files). Build it with:")
        Console.say("  waymark build --site \(folder)")
    }
}
