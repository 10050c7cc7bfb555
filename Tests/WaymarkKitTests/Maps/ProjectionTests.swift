import Foundation
import Testing

@testable import WaymarkKit

@Suite struct ProjectionTests {
    @Test func webMercatorPutsKnownPlacesWhereTilesExpectThem() {
        let origin = WebMercator.project(longitude: 0, latitude: 0)
        #expect(origin == WorldPoint(x: 0.5, y: 0.5))
        let corner = WebMercator.project(longitude: -180, latitude: WebMercator.maxLatitude)
        #expect(abs(corner.x) < 1e-12 && abs(corner.y) < 1e-9)
        // London's tile at zoom 10 is 511/340 in the slippy-map scheme.
        let london = WebMercator.project(longitude: -0.1276, latitude: 51.5072)
        #expect(Int(london.x * 1024) == 511 && Int(london.y * 1024) == 340)
    }

    @Test func webMercatorClampsThePoles() {
        #expect(
            WebMercator.project(longitude: 0, latitude: 90).y == WebMercator.project(longitude: 0, latitude: 89).y.nextDown
                || WebMercator.project(longitude: 0, latitude: 90).y <= 0)
        #expect(WebMercator.project(longitude: 0, latitude: -90).y.isFinite)
    }

    @Test(arguments: [MapProjection.webMercator, .equalEarth])
    func inverseUndoesForward(projection: MapProjection) {
        for (lat, lon) in [(0.0, 0.0), (51.5, -0.12), (-33.9, 151.2), (78.2, 15.6), (-17.7, 178.1), (64.1, -21.9)] {
            let back = projection.unproject(projection.project(longitude: lon, latitude: lat))
            #expect(abs(back.latitude - lat) < 1e-9 && abs(back.longitude - lon) < 1e-9, "\(projection) \(lat),\(lon)")
        }
    }

    @Test func equalEarthMatchesPublishedExtent() {
        // Šavrič et al. 2018: the map is 2.05458 times as wide as high; at R = 1 the half-width is 2.7064.
        let east = EqualEarth.project(longitude: 180, latitude: 0)
        let north = EqualEarth.project(longitude: 0, latitude: 90)
        #expect(abs((east.x - 0.5) * 2 * .pi - 2.706_4) < 1e-3)
        #expect(abs((east.x - 0.5) / (0.5 - north.y) - 2.05458) < 1e-3)
    }

    @Test func equalEarthKeepsAreasEqual() {
        // Two 10° by 10° cells at the equator and at 60° N differ in area by their true ratio.
        func cellArea(_ lat: Double) -> Double {
            let p = [(0.0, lat), (10, lat), (10, lat + 10), (0, lat + 10)].map { EqualEarth.project(longitude: $0.0, latitude: $0.1) }
            var area = 0.0
            for i in 0..<4 { area += p[i].x * p[(i + 1) % 4].y - p[(i + 1) % 4].x * p[i].y }
            return abs(area) / 2
        }
        let truth = (sin(70 * Double.pi / 180) - sin(60 * Double.pi / 180)) / sin(10 * Double.pi / 180)
        #expect(abs(cellArea(60) / cellArea(0) - truth) < 0.01)
    }
}

@Suite struct GeoBoundsTests {
    @Test func boundsAcrossTheAntimeridianTakeTheShortWay() throws {
        let fiji = Coordinate(latitude: -18.14, longitude: 178.44)
        let samoa = Coordinate(latitude: -13.83, longitude: -171.76)
        let tonga = Coordinate(latitude: -21.14, longitude: -175.2)
        let bounds = try #require(GeoBounds(covering: [samoa, fiji, tonga]))
        #expect(bounds.west == 178.44 && abs(bounds.east - 188.24) < 1e-9)
        #expect(abs(bounds.center.longitude - (-176.66)) < 1e-9)
        #expect(bounds.south == -21.14 && bounds.north == -13.83)
    }

    @Test func boundsWithoutTheAntimeridianStayPlain() throws {
        let bounds = try #require(
            GeoBounds(covering: [
                Coordinate(latitude: 51.5, longitude: -0.1), Coordinate(latitude: 48.9, longitude: 2.35),
            ]))
        #expect(bounds == GeoBounds(south: 48.9, north: 51.5, west: -0.1, east: 2.35))
        #expect(GeoBounds(covering: []) == nil)
    }

    @Test func normalizesLongitudes() {
        #expect(GeoBounds.normalized(190) == -170)
        #expect(GeoBounds.normalized(-190) == 170)
        #expect(GeoBounds.normalized(180) == -180)
        #expect(GeoBounds.normalized(540) == -180)
    }
}
