import Foundation
import Testing

@testable import WaymarkKit

/// Figures for the report (DESIGN §8): `WAYMARK_MAP_FIGURES=1 swift test -c release --filter MapFigures`.
/// Prints load time, detail-page map sizes and how many shared basemap files sites of 10,000 and
/// 100,000 locations need. A benchmark, not a test: skipped unless asked for.
@Suite struct MapFiguresTests {
    static let enabled = ProcessInfo.processInfo.environment["WAYMARK_MAP_FIGURES"] != nil

    @Test(.enabled(if: enabled)) func basemapLoadTime() throws {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = Date()
            _ = try Basemap.bundled()
            times.append(Date().timeIntervalSince(start) * 1000)
        }
        let b = try Basemap.bundled()
        print(
            "FIGURE basemap load: best \(Int(times.min()!)) ms, median \(Int(times.sorted()[2])) ms; vertices 110m \(b.small.vertexCount), 50m \(b.medium.vertexCount), 10m \(b.large.vertexCount)"
        )
    }

    @Test(.enabled(if: enabled), arguments: [("uk", 10_000), ("uk", 100_000), ("world", 10_000), ("world", 100_000)])
    func detailPageFigures(region: String, count: Int) throws {
        let renderer = MapRenderer(basemap: SharedBasemap.basemap)
        let points =
            region == "uk"
            ? SyntheticLocations.uk(count, basemap: renderer.basemap) : SyntheticLocations.world(count, basemap: renderer.basemap)
        var start = Date()
        let index = SpatialIndex(points)
        let indexTime = Date().timeIntervalSince(start)
        start = Date()
        let neighbours = points.indices.map { index.nearest(toIndex: $0, k: 10) }
        let nearestTime = Date().timeIntervalSince(start)
        start = Date()
        nonisolated(unsafe) var sizes = [Int](repeating: 0, count: points.count)
        nonisolated(unsafe) var keys = [[BasemapAssetKey]](repeating: [], count: points.count)
        DispatchQueue.concurrentPerform(iterations: points.count) { i in
            var pins = [
                MapPin(
                    coordinate: points[i], kind: i % 3 == 0 ? .atm : .branch, label: "Imaginary Bank \(i)",
                    sublabel: "\(i) High Street", href: "/locations/loc-\(i)/", id: "loc-\(i)", isSelected: true)
            ]
            pins += neighbours[i].map { n in
                MapPin(
                    coordinate: points[n.index], kind: n.index % 3 == 0 ? .atm : .branch, label: "Imaginary Bank \(n.index)",
                    sublabel: "\(n.index) High Street", href: "/locations/loc-\(n.index)/", id: "loc-\(n.index)")
            }
            let spec = MapSpec(
                framing: .centeredFit(on: points[i], showing: pins.dropFirst().map(\.coordinate), padding: 30),
                pins: pins, title: "Imaginary Bank \(i) and nearby places")
            let map = renderer.render(spec)
            sizes[i] = map.svg.utf8.count
            keys[i] = map.assets
        }
        let renderTime = Date().timeIntervalSince(start)
        // Again, with every tile's fill known: the cost of drawing a page alone.
        start = Date()
        DispatchQueue.concurrentPerform(iterations: points.count) { i in
            var pins = [
                MapPin(
                    coordinate: points[i], kind: .branch, label: "Imaginary Bank \(i)", sublabel: "\(i) High Street",
                    href: "/locations/loc-\(i)/", id: "loc-\(i)", isSelected: true)
            ]
            pins += neighbours[i].map { n in
                MapPin(
                    coordinate: points[n.index], kind: .branch, label: "Imaginary Bank \(n.index)",
                    sublabel: "\(n.index) High Street", href: "/locations/loc-\(n.index)/", id: "loc-\(n.index)")
            }
            _ = renderer.render(
                MapSpec(
                    framing: .centeredFit(on: points[i], showing: pins.dropFirst().map(\.coordinate), padding: 30),
                    pins: pins, title: "t"))
        }
        let warmTime = Date().timeIntervalSince(start)
        let unique = Set(keys.joined()).sorted()
        start = Date()
        nonisolated(unsafe) var assetBytes = [Int](repeating: 0, count: unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { i in assetBytes[i] = renderer.asset(unique[i]).bytes.count }
        let assetTime = Date().timeIntervalSince(start)
        let sorted = sizes.sorted(), assetSorted = assetBytes.sorted()
        let perPage = keys.map(\.count).reduce(0, +) / max(1, keys.count)
        print(
            """
            FIGURE \(region) \(count): index \(ms(indexTime)) ms, 10-nearest for all \(ms(nearestTime)) ms; \
            detail svg median \(sorted[sorted.count / 2]) B, max \(sorted.last!) B; render all \(ms(renderTime)) ms (again, tiles known: \(ms(warmTime)) ms); \
            assets \(unique.count) (per page avg \(perPage)), bytes total \(assetBytes.reduce(0, +)), median \(assetSorted.isEmpty ? 0 : assetSorted[assetSorted.count / 2]), \
            max \(assetSorted.last ?? 0); render assets \(ms(assetTime)) ms
            """)
    }

    private func ms(_ t: TimeInterval) -> Int { Int(t * 1000) }

    /// The other maps of a site: list pages of 50, the all-locations map, one page per country, the world map.
    @Test(.enabled(if: enabled), arguments: [("uk", 100_000), ("world", 100_000)])
    func otherPagesFigures(region: String, count: Int) {
        let renderer = MapRenderer(basemap: SharedBasemap.basemap)
        let points =
            region == "uk"
            ? SyntheticLocations.uk(count, basemap: renderer.basemap) : SyntheticLocations.world(count, basemap: renderer.basemap)
        let pins = points.enumerated().map { i, c in
            MapPin(
                coordinate: c, kind: i % 3 == 0 ? .atm : .branch, label: "Imaginary Bank \(i)", href: "/locations/loc-\(i)/", id: "loc-\(i)"
            )
        }
        var specs: [(String, MapSpec)] = []
        // Pages of 50, in the order of the data (here: by town, as a real file would roughly be).
        let byTown = pins.indices.sorted {
            (points[$0].latitude * 10).rounded() < (points[$1].latitude * 10).rounded()
                || ((points[$0].latitude * 10).rounded() == (points[$1].latitude * 10).rounded() && $0 < $1)
        }
        for start in stride(from: 0, to: byTown.count, by: 50) {
            let page = byTown[start..<min(start + 50, byTown.count)].map { pins[$0] }
            specs.append(
                (
                    "list",
                    MapSpec(
                        framing: .fit(page.map(\.coordinate), padding: 24), pins: page, title: "Page",
                        clusterLink: .href("#list"))
                ))
        }
        specs.append(
            (
                "all",
                MapSpec(
                    width: 960, height: 560, framing: .fit(points, padding: 20), pins: pins, title: "All",
                    clusterLink: .template("/locations/?near={lat},{lon}"), clusterRadius: 18)
            ))
        for iso in renderer.basemap.countryCodes {
            specs.append(("country", MapSpec(framing: .country(isoCode: iso, centeredOn: nil), highlightedCountry: iso, title: iso)))
        }
        specs.append(("world", MapSpec(width: 960, height: 500, projection: .equalEarth, framing: .world, title: "World")))
        var keys: [String: Set<BasemapAssetKey>] = [:]
        var bytes: [String: [Int]] = [:]
        let start = Date()
        for (kind, spec) in specs {
            let map = renderer.render(spec)
            keys[kind, default: []].formUnion(map.assets)
            bytes[kind, default: []].append(map.svg.utf8.count)
        }
        let renderTime = Date().timeIntervalSince(start)
        let all = keys.values.reduce(into: Set<BasemapAssetKey>()) { $0.formUnion($1) }
        let assetBytes = all.sorted().map { renderer.asset($0).bytes.count }
        let perKind = keys.keys.sorted().map { kind -> String in
            let sizes = bytes[kind]!.sorted()
            return "\(kind) \(sizes.count) maps, \(keys[kind]!.count) files, svg median \(sizes[sizes.count / 2]) B max \(sizes.last!) B"
        }.joined(separator: "; ")
        print(
            "FIGURE other pages \(region) \(count): \(perKind); together \(all.count) files, \(assetBytes.reduce(0, +)) B; render \(ms(renderTime)) ms"
        )
    }

    /// CPU time of this thread, in seconds: steadier than wall time on a shared machine.
    static func cpuTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    @Test(.enabled(if: enabled)) func cpuPerDetailPage() {
        let renderer = MapRenderer(basemap: SharedBasemap.basemap)
        let points = SyntheticLocations.uk(100_000, basemap: renderer.basemap)
        let index = SpatialIndex(points)
        func spec(_ i: Int) -> MapSpec {
            var pins = [
                MapPin(
                    coordinate: points[i], kind: .branch, label: "Imaginary Bank \(i)", sublabel: "\(i) High Street",
                    href: "/locations/loc-\(i)/", id: "loc-\(i)", isSelected: true)
            ]
            pins += index.nearest(toIndex: i, k: 10).map { n in
                MapPin(
                    coordinate: points[n.index], kind: .atm, label: "Imaginary Bank \(n.index)",
                    sublabel: "\(n.index) High Street", href: "/locations/loc-\(n.index)/", id: "loc-\(n.index)")
            }
            return MapSpec(
                framing: .centeredFit(on: points[i], showing: pins.dropFirst().map(\.coordinate), padding: 30), pins: pins, title: "t")
        }
        let n = 20_000
        var t = Self.cpuTime()
        let specs = (0..<n).map(spec)
        let specTime = Self.cpuTime() - t
        t = Self.cpuTime()
        for s in specs { _ = renderer.render(s) }
        let cold = Self.cpuTime() - t
        t = Self.cpuTime()
        for s in specs { _ = renderer.render(s) }
        let warm = Self.cpuTime() - t
        print(
            "FIGURE cpu per detail page (uk, 20,000 of 100,000): nearest+spec \(Int(specTime / Double(n) * 1e6)) µs, render first \(Int(cold / Double(n) * 1e6)) µs, render with tiles known \(Int(warm / Double(n) * 1e6)) µs"
        )
    }
}

/// Made-up but plausible location sets: UK towns weighted by size, or towns on land world-wide.
enum SyntheticLocations {
    static let ukTowns: [(Double, Double, Double)] = [
        (51.507, -0.128, 30), (52.486, -1.890, 6), (53.480, -2.243, 6), (53.800, -1.549, 4), (55.864, -4.251, 4),
        (53.408, -2.991, 3), (51.455, -2.588, 3), (55.953, -3.188, 3), (51.481, -3.179, 2), (54.597, -5.930, 2),
        (54.978, -1.617, 3), (53.381, -1.470, 3), (52.954, -1.158, 2), (52.637, -1.139, 2), (50.910, -1.404, 2),
        (52.630, 1.297, 1), (57.149, -2.094, 1), (50.376, -4.143, 1), (50.718, -3.534, 1), (57.478, -4.225, 0.5),
        (51.752, -1.258, 1), (52.205, 0.122, 1), (50.822, -0.137, 2), (53.745, -0.336, 1), (54.906, -1.383, 1),
    ]

    static func uk(_ count: Int, basemap: Basemap) -> [Coordinate] {
        var random = SeededRandom(seed: 2024)
        let total = ukTowns.reduce(0) { $0 + $1.2 }
        var out: [Coordinate] = []
        while out.count < count {
            let pick = Double.random(in: 0..<1, using: &random)
            let c: Coordinate
            if pick < 0.12 {
                // Rural: anywhere on British land.
                c = Coordinate(
                    latitude: Double.random(in: 50...58.6, using: &random), longitude: Double.random(in: -7.5...1.8, using: &random))
                guard basemap.contains(c, inCountry: "GB") == true else { continue }
            } else {
                var target = Double.random(in: 0..<total, using: &random)
                let town =
                    ukTowns.first {
                        target -= $0.2; return target < 0
                    } ?? ukTowns[0]
                let spread = 0.02 + 0.015 * town.2.squareRoot()
                c = Coordinate(
                    latitude: town.0 + gaussian(&random) * spread,
                    longitude: town.1 + gaussian(&random) * spread / cos(town.0 * .pi / 180))
            }
            out.append(c)
        }
        return out
    }

    static func world(_ count: Int, basemap: Basemap) -> [Coordinate] {
        var random = SeededRandom(seed: 99)
        var towns: [(Coordinate, Double)] = []
        while towns.count < 600 {
            let c = Coordinate(
                latitude: asin(Double.random(in: -0.85...0.95, using: &random)) * 180 / .pi,
                longitude: Double.random(in: -180..<180, using: &random))
            guard let iso = basemap.country(containing: c), iso != "AQ", iso != "GL" else { continue }
            towns.append((c, 1 / Double(towns.count + 1)))  // Zipf-like sizes
        }
        let total = towns.reduce(0) { $0 + $1.1 }
        var out: [Coordinate] = []
        while out.count < count {
            var target = Double.random(in: 0..<total, using: &random)
            let town =
                towns.first {
                    target -= $0.1; return target < 0
                } ?? towns[0]
            let spread = 0.03 + 0.3 * town.1.squareRoot()
            out.append(
                Coordinate(
                    latitude: max(-85, min(85, town.0.latitude + gaussian(&random) * spread)),
                    longitude: GeoBounds.normalized(town.0.longitude + gaussian(&random) * spread / cos(town.0.latitude * .pi / 180))))
        }
        return out
    }

    static func gaussian(_ random: inout SeededRandom) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &random), v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
