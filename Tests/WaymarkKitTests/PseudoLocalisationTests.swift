import Foundation
import Testing

@testable import WaymarkKit

/// The theme's English catalogue with every string wrapped in ⟦…⟧, as the catalogue of the pseudo-language `en-XA`:
/// a page of that language shows a theme word without the brackets only when the word is not from a catalogue.
private func pseudoCatalogue() throws -> String {
    var log = DiagnosticLog()
    let path = Repository.root.appendingPathComponent("Templates/i18n/en.yml")
    let english = Catalogue.read(try String(contentsOf: path, encoding: .utf8), path: "en.yml", language: LanguageTag("en")!, log: &log)
    #expect(log.reported == [])
    func quoted(_ text: String) -> String { JSONWriter.array([.string("⟦\(text)⟧")]).dropFirst().dropLast().description }
    return english.entries.sorted { $0.key < $1.key }.map { key, entry in
        guard entry.isPlural else { return "\(key): \(quoted(entry.forms[.other] ?? ""))" }
        let forms = entry.forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { "  \($0.key.rawValue): \(quoted($0.value))" }
        return "\(key):\n" + forms.joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
}

/// The texts a reader sees on a page: its text nodes outside scripts and styles, and its words in attributes.
private func visibleTexts(_ html: String) throws -> [String] {
    let hidden = try NSRegularExpression(pattern: "<(script|style)\\b.*?</\\1>", options: [.dotMatchesLineSeparators])
    let shown = hidden.stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "<x>")
    let attribute = try NSRegularExpression(pattern: "\\b(?:alt|title|aria-label|placeholder)=\"([^\"]*)\"")
    let attributes = attribute.matches(in: shown, range: NSRange(shown.startIndex..., in: shown)).map {
        String(shown[Range($0.range(at: 1), in: shown)!])
    }
    let tag = try NSRegularExpression(pattern: "<[^>]*>")
    let nodes = tag.stringByReplacingMatches(in: shown, range: NSRange(shown.startIndex..., in: shown), withTemplate: "\u{0}")
        .split(separator: "\u{0}").map(String.init)
    return (nodes + attributes).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        .filter { $0.contains(where: \.isLetter) }
}

@Suite struct PseudoLocalisationTests {
    /// What an `en-XA` page still shows without brackets: the records' own words (names, addresses, the notes and
    /// holiday names of their hours, the site's title), the maps' drawn text, and the theme words not yet in a
    /// catalogue. A new theme word that skips the catalogue lands here and fails the test.
    static let unwrapped: Set<String> = [
        "(Back on &quot;Boxing Day&quot;)", "1 Dean St", "1 Dean St, London, W1D 3RB",
        "1 Dean St, London, W1D 3RB, United Kingdom", "Apple Maps", "Bank", "Bengaluru", "Boxing Day &lt;b&gt;",
        "Christmas &amp; Co", "English",
        "Euston Rd", "Euston Rd, London, N1C 4QP", "Euston Rd, London, N1C 4QP, United Kingdom", "Fiji",
        "Fixture Bank ATM King&#39;s Cross",
        "Fixture Bank ATM King&#39;s Cross · Bank", "Fixture Bank Soho &amp; Co &lt;main&gt;",
        "Fixture Bank Soho &amp; Co &lt;main&gt; · Bank", "Fixture Bank Suva", "Fixture Bank Suva · Bank", "Friday",
        "Geneva", "Google Maps", "Kolkata", "København", "Lautoka", "London", "London, United Kingdom",
        "London, United Kingdom · Bank", "Map data: Natural Earth (public domain)", "Monday", "N1C 4QP", "Nandi",
        "New Delhi", "OpenStreetMap", "Phnom Penh", "Saturday", "Sunday", "Suva",
        "Suva, Fiji", "Suva, Fiji · Bank", "Thursday", "Tuesday", "United Kingdom",
        "Victoria Parade", "Victoria Parade, Suva",
        "Victoria Parade, Suva, Fiji", "W1D 3RB", "Wednesday", "· Fixture Bank",
    ]

    @Test func everyThemeWordOnEveryPageComesFromTheCatalogue() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, en-XA]\n",
            "Content/i18n/en-XA.yml": try pseudoCatalogue(),
        ])
        try site.write("Content/branches.json", Data(contentsOf: Repository.fixture("minimal/Content/branches.json")))
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        #expect(report.diagnostics == [])
        let tree = site.output.appendingPathComponent("en-XA")
        let pages = try #require(FileManager.default.enumerator(at: tree, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "html" }
        #expect(pages.count > 10)
        var found: Set<String> = []
        for page in pages {
            let html = try String(contentsOf: page, encoding: .utf8)
            found.formUnion(try visibleTexts(html).filter { !$0.contains("⟦") })
        }
        #expect(found.subtracting(Self.unwrapped).sorted() == [], "theme words not from a catalogue")
        #expect(Self.unwrapped.subtracting(found).sorted() == [], "words the pages no longer show unwrapped")
    }
}
