import Foundation
import Testing

@testable import WaymarkKit

@Suite struct MapRendererTests {
    static let renderer = MapRenderer(basemap: SharedBasemap.basemap)
    var renderer: MapRenderer { Self.renderer }

    static func pin(_ lat: Double, _ lon: Double, _ kind: MapPin.Kind, _ label: String, selected: Bool = false) -> MapPin {
        MapPin(
            coordinate: Coordinate(latitude: lat, longitude: lon), kind: kind, label: label, href: "/l/\(label.lowercased())/",
            id: label, isSelected: selected)
    }

    @Test func rendersASmallMapExactly() {
        // Open South Atlantic: no basemap files, one pin whose text needs escaping, no stylesheet.
        let spec = MapSpec(
            width: 200, height: 120, framing: .centered(on: Coordinate(latitude: -36, longitude: -28), zoom: 5),
            pins: [
                MapPin(
                    coordinate: Coordinate(latitude: -36.01, longitude: -27.98), kind: .geocodeResult, label: "A & B <c>",
                    sublabel: "\"quoted\"", href: "/geocode/x/?a=1&b=2", id: "r1")
            ],
            title: "Search results", caption: "One result", id: "m1", assetBase: "/sub/", embedsStylesheet: false)
        let map = renderer.render(spec)
        #expect(
            map.html == """
                <div class="wm-map" id="m1">
                <figure>
                <div class="wm-frame">
                <svg class="wm-svg" viewBox="0 0 200 120" width="200" height="120" role="img" aria-labelledby="m1-title" aria-describedby="m1-desc" data-projection="web-mercator" data-scale="8192.000" data-origin-x="3359.000" data-origin-y="4915.000">
                <title id="m1-title">Search results</title>
                <desc id="m1-desc">Map centred on 36.00° S, 27.99° W, showing 1 place: 1 search result. The places are also listed below the map.</desc>
                <g class="wm-base" aria-hidden="true">
                <image href="/sub/assets/maps/61b73a94/tiles/5/0-0/6-9.svg" x="-289" y="-309" width="516" height="516"/>
                </g>
                </svg>
                <a class="wm-p wm-geocode-result" style="left:50.15%;top:50.33%" href="/geocode/x/?a=1&amp;b=2" tabindex="-1" aria-label="A &amp; B &lt;c&gt;, search result, &quot;quoted&quot;"></a>
                <div class="wm-scale" aria-hidden="true"><span style="width:25.29%">200 km</span><span style="width:40.71%">200 mi</span></div>
                <small class="wm-attr">Map data: Natural Earth (public domain)</small>
                </div>
                <ul class="wm-legend" aria-label="Map key"><li><i class="wm-geocode-result"></i>Search result</li></ul>
                <figcaption>One result</figcaption>
                </figure>
                <ul class="wm-places">
                <li class="wm-geocode-result"><a href="/geocode/x/?a=1&amp;b=2">A &amp; B &lt;c&gt;</a> <span class="wm-detail">Search result · &quot;quoted&quot; · 36.0100° S, 27.9800° W</span></li>
                </ul>
                </div>
                """)
        // The view is open sea, but its 512-pixel tile reaches the Azores.
        #expect(map.assets.count == 1 && map.zoom == 5)
    }

    @Test func writesATileExactly() {
        // Bermuda at zoom 7, from the 10m layer, simplified to the pixel: one ring, no sea rectangle, in a file of
        // 512 pixels (2 × 2 tiles of 256).
        let asset = renderer.asset(renderer.tileKey(TileLevel(zoom: 7), x: 20, y: 25))
        #expect(asset.relativePath == "\(renderer.assetFolder)/tiles/7/0-0/20-25.svg")
        #expect(
            String(decoding: asset.bytes, as: UTF8.self) == """
                <svg xmlns="http://www.w3.org/2000/svg" width="516" height="516" viewBox="-2 -2 516 516">
                <path d="M238.5 474l.3 5.2 3.9 1 2.2-.9 12-8.4-2.8-1.8 1.5-1.4 3.3 1.5.7-1.9-2.6-2.2-5.5 4.8-.2 1.6 3.1-.8-1.2 1.4-8.4 1.7.5 1.5 2.4.3-4.9 3.4-2.3.5-.5-1.5 1.3-.3-2.1-.5 1.3-2.3z" fill="#f4f1e9" stroke="#8fb3c9" stroke-width=".6" stroke-linejoin="round"/>
                </svg>

                """)
    }

    /// Past zoom 7 every view shows the deep level's files: the grid of zoom 6 drawn for zoom 13, so a street map and
    /// a city map of one place share one file, scaled on the page, with strokes as wide at every scale.
    @Test func viewsPastZoomSevenShareTheDeepFiles() {
        let hamilton = Coordinate(latitude: 32.29, longitude: -64.78)  // Bermuda: zoom 7's file 20-25, zoom 6's 10-12
        var seen: Set<String> = []
        for zoom in 8...14 {
            let map = renderer.render(
                MapSpec(framing: .centered(on: hamilton, zoom: Double(zoom)), pins: [], title: "Bermuda at \(zoom)"))
            #expect(map.assets.map(\.relativePath) == ["\(renderer.assetFolder)/deep/10-12.svg"], "zoom \(zoom)")
            // The file is 516 of its own pixels (512 and the overlap), shown 2^(zoom - 6) times as large.
            let scale = 1 << (zoom - 6)
            #expect(map.markup.contains("width=\"\(516 * scale)\" height=\"\(516 * scale)\"/>"), "zoom \(zoom)")
            seen.formUnion(map.assets.map(\.relativePath))
        }
        #expect(seen.count == 1)
        let seven = renderer.render(MapSpec(framing: .centered(on: hamilton, zoom: 7), pins: [], title: "Bermuda at 7"))
        #expect(seven.assets.map(\.relativePath) == ["\(renderer.assetFolder)/tiles/7/0-0/20-25.svg"])

        // Drawn for zoom 13 in its pixels (128 to one of the file's own), with the islet that zoom 7 leaves out, and
        // strokes that do not scale.
        #expect(
            String(decoding: renderer.asset(renderer.tileKey(.deep, x: 10, y: 12)).bytes, as: UTF8.self) == """
                <svg xmlns="http://www.w3.org/2000/svg" width="516" height="516" viewBox="-256 -256 66048 66048">
                <path d="M15263.8 63106.1l20.4 328 245.8 66.8 144.5-55.8 765.4-539.6-175.9-117.9 97.3-85.5 207.4 93.8 47.7-122.8-166-141.4-351.3 309.7-18 104.1 198.6-51-76.9 85.5-537.1 110.9 31.5 97.9 153.8 15.9-314 216.3-144.5 34.4-31.4-98.5 83.3-13.1-135.2-37.8 81-146.8zM15539.3 63231.5l189.3 26.9-90.3-37.9-80.9-2.7z" fill="#f4f1e9" stroke="#8fb3c9" stroke-width=".6" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>
                </svg>

                """)
    }

    @Test func classifiesTilesAsSeaLandOrMixed() {
        #expect(renderer.tileFill(TileLevel(zoom: 6), x: 5, y: 20) == .sea)  // the South Pacific, 41° S 120° W
        // Zoom 10 (512 files across) over the West Siberian Plain, far from coasts, lakes and borders.
        let x = Int((75.0 + 180) / 360 * 512), y = Int(WebMercator.project(longitude: 75, latitude: 61.5).y * 512)
        #expect(renderer.tileFill(TileLevel(zoom: 10), x: x, y: y) == .land)
        #expect(renderer.tileFill(TileLevel(zoom: 7), x: 20, y: 25) == .mixed)
    }

    @Test func quickTileClassificationAgreesWithDrawing() {
        var random = SeededRandom(seed: 8)
        for _ in 0..<150 {
            let z = Int.random(in: 3...12, using: &random)
            // Around Europe and the North Sea, where coasts, lakes and borders are dense.
            let p = WebMercator.project(
                longitude: Double.random(in: -10...30, using: &random), latitude: Double.random(in: 40...65, using: &random))
            let files = Double(MapRenderer.tilesAcross(zoom: z))
            let x = Int(p.x * files), y = Int(p.y * files)
            let quick = BasemapPicture.fill(basemap: renderer.basemap, painter: renderer.tilePainter(TileLevel(zoom: z), x: x, y: y))
            #expect(quick == renderer.tilePicture(TileLevel(zoom: z), x: x, y: y).fill, "tile \(z)/\(x)/\(y)")
        }
    }

    @Test func sameSpecSameBytesOnAnyThread() {
        let spec = MapSpec(
            framing: .fit([Coordinate(latitude: 51.5, longitude: -0.1), Coordinate(latitude: 48.85, longitude: 2.35)], padding: 20),
            pins: [Self.pin(51.5, -0.1, .branch, "London"), Self.pin(48.85, 2.35, .atm, "Paris")], highlightedCountry: "FR",
            title: "Two cities")
        let first = renderer.render(spec)
        nonisolated(unsafe) var results = [RenderedMap?](repeating: nil, count: 8)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: 8) { slots[$0] = MapRenderer(basemap: SharedBasemap.basemap).render(spec) }
        }
        #expect(results.allSatisfy { $0 == first })
        for key in first.assets { #expect(renderer.asset(key) == renderer.asset(key)) }
        #expect(!first.assets.isEmpty && first.markup.contains("class=\"wm-hl\""))
    }

    @Test func hostileTextIsEscapedEverywhere() {
        let evil = "</title></svg><script>alert('x')</script>\u{0}\u{85}"
        let spec = MapSpec(
            framing: .centered(on: Coordinate(latitude: 0, longitude: 0), zoom: 3),
            pins: [
                MapPin(
                    coordinate: Coordinate(latitude: 0, longitude: 0), kind: .capital, label: evil, sublabel: evil,
                    href: "\"><script>", id: evil, isSelected: true)
            ],
            title: evil, description: evil, caption: evil, attribution: evil, id: evil,
            clusterLink: .href("\"x"))
        let map = renderer.render(spec)
        for text in [map.html, map.placesList] {
            #expect(!text.contains("<script>") && !text.contains("'x'") && !text.contains("\u{0}") && !text.contains("\u{85}"))
        }
        #expect(map.markup.contains("&lt;/title&gt;&lt;/svg&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(map.html.hasPrefix("<div class=\"wm-map\" id=\"--title---svg--script-alert--x----script---\">"))
    }

    @Test func aDetailMapWithTenNeighboursStaysSmall() {
        var pins = [Self.pin(51.5136, -0.1316, .atm, "Imaginary Bank Soho ATM", selected: true)]
        var random = SeededRandom(seed: 3)
        for i in 0..<10 {
            pins.append(
                Self.pin(
                    51.5136 + Double.random(in: -0.02...0.02, using: &random),
                    -0.1316 + Double.random(in: -0.03...0.03, using: &random), i % 2 == 0 ? .branch : .atm,
                    "Imaginary Bank Branch Number \(i)"))
        }
        let spec = MapSpec(
            framing: .centeredFit(on: pins[0].coordinate, showing: pins.map(\.coordinate), padding: 30),
            pins: pins, title: "Soho ATM and nearby places")
        let map = renderer.render(spec)
        // The budget in docs/ARCHITECTURE.md: a detail page under 30 KB; the map (with its own stylesheet and list) takes under a third.
        #expect(map.html.utf8.count < 10_000, "\(map.html.utf8.count) bytes")
        #expect(
            map.markup.contains(
                "\n<p class=\"wm-callout\"><i class=\"wm-atm\"></i><b>Imaginary Bank Soho ATM</b> 51.5136° N, 0.1316° W</p>"))
        // The list has the ten neighbours; the selected pin is named by the callout above.
        #expect(map.places.reduce(0) { $0 + $1.count } == 10)
        #expect(!map.places.contains { $0.label == "Imaginary Bank Soho ATM" })
        // A pin is one element whose hover label CSS draws from its accessible name: under 200 bytes.
        let pinLines = map.markup.split(separator: "\n").filter { $0.hasPrefix("<a class=\"wm-p ") }.map { $0.utf8.count }
        #expect(!pinLines.isEmpty && pinLines.allSatisfy { $0 < 200 }, "\(pinLines)")
    }

    @Test func viewsAcrossTheAntimeridianUseTilesFromBothEnds() {
        let suva = Coordinate(latitude: -18.14, longitude: 178.44)
        let spec = MapSpec(
            framing: .centered(on: suva, zoom: 5), pins: [MapPin(coordinate: suva, kind: .branch, label: "Suva", id: "s")],
            highlightedCountry: "FJ", title: "Fiji")
        let map = renderer.render(spec)
        let columns = Set(
            map.assets.compactMap { key -> Int? in
                guard case .tile(_, let x, _) = key.source else { return nil }
                return x
            })
        #expect(columns.contains(15) && columns.contains(0))  // 16 files across the world at zoom 5
        // The highlight covers the islands on both sides of 180°: pieces left and right of the centre.
        let highlight = map.markup.split(separator: "\n").first { $0.hasPrefix("<path class=\"wm-hl\"") }!
        #expect(highlight.split(separator: "M").count > 10)
    }

    @Test func worldMapsShareOneBasemapFilePerSize() {
        let a = renderer.render(
            MapSpec(
                width: 960, height: 500, projection: .equalEarth, framing: .world,
                pins: [Self.pin(0, 0, .capital, "Null Island")], title: "A"))
        let b = renderer.render(
            MapSpec(width: 960, height: 500, projection: .equalEarth, framing: .world, highlightedCountry: "BR", title: "B"))
        #expect(a.assets == b.assets && a.assets.count == 1)
        #expect(a.assets[0].relativePath.hasPrefix("\(renderer.assetFolder)/views/equal-earth-960x500-"))
        let bytes = String(decoding: renderer.asset(a.assets[0]).bytes, as: UTF8.self)
        #expect(bytes.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"500\" viewBox=\"0 0 960 500\">\n"))
        #expect(bytes.split(separator: "\n").count == 8)  // svg, sphere, graticule, land, lakes, borders, outline, end
        #expect(b.markup.contains("class=\"wm-hl\"") && b.markup.contains("role=\"img\""))
        // No scale bar: a world map's scale changes across it.
        #expect(!a.markup.contains("class=\"wm-scale\"") && !b.markup.contains("class=\"wm-scale\""))
    }

    @Test func clustersCountEveryPinInView() {
        var random = SeededRandom(seed: 11)
        let pins = (0..<2000).map { i in
            Self.pin(
                Double.random(in: 50...54, using: &random), Double.random(in: -3...1, using: &random), i % 4 == 0 ? .atm : .branch, "P\(i)")
        }
        let spec = MapSpec(
            framing: .fit([Coordinate(latitude: 50, longitude: -3), Coordinate(latitude: 54, longitude: 1)], padding: 0),
            pins: pins, title: "Many", clusterLink: .template("/near/?lat={lat}&lon={lon}&z={zoom}&n={count}"))
        let map = renderer.render(spec)
        #expect(map.places.reduce(0) { $0 + $1.count } == 2000)
        let clusters = map.places.filter { $0.kind == nil }
        #expect(!clusters.isEmpty && clusters.count < 300)
        #expect(clusters.allSatisfy { $0.href?.hasPrefix("/near/?lat=5") == true && $0.href?.contains("&n=\($0.count)") == true })
        // Each cluster once, and the clusters its places make when zoomed, hidden until a script shows them.
        let marks = map.markup.split(separator: "\n").filter { $0.hasPrefix("<a class=\"wm-c\"") }
        #expect(marks.filter { !$0.contains(" hidden ") }.count == clusters.count)
    }

    @Test func positionsAreSharesOfTheMapToAHundredthOfAPercent() {
        #expect(MapRenderer.percent(100.3, of: 200) == "50.15%")
        #expect(MapRenderer.percent(60, of: 120) == "50%")
        #expect(MapRenderer.percent(61.2, of: 120) == "51%")
        #expect(MapRenderer.percent(0.6, of: 640) == "0.09%")
        #expect(MapRenderer.percent(64, of: 640) == "10%")
        #expect(MapRenderer.percent(66.56, of: 640) == "10.4%")
        #expect(MapRenderer.percent(1, of: 0) == "100%")
    }

    @Test func aPinTheSelectedPinWouldCoverIsDrawnBesideItAndTheKeyNamesWhatIsShown() {
        // At zoom 14: an ATM at the branch's address, one 17 units east (8.7 px on a 320-pixel screen), one 116 units east.
        let pins = [
            Self.pin(51.5136, -0.1316, .branch, "Soho", selected: true), Self.pin(51.5136, -0.1316, .atm, "Soho ATM"),
            Self.pin(51.5136, -0.1301, .atm, "Near"), Self.pin(51.5136, -0.1216, .atm, "Far"),
        ]
        let map = renderer.render(
            MapSpec(framing: .centered(on: pins[0].coordinate, zoom: 14), pins: pins, title: "Soho", id: "m"))
        let lines = map.markup.split(separator: "\n")
        // The two ATMs 9 px apart on a phone would overlap each other: they are one cluster, drawn beside the branch.
        let beside = lines.filter { $0.contains(" wm-east\"") }
        #expect(beside.count == 1)
        #expect(beside.first?.hasPrefix("<a class=\"wm-c wm-east\" ") == true)
        #expect(beside.first?.contains("aria-label=\"2 locations around 51.51° N, 0.13° W\"") == true)
        #expect(lines.contains { $0.hasPrefix("<a class=\"wm-p wm-atm\" ") && $0.contains("/l/far/") })
        #expect(
            lines.last
                == "<ul class=\"wm-legend\" aria-label=\"Map key\"><li><i class=\"wm-atm\"></i>ATM</li><li><i class=\"wm-c\">3</i>Places close together</li><li><i class=\"wm-branch wm-sel\"></i>This branch</li></ul>"
        )
    }

    @Test func aClusterOfOneAreasPinsLinksToThatArea() {
        var soho = Self.pin(51.5136, -0.1316, .branch, "A"), near = Self.pin(51.5137, -0.1317, .atm, "B")
        soho.area = "/locations/gb/london/"
        near.area = "/locations/gb/london/"
        var far = Self.pin(51.5138, -0.1318, .atm, "C")
        let spec = MapSpec(
            framing: .centered(on: soho.coordinate, zoom: 8), pins: [soho, near], title: "x", clusterLink: .href("/cities/"))
        #expect(renderer.render(spec).places.map(\.href) == ["/locations/gb/london/"])
        far.area = "/locations/gb/camden/"
        var mixed = spec
        mixed.pins.append(far)
        #expect(renderer.render(mixed).places.map(\.href) == ["/cities/"])
    }

    @Test func aClusterOfOneCountrysPinsLinksToThatCountryWhenItsCitiesDiffer() {
        var a = Self.pin(40.71, -74.0, .branch, "A"), b = Self.pin(41.88, -87.63, .atm, "B"), c = Self.pin(-34.6, -58.4, .atm, "C")
        (a.area, a.region) = ("/locations/us/new-york/", "/locations/us/")
        (b.area, b.region) = ("/locations/us/chicago/", "/locations/us/")
        (c.area, c.region) = ("/locations/ar/buenos-aires/", "/locations/ar/")
        let spec = MapSpec(
            width: 320, height: 200, framing: .centered(on: Coordinate(latitude: 10, longitude: -70), zoom: 1), pins: [a, b, c],
            title: "x", clusterLink: .href("/locations/"), clusterRadius: 40)
        // New York and Chicago are one cluster at this zoom, Buenos Aires a pin of its own.
        #expect(renderer.render(spec).places.map(\.href) == ["/locations/us/", "/l/c/"])
        // A capital in the cluster has no region: the cluster still opens its locations' country.
        var withCapital = spec
        withCapital.pins.append(MapPin(coordinate: Coordinate(latitude: 45.42, longitude: -75.7), kind: .capital, label: "Ottawa", id: "o"))
        #expect(renderer.render(withCapital).places.map(\.href) == ["/locations/us/", "/l/c/"])
        var mixed = spec
        mixed.clusterRadius = 400
        #expect(renderer.render(mixed).places.map(\.href) == ["/locations/"])
    }

    @Test func unknownHighlightIsIgnored() {
        let map = renderer.render(
            MapSpec(framing: .centered(on: Coordinate(latitude: 0, longitude: 0), zoom: 2), highlightedCountry: "ZZ", title: "x"))
        #expect(!map.markup.contains("class=\"wm-hl\""))
    }
}

@Suite struct CulledRunTests {
    /// Merging the culled chunks beyond one side of a tile into one run changes no tile's land or lake area and no
    /// border's pieces, on real coasts of every shape (fjords, islands, a continent's edge), at the zooms maps use.
    /// What it removes is the clipper's zero-width spikes along the tile's margin, outside the drawn square.
    @Test func mergingCulledRunsKeepsEveryAreaAndBorder() {
        let renderer = MapRendererTests.renderer
        let basemap = renderer.basemap
        // Norway's west coast, Scotland, the Aegean, Chile's fjords, Tokyo Bay, each at zoom 7, 9, 11 and 13.
        let places = [(61.0, 5.0), (57.0, -5.5), (37.5, 25.0), (-45.0, -73.5), (35.4, 139.8)]
        var compared = 0, shorter = 0
        for (latitude, longitude) in places {
            for z in [7, 9, 11, 13] {
                let n = Double(MapRenderer.tilesAcross(zoom: z))
                let cx = Int((longitude + 180) / 360 * n)
                let cy = Int((1 - log(tan(latitude * .pi / 180) + 1 / cos(latitude * .pi / 180)) / .pi) / 2 * n)
                for x in cx - 2...cx + 2 {
                    for y in cy - 2...cy + 2 {
                        var merged = renderer.tilePainter(TileLevel(zoom: z), x: x, y: y)
                        var plain = merged
                        plain.mergesCulledRuns = false
                        merged.mergesCulledRuns = true
                        let layers = basemap.layers(BasemapScale.forView(pixelsPerWorld: merged.scale))
                        var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0
                        let landA = merged.rings(layers.land, in: layers.shapes, grid: layers.landGrid, minimumSize: 0.8, area: &a)
                        let landB = plain.rings(layers.land, in: layers.shapes, grid: layers.landGrid, minimumSize: 0.8, area: &b)
                        _ = merged.rings(
                            basemap.large.lakes, in: basemap.large.shapes, grid: basemap.large.lakeGrid, minimumSize: 1.5, area: &c)
                        _ = plain.rings(
                            basemap.large.lakes, in: basemap.large.shapes, grid: basemap.large.lakeGrid, minimumSize: 1.5, area: &d)
                        let bordersA = merged.lines(layers.borders, in: layers.shapes, grid: layers.borderGrid, count: &e)
                        let bordersB = plain.lines(layers.borders, in: layers.shapes, grid: layers.borderGrid, count: &f)
                        #expect(a == b, "land area of tile \(z)/\(x)/\(y)")
                        #expect(c == d, "lake area of tile \(z)/\(x)/\(y)")
                        #expect(e == f && bordersA.text == bordersB.text, "borders of tile \(z)/\(x)/\(y)")
                        #expect(landA.text.utf8.count <= landB.text.utf8.count)
                        compared += 1
                        if landA.text.utf8.count < landB.text.utf8.count { shorter += 1 }
                    }
                }
            }
        }
        #expect(compared == 500)
        #expect(shorter > 0, "no tile lost a spike: the test no longer reaches the case it is about")
    }
}
