import Foundation
import Testing

@testable import WaymarkKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// NUL, ESC and BEL from data never reach a page as bytes: the one HTML escaper writes every control character as a
/// space, whichever reader the text came from, and Markdown is cleaned the same way (they were written raw: 143 NULs
/// in one page).
@Suite struct ControlCharacterOutputTests {
    @Test func theEscaperWritesControlCharactersAsSpaces() {
        #expect(Escape.html("a\u{0}b\u{1B}[31mc\u{7}d\u{85}e\u{7F}f\té\r\n<\u{9F}") == "a b [31mc d e f\té\r\n&lt; ")
        #expect(Escape.html("plain «text» °") == "plain «text» °")
        #expect(Escape.html("Open now · closes at 17:00 · £5") == "Open now · closes at 17:00 · £5")
        #expect(Escape.html("\u{85}") == " " && Escape.html("·\u{9F}") == "· ")
        #expect(Markdown.html("x\u{1B}y\u{7}z\u{0}") == "<p>x y z</p>\n")
    }

    /// Byte by byte, as RFC 8259 and the `<script>` rules ask: quote, backslash, control characters, `< > &`, and
    /// U+2028 and U+2029, which other characters starting with the same byte (an en dash: 0xE2 0x80 0x93) are not.
    @Test func theJSONEscaperEscapesWhatJSONAndScriptsNeed() throws {
        #expect(
            Escape.jsonString("a\"b\\c\n\r\t\u{1}\u{1F}<>&\u{7F} – \u{2028}\u{2029}é\u{2027}")
                == #""a\"b\\c\n\r\t\u0001\u001f\u003c\u003e\u0026\#u{7F} – \u2028\u2029é\#u{2027}""#)
        #expect(Escape.jsonString("Crédit Foncier – Centre") == #""Crédit Foncier – Centre""#)
        // Foundation's JSON reader, the reference, reads each back as the text written.
        for text in ["a\"b\\c\n\r\t\u{1}\u{1F}<>&\u{7F} – \u{2028}\u{2029}é\u{2027}", "\u{E2}\u{80}\u{A8}", "–\u{2028}–"] {
            let read = try JSONDecoder().decode(String.self, from: Data(Escape.jsonString(text).utf8))
            #expect(read == text)
        }
    }

    /// A map's SVG text goes through the same escaper, with line breaks, tabs and U+FFFE/U+FFFF as spaces too: what it
    /// writes is well-formed XML (Foundation's parser reads it back) whatever the text held.
    @Test func mapTextIsTheSameEscapingAndWellFormedXML() throws {
        let text = "a\u{0}b\u{1B}c\u{85}d\te\r\nf\u{FFFE}g\u{FFFF}h <&>\"' ·£\u{FFFD}"
        let escaped = MarkupEscaping.text(text)
        #expect(escaped == "a b c d e  f g h &lt;&amp;&gt;&quot;&#39; ·£\u{FFFD}")
        #expect(
            escaped
                == Escape.html(text.replacingOccurrences(of: "\u{FFFE}", with: " ").replacingOccurrences(of: "\u{FFFF}", with: " "))
                .replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\r\n", with: "  "))
        let parser = XMLParser(data: Data("<t a=\"\(escaped)\">\(escaped)</t>".utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func aRecordWithControlCharactersInEveryTextFieldWritesNoneOfThem() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let branches = site.appendingPathComponent("Content/branches.json")
        var json = try String(contentsOf: branches, encoding: .utf8)
        let bad = "\\u0000\\u001b]0;x\\u0007"
        for (field, value) in [
            ("\"name\": \"Fixture Bank\"", "\"name\": \"Fixture\(bad)Bank\""), ("\"Cash deposit\"", "\"Cash\(bad)deposit\""),
            ("\"services\": [", "\"accessibility\": [\"Ramp\(bad)\"], \"services\": ["),
            ("\"value\": \"30-00-00\"", "\"value\": \"30\(bad)00\""), ("\"label\": \"Sort code\"", "\"label\": \"Sort\(bad)code\""),
            ("\"Closed on bank holidays\"", "\"Closed\(bad)on bank holidays\""), ("\"Back on ", "\"Back\(bad)on "),
        ] {
            #expect(json.contains(field), "\(field)")
            json = json.replacingOccurrences(of: field, with: value)
        }
        try json.write(to: branches, atomically: true, encoding: .utf8)
        let page = site.appendingPathComponent("Content/pages/about.md")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "---\ntitle: \"About\\0\\e\\a us\"\n---\nHello\u{1B}[2J there\u{7}\n".write(to: page, atomically: true, encoding: .utf8)
        let output = folder.url.appendingPathComponent("out")
        let report = Pipeline(options: BuildOptions(site: site.path, output: output)).run()
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        var raw: [String] = []
        var pages: [String: String] = [:]
        for file in RenderStage.files(in: output) {
            let bytes = try Data(contentsOf: output.appendingPathComponent(file))
            if bytes.contains(where: { $0 == 0x00 || $0 == 0x1B || $0 == 0x07 }) { raw.append(file) }
            if file.hasSuffix(".html") { pages[file] = String(decoding: bytes, as: UTF8.self) }
        }
        #expect(raw == [])
        let soho = try #require(pages["locations/gb/london/soho-branch/index.html"])
        // NUL and ESC before "]0;x", BEL after it: each a space.
        for shown in ["Cash  ]0;x deposit", "Ramp  ]0;x", "Sort  ]0;x code", "30  ]0;x 00", "Closed  ]0;x on bank holidays"] {
            #expect(soho.contains(shown), "\(shown)")
        }
        #expect(pages.values.contains { $0.contains("<title>About    us") })
        #expect(pages.values.contains { $0.contains("Hello [2J there") })
    }
}
