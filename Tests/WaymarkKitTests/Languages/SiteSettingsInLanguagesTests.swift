import Foundation
import Testing

@testable import WaymarkKit

/// `title@cy` and `title: {en: …, cy: …}` in `site.yml`: each tree shows its language's settings, else the default's.
@Suite struct SiteSettingsInLanguagesTests {
    private func read(_ text: String) -> (SiteConfig, DiagnosticLog) {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: text, path: "Content/site.yml", log: &log)
        return (config, log)
    }

    @Test func bothFormsGiveEachLanguageItsText() {
        let (config, log) = read(
            """
            title: Bank
            title@cy: Banc
            description: {en: "Find a branch", cy: "Dod o hyd i gangen", cy-GB: "Cangen"}
            attribution: Map data
            attribution@cy: "Data’r map"
            languages: [en, cy, cy-GB]
            """)
        #expect(log.reported == [])
        #expect(config.title == "Bank")
        #expect([config.description, config.attribution] == ["Find a branch", "Map data"])
        #expect(
            config.translations.map { "\($0.setting.rawValue)@\($0.language)=\($0.text)" } == [
                "title@cy=Banc", "description@cy=Dod o hyd i gangen", "description@cy-GB=Cangen", "attribution@cy=Data’r map",
            ])
        var welsh = config
        welsh.localize(to: LanguageTag("cy")!)
        #expect([welsh.title, welsh.description, welsh.attribution] == ["Banc", "Dod o hyd i gangen", "Data’r map"])
        #expect(welsh.geocodeAttribution == config.geocodeAttribution)
        var wales = config
        wales.localize(to: LanguageTag("cy-GB")!)
        #expect([wales.title, wales.description] == ["Banc", "Cangen"])
    }

    /// The scale bar's lengths in the language's digits and grouping with CLDR's short unit names, and coordinates with
    /// its compass letters; the expected strings are what CLDR gives (Babel's `format_unit`, length "short").
    @Test func mapsWriteLengthsAndCoordinatesInTheLanguage() {
        func text(_ tag: String) -> MapText {
            var log = DiagnosticLog()
            let words = Words.load(for: SiteConfig(language: tag), theme: .embedded, paths: SitePaths(site: "/nonexistent"), log: &log)
            return MapText(words: words)
        }
        let london = Coordinate(latitude: 51.5136, longitude: -0.1316)
        #expect(text("en").length(1000, "ft") == "1,000 ft")
        #expect(text("en").coordinates(london) == "51.5136° N, 0.1316° W")
        #expect(text("fr").length(1000, "ft") == "1\u{202F}000 pi")
        #expect(text("fr").length(5, "km") == "5 km")
        #expect(text("fr").coordinates(london) == "51.5136° N, 0.1316° O")
        #expect(text("de").length(2000, "mi") == "2.000 mi")
        #expect(text("de").coordinates(london) == "51.5136° N, 0.1316° W")
        #expect(text("de").coordinates(Coordinate(latitude: -18.1416, longitude: 178.4419)) == "18.1416° S, 178.4419° O")
        #expect(text("es").coordinates(london) == "51.5136° N, 0.1316° O")
        #expect(text("es").length(1000, "ft") == "1000 ft")
        #expect(text("cy").length(1000, "ft") == "1,000′")
        #expect(text("cy").coordinates(london) == "51.5136° G, 0.1316° Gn")
        #expect([1, 2, 3, 11].map { text("ar").length($0, "m") } == ["متر", "متران", "3 أمتار", "11 مترًا"])
        #expect(text("ar").coordinates(london) == "51.5136° شمالًا، 0.1316° غربًا")
    }

    @Test func aLanguageTheSiteDoesNotBuildOrNoTagIsAWarningAtIt() {
        let (config, log) = read(
            """
            languages: [en, cy]
            title: Bank
            title@fr: Banque
            description@english: Hello
            attribution: {cy: "Data’r map"}
            """)
        #expect(config.translations.map(\.language) == ["cy"])
        #expect(
            log.reported == [
                Reported(.warning, 4, 1, "'english' is not a language tag: this description is ignored"),
                Reported(.warning, 3, 1, "title in 'fr' is ignored: the site is not built in that language"),
                Reported(.warning, 5, 15, "attribution has no en text: the en pages show the default"),
            ])
    }

    @Test func aWelshTreeShowsTheSitesWelshTitleDescriptionAndCredit() throws {
        let site = try TemporarySite([
            "Content/site.yml": """
            title: Bank
            title@cy: Banc
            description: Branches of Bank
            description@cy: Canghennau Banc
            attribution: "Maps: Natural Earth"
            attribution@cy: "Mapiau: Natural Earth"
            base_url: https://bank.example/
            languages: [en, cy]

            """
        ])
        try site.write("Content/branches.json", Data(contentsOf: Repository.fixture("minimal/Content/branches.json")))
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        #expect(report.diagnostics.map(\.message) == [])
        let welsh = site.text("cy/locations/gb/index.html") ?? ""
        #expect(welsh.contains("<title>Y Deyrnas Unedig: canghennau a pheiriannau arian parod fesul tref · Banc</title>"))
        #expect(welsh.contains("<meta name=\"description\" content=\"Canghennau Banc\">"))
        #expect(welsh.contains("<h1>Y Deyrnas Unedig: canghennau a pheiriannau arian parod</h1>"))
        #expect(welsh.contains("<footer class=\"site-footer\">\n<p>Mapiau: Natural Earth</p>"))
        let english = site.text("locations/gb/index.html") ?? ""
        #expect(english.contains("<title>United Kingdom: branches and ATMs by city · Bank</title>"))
        #expect(english.contains("<h1>Branches and ATMs in the United Kingdom</h1>"))
        #expect(english.contains("<footer class=\"site-footer\">\n<p>Maps: Natural Earth</p>"))
        let notFound = site.text("cy/404.html") ?? ""
        #expect(notFound.contains("<title>Heb ddod o hyd i&#39;r dudalen · Banc</title>"))
    }
}

/// `holidays.yml` may name a holiday in the site's other languages; each tree's hours tables use its name.
@Suite struct HolidayNamesInLanguagesTests {
    @Test func aWelshHoursTableNamesTheHolidayInWelsh() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n",
            "Content/holidays.yml": "GB:\n  2026-11-30: {name: St Andrew's Day, name@cy: Dydd San Andreas, nom: x}\n",
        ])
        try site.write("Content/branches.json", Data(contentsOf: Repository.fixture("minimal/Content/branches.json")))
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        #expect(report.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.message)" } == ["2:66 'nom' is ignored"])
        func rows(_ tree: String) throws -> [String] {
            let pages = try #require(
                FileManager.default.enumerator(at: site.output.appendingPathComponent(tree), includingPropertiesForKeys: nil)
            )
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "index.html" }
            return try pages.flatMap { try String(contentsOf: $0, encoding: .utf8).split(separator: "\n").map(String.init) }
                .filter { $0.hasPrefix("<li data-from=\"2026-11-30\"") }
        }
        #expect(
            Set(try rows("cy"))
                == [
                    "<li data-from=\"2026-11-30\" data-to=\"2026-11-30\"><strong>Dydd San Andreas</strong> · Dydd Llun, 30 Tachwedd 2026: Ar gau</li>"
                ])
        #expect(
            Set(try rows("locations"))
                == [
                    "<li data-from=\"2026-11-30\" data-to=\"2026-11-30\"><strong>St Andrew&#39;s Day</strong> · Monday, 30 November 2026: Closed</li>"
                ])
    }
}
