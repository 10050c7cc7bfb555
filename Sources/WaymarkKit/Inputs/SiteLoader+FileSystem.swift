import Foundation

extension SiteLoader {
    /// Reads the site in the folder `site` (as the user gave it, e.g. "." or "mysite").
    ///
    /// Every path in the diagnostics starts with `site` unless it is ".", so messages point
    /// at files the way the user names them.
    public func load(site: String, fileManager: FileManager = .default) -> (SiteData, DiagnosticLog) {
        var log = DiagnosticLog()
        let content = Self.join(site, "Content")
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: content, isDirectory: &isFolder), isFolder.boolValue else {
            log.error(.file(content), "there is no Content folder here, so there is nothing to build",
                      hint: "run waymark in the site's folder, or pass --site DIR")
            return (SiteData(config: SiteConfig()), log)
        }
        var reader = FileReader(fileManager: fileManager, log: log)
        let files = Files(
            siteConfig: reader.optional(Self.join(content, "site.yml")),
            countries: reader.optional(Self.join(content, "countries.plist")),
            branches: reader.optional(Self.join(content, "branches.json")),
            openBanking: reader.folder(Self.join(content, "openbanking"), extension: "json"),
            geocode: reader.folder(Self.join(content, "geocode"), extension: "json", ignoring: ["yml", "yaml"]),
            pages: reader.folder(Self.join(content, "pages"), extension: "md")
        )
        log = reader.log
        let data = load(files, log: &log)
        return (data, log)
    }

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
            guard let data = fileManager.contents(atPath: path) else {
                log.error(.file(path), "the file cannot be read", hint: "check its permissions")
                return nil
            }
            return File(path: path, bytes: Array(data))
        }

        /// Every `*.ext` file of a folder, sorted by name; hidden files are skipped.
        mutating func folder(_ path: String, extension ext: String, ignoring ignored: Set<String> = []) -> [File] {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            guard let names = try? fileManager.contentsOfDirectory(atPath: path) else {
                log.error(.file(path), "the folder cannot be read", hint: "check its permissions")
                return []
            }
            var files: [File] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let suffix = (name as NSString).pathExtension.lowercased()
                if suffix == ext, let file = optional(SiteLoader.join(path, name)) {
                    files.append(file)
                } else if ignored.contains(suffix) {
                    log.warning(.file(SiteLoader.join(path, name)), "only .\(ext) files are read here; this file is ignored")
                }
            }
            return files
        }
    }
}
