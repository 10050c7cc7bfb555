import Foundation
import Testing

@testable import WaymarkKit

/// The output folder belongs to the user: Waymark removes only what it wrote, refuses folders it must
/// not write to, and never leaves the folder without a complete site.
@Suite struct OutputFolderTests {
    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test func dotfilesAndFilesWaymarkDidNotWriteSurviveRebuilds() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        #expect(!buildFixture("minimal", into: output).hasErrors)
        try write("ref: refs/heads/gh-pages\n", output.appendingPathComponent(".git/HEAD"))
        try write("", output.appendingPathComponent(".nojekyll"))
        try write("branches.example.com\n", output.appendingPathComponent("CNAME"))
        try write("mine", output.appendingPathComponent("notes.txt"))
        try write("console.log(1)", output.appendingPathComponent("assets/custom.js"))
        for _ in 1...2 {
            let report = buildFixture("minimal", into: output)
            #expect(
                report.diagnostics.map(\.description) == [
                    "\(output.path):1:1: warning: kept 2 files that Waymark did not write: assets/custom.js, notes.txt\n"
                        + "  hint: Waymark removes only what it wrote; delete these by hand if they should not be published"
                ])
            #expect(read(output.appendingPathComponent(".git/HEAD")) == "ref: refs/heads/gh-pages\n")
            #expect(read(output.appendingPathComponent("CNAME")) == "branches.example.com\n")
            #expect(read(output.appendingPathComponent("assets/custom.js")) == "console.log(1)")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".nojekyll").path))
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        }
    }

    @Test func theManifestListsExactlyTheFilesWaymarkWrote() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        _ = buildFixture("minimal", into: output)
        let manifest = try #require(read(output.appendingPathComponent(".waymark-manifest")))
        let lines = manifest.split(separator: "\n").map(String.init)
        #expect(lines.first == OutputManifest.header)
        // Each line shares a prefix with the one before: `0 404.html`, `0 assets/…`, `7 hours.js`.
        var previous = "", paths: [String] = []
        for line in lines.dropFirst() {
            let (count, rest) = try #require(line.firstIndex(of: " ").map { (Int(line[..<$0]), line[line.index(after: $0)...]) })
            previous = String(previous.prefix(try #require(count))) + rest
            paths.append(previous)
        }
        #expect(paths == readTree(output).keys.sorted())
        #expect(Array(lines.prefix(3)) == [OutputManifest.header, "0 404.html", "0 assets/countries.49eb26eb.js"])
        #expect(try OutputManifest.read(in: output)?.files == Set(paths))
    }

    /// An output of an earlier build, whose manifest has one whole path a line, is still Waymark's own: the next
    /// build removes the files it lists that it no longer writes, and keeps a file of the user's.
    @Test func aManifestOfWholePathsIsStillRead() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        try write(
            OutputManifest.wholePathsHeader + "\nold/index.html\nold/é/page.html\n", output.appendingPathComponent(".waymark-manifest"))
        try write("old page", output.appendingPathComponent("old/index.html"))
        try write("old page", output.appendingPathComponent("old/é/page.html"))
        try write("mine", output.appendingPathComponent("mine.txt"))
        #expect(try OutputManifest.read(in: output)?.files == ["old/index.html", "old/é/page.html"])
        _ = buildFixture("minimal", into: output)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("mine.txt").path))
    }

    /// Paths that share part of a character (é and è share their first byte) are written with whole characters, and
    /// a line that shares more than the line before has is not trusted.
    @Test func frontCodedPathsKeepWholeCharactersAndABrokenLineIsNotTrusted() throws {
        let folder = try TemporaryFolder()
        try OutputManifest.write(["a/é.html", "a/è.html", "b.html"], in: folder.url)
        let text = try #require(read(folder.url.appendingPathComponent(".waymark-manifest")))
        #expect(text == OutputManifest.header + "\n0 a/è.html\n2 é.html\n0 b.html\n")
        #expect(try OutputManifest.read(in: folder.url)?.files == ["a/é.html", "a/è.html", "b.html"])
        try write(OutputManifest.header + "\n0 a.html\n9 b.html\n", folder.url.appendingPathComponent(".waymark-manifest"))
        #expect(throws: OutputManifest.Damage(line: 3, column: 1, reason: "not a line Waymark writes")) {
            try OutputManifest.read(in: folder.url)
        }
    }

    @Test func aRemovedRecordsPagesDisappearButAUserFileBesideThemStays() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let output = folder.url.appendingPathComponent("out")
        let build = { Pipeline(options: BuildOptions(site: site.path, output: output, jobs: 2)).run() }
        #expect(!build().hasErrors)
        try write("note", output.appendingPathComponent("locations/fj/suva/suva-branch/note.txt"))
        let branches = site.appendingPathComponent("Content/branches.json")
        let text = try #require(read(branches))
        let start = try #require(text.range(of: ",\n    {\n      \"id\": \"suva-branch\""))
        let end = try #require(text.range(of: "\n    }", range: start.upperBound..<text.endIndex))
        try Data((String(text[..<start.lowerBound]) + String(text[end.upperBound...])).utf8).write(to: branches)
        #expect(!build().hasErrors)
        let files = FileManager.default.subpaths(atPath: output.appendingPathComponent("locations/fj/suva/suva-branch").path) ?? []
        #expect(files == ["note.txt"])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("locations/fj/suva/suva-branch/hours").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("locations/gb/london/soho-branch/index.html").path))
    }

    @Test func aFolderWaymarkDidNotWriteIsRefusedUnlessForced() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("docs")
        try write("%PDF", output.appendingPathComponent("report.pdf"))
        let refused = buildFixture("minimal", into: output)
        #expect(refused.refusedOutput)
        #expect(
            refused.diagnostics.map(\.description) == [
                "\(output.path):1:1: error: the output folder is not empty and was not written by Waymark (it holds 'report.pdf')\n"
                    + "  hint: choose an empty folder, or pass --force to build there and keep its files"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["report.pdf"])
        var options = BuildOptions(site: Repository.fixture("minimal").path, output: output, force: true)
        options.useCache = false  // no build cache in the repository's fixture
        let forced = Pipeline(options: options).run()
        #expect(!forced.hasErrors)
        #expect(read(output.appendingPathComponent("report.pdf")) == "%PDF")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test func aFolderWithOnlyDotfilesAndACNAMECountsAsEmpty() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        try write("x", output.appendingPathComponent(".git/config"))
        try write("example.com", output.appendingPathComponent("CNAME"))
        #expect(buildFixture("minimal", into: output).diagnostics.isEmpty)
        #expect(read(output.appendingPathComponent(".git/config")) == "x")
    }

    @Test(arguments: ["site", "parent", "content", "file", "root"])
    func foldersThatMustNotBeWrittenAreRefused(_ kind: String) throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let file = folder.url.appendingPathComponent("a-file")
        try write("keep", file)
        let output: URL =
            switch kind {
            case "site": site
            case "parent": folder.url
            case "content": site.appendingPathComponent("Content/out")
            case "file": file
            default: URL(fileURLWithPath: "/")
            }
        let report = Pipeline(options: BuildOptions(site: site.path, output: output)).run()
        #expect(report.refusedOutput)
        let expected =
            switch kind {
            case "site", "parent": "the output folder contains the site itself; building there would replace the site"
            case "content": "the output folder is inside the site's Content/ folder"
            case "file": "the output path is a file, not a folder"
            default: "refusing to build into the root folder /"
            }
        #expect(report.diagnostics.map(\.message) == [expected])
        #expect(read(file) == "keep")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/branches.json").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/out").path))
    }

    @Test func aSiteReachedThroughASymlinkIsStillRecognisedAsTheOutput() throws {
        let folder = try TemporaryFolder()
        let real = try copyFixture("minimal", into: folder.url)
        let link = folder.url.appendingPathComponent("lnk")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let report = Pipeline(options: BuildOptions(site: link.path, output: real)).run()
        #expect(report.refusedOutput)
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("Content/branches.json").path))
    }

    @Test func aSymlinkedOutputIsWrittenThroughToItsTarget() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let link = folder.url.appendingPathComponent("public")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        for _ in 1...2 { #expect(!buildFixture("minimal", into: link).hasErrors) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("index.html").path))
    }

    @Test func leftoversOfKilledBuildsAreRemoved() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        _ = buildFixture("minimal", into: output)
        try write("half", output.appendingPathComponent(".waymark-staging/index.html"))
        for old in [".out.waymark-staging-2147483646", ".out.waymark-old-2147483646"] {
            try write("old", folder.url.appendingPathComponent(old).appendingPathComponent("index.html"))
        }
        #expect(!buildFixture("minimal", into: output).hasErrors)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["out"])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".waymark-staging").path))
    }

    @Test func aSecondBuildIntoALockedFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        let held = try OutputFolder.open(output, site: Repository.fixture("minimal"), force: false)
        let report = buildFixture("minimal", into: output)
        #expect(report.refusedOutput)
        #expect(report.diagnostics.map(\.message) == ["another waymark build is writing to this folder"])
        held.abort()
        #expect(!buildFixture("minimal", into: output).hasErrors)
    }

    /// The folder is opened while the site is planned, so the site's own errors are known by then; a refused folder
    /// is still all a build reports, as when it was opened first, and the held folder is left as it was.
    @Test func aRefusedFolderIsAllTheBuildReportsEvenWhenTheSiteHasErrors() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        try write("{ not json", site.appendingPathComponent("Content/branches.json"))
        let output = folder.url.appendingPathComponent("out")
        let held = try OutputFolder.open(output, site: site, force: false)
        for jobs in [1, 2] {
            let report = Pipeline(options: BuildOptions(site: site.path, output: output, jobs: jobs)).run()
            #expect(report.refusedOutput)
            #expect(report.diagnostics.map(\.message) == ["another waymark build is writing to this folder"])
        }
        held.abort()
        let report = Pipeline(options: BuildOptions(site: site.path, output: output)).run()
        #expect(!report.refusedOutput && report.hasErrors)
        #expect(report.diagnostics.first?.message.hasPrefix("invalid JSON") == true, "\(report.diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "a failed first build leaves no folder behind")
    }

    @Test func aFailedFirstBuildLeavesNoFolderBehind() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("new/out")
        #expect(buildFixture("broken-branches", into: output).hasErrors)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func hiddenPublicFilesAreCopiedButVersionControlIsNot() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        try write("", site.appendingPathComponent("Public/.nojekyll"))
        try write("Contact: mailto:security@example.com\n", site.appendingPathComponent("Public/.well-known/security.txt"))
        try write("[core]", site.appendingPathComponent("Public/.git/config"))
        try write("a b", site.appendingPathComponent("Public/files/price list.txt"))
        let output = folder.url.appendingPathComponent("out")
        #expect(!Pipeline(options: BuildOptions(site: site.path, output: output)).run().hasErrors)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".nojekyll").path))
        #expect(read(output.appendingPathComponent(".well-known/security.txt")) == "Contact: mailto:security@example.com\n")
        #expect(read(output.appendingPathComponent("files/price list.txt")) == "a b")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".git").path))
    }

    /// A file of the user's inside one of Waymark's folders is carried over by name; one whose name is not
    /// UTF-8 cannot be, so the build stops before touching anything rather than losing it.
    @Test func aUserFileWhoseNameIsNotUTF8IsNeverLost() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        #expect(!buildFixture("minimal", into: output).hasErrors)
        let name: [CChar] = Array((output.path + "/assets/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        let fd = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0)
        close(fd)
        let report = buildFixture("minimal", into: output)
        #expect(
            report.diagnostics.map(\.description) == [
                "\(output.path)/assets/caf\\xE9:1:1: error: Waymark did not write this, and cannot keep it "
                    + "because its name is not UTF-8; move it out of the output folder"
            ])
        #expect(access(name, F_OK) == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".waymark-staging").path))
    }

    @Test func anOutputOfAnEarlierWaymarkWithoutAManifestIsRecognised() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out")
        try write("<!DOCTYPE html>", output.appendingPathComponent("index.html"))
        try write("body{}", output.appendingPathComponent("assets/waymark.css"))
        try write("old page", output.appendingPathComponent("locations/gone/index.html"))
        try write("x", output.appendingPathComponent(".git/config"))
        #expect(buildFixture("minimal", into: output).diagnostics.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("locations/gone").path))
        #expect(read(output.appendingPathComponent(".git/config")) == "x")
    }
}
