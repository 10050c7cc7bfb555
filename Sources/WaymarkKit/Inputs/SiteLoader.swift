import Foundation

/// Reads every input of a site and puts them together: the first stage of the pipeline.
///
/// This file works on files already in memory, so it is tested from strings; `SiteLoader+FileSystem`
/// finds and reads them on disk.
public struct SiteLoader {
    /// One input file: its path as the user should see it, and its bytes.
    struct File: Sendable {
        var path: String
        var bytes: [UInt8]

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }

        init(path: String, text: String) {
            self.init(path: path, bytes: Array(text.utf8))
        }
    }

    /// The input files of a site, each kind in the order it is read (sorted by name on disk).
    ///
    /// `geocode` may hold `.json` and `.yml`/`.yaml` responses.
    struct Files: Sendable {
        var siteConfig: File?
        var countries: File?
        var branches: File?
        var openBanking: [File]
        var geocode: [File]
        var pages: [File]
        /// `Content/*.csv`, streamed from disk.
        var csv: [SourceFile] = []
        /// `Content/*.geojson` and `Content/geojson/*.geojson`.
        var geojson: [SourceFile] = []
        /// `Content/layers/*.geojson` (and `.json`): context layers drawn under the pins, not locations.
        var layers: [SourceFile] = []
        /// `Content/holidays.yml`: public holidays by country.
        var holidays: File?
        /// `Content/status.yml`: statuses by location id, for feeds without them.
        var status: File?
        /// `Content/notices/*.md`: news about places.
        var notices: [File] = []

        init(
            siteConfig: File? = nil, countries: File? = nil, branches: File? = nil, openBanking: [File] = [],
            geocode: [File] = [], pages: [File] = []
        ) {
            self.siteConfig = siteConfig
            self.countries = countries
            self.branches = branches
            self.openBanking = openBanking
            self.geocode = geocode
            self.pages = pages
        }
    }

    /// The locations of `branches.json` as the last build read them (`RecordCache`); nil reads every record.
    var records: RecordCache?
    /// The build's day, in UTC: what statuses and notices are measured against, the same for every page.
    public var today = CalendarDay.utc(Date())
    /// The site's cache folder, where what was taken from each OpenStreetMap extract is kept; nil reads every extract.
    var extractCache: URL?

    public init() {}

    /// Reads every file; problems go to `log`, and what could be read is returned.
    func load(_ files: Files, log: inout DiagnosticLog) -> SiteData {
        var config = SiteConfig()
        if let file = files.siteConfig, let text = Self.text(file, log: &log) {
            config = SiteConfigReader().read(text: text, path: file.path, log: &log)
        }
        let countries = files.countries.map { CountriesReader().read(bytes: $0.bytes, path: $0.path, log: &log) } ?? []
        var bankName = ""
        var locations: [Location] = []
        if let file = files.branches {
            var reader = BranchesReader()
            reader.defaultLanguage = config.languages.first ?? config.language
            let output = reader.read(bytes: file.bytes, path: file.path, log: &log, records: records)
            bankName = output.bankName
            locations = output.locations
        }
        var others: [Location] = []
        for file in files.openBanking {
            others += OpenBankingReader().read(bytes: file.bytes, path: file.path, log: &log)
        }
        others += readTables(files, config: config, log: &log)
        locations += others
        others = []
        var holidays = PublicHolidays()
        if let file = files.holidays, let text = Self.text(file, log: &log) {
            holidays = PublicHolidays.read(text: text, path: file.path, log: &log)
        }
        // After the holidays, which give each branch's hours a copy of its country's.
        var interner = LocationInterner()
        for i in locations.indices {
            if !holidays.byCountry.isEmpty { locations[i] = holidays.applied(to: locations[i]) }
            interner.intern(&locations[i])
        }
        if bankName.isEmpty { bankName = Self.singleBrand(locations) }
        let queries = files.geocode.compactMap { Self.readGeocode($0, log: &log) }
        let (pages, pageTranslations) = Self.readPages(files.pages, config: config, log: &log)
        let layers = Self.readLayers(files.layers, styles: config.layerStyles, log: &log)
        let (unique, retired) = statuses(Self.uniqueLocations(locations, log: &log), file: files.status, config: config, log: &log)
        var data = SiteData(
            config: config, countries: countries, locations: unique,
            bankName: bankName, geocodeQueries: Self.uniqueQueries(queries, log: &log), pages: pages, layers: layers)
        data.today = today
        data.retired = retired
        data.pageTranslations = pageTranslations
        data.inputDigests = InputDigests(files)
        data.holidays = holidays
        let languages = config.languages.isEmpty ? [config.language] : config.languages
        data.notices = Self.readNotices(files.notices, locations: unique + retired, languages: languages, log: &log)
        return data
    }

    /// The context layers, each styled as `layers:` in `site.yml` says or else from its features' properties; a
    /// setting for a layer that is not there is a warning where it is written.
    static func readLayers(_ files: [SourceFile], styles: [String: LayerStyleSetting], log: inout DiagnosticLog) -> ContextLayers {
        var layers = ContextLayers()
        var names: [String] = []
        for file in files {
            let name = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
            names.append(name)
            ContextLayerReader(style: styles[name]?.style).read(file, into: &layers, log: &log)
        }
        for (name, setting) in styles.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            log.warning(
                setting.position, "there is no layer '\(name)' in Content/layers/; this setting is ignored",
                hint: names.isEmpty
                    ? "put the layer in Content/layers/\(name).geojson"
                    : "layers are named by their file without the extension: \(names.joined(separator: ", "))")
        }
        return layers
    }

    /// A saved response: JSON as the API returns it, or YAML (`.yml`, `.yaml`) as Google's documentation shows it.
    static func readGeocode(_ file: File, log: inout DiagnosticLog) -> GeocodeQuery? {
        let lower = file.path.lowercased()
        guard lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") else {
            return GeocodeReader().read(bytes: file.bytes, path: file.path, log: &log)
        }
        return text(file, log: &log).flatMap { GeocodeReader().read(yamlText: $0, path: file.path, log: &log) }
    }

    /// The file as UTF-8 text without a byte-order mark; an error at 1:1 when it is not UTF-8.
    static func text(_ file: File, log: inout DiagnosticLog) -> String? {
        let bytes = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(file.bytes.dropFirst(3)) : file.bytes
        guard let text = String(validating: bytes, as: UTF8.self) else {
            log.error(.file(file.path), "the file is not valid UTF-8 text", hint: "save it with UTF-8 encoding")
            return nil
        }
        return text
    }

    /// Drops every location whose id was already used in the same file, with a warning naming where; an id
    /// that another source (file) already uses is an error, since mixing sources must not hide one's records.
    static func uniqueLocations(_ locations: [Location], log: inout DiagnosticLog) -> [Location] {
        // The ids read in place by index: a closure or key path handed each location copied all 100,000 of them.
        unique(locations, keys: locations.indices.map { locations[$0].id }, at: { $0.position }, log: &log) { location, first in
            guard first.path == location.position.path else {
                return .error(
                    location.position, "location id '\(location.id)' is already used by another source at \(first)",
                    hint:
                        "ids must be unique across branches.json, Open Banking, CSV and GeoJSON files; rename one, or map another column to id"
                )
            }
            return .warning(
                location.position, "duplicate location id '\(location.id)'; it is already used at \(first); this one is left out",
                hint: "every location needs its own id")
        }
    }

    /// Gives distinct queries that make the same slug (`金閣寺` and `金阁寺` are both `jin-ge-si`) each a stable hash
    /// suffix, with a warning; then drops a query saved twice (`x.json` and `x.yml`).
    static func uniqueQueries(_ queries: [GeocodeQuery], log: inout DiagnosticLog) -> [GeocodeQuery] {
        // Spellings that differ only in case are one query saved twice, not two queries.
        let key = { (query: GeocodeQuery) in query.query.precomposedStringWithCanonicalMapping.lowercased() }
        var texts: [Slug: Set<String>] = [:]
        for query in queries { texts[query.slug, default: []].insert(key(query)) }
        let queries = queries.map { query -> GeocodeQuery in
            guard let others = texts[query.slug], others.count > 1 else { return query }
            var renamed = query
            renamed.slug = Slug(making: query.slug.value + " " + StableHash.hex(key(query)))
            let names = others.subtracting([key(query)]).sorted().map { "“\($0)”" }.joined(separator: ", ")
            log.warning(
                query.position,
                "the query “\(query.query)” makes the same address /geocode/\(query.slug)/ as \(names); its page is /geocode/\(renamed.slug)/",
                hint: "the suffix is a hash of the query, so it stays the same from build to build")
            return renamed
        }
        return unique(queries, keys: queries.map(\.slug), at: { $0.position }, log: &log) { query, first in
            .error(
                query.position, "the query \"\(query.query)\" has the same address /geocode/\(query.slug)/ as \(first.path)",
                hint: "rename one of the two files")
        }
    }

    /// Keeps the first record of each key (`keys[i]` is the key of `records[i]`); each later one is left out with the
    /// diagnostic `duplicate` makes for it, given the first one's position.
    private static func unique<Record>(
        _ records: [Record], keys: [Slug], at position: (Record) -> SourcePosition, log: inout DiagnosticLog,
        duplicate: (Record, SourcePosition) -> Diagnostic
    ) -> [Record] {
        // Most sites have no duplicate: then the records are returned as they are, without a copy of them all.
        var distinct = Set<Slug>(minimumCapacity: keys.count)
        if keys.allSatisfy({ distinct.insert($0).inserted }) { return records }
        var seen: [Slug: SourcePosition] = [:]
        var kept: [Record] = []
        for (record, key) in zip(records, keys) {
            if let first = seen[key] {
                log.report(duplicate(record, first))
            } else {
                seen[key] = position(record)
                kept.append(record)
            }
        }
        return kept
    }

    /// The brand of the Open Banking locations when they all share one, for a site without branches.json.
    private static func singleBrand(_ locations: [Location]) -> String {
        let brands = Set(locations.map(\.brand).filter { !$0.isEmpty })
        return brands.count == 1 ? brands.first ?? "" : ""
    }
}
