import Foundation
import Testing

@testable import WaymarkKit

/// The repository's folders, found from this file's path, so tests run from any working directory.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }
}

/// A fresh temporary folder, removed when the test is done with it.
struct TemporaryFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Builds a fixture site into `output` with the repository's theme.
func buildFixture(_ name: String, into output: URL, jobs: Int = 2, baseURL: String? = nil) -> BuildReport {
    var options = BuildOptions(
        site: Repository.fixture(name).path, output: output, baseURL: baseURL, jobs: jobs)
    options.useCache = false  // no build cache in the repository's fixture
    return Pipeline(options: options).run()
}

/// Makes `folder` look like an earlier Waymark output holding these files (path to text), manifest included.
func writeEarlierOutput(_ folder: URL, files: [String: String]) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    try OutputManifest.write(Set(files.keys), in: folder)
}

/// Every regular file below a folder, relative path to bytes; the output's manifest is left out
/// (tests of the manifest read it themselves).
func readTree(_ root: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let base = root.standardizedFileURL.path + "/"
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
    for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        let path = String(url.standardizedFileURL.path.dropFirst(base.count))
        if path != ".waymark-manifest" { files[path] = try? Data(contentsOf: url) }
    }
    return files
}

/// The embedded theme's `Public/` files, relative path to bytes.
func themePublicFiles() -> [String: Data] {
    Dictionary(uniqueKeysWithValues: Theme.embedded.files(in: "Public").map { ($0, Data(Theme.embedded.bytes("Public/" + $0)!)) })
}

/// Compares a built tree with the golden one in `Tests/Fixtures/<name>/expected`, file by file.
///
/// `wholeSite` is false when `built` holds only some folders of a site (then no theme files are expected).
/// With `WAYMARK_RECORD=1` it writes the built tree as the new golden tree and then fails, so a new
/// baseline is never accepted silently.
func expectMatchesGolden(
    _ built: URL, fixture name: String, wholeSite: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let golden = Repository.fixture(name).appendingPathComponent("expected")
    // The theme's Public/ files are copied as they are: each must be in the build, byte for byte, and the golden
    // tree does not keep copies of them (an edit to the theme's CSS or JS is not a new baseline).
    let theme = wholeSite ? themePublicFiles() : [:]
    var actual = readTree(built)
    // Nor their content-hash copies (AssetFingerprints): pages are compared with the plain names put back.
    let hashed = AssetFingerprints(files: themePublicFiles().mapValues { Array($0) }).names
    for (path, bytes) in theme.sorted(by: { $0.key < $1.key }) {
        #expect(actual[path] == bytes, "\(path) is not the theme's Public/\(path)", sourceLocation: sourceLocation)
        actual[path] = nil
        if let copy = hashed[path] {
            #expect(actual[copy] == bytes, "\(copy) is not the theme's Public/\(path)", sourceLocation: sourceLocation)
            actual[copy] = nil
        }
    }
    do {
        for (path, bytes) in actual where path.hasSuffix(".html") {
            var text = String(decoding: bytes, as: UTF8.self)
            for (plain, copy) in hashed { text = text.replacingOccurrences(of: "/" + copy + "\"", with: "/" + plain + "\"") }
            actual[path] = Data(text.utf8)
        }
    }
    // The service worker's revisions are hashes of files, the theme's among them: the golden tree keeps its URLs
    // and shape, and ServiceWorkerTests and Tests/browser/test_offline.py check the hashes.
    if let script = actual[ServiceWorker.fileName] { actual[ServiceWorker.fileName] = withoutRevisions(script) }
    if ProcessInfo.processInfo.environment["WAYMARK_RECORD"] == "1" {
        try? FileManager.default.removeItem(at: golden)
        for (path, bytes) in actual where path != OutputManifest.fileName {
            let url = golden.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
        Issue.record("recorded a new golden tree at \(golden.path); check it, then run the tests again", sourceLocation: sourceLocation)
        return
    }
    let expected = readTree(golden)
    let missing = Set(expected.keys).subtracting(actual.keys).sorted()
    let unexpected = Set(actual.keys).subtracting(expected.keys).sorted()
    #expect(missing.isEmpty, "files missing from the build: \(missing)", sourceLocation: sourceLocation)
    #expect(unexpected.isEmpty, "files the golden tree does not have: \(unexpected)", sourceLocation: sourceLocation)
    for path in Set(expected.keys).intersection(actual.keys).sorted() where expected[path] != actual[path] {
        let want = String(decoding: expected[path]!, as: UTF8.self), got = String(decoding: actual[path]!, as: UTF8.self)
        let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
        let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(wantLines, gotLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(wantLines.count, gotLines.count)
        let wantLine = line < wantLines.count ? String(wantLines[line]) : "<end of file>"
        let gotLine = line < gotLines.count ? String(gotLines[line]) : "<end of file>"
        Issue.record(
            "\(path) differs at line \(line + 1):\n  expected: \(wantLine)\n  actual:   \(gotLine)",
            sourceLocation: sourceLocation)
    }
}

/// `sw.js` with each revision replaced by "<revision>".
func withoutRevisions(_ script: Data) -> Data {
    let text = String(decoding: script, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        guard line.hasPrefix("  ["), line.hasSuffix("\"],"), let comma = line.range(of: "\", \"", options: .backwards) else {
            return String(line)
        }
        return line[..<comma.upperBound] + "<revision>\"],"
    }
    return Data(lines.joined(separator: "\n").utf8)
}
