import Foundation
import Testing

@testable import WaymarkKit

/// A notice's title and text in the site's other languages (`title@cy`, `text@cy`), each tree showing its own.
@Suite struct NoticeTranslationsTests {
    private static let path = "Content/notices/soho-works.md"
    private static let notice = """
        ---
        title: Soho closed
        date: 2026-11-24
        locations: [london-soho]
        topics: [hours]
        title@cy: Soho ar gau
        text@cy: |
          Yn ôl ym mis *Ionawr*.
        title@fr: Soho fermé
        title@english: Soho shut
        ---
        Back in *January*.
        """

    @Test func theReaderKeepsEachTranslationWithItsPosition() throws {
        var log = DiagnosticLog()
        let notice = try #require(NoticeReader().read(text: Self.notice, path: Self.path, log: &log))
        #expect(
            log.reported == [
                Reported(.warning, 10, 1, "unknown front matter key 'title@english' is ignored")
            ])
        let at = { (line: Int) in SourcePosition(path: Self.path, line: line, column: 1) }
        #expect(
            notice.translations == [
                .init(field: .title, language: "cy", value: "Soho ar gau", position: at(6)),
                .init(field: .text, language: "cy", value: "Yn ôl ym mis *Ionawr*.\n", position: at(7)),
                .init(field: .title, language: "fr", value: "Soho fermé", position: at(9)),
            ])
        var welsh = notice
        welsh.localize(to: try #require(LanguageTag("cy-GB")))
        #expect((welsh.title, welsh.markdown) == ("Soho ar gau", "Yn ôl ym mis *Ionawr*.\n"))
    }

    @Test func eachTreeShowsItsLanguageAndAnUnbuiltOneIsAWarning() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n",
            "Content/branches.json": NoticePagesTests.branches, Self.path: Self.notice,
        ])
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        #expect(
            report.diagnostics.map { $0.description.replacingOccurrences(of: site.root.path + "/", with: "") } == [
                "\(Self.path):9:1: warning: title@fr is ignored: the site is not built in that language\n  hint: languages are en, cy",
                "\(Self.path):10:1: warning: unknown front matter key 'title@english' is ignored\n  hint: keys are title, date, expires, topics, locations, cities, countries, all, and title@cy, text@cy for the notice in Welsh",
            ])
        let welsh = try #require(site.text("cy/notices/soho-works/index.html"))
        #expect(welsh.contains("<h1>Soho ar gau</h1>"))
        #expect(welsh.contains("<p>Yn ôl ym mis <em>Ionawr</em>.</p>"))
        let feed = try #require(site.text("cy/notices/feed.xml"))
        #expect(feed.contains("<title>Bank — Hysbysiadau</title>"))
        #expect(feed.contains("<title>Soho ar gau</title>"))
        // A usual topic is named in the page's language, its address unchanged.
        #expect(welsh.contains("<a class=\"notice-topic\" href=\"/cy/notices/hours/\">oriau</a>"))
        #expect(try #require(site.text("cy/notices/hours/feed.xml")).contains("<title>Bank — Hysbysiadau: oriau</title>"))
        let english = try #require(site.text("notices/soho-works/index.html"))
        #expect(english.contains("<h1>Soho closed</h1>"))
        #expect(english.contains("<p>Back in <em>January</em>.</p>"))
    }
}
