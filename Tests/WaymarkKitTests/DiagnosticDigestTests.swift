import Testing

@testable import WaymarkKit

/// Printed diagnostics stay readable whatever the input: repeats of a warning are one line, a file's list is counted
/// after a hundred, and a long value quoted in a message is cut.
@Suite struct DiagnosticDigestTests {
    func at(_ path: String, _ line: Int) -> SourcePosition { SourcePosition(path: path, line: line, column: 3) }

    /// The printed lines of a build's report: repeats of one warning in one file are summarized first.
    private func printed(_ diagnostics: [Diagnostic]) -> [String] {
        var log = DiagnosticLog()
        for diagnostic in diagnostics { log.report(diagnostic) }
        return DiagnosticDigest.lines(log.summarized)
    }

    @Test func repeatsOfOneWarningAreOneLineWithTheirCountAndFirstPlaces() {
        var diagnostics = (1...1_000).map { Diagnostic.warning(at("a.json", $0), "duplicate key \"id\"; the last one is used") }
        diagnostics.insert(.error(at("a.json", 5), "latitude 95 is out of range"), at: 5)
        diagnostics.append(.error(at("b.csv", 2), "row 1 has no name"))
        #expect(
            printed(diagnostics) == [
                "a.json:1:3: warning: duplicate key \"id\"; the last one is used (1,000 times in this file: at 1:3, 2:3, 3:3 and 997 more)",
                "a.json:5:3: error: latitude 95 is out of range",
                "b.csv:2:3: error: row 1 has no name",
            ])
    }

    @Test func aFileShowsAHundredAndCountsTheRest() {
        let diagnostics = (1...150).map { line in
            line % 3 == 0 ? Diagnostic.error(at("c.csv", line), "row \(line) is bad") : .warning(at("c.csv", line), "row \(line) is odd")
        }
        let lines = DiagnosticDigest.lines(diagnostics)
        #expect(lines.count == 101)
        #expect(lines[99] == "c.csv:100:3: warning: row 100 is odd")
        #expect(lines[100] == "c.csv: error: … and 50 more in this file (17 errors, 33 warnings)")
    }

    @Test func aMillionDuplicatesPrintOneLine() {
        let diagnostics = (1...1_000_000).map { Diagnostic.warning(at("big.json", $0), "duplicate key \"k\"") }
        #expect(
            printed(diagnostics) == [
                "big.json:1:3: warning: duplicate key \"k\" (1,000,000 times in this file: at 1:3, 2:3, 3:3 and 999,997 more)"
            ])
    }

    @Test func aLongValueInAMessageIsCut() {
        let digits = String(repeating: "1234567890", count: 100_000)
        let diagnostic = Diagnostic.error(at("n.json", 1), "number \(digits) is out of range", hint: "write at most \(digits) digits")
        let kept = String(digits.prefix(80))
        #expect(diagnostic.description == "n.json:1:3: error: number \(kept)… is out of range\n  hint: write at most \(kept)… digits")
        let words = String(repeating: "word ", count: 300)
        #expect(Diagnostic.cut(words) == String(words.prefix(1_000)) + "…")
        #expect(Diagnostic.cut("short message") == "short message")
        let path = "/" + String(repeating: "folder/", count: 20) + "branches.json:11:5;"
        #expect(Diagnostic.cut("already used at \(path) this one is left out") == "already used at \(path) this one is left out")
    }
}
