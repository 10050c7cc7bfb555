import Foundation
import Testing

@testable import WaymarkServe

/// A small built site in a temporary folder, with a secret file beside it and links that point out of it.
private final class SiteFolder {
    let base: URL
    var root: URL { base.appendingPathComponent("site") }
    var site: StaticSite { StaticSite(root: root) }

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-serve-test-\(UUID().uuidString)")
        let files = [
            "site/index.html": "home", "site/404.html": "missing", "site/locations/soho/index.html": "Soho",
            "site/assets/waymark.css": "body{}", "site/empty/readme.txt": "no index here",
            "site/.hidden/index.html": "hidden", "secret.txt": "secret", "outside/index.html": "outside",
        ]
        for (path, text) in files {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: root.path + "/secret.txt", withDestinationPath: base.path + "/secret.txt")
        try fm.createSymbolicLink(atPath: root.path + "/outside", withDestinationPath: base.path + "/outside")
        try fm.createSymbolicLink(atPath: root.path + "/style.css", withDestinationPath: "assets/waymark.css")
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    func file(_ path: String, _ type: String) -> StaticSite.Answer {
        .file(root.standardizedFileURL.path + "/" + path, contentType: type)
    }
}

@Suite struct StaticSiteTests {
    @Test func prettyURLsServeTheFolderIndex() throws {
        let folder = try SiteFolder()
        #expect(folder.site.resolve("/") == folder.file("index.html", "text/html; charset=utf-8"))
        #expect(folder.site.resolve("/locations/soho/") == folder.file("locations/soho/index.html", "text/html; charset=utf-8"))
        #expect(folder.site.resolve("/assets/waymark.css") == folder.file("assets/waymark.css", "text/css; charset=utf-8"))
        #expect(folder.site.resolve("/%61ssets/waymark.css") == folder.file("assets/waymark.css", "text/css; charset=utf-8"))
    }

    @Test func aFolderWithoutItsSlashRedirects() throws {
        let folder = try SiteFolder()
        #expect(folder.site.resolve("/locations/soho") == .redirect("/locations/soho/"))
        #expect(folder.site.resolve("//locations") == .redirect("/locations/"))
    }

    @Test func foldersAreNeverListedAndMissingFilesAreNotFound() throws {
        let folder = try SiteFolder()
        #expect(folder.site.resolve("/empty/") == .notFound)
        #expect(folder.site.resolve("/nope/") == .notFound)
        #expect(folder.site.resolve("/index.html/") == .notFound)
        #expect(folder.site.resolve("/.hidden/") == .notFound)
        #expect(folder.site.notFoundPage == folder.root.standardizedFileURL.path + "/404.html")
    }

    @Test func pathsThatLeaveTheSiteAreRefused() throws {
        let folder = try SiteFolder()
        for path in [
            "/../secret.txt", "/locations/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
            "/..%2fsecret.txt", "/locations%2f..%2f..%2fsecret.txt", "/%00", "/..\\secret.txt", "relative",
        ] {
            #expect(folder.site.resolve(path) == .badRequest, "\(path)")
        }
        #expect(folder.site.resolve("/secret.txt") == .notFound)
        #expect(folder.site.resolve("/outside/") == .notFound)
        #expect(folder.site.resolve("/style.css") == folder.file("style.css", "text/css; charset=utf-8"))
    }

    @Test func contentTypesFollowTheExtension() {
        let cases = [
            "a.html": "text/html; charset=utf-8", "a.js": "text/javascript; charset=utf-8",
            "a.svg": "image/svg+xml", "a.PNG": "image/png", "a.json": "application/json",
            "locations.geojson": "application/geo+json", "sitemap.xml": "application/xml",
            "robots.txt": "text/plain; charset=utf-8", "LICENSE": "application/octet-stream",
        ]
        for (name, type) in cases { #expect(ContentType.of("/site/" + name) == type, "\(name)") }
    }
}

@Suite struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastClosingBody() {
        let page = Data("<html><body><p>Hi</p></BODY>\n</html>\n".utf8)
        let served = String(decoding: LiveReload.inject(into: page, version: "v-1"), as: UTF8.self)
        #expect(served == "<html><body><p>Hi</p>" + LiveReload.script(version: "v-1") + "</BODY>\n</html>\n")
    }

    @Test func aPageWithoutBodyGetsTheScriptAtTheEnd() {
        let served = String(decoding: LiveReload.inject(into: Data("plain".utf8), version: "v-2"), as: UTF8.self)
        #expect(served == "plain" + LiveReload.script(version: "v-2"))
    }

    @Test func theVersionMovesOnWithEachBuild() {
        let version = BuildVersion()
        let first = version.current
        version.bump()
        #expect(version.current != first)
        #expect(version.current.hasSuffix("-1"))
    }
}
