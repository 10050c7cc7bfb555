import Foundation
import Testing

@testable import WaymarkKit

@Suite struct RecordCacheTests {
    let key = CacheKey(k0: 1, k1: 2)

    /// Reads `text` as `Content/branches.json` with `cache`; the output, and the diagnostics.
    func read(_ text: String, cache: RecordCache?) -> (BranchesReader.Output, [Diagnostic]) {
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(text.utf8), path: "Content/branches.json", log: &log, records: cache)
        return (output, log.all)
    }

    /// The cache a read with `cache` leaves for the next build, read back from its bytes.
    func next(_ cache: RecordCache) -> RecordCache { RecordCache.parse(cache.encoded(), key: key) }

    var sample: String {
        String(decoding: FileManager.default.contents(atPath: Repository.root.path + "/Content/branches.json")!, as: UTF8.self)
    }

    @Test func theSampleReadsTheSameFromTheCacheAsParsed() throws {
        let empty = RecordCache.parse([], key: key)
        #expect(empty.problem == "the record cache is not one")
        let (parsed, parsedLog) = read(sample, cache: nil)
        let (first, firstLog) = read(sample, cache: empty)
        #expect(first.locations == parsed.locations)
        #expect(firstLog == parsedLog)
        #expect((empty.reused, empty.parsed) == (0, parsed.locations.count))
        let cache = next(empty)
        #expect(cache.problem == nil)
        let (again, againLog) = read(sample, cache: cache)
        #expect(again.locations == parsed.locations)
        #expect(again.locations.map(\.position) == parsed.locations.map(\.position))
        #expect(again.bankName == "Imaginary Bank")
        #expect(againLog == parsedLog)
        #expect((cache.reused, cache.parsed) == (parsed.locations.count, 0))
        #expect(cache.note == "\(parsed.locations.count) records from the record cache, 0 parsed")
        // Nothing new: the same file's bytes again.
        let same = cache.encoded() == empty.encoded()
        #expect(same)
    }

    @Test func aRecordBelowNewLinesIsAtItsNewLineAndColumn() throws {
        let records = """
            [
              {"id": "a", "type": "atm", "name": "A", "coordinate": {"latitude": 1, "longitude": 2}},
              {"id": "b", "type": "branch", "name": "B",
               "coordinate": {"latitude": 3, "longitude": 4}, "phone": "+44 1"}
            ]
            """
        let cache = RecordCache.parse([], key: key)
        _ = read(records, cache: cache)
        let edited = records.replacingOccurrences(
            of: "[\n",
            with: "[\n  {\"id\": \"c\", \"type\": \"atm\",\n   \"name\": \"C\",\n   \"coordinate\": {\"latitude\": 5, \"longitude\": 6}},\n"
        )
        let again = next(cache)
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
        let cache = RecordCache.parse([], key: key)
        let (_, firstLog) = read(records, cache: cache)
        #expect(
            firstLog.map(\.description) == [
                "Content/branches.json:1:42: warning: the member \"name\" appears twice in one object; the later value is used\n"
                    + "  hint: remove one of the two; JSON readers differ on which one they keep"
            ])
        let again = next(cache)
        let (output, log) = read(records, cache: again)
        #expect(log == firstLog)
        #expect(output.locations.map(\.name) == ["A2", "B"])
        #expect((again.reused, again.parsed) == (1, 1))
    }

    @Test func aDamagedOrForeignCacheIsNotUsed() throws {
        let cache = RecordCache.parse([], key: key)
        _ = read(sample, cache: cache)
        let bytes = cache.encoded()
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x20
        #expect(RecordCache.parse(flipped, key: key).problem == "the record cache is not whole")
        #expect(RecordCache.parse(Array(bytes.dropLast(9)), key: key).problem == "the record cache is not whole")
        #expect(
            RecordCache.parse(bytes, binary: Digest(high: 1, low: 2), key: key).problem
                == "the record cache is from another Waymark build or time zone data")
        let foreign = RecordCache.parse(cache.encoded(binary: Digest(high: 1, low: 2)), key: key)
        #expect(foreign.problem == "the record cache is from another Waymark build or time zone data")
        let (output, _) = read(sample, cache: foreign)
        #expect(output.locations == read(sample, cache: nil).0.locations)
        #expect(foreign.reused == 0)
    }

    /// A cache whose checksum holds but whose bytes for a record are not a location (a Waymark that wrote them wrongly):
    /// the file is read again, all of it parsed, each diagnostic given once.
    @Test func aRecordTheCacheCannotGiveIsParsedWithTheRest() throws {
        let element = #"{"id": "a", "type": "atm", "name": "A", "name": "A", "coordinate": {"latitude": 1, "longitude": 2}}"#
        let good = #"{"id": "b", "type": "atm", "name": "B", "coordinate": {"latitude": 1, "longitude": 2}}"#
        let records = "[\(good), \(element), \(good.replacingOccurrences(of: "\"b\"", with: "\"c\""))]"
        var w = CodecWriter(out: Array("waymark-records 2\n".utf8))
        w.digest(RecordCache.reader)
        w.digest(Digester.digest { $0.add(bytes: Array(good.utf8)) })
        w.out += [3, 1, 2, 3]  // three bytes that are not a location
        w.digest(key.digest(bytes: w.out))
        let bytes = w.out
        let cache = RecordCache.parse(bytes, key: key)
        #expect(cache.problem == nil)
        let (output, log) = read(records, cache: cache)
        let (parsed, parsedLog) = read(records, cache: nil)
        #expect(output.locations == parsed.locations)
        #expect(log == parsedLog)
        #expect(log.count == 1)
        #expect((cache.reused, cache.parsed) == (0, 3))
        // What was read the second time is kept: the next build takes the two good records from the cache.
        let again = next(cache)
        _ = read(records, cache: again)
        #expect((again.reused, again.parsed) == (2, 1))
    }

    @Test func locationsReadBackAsTheyWereWritten() {
        var random = SeededRandom(seed: 11)
        let texts = ["", "Leeds", "Zürich Hauptbahnhof", "東京駅", "a \"quoted\" name\nwith a line", String(repeating: "x", count: 300)]
        func text() -> String { texts[random.next(below: texts.count)] }
        func week() -> [OpeningHours.Weekday: [OpeningHours.Interval]] {
            var week: [OpeningHours.Weekday: [OpeningHours.Interval]] = [:]
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
        let file = site.root.appendingPathComponent(".waymark/records")
        func build(useCache: Bool = true) -> BuildReport {
            var options = BuildOptions(site: site.root.path, output: site.site.output, jobs: 2)
            options.useCache = useCache
            return Pipeline(options: options).run()
        }
        #expect(build().recordNote == "no record cache yet; 0 records from the record cache, 6 parsed")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(build().recordNote == "6 records from the record cache, 0 parsed")
        site.records[2].phone = "+44 131 496 0000"
        try site.writeRecords()
        #expect(build().recordNote == "5 records from the record cache, 1 parsed")
        #expect(build(useCache: false).recordNote == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
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
            "records.tmp-\(ended.processIdentifier)", "build-cache.tmp-\(ended.processIdentifier)", "records.tmp-\(getpid())", "records",
            "notes.tmp-x",
        ]
        for name in names { try Data("x".utf8).write(to: cache.appendingPathComponent(name)) }
        BuildCache.removeLeftovers(site: folder.url)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == [
                "notes.tmp-x", "records", "records.tmp-\(getpid())",
            ])
    }
}
