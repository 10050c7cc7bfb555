import Foundation
import Testing

@testable import WaymarkKit

/// A small view for template tests: a name, a URL, markup and a list of itself.
private struct Item: TemplateView {
    var name = "Tom & Jerry's <b>"
    var href: SafeURL? = SafeURL(built: "/a/")
    var markup = TrustedHTML(generated: "<svg/>")
    var children: [Item] = []
    var lines = TextList(items: ["one", "two"])
    var count = 3
    var on = true
    var escaped: EscapedText?

    static let fields: [TemplateField<Self>] = [
        .init("name") { $0.name }, .init("href") { $0.href }, .init("markup") { $0.markup },
        .init("children") { $0.children }, .init("lines") { $0.lines }, .init("count") { $0.count }, .init("on") { $0.on },
        .init("escaped") { $0.escaped },
    ]
}

/// Compiles `templates` (name to text; the first is rendered) for `Item` and renders `item`.
private func render(_ templates: [(String, String)], _ item: Item = Item()) throws -> String {
    var syntax: [String: MustacheSyntax] = [:]
    for (name, text) in templates { syntax[name] = try MustacheSyntax(text) }
    let template = try TemplateCompiler(syntax: syntax).compile(templates[0].0, root: [Item.self])
    var out: [UInt8] = []
    template.render([item], into: &out)
    return String(decoding: out, as: UTF8.self)
}

private func compileError(_ text: String) throws -> TemplateError? {
    let syntax = ["t": try MustacheSyntax(text)]
    do {
        _ = try TemplateCompiler(syntax: syntax).compile("t", root: [Item.self])
        return nil
    } catch {
        return error
    }
}

@Suite struct TemplateTests {
    @Test func variablesAreEscapedAtTheByteLevelAndOnlyTrustedHTMLIsNot() throws {
        #expect(
            try render([("t", "{{name}}|{{href}}|{{{markup}}}|{{markup}}|{{count}}")])
                == "Tom &amp; Jerry&#39;s &lt;b&gt;|/a/|<svg/>|&lt;svg/&gt;|3")
    }

    /// Text escaped where it is made prints the bytes its text would, in a section over itself too; to the compiler it
    /// is text, which `{{{ }}}` may not print.
    @Test func escapedTextPrintsAsItsTextWould() throws {
        let text = "[[\"2026-12-24\",\"Fermé & <fête>\",[]]]\u{1}'"
        let escaped = "[[&quot;2026-12-24&quot;,&quot;Fermé &amp; &lt;fête&gt;&quot;,[]]] &#39;"
        let item = Item(name: text, escaped: EscapedText(text))
        #expect(try render([("t", "{{name}}|{{escaped}}")], item) == escaped + "|" + escaped)
        #expect(
            try render([("t", "{{#escaped}}<li data-hours=\"{{escaped}}\">{{/escaped}}{{^escaped}}none{{/escaped}}")], item)
                == "<li data-hours=\"" + escaped + "\">")
        #expect(try render([("t", "{{#escaped}}{{escaped}}{{/escaped}}{{^escaped}}none{{/escaped}}")]) == "none")
        #expect(try compileError("{{{escaped}}}")?.message.hasPrefix("'{{{escaped}}}' would print text from the data") == true)
    }

    @Test func sectionsListsInvertedSectionsAndDots() throws {
        let item = Item(children: [Item(name: "a", children: []), Item(name: "b", href: nil)])
        let text =
            "{{#children}}[{{name}}{{#href}} {{href}}{{/href}}{{^href}} none{{/href}} {{count}}]{{/children}}{{#lines}}<{{.}}>{{/lines}}"
        #expect(try render([("t", text)], item) == "[a /a/ 3][b none 3]<one><two>")
        #expect(try render([("t", "{{^children}}empty{{/children}}{{#on}}on{{/on}}")]) == "emptyon")
    }

    @Test func standaloneTagsTakeTheirLineAsInSwiftMustache() throws {
        let text = "<ul>\n{{#lines}}\n<li>{{.}}</li>\n{{/lines}}\n</ul>\n{{! note }}\nend"
        #expect(try render([("t", text)]) == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\nend")
    }

    @Test func whitespaceCasesOfTheMustacheSpec() throws {
        #expect(try render([("t", "  {{#on}}YES{{/on}}\n  {{#on}}NO{{/on}}\n")]) == "  YES\n  NO\n")
        #expect(try render([("t", "| This Is\n  {{#on}}\n|\n  {{/on}}\n| A Line\n")]) == "| This Is\n|\n| A Line\n")
        #expect(try render([("t", "12345{{! Comment Block! }}67890")]) == "1234567890")
        #expect(try render([("t", "{{=<% %>=}}(<%count%>)\n<%={{ }}=%>[{{count}}]")]) == "(3)\n[3]")
        #expect(try render([("t", "  {{^on}}no{{/on}}\n")]) == "  \n")
    }

    @Test func partialsAndParentsWithBlocks() throws {
        let templates = [
            ("page", "{{<base}}\n{{$content}}\n<p>{{name}}</p>\n{{/content}}\n{{/base}}\n"),
            ("base", "<main>\n{{$content}}\ndefault\n{{/content}}\n</main>\n{{>footer}}\n"),
            ("footer", "<footer>{{count}}</footer>\n"),
        ]
        #expect(try render(templates) == "<main>\n<p>Tom &amp; Jerry&#39;s &lt;b&gt;</p>\n</main>\n<footer>3</footer>\n")
    }

    @Test func anIndentedPartialIsIndentedOnEveryLine() throws {
        let templates = [("t", "<div>\n  {{>inner}}\n</div>\n"), ("inner", "<p>\n{{name}}\n</p>\n")]
        #expect(try render(templates, Item(name: "x")) == "<div>\n  <p>\n  x\n  </p>\n</div>\n")
    }

    @Test func anUnknownTagIsAnErrorAtItsPosition() throws {
        #expect(
            try compileError("<p>\n  {{nmae}}</p>")
                == TemplateError(template: "t", line: 2, column: 3, message: "unknown tag 'nmae': no field 'nmae' in Item"))
        #expect(
            try compileError("{{#children}}{{href.x}}{{/children}}")
                == TemplateError(template: "t", line: 1, column: 14, message: "unknown tag 'href.x': 'x' is not a field of a URL"))
    }

    @Test func tripleMustachesOnDataAreErrors() throws {
        #expect(
            try compileError("{{{name}}}")
                == TemplateError(
                    template: "t", line: 1, column: 1,
                    message: "'{{{name}}}' would print text from the data without escaping; only HTML that Waymark generates "
                        + "may use '{{{ }}}': write '{{name}}'"))
        #expect(try compileError("{{&href}}")?.message.hasPrefix("'{{{href}}}' would print a URL") == true)
        #expect(try compileError("{{children}}")?.message == "'children' is a list, which cannot be printed: open it with '{{#children}}'")
    }

    @Test func syntaxErrorsHavePositions() {
        #expect(throws: MustacheSyntax.ParseError(message: "'{{#a}}' is never closed", line: 2, column: 1)) {
            try MustacheSyntax("x\n{{#a}}\n")
        }
        #expect(throws: MustacheSyntax.ParseError(message: "'{{/b}}' closes 'a'", line: 1, column: 7)) {
            try MustacheSyntax("{{#a}}{{/b}}")
        }
    }

    @Test func everyDefaultTemplateCompilesAgainstItsViewType() throws {
        var log = DiagnosticLog()
        var library = TemplateLibrary.load(theme: .embedded, siteTemplates: nil, displayPath: { $0.lastPathComponent }, log: &log)
        library.compileLayouts(["page"], log: &log)
        #expect(log.sorted.map(\.description) == [])
        for (name, _) in PageRenderer.templateViews {
            #expect(library.compiled(page: name) != nil, "\(name).mustache")
        }
    }

    @Test func aSiteTemplateWithAnUnknownTagIsAnErrorWithItsPath() {
        var log = DiagnosticLog()
        _ = TemplateLibrary(
            files: [("404", "Templates/404.mustache", "<h1>{{titel}}</h1>\n"), ("saved", "Templates/saved.mustache", "{{{site.title}}}")],
            log: &log)
        #expect(
            log.sorted.map(\.description) == [
                "Templates/404.mustache:1:5: error: unknown tag 'titel': no field 'titel' in NotFoundView, PageFrame",
                "Templates/saved.mustache:1:1: error: '{{{site.title}}}' would print text from the data without escaping; "
                    + "only HTML that Waymark generates may use '{{{ }}}': write '{{site.title}}'",
            ])
    }

    @Test func safeURLRefusesScriptsAndDataExceptImages() {
        #expect(SafeURL(data: " https://example.com/x ")?.text == "https://example.com/x")
        #expect(SafeURL(data: "tel:+441234") != nil)
        #expect(SafeURL(data: "javascript:alert(1)") == nil)
        #expect(SafeURL(data: "JavaScript:alert(1)") == nil)
        #expect(SafeURL(data: "vbscript:msgbox") == nil)
        #expect(SafeURL(data: "data:text/html;base64,PHNjcmlwdD4=") == nil)
        #expect(SafeURL(data: "data:image/svg+xml;base64,PHN2Zz4=") == nil)
        #expect(SafeURL(data: "data:image/png;base64,iVBORw0KGgo=") != nil)
        #expect(SafeURL(data: "https://x/\"onmouseover=") == nil)
    }
}

@Suite struct BadTemplateSiteTests {
    @Test func aBadSiteTemplateFailsTheBuildAndKeepsThePreviousOutput() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        try writeEarlierOutput(output, files: ["index.html": "previous\n"])
        let report = buildFixture("bad-template", into: output)
        let root = Repository.fixture("bad-template").path + "/"
        #expect(
            report.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "") } == [
                "Templates/404.mustache:3:5: error: unknown tag 'page.titel': no field 'titel' in PageMeta",
                "Templates/saved.mustache:3:4: error: '{{{site.attribution}}}' would print text from the data without escaping; "
                    + "only HTML that Waymark generates may use '{{{ }}}': write '{{site.attribution}}'",
            ])
        #expect(readTree(output) == ["index.html": Data("previous\n".utf8)])
    }
}
