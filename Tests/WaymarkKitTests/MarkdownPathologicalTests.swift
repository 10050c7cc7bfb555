import Testing

@testable import WaymarkKit

/// Markdown that made libcmark 0.30.2 quadratic (the class of CVE-2023-24824) renders in linear time with the
/// built-in cmark 0.31.2; the tests check the output, and would run for minutes with the old library.
@Suite struct MarkdownPathologicalTests {
    @Test func deepQuotesFollowedByStarsRender() {
        let stars = String(repeating: "a*", count: 100_000)
        let html = Markdown.html(String(repeating: ">", count: 100_000) + stars)
        let open = String(repeating: "<blockquote>\n", count: 100_000)
        let close = String(repeating: "</blockquote>\n", count: 100_000)
        #expect(html == open + "<p>" + String(repeating: "a<em>a</em>", count: 50_000) + "</p>\n" + close)
    }

    @Test func aPageOfDeepQuotesRenders() {
        let html = Markdown.html(String(repeating: "> ", count: 50_000) + "deep\n\nshallow *and* well\n")
        let open = String(repeating: "<blockquote>\n", count: 50_000)
        let close = String(repeating: "</blockquote>\n", count: 50_000)
        #expect(html == open + "<p>deep</p>\n" + close + "<p>shallow <em>and</em> well</p>\n")
    }

    @Test func theBuiltInCmarkIsTheFixedOne() {
        #expect(Markdown.libraryVersion == "0.31.2")
    }
}
