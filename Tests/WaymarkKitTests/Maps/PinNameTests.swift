import Foundation
import Testing

@testable import WaymarkKit

/// A lone capital's name is written beside its pin, where it covers no other mark at the widths it is shown at.
@Suite struct PinNameTests {
    static let renderer = MapRenderer(basemap: SharedBasemap.basemap)

    static func pin(_ label: String, _ lat: Double, _ lon: Double, kind: MapPin.Kind = .capital, selected: Bool = false) -> MapPin {
        MapPin(coordinate: Coordinate(latitude: lat, longitude: lon), kind: kind, label: label, id: label, isSelected: selected)
    }

    /// The names the map writes beside pins, as their whole elements.
    static func names(_ spec: MapSpec) -> [String] {
        var spec = spec
        spec.embedsStylesheet = false
        return renderer.render(spec).markup.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<i class=\"wm-pl wm-pn") }
    }

    @Test func aWorldMapNamesItsLoneCapitalAndNotItsBranch() {
        let spec = MapSpec(
            width: 960, height: 500, projection: .equalEarth, framing: .world,
            pins: [Self.pin("Adamstown", -25.066, -130.101), Self.pin("Suva", -18.14, 178.44, kind: .branch)], title: "World")
        #expect(Self.names(spec) == ["<i class=\"wm-pl wm-pn\" style=\"left:16.06%;top:67.38%\" aria-hidden=\"true\">Adamstown</i>"])
    }

    @Test func aCountryMapNamesItsCapitalAndEscapesTheName() {
        let spec = MapSpec(
            framing: .centered(on: Coordinate(latitude: -29.5, longitude: 28.2), zoom: 6), pins: [Self.pin("Maseru <&>", -29.31, 27.48)],
            title: "Lesotho")
        #expect(
            Self.names(spec) == ["<i class=\"wm-pl wm-pn\" style=\"left:44.94%;top:47.56%\" aria-hidden=\"true\">Maseru &lt;&amp;&gt;</i>"])
    }

    @Test func aCapitalAtTheMapsEastEdgeIsNamedOnItsWestSide() {
        // 300 view pixels east of the centre of a 640-pixel map: 20 from its edge, no room for a name at any width.
        let degrees = 300 / (256 * 256 / 360.0)
        let spec = MapSpec(
            framing: .centered(on: Coordinate(latitude: 0, longitude: 0), zoom: 8), pins: [Self.pin("Edge", 0, degrees)], title: "t")
        #expect(Self.names(spec).count == 1)
        #expect(Self.names(spec).allSatisfy { $0.contains("wm-pn wm-plw") })
    }

    @Test func aNameThatWouldCoverAPinOnAPhoneIsShownOnWideScreensOnly() {
        // Branches 80 view pixels east and west: about 37 CSS pixels on the narrowest screen (on the name either
        // side), 200 on the widest (clear of it).
        let degrees = 80 / (256 * 256 / 360.0)
        let spec = MapSpec(
            framing: .centered(on: Coordinate(latitude: 0, longitude: 0), zoom: 8),
            pins: [Self.pin("Here", 0, 0), Self.pin("East", 0, degrees, kind: .branch), Self.pin("West", 0, -degrees, kind: .branch)],
            title: "t")
        #expect(Self.names(spec) == ["<i class=\"wm-pl wm-pn wm-pw\" style=\"left:50%;top:50%\" aria-hidden=\"true\">Here</i>"])
    }

    @Test func theSelectedCapitalIsNamedByItsCalloutNotBesideItsPin() {
        let spec = MapSpec(
            framing: .centered(on: Coordinate(latitude: -29.31, longitude: 27.48), zoom: 6),
            pins: [Self.pin("Maseru", -29.31, 27.48, selected: true)],
            title: "Lesotho")
        #expect(Self.names(spec).isEmpty)
        #expect(Self.renderer.render(spec).markup.contains("<b>Maseru</b>"))
    }
}
