import Foundation
import Testing

@testable import WaymarkKit

@Suite struct IncrementalBuildTests {
    /// A build of the site into its output, with the cache (an incremental build when the cache is there).
    func build(_ site: EditableSite) -> BuildReport {
        var options = BuildOptions(site: site.root.path, output: site.site.output, jobs: 2)
        options.countryPageSize = Self.countryPageSize
        return Pipeline(options: options).run()
    }

    /// With `city_pages: false`, three locations a country's page, so that a city goes on from one page to the next.
    static let countryPageSize = 3

    /// A clean build of a copy of the site (so the site's own cache stays) into a new folder.
    func cleanBuild(_ site: EditableSite, step: Int) throws -> [String: Data] {
        let copy = site.site.folder.appendingPathComponent("clean-\(step)")
        try FileManager.default.copyItem(at: site.root, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(BuildCache.folderName))
        let output = copy.appendingPathComponent("out")
        var options = BuildOptions(site: copy.path, output: output, jobs: 1)
        options.countryPageSize = Self.countryPageSize
        let report = Pipeline(options: options).run()
        #expect(!report.hasErrors, "clean build \(step): \(report.diagnostics)")
        #expect(report.rendered == report.pages)
        return readTree(output)
    }

    enum Edit: CaseIterable {
        case phone, rename, move, hours, service, add, delete, template, settings, page, layer
    }

    func apply(_ edit: Edit, to site: EditableSite, random: inout SeededRandom) throws {
        let i = random.next(below: site.records.count)
        switch edit {
        case .phone: site.records[i].phone = "+44 131 496 \(1000 + random.next(below: 9000))"
        case .rename: site.records[i].name += " North"
        case .move: site.records[i].latitude += 0.01
        case .service: site.records[i].deposits.toggle()
        case .hours: site.records[i].closes = site.records[i].closes == "17:00" ? "16:30" : "17:00"
        case .add: site.records.insert(site.newRecord(&random), at: i)
        case .delete: site.records.remove(at: i)
        case .template: site.templateEdits += 1
        case .settings: site.title += "!"
        case .page: site.pageEdits += 1
        case .layer: site.layerEdits += 1
        }
        try site.writeAll()
    }

    /// Seeds 4 and 5 with `city_pages: false`: cities are sections of their country's pages, which move as records
    /// come and go.
    @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
    func everyIncrementalOutputIsTheCleanBuildsOutput(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let site = try EditableSite(records: 14, random: &random)
        if seed > 3 {
            site.settings = "city_pages: false\n"
            try site.writeAll()
        }
        let first = build(site)
        #expect(!first.hasErrors, "\(first.diagnostics)")
        #expect(first.cacheNote == "no build cache yet")
        let countryPage2 = site.site.output.appendingPathComponent("locations/gb/page/2/index.html").path
        #expect(FileManager.default.fileExists(atPath: countryPage2) == (seed > 3))
        for step in 1...10 {
            let edit = Edit.allCases[random.next(below: Edit.allCases.count)]
            try apply(edit, to: site, random: &random)
            let report = build(site)
            #expect(!report.hasErrors, "step \(step) (\(edit)): \(report.diagnostics)")
            #expect(report.cacheNote == "using the build cache", "step \(step) (\(edit))")
            let incremental = readTree(site.site.output)
            let clean = try cleanBuild(site, step: step)
            let differing = Set(incremental.keys).union(clean.keys).filter { incremental[$0] != clean[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed) step \(step) (\(edit)): \(differing)")
        }
    }

    /// With `city_pages: false` a country's pages list its cities' locations, city by city (three a page here), the
    /// first page names every city with a link to its section, and no city has a page of its own.
    @Test func withoutCityPagesCitiesAreSectionsOfTheirCountrysPages() throws {
        var random = SeededRandom(seed: 4)
        let site = try EditableSite(records: 14, random: &random)
        site.settings = "city_pages: false\n"
        try site.writeAll()
        #expect(!build(site).hasErrors)
        let tree = readTree(site.site.output)
        let gb = tree.keys.filter { $0.hasPrefix("locations/gb/") && !$0.contains("/place-") }.sorted()
        let gbCount = site.records.filter { ["Edinburgh", "Glasgow", "Leeds"].contains($0.city) }.count
        #expect(gb == ["locations/gb/index.html"] + (2...(gbCount + 2) / 3).map { "locations/gb/page/\($0)/index.html" })
        let first = String(decoding: tree["locations/gb/index.html"]!, as: UTF8.self)
        #expect(first.contains("<li><a href=\"#city-edinburgh\">Edinburgh</a>"))
        #expect(first.contains("<section class=\"city-section\" id=\"city-edinburgh\">\n<h2>Edinburgh</h2>"))
        let pages = gb.map { String(decoding: tree[$0]!, as: UTF8.self) }
        let rows = pages.map { $0.components(separatedBy: "<li data-hours=").count - 1 }
        #expect(rows == rows.indices.map { $0 == rows.count - 1 ? gbCount - 3 * $0 : 3 })
        #expect(pages.contains { $0.contains(" (continued)</h2>") })
    }

    @Test func aPhoneChangeRendersOnlyThePagesThatShowTheRecordAndWritesOnlyWhatChanged() throws {
        var random = SeededRandom(seed: 7)
        let site = try EditableSite(records: 20, random: &random)
        #expect(!build(site).hasErrors)
        let before = try modificationTimes(site.site.output)
        site.records[5].phone = "+44 131 496 0001"
        try site.writeRecords()
        let report = build(site)
        #expect(!report.hasErrors)
        // The record's own page, the only one that shows its phone: its hours page, the list and city pages that
        // list it and its neighbours' pages show it as a row, which has no phone.
        #expect(report.rendered == 1, "rendered \(report.rendered) of \(report.pages)")
        let after = try modificationTimes(site.site.output)
        let rewritten = after.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(rewritten.count == 1 && rewritten.first?.hasSuffix("/place-6/index.html") == true, "\(rewritten)")
        #expect(report.files - report.unchanged == rewritten.count)
    }

    @Test func aTemplateEditRendersExactlyThePagesThatUseIt() throws {
        var random = SeededRandom(seed: 8)
        let site = try EditableSite(records: 10, random: &random)
        #expect(!build(site).hasErrors)
        site.templateEdits += 1
        try site.writeTemplate()
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(report.rendered == 10, "the ten location pages, rendered \(report.rendered)")
        #expect(report.files - report.unchanged == 10)
    }

    @Test func aLayerEditRendersExactlyThePagesWithMaps() throws {
        var random = SeededRandom(seed: 11)
        let site = try EditableSite(records: 10, random: &random)
        // One record on the street, so some map draws it whatever the random cities.
        (site.records[0].city, site.records[0].latitude, site.records[0].longitude) = ("Edinburgh", 55.951, -3.19)
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        site.layerEdits += 1
        try site.writeLayer()
        let report = build(site)
        #expect(!report.hasErrors)
        let pages = readTree(site.site.output).filter { $0.key.hasSuffix(".html") }
        let withMaps = pages.values.filter { String(decoding: $0, as: UTF8.self).contains("class=\"wm-svg\"") }
        #expect(report.rendered == withMaps.count, "rendered \(report.rendered) of \(report.pages)")
        #expect(report.rendered < pages.count)
        // The maps that show the street changed; the others were rendered again to the same bytes.
        let drawn = withMaps.filter { String(decoding: $0, as: UTF8.self).contains("wm-layer-major-street") }
        #expect(!drawn.isEmpty)
        #expect(report.files - report.unchanged >= drawn.count)
        #expect(try readTree(site.site.output) == cleanBuild(site, step: 1))
    }

    @Test func aDeletedRecordsPagesDisappearAndTheirEmptyFoldersToo() throws {
        var random = SeededRandom(seed: 9)
        let site = try EditableSite(records: 6, random: &random)
        #expect(!build(site).hasErrors)
        let gone = site.records.remove(at: 2).id
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        #expect(!readTree(site.site.output).keys.contains { $0.contains("/\(gone)/") })
        #expect(try readTree(site.site.output) == cleanBuild(site, step: 1))
    }

    @Test func aPageRemovedFromTheOutputByHandIsWrittenAgain() throws {
        var random = SeededRandom(seed: 10)
        let site = try EditableSite(records: 6, random: &random)
        #expect(!build(site).hasErrors)
        let path = try #require(readTree(site.site.output).keys.first { $0.hasSuffix("/place-1/index.html") })
        let page = site.site.output.appendingPathComponent(path)
        try FileManager.default.removeItem(at: page)
        let report = build(site)
        #expect(report.cacheNote == "using the build cache")
        #expect(report.rendered == 1)
        #expect(FileManager.default.fileExists(atPath: page.path))
    }

    /// Replaces a file's first byte by hand, keeping its size and modification time: a build that trusts the file
    /// as it was written leaves the change, one that makes the file again undoes it.
    func markKeepingTime(_ file: URL) throws {
        var info = stat()
        #expect(stat(file.path, &info) == 0)
        var bytes = try Data(contentsOf: file)
        bytes[0] = UInt8(ascii: "X")
        try bytes.write(to: file)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    }

    func isMarked(_ file: URL) throws -> Bool { try Data(contentsOf: file).first == UInt8(ascii: "X") }

    @Test func theSharedFilesAreMadeAgainOnlyWhenWhatTheyShowChanged() throws {
        var random = SeededRandom(seed: 12)
        let site = try EditableSite(records: 12, random: &random)
        #expect(!build(site).hasErrors)
        let output = site.site.output
        let (geoJSON, kinds, worker) = (
            output.appendingPathComponent("locations.geojson"), output.appendingPathComponent("search/kinds.json"),
            output.appendingPathComponent("sw.js")
        )
        for file in [geoJSON, kinds, worker] { try markKeepingTime(file) }
        // A phone number is on no list page, in neither file, and so not in `sw.js`: all three stay as they are.
        site.records[3].phone = "+44 131 496 0002"
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        #expect(try [geoJSON, kinds, worker].allSatisfy(isMarked))
        // A new name is in the GeoJSON, the search index and the list pages, so in all three.
        site.records[3].name += " North"
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        #expect(try ![geoJSON, kinds, worker].contains(where: isMarked))
        #expect(try readTree(output) == cleanBuild(site, step: 1))
        // A file changed by hand so that its size differs is made again, though its inputs did not change.
        try Data("{}".utf8).write(to: kinds)
        site.records[4].phone = "+44 131 496 0003"
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        #expect(try readTree(output) == cleanBuild(site, step: 2))
    }

    @Test func anIncrementalBuildListsWhatWaymarkDidNotWriteWithoutWalkingTheOutput() throws {
        var random = SeededRandom(seed: 13)
        let site = try EditableSite(records: 6, random: &random)
        let output = site.site.output
        #expect(!build(site).hasErrors)
        let page = try #require(readTree(output).keys.first { $0.hasSuffix("/place-2/index.html") })
        let folder = String(page.dropLast("/index.html".count))
        for path in ["notes.txt", folder + "/note.txt", "assets/custom.js"] {
            try Data("mine".utf8).write(to: output.appendingPathComponent(path))
        }
        // The root and the folders of the files the build changes are read; `assets/` is not.
        site.records[1].phone = "+44 131 496 0004"
        try site.writeRecords()
        let warning = { (listed: String, count: Int) in
            "\(output.path):1:1: warning: kept \(count) files that Waymark did not write: \(listed)\n"
                + "  hint: Waymark removes only what it wrote; delete these by hand if they should not be published"
        }
        #expect(build(site).diagnostics.map(\.description) == [warning("\(folder)/note.txt, notes.txt", 2)])
        // A build without the cache walks the whole output, and so does the next (it has no cache); the incremental
        // build after them lists what they found.
        var options = BuildOptions(site: site.root.path, output: output, jobs: 2)
        options.useCache = false
        let all = warning("assets/custom.js, \(folder)/note.txt, notes.txt", 3)
        #expect(Pipeline(options: options).run().diagnostics.map(\.description) == [all])
        #expect(build(site).diagnostics.map(\.description) == [all])
        site.records[4].phone = "+44 131 496 0005"
        try site.writeRecords()
        #expect(build(site).diagnostics.map(\.description) == [all])
        #expect(try Data(contentsOf: output.appendingPathComponent("assets/custom.js")) == Data("mine".utf8))
    }

    @Test func anIncrementalBuildRefusesToPutANewPageWhereAFileOfTheUsersIs() throws {
        var random = SeededRandom(seed: 14)
        let site = try EditableSite(records: 6, random: &random)
        let output = site.site.output
        #expect(!build(site).hasErrors)
        let before = readTree(output)
        var record = site.newRecord(&random)
        (record.city, record.latitude, record.longitude) = (
            site.records[0].city, site.records[0].latitude, site.records[0].longitude + 0.01
        )
        let sibling = try #require(before.keys.first { $0.hasSuffix("/\(site.records[0].id)/index.html") })
        let folder = String(sibling.dropLast("/index.html".count).dropLast(site.records[0].id.count)) + record.id
        site.records.append(record)
        try site.writeRecords()
        try Data("mine".utf8).write(to: output.appendingPathComponent(folder))
        let report = build(site)
        #expect(
            report.diagnostics.map(\.description) == [
                "\(output.path)/\(folder):1:1: error: Waymark did not write this, and the new build has a file there; "
                    + "move it away and build again"
            ])
        var after = readTree(output)
        #expect(after.removeValue(forKey: folder) == Data("mine".utf8))
        #expect(after == before)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".waymark-staging").path))
    }

    func modificationTimes(_ root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in readTree(root).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
            result[path] = "\(inode) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }
}
