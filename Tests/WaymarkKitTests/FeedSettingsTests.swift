import Testing

@testable import WaymarkKit

/// `feeds:` in site.yml: each entry's url, kind and file, and each mistake at its place.
@Suite struct FeedSettingsTests {
    private func read(_ text: String) -> (SiteConfig, DiagnosticLog) {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: text, path: "Content/site.yml", log: &log)
        return (config, log)
    }

    @Test func readsEachFeed() {
        let (config, log) = read(
            """
            feeds:
              - url: https://api.example.com/open-banking/v2.2/atms
                kind: openbanking-atm
                file: openbanking/atms.json
              - url: https://example.com/places.csv
                kind: csv
                file: places.csv
            """)
        #expect(log.reported == [])
        #expect(
            config.feeds == [
                FeedSetting(
                    url: "https://api.example.com/open-banking/v2.2/atms", kind: .openbankingATM, file: "openbanking/atms.json",
                    position: SourcePosition(path: "Content/site.yml", line: 2, column: 5)),
                FeedSetting(
                    url: "https://example.com/places.csv", kind: .csv, file: "places.csv",
                    position: SourcePosition(path: "Content/site.yml", line: 5, column: 5)),
            ])
    }

    @Test func eachMistakeIsAnErrorAtItsPlace() {
        let (config, log) = read(
            """
            feeds:
              - url: ftp://example.com/atms
                kind: openbanking-atm
                file: openbanking/atms.json
              - url: https://example.com/a
                kind: osm
                file: a.geojson
              - url: https://example.com/b
                kind: csv
                file: data/b.csv
              - url: https://example.com/c
                kind: geojson
                file: ../c.geojson
              - url: https://example.com/d
                kind: geojson
              - url: https://example.com/e
                kind: geojson
                file: e.geojson
                every: 1h
              - url: https://example.com/f
                kind: geojson
                file: e.geojson
            """)
        #expect(
            log.reported == [
                Reported(.error, 2, 10, "url \"ftp://example.com/atms\" is not an http or https address"),
                Reported(.error, 6, 11, "unknown feed kind \"osm\""),
                Reported(
                    .error, 10, 11,
                    "file data/b.csv is not where the build reads a csv feed: a CSV feed is read from NAME.csv, directly in Content/"),
                Reported(.error, 13, 11, "file \"../c.geojson\" must be a path inside Content/, like openbanking/atms.json"),
                Reported(.error, 14, 5, "this feed has no file"),
                Reported(.warning, 19, 5, "unknown feed setting 'every' is ignored"),
                Reported(.error, 20, 5, "two feeds write e.geojson; the first is at line 16"),
            ])
        #expect(config.feeds.map(\.file) == ["e.geojson"])
        let (_, notAList) = read("feeds: https://example.com/atms\n")
        #expect(
            notAList.reported == [
                Reported(.error, 1, 8, "'feeds' must be a list of feeds, each with url, kind and file, found \"https://example.com/atms\"")
            ])
    }
}
