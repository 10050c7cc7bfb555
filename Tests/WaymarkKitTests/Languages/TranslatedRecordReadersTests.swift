import Testing

@testable import WaymarkKit

/// Each reader finds a record's text in other languages (`name:cy`, `name@cy`, `{"en": …, "cy": …}`, `help.cy.md`).
@Suite struct TranslatedRecordReadersTests {
    @Test func csvColumnsGiveTranslationsAndIgnoreSuffixesThatAreNotLanguages() {
        var log = DiagnosticLog()
        let text =
            "name,name:cy,street,addr:street:cy,city,city@cy,lat,lng,name:etymology\n"
            + "Queen Street,Heol y Frenhines,1 Queen St,1 Heol y Frenhines,Cardiff,Caerdydd,51.48,-3.17,a queen\n"
        let locations = CSVLocationsReader().read(SourceFile(path: "b.csv", text: text), log: &log)
        #expect(log.reported == [])
        #expect(
            locations.map(\.translations) == [
                [LocalizedText(language: "cy", name: "Heol y Frenhines", lines: ["1 Heol y Frenhines"], city: "Caerdydd")]
            ])
        #expect(locations.map(\.name) == ["Queen Street"])
    }

    @Test func aCSVRowNamedOnlyInAnotherLanguageIsAWarningAtThatName() {
        var log = DiagnosticLog()
        let text = "type,lat,lng,name:cy\natm,51.48,-3.17,Peiriant\n"
        let locations = CSVLocationsReader().read(SourceFile(path: "b.csv", text: text), log: &log)
        #expect(locations.map(\.name) == ["ATM"])
        #expect(
            log.reported == [
                Reported(.warning, 2, 17, "row 1 has a name in cy but none in the default language, whose pages show \"ATM\"")
            ])
    }

    @Test func openStreetMapTagsInGeoJSONGiveTranslations() {
        var log = DiagnosticLog()
        let text = """
            {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-3.17, 51.48]},
             "properties": {"amenity": "bank", "name": "Queen Street", "name:cy": "Heol y Frenhines",
              "addr:street": "Queen Street", "addr:street:cy": "Heol y Frenhines", "addr:city:cy-GB": "Caerdydd",
              "name:xx": "Xx", "name:etymology:wikidata": "Q1"}}
            """
        let locations = GeoJSONLocationsReader(mapping: SourceMapping()).read(SourceFile(path: "b.geojson", text: text), log: &log)
        #expect(log.reported == [])
        #expect(
            locations.map(\.translations) == [
                [
                    LocalizedText(language: "cy-GB", city: "Caerdydd"),
                    LocalizedText(language: "cy", name: "Heol y Frenhines", lines: ["Heol y Frenhines"]),
                    LocalizedText(language: "xx", name: "Xx"),
                ]
            ])
    }

    @Test func waymarkJSONReadsAtSuffixesAndObjectsOfTexts() {
        var log = DiagnosticLog()
        let text = """
            {"locations": [
            {"id": "a", "type": "branch", "name": "Queen Street", "name@cy": "Heol y Frenhines", "name@english": "x",
             "coordinate": {"latitude": 51.48, "longitude": -3.17},
             "hours": {"timezone": "Europe/London", "weekly": {"mon": [["09:00", "17:00"]]}, "notes": "Closed on bank holidays",
              "notes@cy": "Ar gau ar wyliau banc"}},
            {"id": "b", "type": "atm", "name": {"en": "Old Town", "cy": "Yr Hen Dref"},
             "address": {"street": "1 Grove Road", "city": "Edinburgh", "city@cy": "Caeredin"},
             "coordinate": {"latitude": 55.95, "longitude": -3.19}},
            {"id": "c", "type": "atm", "name": {"cy": "Dim ond Cymraeg"}, "coordinate": {"latitude": 55.95, "longitude": -3.19}}
            ]}
            """
        var reader = BranchesReader()
        reader.defaultLanguage = "en"
        let locations = reader.read(bytes: Array(text.utf8), path: "branches.json", log: &log).locations
        #expect(
            log.reported == [
                Reported(.warning, 2, 86, "\"english\" is not a language tag; this name is left out"),
                Reported(.warning, 9, 36, "'name' has no text in en, the site's default language; the record is left out"),
            ])
        #expect(locations.map(\.name) == ["Queen Street", "Old Town"])
        #expect(
            locations.map(\.translations) == [
                [LocalizedText(language: "cy", name: "Heol y Frenhines", notes: "Ar gau ar wyliau banc")],
                [LocalizedText(language: "cy", name: "Yr Hen Dref", city: "Caeredin")],
            ])
        #expect(locations[0].hours?.notes == "Closed on bank holidays")
    }

    @Test func pageTranslationsNeedTheirPageAndASiteLanguage() {
        var log = DiagnosticLog()
        var config = SiteConfig()
        config.languages = ["en", "cy"]
        let files = [
            SiteLoader.File(path: "pages/help.md", text: "---\ntitle: Help\ndescription: How to\nweight: 3\n---\nHello\n"),
            SiteLoader.File(path: "pages/help.cy.md", text: "---\ntitle: Help\n---\nHelo\n"),
            SiteLoader.File(path: "pages/about.cy.md", text: "---\ntitle: Amdanom\n---\nAm\n"),
            SiteLoader.File(path: "pages/help.fr.md", text: "---\ntitle: Aide\n---\nBonjour\n"),
        ]
        let (pages, translations) = SiteLoader.readPages(files, config: config, log: &log)
        #expect(pages.map(\.slug.value) == ["help"])
        #expect(
            translations == [
                PageTranslation(
                    slug: Slug(validating: "help")!, language: "cy", title: "Help", description: nil, markdown: "Helo\n",
                    position: .file("pages/help.cy.md"), bodyLine: 4)
            ])
        #expect(
            log.reported == [
                Reported(.warning, 1, 1, "about.cy.md translates about.md, which the pages do not have; it is left out"),
                Reported(.warning, 1, 1, "help.fr.md is in fr, which is not one of the site's other languages; it is left out"),
            ])
        var page = pages[0]
        page.translate(translations[0])
        #expect([page.title, page.description, page.markdown, "\(page.weight)"] == ["Help", "How to", "Helo\n", "3"])
    }
}
