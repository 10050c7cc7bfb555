import Foundation
import Testing

@testable import WaymarkKit

@Suite struct PlistFileTests {
    private func parse(_ text: String) -> (PlistNode?, DiagnosticLog) {
        var log = DiagnosticLog()
        let node = PlistFile.parse(bytes: Array(text.utf8), path: "c.plist", log: &log)
        return (node, log)
    }

    @Test func recordsThePositionOfEveryElementAndDecodesEntities() throws {
        let (root, log) = parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>naïve</key> <string>Côte d&apos;Ivoire &amp; <![CDATA[<b>]]></string>
              <key>n</key><array><real>1.5</real><integer>-3</integer><true/></array>
            </dict>
            </plist>
            """)
        #expect(log.reported == [])
        guard case .dictionary(let dictionary)? = root?.value, case .array(let items)? = dictionary["n"]?.value,
            case .string(let text)? = dictionary["naïve"]?.value
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(text == "Côte d'Ivoire & <b>")
        let rootPosition = root.map { [$0.line, $0.column] }
        #expect(rootPosition == [4, 1])
        #expect(dictionary.members.map { [$0.keyLine, $0.keyColumn, $0.value.line, $0.value.column] } == [[5, 2, 5, 19], [6, 3, 6, 15]])
        #expect(items.map { [$0.line, $0.column] } == [[6, 22], [6, 38], [6, 59]])
    }

    @Test(arguments: [
        (
            "<plist><dict><key>a</key><string>x</strin></dict></plist>", 1, 43,
            "invalid XML: an end tag does not match the element it closes"
        ),
        ("<plist><dict>\n<key>a</key><string>x &nbsp;</string>", 2, 29, "invalid XML: an entity reference (&…;) is unknown or malformed"),
        ("<plist><array>", 1, 15, "invalid XML: the file ends before every element is closed, or has more after the root element"),
    ])
    func malformedXMLIsAnErrorAtXMLParsersPosition(text: String, line: Int, column: Int, message: String) {
        let (root, log) = parse(text)
        #expect(root == nil)
        #expect(log.reported == [Reported(.error, line, column, message)])
    }

    @Test func structuralProblemsAreReportedAndSkipped() {
        let (_, log) = parse(
            "<plist><dict><key>a</key><key>b</key><string>x</string><string>y</string><foo>z</foo><real>abc</real></dict></plist>")
        #expect(
            log.reported == [
                Reported(.error, 1, 14, "key 'a' has no value"),
                Reported(.error, 1, 56, "a value in a <dict> must follow a <key>"),
                Reported(.error, 1, 74, "unknown property-list element <foo> is ignored"),
                Reported(.error, 1, 86, "<real>abc</real> is not a valid number"),
            ])
    }

    /// libxml2 converts other encodings, and XMLParser crashes when stopped while a conversion fails (found by scripts/fuzz).
    @Test func aPlistThatIsNotUTF8IsAnErrorNotACrash() {
        let inputs: [[UInt8]] = [
            Array(#"<?xml version="1.0" encoding="UTF7""#.utf8) + [0xFF],
            Array("<?xml version=\"1.0\"\n  encoding='ISO-8859-1'?><plist/>".utf8),
            [0xFF, 0xFE] + Array("<plist/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ]
        let reported = inputs.map { bytes in
            var log = DiagnosticLog()
            #expect(PlistFile.parse(bytes: bytes, path: "c.plist", log: &log) == nil)
            return log.reported
        }
        #expect(
            reported == [
                [Reported(.error, 1, 31, "the property list is in UTF7; Waymark reads property lists in UTF-8 only")],
                [Reported(.error, 2, 13, "the property list is in ISO-8859-1; Waymark reads property lists in UTF-8 only")],
                [Reported(.error, 1, 1, "the property list is in UTF-16; Waymark reads property lists in UTF-8 only")],
            ])
        var log = DiagnosticLog()
        let utf8 = Array(#"<?xml version="1.0" encoding="utf-8"?><plist><true/></plist>"#.utf8)
        #expect(PlistFile.parse(bytes: utf8, path: "c.plist", log: &log) != nil && log.reported == [])
    }

    /// XMLParser crashes on a processing instruction without data (found by scripts/fuzz); a plist needs none.
    @Test func aProcessingInstructionIsAnErrorNotACrash() {
        var log = DiagnosticLog()
        let text = "<?xml version=\"1.0\"?>\n<!-- <?no?> --><plist><?xz-8b?><true/></plist>"
        #expect(PlistFile.parse(bytes: Array(text.utf8), path: "c.plist", log: &log) == nil)
        #expect(
            log.reported == [
                Reported(.error, 2, 23, "the property list has a processing instruction <?xz-8b …?>, which Waymark does not read")
            ])
    }

    @Test func emptyFileIsAnError() {
        #expect(parse("").1.errors.count == 1)
    }

    @Test func binaryPlistIsAcceptedAtLineOne() throws {
        let object: [String: Any] = ["global": [["name": "France", "capital": "Paris", "latitude": 48.86, "longitude": 2.35]]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        var log = DiagnosticLog()
        let countries = CountriesReader().read(bytes: Array(data), path: "b.plist", log: &log)
        #expect(log.reported == [])
        #expect(countries.map { "\($0.name) \($0.capital) \($0.coordinate.latitude) \($0.position)" } == ["France Paris 48.86 b.plist:1:1"])
    }
}
