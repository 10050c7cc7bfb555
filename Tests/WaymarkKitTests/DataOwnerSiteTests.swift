import Foundation
import Testing

@testable import WaymarkKit

/// Issue #36 (12–15): what a data owner's real files showed on the built site.
@Suite struct DataOwnerSiteTests {
    /// A `countries.plist` shaped like the real one: `global`, an array of dicts of strings.
    static func plist(_ countries: [(name: String, capital: String, latitude: String, longitude: String, flag: String)]) -> String {
        let dicts = countries.map { country in
            "<dict><key>name</key><string>\(country.name)</string><key>capital</key><string>\(country.capital)</string>"
                + "<key>latitude</key><string>\(country.latitude)</string><key>longitude</key><string>\(country.longitude)</string>"
                + "<key>flag</key><string>\(country.flag)</string></dict>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>global</key><array>
            \(dicts.joined(separator: "\n"))
            </array></dict></plist>
            """
    }

    static let benelux = plist([
        ("Belgium", "Brussels", "50.85", "4.35", "Belgium.png"), ("Netherlands", "Amsterdam", "52.37", "4.89", "Netherlands.png"),
        ("Luxembourg", "Luxembourg", "49.61", "6.13", "Luxembourg.png"), ("Germany", "Berlin", "52.52", "13.4", "Germany.png"),
    ])

    /// Every page and map of the output, as text.
    private func texts(_ site: TemporarySite) -> [String: String] {
        readTree(site.output).filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".svg") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// 12 and 15: a countries-only site has no Locations section, no "0 branches and 0 ATMs", no search box, and no
    /// link (a map's cluster of capitals included) to a page that would list no location.
    @Test func aSiteWithoutLocationsHasNoLocationsSectionAndNoLinkToAnEmptyPage() throws {
        let site = try TemporarySite(["Content/countries.plist": Self.benelux])
        let report = site.build()
        #expect(!report.hasErrors)
        let pages = texts(site)
        #expect(pages.keys.filter { $0.hasPrefix("locations/") }.isEmpty)
        let linking = pages.filter { $0.value.contains("href=\"/locations/") }.keys.sorted()
        #expect(linking == [])
        let home = try #require(pages["index.html"])
        #expect(!home.contains("0 branches and 0 ATMs"))
        #expect(!home.contains("Find a branch or ATM"))
        #expect(!home.contains(">Locations<"))
        #expect(home.contains(">Countries<"))
    }

    /// 13: `CountrySubDivision` in capitals is shown in title case in the address and as JSON-LD's `addressRegion`.
    @Test func theCountrySubDivisionIsShownInTitleCase() throws {
        let feed = """
            {"data": [{"Brand": [{"BrandName": "Lloyds Bank", "Branch": [{"Identification": "77720400", "Name": "BOURNE",
              "PostalAddress": {"AddressLine": ["8 NORTH STREET"], "TownName": "BOURNE", "CountrySubDivision": ["LINCOLNSHIRE"],
                "Country": "GB", "PostCode": "PE10 9ED",
                "GeoLocation": {"GeographicCoordinates": {"Latitude": "52.768482", "Longitude": "-0.37696"}}}}]}]}]}
            """
        let site = try TemporarySite(["Content/openbanking/lloyds.json": feed])
        #expect(!site.build().hasErrors)
        let page = try #require(site.text("locations/gb/bourne/lloyds-bank-branch-77720400/index.html"))
        #expect(page.contains("<address>\n8 North Street<br>\nBourne<br>\nLincolnshire<br>\nPE10 9ED<br>\nUnited Kingdom<br>\n</address>"))
        #expect(page.contains("\"addressLocality\":\"Bourne\",\"addressRegion\":\"Lincolnshire\",\"postalCode\":\"PE10 9ED\""))
    }

    /// 14: a location without a city (a mobile branch, an office known by its district) is listed under its country,
    /// "Elsewhere in …", after its cities.
    @Test func locationsWithoutACityAreListedElsewhereInTheirCountry() throws {
        let branch = { (id: String, town: String, lat: String) in
            """
            {"Identification": "\(id)", "Name": "Branch \(id)", "PostalAddress": {"AddressLine": ["Coach Car Park"],\(town)
              "Country": "GB", "GeoLocation": {"GeographicCoordinates": {"Latitude": "\(lat)", "Longitude": "-4.02"}}}}
            """
        }
        let feed =
            "{\"data\": [{\"Brand\": [{\"BrandName\": \"Lloyds Bank\", \"Branch\": [\(branch("1", "\"TownName\": \"Barnstaple\",", "51.08")), \(branch("2", "", "51.2"))]}]}]}"
        let site = try TemporarySite(["Content/openbanking/lloyds.json": feed])
        #expect(!site.build().hasErrors)
        let country = try #require(site.text("locations/gb/index.html"))
        let barnstaple = try #require(country.range(of: "href=\"/locations/gb/barnstaple/\""))
        let elsewhere = try #require(country.range(of: "href=\"/locations/gb/other/\">Elsewhere in the United Kingdom</a>"))
        #expect(barnstaple.lowerBound < elsewhere.lowerBound)
        let list = try #require(site.text("locations/gb/other/index.html"))
        #expect(list.contains("<h1>Elsewhere in the United Kingdom</h1>"))
        #expect(list.contains("Branches and ATMs elsewhere in the United Kingdom</figcaption>"))
        #expect(list.contains("href=\"/locations/gb/other/lloyds-bank-branch-2/\""))
    }

    /// 19: a response saved as `.txt` in `Content/geocode/` was ignored without a word.
    @Test func aFileOfAnotherKindInAnInputFolderIsAWarning() throws {
        let site = try TemporarySite([
            "Content/countries.plist": Self.benelux, "Content/geocode/toledo.txt": "{}", "Content/geocode/images/a.png": "",
        ])
        let report = site.build()
        #expect(
            report.diagnostics.map { $0.description.replacingOccurrences(of: site.root.path + "/", with: "") } == [
                "Content/geocode/toledo.txt:1:1: warning: this file is not read: geocode/ takes only .json, .yaml, .yml files\n  hint: rename it with one of those extensions if it holds such data, or move it out of the folder"
            ])
    }
}
