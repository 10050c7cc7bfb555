import Foundation
import Testing

@testable import WaymarkKit

/// A Welsh tree labels a location's services, accessibility values, details and hours notes, and a geocoding
/// result's precision and kind of place, in Welsh; the record's free text stays as the data give it.
@Suite struct TranslatedDetailsTests {
    private static let feed = """
        {"data": [{"Brand": [{"BrandName": "Banc", "Branch": [{
          "Identification": "77720400", "SequenceNumber": "00", "Name": "CARDIFF", "Type": "Physical", "SortCode": ["30-00-00"],
          "ServiceAndFacility": ["WiFi", "MortgageAdvisor", "NewThing"], "Accessibility": ["WheelchairAccess"],
          "PostalAddress": {"AddressLine": ["1 QUEEN STREET"], "TownName": "CARDIFF", "Country": "GB",
            "GeoLocation": {"GeographicCoordinates": {"Latitude": "51.48", "Longitude": "-3.17"}}}
        }]}]}]}
        """

    private static let branches = """
        {"locations": [
        {"id": "old-town", "type": "atm", "name": "Old Town", "address": {"street": "1 Grove Road", "city": "Edinburgh",
          "country": "GB"}, "coordinate": {"latitude": 55.95, "longitude": -3.19},
         "services": ["Cash withdrawal", "Contactless", "Step-free access"],
         "details": [{"label": "Located", "value": "Inside the shop, next to the tills"}, {"label": "Fee", "value": "Free to use"}],
         "hours": {"timezone": "Europe/London", "weekly": {"mon": [["00:00", "24:00"]]}, "notes": "Available 24 hours"}}
        ]}
        """

    private func build() throws -> TemporarySite {
        let site = try TemporarySite([
            "Content/site.yml": "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n",
            "Content/branches.json": Self.branches, "Content/openbanking/banc.json": Self.feed,
        ])
        for name in ["Single", "Toledo"] {
            try site.write("Content/geocode/\(name).json", Data(contentsOf: Repository.fixture("geocode/Content/geocode/\(name).json")))
        }
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        #expect(report.diagnostics.map(\.message) == [])
        return site
    }

    /// The part of `page` from the first `start` to the first `end` after it, inclusive.
    private func section(_ page: String, from start: String, to end: String) -> String {
        guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex) else {
            return "missing"
        }
        return String(page[from.lowerBound..<to.upperBound])
    }

    @Test func aWelshLocationPageLabelsItsDetailsInWelsh() throws {
        let site = try build()
        let feed = site.text("cy/locations/gb/cardiff/banc-branch-77720400/index.html") ?? ""
        #expect(
            section(feed, from: "<table class=\"details\">", to: "</table>") == """
                <table class="details">
                <caption>Manylion</caption>
                <tbody>
                <tr>
                <th scope="row">Gwasanaethau</th>
                <td>Wi-Fi, Cynghorydd morgeisi, New thing</td>
                </tr>
                <tr>
                <th scope="row">Hygyrchedd</th>
                <td>Mynediad i gadeiriau olwyn</td>
                </tr>
                <tr>
                <th scope="row">Cod didoli</th>
                <td>30-00-00</td>
                </tr>
                </tbody>
                </table>
                """)
        let atm = site.text("cy/locations/gb/edinburgh/old-town/index.html") ?? ""
        #expect(
            section(atm, from: "<table class=\"details\">", to: "</table>") == """
                <table class="details">
                <caption>Manylion</caption>
                <tbody>
                <tr>
                <th scope="row">Gwasanaethau</th>
                <td>Codi arian, Digyswllt, Mynediad heb risiau</td>
                </tr>
                <tr>
                <th scope="row">Lleoliad</th>
                <td>Inside the shop, next to the tills</td>
                </tr>
                <tr>
                <th scope="row">Ffi</th>
                <td>Am ddim</td>
                </tr>
                </tbody>
                </table>
                """)
        #expect(atm.contains("<p class=\"notes\">Ar gael 24 awr</p>"))
        let english = site.text("locations/gb/edinburgh/old-town/index.html") ?? ""
        #expect(
            section(english, from: "<table class=\"details\">", to: "</table>") == """
                <table class="details">
                <caption>Details</caption>
                <tbody>
                <tr>
                <th scope="row">Services</th>
                <td>Cash withdrawal, Contactless, Step-free access</td>
                </tr>
                <tr>
                <th scope="row">Located</th>
                <td>Inside the shop, next to the tills</td>
                </tr>
                <tr>
                <th scope="row">Fee</th>
                <td>Free to use</td>
                </tr>
                </tbody>
                </table>
                """)
    }

    @Test func aWelshGeocodeResultSaysWhatItIsInWelsh() throws {
        let site = try build()
        let page = site.text("cy/geocode/single/1/index.html") ?? ""
        #expect(
            section(page, from: "<dl class=\"precision\">", to: "</dl>") == """
                <dl class="precision">
                <div>
                <dt>Manwl gywirdeb</dt>
                <dd>Heb ei nodi</dd>
                </div>
                <div>
                <dt>Math o le</dt>
                <dd>Rhan o adeilad</dd>
                </div>
                </dl>
                """)
    }

    /// The searches' list counts its results by the Welsh plural rules (one, two, few, many…).
    @Test func theWelshListOfSearchesCountsTheirResultsInWelsh() throws {
        let site = try build()
        let page = site.text("cy/geocode/index.html") ?? ""
        #expect(page.contains(#"<li><a href="/cy/geocode/single/">Single</a> <span class="muted">1 canlyniad</span></li>"#))
        #expect(page.contains(#"<li><a href="/cy/geocode/toledo/">Toledo</a> <span class="muted">2 ganlyniad</span></li>"#))
        let english = site.text("geocode/index.html") ?? ""
        #expect(english.contains(#"<li><a href="/geocode/toledo/">Toledo</a> <span class="muted">2 results</span></li>"#))
        #expect(try themeWords("cy").text("geocode_result_count", count: 3) == "3 chanlyniad")
        #expect(try themeWords("ar").text("geocode_result_count", count: 11) == "11 نتيجةً")
    }

    @Test func theWelshListFiltersByWelshLabelsUnderTheSameKeys() throws {
        let site = try build()
        let facets = site.text("cy/search/facets.json") ?? ""
        #expect(facets.contains(#"{"key":"wi-fi","label":"Wi-Fi","#))
        #expect(facets.contains(#"{"key":"mortgage-advice","label":"Cyngor ar forgeisi","#))
        #expect(facets.contains(#"{"key":"services","title":"Gwasanaethau","facets":["#))
        let english = site.text("search/facets.json") ?? ""
        #expect(english.contains(#"{"key":"mortgage-advice","label":"Mortgage advice","#))
        let list = site.text("cy/locations/index.html") ?? ""
        #expect(list.contains(#"<li data-facet="mortgage-advice"><span class="facet-label">Cyngor ar forgeisi</span>"#))
        #expect(list.contains(#"<li data-facet="new-thing"><span class="facet-label">New thing</span>"#))
    }
}
