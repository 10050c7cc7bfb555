import Foundation
import Testing

@testable import WaymarkKit

/// The audit's hostile inputs (issue #13), each rebuilt from a minimal input of the same shape.
@Suite struct HostileAuditTests {
    @Test func baseURLWithMarkupIsRefusedInSiteConfigAndOnTheCommandLine() throws {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: "base_url: '/pr\"><svg/onload=alert(1)>/'\n", path: "s.yml", log: &log)
        #expect(config.baseURL == "/")
        #expect(
            log.reported == [
                Reported(.error, 1, 11, "base_url \"/pr\"><svg/onload=alert(1)>/\" contains '\"', which a base URL may not contain")
            ])
        for good in ["/", "/preview/feature-x/", "https://example.com/sub", "http://localhost:8000/"] {
            #expect(BaseURLRule.problem(good) == nil, "\(good)")
        }
        for bad in ["//evil.example/", "https:///x", "/a b/", "/a'b/", "javascript:alert(1)", "/a&b/"] {
            #expect(BaseURLRule.problem(bad) != nil, "\(bad)")
        }
        let output = try TemporaryFolder()
        let report = buildFixture("minimal", into: output.url, baseURL: "/pr\"><svg/onload=alert(1)>/")
        #expect(
            report.diagnostics.map(\.message) == [
                "--base-url \"/pr\"><svg/onload=alert(1)>/\" contains '\"', which a base URL may not contain"
            ])
        #expect(!FileManager.default.fileExists(atPath: output.url.appendingPathComponent("index.html").path))
    }

    @Test func rebasedMarkdownLinksEscapeTheBasePath() {
        #expect(Markdown.rebase("<a href=\"/x/\">x</a>", basePath: "/a\"b/") == "<a href=\"/a&quot;b/x/\">x</a>")
    }

    @Test func contactEmailWithAQuoteIsRefusedAtTheSetting() {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: "contact_email: 'a\"b@example.com'\n", path: "s.yml", log: &log)
        #expect(config.contactEmail == nil)
        #expect(log.reported == [Reported(.error, 1, 16, "contact_email \"a\"b@example.com\" is not an e-mail address")])
    }

    @Test func plistNestedDeeperThan512IsOneErrorNotACrash() {
        var log = DiagnosticLog()
        let deep = "<plist>\n" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</plist>"
        #expect(CountriesReader().read(bytes: Array(deep.utf8), path: "c.plist", log: &log).isEmpty)
        #expect(log.reported == [Reported(.error, 2, 3578, "the property list is nested more than 512 levels deep")])
        var shallow = DiagnosticLog()
        let fine = "<plist>" + String(repeating: "<array>", count: 500) + String(repeating: "</array>", count: 500) + "</plist>"
        _ = PlistFile.parse(bytes: Array(fine.utf8), path: "c.plist", log: &shallow)
        #expect(shallow.reported == [])
    }

    @Test func plistWithAnInternalEntityIsRefusedNotSilentlyShortened() {
        var log = DiagnosticLog()
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            <!ENTITY e "Scie">
            ]>
            <plist><array><dict><key>name</key><string>&e;nce</string></dict></array></plist>
            """
        #expect(PlistFile.parse(bytes: Array(text.utf8), path: "c.plist", log: &log) == nil)
        #expect(log.reported == [Reported(.error, 3, 1, "the property list declares its own entity '&e;', which Waymark does not expand")])
    }

    /// The "billion laughs": nine levels of nine aliases each, 9^9 values from a few hundred bytes.
    @Test func yamlAliasBombIsRefusedEverywhereYAMLIsRead() {
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let message = "the YAML's aliases (*name) expand to more than \(YAMLFile.maxNodes(bomb)) values"
        var log = DiagnosticLog()
        #expect(GeocodeReader().read(yamlText: bomb, path: "x.yml", log: &log) == nil)
        #expect(log.reported == [Reported(.error, 1, 1, message)])
        var configLog = DiagnosticLog()
        _ = SiteConfigReader().read(text: bomb, path: "site.yml", log: &configLog)
        #expect(configLog.reported == [Reported(.error, 1, 1, message)])
        var pageLog = DiagnosticLog()
        _ = PageReader().read(text: "---\n" + bomb + "---\nText\n", path: "p.md", log: &pageLog)
        #expect(pageLog.reported.map(\.line) == [2])
        var fine = DiagnosticLog()
        _ = SiteConfigReader().read(text: "title: &t Bank\ndescription: *t\n", path: "site.yml", log: &fine)
        #expect(fine.reported == [])
    }

    @Test func controlCharactersFromDataAreEscapedInEverythingPrinted() throws {
        let id = "\u{1B}]0;pwned\u{07}"
        let diagnostic = Diagnostic.error(
            SourcePosition(path: "b\u{1B}[2J.json", line: 3, column: 9), "duplicate id '\(id)'\nfake: error", hint: "a\nb\u{9B}c")
        #expect(
            diagnostic.description
                == "b\\u{1B}[2J.json:3:9: error: duplicate id '\\u{1B}]0;pwned\\u{7}'\\u{A}fake: error\n  hint: a\nb\\u{9B}c")
        let failure = GeocodeFailure.apiError(status: "REQUEST_DENIED", message: "bad key\u{1B}[31m")
        #expect(failure.description.hasPrefix("error: the Geocoding API answered REQUEST_DENIED: bad key\\u{1B}[31m;"))
        #expect(TerminalText.escaped("Москва\tok \u{202E}txt") == "Москва\tok \\u{202E}txt")
    }

    @Test func diffComparesAndPrintsFilesWhoseNamesAreNotUTF8() throws {
        let folder = try TemporaryFolder()
        let old = folder.url.appendingPathComponent("old"), new = folder.url.appendingPathComponent("new")
        for (root, body) in [(old, "one"), (new, "two")] {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for suffix: UInt8 in [0xE9, 0xE8] {
                let path = Array(root.path.utf8) + Array("/caf".utf8) + [suffix]
                let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                #expect(fd >= 0)
                _ = body.withCString { write(fd, $0, 3) }
                close(fd)
            }
        }
        let diff = try SiteDiff.compare(old: old, new: new, jobs: 1)
        #expect(diff.text.contains("  caf\\xE8\n  caf\\xE9\n"))
        #expect(!diff.text.contains("No changes"))
    }

    @Test func markdownWithWindowsLineEndingsKeepsItsFrontMatter() throws {
        var log = DiagnosticLog()
        let page = try #require(
            PageReader().read(text: "---\r\ntitle: Help\r\nlayout: page\r\n---\r\n# Help\r\n\r\nText\r\n", path: "help.md", log: &log))
        #expect(log.reported == [])
        #expect(page.title == "Help")
        #expect(page.bodyLine == 5)
        #expect(Markdown.html(page.markdown) == "<h1>Help</h1>\n<p>Text</p>\n")
    }

    @Test func anUnknownLayoutIsReportedAtThePagesLayoutLine() throws {
        let site = try TemporarySite([
            "Content/branches.json": "[]",
            "Content/pages/about.md": "---\ntitle: About\nlayout: nonexistent\n---\nText\n",
        ])
        let report = site.build(write: false)
        #expect(
            report.diagnostics.map(\.description) == [
                "\(site.root.path)/Content/pages/about.md:3:9: error: no template 'nonexistent.mustache' for the layout 'nonexistent'\n"
                    + "  hint: add Templates/nonexistent.mustache to the site, or remove the `layout:` line to use the page layout",
                "\(site.root.path)/Content/site.yml:1:1: warning: \(Pipeline.noAddressMessage)\n"
                    + "  hint: set the address the site is published at, e.g. base_url: https://example.com/ in site.yml (or --base-url)",
            ])
    }

    @Test func aHugeJobCountIsCappedNotAHang() throws {
        #expect(BuildOptions(site: ".", jobs: Int.max).jobs == BuildOptions.maxJobs)
        #expect(BuildOptions(site: ".", jobs: -3).jobs == 1)
        #expect(TreeComparer(old: URL(fileURLWithPath: "/a"), new: URL(fileURLWithPath: "/b"), jobs: Int.max).jobs == 256)
        let site = try TemporarySite(["Content/branches.json": "[]"])
        #expect(!site.build(jobs: Int.max).hasErrors)
    }

    /// A space is fine in a file name (a link to it writes %20); only names that leave the folder are refused.
    @Test func aPublicFileWithASpaceIsCopiedAsItIs() throws {
        let site = try TemporarySite(["Content/branches.json": "[]", "Public/my file.css": "x", "Public/ok.css": "y"])
        let report = site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(site.text("my file.css") == "x")
        #expect(site.text("ok.css") == "y")
        #expect(site.text("index.html") != nil)
    }

    @Test func duplicateJSONKeysAreWarnedAboutAtTheRepeat() {
        var log = DiagnosticLog()
        let text = "{\"status\": \"OK\",\n \"results\": [],\n \"status\": \"ZERO_RESULTS\"}"
        _ = GeocodeReader().read(bytes: Array(text.utf8), path: "Madrid.json", log: &log)
        #expect(
            log.reported.contains(
                Reported(.warning, 3, 2, "the member \"status\" appears twice in one object; the later value is used")))
        var branches = DiagnosticLog()
        let file = "{\"locations\": [], \"bank\": {\"name\": \"A\", \"name\": \"B\"}}"
        let output = BranchesReader().read(bytes: Array(file.utf8), path: "b.json", log: &branches)
        #expect(output.bankName == "B")
        #expect(
            branches.reported == [Reported(.warning, 1, 41, "the member \"name\" appears twice in one object; the later value is used")])
    }

    @Test func anInputFileOverTheSizeLimitIsOneClearErrorNotAMemoryBlowUp() throws {
        let site = try TemporarySite(["Content/branches.json": ""])
        // A sparse file: its size is over the limit without writing that many bytes.
        let handle = try FileHandle(forWritingTo: site.root.appendingPathComponent("Content/branches.json"))
        try handle.truncate(atOffset: UInt64(SiteLoader.maxFileSize + 1_000_000))
        try handle.close()
        let (_, log) = SiteLoader().load(site: site.root.path)
        #expect(log.reported == [Reported(.error, 1, 1, "the file is 257 MB; Waymark reads input files of up to 256 MB")])
    }
}
