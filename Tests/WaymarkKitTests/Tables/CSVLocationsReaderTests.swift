import Testing

@testable import WaymarkKit

/// CSV rows become locations; rows that cannot be placed are left out with a warning naming them.
@Suite struct CSVLocationsReaderTests {
    func read(_ text: String, mapping: SourceMapping = SourceMapping()) -> ([Location], [String]) {
        var log = DiagnosticLog()
        let locations = CSVLocationsReader(mapping: mapping).read(SourceFile(path: "branches.csv", text: text), log: &log)
        return (locations, log.sorted.map(\.description))
    }

    @Test func readsObviousHeadersWithCommas() {
        let (locations, diagnostics) = read(
            "name,type,street,city,postcode,country,lat,lng,phone,hours\n"
                + "Soho,branch,1 Dean St,London,W1D 3RB,gb,51.5136,-0.1316,+44 20 7946 0000,Mo-Fr 09:00-17:00\n"
                + "Kings Cross,atm,Euston Rd,London,N1C 4QP,GB,51.5308,-0.1238,,24/7\n")
        #expect(diagnostics == [])
        #expect(locations.map(\.id.value) == ["soho-london", "kings-cross-london"])
        #expect(locations.map(\.kind) == [.branch, .atm])
        #expect(locations[0].coordinate == Coordinate(latitude: 51.5136, longitude: -0.1316))
        #expect(locations[0].address == Location.Address(lines: ["1 Dean St"], city: "London", postcode: "W1D 3RB", country: "GB"))
        #expect(locations[0].hours?.intervals(on: .tue) == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(locations[1].hours?.intervals(on: .sun) == [OpeningHours.Interval(opens: 0, closes: 1440)])
    }

    @Test func readsSemicolonsDecimalCommasAndABOM() {
        let (locations, diagnostics) = read("\u{FEFF}Name;Latitude;Longitude\n\"Mitte; Süd\";52,52;13,405\n")
        #expect(diagnostics == [])
        #expect(locations.first?.name == "Mitte; Süd")
        #expect(locations.first?.coordinate == Coordinate(latitude: 52.52, longitude: 13.405))
    }

    @Test func mapsColumnsFromSiteConfig() {
        let mapping = SourceMapping(fields: ["name": "Filiale", "latitude": "Breite", "longitude": "Länge"], timeZone: "Europe/Berlin")
        let (locations, diagnostics) = read("Filiale;Breite;Länge;hours\nA;52,5;13,4;Mo 10:00-12:00\n", mapping: mapping)
        #expect(diagnostics == [])
        #expect(locations.first?.name == "A")
        #expect(locations.first?.hours?.timeZone == "Europe/Berlin")
    }

    @Test func reportsEveryBadRowInOneRun() {
        let (locations, diagnostics) = read(
            "name,lat,lon,type,hours\n" + "A,91,0,branch,\n" + "B,,0,atm,\n" + "C,1,2,shop,\n" + "D,1,2\n" + "E,1,2,atm,Mo 9-17\n"
                + "F,1,2,atm,\"unclosed\n")
        #expect(locations.map(\.name) == ["E"])
        #expect(locations.first?.hours?.weekly[.mon] == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(
            diagnostics == [
                "branches.csv:2:3: warning: row 1 (\"A\") has latitude \"91\"; it is left out\n  hint: a latitude is a decimal number from -90 to 90 with a decimal point",
                "branches.csv:3:3: warning: row 2 (\"B\") has no latitude; it is left out",
                "branches.csv:4:7: warning: row 3 (\"C\") has type \"shop\"; it is left out\n  hint: types are branch (or bank) and atm",
                "branches.csv:5:1: warning: row 4 has 3 fields but the header has 5; it is left out\n  hint: quote a field that contains `,` or a line break",
                "branches.csv:6:14: warning: opening hours of row 5 (\"E\"): read `9-17` as `09:00-17:00`\n  hint: write `09:00-17:00`",
                "branches.csv:7:11: error: the quoted field is never closed\n  hint: end it with `\"`; a quote inside a quoted field is written `\"\"`",
            ])
    }

    @Test func aFileWithoutCoordinatesIsAnError() {
        let (_, diagnostics) = read("name,city\nA,B\n")
        #expect(
            diagnostics == [
                "branches.csv:1:1: error: no latitude column\n  hint: name a column latitude or lat, or map one under csv: columns: in site.yml",
                "branches.csv:1:1: error: no longitude column\n  hint: name a column longitude or lon or lng or long, or map one under csv: columns: in site.yml",
                "branches.csv:2:1: warning: row 1 (\"A\") has no latitude; it is left out\n  hint: give the file a latitude column, or map one in site.yml",
            ])
    }

    /// The empty field after a delimiter that ends the file had no position, and reading it crashed (found by scripts/fuzz).
    @Test func aFileEndingInADelimiterKeepsItsLastEmptyField() {
        let (locations, diagnostics) = read("name,lat,lon\nA,1,")
        #expect(locations.isEmpty)
        #expect(diagnostics == ["branches.csv:2:5: warning: row 1 (\"A\") has no longitude; it is left out"])
    }

    @Test func generatedIDsStayUnique() {
        let (locations, _) = read("name,lat,lon,type\nATM,1,2,atm\nATM,1,3,atm\nATM,1,4,atm\n")
        #expect(locations.map(\.id.value) == ["atm", "atm-2", "atm-3"])
    }

    /// Issue #36 (17): a quote inside an unquoted field failed the whole site; it is read literally, as spreadsheet
    /// programs and Python's csv module read it, with a warning that names the row by its name or id.
    @Test func aQuoteInsideAnUnquotedFieldIsReadAsItIsWithAWarningNamingTheRecord() {
        let (locations, diagnostics) = read("id,name,lat,lon\nb1,Bank \"Süd\",48.1,11.5\nb2,Nord,48.2,11.6\nb3,,48.3,x\"y\n")
        #expect(locations.map(\.name) == ["Bank \"Süd\"", "Nord"])
        let hint = "\n  hint: to be sure, quote the whole field and double the quote: `\"a \"\"b\"\" c\"`"
        #expect(
            diagnostics == [
                "branches.csv:2:9: warning: row 1 (\"Bank \"Süd\"\"): a quote inside an unquoted field; it is read as it is" + hint,
                "branches.csv:4:10: warning: row 3 (id \"b3\") has longitude \"x\"y\"; it is left out\n  hint: a longitude is a decimal number from -180 to 180 with a decimal point",
                "branches.csv:4:11: warning: row 3 (id \"b3\"): a quote inside an unquoted field; it is read as it is" + hint,
            ])
    }
}
