import Foundation
import Testing

@testable import WaymarkKit

/// A site of real files with queries named in eight scripts (issue #13): every query gets its own readable page,
/// and the only warnings are the real plist's own known mistakes.
@Suite struct RealSiteInScriptsTests {
    static let queries: [(file: String, query: String, slug: String)] = [
        ("geocoder_php__reverse_shirakawa_japan_11_results.json", "白川村", "bai-chuan-cun"),
        ("geokit__reverse_madrid_language_es_11_results.json", "40.416,-3.703", "40-416-minus-3-703"),
        ("geokit__toledo_forward_4_results.json", "Толедо", "toledo"),
        ("geocoder_rb__google_no_locality_egypt.json", "مصر", "msr"),
        ("geocoder_php__durmitor_zabljak_single_natural_feature.json", "Дурмитор", "durmitor"),
        ("geocoder_php__goran_olsgatan_malmo_single.json", "Malmö", "malmo"),
        ("geokit__orly_region_fr_3_results.json", "Ορλί", "orli"),
        ("geokit__austin_forward_6_results.json", "אוסטין", "wstyn"),
        ("geocoder_rb__google_madison_square_garden_single.json", "เมดิสันสแควร์การ์เดน", "medi-san-s-khaew-r-karden"),
        ("geocoder_php__kalbacher_hauptstrasse_frankfurt_single.json", "फ्रैंकफर्ट", "phrainkapharta"),
    ]

    @Test func buildsWithAPagePerQueryAndNoFalseWarning() throws {
        let site = try TemporarySite([:])
        try site.write("Content/countries.plist", try Data(contentsOf: TestFiles.real("plist/boa_interview__worldwide.plist")))
        for feed in ["lloyds__branches_v2.2__london_12__branch_array_only__2022.json", "obie_docs__atm_example_hsbc_ilkeston.json"] {
            try site.write("Content/openbanking/" + feed, try Data(contentsOf: TestFiles.real("openbanking/" + feed)))
        }
        for query in Self.queries {
            try site.write("Content/geocode/\(query.query).json", try Data(contentsOf: TestFiles.real("geocode/" + query.file)))
        }
        let report = site.build()
        #expect(!report.hasErrors)
        // Every warning is about the plist's own data: 10 misplaced capitals, 3 misspelt ones, 2 nations, 1 flag name.
        let elsewhere = report.diagnostics.filter { !$0.position.path.hasSuffix("Content/countries.plist") }
        #expect(elsewhere.map(\.description) == [])
        #expect(report.diagnostics.count == 16)
        for query in Self.queries {
            let page = site.text("geocode/\(query.slug)/index.html")
            #expect(page?.contains("Results for “\(query.query)”") == true, "\(query.query)")
        }
    }
}
