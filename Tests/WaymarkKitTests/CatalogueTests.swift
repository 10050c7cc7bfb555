import Foundation
import Testing

@testable import WaymarkKit

private let welsh = LanguageTag("cy")!
private let english = LanguageTag("en")!

/// Reads `text` as `cy.yml` (or another language's) and returns the catalogue and what was reported.
private func read(_ text: String, _ language: LanguageTag = welsh) -> (Catalogue, DiagnosticLog) {
    var log = DiagnosticLog()
    let catalogue = Catalogue.read(text, path: "Content/i18n/\(language).yml", language: language, log: &log)
    return (catalogue, log)
}

private let englishWords: Words = {
    let (catalogue, _) = read("branches:\n  one: \"{count} branch\"\n  other: \"{count} branches\"\nmenu: Menu\nskip: Skip\n", english)
    return Words(language: english, entries: catalogue.entries)
}()

@Suite struct CatalogueTests {
    @Test func stringsAndPluralFormsAreReadAndChosenByCLDRRules() {
        let (catalogue, log) = read(
            """
            menu: Dewislen
            branches:
              zero: "{count} canghennau"
              one: "{count} gangen"
              two: "{count} gangen"
              few: "{count} changen"
              many: "{count} changen"
              other: "{count} cangen"
            """)
        #expect(log.reported == [])
        let words = Words(language: welsh, entries: catalogue.entries)
        #expect(words.text("menu") == "Dewislen")
        #expect(
            [0, 1, 2, 3, 6, 7].map { words.text("branches", count: $0) } == [
                "0 canghennau", "1 gangen", "2 gangen", "3 changen", "6 changen", "7 cangen",
            ])
    }

    @Test func aCatalogueThatDoesNotParseIsAnErrorAtItsPlace() {
        let (_, log) = read("menu: Dewislen\nskip: [Neidio\n")
        #expect(
            log.reported == [
                Reported(.error, 3, 1, "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)")
            ])
    }

    @Test func aMissingPluralFormIsAnErrorNamingTheFormsTheLanguageNeeds() {
        var log = DiagnosticLog()
        _ = Catalogue.read(
            "branches:\n  one: \"{count} gangen\"\n  other: \"{count} cangen\"\n", path: "cy.yml", language: welsh, log: &log)
        #expect(log.reported == [Reported(.error, 2, 3, "'branches' has no 'zero', 'two', 'few', 'many' form")])
        #expect(log.all.first?.hint == "CLDR's plural rules for 'cy' use zero, one, two, few, many, other")
    }

    @Test func badKeysAndCategoriesAreErrorsAtTheirPlace() {
        let (_, log) = read("Menu: Dewislen\nbranches:\n  several: x\n  other: y\nskip: [a]\n", english)
        #expect(
            log.reported == [
                Reported(.error, 1, 1, "'Menu' is not a string's key"),
                Reported(.error, 3, 3, "'several' in 'branches' is not a CLDR plural category"),
                Reported(.error, 3, 3, "'branches' has no 'one' form"),
                Reported(.error, 5, 7, "'skip' must be a string or a mapping of plural forms, found a list"),
            ])
    }

    @Test func aPlaceholderTheDefaultLacksIsAnError() {
        let (catalogue, _) = read(
            "menu: \"Dewislen {name}\"\nskip: Neidio\nbranches:\n  zero: a\n  one: b\n  two: c\n  few: d\n  many: e\n  other: \"{count}\"\n"
        )
        var log = DiagnosticLog()
        _ = Words.resolve([catalogue], over: englishWords, language: welsh, log: &log)
        #expect(log.reported == [Reported(.error, 1, 7, "'{name}' in 'menu' is not a placeholder of the en string")])
        #expect(log.all.first?.hint == "the en string has no placeholders")
    }

    @Test func aTranslationMayUseAPlaceholderTheThemesEnglishHasWhenTheDefaultDoesWithoutIt() {
        // A Welsh default that says "in this country" must not stop English from naming the country.
        let (welshDefault, _) = read("in_country: Canghennau yn y wlad hon\n")
        let (theme, _) = read("in_country: \"Branches in {country}\"\n", LanguageTag("en")!)
        let (english, _) = read("in_country: \"Branches in {country}\"\nother: \"{nope}\"\n", LanguageTag("en")!)
        var log = DiagnosticLog()
        let defaultWords = Words.resolve([welshDefault], over: nil, language: welsh, log: &log)
        let themeWords = Words.resolve([theme], over: nil, language: LanguageTag("en")!, log: &log)
        let words = Words.resolve([english], over: defaultWords, theme: themeWords, language: LanguageTag("en")!, log: &log)
        #expect(words.text("in_country", ["country": "Wales"]) == "Branches in Wales")
        #expect(log.reported.isEmpty)
    }

    @Test func aMissingStringFallsBackWithOneWarningPerStringAndLanguage() {
        let (catalogue, _) = read("menu: Dewislen\n")
        var log = DiagnosticLog()
        let words = Words.resolve([catalogue, catalogue], over: englishWords, language: welsh, log: &log)
        #expect(words.text("skip") == "Skip")
        #expect(words.text("menu") == "Dewislen")
        #expect(
            log.reported == [
                Reported(.warning, 1, 1, "no cy string for 'branches': the en one is shown"),
                Reported(.warning, 1, 1, "no cy string for 'skip': the en one is shown"),
            ])
    }

    @Test func aSiteCatalogueOverridesTheThemesKeyByKey() {
        let (theme, _) = read("menu: Dewislen\nskip: Neidio\n")
        let (site, _) = read("skip: Neidio i'r cynnwys\n")
        var log = DiagnosticLog()
        let words = Words.resolve([theme, site], over: nil, language: welsh, log: &log)
        #expect([words.text("menu"), words.text("skip")] == ["Dewislen", "Neidio i'r cynnwys"])
    }

    @Test func languageTagsAreCheckedAndCased() {
        #expect(
            ["en", "cy", "pt-br", "zh-hant-tw", "sr-Latn", "es-419", "de-CH-1996"].map { LanguageTag($0)?.description } == [
                "en", "cy", "pt-BR", "zh-Hant-TW", "sr-Latn", "es-419", "de-CH-1996",
            ])
        #expect(["", "e", "english!", "en_GB", "en-", "en-GB-GB", "x-private", "1a"].compactMap { LanguageTag($0) } == [])
        #expect(LanguageTag("ar-EG")?.isRightToLeft == true)
        #expect(LanguageTag("cy")?.isRightToLeft == false)
    }

    /// RFC 4647's lookup: a region or script falls back to its language, and a Unicode extension (which only local
    /// formats read) is kept in the tag but never names a catalogue.
    @Test func aTagFallsBackToItsShorterForms() {
        #expect(LanguageTag("en-US")?.lookupChain == ["en", "en-US"])
        #expect(LanguageTag("zh-hant-tw")?.lookupChain == ["zh", "zh-Hant", "zh-Hant-TW"])
        #expect(LanguageTag("ar-SA-U-nu-Latn")?.description == "ar-SA-u-nu-latn")
        #expect(LanguageTag("ar-SA-u-nu-latn")?.lookupChain == ["ar", "ar-SA"])
        #expect(["en-u", "en-u-x", "en-u-nu-latn-toolongkey"].compactMap { LanguageTag($0) } == [])
    }

    @Test func placeholdersAreNamesInBraces() {
        #expect(
            Catalogue.parts("Page {pageNumber} of {page.count} {not one} {") == [
                .text("Page "), .placeholder("pageNumber"), .text(" of "), .placeholder("page.count"), .text(" {not one} {"),
            ])
        #expect(Catalogue.fill("{a} and {b}", ["a": "1"]) == "1 and {b}")
    }

    /// `fill` cuts by bytes when each brace is a character of its own; a combining mark joined to a brace makes it
    /// another character, as `parts` (which cuts by characters) reads it.
    @Test func fillCutsAStringAsItsPartsDo() {
        let values = ["a": "1", "b.c": "2"]
        #expect(Catalogue.fill("{{a}} {b.c}{a", values) == "{1} 2{a")
        #expect(Catalogue.fill("«{a}» é{a}", values) == "«1» é1")
        #expect(Catalogue.fill("{a}\u{301} {a} {\u{301}a}", values) == "{a}\u{301} 1 {\u{301}a}")
        #expect(Catalogue.fill("{1a} {ä} {} {a b} no brace", values) == "{1a} {ä} {} {a b} no brace")
        for text in ["{{a}} {b.c}{a", "«{a}» é{a}", "{a}\u{301} {a} {\u{301}a}", "{1a} {ä} {} {a b}", "}{a}{", "\r\n{a}\u{300}"] {
            let byParts = Catalogue.parts(text).map { part in
                switch part {
                case .text(let text): text
                case .placeholder(let name): values[name] ?? "{\(name)}"
                }
            }.joined()
            #expect(Catalogue.fill(text, values) == byParts, "\(text)")
        }
    }
}
