import ArgumentParser
import Foundation
import WaymarkKit

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the outputs of waymark build --shard i/N into one site with one manifest.",
        discussion: """
            Every part of one build is needed, each once, built by the same Waymark from the same inputs; a part of \
            another build is refused, by name. The output is written as a build writes it (swapped in at the end).
            """)

    @Argument(help: "The folder to write the whole site into (new, or an earlier output of Waymark).")
    var output: String

    @Argument(help: "The shards' output folders, in any order.")
    var shards: [String]

    func validate() throws {
        guard !output.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("the output folder is empty") }
        guard !shards.isEmpty else { throw ValidationError("name the shards' output folders after the output folder") }
    }

    func run() throws {
        let merge = ShardMerge(output: URL(fileURLWithPath: output), shards: shards.map { URL(fileURLWithPath: $0) })
        do {
            let files = try merge.run()
            Console.say("Merged \(shards.count) part\(shards.count == 1 ? "" : "s") into \(output) (\(files) files)")
        } catch let error as WaymarkError {
            Console.error("\(error)")
            if case .usage = error { throw ExitCode(2) }
            throw ExitCode(1)
        } catch let refusal as OutputFolder.Refusal {
            Console.error("\(refusal.path): error: \(refusal.description)" + (refusal.hint.map { "; \($0)" } ?? ""))
            throw ExitCode(2)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
    }
}
