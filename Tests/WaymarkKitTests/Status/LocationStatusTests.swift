import Testing

@testable import WaymarkKit

/// A location's status, from every input format and `Content/status.yml`, and what the build makes of it.
@Suite struct LocationStatusTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 27)
    static let reopens = CalendarDay(year: 2027, month: 1, day: 11)
    static let closes = CalendarDay(year: 2026, month: 12, day: 18)

    static func branch(_ id: String, _ extra: String = "") -> String {
        #"{"id": "\#(id)", "type": "branch", "name": "\#(id)", "coordinate": {"latitude": 51.5, "longitude": -0.1}\#(extra)}"#
    }

    func load(_ branches: [String], status: String? = nil) -> (SiteData, [Reported]) {
        var files = SiteLoader.Files(
            branches: SiteLoader.File(
                path: "Content/branches.json", text: "{\"locations\": [\n" + branches.joined(separator: ",\n") + "\n]}\n"))
        files.status = status.map { SiteLoader.File(path: "Content/status.yml", text: $0) }
        var loader = SiteLoader()
        loader.today = Self.today
        var log = DiagnosticLog()
        let data = loader.load(files, log: &log)
        return (data, log.reported)
    }

    @Test func branchesJSONGivesTheStatusAndItsDay() {
        let (data, reported) = load([
            Self.branch("a"),
            Self.branch("b", #", "status": "temporarily_closed", "reopens": "2027-01-11""#),
            Self.branch("c", #", "status": "closed", "closed": "2026-12-18""#),
            Self.branch("d", #", "status": "temporarily_closed""#),
        ])
        #expect(reported == [])
        #expect(
            data.locations.map(\.status) == [
                .open, .temporarilyClosed(reopens: Self.reopens), .closed(on: Self.closes), .temporarilyClosed(reopens: nil),
            ])
    }

    @Test func aWrongStatusOrDayLeavesTheRecordOutWithAWarningAtTheValue() {
        let (data, reported) = load([
            Self.branch("a", #", "status": "shut""#),
            Self.branch("b", #", "status": "closed", "closed": "18/12/2026""#),
            Self.branch("c"),
        ])
        #expect(data.locations.map(\.id.value) == ["c"])
        #expect(
            reported == [
                Reported(
                    .warning, 2, 107,
                    #"status "shut" is not one of "open", "temporarily_closed", "closed"; the record is left out"#),
                Reported(.warning, 3, 127, #"'closed' "18/12/2026" is not a date; the record is left out"#),
            ])
    }

    @Test func csvColumnsAndOpenStreetMapTagsGiveTheStatus() {
        var log = DiagnosticLog()
        let csv = CSVLocationsReader(mapping: SourceMapping()).read(
            SourceFile(
                path: "branches.csv",
                text: "id,name,lat,lng,status,reopens,closed\na,A,51,0,temporarily_closed,2027-01-11,\nb,B,51,0,closed,,2026-12-18\n"
                    + "c,C,51,0,,,\nd,D,51,0,gone,,\n"),
            log: &log)
        #expect(csv.map(\.status) == [.temporarilyClosed(reopens: Self.reopens), .closed(on: Self.closes), .open])
        #expect(log.reported == [Reported(.warning, 5, 10, #"row 4 ("D") has status "gone"; it is left out"#)])
        var osmLog = DiagnosticLog()
        let features = [
            #"{"disused:amenity": "bank", "name": "Old"}"#, #"{"amenity": "atm", "opening_hours": "closed"}"#,
            #"{"amenity": "bank", "status": "closed", "closed": "2026-12-18"}"#,
        ].map { #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [0, 51]}, "properties": \#($0)}"# }
        let osm = GeoJSONLocationsReader(mapping: SourceMapping()).read(
            SourceFile(path: "osm.geojson", text: #"{"type": "FeatureCollection", "features": ["# + features.joined(separator: ",") + "]}"),
            log: &osmLog)
        #expect(osmLog.reported == [])
        #expect(osm.map(\.status) == [.closed(on: nil), .temporarilyClosed(reopens: nil), .closed(on: Self.closes)])
        #expect(osm.map(\.kind) == [.branch, .atm, .branch])
    }

    @Test func statusYMLSetsStatusesByIDAndWarnsOfAnUnknownOne() {
        let (data, reported) = load(
            [Self.branch("a"), Self.branch("b")],
            status: "a:\n  status: temporarily_closed\n  reopens: 2027-01-11\nzz:\n  status: closed\nb:\n  status: away\n")
        #expect(data.locations.map(\.status) == [.temporarilyClosed(reopens: Self.reopens), .open])
        #expect(
            reported == [
                Reported(.error, 7, 11, #"status "away" is not one of "open", "temporarily_closed", "closed""#),
                Reported(.warning, 4, 1, "there is no location 'zz'; its status is ignored"),
            ])
    }

    @Test func aReopeningDayBeforeTodayIsAWarningAtTheRecord() {
        let (_, reported) = load([Self.branch("a", #", "status": "temporarily_closed", "reopens": "2026-11-26""#)])
        #expect(reported == [Reported(.warning, 2, 1, "'a' reopens on 2026-11-26, before today (2026-11-27)")])
    }

    @Test func theOpenNowDataCarriesTheClosureLastOrIsNotWrittenWhenNeverOpen() {
        let hours = OpeningHours(timeZone: "Europe/London", weekly: [.mon: [.init(opens: 540, closes: 1020)]])
        func data(_ status: LocationStatus) -> String? {
            let location = Location(
                id: Slug(validating: "x")!, kind: .branch, name: "X", address: .init(), coordinate: Coordinate(latitude: 0, longitude: 0),
                hours: hours, status: status, position: .file("x"))
            return HoursTable.data(of: location, today: Self.today)
        }
        #expect(data(.open) == "Europe/London 540-1020 - - - - - -")
        #expect(
            data(.temporarilyClosed(reopens: Self.reopens))
                == #"Europe/London 540-1020 - - - - - -|[["2000-01-01","2027-01-10","Temporarily closed",[]]]"#)
        #expect(
            data(.closed(on: Self.closes)) == #"Europe/London 540-1020 - - - - - -|[["2026-12-18","9999-12-31","Closed for good",[]]]"#)
        #expect(data(.temporarilyClosed(reopens: nil)) == nil)
        #expect(data(.closed(on: Self.today)) == nil)
    }

    @Test func theWordsSayWhatAndUntilWhen() {
        let words = StatusText.english
        #expect(words.text(.open, today: Self.today) == nil)
        #expect(
            words.text(.temporarilyClosed(reopens: Self.reopens), today: Self.today)
                == "Temporarily closed · reopens Monday 11 January 2027")
        #expect(words.text(.closed(on: Self.closes), today: Self.today) == "Closing for good on Friday 18 December 2026")
        #expect(words.text(.closed(on: Self.closes), today: Self.closes) == "Closed for good on Friday 18 December 2026")
    }
}

/// A location closed for good keeps its page for `closed_page_days`, then its URL redirects to its city's list.
@Suite struct RetiredLocationTests {
    @Test func aLocationClosedLongerThanTheSettingHasNoPageAndRedirectsToItsCity() {
        let place = #", "address": {"city": "London", "country": "GB"}"#
        var files = SiteLoader.Files(
            siteConfig: SiteLoader.File(path: "Content/site.yml", text: "closed_page_days: 30\n"),
            branches: SiteLoader.File(
                path: "Content/branches.json",
                text: "["
                    + [
                        LocationStatusTests.branch("kept", place + #", "status": "closed", "closed": "2026-10-28""#),
                        LocationStatusTests.branch("gone", place + #", "status": "closed", "closed": "2026-10-27""#),
                        LocationStatusTests.branch("nowhere", #", "status": "closed", "closed": "2026-01-01""#),
                    ].joined(separator: ",") + "]"))
        files.status = nil
        var loader = SiteLoader()
        loader.today = LocationStatusTests.today
        var log = DiagnosticLog()
        let data = loader.load(files, log: &log)
        #expect(log.reported == [])
        #expect(data.locations.map(\.id.value) == ["kept"])
        #expect(data.retired.map(\.id.value) == ["gone", "nowhere"])
        let plan = SitePlan(data: data, parallel: false, log: &log)
        #expect(
            plan.redirects.map { "\($0.from.path) \($0.to.path)" } == [
                "/locations/gb/london/gone/ /locations/gb/london/", "/locations/other/other/nowhere/ /locations/",
            ])
    }
}
