import Foundation

/// What one run of the `waymark` binary did.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The `waymark` executable that `swift test` built beside the test bundle.
var waymarkBinary: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("waymark").path), folder.path != "/" {
        folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("waymark")
}

/// Runs a program (by default the `waymark` binary) in a folder, as a user would, and collects what it printed.
func waymark(
    _ arguments: [String], in directory: URL, environment changes: [String: String] = [:], executable: URL = waymarkBinary
) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(changes) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
}

/// Copies a fixture site into a temporary folder, so paths in messages are short and the site is ours to change.
func copyFixture(_ name: String, into folder: URL) throws -> URL {
    let site = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: Repository.fixture(name), to: site)
    try? FileManager.default.removeItem(at: site.appendingPathComponent("expected"))
    return site
}
