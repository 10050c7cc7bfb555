import Foundation
import Testing

@testable import WaymarkKit

/// The words a Welsh page's own code writes (not its templates) are Welsh: a filter page's title, a country's
/// locations without a city, the JSON-LD's property names and the place search's titles.
@Suite struct TranslatedPageWordsTests {
    private static let feed = """
        {"data": [{"Brand": [{"BrandName": "Banc", "Branch": [\(branch("1", town: "CARDIFF")), \(branch("2", town: "CARDIFF")),
          \(branch("3", town: "CARDIFF")), \(branch("4", town: nil)), \(branch("5", town: "CARDIFF", access: ""))]}]}]}
        """

    /// A branch in Cardiff, or in no town, whose accessibility is "Other" unless `access` says otherwise.
    private static func branch(_ id: String, town: String?, access: String = "\"Other\"") -> String {
        """
        {"Identification": "\(id)", "Name": "BRANCH \(id)", "Accessibility": [\(access)],
          "PostalAddress": {"AddressLine": ["\(id) QUEEN STREET"], \(town.map { "\"TownName\": \"\($0)\"," } ?? "") "Country": "GB",
            "GeoLocation": {"GeographicCoordinates": {"Latitude": "51.4\(id)", "Longitude": "-3.17"}}}}
        """
    }

    private static let branches = """
        {"locations": [
        {"id": "old-town", "type": "atm", "name": "Old Town", "address": {"street": "1 Grove Road", "city": "Edinburgh",
          "country": "GB"}, "coordinate": {"latitude": 55.95, "longitude": -3.19}, "accessibility": ["Other"],
         "hours": {"timezone": "Europe/London", "weekly": {"mon": [["09:00", "17:00"]]}, "notes": "Available 24 hours"}}
        ]}
        """

    private let site: TemporarySite

    init() throws {
        site = try TemporarySite([
            "Content/site.yml": "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\npage_size: 2\n",
            "Content/branches.json": Self.branches, "Content/openbanking/banc.json": Self.feed,
        ])
        try site.write("Content/geocode/Toledo.json", Data(contentsOf: Repository.fixture("geocode/Content/geocode/Toledo.json")))
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        #expect(Pipeline(options: options).run().diagnostics.map(\.message) == [])
    }

    private func page(_ path: String) throws -> String { try #require(site.text(path)) }

    @Test func aFilterPageNamesItsFilterInThePagesLanguage() throws {
        let welsh = try page("cy/locations/branches/other-accessibility/index.html")
        #expect(welsh.contains("<title>Canghennau · Nodweddion hygyrchedd eraill · Bank</title>"))
        #expect(welsh.contains("<h1>Canghennau · Nodweddion hygyrchedd eraill</h1>"))
        let second = try page("cy/locations/branches/other-accessibility/page/2/index.html")
        #expect(second.contains("<title>Canghennau · Nodweddion hygyrchedd eraill, tudalen 2 o 2 · Bank</title>"))
        let all = try page("cy/locations/with/other-accessibility/index.html")
        #expect(all.contains("<h1>Canghennau a pheiriannau arian parod · Nodweddion hygyrchedd eraill</h1>"))
        let english = try page("locations/branches/other-accessibility/index.html")
        #expect(english.contains("<h1>Branches with Other accessibility features</h1>"))
    }

    @Test func aCountrysLocationsWithoutACityAreNamedInThePagesLanguage() throws {
        let list = try page("cy/locations/gb/other/index.html")
        #expect(list.contains("<h1>Y Deyrnas Unedig: mannau eraill</h1>"))
        #expect(list.contains(">Y Deyrnas Unedig: canghennau a pheiriannau arian parod mewn mannau eraill</figcaption>"))
        let country = try page("cy/locations/gb/index.html")
        #expect(country.contains("href=\"/cy/locations/gb/other/\">Y Deyrnas Unedig: mannau eraill</a>"))
        #expect(try page("locations/gb/other/index.html").contains("<h1>Elsewhere in the United Kingdom</h1>"))
    }

    @Test func theJSONLDNamesItsPropertiesInThePagesLanguage() throws {
        let welsh = try page("cy/locations/gb/edinburgh/old-town/index.html")
        #expect(welsh.contains("{\"@type\":\"PropertyValue\",\"name\":\"Cylchfa amser\",\"value\":\"Europe/London\"}"))
        #expect(welsh.contains("{\"@type\":\"PropertyValue\",\"name\":\"Nodiadau am yr oriau agor\",\"value\":\"Ar gael 24 awr\"}"))
        let english = try page("locations/gb/edinburgh/old-town/index.html")
        #expect(english.contains("{\"@type\":\"PropertyValue\",\"name\":\"Time zone\",\"value\":\"Europe/London\"}"))
    }

    @Test func thePlaceSearchsTitlesAreInThePagesLanguage() throws {
        #expect(try page("cy/geocode/index.html").contains("<title>Chwilio am le · Bank</title>"))
        #expect(try page("cy/geocode/toledo/index.html").contains("<title>Canlyniadau ar gyfer “Toledo” · Bank</title>"))
        let map = try page("cy/geocode/toledo/map/index.html")
        #expect(map.contains("<title>“Toledo” ar y map · Bank</title>"))
        #expect(map.contains("Canlyniad 2"))
        #expect(!map.contains("Result 2"))
    }

    /// A contact page on a site without `contact_email` says so in the page's language.
    @Test func aContactPageWithoutAnAddressSaysSoInTheLanguage() throws {
        let form = "---\ntitle: Contact\nform: contact\n---\n"
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nlanguages: [en, cy]\n", "Content/branches.json": Self.branches,
            "Content/pages/contact.md": form + "Write to us.\n", "Content/pages/contact.cy.md": form + "Ysgrifennwch atom.\n",
        ])
        #expect(site.build().diagnostics == [])
        #expect(
            site.text("contact/index.html")?.contains(
                "<p class=\"note\">This site has no contact address set, so there is no form to send. "
                    + "(Site owners: set contact_email in site.yml.)</p>") == true)
        #expect(
            site.text("cy/contact/index.html")?.contains(
                "<p class=\"note\">Does dim cyfeiriad cyswllt wedi’i osod ar gyfer y wefan hon, felly does dim ffurflen i’w "
                    + "hanfon. (Perchnogion y wefan: gosodwch contact_email yn site.yml.)</p>") == true)
    }
}
