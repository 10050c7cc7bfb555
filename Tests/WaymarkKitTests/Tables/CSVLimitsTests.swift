import Testing

@testable import WaymarkKit

/// A field or row past its length limit leaves out that row, with a warning at the field; the rows after it are read.
@Suite struct CSVLimitsTests {
    func read(_ text: String) -> (names: [String], log: DiagnosticLog) {
        var log = DiagnosticLog()
        let locations = CSVLocationsReader().read(SourceFile(path: "branches.csv", text: text), log: &log)
        return (locations.map(\.name), log)
    }

    static let quoteHint = "a field this long is often a quote left open; check the quotes up to here"

    @Test func aFieldPastTheLimitLeavesOutItsRow() {
        let long = String(repeating: "x", count: 65_537)
        let (names, log) = read("name,lat,lng\nA,1,2\nB,3,\(long)\nC,5,6\n")
        #expect(names == ["A", "C"])
        #expect(log.reported == [Reported(.warning, 3, 5, "row 2: the field \"lng\" is longer than 65,536 bytes; the row is left out")])
        #expect(log.all.first?.hint == Self.quoteHint)
        let longest = String(long.dropLast())
        #expect(read("name,lat,lng\n\(longest),3,4\n").names == [longest])
    }

    @Test func aQuoteLeftOpenOverManyLinesIsCutAtTheLimit() {
        let lines = String(repeating: "D,7,8\n", count: 12_000)
        let (names, log) = read("name,lat,lng\nA,1,2\n\"B,3,4\n\(lines)\"\nC,5,6\n")
        #expect(names == ["A", "C"])
        #expect(log.reported == [Reported(.warning, 3, 2, "row 2: the field \"name\" is longer than 65,536 bytes; the row is left out")])
    }

    @Test func aRowPastTheLimitIsLeftOut() {
        let field = String(repeating: "y", count: 60_000)
        let row = (0..<18).map { _ in field }.joined(separator: ",")
        let header = "name,lat,lng," + (0..<15).map { "c\($0)" }.joined(separator: ",")
        let (names, log) = read("\(header)\n\(row)\nC,5,6" + String(repeating: ",", count: 15) + "\n")
        #expect(names == ["C"])
        #expect(log.reported == [Reported(.warning, 2, 1, "row 1 is longer than 1,048,576 bytes; the row is left out")])
    }

    @Test func aHeaderPastTheLimitStopsTheFile() {
        let long = String(repeating: "h", count: 70_000)
        let (names, log) = read("name,\(long)\nA,1\n")
        #expect(names == [])
        #expect(log.reported == [Reported(.error, 1, 6, "a field of the header is longer than 65,536 bytes; the file is not read")])
    }
}
