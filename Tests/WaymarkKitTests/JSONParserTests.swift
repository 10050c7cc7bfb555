import Testing

@testable import WaymarkKit

@Suite struct JSONParserTests {
    @Test func recordsLineAndColumnOfEveryValue() throws {
        let root = try JSONParser.parse("{\n  \"a\": [1, \"é\", true],\n  \"b\": null\n}")
        guard case .object(let object) = root.value, case .array(let items) = object["a"]!.value else {
            Issue.record("expected an object with an array")
            return
        }
        #expect((root.line, root.column) == (1, 1))
        #expect(items.map { [$0.line, $0.column] } == [[2, 9], [2, 12], [2, 17]])
        #expect((object["b"]!.line, object["b"]!.column) == (3, 8))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
        ("[1 2]", 1, 4, "unexpected '2'; expected ',' or ']'"),
        ("{\n  \"a\": tru\n}", 2, 8, "unexpected 't'; expected a value"),
        ("\"abc", 1, 5, "unterminated string: missing the closing '\"'"),
        ("", 1, 1, "the file is empty; expected a JSON value"),
        ("[01]", 1, 3, "invalid number: leading zeros are not allowed"),
        ("{\"é\": \"\\q\"}", 1, 8, "invalid escape '\\q' in string"),
        ("{} x", 1, 4, "unexpected 'x' after the end of the JSON value"),
    ])
    func reportsSyntaxErrorsExactly(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) {
            try JSONParser.parse(text)
        }
    }

    /// A repeated member is found in a small object (by comparing) and in a large one (past 16 members, by a table
    /// of its keys), before and after the table is made, and nested objects keep their own keys.
    @Test func reportsRepeatedMembersInSmallAndLargeObjects() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k3\": 1", "\"k39\": 2", "\"inner\": {\"k3\": 0, \"a\": 1, \"a\": 2}"]
        let text =
            "{\n" + ["\"k0\": 0", "\"k0\": 1"].joined(separator: ",\n") + ",\n\"big\": {\n"
            + members.joined(separator: ",\n") + "\n}\n}"
        let (root, duplicates) = try JSONParser.parseReportingDuplicates(Array(text.utf8))
        #expect(
            duplicates == [
                JSONSyntaxError(line: 3, column: 1, message: "the member \"k0\" appears twice in one object; the later value is used"),
                JSONSyntaxError(line: 45, column: 1, message: "the member \"k3\" appears twice in one object; the later value is used"),
                JSONSyntaxError(line: 46, column: 1, message: "the member \"k39\" appears twice in one object; the later value is used"),
                JSONSyntaxError(line: 47, column: 28, message: "the member \"a\" appears twice in one object; the later value is used"),
            ])
        guard case .object(let object) = root.value, case .object(let big) = object["big"]!.value else {
            Issue.record("expected an object holding an object")
            return
        }
        #expect(big.members.count == 43)
        guard case .number(let n, _) = big["k3"]!.value else { Issue.record("k3 is not a number"); return }
        #expect(n == 1)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try JSONParser.parse("\"a\\n\\u00e9\\ud83d\\ude00\"")
        guard case .string(let text) = node.value else { Issue.record("not a string"); return }
        #expect(text == "a\né😀")
    }

    @Test func refusesDeepNestingInsteadOfCrashing() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }
}

@Suite struct KeyedMembersTests {
    @Test(arguments: [3, 40])
    func theLastOfARepeatedKeyWinsInSmallAndLargeObjects(size: Int) throws {
        let members = (0..<size).map { "\"k\($0)\": \($0)" } + ["\"k1\": 100"]
        let root = try JSONParser.parse("{" + members.joined(separator: ", ") + "}")
        guard case .object(let object) = root.value else { Issue.record("not an object"); return }
        guard case .number(let value, _) = object["k1"]?.value else { Issue.record("no k1"); return }
        #expect(value == 100)
        #expect(object["k\(size - 1)"] != nil)
        #expect(object["missing"] == nil)
        #expect(object.members.count == size + 1)
    }
}

@Suite struct StreamingParserTests {
    @Test func streamsTheElementsOfTheNamedMemberWithTheirPositions() throws {
        var seen: [[Int]] = []
        let root = try JSONParser.parse(
            Array("{\"bank\": {\"name\": \"B\"},\n \"locations\": [{\"a\": [1]},\n {\"b\": 2}]}".utf8),
            streamingElementsOf: "locations"
        ) { seen.append([$0.line, $0.column]) }
        #expect(seen == [[2, 16], [3, 2]])
        guard case .object(let object) = root.value, case .array(let kept) = object["locations"]?.value,
            case .object(let bank) = object["bank"]?.value
        else { Issue.record("unexpected tree"); return }
        #expect(kept.isEmpty)
        #expect(bank["name"] != nil)
    }

    @Test func streamsARootArrayAndLeavesNestedArraysWhole() throws {
        var count = 0
        _ = try JSONParser.parse(Array("[[1, 2], {\"locations\": [3]}]".utf8), streamingElementsOf: "locations") { node in
            count += 1
            if case .object(let object) = node.value, case .array(let inner) = object["locations"]?.value {
                #expect(inner.count == 1)
            }
        }
        #expect(count == 2)
    }

    @Test func aSyntaxErrorAfterSomeElementsStillThrowsAtItsPosition() {
        #expect(throws: JSONSyntaxError(line: 1, column: 21, message: "trailing comma before ']'")) {
            try JSONParser.parse(Array("{\"locations\": [1, 2,]}".utf8), streamingElementsOf: "locations") { _ in }
        }
    }
}

@Suite struct MarkdownTests {
    @Test func rendersCommonMarkAndDropsRawHTMLAndJavaScriptLinks() {
        #expect(
            Markdown.html("# Hi\n\n[x](javascript:alert(1)) <b>b</b>")
                == "<h1>Hi</h1>\n<p><a href=\"\">x</a> <!-- raw HTML omitted -->b<!-- raw HTML omitted --></p>\n")
    }

    @Test func rootRelativeLinksGetTheBasePath() {
        let html = #"<a href="/locations/">a</a> <img src="/x.svg"> <a href="//cdn.example/y">b</a> <a href="https://e/">c</a>"#
        #expect(
            Markdown.rebase(html, basePath: "/sub/")
                == #"<a href="/sub/locations/">a</a> <img src="/sub/x.svg"> <a href="//cdn.example/y">b</a> <a href="https://e/">c</a>"#)
        #expect(Markdown.rebase(html, basePath: "/") == html)
    }
}
