import Foundation
import Testing

@testable import WaymarkKit

/// The render stage's steps run in the order their inputs need, and `check` writes nothing.
@Suite struct RenderStepTests {
    private func step(_ name: String, reads: Set<RenderStep.Data> = [], writes: Set<RenderStep.Data> = []) -> RenderStep {
        RenderStep(name: name, reads: reads, writes: writes) {}
    }

    /// A step listed before the steps whose files it reads runs after them; the others keep their places.
    @Test func aStepRunsAfterTheStepsThatWriteWhatItReads() {
        let steps = [
            step("service worker", reads: [.pages, .searchIndex], writes: [.serviceWorker]),
            step("pages", reads: [.plan], writes: [.pages]),
            step("robots.txt", writes: [.robots]),
            step("search index", reads: [.plan], writes: [.searchIndex]),
            step("host headers", writes: [.hostHeaders]),
        ]
        #expect(
            RenderStep.ordered(steps).map(\.name) == ["pages", "robots.txt", "search index", "service worker", "host headers"])
    }

    @Test func stepsInAnOrderTheirInputsAllowStayInIt() {
        let steps = [
            step("static files", reads: [.theme], writes: [.staticFiles]),
            step("pages", reads: [.plan, .flags], writes: [.pages, .mapTiles]),
            step("map assets", reads: [.pages], writes: [.mapTiles]),
            step("service worker", reads: [.staticFiles, .pages, .mapTiles], writes: [.serviceWorker]),
        ]
        #expect(RenderStep.ordered(steps).map(\.name) == ["static files", "pages", "map assets", "service worker"])
    }

    /// `check` against a host that reads `_headers` counts the file but writes nothing, not even the output folder.
    @Test func checkWritesNothingEvenForAHostWithAHeadersFile() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let check = try waymark(["check", "--site", "minimal", "--host", "netlify", "--verbose"], in: folder.url)
        #expect(check.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("minimal/_site").path))
        #expect(check.stderr.contains("render: host headers: "))
        let build = try waymark(["build", "--site", "minimal", "--host", "netlify", "--quiet"], in: folder.url)
        #expect(build.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("minimal/_site/_headers").path))
    }
}
