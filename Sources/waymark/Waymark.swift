import ArgumentParser
import WaymarkKit

@main
struct Waymark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waymark",
        abstract: "A static site generator for location data."
    )
}
