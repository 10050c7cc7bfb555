import Foundation
import Testing

@testable import WaymarkKit

/// A location's map links the street tiles that three or more location maps show, and draws the others in the page,
/// clipped to its view: where locations are far apart, a file each would add more files than the site has pages.
@Suite struct StreetTileUseTests {
    static func locationSpec(center: Coordinate = StreetTileTests.edinburgh) -> MapSpec {
        var spec = StreetTileTests.spec(zoom: 14, center: center)
        spec.streetTilesByUse = true
        return spec
    }

    static func renderer(counting views: [MapViewport]) -> MapRenderer {
        var maps = MapRenderer(basemap: SharedBasemap.basemap, layers: StreetTileTests.sample)
        maps.streetUse = StreetTileUse(views: views)
        return maps
    }

    static func streetFiles(_ map: RenderedMap) -> [String] {
        map.assets.map(\.relativePath).filter { $0.contains("/streets/") }
    }

    @Test func aTileFewerThanThreeLocationMapsShowIsDrawnInThePage() {
        let spec = Self.locationSpec()
        let view = MapViewport(spec: spec, basemap: SharedBasemap.basemap)
        let maps = Self.renderer(counting: [view, view])
        let map = maps.render(spec)
        // The view's own drawing, as a town map draws its layers: the same paths, clipped to the view.
        #expect(StreetTileTests.group(map.markup) == maps.layerPaths(maps.layerPainters(view), zoom: 14, scale: view.scale))
        #expect(Self.streetFiles(map) == [])
        // Shown by a third location's map, each tile is a file.
        let shared = Self.renderer(counting: [view, view, view]).render(spec)
        #expect(StreetTileTests.group(shared.markup).count == 2)
        #expect(StreetTileTests.group(shared.markup).allSatisfy { $0.hasPrefix("<image href=") })
        #expect(Self.streetFiles(shared).count == 2)
    }

    @Test func aMapWithSharedAndUnsharedTilesLinksOneAndDrawsTheOtherInItsPlace() throws {
        let spec = Self.locationSpec()
        let view = MapViewport(spec: spec, basemap: SharedBasemap.basemap)
        // A view a little south shows only the lower of the two tiles; counted twice, with the first view that is three.
        let south = MapViewport(
            spec: Self.locationSpec(center: Coordinate(latitude: 55.944, longitude: -3.19)), basemap: SharedBasemap.basemap)
        #expect(StreetTileUse.tiles(of: south).count == 1)
        #expect(StreetTileUse.tiles(of: view).count == 2)
        let map = Self.renderer(counting: [view, south, south]).render(spec)
        let group = StreetTileTests.group(map.markup)
        let images = group.filter { $0.hasPrefix("<image href=") }
        #expect(images.count == 1)
        #expect(images.first?.contains("/streets/14/62-39/4023-2553-") == true)
        #expect(images.first?.contains(" y=\"75\" ") == true)
        // The upper tile's part of the view, down to the lower tile's edge at y = 77 (its file reaches 2 pixels past it,
        // to 75) and a clip margin past that.
        let paths = group.filter { $0.hasPrefix("<path ") }
        #expect(paths.count == 3)
        let points = paths.flatMap(StreetTileTests.points)
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { $0.y >= -MapRenderer.clipMargin && $0.y <= 77 + MapRenderer.clipMargin }, "\(paths)")
    }

    @Test func aTownMapLinksEveryTileWhateverTheCount() {
        var spec = StreetTileTests.spec(zoom: 14)
        let view = MapViewport(spec: spec, basemap: SharedBasemap.basemap)
        spec.streetTilesByUse = false
        let map = Self.renderer(counting: [view]).render(spec)
        #expect(Self.streetFiles(map).count == 2)
    }

    /// What a location page's key takes of the count changes with whether its tiles are files, and only then.
    @Test func aLocationsKeyChangesWhenOneOfItsTilesBecomesAFile() {
        let view = MapViewport(spec: Self.locationSpec(), basemap: SharedBasemap.basemap)
        func key(_ use: StreetTileUse) -> Digest { Digester.digest { use.add(location: 0, to: &$0) } }
        #expect(key(StreetTileUse(views: [view, view])) == key(StreetTileUse(views: [view, nil, view])))
        #expect(key(StreetTileUse(views: [view, view])) != key(StreetTileUse(views: [view, view, view])))
    }
}
