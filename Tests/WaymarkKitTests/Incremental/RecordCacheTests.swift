import Foundation
import Testing

@testable import WaymarkKit

@Suite final class RecordCacheTests {
    let key = CacheKey(k0: 1, k1: 2)
    let folder: TemporaryFolder
    /// A database of the caches of its own, for the records a test writes.
    let store: CacheStore

    init() throws {
        folder = try TemporaryFolder()
        store = try CacheStore.create(site: folder.url, key: key, replacing: false)
    }

    /// Reads `text` as `Content/branches.json` with `cache`; the output, and the diagnostics.
    func read(_ text: String, cache: RecordCache?) -> (BranchesReader.Output, [Diagnostic]) {
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(text.utf8), path: "Content/branches.json", log: &log, records: cache)
        return (output, log.all)
    }

    /// The cache a read with `cache` leaves for the next build: its changes written, and read back.
    func next(_ cache: RecordCache) throws -> RecordCache {
        try store.queue.write { try store.write(cache.changes(), reader: RecordCache.reader, $0) }
        return try RecordCache.load(from: store)
    }

    /// The records of an empty database.
    func empty() throws -> RecordCache { try RecordCache.load(from: store) }

    var sample: String {
        String(decoding: FileManager.default.contents(atPath: Repository.root.path + "/Content/branches.json")!, as: UTF8.self)
    }

    @Test func theSampleReadsTheSameFromTheCacheAsParsed() throws {
        let empty = try empty()
        #expect(empty.problem == "no record cache yet")
        let (parsed, parsedLog) = read(sample, cache: nil)
        let (first, firstLog) = read(sample, cache: empty)
        #expect(first.locations == parsed.locations)
        #expect(firstLog == parsedLog)
        #expect((empty.reused, empty.parsed) == (0, parsed.locations.count))
        let cache = try next(empty)
        #expect(cache.problem == nil)
        let (again, againLog) = read(sample, cache: cache)
        #expect(again.locations == parsed.locations)
        #expect(again.locations.map(\.position) == parsed.locations.map(\.position))
        #expect(again.bankName == "Imaginary Bank")
        #expect(againLog == parsedLog)
        #expect((cache.reused, cache.parsed) == (parsed.locations.count, 0))
        #expect(cache.note == "\(parsed.locations.count) records from the record cache, 0 parsed")
        // Nothing new: no row to write.
        #expect(cache.changes().isEmpty)
    }

    @Test func aRecordBelowNewLinesIsAtItsNewLineAndColumn() throws {
        let records = """
            [
              {"id": "a", "type": "atm", "name": "A", "coordinate": {"latitude": 1, "longitude": 2}},
              {"id": "b", "type": "branch", "name": "B",
               "coordinate": {"latitude": 3, "longitude": 4}, "phone": "+44 1"}
            ]
            """
        let cache = try empty()
        _ = read(records, cache: cache)
        let edited = records.replacingOccurrences(
            of: "[\n",
            with: "[\n  {\"id\": \"c\", \"type\": \"atm\",\n   \"name\": \"C\",\n   \"coordinate\": {\"latitude\": 5, \"longitude\": 6}},\n"
        )
        let again = try next(cache)
        let (cached, _) = read(edited, cache: again)
        let (parsed, _) = read(edited, cache: nil)
        #expect(cached.locations == parsed.locations)
        #expect(
            cached.locations.map(\.position.description) == [
                "Content/branches.json:2:3", "Content/branches.json:5:3", "Content/branches.json:6:3",
            ])
        #expect((again.reused, again.parsed) == (2, 1))
    }

    @Test func aRecordWithAWarningIsParsedAgainAndWarnedAgain() throws {
        let records = """
            [{"id": "a", "type": "atm", "name": "A", "name": "A2", "coordinate": {"latitude": 1, "longitude": 2}},
             {"id": "b", "type": "atm", "name": "B", "coordinate": {"latitude": 1, "longitude": 2}}]
            """
        let cache = try empty()
        let (_, firstLog) = read(records, cache: cache)
        #expect(
            firstLog.map(\.description) == [
                "Content/branches.json:1:42: warning: the member \"name\" appears twice in one object; the later value is used\n"
                    + "  hint: remove one of the two; JSON readers differ on which one they keep"
            ])
        let again = try next(cache)
        let (output, log) = read(records, cache: again)
        #expect(log == firstLog)
        #expect(output.locations.map(\.name) == ["A2", "B"])
        #expect((again.reused, again.parsed) == (1, 1))
    }

    @Test func rowsOfAnotherKeyOrReaderAreNotUsed() throws {
        let first = try empty()
        _ = read(sample, cache: first)
        _ = try next(first)
        let otherKey = CacheStore(queue: store.queue, key: CacheKey(k0: 1, k1: 3))
        #expect(throws: CacheStore.Problem(note: "the record cache was not written with this site's key", remedy: .rewrite)) {
            try RecordCache.load(from: otherKey)
        }
        #expect(throws: CacheStore.Problem(note: "the record cache is from another Waymark build or time zone data", remedy: .rewrite)) {
            try RecordCache.load(from: store, reader: Digest(high: 1, low: 2))
        }
        // Every row written anew when the previous ones were not used: the next build takes them all.
        let foreign = RecordCache.empty("the record cache is from another Waymark build or time zone data")
        let (output, _) = read(sample, cache: foreign)
        #expect(output.locations == read(sample, cache: nil).0.locations)
        #expect(foreign.reused == 0)
        #expect(foreign.changes().replaceAll)
        let again = try next(foreign)
        _ = read(sample, cache: again)
        #expect((again.reused, again.parsed) == (output.locations.count, 0))
    }

    /// A record removed from the file: its row is removed, and only that one.
    @Test func aRecordGoneRemovesItsRowOnly() throws {
        let a = #"{"id": "a", "type": "atm", "name": "A", "coordinate": {"latitude": 1, "longitude": 2}}"#
        let b = #"{"id": "b", "type": "atm", "name": "B", "coordinate": {"latitude": 1, "longitude": 2}}"#
        let records = "[\(a), \(b)]"
        let first = try empty()
        _ = read(records, cache: first)
        let second = try next(first)
        _ = read("[\(a)]", cache: second)
        let changes = second.changes()
        #expect(!changes.replaceAll)
        #expect(changes.removed.count == 1)
        #expect(changes.added.isEmpty)
        let third = try next(second)
        #expect(try store.queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM records") } == 1)
        _ = read(records, cache: third)
        #expect((third.reused, third.parsed) == (1, 1))
    }

    @Test func locationsReadBackAsTheyWereWritten() {
        var random = SeededRandom(seed: 11)
        let texts = ["", "Leeds", "Zürich Hauptbahnhof", "東京駅", "a \"quoted\" name\nwith a line", String(repeating: "x", count: 300)]
        func text() -> String { texts[random.next(below: texts.count)] }
        func week() -> OpeningHours.Week {
            var week: OpeningHours.Week = [:]
            for day in OpeningHours.Weekday.allCases where random.next(below: 4) > 0 {
                week[day] = (0..<random.next(below: 3)).map { _ in .init(opens: random.next(below: 1440), closes: random.next(below: 1441))
                }
            }
            return week
        }
        var shared = LocationCodec.SharedSections()
        let day = CalendarDay(year: 2027, month: 1, day: 11)
        let statuses: [LocationStatus] = [
            .open, .temporarilyClosed(reopens: nil), .temporarilyClosed(reopens: day), .closed(on: nil), .closed(on: day),
        ]
        for n in 0..<300 {
            var hours: OpeningHours?
            if random.next(below: 3) > 0 {
                var week = OpeningHours(
                    timeZone: ["Europe/London", "Asia/Tokyo", ""][random.next(below: 3)], weekly: week(), notes: text())
                week.osm = text()
                for _ in 0..<random.next(below: 3) {
                    let from = CalendarDay(year: random.next(below: 2) == 0 ? nil : 2020 + random.next(below: 10), month: 12, day: 24)
                    week.special.append(SpecialHours(name: text(), from: from, through: from, weekly: week.weekly, notes: text()))
                }
                hours = week
            }
            let location = Location(
                id: Slug(validating: "place-\(n)")!, kind: n % 2 == 0 ? .branch : .atm, name: text(), brand: text(),
                address: .init(
                    lines: (0..<random.next(below: 3)).map { _ in text() }, district: text(), city: text(), postcode: text(), country: "GB",
                    region: text()),
                coordinate: Coordinate(latitude: Double(random.next(below: 180_000)) / 1000 - 90, longitude: -0.0),
                phone: text(), services: (0..<random.next(below: 4)).map { _ in text() }, accessibility: [text()],
                details: (0..<random.next(below: 3)).map { _ in .init(label: text(), value: text()) }, hours: hours,
                hourSets: n % 3 == 0
                    ? hours.map { [HourSet(name: "drive_through", hours: $0), HourSet(name: "lobby", hours: $0)] } ?? [] : [],
                status: statuses[n % statuses.count], position: SourcePosition(path: "x.json", line: n, column: 3),
                translations: (0..<random.next(below: 3)).map { i in
                    LocalizedText(language: ["cy", "fr-CA"][i], name: text(), lines: [text()], city: text(), notes: text())
                })
            let bytes = LocationCodec.encode(location)
            let decoded = bytes.withUnsafeBytes { LocationCodec.decode($0, position: location.position, shared: &shared) }
            #expect(decoded == location)
            // Cut short, the bytes are no location.
            let short = bytes.dropLast().withUnsafeBytes { LocationCodec.decode($0, position: location.position, shared: &shared) }
            #expect(short == nil)
        }
    }

    @Test func aBuildKeepsTheRecordsAndABuildWithoutTheCacheRemovesThem() throws {
        var random = SeededRandom(seed: 31)
        let site = try EditableSite(records: 6, random: &random)
        func rows() throws -> Int? {
            let store = try #require(try CacheStore.open(site: site.root, key: CacheKey.load(site: site.root)).get())
            return try store.queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM records") }
        }
        func build(useCache: Bool = true) -> BuildReport {
            var options = BuildOptions(site: site.root.path, output: site.site.output, jobs: 2)
            options.useCache = useCache
            return Pipeline(options: options).run()
        }
        #expect(build().recordNote == "no record cache yet; 0 records from the record cache, 6 parsed")
        #expect(try rows() == 6)
        #expect(build().recordNote == "6 records from the record cache, 0 parsed")
        site.records[2].phone = "+44 131 496 0000"
        try site.writeRecords()
        #expect(build().recordNote == "5 records from the record cache, 1 parsed")
        #expect(try rows() == 6)
        #expect(build(useCache: false).recordNote == nil)
        #expect(try rows() == 0)
    }

    @Test func temporaryFilesOfKilledBuildsAreRemovedAndThoseOfRunningOnesKept() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent(".waymark")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let names = [
            "key.tmp-\(ended.processIdentifier)", "key.tmp-\(getpid())", "notes.tmp-x", "notes", CacheStore.fileName,
        ]
        for name in names { try Data("x".utf8).write(to: cache.appendingPathComponent(name)) }
        BuildCache.removeLeftovers(site: folder.url)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == [
                CacheStore.fileName, "key.tmp-\(getpid())", "notes", "notes.tmp-x",
            ])
    }
}
