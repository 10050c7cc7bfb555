import Foundation
import Testing

@testable import WaymarkKit

/// One location of a branches.json, with the fields a test changes.
private struct Branch {
    var id: String
    var name: String
    var lat: Double
    var lon: Double
    var phone = "+44 20 7946 0000"
    var monday = #"[["09:00", "17:00"]]"#
    var notes = ""

    var json: String {
        """
        { "id": "\(id)", "type": "branch", "name": "\(name)",
          "address": { "street": "1 High St", "city": "London", "country": "GB" },
          "coordinate": { "latitude": \(lat), "longitude": \(lon) }, "phone": "\(phone)",
          "hours": { "timezone": "Europe/London", "weekly": { "mon": \(monday) }, "notes": "\(notes)" } }
        """
    }
}

/// Six branches, then the same site with one renamed, one with new hours, one with a new phone, one moved,
/// one removed and one added; `unchanged` only gets a new nearest location (the one added).
private let before = [
    Branch(id: "renamed", name: "Old Name", lat: 51.50, lon: -0.10),
    Branch(id: "hours", name: "Hours", lat: 51.51, lon: -0.11),
    Branch(id: "phone", name: "Phone", lat: 51.52, lon: -0.12),
    Branch(id: "moved", name: "Moved", lat: 51.53, lon: -0.13),
    Branch(id: "removed", name: "Removed", lat: 51.54, lon: -0.14),
    Branch(id: "unchanged", name: "Unchanged", lat: 51.55, lon: -0.15),
]

private var after: [Branch] {
    var branches = before.filter { $0.id != "removed" }
    branches[0].name = "New Name & <Co>"
    branches[1].monday = #"[["09:00", "18:00"]]"#
    branches[2].phone = "+44 20 7946 0999"
    branches[3].lat = 51.60
    branches.append(Branch(id: "added", name: "Added", lat: 51.56, lon: -0.16))
    return branches
}

/// Builds both versions of the site and compares the outputs.
private func diffOfBuilds(_ old: [Branch], _ new: [Branch]) throws -> SiteDiff {
    let folder = try TemporaryFolder()
    var outputs: [URL] = []
    for (name, branches) in [("old", old), ("new", new)] {
        // With hours pages, where a rename also shows on the location's hours page and must still read as a rename.
        let site = try TemporarySite([
            "Content/site.yml": "title: Diff\nhours_page: true\n",
            "Content/branches.json": #"{ "bank": { "name": "Test Bank" }, "locations": ["#
                + branches.map(\.json).joined(separator: ",\n") + "] }",
        ])
        let report = site.build()
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        let output = folder.url.appendingPathComponent(name)
        try FileManager.default.moveItem(at: site.output, to: output)
        outputs.append(output)
    }
    return try SiteDiff.compare(old: outputs[0], new: outputs[1], jobs: 2)
}

@Suite struct DiffRecordTests {
    /// Issue #36 (18): renaming London's Soho changed the title of New York's (no longer told apart from it), which
    /// `diff` called "changed hours"; each change is named by the field that changed, the shown title included.
    @Test func aTitleThatChangedWithAnotherLocationsNameIsNamedAsSuch() throws {
        var soho = [
            Branch(id: "london-soho", name: "Soho", lat: 51.51, lon: -0.13),
            Branch(id: "new-york-soho", name: "Soho", lat: 51.52, lon: -0.14),
        ]
        let old = soho
        soho[0].name = "Soho Square"
        let diff = try diffOfBuilds(old, soho)
        #expect(
            diff.locations.changed == [
                LocationChange(id: "london-soho", fields: [FieldChange(field: .name, old: "Soho", new: "Soho Square")]),
                LocationChange(
                    id: "new-york-soho", fields: [FieldChange(field: .title, old: "Soho · 1 High St · Branch new-york-soho", new: "Soho")]),
            ])
        #expect(diff.summary.hasPrefix("2 locations changed (1 renamed, 1 changed title); "))
    }

    /// A renamed location's name is also on its hours page and its neighbours' pages: it is one rename, not a
    /// change of hours; a location whose nearest locations changed says so (issue #36), one renamed nearby does not.
    @Test func namesWhatChangedInEachLocationNotThePagesItShowsOn() throws {
        let diff = try diffOfBuilds(before, after)
        #expect(
            diff.summary
                == "5 locations changed (1 renamed, 1 moved, 1 changed hours, 1 changed phone, 1 changed neighbours), 1 added, 1 removed; "
                + "4 list pages changed; 5 assets added, 6 removed; 11 pages changed, 2 added, 2 removed; 9 files changed, 5 added, 6 removed"
        )
        #expect(diff.locations.changed.map(\.id) == ["hours", "moved", "phone", "renamed", "unchanged"])
        #expect(
            diff.pages.changed.contains("/locations/gb/london/renamed/hours/")
                && diff.pages.changed.contains("/locations/gb/london/unchanged/"))
        #expect(
            diff.formatted(as: .text).hasPrefix(
                diff.summary + "\n\n" + """
                    Changed locations (5):
                      hours: hours "Mo 09:00-17:00" → "Mo 09:00-18:00"
                      moved: coordinates "51.530000, -0.130000" → "51.600000, -0.130000"
                      phone: phone "+44 20 7946 0000" → "+44 20 7946 0999"
                      renamed: name "Old Name" → "New Name & <Co>"
                      unchanged: neighbours

                    Changed pages (11):

                    """))
    }

    @Test func jsonListsEachLocationsFieldsWithOldAndNewValues() throws {
        let diff = try diffOfBuilds(before, after)
        #expect(diff.formatted(as: .json) == expectedJSON)
    }

    @Test func markdownListsTheChangedLocationsInCodeSpans() throws {
        let markdown = try diffOfBuilds(before, after).markdown()
        #expect(
            markdown.contains(
                """
                | locations | 5 | 1 | 1 |
                | list pages | 4 | 0 | 0 |
                """))
        #expect(
            markdown.contains(
                """
                <details>
                <summary>Changed locations (5)</summary>

                - `hours`: hours `Mo 09:00-17:00` → `Mo 09:00-18:00`
                - `moved`: coordinates `51.530000, -0.130000` → `51.600000, -0.130000`
                - `phone`: phone `+44 20 7946 0000` → `+44 20 7946 0999`
                - `renamed`: name `Old Name` → `New Name & <Co>`
                - `unchanged`: neighbours

                </details>
                """))
    }

    /// The hours' notes and time zone, and the details, are in the JSON-LD as `additionalProperty`, so a change to
    /// them is named with its values.
    @Test func notesTimeZoneAndDetailsAreNamedWithTheirValues() throws {
        var noted = before
        noted[1].notes = "Closed on bank holidays"
        let diff = try diffOfBuilds(before, noted)
        #expect(diff.summary == "1 location changed (1 changed hours notes); 2 pages changed, 0 added, 0 removed")
        #expect(diff.formatted(as: .text).contains("Changed locations (1):\n  hours: notes (none) → \"Closed on bank holidays\"\n"))
        #expect(diff.formatted(as: .json).contains(#"{ "field": "notes", "old": "", "new": "Closed on bank holidays" }"#))
    }

    @Test func readsTheAdditionalPropertiesOfAPage() throws {
        let page = """
            <script type="application/ld+json">{"@type":"BankOrCreditUnion","name":"B","geo":{"latitude":1,"longitude":2},
            "additionalProperty":[{"@type":"PropertyValue","name":"Sort code","value":"30-00-00"},
            {"@type":"PropertyValue","name":"Time zone","value":"Europe/London"},
            {"@type":"PropertyValue","name":"Opening hours notes","value":"Closed on 25 December"},
            {"@type":"PropertyValue","name":"Floor","value":"2"}]}</script>
            """
        let location = try #require(PublishedLocation(page: Array(page.utf8)))
        #expect(location.values[.timezone] == "Europe/London")
        #expect(location.values[.notes] == "Closed on 25 December")
        #expect(location.values[.details] == "Sort code: 30-00-00; Floor: 2")
    }

    @Test func readsTheLocationFromAnyJSONLDBlockOfAPage() throws {
        let page = """
            <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
            <SCRIPT data-x="1" type='application/ld+json'>{"@graph":[{"@type":"AutomatedTeller","name":"A \\u003cb\\u003e",
            "brand":"Bank","telephone":"1","address":"High St","geo":{"latitude":1.50,"longitude":-2},
            "amenityFeature":[{"name":"Wheelchair","value":true},{"name":"Coins","value":false}],
            "openingHoursSpecification":[{"dayOfWeek":["https://schema.org/Monday","Tuesday"],"opens":"09:00","closes":"17:00"}],
            "openingHours":"Mo-Tu 09:00-17:00; PH off"}]}</Script>
            """
        let location = try #require(PublishedLocation(page: Array(page.utf8)))
        #expect(
            location.values == [
                .name: "A <b>", .type: "atm", .brand: "Bank", .phone: "1", .address: "High St", .coordinates: "1.500000, -2.000000",
                .services: "Wheelchair", .hours: "Mo,Tu 09:00-17:00 | Mo-Tu 09:00-17:00; PH off", .notes: "", .timezone: "",
                .details: "",
            ])
        #expect(PublishedLocation(page: Array(#"<script type="application/ld+json">{"@type":"WebSite"}</script>"#.utf8)) == nil)
        #expect(PublishedLocation(page: Array(#"<script type="application/ld+json">{"name":"cut off"#.utf8)) == nil)
    }

    /// The page is read in steps; a block that starts in one step and ends in a later one is still found.
    @Test func readsAPageWhoseJSONLDEndsPastTheFirstStep() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("index.html").path
        let filler = String(repeating: "<meta name=\"x\" content=\"y\">\n", count: 300)
        let page =
            "<head>\n\(filler)<script type=\"application/ld+json\">\n{\"name\":\"Far\",\"geo\":{\"latitude\":1,"
            + String(repeating: " ", count: 9000) + "\"longitude\":2}}\n</script>\n</head>"
        try Data(page.utf8).write(to: URL(fileURLWithPath: path))
        let location = try #require(try PublishedLocation(pageAt: path))
        #expect(location.values[.name] == "Far" && location.values[.coordinates] == "1.000000, 2.000000")
        try Data("<p>no JSON-LD</p>".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try PublishedLocation(pageAt: path) == nil)
    }

    @Test func controlCharactersInValuesAreEscapedAndLongValuesLeftOut() {
        let long = String(repeating: "x", count: FieldChange.shortLimit + 1)
        let change = LocationChange.compare(
            id: "x", old: PublishedLocation(values: [.name: "Bell\u{7}", .hours: "a"]),
            new: PublishedLocation(values: [.name: "\u{1B}[31mRed", .hours: long]))
        #expect(
            change?.fields == [
                FieldChange(field: .name, old: "Bell\u{7}", new: "\u{1B}[31mRed"), FieldChange(field: .hours, old: "a", new: nil),
            ])
        #expect(SiteDiff.describe(change?.fields ?? []) { "\"\($0)\"" } == #"name "Bell\u{7}" → "\u{1B}[31mRed"; hours"#)
    }
}

private let expectedJSON = """
    {
      "summary": "5 locations changed (1 renamed, 1 moved, 1 changed hours, 1 changed phone, 1 changed neighbours), 1 added, 1 removed; 4 list pages changed; 5 assets added, 6 removed; 11 pages changed, 2 added, 2 removed; 9 files changed, 5 added, 6 removed",
      "counts": {
        "pages": { "changed": 11, "added": 2, "removed": 2 },
        "files": { "changed": 9, "added": 5, "removed": 6 },
        "locations": { "changed": 5, "added": 1, "removed": 1 },
        "countries": { "changed": 0, "added": 0, "removed": 0 },
        "geocodeQueries": { "changed": 0, "added": 0, "removed": 0 },
        "listPages": { "changed": 4, "added": 0, "removed": 0 },
        "otherPages": { "changed": 0, "added": 0, "removed": 0 },
        "assets": { "changed": 0, "added": 5, "removed": 6 },
        "flags": { "changed": 0, "added": 0, "removed": 0 },
        "otherFiles": { "changed": 9, "added": 0, "removed": 0 },
        "locationFields": { "name": 1, "coordinates": 1, "address": 0, "type": 0, "brand": 0, "hours": 1, "notes": 0, "timezone": 0, "phone": 1, "services": 0, "details": 0, "title": 0, "neighbours": 1, "unreadable": 0 },
        "unchangedPages": 8,
        "unchangedFiles": 42
      },
      "pages": {
        "changed": [
          "/",
          "/locations/",
          "/locations/branches/",
          "/locations/gb/london/",
          "/locations/gb/london/hours/",
          "/locations/gb/london/hours/hours/",
          "/locations/gb/london/moved/",
          "/locations/gb/london/phone/",
          "/locations/gb/london/renamed/",
          "/locations/gb/london/renamed/hours/",
          "/locations/gb/london/unchanged/"
        ],
        "added": [
          "/locations/gb/london/added/",
          "/locations/gb/london/added/hours/"
        ],
        "removed": [
          "/locations/gb/london/removed/",
          "/locations/gb/london/removed/hours/"
        ]
      },
      "files": {
        "changed": [
          ".waymark-manifest",
          "locations.geojson",
          "search/g/0.bin",
          "search/geo.json",
          "search/h/0.json",
          "search/index.json",
          "search/r/0.bin",
          "search/t/0.bin",
          "sw.js"
        ],
        "added": [
          "assets/maps/61b73a94/spreads/0f/0f8a7d846ff48b00.json",
          "assets/maps/61b73a94/spreads/10/10e07a203e52d98b.json",
          "assets/maps/61b73a94/spreads/21/218ab5c89ae87b78.json",
          "assets/maps/61b73a94/spreads/51/51765e2ff1047c5e.json",
          "assets/maps/61b73a94/spreads/9a/9aa10499742797e0.json"
        ],
        "removed": [
          "assets/maps/61b73a94/spreads/1a/1ae27d354fcfae10.json",
          "assets/maps/61b73a94/spreads/3b/3b44f4345376a6e7.json",
          "assets/maps/61b73a94/spreads/3b/3bbf9c0cf70853d6.json",
          "assets/maps/61b73a94/spreads/40/404a748c9da543fa.json",
          "assets/maps/61b73a94/spreads/d8/d832b544bae33ef5.json",
          "assets/maps/61b73a94/spreads/ef/eff9e8c7e2b3ade4.json"
        ]
      },
      "locations": {
        "changed": [
          {
            "id": "hours",
            "fields": [
              { "field": "hours", "old": "Mo 09:00-17:00", "new": "Mo 09:00-18:00" }
            ]
          },
          {
            "id": "moved",
            "fields": [
              { "field": "coordinates", "old": "51.530000, -0.130000", "new": "51.600000, -0.130000" }
            ]
          },
          {
            "id": "phone",
            "fields": [
              { "field": "phone", "old": "+44 20 7946 0000", "new": "+44 20 7946 0999" }
            ]
          },
          {
            "id": "renamed",
            "fields": [
              { "field": "name", "old": "Old Name", "new": "New Name \\u0026 \\u003cCo\\u003e" }
            ]
          },
          {
            "id": "unchanged",
            "fields": [
              { "field": "neighbours", "old": null, "new": null }
            ]
          }
        ],
        "added": [
          "added"
        ],
        "removed": [
          "removed"
        ]
      },
      "countries": {
        "changed": [],
        "added": [],
        "removed": []
      },
      "geocodeQueries": {
        "changed": [],
        "added": [],
        "removed": []
      }
    }

    """
