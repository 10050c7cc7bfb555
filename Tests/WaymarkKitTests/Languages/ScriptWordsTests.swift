import Foundation
import Testing

@testable import WaymarkKit

/// The browser's scripts hold their English and read every other language's words from the page (words.js).
@Suite struct ScriptWordsTests {
    /// Each script and the words its pages carry for it.
    static let scripts: [(file: String, keys: [String])] = [
        ("hours.js", ScriptWords.hours), ("mapzoom.js", ScriptWords.mapzoom), ("locations.js", ScriptWords.locations),
        ("facets.js", ScriptWords.facets), ("places.js", ScriptWords.places),
        ("savesite.js", ScriptWords.saveSite), ("waymark.js", ScriptWords.contact),
    ]

    /// The `say("key", "English"` and `count("key", n, { one: "…", other: "…" }` of a script, as key and forms.
    private func englishWords(_ file: String) throws -> [String: [String]] {
        let source = try String(contentsOf: Repository.root.appendingPathComponent("Public/assets/" + file), encoding: .utf8)
        let text = #""((?:[^"\\]|\\.)*)""#
        let say = try NSRegularExpression(pattern: #"\bsay\("(\w+)", "# + text)
        let count = try NSRegularExpression(
            pattern: #"\bcount(?:\.bind\(null, |\()"(\w+)"[^\{\}]*\{ one: "# + text + #",\s*other: "# + text + #" \}"#)
        var words: [String: [String]] = [:]
        for pattern in [say, count] {
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let groups = (1..<match.numberOfRanges).map { String(source[Range(match.range(at: $0), in: source)!]) }
                #expect(words[groups[0]] == nil || words[groups[0]] == Array(groups.dropFirst()), "\(file): \(groups[0])")
                words[groups[0]] = Array(groups.dropFirst())
            }
        }
        return words
    }

    @Test func everyScriptsEnglishIsTheCataloguesAndItsPagesCarryItsKeys() throws {
        for (file, keys) in Self.scripts {
            let words = try englishWords(file)
            #expect(words.count > 0, "\(file)")
            #expect(words.keys.sorted() == Set(keys).sorted(), "\(file): the keys it says and the keys its pages carry")
            for (key, forms) in words {
                let entry = Words.english.entries[key]
                let catalogue = entry?.isPlural == true ? [entry?.forms[.one], entry?.forms[.other]] : [entry?.forms[.other]]
                #expect(catalogue.map { $0 ?? "" } == forms, "\(file): \(key)")
            }
        }
    }

    @Test func aPageCarriesTheWordsOfItsScriptsThatAreNotEnglishWithEveryPluralForm() throws {
        let welsh = Words(
            language: LanguageTag("cy")!,
            entries: Words.english.entries.merging([
                "js_finding": .init(forms: [.other: "Wrthi’n canfod ble rydych chi…"], isPlural: false, position: .file("cy.yml")),
                "js_files": .init(
                    forms: [.zero: "{count} ffeil", .one: "{count} ffeil", .other: "{count} ffeil"], isPlural: true,
                    position: .file("cy.yml")),
            ]) { _, new in new })
        #expect(welsh.scriptJSON(ScriptWords.locations) == #"{"js_finding":"Wrthi’n canfod ble rydych chi…"}"#)
        #expect(
            welsh.scriptJSON(ScriptWords.saveSite)
                == #"{"js_files":{"zero":"{count} ffeil","one":"{count} ffeil","other":"{count} ffeil"}}"#)
        #expect(welsh.scriptJSON(ScriptWords.hours) == nil)
        #expect(Words.english.scriptJSON(ScriptWords.locations + ScriptWords.places) == nil)
    }

    @Test func aTreesWordsAreOneScriptOfItsOwnAndEnglishPagesHaveNone() throws {
        let site = try TemporarySite(["Content/site.yml": "title: Bank\nlanguages: [en, cy]\n"])
        try site.write("Content/branches.json", Data(contentsOf: Repository.fixture("minimal/Content/branches.json")))
        #expect(site.build().diagnostics == [])
        let home = site.text("cy/index.html") ?? ""
        let path = try #require(home.firstMatch(of: /<script src="\/cy\/(assets\/words-cy\.[0-9a-f]{8}\.js)" defer>/)?.1)
        let text = try #require(site.text("cy/" + path))
        #expect(String(path) == "assets/words-cy.\(Digest.of(text.utf8).hex(8)).js")
        #expect(text.hasPrefix("window.waymarkWordData = {"))
        #expect(text.contains(#""js_none":"Dim {kinds}{filters}.""#))
        #expect(text.contains(#""js_files":{"zero":"{count} ffeil","one":"{count} ffeil","two":"{count} ffeil","#))
        #expect(text.hasSuffix(String(decoding: Theme.embedded.bytes("Public/assets/words.js")!, as: UTF8.self)))
        for page in ["locations/index.html", "saved/index.html", "offline/index.html", "index.html"] {
            #expect(site.text(page)?.contains("<script src=\"/assets/words.") == true, "\(page)")
            #expect(site.text("cy/" + page)?.contains("<script src=\"/cy/\(path)\" defer></script>") == true, "cy/\(page)")
            #expect(site.text("cy/" + page)?.contains("waymarkWordData") == false, "cy/\(page)")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("assets/words-en").path))
        #expect(WordsScript(words: Words.english, language: "en", source: []) == nil)
    }

    /// A site's template copied from a theme before the words script still compiles: its `site.words` block renders
    /// nothing, and the page's words come from the tree's script as on any other page.
    @Test func aTemplateWithTheRetiredWordsBlockStillBuilds() throws {
        let theme = String(decoding: Theme.embedded.bytes("Templates/saved.mustache") ?? [], as: UTF8.self)
        let script = "<script src=\"{{site.assets.wordsJS}}\" defer></script>"
        #expect(theme.contains(script))
        let retired = "{{#site.words.places}}<script type=\"application/json\" id=\"wm-words\">{{{.}}}</script>\n{{/site.words.places}}"
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nlanguages: [en, cy]\n",
            "Templates/saved.mustache": theme.replacingOccurrences(of: script, with: retired + script),
        ])
        try site.write("Content/branches.json", Data(contentsOf: Repository.fixture("minimal/Content/branches.json")))
        #expect(site.build().diagnostics == [])
        let saved = site.text("cy/saved/index.html") ?? ""
        #expect(!saved.contains("wm-words"))
        #expect(saved.contains("<script src=\"/cy/assets/words-cy."))
    }
}
