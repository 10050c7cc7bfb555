import Testing

@testable import WaymarkKit

@Suite struct NoticeReaderTests {
    private static let path = "Content/notices/soho-refurbishment.md"

    private func read(_ text: String) -> (Notice?, DiagnosticLog) {
        var log = DiagnosticLog()
        let notice = NoticeReader().read(text: text, path: Self.path, log: &log)
        return (notice, log)
    }

    private func at(_ line: Int, _ column: Int, _ value: String) -> Notice.Named {
        Notice.Named(value: value, position: SourcePosition(path: Self.path, line: line, column: column))
    }

    @Test func readsEveryField() {
        let (notice, log) = read(
            """
            ---
            title: Soho closed for refurbishment
            date: 2026-11-20
            expires: 2027-01-11
            topics: [closure, service]
            locations: [london-soho]
            cities: London
            countries: [gb]
            all: true
            ---
            We reopen in *January*.
            """)
        #expect(log.reported == [])
        #expect(
            notice
                == Notice(
                    slug: Slug(validating: "soho-refurbishment")!, title: "Soho closed for refurbishment",
                    date: CalendarDay(year: 2026, month: 11, day: 20), expires: CalendarDay(year: 2027, month: 1, day: 11),
                    topics: [Slug(validating: "closure")!, Slug(validating: "service")!], locations: [at(6, 13, "london-soho")],
                    cities: [at(7, 9, "London")], countries: [at(8, 13, "GB")], all: true, markdown: "We reopen in *January*.",
                    position: .file(Self.path), bodyLine: 11))
    }

    @Test func aBadDateIsAnErrorAtTheValue() {
        let (notice, log) = read("---\ntitle: T\ndate: 20 November 2026\n---\n")
        #expect(notice == nil)
        #expect(log.reported == [Reported(.error, 3, 7, "'date' \"20 November 2026\" is not a date")])
    }

    @Test func aMissingTitleOrDateIsAnError() {
        let (untitled, log) = read("---\ndate: 2026-11-20\n---\nBody\n")
        #expect(untitled == nil)
        #expect(log.reported == [Reported(.error, 1, 1, "the notice is missing the required field 'title'")])
        let (undated, dateLog) = read("---\ntitle: T\n---\nBody\n")
        #expect(undated == nil)
        #expect(dateLog.reported == [Reported(.error, 1, 1, "the notice is missing the required field 'date'")])
    }

    @Test func expiringBeforeItsDateIsAnError() {
        let (notice, log) = read("---\ntitle: T\ndate: 2026-11-20\nexpires: 2026-11-20\n---\n")
        #expect(notice == nil)
        #expect(log.reported == [Reported(.error, 4, 10, "the notice expires on 2026-11-20, not after its date 2026-11-20")])
    }

    @Test func aTopicThatCannotBeAnAddressIsAnError() {
        let (_, log) = read("---\ntitle: T\ndate: 2026-11-20\ntopics: [Opening Hours]\n---\n")
        #expect(
            log.reported == [
                Reported(
                    .error, 4, 10, "the topic \"Opening Hours\" cannot be a page address; use lower-case letters, digits and single hyphens"
                )
            ])
    }

    @Test func isShownFromItsDateUntilTheDayItExpires() throws {
        let (read, _) = read("---\ntitle: T\ndate: 2026-11-20\nexpires: 2026-11-23\n---\n")
        let notice = try #require(read)
        let shown = (19...23).map { notice.isShown(today: CalendarDay(year: 2026, month: 11, day: $0)) }
        #expect(shown == [false, true, true, true, false])
    }

    @Test func aPlaceNoLocationHasIsAnErrorAtItsLine() {
        let branches = """
            {"bank": {"name": "Imaginary Bank"}, "locations": [{"id": "london-soho", "type": "branch", "name": "Soho",
              "address": {"city": "London", "country": "GB"}, "coordinate": {"latitude": 51.5, "longitude": -0.1}}]}
            """
        var files = SiteLoader.Files(branches: .init(path: "Content/branches.json", text: branches))
        let notice =
            "---\ntitle: T\ndate: 2026-11-20\nlocations: [london-soho, london-sohoo]\ncities: [london, Paris]\ncountries: [FR]\n---\n"
        files.notices = [.init(path: Self.path, text: notice)]
        var log = DiagnosticLog()
        let data = SiteLoader().load(files, log: &log)
        #expect(data.notices.count == 1)
        #expect(
            log.reported == [
                Reported(.error, 4, 26, "notice 'soho-refurbishment' names the location 'london-sohoo', which no location has as its id"),
                Reported(.error, 5, 18, "notice 'soho-refurbishment' names the city \"Paris\", where there is no location"),
                Reported(.error, 6, 13, "notice 'soho-refurbishment' names the country \"FR\", where there is no location"),
            ])
    }
}
