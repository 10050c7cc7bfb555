import Foundation
import Testing

@testable import WaymarkKit

/// `osm_extracts:` in `site.yml`, and extracts that are missing, cut, damaged, far from the locations, or hold what
/// maps do not draw: each an exact diagnostic naming the file (and the byte of the bad block), never a crash.
@Suite struct OSMExtractInputTests {
    static let helsinki = Repository.fixture("osm/Helsinki.osm.pbf")
    static let atm = Coordinate(latitude: 60.1707589, longitude: 24.9389467)

    /// Reads the extracts of `setting` (a site.yml line) for one location at `near`, in `folder`.
    func read(_ setting: String, in folder: URL, near: Coordinate = Self.atm, cache: URL? = nil) -> (ContextLayers, [String]) {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(text: "title: T\n" + setting, path: "site.yml", log: &log)
        let location = Location(
            id: Slug(making: "a"), kind: .atm, name: "A", address: Location.Address(city: "Helsinki", country: "FI"), coordinate: near,
            position: .file("a.csv"))
        var layers = ContextLayers()
        SiteLoader.readExtracts(
            config.osmExtracts, site: folder.path, locations: [location], cacheFolder: cache, into: &layers, log: &log)
        return (
            layers,
            log.all.map {
                "\($0.position.path.replacingOccurrences(of: folder.path, with: "SITE")):\($0.position.line):\($0.position.column): \($0.severity): \($0.message)"
            }
        )
    }

    func copy(_ bytes: [UInt8], to folder: URL, _ name: String = "x.osm.pbf") throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    @Test func readsTheExtractsNamedInSiteYmlIntoTheContextLayers() throws {
        let folder = try TemporaryFolder()
        try copy(try TestFiles.bytes(Self.helsinki), to: folder.url)
        let (one, diagnostics) = read("osm_extracts: x.osm.pbf", in: folder.url)
        #expect(diagnostics == [])
        #expect(one.count == 672)
        #expect(one.places.count == 9)
        let (absolute, _) = read("osm_extracts: [\(Self.helsinki.path), x.osm.pbf]", in: folder.url)
        #expect(absolute.count == 2 * 672)
    }

    @Test func aMissingExtractIsAnErrorWhereItIsNamed() throws {
        let folder = try TemporaryFolder()
        let (layers, diagnostics) = read("osm_extracts:\n  - finland.osm.pbf\n", in: folder.url)
        #expect(diagnostics == ["site.yml:3:5: error: the OpenStreetMap extract 'finland.osm.pbf' does not exist"])
        #expect(layers.isEmpty)
        #expect(
            read("osm_extracts: {a: 1}", in: folder.url).1 == [
                "site.yml:2:15: error: 'osm_extracts' must be a list of .osm.pbf files, found a mapping"
            ])
    }

    @Test func aTruncatedExtractIsAnErrorAtTheByteOfItsLastBlock() throws {
        let folder = try TemporaryFolder()
        try copy(Array(try TestFiles.bytes(Self.helsinki).prefix(300_000)), to: folder.url)
        // Blocks start at 0, 98, 90856, 179215 and 265257 (read with Python from the block headers).
        #expect(
            read("osm_extracts: [x.osm.pbf]", in: folder.url).1 == [
                "SITE/x.osm.pbf:1:1: error: at byte 265257: the file ends inside the block that starts here: it is truncated"
            ])
    }

    @Test func aDamagedBlockIsAnErrorAtItsByte() throws {
        let folder = try TemporaryFolder()
        var bytes = try TestFiles.bytes(Self.helsinki)
        for i in 120_000..<120_016 { bytes[i] ^= 0x5A }
        try copy(bytes, to: folder.url)
        #expect(
            read("osm_extracts: [x.osm.pbf]", in: folder.url).1 == [
                "SITE/x.osm.pbf:1:1: error: at byte 90856: a block that does not inflate (zlib status -3): the file is damaged"
            ])
        try copy(Array("<?xml version='1.0'?><osm/>".utf8), to: folder.url, "y.osm.pbf")
        #expect(
            read("osm_extracts: [y.osm.pbf]", in: folder.url).1 == [
                "SITE/y.osm.pbf:1:1: error: at byte 0: a block header of 1010792557 bytes (at most 65536): this is not an .osm.pbf file, or it is damaged"
            ])
        try copy([], to: folder.url, "z.osm.pbf")
        #expect(read("osm_extracts: [z.osm.pbf]", in: folder.url).1 == ["SITE/z.osm.pbf:1:1: error: at byte 0: the file is empty"])
    }

    @Test func anExtractNeedingAnUnknownFeatureIsRefused() throws {
        let folder = try TemporaryFolder()
        try copy(PBFFile(requiredFeatures: ["OsmSchema-V0.6", "Sort.Geographic.Hilbert"]).bytes, to: folder.url)
        #expect(
            read("osm_extracts: [x.osm.pbf]", in: folder.url).1 == [
                "SITE/x.osm.pbf:1:1: error: at byte 0: the extract needs the feature 'Sort.Geographic.Hilbert', which Waymark does not read"
            ])
    }

    @Test func anExtractFarFromEveryLocationIsAWarningNamingIt() throws {
        let folder = try TemporaryFolder()
        try copy(try TestFiles.bytes(Self.helsinki), to: folder.url)
        let (layers, diagnostics) = read("osm_extracts: [x.osm.pbf]", in: folder.url, near: Coordinate(latitude: 47.37, longitude: 8.54))
        #expect(
            diagnostics == [
                "site.yml:2:16: warning: the OpenStreetMap extract 'x.osm.pbf' has no data within 2 km of any location, so no map draws it"
            ])
        #expect(layers.isEmpty)
    }

    @Test func unknownTagsAreIgnoredAndHugeWaysLeftOutWithAWarning() throws {
        let folder = try TemporaryFolder()
        var file = PBFFile()
        let nodes = (1...100_001).map { (Int64($0), 60.17 + Double($0) * 1e-7, 24.94, [String: String]()) }
        file.append(
            nodes: nodes + [
                (200_000, 60.171, 24.941, ["place": "square", "ŋame": "?", "name": "Tori", "x": String(repeating: "y", count: 300)])
            ])
        file.append(ways: [
            (1, (1...100_001).map(Int64.init), ["highway": "primary", "name": "Huge"]),
            (2, [1, 2], ["highway": "unclassified", "name": "Katu", "fixme": "\u{0}\u{7}", "highway:lanes": "3"]),
            (3, [1, 200_000], ["building": "yes", "name": "Talo"]),
        ])
        try copy(file.bytes, to: folder.url)
        let (layers, diagnostics) = read("osm_extracts: [x.osm.pbf]", in: folder.url)
        #expect(diagnostics == ["SITE/x.osm.pbf:1:1: warning: 1 way with more than 100,000 nodes left out"])
        #expect(layers.count == 1)
        #expect(layers.names == [0: "Katu"])
        #expect(layers.places.map(\.name) == ["Tori"])
    }

    @Test func theCacheKeepsWhatWasTakenUntilTheExtractOrTheAreasChange() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent(".waymark")
        try copy(try TestFiles.bytes(Self.helsinki), to: folder.url)
        let path = folder.url.appendingPathComponent("x.osm.pbf").path
        let areas = OSMAreas(around: [Self.atm])
        let key = try #require(OSMExtractCache.key(path: path, areas: areas))
        let take = try OSMExtractReader.read(path: path, areas: areas)
        let url = OSMExtractCache.url(folder: cache, path: path)
        OSMExtractCache.save(take, to: url, key: key)
        #expect(OSMExtractCache.load(url, key: key) == take)
        #expect(OSMExtractCache.key(path: path, areas: OSMAreas(around: [Self.atm])) == key)
        #expect(OSMExtractCache.key(path: path, areas: OSMAreas(around: [Coordinate(latitude: 60.2, longitude: 24.9)])) != key)
        // The same size and time, other bytes in a sample.
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        var bytes = try TestFiles.bytes(Self.helsinki)
        bytes[0] ^= 1
        try copy(bytes, to: folder.url)
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path)
        #expect(OSMExtractCache.key(path: path, areas: areas) != key)
        // A cut cache file is no cache.
        let saved = try TestFiles.bytes(url)
        try Data(saved.dropLast(20)).write(to: url)
        #expect(OSMExtractCache.load(url, key: key) == nil)
    }

    @Test func aRebuildTakesAnUnchangedExtractFromTheCacheWithoutReadingIt() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent(".waymark")
        try copy(try TestFiles.bytes(Self.helsinki), to: folder.url)
        #expect(read("osm_extracts: [x.osm.pbf]", in: folder.url, cache: cache).0.count == 672)
        // What the cache holds is what the next read gives: the extract itself is not read.
        let path = folder.url.appendingPathComponent("x.osm.pbf").path
        let key = try #require(OSMExtractCache.key(path: path, areas: OSMAreas(around: [Self.atm])))
        let url = OSMExtractCache.url(folder: cache, path: path)
        #expect(OSMExtractCache.load(url, key: key)?.shapes.count == 672)
        let marked = OSMTake(shapes: [OSMTake.Shape(style: .rail, closed: false, name: "Cached", points: [0, 0, 10, 10])], nodesNear: 2)
        OSMExtractCache.save(marked, to: url, key: key)
        let (layers, diagnostics) = read("osm_extracts: [x.osm.pbf]", in: folder.url, cache: cache)
        #expect(diagnostics == [])
        #expect(layers.names == [0: "Cached"])
    }

    @Test func aBuildWithABadExtractWritesNothing() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: T\nosm_extracts: [x.osm.pbf]\n",
            "Content/a.csv": "id,name,type,city,country,latitude,longitude\na,A,atm,Helsinki,FI,60.1707589,24.9389467\n",
        ])
        try site.write("x.osm.pbf", Data(try TestFiles.bytes(Self.helsinki).prefix(1_000)))
        try writeEarlierOutput(site.output, files: ["index.html": "previous"])
        let report = site.build()
        #expect(report.diagnostics.map(\.message) == ["at byte 98: the file ends inside the block that starts here: it is truncated"])
        #expect(site.text("index.html") == "previous")
    }
}
