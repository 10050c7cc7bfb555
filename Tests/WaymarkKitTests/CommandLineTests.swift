import Foundation
import Testing

/// Runs the built `waymark` binary as a user would, checking exit codes, stderr and the output folder.
@Suite struct CommandLineTests {
    @Test func buildWritesTheSiteAndSaysSo() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let run = try waymark(["build", "--site", "minimal"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("Built 17 pages (72 files, 0.5 MB; 72 written, 0 unchanged) into ") == true)
        #expect(lines.first?.hasSuffix("/minimal/_site") == true)
        #expect(
            lines.last?.hasPrefix("Output: 72 files, 511 KB; fullest folder assets/ (33 entries), largest file assets/locations.") == true)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("minimal/_site/index.html").path))
    }

    /// A `--verbose` line: the stage, its time, the processor time during it and the peak memory so far.
    nonisolated(unsafe) static let stageLine = /^(.+): \d+\.\d{3} s \(CPU \d+\.\d{3} s, peak memory (\d+) MiB\)$/
    /// The stages `build` and `check` both time, in order.
    static let stagesUpToHost = [
        "load", "check", "plan", "templates", "render: flags, maps and nearest locations", "render: page keys",
        "render: static files", "render: sitemap", "render: robots.txt", "render: redirects",
        "render: geojson and search index", "render: facets", "render: city names", "render: pages", "render: notice feeds",
        "render: map stylesheet",
        "render: map assets", "render: service worker", "render: link check", "host",
    ]

    /// `--verbose` names every stage in order with its time and the process's peak memory so far, which never
    /// goes down, so a benchmark can tell which stage sets the peak.
    @Test func verboseBuildTimesEachStageWithThePeakMemory() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let run = try waymark(["build", "--site", "minimal", "--quiet", "--verbose", "--no-cache"], in: folder.url)
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let stages = lines.compactMap { try? Self.stageLine.wholeMatch(in: $0) }
        // The output folder is opened on another thread while the site is planned; "open output" is the wait for it.
        #expect(
            stages.map { String($0.output.1) }
                == Self.stagesUpToHost.prefix(4) + ["open output"] + Self.stagesUpToHost.dropFirst(4) + ["swap"])
        let peaks = stages.compactMap { Int($0.output.2) }
        #expect(peaks.count == stages.count && peaks.first! > 0 && peaks == peaks.sorted())
        #expect(lines.last == "cache: not used (--no-cache); removed; rendered 17 of 17 pages")
    }

    /// `check --verbose` times the same stages up to the host check; it renders no page and swaps nothing in.
    @Test func verboseCheckTimesEachStage() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let run = try waymark(["check", "--site", "minimal", "--verbose"], in: folder.url)
        #expect(run.status == 0)
        let stages = run.stderr.split(separator: "\n").compactMap { try? Self.stageLine.wholeMatch(in: $0).map { String($0.output.1) } }
        #expect(stages == Self.stagesUpToHost)
        #expect(run.stdout == "No errors (1 warning); 17 pages would be built.\n")
    }

    /// Issue #13: a record that cannot be used is left out and the site builds; `check --strict` fails on it.
    @Test func aRecordLeftOutBuildsButFailsCheckStrict() throws {
        let site = try TemporarySite([
            "Content/openbanking/atms.json": """
            {"data": [{"Brand": [{"BrandName": "B", "ATM": [
              {"Identification": "A1", "Location": {"PostalAddress": {"TownName": "Leeds"}}},
              {"Identification": "A2", "Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "53.8", "Longitude": "-1.5"}}}}}
            ]}]}]}
            """
        ])
        let build = try waymark(["build", "--site", "site", "--quiet"], in: site.folder)
        #expect(build.status == 0)
        #expect(build.stderr.hasPrefix("site/Content/openbanking/atms.json:2:58: warning: ATM \"A1\": this ATM has no coordinates"))
        #expect(
            FileManager.default.fileExists(atPath: site.root.appendingPathComponent("_site/locations/other/other/b-atm-a2/index.html").path)
        )
        #expect(try waymark(["check", "--site", "site"], in: site.folder).status == 0)
        #expect(try waymark(["check", "--site", "site", "--strict"], in: site.folder).status == 1)
    }

    @Test func brokenDataExitsOneAndLeavesThePreviousOutput() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("broken-branches", into: folder.url)
        let output = folder.url.appendingPathComponent("broken-branches/_site")
        try writeEarlierOutput(output, files: ["index.html": "old"])
        let run = try waymark(["build", "--site", "broken-branches", "--quiet"], in: folder.url)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "broken-branches/Content/branches.json:4:13: warning: id \"Bad Id!\" is not URL-safe; the record is left out")
        #expect(
            lines.contains(
                "broken-branches/Content/openbanking/cut-off.json:2:1: error: invalid JSON: unexpected end of file; expected a value"))
        #expect(lines.last == "error: build failed with 1 error; the previous output was left as it was")
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "old")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("broken-branches").path).sorted()
                == ["Content", "_site"])
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try TemporaryFolder()
        let run = try waymark(["build", "--jobs", "0"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --jobs must be at least 1"))
        #expect(try waymark(["frobnicate"], in: folder.url).status == 2)
    }

    @Test func checkWritesNothingAndStrictFailsOnWarnings() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site/Content")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestFiles.real("plist/boa_interview__worldwide.plist"),
            to: site.appendingPathComponent("countries.plist"))
        let lenient = try waymark(["check", "--site", "site"], in: folder.url)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("site/Content/countries.plist:781:4: warning: Georgia is placed at 13.46, -16.56"))
        #expect(try waymark(["check", "--site", "site", "--strict"], in: folder.url).status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/_site").path))
    }

    @Test func refusesAnOutputFolderThatHoldsTheSite() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let run = try waymark(["build", "--site", "minimal", "--output", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("contains the site itself"))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("minimal/Content/branches.json").path))
    }
}
