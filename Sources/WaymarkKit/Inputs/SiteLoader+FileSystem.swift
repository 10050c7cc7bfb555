import Foundation

extension SiteLoader {
    /// Reads the site in the folder `site` (as the user gave it, e.g. "." or "mysite").
    ///
    /// Every path in the diagnostics starts with `site` unless it is ".", so messages point
    /// at files the way the user names them.
    func load(site: String, fileManager: FileManager = .default) -> (SiteData, DiagnosticLog) {
        var log = DiagnosticLog()
        let content = Self.join(site, "Content")
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: content, isDirectory: &isFolder), isFolder.boolValue else {
            log.error(
                .file(content), "there is no Content folder here, so there is nothing to build",
                hint: "run waymark in the site's folder, or pass --site DIR")
            return (SiteData(config: SiteConfig()), log)
        }
        var reader = FileReader(fileManager: fileManager, log: log)
        var files = Files(
            siteConfig: reader.optional(Self.join(content, "site.yml")),
            countries: reader.optional(Self.join(content, "countries.plist")),
            branches: reader.optional(Self.join(content, "branches.json")),
            openBanking: reader.folder(Self.join(content, "openbanking"), extensions: ["json"]),
            geocode: reader.folder(Self.join(content, "geocode"), extensions: ["json", "yml", "yaml"]),
            pages: reader.folder(Self.join(content, "pages"), extensions: ["md"])
        )
        files.holidays = reader.optional(Self.join(content, "holidays.yml"))
        files.status = reader.optional(Self.join(content, "status.yml"))
        files.notices = reader.folder(Self.join(content, "notices"), extensions: ["md"])
        log = reader.log
        files.csv = Self.sourceFiles(in: content, extension: "csv", fileManager: fileManager)
        files.geojson =
            Self.sourceFiles(in: content, extension: "geojson", fileManager: fileManager)
            + Self.sourceFiles(in: Self.join(content, "geojson"), extension: "geojson", fileManager: fileManager)
        let layers = Self.join(content, "layers")
        files.layers = (["geojson", "json"].flatMap { Self.sourceFiles(in: layers, extension: $0, fileManager: fileManager) })
            .sorted { $0.path < $1.path }
        var data = load(files, log: &log)
        Self.readExtracts(
            data.config.osmExtracts, site: site, locations: data.locations, cacheFolder: extractCache, into: &data.layers,
            log: &log)
        return (data, log)
    }

    /// Far above the largest site Waymark is built for in one file, and far below what would exhaust the memory: the
    /// reader holds the bytes and their tree at once, a few times the file's size.
    public static let maxFileSize = 256_000_000

    /// `relative` inside `folder`, written the way the user wrote `folder` ("." is left out).
    static func join(_ folder: String, _ relative: String) -> String {
        if folder.isEmpty || folder == "." || folder == "./" { return relative }
        var base = folder
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return base == "/" ? "/" + relative : base + "/" + relative
    }

    /// Reads files, turning every failure into an error at the file's 1:1.
    private struct FileReader {
        let fileManager: FileManager
        var log: DiagnosticLog

        /// The file's bytes, nil (silently) when it does not exist.
        mutating func optional(_ path: String) -> File? {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            guard !isFolder.boolValue else {
                log.error(.file(path), "expected a file but found a folder")
                return nil
            }
            let size = (try? fileManager.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= SiteLoader.maxFileSize else {
                log.error(
                    .file(path),
                    "the file is \(size / 1_000_000) MB; Waymark reads input files of up to \(SiteLoader.maxFileSize / 1_000_000) MB",
                    hint: "split the records over several files (Content/openbanking/ and Content/geocode/ take any number)")
                return nil
            }
            guard let bytes = FileBytes.contents(of: path, expectedSize: size) else {
                log.error(.file(path), "the file cannot be read", hint: "check its permissions")
                return nil
            }
            return File(path: path, bytes: bytes)
        }

        /// Every file of a folder with one of the extensions, sorted by name; hidden files are skipped.
        mutating func folder(_ path: String, extensions: Set<String>) -> [File] {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            guard let names = try? fileManager.contentsOfDirectory(atPath: path) else {
                log.error(.file(path), "the folder cannot be read", hint: "check its permissions")
                return []
            }
            var files: [File] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let file = SiteLoader.join(path, name)
                guard extensions.contains((name as NSString).pathExtension.lowercased()) else {
                    var isSubfolder: ObjCBool = false
                    if fileManager.fileExists(atPath: file, isDirectory: &isSubfolder), isSubfolder.boolValue { continue }
                    // A response saved as `.txt` looked read and was not: say so, once for each such file.
                    let taken = extensions.sorted().map { "." + $0 }.joined(separator: ", ")
                    log.warning(
                        .file(file), "this file is not read: \((path as NSString).lastPathComponent)/ takes only \(taken) files",
                        hint: "rename it with one of those extensions if it holds such data, or move it out of the folder")
                    continue
                }
                if let file = optional(file) { files.append(file) }
            }
            return files
        }
    }
}
