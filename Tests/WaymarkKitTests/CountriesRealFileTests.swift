import Testing
@testable import WaymarkKit

@Suite struct CountriesRealFileTests {
    private func readReal() throws -> ([Country], DiagnosticLog) {
        var log = DiagnosticLog()
        let bytes = try TestFiles.bytes(TestFiles.real("plist/boa_interview__worldwide.plist"))
        return (CountriesReader().read(bytes: bytes, path: "worldwide.plist", log: &log), log)
    }

    @Test func readsTheBOAPlistAsItIs() throws {
        let (countries, log) = try readReal()
        #expect(countries.count == 205)
        #expect(log.reported == [Reported(.warning, 2273, 13,
            "flag \".png\" is not a usable file name; the flag is looked up by ISO code instead")])
        #expect(Set(countries.map(\.slug)).count == 205)
        let afghanistan = try #require(countries.first)
        #expect(afghanistan == Country(
            name: "Afghanistan", displayName: "Afghanistan", isoCode: "AF", capital: "Kabul",
            coordinate: Coordinate(latitude: 33, longitude: 65), flagFile: "Afghanistan.png", slug: Slug(making: "afghanistan"),
            position: SourcePosition(path: "worldwide.plist", line: 7, column: 3),
            coordinatePosition: SourcePosition(path: "worldwide.plist", line: 13, column: 4)))
        #expect(countries.first { $0.name == "Chad" }?.capital == "N’Djamena")
        #expect(countries.first { $0.name == "Turkey" }?.flagFile == "")
    }

    /// Every name in the real file resolves to an ISO code; none is left without one.
    @Test func everyNameResolves() throws {
        let (countries, _) = try readReal()
        #expect(countries.filter { $0.isoCode == nil }.map(\.name) == [])
        let renamed = countries.filter { $0.displayName != $0.name }.map { "\($0.name) → \($0.displayName) (\($0.isoCode ?? "-"))" }
        #expect(renamed == [
            "Cape Verde → Cabo Verde (CV)", "Czech Republic → Czechia (CZ)", "East Timor → Timor-Leste (TL)",
            "Ivory Coast → Côte d'Ivoire (CI)", "Macedonia → North Macedonia (MK)", "Swaziland → Eswatini (SZ)",
            "theGambia → Gambia (GM)", "Turkey → Türkiye (TR)",
        ])
        let kept = ["England", "Scotland", "Wales", "United Kingdom", "Bonaire", "Palestine", "Russia", "Laos", "Brunei",
                    "Republic of the Congo", "Democratic Republic of the Congo", "North Korea", "South Korea", "United States"]
        #expect(kept.map { name in countries.first { $0.name == name }.map { "\($0.displayName) \($0.isoCode ?? "-")" } ?? "missing" } == [
            "England GB", "Scotland GB", "Wales GB", "United Kingdom GB", "Bonaire BQ", "Palestine PS", "Russia RU", "Laos LA",
            "Brunei BN", "Republic of the Congo CG", "Democratic Republic of the Congo CD", "North Korea KP", "South Korea KR",
            "United States US",
        ])
    }

    @Test func checkerFlagsTheKnownCoordinateErrors() throws {
        let (countries, _) = try readReal()
        var log = DiagnosticLog()
        CountryChecker().check(countries, log: &log)
        #expect(log.errors.isEmpty)
        #expect(log.warnings.map(\.message).map { String($0.prefix { $0 != " " }) }
            == ["Bonaire", "East", "Georgia", "Ivory", "Scotland", "theGambia", "Wales", "Zimbabwe"])
        let georgia = try #require(log.all.first { $0.message.hasPrefix("Georgia") })
        #expect(georgia.position == SourcePosition(path: "worldwide.plist", line: 781, column: 4))
        #expect(georgia.message == "Georgia is placed at 13.46, -16.56, 6650 km from Tbilisi, Georgia (41.73, 44.79); expected within 440 km")
        #expect(georgia.hint == "these look like the coordinates of Banjul, Gambia, 3 km away")
        let wales = try #require(log.all.first { $0.message.hasPrefix("Wales") })
        #expect(wales.message == "Wales is placed at 52.4, 3.69, 481 km from Cardiff (51.48, -3.17); expected within 300 km")
        #expect(wales.hint == "the sign of the longitude looks wrong: 52.4, -3.69 would be in place")
    }
}
