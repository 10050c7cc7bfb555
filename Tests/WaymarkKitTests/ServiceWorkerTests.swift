import Testing

@testable import WaymarkKit

@Suite struct ServiceWorkerTests {
    /// At the first visit only the shell (its pages, then the hashed CSS/JS/icons); the search index and the list pages
    /// (first pages first) when the visitor saves the site; nothing else.
    @Test func keepsTheShellFirstAndTheRestWhenAsked() {
        let files = [
            "locations/page/2/index.html": 10, "locations/index.html": 10, "locations/atms/index.html": 10,
            "search/index.json": 10, "assets/waymark.css": 10, "assets/waymark.0123abcd.css": 10, "assets/icon.svg": 10,
            "assets/maps/abc/tiles/0/0/0.svg": 10, "index.html": 10, "offline/index.html": 10,
            "locations/kings-cross/index.html": 10, "locations/cities/index.html": 10,
            "locations/atms/cash-deposit/index.html": 10, "flags/fr.svg": 10, "404.html": 10,
        ]
        let selection = ServiceWorker.select(files, plain: ["assets/waymark.css"])
        #expect(selection.shell == ["index.html", "offline/index.html", "404.html", "assets/icon.svg", "assets/waymark.0123abcd.css"])
        #expect(
            selection.site == ["search/index.json", "locations/atms/index.html", "locations/index.html", "locations/page/2/index.html"])
        #expect(selection.left == 0)
        #expect(ServiceWorker.url("index.html") == "")
        #expect(ServiceWorker.url("locations/page/2/index.html") == "locations/page/2/")
        #expect(ServiceWorker.url("assets/waymark.css") == "assets/waymark.css")
    }

    /// The shell within 300 KB, all within 5 MB, no file over 2 MiB: what does not fit is counted, later list pages go first.
    @Test func staysWithinItsBudgets() {
        var files = ["index.html": 250_000, "404.html": 100_000, "assets/waymark.css": 1000, "saved/index.html": 3 * 1024 * 1024]
        for page in 1...40 { files["locations/" + (page > 1 ? "page/\(page)/" : "") + "index.html"] = 200_000 }
        let selection = ServiceWorker.select(files)
        #expect(selection.shell == ["index.html", "assets/waymark.css"])
        #expect(selection.site.count == 23)
        #expect(selection.site.last == "locations/page/23/index.html")
        #expect(selection.left == 2 + 17)
        #expect(selection.shell.reduce(0) { $0 + files[$1]! } <= ServiceWorker.shellBudget)
        #expect((selection.shell + selection.site).reduce(0) { $0 + files[$1]! } <= ServiceWorker.totalBudget)
    }

    /// After the pages, the map files they show: each once however many pages name it, in the order they are named.
    @Test func keepsEachMapFileOfItsPagesOnce() {
        let maps = ["assets/maps/ab12/tiles/1/0/0.svg", "assets/maps/ab12/tiles/1/0/1.svg"]
        let world = "assets/maps/ab12/tiles/0/0/0.svg"
        let files = ["index.html": 10, "locations/index.html": 10, world: 10, maps[0]: 10, maps[1]: 10]
        // The home page shows the world tile; the list page shows it and the two others; a location's page is no
        // page `sw.js` lists, so its map files are not recorded.
        let shown = ServiceWorker.PageMaps()
        shown.record("index.html", [world])
        shown.record("locations/index.html", [world] + maps + ["assets/maps/gone.svg"])
        shown.record("locations/kings-cross/index.html", ["assets/maps/ab12/tiles/1/1/1.svg"])
        #expect(shown.of(["locations/kings-cross/index.html", "index.html"]) == [world])
        var asked: [[String]] = []
        let selection = ServiceWorker.select(files) { pages in
            asked.append(pages)
            return shown.of(pages)
        }
        #expect(asked == [["index.html"], ["locations/index.html"]])
        #expect(selection.shell == ["index.html", world])
        #expect(selection.site == ["locations/index.html"] + maps)
    }

    /// A built site's `sw.js` lists, after the pages of the shell and after the other pages, the map files those pages'
    /// HTML names, in the order it names them, each once: read here from the written pages, as a browser finds them.
    @Test(arguments: ["minimal", "helsinki"]) func listsTheMapFilesItsPagesName(fixture: String) throws {
        let folder = try TemporaryFolder()
        #expect(!buildFixture(fixture, into: folder.url).hasErrors)
        let script = try String(contentsOf: folder.url.appendingPathComponent("sw.js"), encoding: .utf8)
        let base = try #require(script.firstMatch(of: /var BASE = "([^"]*)";/)).1
        var seen = Set<String>()
        for list in ["PRECACHE", "SITE"] {
            let lines = script.split(separator: "\n").drop { $0 != "var \(list) = [" }.dropFirst().prefix { $0 != "];" }
            let urls = try lines.map { try #require($0.firstMatch(of: /^  \["([^"]*)", "[0-9a-f]{16}"\],$/)).1 }.map(String.init)
            let pages = urls.filter { !$0.contains(".") || $0.hasSuffix(".html") }
            var named: [String] = []
            for page in pages {
                let path = page.hasSuffix(".html") ? page : page + "index.html"
                let html = try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
                named += html.matches(of: try Regex(##""\##(base)(assets/maps/[^"#?]*)"##)).map { String($0.output[1].substring!) }
            }
            #expect(urls.filter { $0.hasPrefix("assets/maps/") } == named.filter { seen.insert($0).inserted }, "\(list)")
        }
        #expect(seen.count > 1)
    }

    @Test func revisionsAreHashesOfTheBytes() {
        // The same digits as the Python port of the digest in Tests/browser/test_offline.py.
        #expect(ServiceWorker.revision([]) == "826094e6e5894f51")
        #expect(ServiceWorker.revision(Array("a".utf8)) == "f62c3ae0843efd37")
        let script = ServiceWorker.script(
            basePath: "/sub/cy/", sharedPath: "/sub/", shell: [.init(url: "", revision: "0123456789abcdef")],
            site: [.init(url: "locations/", revision: "fedcba9876543210")], left: 2)
        #expect(
            script.hasPrefix(
                """
                // Waymark's service worker, written by the build: offline use of this site.
                // 1 file kept at the first visit and 1 file when the visitor saves the site, by the hash of their bytes; 2 left to the network (over 5 MB in all, or over 2 MiB each).
                var BASE = "/sub/cy/";
                var SHARED = "/sub/";
                var PRECACHE = [
                  ["", "0123456789abcdef"],
                ];
                var SITE = [
                  ["locations/", "fedcba9876543210"],
                ];

                """))
    }
}
