import Testing

@testable import WaymarkKit

@Suite struct CountriesReaderTests {
    private func read(_ body: String) -> ([Country], DiagnosticLog) {
        var log = DiagnosticLog()
        let countries = CountriesReader().read(bytes: Array("<plist>\n\(body)\n</plist>".utf8), path: "c.plist", log: &log)
        return (countries, log)
    }

    private func entry(
        _ name: String, _ lat: String = "<string>1.0</string>", _ lng: String = "<real>2</real>",
        flag: String = "x.png"
    ) -> String {
        "<dict><key>name</key><string>\(name)</string><key>capital</key><string>C</string>"
            + "<key>latitude</key>\(lat)<key>longitude</key>\(lng)<key>flag</key><string>\(flag)</string></dict>"
    }

    @Test func acceptsARootArrayAndNumbersOfEveryForm() {
        let (countries, log) = read("<array>\n\(entry("France", "<integer>46</integer>", "<string> 2.0 </string>"))\n</array>")
        #expect(log.reported == [])
        #expect(
            countries.map { "\($0.displayName) \($0.isoCode ?? "-") \($0.coordinate.latitude) \($0.coordinate.longitude) \($0.slug)" }
                == ["France FR 46.0 2.0 france"])
    }

    @Test func missingAndWrongTypedFields() {
        let (countries, log) = read(
            """
            <dict><key>global</key><array>
            <dict><key>name</key><string>A</string></dict>
            <dict><key>name</key><integer>1</integer><key>capital</key><string>C</string><key>latitude</key><true/><key>longitude</key><string>east</string></dict>
            \(entry("Chile"))
            </array></dict>
            """)
        #expect(countries.map(\.name) == ["Chile"])
        #expect(
            log.reported == [
                Reported(.warning, 3, 1, "this country is missing the required key 'capital'; the record is left out"),
                Reported(.warning, 3, 1, "this country is missing the required key 'latitude'; the record is left out"),
                Reported(.warning, 3, 1, "this country is missing the required key 'longitude'; the record is left out"),
                Reported(.warning, 4, 22, "'name' must be a <string>, found an integer; the record is left out"),
                Reported(.warning, 4, 97, "'latitude' must be a number, found a boolean; the record is left out"),
                Reported(.warning, 4, 124, "'longitude' must be a number, found the string \"east\"; the record is left out"),
            ])
    }

    @Test func outOfRangeCoordinates() {
        let (countries, log) = read("<array>\n\(entry("Peru", "<real>-91</real>", "<string>200</string>"))\n</array>")
        #expect(countries.isEmpty)
        #expect(
            log.reported == [
                Reported(.warning, 3, 98, "latitude -91 is out of range; it must be between -90 and 90; the record is left out"),
                Reported(.warning, 3, 134, "longitude \"200\" is out of range; it must be between -180 and 180; the record is left out"),
            ])
    }

    @Test func duplicateSlugIsAWarningAtTheSecond() {
        let (countries, log) = read("<array>\n\(entry("Côte d'Ivoire"))\n\(entry("Ivory Coast"))\n</array>")
        #expect(countries.map(\.name) == ["Côte d'Ivoire"])
        #expect(
            log.reported == [
                Reported(
                    .warning, 4, 1,
                    "\"Ivory Coast\" is the same country as \"Côte d'Ivoire\" at line 3; it is left out")
            ])
        let (_, clash) = read("<array>\n\(entry("Chad"))\n\(entry("CHAD"))\n</array>")
        #expect(
            clash.reported == [
                Reported(.warning, 4, 1, "\"CHAD\" has the same address /countries/chad/ as \"Chad\" at line 3; it is left out")
            ])
    }

    /// Issue #36 (19): a country Waymark shows by its current name (Turkey as Türkiye) keeps the address the data's
    /// name gives it, so its page does not move when Waymark learns a new name.
    @Test func aRenamedCountryKeepsTheAddressOfItsNameInTheData() {
        let (countries, log) = read("<array>\n\(entry("Turkey"))\n\(entry("Swaziland"))\n\(entry("theGambia"))\n</array>")
        #expect(log.reported == [])
        #expect(countries.map(\.displayName) == ["Türkiye", "Eswatini", "Gambia"])
        #expect(countries.map(\.slug.value) == ["turkey", "swaziland", "thegambia"])
    }

    @Test func unmatchedNameIsAWarningAndTheCountryIsKept() {
        let (countries, log) = read("<array>\n\(entry("Atlantis"))\n</array>")
        #expect(countries.map { "\($0.name) \($0.isoCode ?? "nil")" } == ["Atlantis nil"])
        #expect(log.reported == [Reported(.warning, 3, 22, "\"Atlantis\" does not match any ISO 3166 country; it is kept without a code")])
    }

    @Test func wrongRoot() {
        #expect(
            read("<dict><key>countries</key><array/></dict>").1.reported == [
                Reported(.error, 2, 1, "the countries file has no 'global' key")
            ])
        #expect(
            read("<string>x</string>").1.reported == [
                Reported(
                    .error, 2, 1,
                    "the countries file must hold a <dict> with a 'global' array, or an <array>, found a string")
            ])
    }
}

@Suite struct CountryNameMatcherTests {
    @Test(arguments: [
        ("theGambia", "GM", "Gambia"), ("The Gambia", "GM", "Gambia"), ("Ivory Coast", "CI", "Côte d'Ivoire"),
        ("COTE D'IVOIRE", "CI", "COTE D'IVOIRE"), ("Swaziland", "SZ", "Eswatini"), ("Macedonia", "MK", "North Macedonia"),
        ("East Timor", "TL", "Timor-Leste"), ("England", "GB", "England"), ("Northern Ireland", "GB", "Northern Ireland"),
        ("Bonaire", "BQ", "Bonaire"), ("Palestine", "PS", "Palestine"), ("Burma", "MM", "Myanmar"),
        ("Czech Republic", "CZ", "Czechia"), ("Russia", "RU", "Russia"), ("South Korea", "KR", "South Korea"),
        ("North Korea", "KP", "North Korea"), ("Vatican", "VA", "Vatican"), ("Laos", "LA", "Laos"), ("Syria", "SY", "Syria"),
        ("Iran", "IR", "Iran"), ("Viet Nam", "VN", "Viet Nam"), ("Tanzania", "TZ", "Tanzania"), ("Bolivia", "BO", "Bolivia"),
        ("Venezuela", "VE", "Venezuela"), ("Moldova", "MD", "Moldova"), ("Brunei", "BN", "Brunei"),
        ("Cape Verde", "CV", "Cabo Verde"), ("Republic of the Congo", "CG", "Republic of the Congo"),
        ("DR Congo", "CD", "DR Congo"), ("Micronesia", "FM", "Micronesia"), ("USA", "US", "USA"),
        ("United States", "US", "United States"), ("UK", "GB", "UK"), ("the Netherlands", "NL", "the Netherlands"),
        ("São Tomé and Príncipe", "ST", "São Tomé and Príncipe"), ("Türkiye", "TR", "Türkiye"),
    ])
    func matches(name: String, code: String, display: String) {
        let match = CountryNameMatcher.shared.match(name)
        #expect(match?.alpha2 == code)
        #expect(match?.displayName == display)
    }

    @Test func unknownNamesDoNotMatch() {
        #expect(CountryNameMatcher.shared.match("Atlantis") == nil)
        #expect(CountryNameMatcher.shared.match("  ") == nil)
    }

    @Test func tableHasEveryISOCountry() {
        #expect(CountryReference.all.count == 249)
        #expect(CountryReference.country(alpha2: "gb")?.capital == "London")
    }
}
