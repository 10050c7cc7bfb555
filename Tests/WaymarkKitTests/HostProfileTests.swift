import Foundation
import Testing

@testable import WaymarkKit

/// Host profiles: the output measured against each static host's limits, reported after a build.
@Suite struct HostProfileTests {
    private let small = OutputStatistics(files: [
        "index.html": 3_000, "locations/a/index.html": 9_000, "locations/b/index.html": 9_500, "locations/c/index.html": 9_500,
        "locations/d/index.html": 0, "assets/waymark.css": 12_000,
    ])

    @Test func measuresFilesBytesTheFullestFolderAndTheLargestFile() {
        #expect(small.files == 6)
        #expect(small.bytes == 43_000)
        #expect(small.largestFolder == ("locations", 4))
        #expect(small.largestFile == ("assets/waymark.css", 12_000))
        #expect(
            small.summary(host: .cloudflarePagesFree)
                == "Output fits cloudflare-pages-free: 6 of 20,000 files, 43 KB; fullest folder locations/ (4 entries), largest file assets/waymark.css (12 KB of 25 MiB)"
        )
        #expect(
            small.summary(host: nil)
                == "Output: 6 files, 43 KB; fullest folder locations/ (4 entries), largest file assets/waymark.css (12 KB)")
    }

    @Test func eachHostsLimitIsAProblemWithAHint() throws {
        var sizes: [String: Int] = [:]
        for index in 0..<20_001 { sizes["locations/\(index)/index.html"] = 10 }
        let many = OutputStatistics(files: sizes)
        #expect(many.problems(on: .cloudflarePages).isEmpty)
        #expect(
            many.problems(on: .cloudflarePagesFree).map(\.message) == ["20,001 files, over cloudflare-pages-free's limit of 20,000"])
        // The hint names the settings that would make fewer files, of those the site has not set.
        let fewer = try #require(HostProfile.fewerFiles(SiteConfig()))
        #expect(
            fewer == "`city_pages: false` in site.yml makes each city a section of its country's pages, "
                + "`list_pages: 1` keeps the first page of each list of all locations")
        #expect(
            many.problems(on: .cloudflarePagesFree, fewerFiles: fewer).map(\.hint) == [
                "Cloudflare's paid plan (host: cloudflare-pages) takes 100,000 files; " + fewer
            ])
        var lean = SiteConfig()
        (lean.cityPages, lean.listPages, lean.hoursPage) = (false, 1, true)
        #expect(HostProfile.fewerFiles(lean) == "`hours_page: false` in site.yml puts the hours on the location's page")
        lean.hoursPage = false
        #expect(HostProfile.fewerFiles(lean) == nil)
        #expect(
            many.problems(on: .cloudflarePagesFree, fewerFiles: nil).map(\.hint) == [
                "Cloudflare's paid plan (host: cloudflare-pages) takes 100,000 files"
            ])
        #expect(HostProfile.cloudflarePages.hint(for: \.files) == HostProfile.higherLimit([.s3]))
        #expect(
            many.problems(on: .vercel).map(\.hint) == [
                "upload the output as an archive (`vercel deploy --archive=tgz`), which has no such limit"
            ])
        let big = OutputStatistics(files: ["a.bin": 600_000_000, "b.bin": 500_000_000])
        #expect(
            big.problems(on: .githubPages).map(\.message) == [
                "1.10 GB in all, over github-pages's limit of 1.00 GB", "a.bin is 600.0 MB, over github-pages's limit of 100 MiB a file",
            ])
        #expect(
            big.problems(on: .cloudflarePages).map(\.message) == ["a.bin is 600.0 MB, over cloudflare-pages's limit of 25 MiB a file"])
        #expect(big.problems(on: .s3).isEmpty)
        var folder: [String: Int] = [:]
        for index in 0..<54_001 { folder["locations/\(index).html"] = 1 }
        #expect(
            OutputStatistics(files: folder).problems(on: .netlify).map(\.message) == [
                "locations/ holds 54,001 entries, over netlify's limit of 54,000 a folder"
            ])
    }

    /// Two languages' trees that each fit Vercel's 15,000 files, and together do not; the largest file and the fullest
    /// folder are named where they are in the whole output.
    @Test func theTreesOfEveryLanguageAreMeasuredTogether() {
        var tree: [String: Int] = ["index.html": 10]
        for index in 0..<9_000 { tree["locations/\(index / 100)/\(index).html"] = 1 }
        var whole = OutputStatistics(files: tree)
        #expect(whole.problems(on: .vercel).isEmpty)
        tree["search/big.json"] = 500
        whole.add(OutputStatistics(files: tree), in: "cy")
        #expect(whole.files == 18_003 && whole.bytes == 18_520)
        #expect(whole.problems(on: .vercel).map(\.message) == ["18,003 files, over vercel's limit of 15,000"])
        #expect(whole.summary(host: nil).hasSuffix("fullest folder cy/locations/0/ (100 entries), largest file cy/search/big.json (500 B)"))
        var top: [String: Int] = [:]
        for index in 0..<150 { top["\(index).html"] = 1 }
        var root = OutputStatistics(files: top)
        root.add(OutputStatistics(files: ["a/index.html": 1]), in: "cy")
        #expect(root.summary(host: nil).contains("fullest folder / (151 entries)"))
    }

    /// A site of a million locations' shape: more files than most page hosts take, more bytes than GitHub's and
    /// GitLab's, no folder past Netlify's; a hint that says to move names the hosts that would take it.
    @Test func aHintToMoveNamesTheHostsThatWouldTakeTheOutput() {
        var sizes: [String: Int] = [:]
        for index in 0..<200_001 { sizes["locations/\(index / 1_000)/\(index)/index.html"] = 6_000 }
        let large = OutputStatistics(files: sizes)
        #expect(large.hostsThatTakeIt == [.netlify, .s3])
        #expect(
            large.problems(on: .cloudflarePages).map(\.message) == ["200,001 files, over cloudflare-pages's limit of 100,000"])
        #expect(
            large.problems(on: .cloudflarePages).map(\.hint) == [
                "choose a host whose limits it is within (hosts: netlify, s3)"
            ])
        #expect(
            large.problems(on: .gitlabPages).map(\.message) == [
                "200,001 files, over gitlab-pages's limit of 200,000", "1.20 GB in all, over gitlab-pages's limit of 1.00 GB",
            ])
        #expect(
            large.problems(on: .githubPages).map(\.hint) == ["publish to a host without a size limit, such as an S3 bucket (host: s3)"])
        #expect(large.problems(on: .netlify).isEmpty)
        #expect(large.problems(on: .s3).isEmpty)
        // A check counts pages without their bytes: a host that limits the total is not named, whatever the figures.
        var counted = OutputStatistics(files: ["index.html": 0, "a/index.html": 0])
        #expect(counted.hostsThatTakeIt == HostProfile.allCases)
        counted.pagesWithoutBytes = true
        #expect(counted.hostsThatTakeIt == [.cloudflarePages, .cloudflarePagesFree, .netlify, .vercel, .s3])
    }

    @Test func anUnknownHostInSiteYmlIsAnErrorAtItsValue() {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: "title: x\nhost: geocities\n", path: "site.yml", log: &log)
        #expect(config.host == nil)
        #expect(
            log.all.map(\.description) == [
                "site.yml:2:7: error: unknown host \"geocities\"\n  hint: hosts are github-pages, cloudflare-pages, cloudflare-pages-free, netlify, vercel, gitlab-pages, s3"
            ])
        var clean = DiagnosticLog()
        #expect(SiteConfigReader().read(text: "host: netlify\n", path: "site.yml", log: &clean).host == .netlify)
    }

    @Test func aHostThatReadsHeadersGetsAHeadersFileAndTheBuildReportsTheFit() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let run = try waymark(["build", "--site", "minimal", "--host", "netlify"], in: folder.url)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("Output fits netlify: ") == true)
        let headers = try String(contentsOf: folder.url.appendingPathComponent("minimal/_site/_headers"), encoding: .utf8)
        #expect(headers.contains("/assets/maps/*\n  Cache-Control: public, max-age=31536000, immutable\n"))
        // The theme's assets under their content-hash names, which pages link to, are cached for ever too.
        let css = "assets/waymark.\(Digest.of(themePublicFiles()["assets/waymark.css"]!).hex(8)).css"
        #expect(headers.contains("/\(css)\n  Cache-Control: public, max-age=31536000, immutable\n"))
        let site = folder.url.appendingPathComponent("minimal/_site")
        #expect(try Data(contentsOf: site.appendingPathComponent(css)) == themePublicFiles()["assets/waymark.css"])
        let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<link rel=\"stylesheet\" href=\"/\(css)\">"))
        #expect(!home.contains("/assets/waymark.css"))
        #expect(try waymark(["build", "--site", "minimal", "--quiet"], in: folder.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("minimal/_site/_headers").path))
        #expect(try waymark(["build", "--site", "minimal", "--host", "geocities"], in: folder.url).status == 2)
    }

    /// `check` renders no page, yet counts every page the build would write.
    @Test func checkCountsThePagesItDoesNotRender() throws {
        let folder = try TemporaryFolder()
        _ = try copyFixture("minimal", into: folder.url)
        let check = try waymark(["check", "--site", "minimal", "--host", "vercel"], in: folder.url)
        #expect(check.status == 0)
        let lines = check.stdout.split(separator: "\n")
        let line = try #require(lines.dropLast().last)
        #expect(line.hasPrefix("Output fits vercel: "))
        // It says what its figures leave out.
        #expect(
            lines.last
                == "  (check renders no page and draws no map: pages count without their bytes, map files not at all; `waymark build` reports the whole output)"
        )
        let build = try waymark(["build", "--site", "minimal", "--host", "vercel"], in: folder.url)
        let built = try #require(build.stdout.split(separator: "\n").last)
        let count = { (text: Substring) in text.split(separator: " ")[3] }
        #expect(Int(count(line))! >= 16)
        #expect(Int(count(line))! <= Int(count(built))!)
        // The search index's files are counted too (18 of them in search/t/ alone, beside the 17 pages).
        #expect(Int(count(line))! >= 17 + 18, "\(line)")
    }
}
