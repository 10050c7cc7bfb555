import Foundation
import Testing

@testable import WaymarkKit

/// A feed's records compared by id, field by field, as `waymark diff` compares the pages they make.
@Suite struct FeedChangesTests {
    /// The OBIE documentation's Lloyds Bourne branch (empty if missing, which fails the tests that use it).
    static let branch = String(
        decoding: (try? Data(contentsOf: TestFiles.real("openbanking/obie_docs__branch_example_lloyds_bourne_physical.json"))) ?? Data(),
        as: UTF8.self)

    static func locations(_ text: String) -> [Location] {
        FeedCheck(kind: .openbankingBranch, config: SiteConfig()).read(Array(text.utf8), path: "answer").0
    }

    /// Saturday closing at 12:30 instead of 13:00 in the OBIE documentation's Lloyds Bourne branch.
    @Test func changedHoursAreNamedWithBothWeeks() throws {
        let old = Self.locations(Self.branch)
        let new = Self.locations(Self.branch.replacingOccurrences(of: "\"13:00:00+0000\"", with: "\"12:30:00+0000\""))
        let changes = FeedChanges(old: old, new: new)
        let change = try #require(changes.locations.changed.first)
        #expect(changes.locations.changed.count == 1 && changes.moved == [:])
        #expect(change.fields.map(\.field) == [.hours])
        #expect(change.fields[0].old?.hasSuffix("Sa 09:00-13:00") == true)
        #expect(change.fields[0].new?.hasSuffix("Sa 09:00-12:30") == true)
        #expect(changes.locations.kinds == "1 changed hours")
    }

    /// The classification is `waymark diff`'s: the site built before and after the change differs in the same way.
    @Test func theChangeIsTheOneTheSiteDiffFinds() throws {
        let changed = Self.branch.replacingOccurrences(of: "\"13:00:00+0000\"", with: "\"12:30:00+0000\"")
            .replacingOccurrences(of: "\"Name\": \"BOURNE\"", with: "\"Name\": \"BOURNE MARKET PLACE\"")
        let site = try TemporarySite(["Content/site.yml": "title: T\n", "Content/openbanking/b.json": Self.branch])
        var options = BuildOptions(site: site.root.path, output: site.folder.appendingPathComponent("old"), jobs: 1)
        #expect(!Pipeline(options: options).run().diagnostics.contains { $0.severity == .error })
        try site.write("Content/openbanking/b.json", Data(changed.utf8))
        options.output = site.folder.appendingPathComponent("new")
        #expect(!Pipeline(options: options).run().diagnostics.contains { $0.severity == .error })
        let diff = try SiteDiff.compare(old: site.folder.appendingPathComponent("old"), new: options.output, jobs: 1)
        let fetched = FeedChanges(old: Self.locations(Self.branch), new: Self.locations(changed))
        #expect(fetched.locations.changed.map(\.fields).first?.map(\.field) == [.name, .hours])
        #expect(
            fetched.locations.changed
                == diff.locations.changed.map { LocationChange(id: $0.id, fields: $0.fields.filter { $0.field != .title }) })
    }

    @Test func aRepeatedIDCountsOnceAndTheReportListsItOnce() {
        let old = Self.locations(Self.branch)
        let changes = FeedChanges(old: [], new: old + old)
        #expect(changes.locations.added == [old[0].id.description])
    }
}
