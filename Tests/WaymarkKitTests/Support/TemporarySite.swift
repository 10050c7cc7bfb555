import Foundation

@testable import WaymarkKit

/// A site written file by file into a temporary folder, for tests whose input is built in the test itself.
final class TemporarySite {
    let folder: URL
    var root: URL { folder.appendingPathComponent("site") }
    var output: URL { folder.appendingPathComponent("out") }

    /// `files` maps paths below the site folder (`Content/geocode/x.json`) to their text.
    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-test-\(UUID().uuidString)")
        for (path, text) in files { try write(path, Data(text.utf8)) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Builds (or only checks, with `write: false`).
    func build(write: Bool = true, baseURL: String? = nil, jobs: Int = 2) -> BuildReport {
        var options = BuildOptions(site: root.path, output: output, baseURL: baseURL, jobs: jobs)
        options.write = write
        return Pipeline(options: options).run()
    }

    func text(_ path: String) -> String? {
        (try? Data(contentsOf: output.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }
}
