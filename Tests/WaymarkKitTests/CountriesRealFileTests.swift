import Foundation
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
        #expect(
            log.reported == [
                Reported(
                    .warning, 2273, 13,
                    "flag \".png\" is not a usable file name; the flag is looked up by ISO code instead")
            ])
        #expect(Set(countries.map(\.slug)).count == 205)
        let afghanistan = try #require(countries.first)
        #expect(
            afghanistan
                == Country(
                    name: "Afghanistan", displayName: "Afghanistan", isoCode: "AF", capital: "Kabul",
                    coordinate: Coordinate(latitude: 33, longitude: 65), flagFile: "Afghanistan.png", slug: Slug(making: "afghanistan"),
                    position: SourcePosition(path: "worldwide.plist", line: 7, column: 3),
                    coordinatePosition: SourcePosition(path: "worldwide.plist", line: 13, column: 4),
                    capitalPosition: SourcePosition(path: "worldwide.plist", line: 11, column: 4)))
        #expect(countries.first { $0.name == "Chad" }?.capital == "N’Djamena")
        #expect(countries.first { $0.name == "Turkey" }?.flagFile == "")
    }

    /// Every name in the real file resolves to an ISO code; none is left without one.
    @Test func everyNameResolves() throws {
        let (countries, _) = try readReal()
        #expect(countries.filter { $0.isoCode == nil }.map(\.name) == [])
        let renamed = countries.filter { $0.displayName != $0.name }.map { "\($0.name) → \($0.displayName) (\($0.isoCode ?? "-"))" }
        #expect(
            renamed == [
                "Cape Verde → Cabo Verde (CV)", "Czech Republic → Czechia (CZ)", "East Timor → Timor-Leste (TL)",
                "Ivory Coast → Côte d'Ivoire (CI)", "Macedonia → North Macedonia (MK)", "Swaziland → Eswatini (SZ)",
                "theGambia → Gambia (GM)", "Turkey → Türkiye (TR)",
            ])
        let kept = [
            "England", "Scotland", "Wales", "United Kingdom", "Bonaire", "Palestine", "Russia", "Laos", "Brunei",
            "Republic of the Congo", "Democratic Republic of the Congo", "North Korea", "South Korea", "United States",
        ]
        #expect(
            kept.map { name in countries.first { $0.name == name }.map { "\($0.displayName) \($0.isoCode ?? "-")" } ?? "missing" } == [
                "England GB", "Scotland GB", "Wales GB", "United Kingdom GB", "Bonaire BQ", "Palestine PS", "Russia RU", "Laos LA",
                "Brunei BN", "Republic of the Congo CG", "Democratic Republic of the Congo CD", "North Korea KP", "South Korea KR",
                "United States US",
            ])
    }

    /// Without outlines, countries are compared with their reference capitals.
    @Test func checkerWithoutBasemapFlagsTheKnownCoordinateErrors() throws {
        let (countries, _) = try readReal()
        var log = DiagnosticLog()
        CountryChecker().check(countries, log: &log)
        #expect(log.errors.isEmpty)
        #expect(
            log.warnings.map(\.message).filter { !$0.hasPrefix("the capital of") }.map { String($0.prefix { $0 != " " }) }
                == ["Bonaire", "East", "Georgia", "Ivory", "Scotland", "theGambia", "Wales", "Zimbabwe"])
        let georgia = try #require(log.all.first { $0.message.hasPrefix("Georgia") })
        #expect(georgia.position == SourcePosition(path: "worldwide.plist", line: 781, column: 4))
        #expect(
            georgia.message == "Georgia is placed at 13.46, -16.56, 6650 km from Tbilisi, Georgia (41.73, 44.79); expected within 440 km")
        #expect(georgia.hint == "these look like the coordinates of Banjul, Gambia, 3 km away")
        let wales = try #require(log.all.first { $0.message.hasPrefix("Wales") })
        #expect(wales.message == "Wales is placed at 52.4, 3.69, 481 km from Cardiff (51.48, -3.17); expected within 300 km")
        #expect(wales.hint == "the sign of the longitude looks wrong: 52.4, -3.69 would be in place")
    }

    /// With outlines, a point outside its country is flagged with how far off it is; one warning per country.
    @Test func checkerWithBasemapFlagsCapitalsOutsideTheirOutline() throws {
        let (countries, _) = try readReal()
        var log = DiagnosticLog()
        CountryChecker(basemap: SharedBasemap.basemap).check(countries, log: &log)
        #expect(log.errors.isEmpty)
        let names = log.warnings.filter { !$0.message.hasPrefix("the capital of") }.map { String($0.message.prefix { $0 != " " }) }
        #expect(
            names == [
                // Antigua and Barbuda (17.05, -61.08), São Tomé and Príncipe (1, 7) and Tuvalu (-8, 178) lie in the sea
                // within 100 km of their own islands: no warning.
                "Bonaire", "Democratic", "East", "Fiji", "Georgia", "Ivory", "Republic",
                "Scotland", "theGambia", "Vietnam", "Wales", "Zimbabwe",
            ])
        #expect(Set(log.warnings.filter { !$0.message.hasPrefix("the capital of") }.map(\.position)).count == names.count)
        let georgia = try #require(log.all.first { $0.message.hasPrefix("Georgia") })
        #expect(georgia.position == SourcePosition(path: "worldwide.plist", line: 781, column: 4))
        #expect(
            georgia.message
                == "Georgia is placed at 13.46, -16.56, outside its outline (GE) by 6301 km (its capital Tbilisi, Georgia is at 41.73, 44.79)"
        )
        #expect(georgia.hint == "these look like the coordinates of Banjul, Gambia, 3 km away")
        let wales = try #require(log.all.first { $0.message.hasPrefix("Wales") })
        #expect(
            wales.message == "Wales is placed at 52.4, 3.69, outside its outline (GB) by 130 km (its capital Cardiff is at 51.48, -3.17)")
        #expect(wales.hint == "the sign of the longitude looks wrong: 52.4, -3.69 would be in place")
        // Bonaire has no outline of its own (it is drawn as part of the Netherlands): the reference capital decides.
        let bonaire = try #require(log.all.first { $0.message.hasPrefix("Bonaire") })
        #expect(
            bonaire.message.hasSuffix("14216 km from Kralendijk, Bonaire, Sint Eustatius and Saba (12.14, -68.27); expected within 300 km"))
        // An archipelago's centre in the sea between its islands passes; a centre in another country does not.
        #expect(!names.contains("Bahamas") && !names.contains("Cayman"))
    }

    /// The BOA plist alone, with no flags of its own, builds into a site with all 205 countries and Waymark's flags.
    @Test func buildsASiteFromThePlistAlone() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("boa")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestFiles.real("plist/boa_interview__worldwide.plist"),
            to: site.appendingPathComponent("Content/countries.plist"))
        let output = folder.url.appendingPathComponent("out")
        let report = Pipeline(options: BuildOptions(site: site.path, output: output, jobs: 2)).run()
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(report.diagnostics.filter { $0.message.contains("has no flag") }.isEmpty)
        #expect(report.diagnostics.contains { $0.message.hasPrefix("Zimbabwe is placed at 19.18, 29.9, outside its outline (ZW)") })
        let tree = readTree(output)
        let countryPages = tree.keys.filter { $0.hasPrefix("countries/") && $0.hasSuffix("/index.html") && $0 != "countries/index.html" }
        #expect(countryPages.count == 205)
        let flags = tree.keys.filter { $0.hasPrefix("flags/") }.sorted()
        // GB for the UK and the flags of England, Scotland and Wales (issue #36); Bonaire and Kosovo have flags too.
        // Each is Waymark's own flag, written as its two PNG thumbnails.
        #expect(flags.count == 410 && flags.allSatisfy { $0.hasSuffix(".png") })
        #expect(["gb", "gb-eng", "gb-sct", "gb-wls"].allSatisfy { flags.contains("flags/\($0).png") })
        #expect(flags.contains("flags/tr.png") && flags.contains("flags/tr@2x.png") && !flags.contains("flags/aq.png"))
        let index = try #require(tree["countries/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(index.contains("Nukuʻalofa") && index.contains("N’Djamena") && index.contains("St.John&#39;s"))
    }
}
