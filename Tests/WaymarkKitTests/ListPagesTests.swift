import Foundation
import Testing

@testable import WaymarkKit

/// `list_pages`: the lists of all locations, of a kind and of a service stop after that many pages; the cities'
/// pages still list every location.
@Suite struct ListPagesTests {
    /// Seven locations in Leeds, two to a page: ATMs a to d (a and b with cash deposit), branches e to g (e with it).
    private func leedsSite(siteYML: String) throws -> TemporarySite {
        let rows = ["a", "b", "c", "d", "e", "f", "g"].enumerated().map { n, id in
            let kind = n < 4 ? "atm" : "branch"
            let services = ["a", "b", "e"].contains(id) ? #", "services": ["Cash deposit"]"# : ""
            return #"""
                { "id": "\#(id)", "type": "\#(kind)", "name": "Leeds \#(id.uppercased())"\#(services),
                  "address": { "city": "Leeds", "country": "GB" },
                  "coordinate": { "latitude": 53.80\#(n), "longitude": -1.55 } }
                """#
        }
        return try TemporarySite([
            "Content/site.yml": siteYML,
            "Content/branches.json": #"{ "bank": { "name": "B" }, "locations": [\#n"# + rows.joined(separator: ",\n") + "\n] }\n",
        ])
    }

    private func listFiles(_ site: TemporarySite) -> [String] {
        readTree(site.output).keys.filter {
            $0.hasPrefix("locations/") && !$0.hasPrefix("locations/gb/")
        }.sorted()
    }

    @Test func listsStopAfterListPagesAndSayWhereTheRestAre() throws {
        let site = try leedsSite(siteYML: "title: Leeds\npage_size: 2\nlist_pages: 2\n")
        let report = site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(
            listFiles(site) == [
                "locations/atms/cash-deposit/index.html", "locations/atms/index.html", "locations/atms/page/2/index.html",
                "locations/branches/cash-deposit/index.html", "locations/branches/index.html",
                "locations/branches/page/2/index.html", "locations/cities/index.html", "locations/index.html",
                "locations/page/2/index.html", "locations/with/cash-deposit/index.html",
                "locations/with/cash-deposit/page/2/index.html",
            ])
        // The list of all seven shows four, and says so on each of its pages; the three branches fit in two pages.
        let cutOff = """
            <p class="count">7 locations, page 2 of 2</p>
            <p class="cut-off">These pages list the first 4, by country and city. Search, “Near me” or the \
            <a href="/locations/cities/">list of cities</a> find every one.</p>

            """
        #expect(site.text("locations/page/2/index.html")?.contains(cutOff) == true)
        #expect(site.text("locations/index.html")?.contains("<p class=\"cut-off\">These pages list the first 4,") == true)
        #expect(site.text("locations/atms/page/2/index.html")?.contains("<p class=\"cut-off\">") == false)
        #expect(site.text("locations/branches/page/2/index.html")?.contains("<p class=\"cut-off\">") == false)
        #expect(site.text("locations/page/2/index.html")?.contains("rel=\"next\"") == false)
        // Leeds' pages list all seven, two to a page, its branches first: ATM d is last.
        let leeds = (1...4).map { $0 == 1 ? "locations/gb/leeds/index.html" : "locations/gb/leeds/page/\($0)/index.html" }
        #expect(leeds.map { site.text($0) != nil } == [true, true, true, true])
        #expect(site.text("locations/gb/leeds/page/4/index.html")?.contains("href=\"/locations/gb/leeds/d/\"") == true)
        #expect(site.text("locations/gb/leeds/page/5/index.html") == nil)
    }

    @Test func aListWithinTheLimitIsWhole() throws {
        let site = try leedsSite(siteYML: "title: Leeds\npage_size: 1\n")
        #expect(site.build().diagnostics.isEmpty)
        #expect(site.text("locations/page/7/index.html")?.contains("<p class=\"count\">7 locations, page 7 of 7</p>\n<h2") == true)
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: "title: Leeds\n", path: "Content/site.yml", log: &log)
        #expect(config.listPages == 20)
    }

    /// A city's branches come before its ATMs, each by name, so that a city's first page is not all ATMs.
    @Test func aCitysBranchesComeBeforeItsATMs() {
        let locations = [
            testLocation("atm-1", .atm, name: "ATM at Corner Shop", city: "New York", country: "US"),
            testLocation("branch-1", name: "Imaginary Bank Times Square", city: "New York", country: "US"),
            testLocation("atm-2", .atm, name: "Broadway ATM", city: "New York", country: "US"),
            testLocation("branch-2", name: "Imaginary Bank Albany", city: "Albany", country: "US"),
        ]
        #expect(SitePlan.ordered(locations).map(\.id.value) == ["branch-2", "branch-1", "atm-1", "atm-2"])
    }

    @Test func listPagesMustBeAPositiveWholeNumber() {
        var log = DiagnosticLog()
        _ = SiteConfigReader().read(text: "title: Leeds\nlist_pages: 0\n", path: "Content/site.yml", log: &log)
        _ = SiteConfigReader().read(text: "list_pages: all\n", path: "Content/site.yml", log: &log)
        #expect(
            log.reported == [
                Reported(.error, 2, 13, "list_pages 0 must be between 1 and 100000"),
                Reported(.error, 1, 13, "'list_pages' must be a whole number, found \"all\""),
            ])
    }

    /// `/locations/cities/` names each country with its ten cities with the most locations and links to the country's
    /// page, `/locations/gb/`, which names them all.
    @Test func theCityIndexNamesACountrysLargestCitiesAndItsPageAllOfThem() throws {
        // Twelve cities in GB: City 1 has one location, City 2 two, … City 12 twelve; one in Fiji.
        var rows: [String] = []
        for city in 1...12 {
            for n in 1...city {
                rows.append(
                    #"{ "id": "c\#(city)-\#(n)", "type": "atm", "name": "C\#(city) \#(n)", "address": { "city": "City \#(city)", "#
                        + #""country": "GB" }, "coordinate": { "latitude": 5\#(city % 10).\#(n), "longitude": -1.5 } }"#)
            }
        }
        rows.append(
            #"{ "id": "suva", "type": "atm", "name": "Suva", "address": { "city": "Suva", "country": "FJ" }, "#
                + #""coordinate": { "latitude": -18.14, "longitude": 178.44 } }"#)
        let site = try TemporarySite([
            "Content/site.yml": "title: Cities\nlanguages: [en, cy]\n",
            "Content/branches.json": #"{ "bank": { "name": "B" }, "locations": [\#n"# + rows.joined(separator: ",\n") + "\n] }\n",
        ])
        #expect(site.build().diagnostics.isEmpty)
        // The link to all of a country's cities in the page's language, the country first as in Welsh titles.
        #expect(
            try #require(site.text("cy/locations/cities/index.html")).contains(
                #"<p class="more-cities"><a href="/cy/locations/gb/">Y Deyrnas Unedig: y 12 dinas i gyd</a></p>"#))
        let index = try #require(site.text("locations/cities/index.html"))
        let cities = (3...12).map { #"<li><a href="/locations/gb/city-\#($0)/">City \#($0)</a> <span class="muted">\#($0)</span></li>"# }
        #expect(
            index.contains(
                """
                <section class="city-group">
                <h2><a href="/locations/gb/">United Kingdom</a></h2>
                <ul class="city-list">
                \(cities.sorted().joined(separator: "\n"))
                </ul>
                <p class="more-cities"><a href="/locations/gb/">All 12 cities in the United Kingdom</a></p>
                </section>
                """))
        #expect(
            index.contains(
                """
                <h2><a href="/locations/fj/">Fiji</a></h2>
                <ul class="city-list">
                <li><a href="/locations/fj/suva/">Suva</a> <span class="muted">1</span></li>
                </ul>
                </section>
                """))
        let country = try #require(site.text("locations/gb/index.html"))
        #expect(country.contains("<title>United Kingdom: branches and ATMs by city · Cities</title>"))
        #expect(country.contains(#"<h1>Branches and ATMs in the United Kingdom</h1>"#))
        #expect(country.components(separatedBy: #"<li><a href="/locations/gb/city-"#).count - 1 == 12)
        #expect(!country.contains("more-cities"))
    }

}
