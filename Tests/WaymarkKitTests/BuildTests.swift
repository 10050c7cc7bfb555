import Foundation
import Testing
@testable import WaymarkKit

@Suite struct BuildTests {
    @Test func minimalSiteMatchesItsGoldenTree() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        let report = buildFixture("minimal", into: output, baseURL: "https://example.com/")
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        try expectMatchesGolden(output, fixture: "minimal")
    }

    @Test func buildIsByteIdenticalAcrossRunsAndJobs() throws {
        let folder = try TemporaryFolder()
        let one = folder.url.appendingPathComponent("one"), two = folder.url.appendingPathComponent("two")
        _ = buildFixture("minimal", into: one, jobs: 1)
        _ = buildFixture("minimal", into: two, jobs: 2)
        let first = readTree(one), second = readTree(two)
        #expect(first.count > 10)
        #expect(first == second)
        _ = buildFixture("minimal", into: two, jobs: 2)
        #expect(readTree(two) == first)
    }

    @Test func brokenBranchesReportEveryProblemAndLeaveThePreviousOutput() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: output.appendingPathComponent("index.html"))
        let report = buildFixture("broken-branches", into: output)
        let path = Repository.fixture("broken-branches").path + "/Content/branches.json"
        #expect(report.diagnostics.map(\.description) == [
            "\(path):4:13: error: id \"Bad Id!\" is not URL-safe\n  hint: use lower-case letters, digits and single hyphens, e.g. \"bad-id\"",
            "\(path):6:5: error: this location is missing the required field 'name'",
            "\(path):6:32: error: type \"kiosk\" is not one of \"branch\" or \"atm\"",
            "\(path):7:35: error: latitude 95.0 is out of range; it must be between -90 and 90",
            "\(path):7:54: error: 'longitude' must be a number, found a string",
            "\(path):10:30: error: unknown time zone \"Mars/Olympus\"\n  hint: use an IANA name such as \"Europe/London\"",
            "\(path):10:67: error: invalid time \"9am\"; expected HH:MM between 00:00 and 24:00",
            "\(path):10:85: error: unknown day \"fun\"\n  hint: days are mon, tue, wed, thu, fri, sat, sun",
            "\(path):13:5: error: duplicate location id 'good'; it is already used at \(path):11:5\n  hint: every location needs its own id; this one is left out",
        ])
        #expect(readTree(output) == ["index.html": Data("previous".utf8)])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(leftovers == ["site"])
    }
}

@Suite struct PaginationTests {
    @Test(arguments: [
        (1, 1, [1]),
        (1, 3, [1, 2, 3]),
        (1, 200, [1, 2, 3, nil, 200]),
        (50, 200, [1, nil, 48, 49, 50, 51, 52, nil, 200]),
        (4, 9, [1, 2, 3, 4, 5, 6, nil, 9]),
        (200, 200, [1, nil, 198, 199, 200]),
    ] as [(Int, Int, [Int?])])
    func showsFirstLastAndNeighbours(page: Int, pages: Int, expected: [Int?]) {
        #expect(PageRenderer.paginationWindow(page: page, of: pages) == expected)
    }
}
