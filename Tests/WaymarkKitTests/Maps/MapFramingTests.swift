import Foundation
import Testing

@testable import WaymarkKit

@Suite struct MapFramingTests {
    let basemap = SharedBasemap.basemap

    func viewport(
        _ framing: MapFraming, width: Int = 640, height: Int = 400, projection: MapProjection = .webMercator,
        maxZoom: Int = 14
    ) -> MapViewport {
        MapViewport(
            spec: MapSpec(
                width: width, height: height, projection: projection, framing: framing, title: "t",
                maxZoom: maxZoom), basemap: basemap)
    }

    @Test func centeredPutsThePlaceInTheMiddle() {
        let soho = Coordinate(latitude: 51.5136, longitude: -0.1316)
        let view = viewport(.centered(on: soho, zoom: 15))
        let p = view.point(soho)
        #expect(abs(p.x - 320) <= 0.5 && abs(p.y - 200) <= 0.5)
        #expect(view.zoom == 15 && view.tileZoom == 15 && view.scale == 256 * 32768)
    }

    @Test func fitShowsEveryPlaceWithItsPaddingAndZoomsInQuarterSteps() {
        let places = [
            Coordinate(latitude: 51.5, longitude: -0.12), Coordinate(latitude: 48.86, longitude: 2.35),
            Coordinate(latitude: 50.85, longitude: 4.35),
        ]
        let view = viewport(.fit(places, padding: 20))
        for place in places {
            let p = view.point(place)
            #expect(p.x >= 19.5 && p.x <= 620.5 && p.y >= 19.5 && p.y <= 380.5, "\(place) at \(p)")
        }
        let zoom = view.zoom!
        #expect(zoom * 4 == (zoom * 4).rounded())
        // A quarter step closer would not fit.
        let closer = MapViewport(
            projection: .webMercator, width: 640, height: 400, scale: view.scale * pow(2, 0.25),
            zoom: zoom + 0.25, originX: 0, originY: 0)
        let xs = places.map { closer.point($0).x }, ys = places.map { closer.point($0).y }
        #expect(xs.max()! - xs.min()! > 600 || ys.max()! - ys.min()! > 360)
    }

    @Test func centeredFitAcrossTheAntimeridian() {
        let suva = Coordinate(latitude: -18.1416, longitude: 178.4419)
        let apia = Coordinate(latitude: -13.8333, longitude: -171.7667)
        let view = viewport(.centeredFit(on: suva, showing: [apia], padding: 30))
        let s = view.point(suva), a = view.point(apia)
        #expect(abs(s.x - 320) <= 0.5 && abs(s.y - 200) <= 0.5)
        // Apia is east of Suva on the map, inside the view: the short way across 180°.
        #expect(a.x > s.x && a.x <= 610.5 && a.y >= 0)
        #expect(view.zoom! >= 4.5)
    }

    @Test func fitAcrossTheAntimeridianCentresBetween() {
        let view = viewport(
            .fit([Coordinate(latitude: -17.7, longitude: 177.4), Coordinate(latitude: -13.8, longitude: -171.8)], padding: 20))
        #expect(abs(view.center.longitude - (-177.2)) < 0.2)
    }

    @Test func viewsNearThePolesStayInsideTheWorld() {
        // Alert, Nunavut at 82.5° N: the view slides south rather than showing beyond the map's edge.
        let alert = Coordinate(latitude: 82.5, longitude: -62.3)
        let view = viewport(.centered(on: alert, zoom: 3))
        #expect(view.originY == 0)
        #expect(view.point(alert).y < 200)
        // Svalbard at a closer zoom stays centred.
        let longyearbyen = Coordinate(latitude: 78.22, longitude: 15.63)
        let svalbard = viewport(.centered(on: longyearbyen, zoom: 6))
        #expect(abs(svalbard.point(longyearbyen).y - 200) <= 0.5)
        // Scale at 78° N is about a fifth of the equator's.
        #expect(abs(svalbard.metresPerPixel / (40_030_000 / (256 * 64)) - cos(78.22 * .pi / 180)) < 0.01)
    }

    @Test func worldViews() {
        let mercator = viewport(.world, width: 1024, height: 600)
        #expect(mercator.zoom == 2 && mercator.originX == 0)
        let equalEarth = viewport(.world, width: 960, height: 500, projection: .equalEarth)
        #expect(equalEarth.zoom == nil)
        let west = equalEarth.point(Coordinate(latitude: 0, longitude: -180)),
            east = equalEarth.point(Coordinate(latitude: 0, longitude: 180))
        #expect(west.x >= 7 && east.x <= 953 && abs((west.x + east.x) / 2 - 480) <= 0.5)
    }

    @Test func countryFramingShowsTheMainTerritory() {
        let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
        let view = viewport(.country(isoCode: "FR", centeredOn: paris))
        #expect(abs(view.point(paris).x - 320) <= 0.5)
        for corner in [Coordinate(latitude: 42.4, longitude: -4.7), Coordinate(latitude: 51.0, longitude: 8.2)] {
            #expect(view.contains(view.point(corner)))
        }
        #expect(view.zoom! >= 4.5)
    }

    @Test func zoomNeverPassesTheMaximum() {
        let spot = Coordinate(latitude: 10, longitude: 10)
        #expect(viewport(.fit([spot], padding: 10), maxZoom: 12).zoom == 12)
        #expect(viewport(.centeredFit(on: spot, showing: [spot], padding: 10), maxZoom: 13).zoom == 13)
    }
}
