import Foundation

/// The files a build wrote, kept in the output as `.waymark-manifest`, so the next build removes only those and keeps
/// everything else in the folder.
///
/// One path a line, sorted, each written as how many bytes it shares with the line before, a space, and the rest
/// (`0 locations/gb/leeds/index.html`, then `20 leeds-briggate/index.html`): a site's paths share long folders, and
/// the file is deployed with the site, so this keeps it less than half the size.
struct OutputManifest: Sendable, Equatable {
    static let fileName = ".waymark-manifest"
    static let header =
        "# Files written by Waymark; it removes only these. Do not edit. A line: bytes shared with the line before, a space, the rest."
    /// The header of the manifests earlier builds wrote, one whole path a line; still read.
    static let wholePathsHeader = "# Files written by Waymark; it removes only these. Do not edit."

    let files: Set<String>
    /// Every folder that holds a file of the manifest.
    let folders: Set<String>
    /// An output of a Waymark without manifests: every entry whose path has no dot-named part was its own.
    let legacy: Bool

    init(files: Set<String>, legacy: Bool = false) {
        self.files = files
        self.legacy = legacy
        var folders: Set<String> = []
        // About a folder a file on a large site (each location's page has its own).
        folders.reserveCapacity(files.count)
        for file in files {
            var path = Substring(file)
            // Found in the bytes: a `/` is never part of another character, and characters need grapheme breaking.
            while let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
                path = path[..<slash]
                if !folders.insert(String(path)).inserted { break }
            }
        }
        self.folders = folders
    }

    /// For an incremental build that has written `writtenCount` files, of which only `changed` were written anew (every
    /// other one it kept, so this manifest lists it): the changed files this manifest does not list, and how many of
    /// its files the build has not written. Counted, not each file looked up: a large site has 114,000.
    func unwritten(writtenCount: Int, changed: [String]) -> (added: Set<String>, count: Int) {
        let added = Set(changed.filter { !files.contains($0) })
        return (added, files.count - (writtenCount - added.count))
    }

    /// Whether a path (file or folder, relative to the output root) was written by Waymark, or holds files it wrote.
    func owns(_ path: String, isFolder: Bool) -> Bool {
        if legacy { return !path.split(separator: "/").contains { $0.hasPrefix(".") } }
        if !isFolder { return files.contains(path) }
        return folders.contains(path)
    }

    /// Why a manifest on disk is not trusted: the line, column and reason (a path outside the output, a broken line).
    struct Damage: Error, Equatable {
        let line: Int
        let column: Int
        let reason: String
    }

    /// The manifest of an earlier build in `folder`; a legacy one for an older Waymark's output; nil otherwise. A
    /// manifest that names a path outside the output, or is not as `write` makes it, is `Damage`: the build never
    /// removes a file it names.
    static func read(in folder: URL) throws(Damage) -> OutputManifest? {
        let url = folder.appendingPathComponent(fileName)
        if let text = try? String(contentsOf: url, encoding: .utf8) {
            // Split as bytes, not characters: a large site's manifest has 250,000 lines.
            var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
            if text.hasSuffix("\n") { lines.removeLast() }
            if text.hasPrefix(header + "\n") { return OutputManifest(files: try paths(frontCoded: lines.dropFirst())) }
            if text.hasPrefix(wholePathsHeader + "\n") {
                var files: Set<String> = []
                for (n, line) in lines.enumerated().dropFirst() {
                    files.insert(try inside(String(Substring(line)), line: n + 1, column: 1))
                }
                return OutputManifest(files: files)
            }
        }
        return isLegacyOutput(folder) ? OutputManifest(files: [], legacy: true) : nil
    }

    /// The paths of front-coded lines (the header is line 1); `Damage` when a line is not as `write` makes it.
    private static func paths(frontCoded lines: ArraySlice<Substring.UTF8View.SubSequence>) throws(Damage) -> Set<String> {
        var paths: Set<String> = []
        var previous: [UInt8] = []
        for (n, line) in zip(lines.indices, lines) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")), let shared = Int(Substring(line[..<space])),
                shared <= previous.count
            else { throw Damage(line: n + 1, column: 1, reason: "not a line Waymark writes") }
            previous.removeSubrange(shared...)
            previous.append(contentsOf: line[line.index(after: space)...])
            let column = Substring(line[..<space]).count + 2
            paths.insert(try inside(String(decoding: previous, as: UTF8.self), line: n + 1, column: column))
        }
        return paths
    }

    /// `path` when it is a path inside the output (no empty, `.` or `..` part, not absolute); `Damage` otherwise.
    private static func inside(_ path: String, line: Int, column: Int) throws(Damage) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.allSatisfy(OutputWriter.isSafeSegment), path != fileName, segments.first != OutputFolder.stagingName else {
            throw Damage(line: line, column: column, reason: "'\(path)' is not a path inside the output folder")
        }
        return path
    }

    /// An output written before manifests existed (Waymark 0.1): a home page and the theme's stylesheet.
    static func isLegacyOutput(_ folder: URL) -> Bool {
        let fm = FileManager.default
        return !fm.fileExists(atPath: folder.appendingPathComponent(fileName).path)
            && fm.fileExists(atPath: folder.appendingPathComponent("index.html").path)
            && fm.fileExists(atPath: folder.appendingPathComponent("assets/waymark.css").path)
    }

    /// Writes a manifest of `files` atomically (a temporary file renamed over the old one), without working out their folders (only a manifest that is read
    /// needs those): a large site's folders are many megabytes the commit does not need.
    /// The temporary file is made in `temporaryFolder` when given (a build's staging folder, which a killed build's
    /// next build removes), so that none is ever left in the output, where it would be published.
    static func write(_ files: some Collection<String>, in folder: URL, temporaryFolder: URL? = nil) throws {
        let url = folder.appendingPathComponent(fileName)
        var text = header + "\n"
        text.reserveCapacity(files.reduce(text.utf8.count) { $0 + $1.utf8.count / 2 + 4 })
        var previous = Substring("").utf8
        for file in files.sorted() {
            let path = file.utf8
            // Shared bytes end where a character ends, so the rest is whole characters too.
            var shared = zip(previous, path).prefix { $0 == $1 }.count
            while shared > 0, shared < path.count, path[path.index(path.startIndex, offsetBy: shared)] & 0xC0 == 0x80 { shared -= 1 }
            text += String(shared)
            text += " "
            text += Substring(path.dropFirst(shared))
            text += "\n"
            previous = Substring(file).utf8
        }
        // The text's own bytes, not a copy of them.
        try text.withUTF8 {
            try ReplacementFile(replacing: url, in: temporaryFolder, with: $0, what: "the output manifest")
        }.commit()
    }
}
