import Foundation
import Testing

@testable import WaymarkKit

/// The binary as a new user meets it: alone in a folder of its own, starting a site with `init`,
/// exporting the theme, and building into folders that hold other things.
@Suite struct InstallTests {
    /// A copy of the binary alone in a folder, with nothing of the repository beside it.
    private func installedBinary(in folder: URL) throws -> URL {
        let bin = folder.appendingPathComponent("prefix/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let binary = bin.appendingPathComponent("waymark")
        try FileManager.default.copyItem(at: waymarkBinary, to: binary)
        return binary
    }

    private func exists(_ url: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    @Test func versionComesFromOnePlaceAndNamesTheGenerator() throws {
        let folder = try TemporaryFolder()
        let run = try waymark(["--version"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == WaymarkVersion.current + "\n")
        _ = buildFixture("minimal", into: folder.url.appendingPathComponent("out"))
        let home = try String(contentsOf: folder.url.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(home.contains("<meta name=\"generator\" content=\"Waymark \(WaymarkVersion.current)\">\n"))
    }

    @Test func anInstalledBinaryStartsAndBuildsASiteFromAnyFolder() throws {
        let folder = try TemporaryFolder()
        let binary = try installedBinary(in: folder.url)
        let work = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let created = try waymark(["init", "mysite"], in: work, executable: binary)
        #expect(created.status == 0)
        #expect(created.stdout == "Created a new site in mysite (13 files). Build it with:\n  waymark build --site mysite\n")
        let site = work.appendingPathComponent("mysite")
        #expect(
            FileManager.default.subpaths(atPath: site.path)?.filter { !FileManager.default.isDirectory(site, $0) }.sorted() == [
                ".github/waymark/install.sh", ".github/waymark/review.sh", ".github/workflows/cloudflare.yml",
                ".github/workflows/netlify.yml", ".github/workflows/pages.yml", ".github/workflows/review.yml",
                ".github/workflows/waymark-fetch.yml", ".gitignore",
                "Content/branches.json", "Content/pages/help.md", "Content/site.yml", "netlify.toml", "wrangler.toml",
            ])
        let built = try waymark(["build", "--site", "mysite", "--quiet"], in: work, executable: binary)
        #expect(built.status == 0)
        #expect(built.stderr == "")
        for page in [
            "index.html", "locations/index.html", "locations/gb/edinburgh/edinburgh-princes-street/index.html",
            "locations/gb/glasgow/glasgow-central-atm/index.html", "help/index.html", "assets/waymark.css", "sitemap.xml",
        ] {
            #expect(exists(site, "_site/" + page), "\(page) is missing")
        }
        let check = try waymark(["check", "--site", "mysite", "--strict"], in: work, executable: binary)
        #expect(check.status == 0)
    }

    @Test func initRefusesAFolderThatIsNotEmpty() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("taken"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.url.appendingPathComponent("taken/notes.txt"))
        let run = try waymark(["init", "taken"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: taken is not empty; choose a new folder, or pass --force to write the new site's files into it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("taken").path) == ["notes.txt"])
        #expect(try waymark(["init", "taken", "--force"], in: folder.url).status == 0)
        #expect(exists(folder.url, "taken/Content/site.yml") && exists(folder.url, "taken/notes.txt"))
    }

    /// `init --force` into a site of the user's: every file it has stays as it is; the starter's version of each
    /// goes beside it, and the command says so file by file.
    @Test func initForceKeepsTheUsersFilesAndPutsTheStartersBesideThem() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("mine")
        let own = ["Content/site.yml": "title: Mine\n", "Content/branches.json": "[]\n", ".gitignore": "secret/\n"]
        for (path, text) in own {
            try FileManager.default.createDirectory(
                at: site.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: site.appendingPathComponent(path))
        }
        let starter = try #require(EmbeddedFiles.bytes("Starter/Content/pages/help.md"))
        try FileManager.default.createDirectory(at: site.appendingPathComponent("Content/pages"), withIntermediateDirectories: true)
        try Data(starter).write(to: site.appendingPathComponent("Content/pages/help.md"))
        let run = try waymark(["init", "mine", "--force"], in: folder.url)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                Kept your .gitignore; the starter's version is in .gitignore.waymark-new.
                Kept your Content/branches.json; the starter's version is in Content/branches.json.waymark-new.
                Kept your Content/site.yml; the starter's version is in Content/site.yml.waymark-new.
                Created a new site in mine (\(SiteStarter(sample: false).files.count - 4) files). Build it with:
                  waymark build --site mine

                """)
        for (path, text) in own {
            #expect(try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) == text)
            let beside = try Data(contentsOf: site.appendingPathComponent(path + ".waymark-new"))
            #expect(Array(beside) == EmbeddedFiles.bytes("Starter/" + path))
        }
        #expect(!exists(site, "Content/pages/help.md.waymark-new"))
    }

    @Test func initSampleBuildsTheSameSiteAsTheRepositorysSample() throws {
        let folder = try TemporaryFolder()
        #expect(try waymark(["init", "sample", "--sample"], in: folder.url).status == 0)
        #expect(try waymark(["build", "--site", "sample", "--output", "from-init", "--quiet"], in: folder.url).status == 0)
        let repository = folder.url.appendingPathComponent("from-repository").path
        #expect(try waymark(["build", "--site", Repository.root.path, "--output", repository, "--quiet"], in: folder.url).status == 0)
        let fromInit = readTree(folder.url.appendingPathComponent("from-init"))
        let fromRepository = readTree(URL(fileURLWithPath: repository))
        #expect(fromInit.count > 1900)
        #expect(fromInit.keys.sorted() == fromRepository.keys.sorted())
        #expect(fromInit.keys.filter { fromInit[$0] != fromRepository[$0] }.sorted() == [])
    }

    @Test func theSampleSitePassesCheckStrictWithoutAWord() throws {
        // Saved geocoding answers with an error status belong to test fixtures: the sample builds clean.
        let folder = try TemporaryFolder()
        let run = try waymark(["check", "--strict", "--site", Repository.root.path], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test func themeExportWritesTheDefaultThemeOnce() throws {
        let folder = try TemporaryFolder()
        let run = try waymark(["theme", "export", "mytheme"], in: folder.url)
        #expect(run.status == 0)
        let exported = folder.url.appendingPathComponent("mytheme")
        for path in ["Templates/base.mustache", "Templates/partials/header.mustache", "Public/assets/waymark.css"] {
            #expect(
                try Data(contentsOf: exported.appendingPathComponent(path))
                    == Data(contentsOf: Repository.root.appendingPathComponent(path)))
        }
        let again = try waymark(["theme", "export", "mytheme"], in: folder.url)
        #expect(again.status == 1)
        #expect(
            again.stderr == exported.appendingPathComponent("Templates/404.mustache").path
                + ": error: already exists; nothing was written (export into a folder without a theme)\n")
    }

    @Test func aSiteTemplateThatDoesNotParseIsAnErrorAtItsPosition() throws {
        let folder = try TemporaryFolder()
        #expect(try waymark(["init", "mysite"], in: folder.url).status == 0)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("mysite/Templates"), withIntermediateDirectories: true)
        try Data("<p>\n{{#page.title}}\n".utf8).write(to: folder.url.appendingPathComponent("mysite/Templates/page.mustache"))
        let run = try waymark(["build", "--site", "mysite"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            run.stderr == "mysite/Templates/page.mustache:2:1: error: template syntax error: '{{#page.title}}' is never closed\n"
                + "error: build failed with 1 error; the previous output was left as it was\n")
        #expect(!exists(folder.url, "mysite/_site"))
    }

    @Test func anEmptyOutputOrTheHomeFolderIsAUsageError() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let empty = try waymark(["build", "--site", "minimal", "--output", ""], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("Error: --output is empty; name the folder to build into (is a variable unset?)\n"))
        let home = folder.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let run = try waymark(["build", "--site", "minimal", "--output", home.path], in: folder.url, environment: ["HOME": home.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: refusing to build into the home folder \(home.resolvingSymlinksInPath().path)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func gitInTheOutputSurvivesRebuilds() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        #expect(try waymark(["build", "--site", "minimal", "--quiet"], in: folder.url).status == 0)
        let output = folder.url.appendingPathComponent("minimal/_site")
        let git = URL(fileURLWithPath: "/usr/bin/git")
        #expect(try waymark(["init", "--quiet", "--initial-branch", "gh-pages"], in: output, executable: git).status == 0)
        try Data("branches.example.com\n".utf8).write(to: output.appendingPathComponent("CNAME"))
        for _ in 1...2 {
            #expect(try waymark(["build", "--site", "minimal", "--quiet"], in: folder.url).status == 0)
            let status = try waymark(["status", "--porcelain", "--", "CNAME"], in: output, executable: git)
            #expect(status.status == 0)
            #expect(status.stdout == "?? CNAME\n")
        }
    }

    /// A Docker volume is a mount point: the folder itself cannot be renamed, so its entries are swapped.
    @Test func aMountPointAsOutputBuildsAndRebuilds() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let volume = folder.url.appendingPathComponent("volume")
        try FileManager.default.createDirectory(at: volume, withIntermediateDirectories: true)
        let script = """
            set -e
            mount -t tmpfs tmpfs volume
            "$0" build --site minimal --output volume --quiet
            mkdir volume/.git && echo keep > volume/.git/HEAD
            "$0" build --site minimal --output volume --quiet
            "$0" build --site minimal --output volume --quiet
            cat volume/.git/HEAD
            test -f volume/index.html && test -f volume/locations/gb/london/soho-branch/index.html && echo built
            """
        let unshare = URL(fileURLWithPath: "/usr/bin/unshare")
        let run = try waymark(["--mount", "sh", "-c", script, waymarkBinary.path], in: folder.url, executable: unshare)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(run.stdout == "keep\nbuilt\n")
    }
}

extension FileManager {
    fileprivate func isDirectory(_ root: URL, _ relative: String) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
