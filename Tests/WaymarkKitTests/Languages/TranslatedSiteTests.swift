import Foundation
import Testing

@testable import WaymarkKit

/// A site of two languages shows each record in the tree's language, and the default's text, marked, where the data
/// has no translation.
@Suite struct TranslatedSiteTests {
    private static let branches = """
        {"locations": [
        {"id": "queen-street", "type": "branch", "name": "Queen Street", "name@cy": "Heol y Frenhines <1>",
         "address": {"street": "1 Queen Street", "street@cy": "1 Heol y Frenhines", "city": "Cardiff", "city@cy": "Caerdydd",
          "country": "GB"},
         "coordinate": {"latitude": 51.48, "longitude": -3.17}},
        {"id": "old-town", "type": "atm", "name": "Old Town", "address": {"street": "1 Grove Road", "city": "Edinburgh",
          "country": "GB"},
         "coordinate": {"latitude": 55.95, "longitude": -3.19}}
        ]}
        """

    /// The site in `languages`, with a Welsh help page, and the build's messages.
    private func build(_ languages: String) throws -> (TemporarySite, [String]) {
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nbase_url: https://bank.example/\nlanguages: \(languages)\n",
            "Content/branches.json": Self.branches,
            "Content/pages/help.md": "---\ntitle: Help\ndescription: How to use the site\n---\nHello.\n",
        ])
        try site.write("Content/pages/help.cy.md", Data("---\ndescription: Sut i ddefnyddio'r wefan\n---\nHelo.\n".utf8))
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        return (site, report.diagnostics.map(\.message))
    }

    @Test func aWelshTreesMapsSpeakWelsh() throws {
        let (site, messages) = try build("[en, cy]")
        #expect(messages == [])
        let page = site.text("cy/locations/gb/cardiff/queen-street/index.html") ?? ""
        #expect(
            page.contains(
                "<desc id=\"location-map-desc\">Map wedi’i ganoli ar 51.48° G, 3.17° Gn, yn dangos 1 lle: 1 gangen. Mae Heol y "
                    + "Frenhines &lt;1&gt; wedi’i farcio yn y canol. Mae’r lleoedd hefyd wedi’u rhestru o dan y map.</desc>"))
        #expect(
            page.contains(
                "<ul class=\"wm-legend\" aria-label=\"Allwedd y map\"><li><i class=\"wm-branch wm-sel\"></i>Y gangen hon</li></ul>"))
        #expect(page.contains("Data’r map: Natural Earth (parth cyhoeddus)</small>"))
        let list = site.text("cy/locations/index.html") ?? ""
        #expect(list.contains(", yn dangos 2 le: 1 gangen, 1 peiriant arian parod. Mae’r lleoedd hefyd wedi’u rhestru o dan y map."))
        let english = site.text("locations/gb/cardiff/queen-street/index.html") ?? ""
        #expect(
            english.contains("<ul class=\"wm-legend\" aria-label=\"Map key\"><li><i class=\"wm-branch wm-sel\"></i>This branch</li></ul>"))
    }

    @Test func aWelshTreeShowsTranslationsAndMarksTheDefaultsText() throws {
        let (site, messages) = try build("[en, cy]")
        #expect(messages == [])
        let translated = site.text("cy/locations/gb/cardiff/queen-street/index.html") ?? ""
        #expect(translated.contains("<h1>Heol y Frenhines &lt;1&gt;</h1>\n"))
        #expect(translated.contains("<address>\n1 Heol y Frenhines<br>\nCaerdydd<br>\nY Deyrnas Unedig<br>\n</address>"))
        #expect(translated.contains(#""name":"Heol y Frenhines \u003c1\u003e""#))
        #expect(
            translated.contains(
                #""mainEntityOfPage":{"@type":"WebPage","@id":"https://bank.example/cy/locations/gb/cardiff/queen-street/","inLanguage":"cy"}"#
            ))
        #expect(translated.contains(#""addressLocality":"Caerdydd""#))
        let fallback = site.text("cy/locations/gb/edinburgh/old-town/index.html") ?? ""
        #expect(fallback.contains("<h1 lang=\"en\">Old Town</h1>\n"))
        #expect(fallback.contains("<address>\n<span lang=\"en\">1 Grove Road</span><br>\nEdinburgh<br>\nY Deyrnas Unedig<br>\n</address>"))
        let list = site.text("cy/locations/index.html") ?? ""
        #expect(list.contains("<a href=\"/cy/locations/gb/edinburgh/old-town/\" lang=\"en\">Old Town</a>\n"))
        #expect(list.contains("<a href=\"/cy/locations/gb/cardiff/queen-street/\">Heol y Frenhines &lt;1&gt;</a>\n"))
        let english = site.text("locations/gb/cardiff/queen-street/index.html") ?? ""
        #expect(english.contains("<h1>Queen Street</h1>\n"))
        #expect(english.contains("<address>\n1 Queen Street<br>\nCardiff<br>\nUnited Kingdom<br>\n</address>"))
        let help = site.text("cy/help/index.html") ?? ""
        #expect(help.contains("<h1>Help</h1>\n<p>Helo.</p>"))
        #expect(help.contains("<meta name=\"description\" content=\"Sut i ddefnyddio&#39;r wefan\">"))
    }

    @Test func aRightToLeftTreeMarksTheDirectionOfLeftToRightText() throws {
        let (site, messages) = try build("[en, ar]")
        #expect(messages == ["help.cy.md is in cy, which is not one of the site's other languages; it is left out"])
        let page = site.text("ar/locations/gb/edinburgh/old-town/index.html") ?? ""
        #expect(page.contains("<h1 lang=\"en\" dir=\"ltr\">Old Town</h1>\n"))
        #expect(page.contains("<span lang=\"en\" dir=\"ltr\">1 Grove Road</span><br>\n"))
        #expect(page.contains("المملكة المتحدة<br>\n"))
    }

    @Test func aRecordReadByTheDefaultLanguageIsReadAgainWhenTheDefaultChanges() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nlanguages: [en, cy]\n",
            "Content/branches.json": """
            {"locations": [{"id": "old-town", "type": "atm", "name": {"en": "Old Town", "en-GB": "Old Town (GB)"},
             "address": {"city": "Edinburgh", "country": "GB"}, "coordinate": {"latitude": 55.95, "longitude": -3.19}}]}
            """,
        ])
        #expect(site.build().diagnostics == [])
        #expect(site.text("locations/gb/edinburgh/old-town/index.html")?.contains("<h1>Old Town</h1>") == true)
        try site.write("Content/site.yml", Data("title: Bank\nlanguages: [en-GB, cy]\n".utf8))
        #expect(site.build().diagnostics == [])
        #expect(site.text("locations/gb/edinburgh/old-town/index.html")?.contains("<h1>Old Town (GB)</h1>") == true)
    }

    @Test func countryNamesComeFromCLDRInEachLanguage() {
        let names = ["cy", "fr", "ar"].map { CountryNames(LanguageTag($0)!) }
        #expect(names.map { $0.name("GB") } == ["Y Deyrnas Unedig", "Royaume-Uni", "المملكة المتحدة"])
        #expect(names.map { $0.name("DE") } == ["Yr Almaen", "Allemagne", "ألمانيا"])
        #expect(names.map(\.isKnown) == [true, true, true])
        #expect(names[0].name("ZZ") == nil)
    }

    @Test func countriesAreOrderedByTheLanguagesCollation() {
        let welsh = CountryNames(LanguageTag("cy")!)
        // Welsh treats "ch" as one letter after "c": Cyprus comes before Chile.
        #expect(["Chile", "Cyprus", "Ciwba"].sorted(by: welsh.areInOrder) == ["Ciwba", "Cyprus", "Chile"])
        let english = CountryNames(LanguageTag("en")!)
        #expect(["Chile", "Cyprus", "Ciwba"].sorted(by: english.areInOrder) == ["Chile", "Ciwba", "Cyprus"])
    }
}
