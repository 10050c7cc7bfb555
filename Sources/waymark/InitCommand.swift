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

    @Flag(
        help: """
            Write into a folder that is not empty. A file it has is kept; the starter's version of it is written \
            beside it, as NAME.waymark-new.
            """)
    var force = false

    @Option(
        help: ArgumentHelp(
            "Where the recipes download Waymark's releases from (default: \(StarterRecipes.defaultRepository)).",
            valueName: "URL"))
    var repo: String = StarterRecipes.defaultRepository

    @Option(
        help: """
            Write recipes that build the site in N parts at once: a GitHub Actions matrix and a Kubernetes Indexed \
            Job (deploy/kubernetes/), merged with waymark merge.
            """)
    var shards: Int?

    func validate() throws {
        guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("the folder is empty") }
        guard repo.hasPrefix("https://") || repo.hasPrefix("http://") || repo.hasPrefix("file://") else {
            throw ValidationError("--repo must be a URL (https://…), e.g. https://github.com/OWNER/waymark; got '\(repo)'")
        }
        if let shards, !(2...Shard.maxCount).contains(shards) {
            throw ValidationError("--shards must be between 2 and \(Shard.maxCount); got \(shards)")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        if let refusal = SiteStarter.refusal(folder: url, named: folder, force: force) {
            Console.error("error: \(refusal)")
            throw ExitCode(2)
        }
        let name = StarterRecipes.projectName(url.standardizedFileURL.lastPathComponent)
        let starter = SiteStarter(sample: sample, recipes: StarterRecipes(repository: repo, shards: shards, siteName: name))
        let written: [(path: String, outcome: SiteStarter.Outcome)]
        do {
            written = try starter.write(to: url)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
        for case (let path, .beside(let beside)) in written {
            Console.say("Kept your \(path); the starter's version is in \(beside).")
        }
        let created = written.filter { $0.outcome == .created }.count
        Console.say("Created a new site in \(folder) (\(created) files). Build it with:")
        Console.say("  waymark build --site \(folder)")
    }
}
