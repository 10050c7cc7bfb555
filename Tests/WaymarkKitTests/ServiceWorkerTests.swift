import Testing

@testable import WaymarkKit

@Suite struct ServiceWorkerTests {
    /// The shell, then CSS/JS/icons, then the search index, then list pages (first pages first); nothing else.
    @Test func precachesInOrderOfPriority() {
        let files = [
            "locations/page/2/index.html": 10, "locations/index.html": 10, "locations/atms/index.html": 10,
            "search/index.json": 10, "assets/waymark.css": 10, "assets/maps/abc/tiles/0/0/0.svg": 10, "index.html": 10,
            "offline/index.html": 10, "locations/kings-cross/index.html": 10, "locations/cities/index.html": 10,
            "locations/atms/cash-deposit/index.html": 10, "flags/fr.svg": 10, "404.html": 10,
        ]
        #expect(
            ServiceWorker.select(files).chosen == [
                "index.html", "offline/index.html", "404.html", "assets/waymark.css", "search/index.json",
                "locations/atms/index.html", "locations/index.html", "locations/page/2/index.html",
            ])
        #expect(ServiceWorker.url("index.html") == "")
        #expect(ServiceWorker.url("locations/page/2/index.html") == "locations/page/2/")
        #expect(ServiceWorker.url("assets/waymark.css") == "assets/waymark.css")
    }

    /// At most 5 MB in all, no file over 2 MiB: what does not fit is counted, and later list pages go first.
    @Test func staysWithinItsBudget() {
        var files = ["index.html": 3 * 1024 * 1024, "assets/waymark.css": 1000]
        for page in 1...40 { files["locations/" + (page > 1 ? "page/\(page)/" : "") + "index.html"] = 200_000 }
        let selected = ServiceWorker.select(files)
        #expect(!selected.chosen.contains("index.html"))
        #expect(selected.chosen.count == 1 + 24)
        #expect(selected.chosen.last == "locations/page/24/index.html")
        #expect(selected.left == 1 + 16)
        #expect(selected.chosen.reduce(0) { $0 + files[$1]! } <= ServiceWorker.totalBudget)
    }

    /// After the pages, the map files they show: each once, in the order the pages name them.
    @Test func precachesTheMapFilesOfItsPages() {
        let html = Array(
            #"<svg><image href="/sub/assets/maps/ab12/tiles/1/0/0.svg"/><use href="/sub/assets/maps/ab12/tiles/1/0/1.svg#a"/><image href="/sub/assets/maps/ab12/tiles/1/0/0.svg"/></svg>"#
                .utf8)
        let maps = ServiceWorker.mapFiles(in: html, basePath: "/sub/")
        #expect(maps == ["assets/maps/ab12/tiles/1/0/0.svg", "assets/maps/ab12/tiles/1/0/1.svg"])
        let files = ["index.html": 10, "assets/maps/ab12/tiles/1/0/0.svg": 10, "assets/maps/ab12/tiles/1/0/1.svg": 10]
        #expect(ServiceWorker.select(files, maps: maps + ["assets/maps/gone.svg"]).chosen == ["index.html"] + maps)
    }

    @Test func revisionsAreHashesOfTheBytes() {
        #expect(ServiceWorker.revision([]) == "cbf29ce484222325")
        #expect(ServiceWorker.revision(Array("a".utf8)) == "af63dc4c8601ec8c")
        let script = ServiceWorker.script(basePath: "/sub/", entries: [.init(url: "", revision: "0123456789abcdef")], left: 2)
        #expect(
            script.hasPrefix(
                """
                // Waymark's service worker, written by the build: offline use of this site.
                // 1 file precached, by the hash of their bytes; 2 left to the network (over 5 MB in all, or over 2 MiB each).
                var BASE = "/sub/";
                var PRECACHE = [
                  ["", "0123456789abcdef"],
                ];

                """))
    }
}
