import Foundation
import Testing

@testable import WaymarkKit

/// GeoJSON and CSV feeds are read with the site's mappings, as the build reads them; the headers that steer
/// fetching are read as HTTP defines them.
@Suite struct FetchKindsTests {
    @Test func geoJSONAndCSVFeedsAreReadWithTheSitesMappings() throws {
        let folder = try TemporaryFolder()
        let geojson = try String(
            contentsOf: Repository.fixture("osm-geojson").appendingPathComponent("Content/geojson/zurich-banks.geojson"), encoding: .utf8)
        let csv = "branch,name,latitude,longitude,country\nsoho,Soho,51.5136,-0.1316,GB\n"
        let server = try ScriptedServer([.ok(geojson), .ok(csv)])
        let settings = """
            geojson:
              timezone: Europe/Zurich
            csv:
              timezone: Europe/London
              columns:
                id: branch
            feeds:
              - url: \(server.url)/zurich
                kind: geojson
                file: geojson/zurich.geojson
              - url: \(server.url)/london
                kind: csv
                file: london.csv

            """
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data(settings.utf8).write(to: folder.url.appendingPathComponent("Content/site.yml"))
        let run = try waymark(["fetch"], in: folder.url)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        // The fixture's café (node/2003) is no bank or ATM, and its bank drawn as a polygon (way/3001) is no place to pin,
        // which the build leaves out too; its MultiPoint is one location a point. The CSV's id is its branch column.
        #expect(
            run.stdout == """
                Content/geojson/zurich.geojson: 5 locations added
                  added node-2001
                  added node-2002
                  added node-2004
                  added relation-4001-1
                  added relation-4001-2
                Content/london.csv: 1 location added
                  added soho

                """)
        #expect(FetchCommandTests.read(folder.url, "Content/london.csv") == csv)
    }

    /// RFC 9110 §10.2.3's two forms of `Retry-After`, and RFC 9111 §5.2's `max-age`, `no-cache` and `no-store`.
    @Test func retryAfterAndMaxAgeAreReadAsHTTPWritesThem() throws {
        #expect(FeedClient.retryAfter("120") == 120)
        #expect(FeedClient.retryAfter("Fri, 31 Dec 1999 23:59:59 GMT") == 0)
        let far = try #require(FeedClient.retryAfter("Sun, 31 Dec 2100 23:59:59 GMT"))
        #expect(far > 2_000_000_000)
        #expect(FeedClient.retryAfter("soon") == nil)
        #expect(FeedClient.maxAge("public, max-age=28800") == 28800)
        #expect(FeedClient.maxAge("max-age=\"60\"") == 60)
        #expect(FeedClient.maxAge("no-cache, max-age=60") == 0)
        #expect(FeedClient.maxAge("no-store") == 0)
        #expect(FeedClient.maxAge(nil) == 0)
    }
}
