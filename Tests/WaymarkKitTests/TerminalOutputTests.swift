import Foundation
import Testing

/// Everything `waymark` prints goes through `Console`, which escapes control characters: a comment, a file name or
/// an argument cannot reach the terminal as ESC or BEL (they used to, outside diagnostics).
@Suite struct TerminalOutputTests {
    @Test func hoursEscapesAComment() throws {
        let folder = try TemporaryFolder()
        let run = try waymark(
            ["hours", "Mo 09:00-10:00 \"x\u{1B}]0;owned\u{7}\"", "--from", "2026-01-05T00:00", "--to", "2026-01-06T00:00"],
            in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "2026-01-05T09:00 - 2026-01-05T10:00  unknown  \"x\\u{1B}]0;owned\\u{7}\"\n")
    }

    @Test func aTimeZoneUsageErrorEscapesWhatWasTyped() throws {
        let folder = try TemporaryFolder()
        let run = try waymark(["hours", "24/7", "--timezone", "X\u{1B}[31m"], in: folder.url)
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                Error: unknown time zone "X\\u{1B}[31m"; use an IANA name such as "Europe/London"
                Usage: waymark <subcommand>
                  See 'waymark --help' for more information.

                """)
    }

    @Test func builtIntoEscapesTheOutputPath() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let run = try waymark(["build", "--site", "minimal", "--output", "out\u{1B}[2J"], in: folder.url)
        #expect(run.status == 0)
        let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Built 17 pages (72 files, 0.5 MB; 72 written, 0 unchanged) into /"))
        #expect(first.hasSuffix("/out\\u{1B}[2J"))
        #expect(!run.stdout.contains("\u{1B}"))
    }

    /// `waymark serve` names a changed file as it is on disk; a name with ESC in it is printed escaped.
    @Test func serveEscapesAChangedFileName() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let serve = try RunningWaymark(["serve", "--site", "minimal", "--port", "0"], in: folder.url)
        defer { serve.stop() }
        #expect(serve.waitForOutput(containing: "press Ctrl-C to stop."))
        try Data("x".utf8).write(to: site.appendingPathComponent("Content/evil\u{1B}]0;owned\u{7}.txt"))
        #expect(serve.waitForOutput(containing: "; rebuilding…"))
        let changed = serve.output.split(separator: "\n").first { $0.hasPrefix("Changed: ") }.map(String.init)
        #expect(changed == "Changed: Content/evil\\u{1B}]0;owned\\u{7}.txt; rebuilding…")
        #expect(!serve.output.contains("\u{1B}"))
    }
}

/// `waymark` running in the background (`serve`), its stdout collected as it comes.
final class RunningWaymark: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var collected = Data()

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = waymarkBinary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            lock.withLock { collected.append(data) }
        }
        try process.run()
    }

    var output: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// Whether `text` was printed within a minute (looked for every 50 ms, so the test ends by itself).
    func waitForOutput(containing text: String) -> Bool {
        for _ in 0..<1200 {
            if output.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
