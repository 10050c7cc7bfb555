import Testing

@testable import WaymarkKit

@Suite struct SiteConfigReaderTests {
    private func read(_ text: String) -> (SiteConfig, DiagnosticLog) {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: text, path: "Content/site.yml", log: &log)
        return (config, log)
    }

    /// `facets:` names, per group, a label and the other spellings filtered under it; a wrong group or a label
    /// without a list is an error at its place.
    @Test func facetsAddSpellingsOfOneThing() {
        let (config, log) = read(
            """
            facets:
              services:
                Night safe: [Night deposit, Night drop]
              accessibility:
                Braille: ~
              access:
                Ramp: [Slope]
              services: x
            """)
        #expect(
            config.facetMeanings == [
                FacetMeaning(group: .services, label: "Night safe", also: ["Night deposit", "Night drop"]),
                FacetMeaning(group: .accessibility, label: "Braille", also: []),
            ])
        #expect(
            log.reported == [
                Reported(.error, 8, 3, "'services' is given twice; the first is at line 2"),
                Reported(.error, 6, 3, "unknown facet group \"access\""),
            ])
        let (_, wrong) = read("facets:\n  services:\n    Wi-Fi: Free Wi-Fi\n")
        #expect(wrong.reported == [Reported(.error, 3, 12, "'Wi-Fi' must be a list of other spellings, found \"Free Wi-Fi\"")])
    }

    @Test func readsEverySetting() {
        let (config, log) = read(
            """
            title: Imaginary Bank
            base_url: https://example.com/locator
            language: en-GB
            contact_email: help@example.com
            page_size: 25
            attribution: "Map data: Natural Earth"
            description: Branches & ATMs
            geocode_attribution: "Geocoding results: Google"
            """)
        #expect(log.reported == [])
        #expect(
            config
                == SiteConfig(
                    title: "Imaginary Bank", baseURL: "https://example.com/locator/", language: "en-GB",
                    contactEmail: "help@example.com", pageSize: 25, attribution: "Map data: Natural Earth",
                    description: "Branches & ATMs", geocodeAttribution: "Geocoding results: Google"))
    }

    @Test func emptyFileAndNullValuesKeepDefaults() {
        #expect(read("").0 == SiteConfig())
        #expect(read("# nothing yet\n").0 == SiteConfig())
        #expect(read("title:\n").0 == SiteConfig())
    }

    @Test func wrongTypesAndValuesAreErrorsAtTheValue() {
        let (config, log) = read(
            """
            title: [a, b]
            page_size: many
            base_url: example.com
            contact_email: nobody
            colour: blue
            title: again
            """)
        #expect(config == SiteConfig())
        #expect(
            log.reported == [
                Reported(.error, 6, 1, "'title' is given twice; the first is at line 1"),
                Reported(.error, 1, 8, "'title' must be text, found a list"),
                Reported(.error, 2, 12, "'page_size' must be a whole number, found \"many\""),
                Reported(.error, 3, 11, "base_url \"example.com\" must be an absolute http(s) URL or a path starting with /"),
                Reported(.error, 4, 16, "contact_email \"nobody\" is not an e-mail address"),
                Reported(.warning, 5, 1, "unknown setting 'colour' is ignored"),
            ])
    }

    @Test func syntaxErrorIsPositioned() {
        let (_, log) = read("title: Bank\n  base_url: /\n")
        #expect(log.reported == [Reported(.error, 2, 11, "invalid YAML: mapping values are not allowed in this context")])
        let (_, tabs) = read("title: \"open\n")
        #expect(tabs.errors.first?.position.line == 2)
    }

    @Test func rootMustBeAMapping() {
        #expect(read("- a\n- b\n").1.reported == [Reported(.error, 1, 1, "site.yml must be a mapping of `key: value` lines, found a list")])
    }
}
