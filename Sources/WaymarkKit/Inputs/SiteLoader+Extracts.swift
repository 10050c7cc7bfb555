import Foundation

extension SiteLoader {
    /// Adds what each extract of `osm_extracts:` holds near the locations to the context layers, from the extract
    /// cache in `cacheFolder` when the file and the locations' areas are as they were, else from the file.
    static func readExtracts(
        _ settings: [ExtractSetting], site: String, locations: [Location], cacheFolder: URL?, into layers: inout ContextLayers,
        log: inout DiagnosticLog
    ) {
        guard !settings.isEmpty else { return }
        let areas = OSMAreas(around: locations.lazy.map(\.coordinate))
        for setting in settings {
            let path = setting.path.hasPrefix("/") ? setting.path : join(site, setting.path)
            guard var take = readExtract(setting, path: path, areas: areas, cacheFolder: cacheFolder, log: &log) else { continue }
            if take.nodesNear == 0 {
                log.warning(
                    setting.position,
                    "the OpenStreetMap extract '\(setting.path)' has no data within \(Int(OSMAreas.radius / 1000)) km of any location, so no map draws it",
                    hint: "check that the extract covers the region of the locations")
            }
            if take.hugeWays > 0 {
                log.warning(
                    .file(path),
                    "\(take.hugeWays) way\(take.hugeWays == 1 ? "" : "s") with more than \(OSMExtractReader.maxWayNodes.formatted()) nodes left out",
                    hint: "no street, river or rail line has that many; such a way is damaged or made up")
            }
            take.move(into: &layers)
        }
    }

    /// The extract's take near the areas: cached, or read (and then cached); nil after an error.
    private static func readExtract(
        _ setting: ExtractSetting, path: String, areas: OSMAreas, cacheFolder: URL?, log: inout DiagnosticLog
    ) -> OSMTake? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            log.error(
                setting.position, "the OpenStreetMap extract '\(setting.path)' \(isFolder.boolValue ? "is a folder" : "does not exist")",
                hint: "give the path of an .osm.pbf file, relative to the site's folder or absolute (extracts: download.geofabrik.de)")
            return nil
        }
        let key = cacheFolder == nil ? nil : OSMExtractCache.key(path: path, areas: areas)
        let cache = cacheFolder.map { OSMExtractCache.url(folder: $0, path: path) }
        if let cache, let key, let take = OSMExtractCache.load(cache, key: key) { return take }
        do {
            var take = try OSMExtractReader.read(path: path, areas: areas)
            // Joined once, before the take is cached: a rebuild from the cache does not join the streets again.
            OSMTake.join(&take.shapes)
            if let cache, let key { OSMExtractCache.save(take, to: cache, key: key) }
            return take
        } catch {
            log.error(
                .file(path), "at byte \(error.offset): \(error.message)",
                hint: "download the extract again, or check it with osmium fileinfo")
            return nil
        }
    }
}
