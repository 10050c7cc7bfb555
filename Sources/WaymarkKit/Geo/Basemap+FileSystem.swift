import Foundation

extension Basemap {
    /// The files one basemap consists of, smallest scale first.
    static let fileNames = ["basemap-110m.bin", "basemap-50m.bin", "basemap-10m.bin"]
    /// The populated places, for labels.
    static let placesFileName = "places.bin"

    /// Loads the basemap compiled into Waymark (`Basemap/` of the embedded theme).
    static func bundled() throws -> Basemap {
        let files = try fileNames.map { name -> (String, [UInt8]) in
            guard let bytes = Theme.embedded.bytes("Basemap/" + name) else {
                throw WaymarkError.io(path: name, reason: "the basemap is missing from this build of Waymark")
            }
            return (name, bytes)
        }
        guard let places = Theme.embedded.bytes("Basemap/" + placesFileName) else {
            throw WaymarkError.io(path: placesFileName, reason: "the basemap is missing from this build of Waymark")
        }
        return try decode(files, places: (placesFileName, places))
    }

    /// Loads the three `basemap-*.bin` files and `places.bin` from a folder.
    static func load(from directory: URL) throws -> Basemap {
        let files = try (fileNames + [placesFileName]).map { name -> (String, [UInt8]) in
            let url = directory.appendingPathComponent(name)
            do {
                return (url.path, [UInt8](try Data(contentsOf: url)))
            } catch {
                throw WaymarkError.io(path: url.path, reason: "cannot read the basemap: \(error.localizedDescription)")
            }
        }
        return try decode(Array(files.dropLast()), places: files[files.count - 1])
    }

    /// Decodes the files' bytes, given as (name, bytes) smallest scale first, and the places file's.
    static func decode(_ files: [(String, [UInt8])], places: (String, [UInt8])) throws -> Basemap {
        // The scales decode independently; doing them at once saves most of the load time on 2 cores.
        let layers = try Concurrently.map(files.count) { index in
            Result { try BasemapLayers(decoding: files[index].1, name: files[index].0) }
        }.map { try $0.get() }
        guard layers.map(\.scale) == [.small, .medium, .large] else {
            throw WaymarkError.io(path: files[0].0, reason: "basemap files are not the 110m, 50m and 10m scales in that order")
        }
        var hash = Digester()
        for (_, bytes) in files { hash.add(bytes: bytes) }
        return Basemap(
            small: layers[0], medium: layers[1], large: layers[2], fingerprint: hash.finish().hex(8),
            places: try PopulatedPlaces(decoding: places.1, name: places.0))
    }
}

/// The basemap shipped with Waymark, loaded once per process and shared by every stage and build.
enum BundledBasemap {
    static let shared = Result { try Basemap.bundled() }
}
