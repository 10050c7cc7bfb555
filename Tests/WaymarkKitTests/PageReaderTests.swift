import Testing

@testable import WaymarkKit

@Suite struct PageReaderTests {
    private func read(_ text: String, path: String = "Content/pages/contact.md") -> (ContentPage?, DiagnosticLog) {
        var log = DiagnosticLog()
        let page = PageReader().read(text: text, path: path, log: &log)
        return (page, log)
    }

    @Test func readsFrontMatterAndKeepsTheBody() throws {
        let (page, log) = read(
            """
            ---
            title: Contact us
            description: How to reach us
            layout: contact
            form: contact
            weight: 3
            unsafe: true
            ---
            # Contact

            Write to us.
            """)
        #expect(log.reported == [])
        #expect(
            page
                == ContentPage(
                    slug: Slug(validating: "contact")!, title: "Contact us", description: "How to reach us",
                    layout: "contact", form: "contact", allowsHTML: true, weight: 3,
                    markdown: "# Contact\n\nWrite to us.", position: .file("Content/pages/contact.md"), bodyLine: 9,
                    layoutPosition: SourcePosition(path: "Content/pages/contact.md", line: 4, column: 9)))
    }

    @Test func defaultsForOptionalKeys() {
        let (page, log) = read("---\ntitle: About\n---\nText\n")
        #expect(log.reported == [])
        #expect(page?.layout == "page")
        #expect(page?.form == nil)
        #expect(page?.weight == 0)
        #expect(page?.allowsHTML == false)
        #expect(page?.markdown == "Text\n")
    }

    @Test func missingClosingFenceHasTheHint() {
        let (page, log) = read("---\ntitle: About\n\n# About\n")
        #expect(page == nil)
        #expect(log.reported == [Reported(.error, 1, 1, "the front matter that starts here has no closing `---`")])
        #expect(log.all.first?.hint == "Did you forget the closing `---` of the front matter?")
    }

    @Test func yamlErrorsUseTheFileLineNumbers() {
        let (page, log) = read("---\ntitle: About\nweight: [1\n---\nBody\n")
        #expect(page == nil)
        #expect(log.reported.map(\.line) == [4])
        let (_, typeLog) = read("---\ntitle: About\nweight: heavy\nunsafe: maybe\n---\n")
        #expect(
            typeLog.reported == [
                Reported(.error, 3, 9, "'weight' must be a whole number, found \"heavy\""),
                Reported(.error, 4, 9, "'unsafe' must be true or false, found \"maybe\""),
            ])
    }

    @Test func missingTitleAndUnknownKey() {
        let (page, log) = read("---\ndescription: x\nauthor: me\n---\n")
        #expect(page == nil)
        #expect(
            log.reported == [
                Reported(.warning, 3, 1, "unknown front matter key 'author' is ignored"),
                Reported(.error, 1, 1, "the front matter is missing the required field 'title'"),
            ])
    }

    @Test func noFrontMatterAtAll() {
        #expect(read("# Just Markdown\n").1.reported == [Reported(.error, 1, 1, "the page has no front matter; it needs at least a title")])
    }

    @Test func badFileNameSuggestsOne() {
        let (page, log) = read("---\ntitle: About\n---\n", path: "Content/pages/About Us.md")
        #expect(page == nil)
        #expect(
            log.reported == [
                Reported(
                    .error, 1, 1,
                    "the file name \"About Us.md\" cannot be a page address; use lower-case letters, digits and single hyphens")
            ])
        #expect(log.all.first?.hint == "rename it to \"about-us.md\"")
    }
}
