import Foundation
import Testing

@testable import WaymarkKit

private struct Page: TemplateView {
    var pageNumber = 2
    var pageCount = 5
    var name = "<Caerdydd>"

    static let fields: [TemplateField<Self>] = [
        .init("pageNumber") { $0.pageNumber }, .init("pageCount") { $0.pageCount }, .init("name") { $0.name },
    ]
}

private let welsh: Words = {
    var log = DiagnosticLog()
    let text = """
        skip: "Neidio i'r cynnwys & mwy"
        page_of: "Tudalen {pageNumber} o {pageCount}"
        shop: "Siop {nothing}"
        branches:
          zero: a
          one: b
          two: c
          few: d
          many: e
          other: f
        """
    let catalogue = Catalogue.read(text, path: "cy.yml", language: LanguageTag("cy")!, log: &log)
    return Words(language: LanguageTag("cy")!, entries: catalogue.entries)
}()

private func render(_ text: String) throws -> String {
    let template = try TemplateCompiler(syntax: ["t": try MustacheSyntax(text)], words: welsh).compile("t", root: [Page.self])
    var out: [UInt8] = []
    template.render([Page()], into: &out)
    return String(decoding: out, as: UTF8.self)
}

private func compileError(_ text: String) throws -> TemplateError? {
    let syntax = ["t": try MustacheSyntax(text)]
    do {
        _ = try TemplateCompiler(syntax: syntax, words: welsh).compile("t", root: [Page.self])
        return nil
    } catch {
        return error
    }
}

@Suite struct TemplateWordsTests {
    @Test func aWordPrintsInTheCompiledLanguageEscapedWithItsApostrophe() throws {
        #expect(
            try render("<a title=\"{{@skip}}\">{{@skip}}</a>")
                == "<a title=\"Neidio i'r cynnwys &amp; mwy\">Neidio i'r cynnwys &amp; mwy</a>")
    }

    @Test func aWordsPlaceholdersPrintTheFieldsOfThatName() throws {
        #expect(try render("<p>{{@page_of}}</p>") == "<p>Tudalen 2 o 5</p>")
    }

    @Test func anUnknownWordAPluralWordAndAnUnknownFieldAreErrorsAtTheTag() throws {
        #expect(
            try compileError("a\n {{@skipp}}")
                == TemplateError(
                    template: "t", line: 2, column: 2, message: "unknown word '{{@skipp}}': no string 'skipp' in the cy catalogue"))
        #expect(
            try compileError("{{@branches}}")
                == TemplateError(
                    template: "t", line: 1, column: 1, message: "'{{@branches}}' has plural forms, which a template cannot choose between"))
        #expect(
            try compileError("{{@shop}}")
                == TemplateError(template: "t", line: 1, column: 1, message: "unknown tag 'nothing': no field 'nothing' in Page"))
    }

    @Test func theThemesEnglishWordsRenderTodaysText() throws {
        let template = try TemplateCompiler(syntax: ["t": try MustacheSyntax("{{@skip_to_content}}|{{@week_and_holidays}}")])
            .compile("t", root: [Page.self])
        var out: [UInt8] = []
        template.render([Page()], into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "Skip to content|The week's hours and every holiday")
    }
}
