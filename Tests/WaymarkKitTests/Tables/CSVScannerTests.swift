import Testing

@testable import WaymarkKit

/// The RFC 4180 scanner: fields, quoting, line breaks, and problems with their line and column.
@Suite struct CSVScannerTests {
    func scan(_ text: String, chunk: Int = .max) -> (rows: [[String]], lines: [Int], problems: [String]) {
        let bytes = Array(text.utf8)
        var scanner = CSVScanner(delimiter: CSVScanner.delimiter(of: bytes))
        var rows: [[String]] = [], lines: [Int] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            scanner.feed(bytes[start..<end]) {
                rows.append($0.fields); lines.append($0.line)
            }
            start = end
        }
        scanner.finish {
            rows.append($0.fields); lines.append($0.line)
        }
        return (rows, lines, scanner.problems.map { "\($0.line):\($0.column): \($0.message)" })
    }

    @Test func readsPlainAndQuotedFields() {
        let result = scan("a,b,c\n1,\"two, too\",\"say \"\"hi\"\"\"\n")
        #expect(result.rows == [["a", "b", "c"], ["1", "two, too", "say \"hi\""]])
        #expect(result.problems == [])
    }

    @Test func keepsLineBreaksInsideQuotesAndCountsLines() {
        let result = scan("name;street\r\n\"A\";\"1 Main St\r\nFloor 2\"\r\n\"B\";x\r\n")
        #expect(result.rows == [["name", "street"], ["A", "1 Main St\r\nFloor 2"], ["B", "x"]])
        #expect(result.lines == [1, 2, 4])
    }

    @Test func detectsTheDelimiterFromTheFirstLine() {
        #expect(CSVScanner.delimiter(of: Array("a;b;\"c,d,e\"\n1,2,3".utf8)) == UInt8(ascii: ";"))
        #expect(CSVScanner.delimiter(of: Array("a,b;c,d\n".utf8)) == UInt8(ascii: ","))
    }

    @Test func givesTheSameRecordsWhateverTheChunkSize() {
        let text = "a;b\n\"x;\"\"y\"\"\nz\";2\r\n3;\"\"\n;\n"
        let whole = scan(text)
        for size in [1, 2, 3, 7] { #expect(scan(text, chunk: size).rows == whole.rows) }
        #expect(whole.rows == [["a", "b"], ["x;\"y\"\nz", "2"], ["3", ""], ["", ""]])
    }

    @Test func skipsBlankLinesAndReadsALastLineWithoutABreak() {
        #expect(scan("a,b\n\n1,2").rows == [["a", "b"], ["1", "2"]])
    }

    @Test func reportsAnUnclosedQuoteWhereItOpens() {
        #expect(scan("a,b\n1,\"open\n2,3\n").problems == ["2:3: the quoted field is never closed"])
    }

    @Test func reportsStrayQuotes() {
        #expect(scan("a,b\n1,x\"y\n\"z\"w,2\n").problems == ["3:4: text after the closing quote of a field"])
    }

    /// A quote inside an unquoted field is kept as it is, with a warning on its record rather than an error.
    @Test func readsAQuoteInsideAnUnquotedFieldLiterally() {
        var scanner = CSVScanner(delimiter: UInt8(ascii: ","))
        var records: [CSVScanner.Record] = []
        scanner.feed(Array("a,b\n1,x\"y\n".utf8)) { records.append($0) }
        #expect(records.map(\.fields) == [["a", "b"], ["1", "x\"y"]])
        #expect(
            records[1].warnings.map { "\($0.line):\($0.column): \($0.message)" } == [
                "2:4: a quote inside an unquoted field; it is read as it is"
            ])
        #expect(scanner.problems == [])
    }

    @Test func countsColumnsInCharactersAndRejectsInvalidUTF8() {
        var bytes = Array("ä,b\nö,".utf8)
        bytes += [0xFF, 0x0A]
        var scanner = CSVScanner(delimiter: UInt8(ascii: ","))
        var positions: [[Int]] = []
        scanner.feed(bytes) { positions.append($0.positions.map(\.column)) }
        #expect(positions == [[1, 3], [1, 3]])
        #expect(scanner.problems.map(\.message) == ["the field is not valid UTF-8"])
    }
}
