import Foundation

extension SiteLoader {
    /// Locations from CSV and GeoJSON files, in file name order.
    func readTables(_ files: Files, config: SiteConfig, log: inout DiagnosticLog) -> [Location] {
        var locations: [Location] = []
        for file in files.csv { locations += CSVLocationsReader(mapping: config.csv).read(file, log: &log) }
        for file in files.geojson { locations += GeoJSONLocationsReader(mapping: config.geojson).read(file, log: &log) }
        return locations
    }

    /// The files directly in `folder` with the extension, sorted by name, hidden ones skipped; read later, in chunks.
    static func sourceFiles(in folder: String, extension ext: String, fileManager: FileManager) -> [SourceFile] {
        let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") && ($0 as NSString).pathExtension.lowercased() == ext }.map {
            SourceFile(path: join(folder, $0))
        }
    }
}
