import Foundation
import Testing

@testable import WaymarkKit

@Suite struct BasemapTests {
    let basemap = SharedBasemap.basemap

    @Test func loadsAllThreeScales() {
        #expect(basemap.small.scale == .small && basemap.medium.scale == .medium && basemap.large.scale == .large)
        #expect(basemap.large.countries.count == 250 && basemap.medium.countries.count == 241 && basemap.small.countries.count == 177)
        #expect(!basemap.large.lakes.isEmpty && !basemap.small.land.isEmpty && !basemap.large.borders.isEmpty)
        #expect(basemap.fingerprint.count == 8)
    }

    @Test(arguments: [
        (48.8566, 2.3522, "FR"), (51.5072, -0.1276, "GB"), (44.95, 34.1, "UA"), (78.22, 15.65, "NO"),
        (-18.14, 178.44, "FJ"), (64.15, -21.94, "IS"), (-33.87, 151.21, "AU"), (35.68, 139.69, "JP"),
        (-16.5, -68.15, "BO"), (-29.31, 27.48, "LS"), (-26.2, 28.05, "ZA"), (41.9029, 12.4534, "VA"),
    ])
    func findsTheCountryContainingAPoint(latitude: Double, longitude: Double, iso: String) {
        #expect(basemap.country(containing: Coordinate(latitude: latitude, longitude: longitude)) == iso)
    }

    @Test func oceanIsInNoCountry() {
        #expect(basemap.country(containing: Coordinate(latitude: 0, longitude: -30)) == nil)
        #expect(basemap.country(containing: Coordinate(latitude: 42, longitude: 51)) == nil)  // Caspian Sea
    }

    @Test func measuresDistanceToAnOutline() throws {
        // Dover is on the coast; Paris is about 190 km from the Channel at Le Havre... and far from any other edge.
        let dover = try #require(basemap.distance(from: Coordinate(latitude: 51.127, longitude: 1.31), toOutlineOf: "GB"))
        #expect(dover < 3_000)
        let calais = Coordinate(latitude: 50.95, longitude: 1.85)
        let fromCalais = try #require(basemap.distance(from: calais, toOutlineOf: "GB"))
        #expect(fromCalais > 25_000 && fromCalais < 45_000)
        #expect(basemap.contains(calais, inCountry: "GB") == false)
        #expect(basemap.contains(calais, inCountry: "fr") == true)
        #expect(basemap.distance(from: calais, toOutlineOf: "ZZ") == nil)
    }

    @Test func extentOfACountryIsItsMainTerritory() throws {
        let france = try #require(basemap.extent(ofCountry: "FR", near: Coordinate(latitude: 48.86, longitude: 2.35)))
        #expect(france.west > -6 && france.east < 10 && france.south > 41 && france.north < 52)
        let fiji = try #require(basemap.extent(ofCountry: "FJ"))
        // Viti Levu to the Lau group, with Rotuma and Ceva-i-Ra, across the antimeridian.
        #expect(fiji.west > 174 && fiji.east > 181 && fiji.east < 182, "\(fiji)")
    }

    @Test func crimeaIsUkrainianAtEveryScale() {
        let simferopol = Coordinate(latitude: 44.95, longitude: 34.1)
        for layers in [basemap.small, basemap.medium, basemap.large] {
            let owner = layers.countries.first { layers.contains(simferopol, in: $0) }?.isoCode
            #expect(owner == "UA", "\(layers.scale)")
        }
    }

    @Test func refusesCorruptFiles() {
        #expect(throws: WaymarkError.self) { try BasemapLayers(decoding: Array("WMBM".utf8) + [1, 10, 200], name: "x.bin") }
        #expect(throws: WaymarkError.self) { try BasemapLayers(decoding: Array("NOPE".utf8), name: "x.bin") }
        #expect(throws: WaymarkError.self) { try BasemapLayers(decoding: [], name: "x.bin") }
    }
}
