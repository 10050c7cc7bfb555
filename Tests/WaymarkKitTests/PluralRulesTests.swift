import Foundation
import Testing

@testable import WaymarkKit

/// CLDR's own example numbers for each category (`@integer` and `@decimal` in `plurals.xml`), expanded: `2~16` is
/// every integer between, `0.0~1.5` every number with that many decimals between.
private func cldrExamples() throws -> [(language: String, category: PluralCategory, example: String)] {
    let text = try String(contentsOf: Repository.fixture("cldr/plurals.xml"), encoding: .utf8)
    var examples: [(String, PluralCategory, String)] = []
    var languages: [String] = []
    for line in text.split(separator: "\n") {
        if let locales = attribute(line, "locales") {
            languages = locales.split(separator: " ").map(String.init).filter { PluralRules.languages.contains($0) }
        }
        guard let count = attribute(line, "count"), let category = PluralCategory(rawValue: count),
            let start = line.firstIndex(of: "@"), let end = line.range(of: "</pluralRule>")
        else { continue }
        let samples = line[start..<end.lowerBound].replacingOccurrences(of: "@integer", with: ",")
            .replacingOccurrences(of: "@decimal", with: ",")
        for sample in samples.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !sample.isEmpty && sample != "…" {
            for example in expand(sample) { examples += languages.map { ($0, category, example) } }
        }
    }
    return examples
}

private func attribute(_ line: Substring, _ name: String) -> String? {
    guard let start = line.range(of: name + "=\"") else { return nil }
    return String(line[start.upperBound...].prefix { $0 != "\"" })
}

private func expand(_ sample: String) -> [String] {
    let ends = sample.split(separator: "~").map(String.init)
    guard ends.count == 2 else { return [sample] }
    let decimals = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
    let scale = Int(pow(10, Double(decimals)))
    let low = Int((Double(ends[0])! * Double(scale)).rounded())
    let high = Int((Double(ends[1])! * Double(scale)).rounded())
    return (low...high).map { decimals == 0 ? "\($0)" : String(format: "%.\(decimals)f", Double($0) / Double(scale)) }
}

@Suite struct PluralRulesTests {
    @Test func everyCLDRExampleFallsInItsCategory() throws {
        let examples = try cldrExamples()
        // Each language's every category has examples: the fixture was read whole.
        for language in PluralRules.languages {
            let found = Set(examples.filter { $0.language == language }.map(\.category))
            #expect(found == Set(PluralRules.categories(language) ?? []), "\(language)")
        }
        #expect(examples.count > 400)
        for (language, category, example) in examples {
            let operands = try #require(PluralOperands(example), "\(example)")
            #expect(PluralRules.category(operands, language) == category, "\(language) \(example)")
        }
    }

    @Test func operandsAreReadAsCLDRDefinesThem() {
        #expect(PluralOperands("1.50") == PluralOperands(n: 1.5, i: 1, v: 2, e: 0))
        #expect(PluralOperands("1.1c6") == PluralOperands(n: 1_100_000, i: 1_100_000, v: 0, e: 6))
        #expect(PluralOperands("1.0000001c6") == PluralOperands(n: 1_000_000.1, i: 1_000_000, v: 1, e: 6))
        #expect(PluralOperands("1,5") == nil)
        #expect(PluralOperands("") == nil)
        #expect(PluralOperands(-3) == PluralOperands(n: 3, i: 3, v: 0, e: 0))
    }

    @Test func countsTakeTheirLanguagesForms() {
        let forms = { (language: String) in [0, 1, 2, 3, 6, 11, 100].map { PluralRules.category(PluralOperands($0), language).rawValue } }
        #expect(forms("en") == ["other", "one", "other", "other", "other", "other", "other"])
        #expect(forms("cy") == ["zero", "one", "two", "few", "many", "other", "other"])
        #expect(forms("ar") == ["zero", "one", "two", "few", "few", "many", "other"])
        #expect(forms("fr") == ["one", "one", "other", "other", "other", "other", "other"])
    }
}
