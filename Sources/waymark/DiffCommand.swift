import ArgumentParser
import Foundation
import WaymarkKit

extension DiffFormat: ExpressibleByArgument {}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Show what changed between two built output folders: locations field by field, then pages and files."
    )

    @Argument(help: "The output folder before the change.")
    var old: String

    @Argument(help: "The output folder after the change.")
    var new: String

    @Option(help: "text for a terminal, markdown for a pull request comment, json for tools.")
    var format: DiffFormat = .text

    @Option(help: "How many files to compare at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        for folder in [old, new] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("\(folder) is not a folder; give two output folders, e.g. waymark diff old-site _site")
            }
        }
    }

    func run() throws {
        do {
            let diff = try SiteDiff.compare(old: URL(fileURLWithPath: old), new: URL(fileURLWithPath: new), jobs: jobs)
            let report = diff.formatted(as: format)
            if format == .json { Console.json(report) } else { Console.say(String(report.dropLast(report.hasSuffix("\n") ? 1 : 0))) }
        } catch {
            Console.error("\(error)")
            throw ExitCode(1)
        }
    }
}
