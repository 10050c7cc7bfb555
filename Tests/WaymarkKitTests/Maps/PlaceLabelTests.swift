import Foundation
import Testing

@testable import WaymarkKit

/// Natural Earth's populated places as read from `places.bin`, and the place names drawn on Web Mercator maps.
@Suite struct PlaceLabelTests {
    static func renderer(places: [PopulatedPlaces.Place]) -> MapRenderer {
        let bundled = SharedBasemap.basemap
        return MapRenderer(
            basemap: Basemap(
                small: bundled.small, medium: bundled.medium, large: bundled.large, fingerprint: bundled.fingerprint,
                places: PopulatedPlaces(places: places)))
    }

    static func place(_ name: String, _ lat: Double, _ lon: Double) -> PopulatedPlaces.Place {
        PopulatedPlaces.Place(name: name, coordinate: Coordinate(latitude: lat, longitude: lon), rank: 1)
    }

    static func failure(_ bytes: [UInt8], name: String) -> String {
        do {
            _ = try PopulatedPlaces(decoding: bytes, name: name)
            return "read without an error"
        } catch {
            return "\(error)"
        }
    }

    @Test func theBundledPlacesHaveTheirNameCoordinateAndRank() throws {
        let places = SharedBasemap.basemap.places.places
        #expect(places.count == 7342)
        let london = try #require(places.first { $0.name == "London" })
        #expect(london.coordinate == Coordinate(latitude: 51.5019, longitude: -0.1187))
        #expect(london.rank == 0)
        let scarborough = try #require(places.first { $0.name == "Scarborough" })
        #expect(scarborough.coordinate == Coordinate(latitude: 54.2804, longitude: -0.43))
        #expect(scarborough.rank == 1)
        #expect(places.contains { $0.name == "São Paulo" })
        // World cities first.
        #expect(places.prefix(241).allSatisfy { $0.rank == 0 } && places.dropFirst(241).allSatisfy { $0.rank == 1 })
    }

    @Test func theGridGivesEveryPlaceInsideARectangleInOrderOfImportance() {
        let places = SharedBasemap.basemap.places
        // Rectangles from a town to a large region, over Europe, the Pacific edge and the poles' rows.
        let rectangles: [(x: ClosedRange<Double>, y: ClosedRange<Double>)] = [
            (0.49...0.51, 0.33...0.34), (0.45...0.62, 0.25...0.40), (0.0...0.03, 0.5...0.6), (0.97...0.999, 0.0...0.2),
            (0.2...0.6, 0.9...1.0),
        ]
        var compared = 0
        for rectangle in rectangles {
            let inside = places.places.indices.filter {
                rectangle.x.contains(places.places[$0].world.x) && rectangle.y.contains(places.places[$0].world.y)
            }
            let found = places.indices(worldX: rectangle.x, worldY: rectangle.y)
            #expect(found == found?.sorted())
            #expect(Set(inside).isSubset(of: Set(found ?? [])))
            compared += inside.count
            #expect((found?.count ?? .max) < places.places.count / 4)
        }
        #expect(compared > 100, "the rectangles hold places, so the comparison is not between empty sets")
        // Across the antimeridian, or half the world wide: every place is a candidate.
        #expect(places.indices(worldX: -0.01...0.02, worldY: 0.3...0.4) == nil)
        #expect(places.indices(worldX: 0.1...0.7, worldY: 0.3...0.4) == nil)
    }

    @Test func readsAPlaceFileAndRefusesABrokenOne() throws {
        // "WMPL", format 1, one place: lon 1.5 and lat -2.25 as zigzag varints of 1e-4 degrees, rank 1, "Ré" in UTF-8.
        let bytes: [UInt8] = Array("WMPL".utf8) + [1, 1, 0xB0, 0xEA, 0x01, 0xC7, 0xDF, 0x02, 1, 3, 0x52, 0xC3, 0xA9]
        let read = try PopulatedPlaces(decoding: bytes, name: "places.bin")
        #expect(read.places == [PopulatedPlaces.Place(name: "Ré", coordinate: Coordinate(latitude: -2.25, longitude: 1.5), rank: 1)])
        #expect(
            Self.failure(bytes + [0], name: "places.bin")
                == WaymarkError.io(path: "places.bin", reason: "unexpected bytes after the places").description)
        #expect(
            Self.failure(Array(bytes.dropLast()), name: "places.bin")
                == WaymarkError.io(path: "places.bin", reason: "truncated basemap file").description)
        #expect(
            Self.failure(Array(bytes.dropLast(2)) + [0xC3, 0x28], name: "places.bin")
                == WaymarkError.io(path: "places.bin", reason: "a place name is not UTF-8").description)
        #expect(
            Self.failure(Array("WMBM".utf8) + [1, 0], name: "x")
                == WaymarkError.io(path: "x", reason: "not a Waymark places file (format 1); run scripts/prepare-basemap.py").description)
    }

    @Test func aSmallMapNamesTheNearestPlacesClearOfThePin() {
        // Open South Atlantic at zoom 5, 320 x 160: room for 2 labels. The first place lies under the pin; the two
        // nearest the pin after it are kept, east of their dots; the one farther east is one too many.
        let renderer = Self.renderer(places: [
            Self.place("Under the pin", -36.01, -27.98),
            Self.place("Too far", -35, -21.4),
            Self.place("Left side", -35, -33),
            Self.place("Near <&>", -37, -33),
        ])
        let spec = MapSpec(
            width: 320, height: 160, framing: .centered(on: Coordinate(latitude: -36, longitude: -28), zoom: 5),
            pins: [MapRendererTests.pin(-36.01, -27.98, .branch, "Pin", selected: true)],
            title: "Map", id: "m1", embedsStylesheet: false)
        let lines = renderer.render(spec).markup.split(separator: "\n").filter { $0.contains("wm-pl") }
        #expect(
            lines == [
                "<i class=\"wm-pl\" style=\"left:14.4%;top:32.6%\" aria-hidden=\"true\">Left side</i>",
                "<i class=\"wm-pl\" style=\"left:14.4%;top:67.77%\" aria-hidden=\"true\">Near &lt;&amp;&gt;</i>",
            ])
    }

    @Test func aTownMapNamesTheLargestPlacesNearItNotAFarMetropolis() {
        // Central Scotland at zoom 8 around a pin in Edinburgh: Natural Earth's places nearest the pin, not London.
        let edinburgh = Coordinate(latitude: 55.95, longitude: -3.19)
        let spec = MapSpec(
            width: 640, height: 400, framing: .centered(on: edinburgh, zoom: 8),
            pins: [MapPin(coordinate: edinburgh, kind: .branch, label: "Here", id: "here", isSelected: true)], title: "Map")
        let names = MapRendererTests.renderer.render(spec).markup.split(separator: "\n").filter { $0.hasPrefix("<i class=\"wm-pl") }
            .map { $0.split(separator: ">")[1].split(separator: "<")[0] }
        // Edinburgh itself lies under the pin.
        #expect(names == ["Glasgow", "Perth"])
    }

    @Test func aViewAcrossTheAntimeridianNamesPlacesOnBothSides() {
        let renderer = Self.renderer(places: [Self.place("East of the line", -17, -179.7), Self.place("West of it", -16.5, 179.7)])
        let spec = MapSpec(
            width: 640, height: 400, framing: .centered(on: Coordinate(latitude: -17, longitude: 180), zoom: 7), title: "Fiji",
            embedsStylesheet: false)
        let lines = renderer.render(spec).markup.split(separator: "\n").filter { $0.contains("wm-pl") }
        #expect(
            lines == [
                "<i class=\"wm-pl\" style=\"left:54.27%;top:49.9%\" aria-hidden=\"true\">East of the line</i>",
                "<i class=\"wm-pl\" style=\"left:45.73%;top:38.02%\" aria-hidden=\"true\">West of it</i>",
            ])
    }

    @Test func worldMapsAndEqualEarthMapsHaveNoPlaceNames() {
        let renderer = Self.renderer(places: [Self.place("Nowhere", 0, 0)])
        for projection in [MapProjection.webMercator, .equalEarth] {
            let spec = MapSpec(width: 960, height: 500, projection: projection, framing: .world, pins: [], title: "World")
            #expect(!renderer.render(spec).markup.contains("class=\"wm-pl"))
        }
    }

    /// A label's and a pin's boxes in CSS pixels on the map shown `shown` pixels wide, as `MapStyle.css` draws them.
    static func cssBoxes(_ markup: String, viewWidth: Int, viewHeight: Int, shown: Double) -> (labels: [CGRect], pins: [CGRect]) {
        let scale = shown / Double(viewWidth)
        func at(_ line: Substring) -> (x: Double, y: Double) {
            let numbers = line.split(separator: "%")[0...1].map { Double($0.split(separator: ":").last!)! }
            return (numbers[0] / 100 * shown, numbers[1] / 100 * Double(viewHeight) * scale)
        }
        var labels: [CGRect] = [], pins: [CGRect] = []
        for line in markup.split(separator: "\n") {
            if line.hasPrefix("<i class=\"wm-pl") {
                let p = at(line)
                let name = line.split(separator: ">")[1].split(separator: "<")[0]
                let width = 9 + TextMetrics.width(String(name), size: 12)
                let left = line.contains("wm-plw") ? p.x + 3 - width : p.x - 3
                labels.append(CGRect(x: left, y: p.y - 8, width: width, height: 16))
            } else if line.hasPrefix("<a class=\"wm-p") {
                let p = at(line)
                pins.append(CGRect(x: p.x - 12, y: p.y - 27, width: 24, height: 28))
            } else if line.hasPrefix("<a class=\"wm-c") {
                let p = at(line)
                pins.append(CGRect(x: p.x - 20, y: p.y - 14, width: 40, height: 28))
            }
        }
        return (labels, pins)
    }

    @Test func labelsCoverNoPinNoClusterAndNoOtherLabelAtAnyWidth() {
        // Pins around London and every place of Natural Earth as candidates.
        var pins: [MapPin] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let lat = 51.2 + Double(row) * 0.25, lon = -0.9 + Double(column) * 0.6
                pins.append(MapRendererTests.pin(lat, lon, .atm, "P\(row)-\(column)"))
            }
        }
        let spec = MapSpec(
            width: 640, height: 400, framing: .centered(on: Coordinate(latitude: 51.5, longitude: -0.12), zoom: 9),
            pins: pins, title: "London", id: "m", embedsStylesheet: false)
        let markup = MapRendererTests.renderer.render(spec).markup
        #expect(markup.contains("wm-pl"))
        for shown in [320.0, 390, 640, 1280] {
            let boxes = Self.cssBoxes(markup, viewWidth: 640, viewHeight: 400, shown: shown)
            #expect(!boxes.labels.isEmpty && !boxes.pins.isEmpty)
            let frame = CGRect(x: 0, y: 0, width: shown, height: shown * 400 / 640)
            for (index, label) in boxes.labels.enumerated() {
                #expect(frame.contains(label), "label \(label) is cut off at \(shown) px")
                #expect(!boxes.pins.contains { $0.intersects(label) }, "label \(label) covers a pin at \(shown) px")
                #expect(!boxes.labels[(index + 1)...].contains { $0.intersects(label) }, "labels overlap at \(shown) px")
            }
        }
    }

    @Test func labelsApartOnAWideScreenMeetOnANarrowOne() {
        // A label east of its dot and one west of a dot 60 view pixels further east (each 34 CSS pixels wide):
        // apart while a CSS pixel is at most one view pixel, overlapping when the map is shown any narrower.
        let east = PlaceLabels.box(x: 100, y: 50, textWidth: 20, west: false)
        let west = PlaceLabels.box(x: 160, y: 50, textWidth: 20, west: true)
        #expect(!east.overlaps(west, units: 0.5...1))
        #expect(east.overlaps(west, units: 0.5...1.01))
        #expect(east.overlaps(west, units: 2...3))
        // Moved 17 view pixels apart vertically (16 CSS pixels tall each), they meet only above 1.0625 units a pixel.
        let lower = PlaceLabels.box(x: 160, y: 67, textWidth: 20, west: true)
        #expect(!east.overlaps(lower, units: 0.5...1.06))
        #expect(east.overlaps(lower, units: 0.5...1.07))
    }
}
