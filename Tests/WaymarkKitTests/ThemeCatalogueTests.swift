import Foundation
import Testing

@testable import WaymarkKit

@Suite struct ThemeCatalogueTests {
    /// The catalogues the theme ships, read as a site would get them.
    private func shipped(_ tag: String) -> (Catalogue, DiagnosticLog) {
        var log = DiagnosticLog()
        let path = "Templates/i18n/\(tag).yml"
        let text = Theme.embedded.bytes(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (Catalogue.read(text, path: path, language: LanguageTag(tag)!, log: &log), log)
    }

    @Test func everyShippedCatalogueIsSoundAndHasEveryEnglishKey() {
        let (english, _) = shipped("en")
        #expect(english.entries.count > 100)
        for tag in ["en", "cy", "fr", "de", "es", "ar"] {
            let (catalogue, log) = shipped(tag)
            #expect(log.reported == [], "\(tag)")
            #expect(catalogue.entries.keys.sorted() == english.entries.keys.sorted(), "\(tag)")
            var resolved = DiagnosticLog()
            _ = Words.resolve([catalogue], over: Words.english, language: LanguageTag(tag)!, log: &resolved)
            #expect(resolved.reported == [], "\(tag)")
        }
    }

    @Test func aStatusIsSaidInThePagesLanguageWithItsDayInThatLanguagesFormat() {
        let status = { (tag: String) -> StatusText in
            let (catalogue, _) = self.shipped(tag)
            return StatusText(words: Words(language: LanguageTag(tag)!, entries: catalogue.entries), formats: LocalFormats(tag: tag))
        }
        let today = CalendarDay(year: 2026, month: 11, day: 27)
        let reopens = LocationStatus.temporarilyClosed(reopens: CalendarDay(year: 2027, month: 1, day: 11))
        let closing = LocationStatus.closed(on: CalendarDay(year: 2026, month: 12, day: 24))
        #expect(status("en").text(reopens, today: today) == "Temporarily closed · reopens Monday 11 January 2027")
        #expect(status("en").text(closing, today: today) == "Closing for good on Thursday 24 December 2026")
        #expect(status("cy").text(reopens, today: today) == "Ar gau dros dro · yn ailagor Dydd Llun, 11 Ionawr 2027")
        #expect(status("fr").text(closing, today: today) == "Fermeture définitive le jeudi 24 décembre 2026")
        #expect(status("de").text(.closed(on: nil), today: today) == "Dauerhaft geschlossen")
        #expect(status("en").text(.open, today: today) == nil)
    }

    @Test func theShippedCountsTakeEachLanguagesPluralForms() {
        let counts = [0, 1, 2, 3, 6, 11, 100, 1_000_000]
        let words = { (tag: String) -> [String] in
            let (catalogue, _) = self.shipped(tag)
            let words = Words(language: LanguageTag(tag)!, entries: catalogue.entries)
            return counts.map { words.text("count_branches", count: $0) }
        }
        #expect(
            words("en") == [
                "0 branches", "1 branch", "2 branches", "3 branches", "6 branches", "11 branches", "100 branches", "1,000,000 branches",
            ])
        #expect(
            words("cy") == ["0 cangen", "1 gangen", "2 gangen", "3 cangen", "6 changen", "11 cangen", "100 cangen", "1,000,000 cangen"])
        #expect(
            words("fr") == [
                "0 agence", "1 agence", "2 agences", "3 agences", "6 agences", "11 agences", "100 agences", "1,000,000 d’agences",
            ])
        #expect(words("ar") == ["لا توجد فروع", "فرع واحد", "فرعان", "3 فروع", "6 فروع", "11 فرعًا", "100 فرع", "1,000,000 فرع"])
    }
}
