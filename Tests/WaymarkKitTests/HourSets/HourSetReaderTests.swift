import Testing

@testable import WaymarkKit

/// Named sets of hours from every input format that has them, and their problems at the value.
@Suite struct HourSetReaderTests {
    static let driveThrough = [OpeningHours.Interval(opens: 420, closes: 1140)]

    func branches(_ sets: String) -> ([Location], [Reported]) {
        let text =
            #"{"locations": [{"id": "a", "type": "branch", "name": "A", "coordinate": {"latitude": 40.7, "longitude": -74},"#
            + "\n"
            + #""hours": {"timezone": "America/New_York", "weekly": {"mon": [["09:00", "17:00"]]}},"#
            + "\n" + sets + "}]}\n"
        var log = DiagnosticLog()
        let output = BranchesReader().read(bytes: Array(text.utf8), path: "Content/branches.json", log: &log)
        return (output.locations, log.reported)
    }

    @Test func branchesJSONReadsEachSetInTheShapeOfHoursOrderedByName() {
        let (locations, reported) = branches(
            #""hour_sets": {"lobby": {"timezone": "America/New_York", "osm": "Mo-Su 06:00-22:00"},"#
                + #" "drive_through": {"timezone": "America/New_York", "weekly": {"mon": [["07:00", "19:00"]]}}}"#)
        #expect(reported == [])
        #expect(locations.first?.hourSets.map(\.name) == ["drive_through", "lobby"])
        #expect(locations.first?.hourSets.first?.hours.weekly[.mon] == Self.driveThrough)
        #expect(locations.first?.hourSets.last?.hours.weekly[.sun] == [OpeningHours.Interval(opens: 360, closes: 1320)])
    }

    @Test func aBadSetIsAWarningAtItsValueAndTheLocationKeepsItsOtherHours() {
        let (locations, reported) = branches(
            #""hour_sets": {"drive_through": {"timezone": "Mars/Olympus", "weekly": {}},"#
                + #" "lobby": {"timezone": "America/New_York", "weekly": {"mon": [["07:00", "19:00"]]}}, "Night Safe": {}}"#)
        #expect(
            reported == [
                Reported(.warning, 3, 45, #"drive_through hours: unknown time zone "Mars/Olympus"; the set is left out"#),
                Reported(.warning, 3, 160, #""Night Safe" cannot name a set of hours; it is left out"#),
            ])
        #expect(locations.map(\.id.value) == ["a"])
        #expect(locations.first?.hours?.weekly[.mon] == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(locations.first?.hourSets.map(\.name) == ["lobby"])
    }

    @Test func csvColumnsHoldEachSetAsAnOpenStreetMapValue() {
        var log = DiagnosticLog()
        let locations = CSVLocationsReader(mapping: SourceMapping()).read(
            SourceFile(
                path: "branches.csv",
                text: "id,name,lat,lng,opening_hours,hours:drive_through,opening_hours:atm\n"
                    + "a,A,40.7,-74,Mo 09:00-17:00,Mo 07:00-19:00,24/7\n"
                    + "b,B,40.7,-74,Mo 09:00-17:00,Mo 07:00-25:99,\n"),
            log: &log)
        #expect(locations.map { $0.hourSets.map(\.name) } == [["atm", "drive_through"], []])
        #expect(locations.first?.hourSets.last?.hours.weekly[.mon] == Self.driveThrough)
        #expect(locations.last?.hours?.weekly[.mon] == [OpeningHours.Interval(opens: 540, closes: 1020)])
        #expect(
            log.reported == [
                Reported(.warning, 3, 41, #"drive_through hours of row 2 ("B"): minute 99 is out of range; the set is left out"#)
            ])
    }

    @Test func openStreetMapTagsHoldEachSet() {
        var log = DiagnosticLog()
        let feature =
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-74, 40.7]}, "properties": "#
            + #"{"amenity": "bank", "name": "A", "opening_hours": "Mo 09:00-17:00", "opening_hours:drive_through": "Mo 07:00-19:00"}}"#
        let locations = GeoJSONLocationsReader(mapping: SourceMapping()).read(
            SourceFile(path: "osm.geojson", text: #"{"type": "FeatureCollection", "features": ["# + feature + "]}"), log: &log)
        #expect(log.reported == [])
        #expect(locations.first?.hourSets.map(\.name) == ["drive_through"])
        #expect(locations.first?.hourSets.first?.hours.weekly[.mon] == Self.driveThrough)
    }

    @Test func siteYMLLabelsSetsAndTheBuiltInNamesHaveTheirOwn() {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(
            text: "hour_sets:\n  night_safe: \"Night safe\"\n  lobby: \"Banking hall\"\n  Bad Name: x\n", path: "site.yml", log: &log)
        #expect(log.reported == [Reported(.error, 4, 3, #""Bad Name" cannot name a set of hours"#)])
        let labels = config.hourSetLabels
        #expect(
            ["night_safe", "lobby", "drive_through", "atm", "coin_room"].map(labels.label) == [
                "Night safe", "Banking hall", "Drive-through", "ATM", "Coin room",
            ])
        #expect(["drive_through", "atm"].map(labels.inSentence) == ["drive-through", "ATM"])
    }
}
