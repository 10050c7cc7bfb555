import Foundation
import Testing

@testable import WaymarkKit

/// Two small output trees written in a temporary folder: `old/` and `new/`.
private final class TreePair {
    let folder: TemporaryFolder
    var old: URL { folder.url.appendingPathComponent("old") }
    var new: URL { folder.url.appendingPathComponent("new") }

    init(old oldFiles: [String: String], new newFiles: [String: String]) throws {
        folder = try TemporaryFolder()
        try Self.write(oldFiles, into: old)
        try Self.write(newFiles, into: new)
    }

    private static func write(_ files: [String: String], into root: URL) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func diff(jobs: Int = 2) throws -> SiteDiff { try SiteDiff.compare(old: old, new: new, jobs: jobs) }
}

/// A site before and after one location's hours changed, another was added, a country removed and the CSS edited.
private let before = [
    "index.html": "home", "404.html": "missing", "sitemap.xml": "<urlset/>",
    "assets/waymark.css": "body{}", "flags/fr.svg": "<svg/>",
    "locations/index.html": "list", "locations/page/2/index.html": "list 2",
    "locations/soho/index.html": "Soho", "locations/soho/hours/index.html": "9-5",
    "locations/soho-atm/index.html": "Soho ATM", "locations/soho-atm/hours/index.html": "0-24",
    "countries/index.html": "countries", "countries/fiji/index.html": "Fiji", "countries/france/index.html": "France",
    "geocode/tokyo/index.html": "Tokyo", "geocode/tokyo/map/index.html": "map", "about/index.html": "About",
]

private var after: [String: String] {
    var files = before
    files["locations/soho/hours/index.html"] = "9-6"
    files["locations/soho-atm/index.html"] = "Soho ATM!"
    files["locations/kings-cross/index.html"] = "King's Cross"
    files["locations/kings-cross/hours/index.html"] = "8-8"
    files["locations/page/2/index.html"] = "list 3"
    files["countries/fiji/index.html"] = nil
    files["geocode/tokyo/map/index.html"] = "map!"
    files["assets/waymark.css"] = "body{color:red}"
    files["sitemap.xml"] = "<urlset>!</urlset>"
    return files
}

@Suite struct DiffTests {
    /// A country's list of cities, `/locations/gb/`, is a list page; a longer word there is a location of the older
    /// layout, `/locations/<id>/`.
    @Test func pagesUnderLocationsAreToldApartByTheirPath() {
        #expect(OutputFile(path: "locations/gb/index.html").kind == .listPage)
        #expect(OutputFile(path: "locations/other/index.html").kind == .listPage)
        #expect(OutputFile(path: "locations/gb/leeds/index.html").kind == .listPage)
        #expect(OutputFile(path: "locations/gb/leeds/page/2/index.html").kind == .listPage)
        #expect(OutputFile(path: "locations/soho/index.html").kind == .record(.location, id: "soho", part: nil))
        #expect(OutputFile(path: "locations/gb/leeds/_3f/leeds-1/index.html").kind == .record(.location, id: "leeds-1", part: nil))
    }

    @Test func sortsPagesAndFilesAndTheRecordsTheyShow() throws {
        let diff = try TreePair(old: before, new: after).diff()
        #expect(
            diff.pages
                == SiteDiff.Paths(
                    changed: ["/geocode/tokyo/map/", "/locations/page/2/", "/locations/soho/hours/", "/locations/soho-atm/"],
                    added: ["/locations/kings-cross/", "/locations/kings-cross/hours/"],
                    removed: ["/countries/fiji/"], unchanged: 8))
        #expect(diff.files == SiteDiff.Paths(changed: ["assets/waymark.css", "sitemap.xml"], unchanged: 2))
        // Soho's hours page changed alone (its time zone or notes); Soho ATM's page changed but has no JSON-LD.
        let soho = LocationChange(id: "soho", fields: [FieldChange(field: .hours, old: nil, new: nil)])
        let atm = LocationChange(id: "soho-atm", fields: [FieldChange(field: .unreadable, old: nil, new: nil)])
        #expect(diff.locations == LocationChanges(changed: [soho, atm], added: ["kings-cross"]))
        #expect(diff.countries == SiteDiff.Records(removed: ["fiji"]))
        #expect(diff.geocodeQueries == SiteDiff.Records(changed: ["tokyo"]))
        #expect(diff.listPages == SiteDiff.Counts(changed: 1))
        #expect(diff.assets == SiteDiff.Counts(changed: 1))
        #expect(diff.otherFiles == SiteDiff.Counts(changed: 1))
    }

    @Test func textListsEveryChangeUnderTheSummary() throws {
        let diff = try TreePair(old: before, new: after).diff()
        #expect(
            diff.formatted(as: .text) == """
                2 locations changed (1 changed hours, 1 without JSON-LD), 1 added; 1 country removed; 1 geocode query changed; \
                1 list page changed; 1 asset changed; 4 pages changed, 2 added, 1 removed; 2 files changed, 0 added, 0 removed

                Changed locations (2):
                  soho: hours
                  soho-atm: no JSON-LD to compare

                Changed pages (4):
                  /geocode/tokyo/map/
                  /locations/page/2/
                  /locations/soho/hours/
                  /locations/soho-atm/

                Added pages (2):
                  /locations/kings-cross/
                  /locations/kings-cross/hours/

                Removed pages (1):
                  /countries/fiji/

                Changed files (2):
                  assets/waymark.css
                  sitemap.xml

                """)
    }

    @Test func markdownHasATableAndCollapsibleLists() throws {
        let diff = try TreePair(old: before, new: after).diff()
        #expect(
            diff.markdown(limit: 3) == """
                ### Site changes

                2 locations changed (1 changed hours, 1 without JSON-LD), 1 added; 1 country removed; 1 geocode query changed; \
                1 list page changed; 1 asset changed; 4 pages changed, 2 added, 1 removed; 2 files changed, 0 added, 0 removed

                | | changed | added | removed |
                | :-- | --: | --: | --: |
                | locations | 2 | 1 | 0 |
                | countries | 0 | 0 | 1 |
                | geocode queries | 1 | 0 | 0 |
                | list pages | 1 | 0 | 0 |
                | assets | 1 | 0 | 0 |
                | other files | 1 | 0 | 0 |
                | **pages** | 4 | 2 | 1 |
                | **files** | 2 | 0 | 0 |

                <details>
                <summary>Changed locations (2)</summary>

                - `soho`: hours
                - `soho-atm`: no JSON-LD to compare

                </details>

                <details>
                <summary>Changed pages (4)</summary>

                - `/geocode/tokyo/map/`
                - `/locations/page/2/`
                - `/locations/soho/hours/`
                - … and 1 more

                </details>

                <details>
                <summary>Added pages (2)</summary>

                - `/locations/kings-cross/`
                - `/locations/kings-cross/hours/`

                </details>

                <details>
                <summary>Removed pages (1)</summary>

                - `/countries/fiji/`

                </details>

                <details>
                <summary>Changed files (2)</summary>

                - `assets/waymark.css`
                - `sitemap.xml`

                </details>

                """)
    }

    @Test func jsonHasEveryKeyInAFixedOrder() throws {
        let diff = try TreePair(
            old: ["index.html": "a", "locations/x/hours/index.html": "1", "robots.txt": "r"],
            new: ["index.html": "a", "locations/x/hours/index.html": "2", "flags/fr.svg": "f"]
        ).diff()
        #expect(
            diff.formatted(as: .json) == """
                {
                  "summary": "1 location changed (1 changed hours); 1 flag added; 1 page changed, 0 added, 0 removed; 0 files changed, 1 added, 1 removed",
                  "counts": {
                    "pages": { "changed": 1, "added": 0, "removed": 0 },
                    "files": { "changed": 0, "added": 1, "removed": 1 },
                    "locations": { "changed": 1, "added": 0, "removed": 0 },
                    "countries": { "changed": 0, "added": 0, "removed": 0 },
                    "geocodeQueries": { "changed": 0, "added": 0, "removed": 0 },
                    "listPages": { "changed": 0, "added": 0, "removed": 0 },
                    "otherPages": { "changed": 0, "added": 0, "removed": 0 },
                    "assets": { "changed": 0, "added": 0, "removed": 0 },
                    "flags": { "changed": 0, "added": 1, "removed": 0 },
                    "otherFiles": { "changed": 0, "added": 0, "removed": 1 },
                    "locationFields": { "name": 0, "coordinates": 0, "address": 0, "type": 0, "brand": 0, "hours": 1, "notes": 0, "timezone": 0, "phone": 0, "services": 0, "details": 0, "title": 0, "neighbours": 0, "unreadable": 0 },
                    "unchangedPages": 1,
                    "unchangedFiles": 0
                  },
                  "pages": {
                    "changed": [
                      "/locations/x/hours/"
                    ],
                    "added": [],
                    "removed": []
                  },
                  "files": {
                    "changed": [],
                    "added": [
                      "flags/fr.svg"
                    ],
                    "removed": [
                      "robots.txt"
                    ]
                  },
                  "locations": {
                    "changed": [
                      {
                        "id": "x",
                        "fields": [
                          { "field": "hours", "old": null, "new": null }
                        ]
                      }
                    ],
                    "added": [],
                    "removed": []
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

                """)
    }

    @Test func identicalTreesSayNoChangesInEveryFormat() throws {
        let diff = try TreePair(old: before, new: before).diff()
        #expect(diff.isEmpty)
        #expect(diff.formatted(as: .text) == "No changes: 13 pages and 4 files are identical\n")
        #expect(diff.formatted(as: .markdown) == "### Site changes\n\nNo changes: 13 pages and 4 files are identical\n")
    }

    @Test func sameSizeFilesAreComparedByteForByteOnEveryJobCount() throws {
        var old: [String: String] = [:], new: [String: String] = [:]
        for n in 0..<50 {
            old["locations/l\(n)/index.html"] = String(repeating: "a", count: 70_000) + "\(n % 10)"
            new["locations/l\(n)/index.html"] = String(repeating: "a", count: 70_000) + "\(n % 7 == 0 ? 9 - n % 10 : n % 10)"
        }
        let pair = try TreePair(old: old, new: new)
        let expected = (0..<50).filter { $0 % 7 == 0 && $0 % 10 != 9 - $0 % 10 }.map { "/locations/l\($0)/" }
            .sorted(by: PathOrder.precedes)
        for jobs in [1, 2, 5] {
            #expect(try pair.diff(jobs: jobs).pages.changed == expected)
        }
    }

    @Test func foldersOnOneSideOnlyListEveryFileInThem() throws {
        let diff = try TreePair(
            old: ["a/index.html": "a", "gone/x/index.html": "x", "gone/y.txt": "y", "swap": "file"],
            new: ["a/index.html": "a", "new/deep/er/index.html": "n", "swap/index.html": "folder"]
        ).diff()
        #expect(diff.pages == SiteDiff.Paths(added: ["/new/deep/er/", "/swap/"], removed: ["/gone/x/"], unchanged: 1))
        #expect(diff.files == SiteDiff.Paths(removed: ["gone/y.txt", "swap"]))
    }

    @Test func aMissingFolderIsAnError() throws {
        let pair = try TreePair(old: [:], new: [:])
        #expect(throws: WaymarkError.self) {
            try SiteDiff.compare(old: pair.old, new: pair.folder.url.appendingPathComponent("nope"))
        }
    }

    @Test func pathsSortFolderByFolder() {
        let sorted = ["/a-b/", "/a/x/", "/a/", "/a.b/", "/"].sorted(by: PathOrder.precedes)
        #expect(sorted == ["/", "/a/", "/a/x/", "/a-b/", "/a.b/"])
    }
}
