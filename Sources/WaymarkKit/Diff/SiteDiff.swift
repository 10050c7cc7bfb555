import Foundation

/// What changed between two built sites, by page and by what the pages show (`waymark diff`).
public struct SiteDiff: Sendable, Equatable {
    /// Changed, added and removed pages by URL (`/locations/x/`) or files by path, in folder order.
    public struct Paths: Sendable, Equatable {
        public var changed: [String] = []
        public var added: [String] = []
        public var removed: [String] = []
        public var unchanged = 0

        var counts: Counts { Counts(changed: changed.count, added: added.count, removed: removed.count) }
    }

    /// Countries or geocode queries by id: added or removed when their main page is, changed when any of
    /// their pages is.
    public struct Records: Sendable, Equatable {
        public var changed: [String] = []
        public var added: [String] = []
        public var removed: [String] = []

        var counts: Counts { Counts(changed: changed.count, added: added.count, removed: removed.count) }
    }

    /// A record's main page, by the record's id and the page's path in the output folder.
    struct MainPage: Sendable, Equatable {
        var id: String
        var path: String
        /// Whether the location's hours page changed too (its time zone or notes, when the JSON-LD is the same).
        var hoursPage = false
    }

    public struct Counts: Sendable, Equatable {
        public var changed = 0
        public var added = 0
        public var removed = 0

        var isZero: Bool { changed == 0 && added == 0 && removed == 0 }
    }

    public var pages = Paths()
    public var files = Paths()
    /// Locations by what changed in their data, read from their pages' JSON-LD (`SiteDiff.compare`).
    public var locations = LocationChanges()
    public var countries = Records()
    var geocodeQueries = Records()
    var listPages = Counts()
    var otherPages = Counts()
    var assets = Counts()
    var flags = Counts()
    var otherFiles = Counts()

    /// Locations whose main page changed, with its path: what `compare` reads field by field.
    var locationMainPages: [MainPage] = []

    public var isEmpty: Bool { pages.counts.isZero && files.counts.isZero }

    /// Sorts the changes of a tree comparison into pages, files and the records they show, without reading
    /// any page: locations whose main page changed are compared field by field only by `compare`.
    public init(_ changes: TreeChanges) {
        var rollup = RecordRollup()
        let groups: [(Change, [String])] = [(.changed, changes.changed), (.added, changes.added), (.removed, changes.removed)]
        for (change, paths) in groups {
            let sorted = paths.map(OutputFile.init).sorted { PathOrder.precedes($0.name, $1.name) }
            for file in sorted {
                add(file, change)
                rollup.add(file, change)
            }
        }
        pages.unchanged = changes.unchanged.count { OutputFile.isIndex($0) }
        files.unchanged = changes.unchanged.count - pages.unchanged
        let locationPages = rollup.records(.location)
        let hoursOnly = rollup.hoursPageOnly().map { LocationChange(id: $0, fields: [FieldChange(field: .hours, old: nil, new: nil)]) }
        locations = LocationChanges(changed: hoursOnly, added: locationPages.added, removed: locationPages.removed)
        locationMainPages = rollup.changedMainPages(.location)
        countries = rollup.records(.country)
        geocodeQueries = rollup.records(.geocodeQuery)
    }

    enum Change { case changed, added, removed }

    private mutating func add(_ file: OutputFile, _ change: Change) {
        if file.isPage { pages.append(file.name, change) } else { files.append(file.name, change) }
        switch file.kind {
        case .record: break
        case .listPage: listPages.add(change)
        case .otherPage: otherPages.add(change)
        case .asset: assets.add(change)
        case .flag: flags.add(change)
        case .otherFile: otherFiles.add(change)
        }
    }
}

extension SiteDiff.Paths {
    mutating func append(_ name: String, _ change: SiteDiff.Change) {
        switch change {
        case .changed: changed.append(name)
        case .added: added.append(name)
        case .removed: removed.append(name)
        }
    }
}

extension SiteDiff.Counts {
    mutating func add(_ change: SiteDiff.Change) {
        switch change {
        case .changed: changed += 1
        case .added: added += 1
        case .removed: removed += 1
        }
    }
}

/// Gathers the pages of each record to decide whether the record was added, removed or changed.
private struct RecordRollup {
    private struct Key: Hashable {
        var kind: OutputFile.RecordKind
        var id: String
    }

    private struct State {
        var main: SiteDiff.Change?
        var mainPath = ""
        var hoursPage = false
    }

    private var states: [Key: State] = [:]

    mutating func add(_ file: OutputFile, _ change: SiteDiff.Change) {
        guard case .record(let kind, let id, let part) = file.kind else { return }
        var state = states[Key(kind: kind, id: id), default: State()]
        if part == nil { (state.main, state.mainPath) = (change, file.path) }
        if part == "hours" && change == .changed { state.hoursPage = true }
        states[Key(kind: kind, id: id)] = state
    }

    func records(_ kind: OutputFile.RecordKind) -> SiteDiff.Records {
        var records = SiteDiff.Records()
        let ids = states.keys.filter { $0.kind == kind }.map(\.id).sorted(by: PathOrder.precedes)
        for id in ids {
            let state = states[Key(kind: kind, id: id)]!
            switch state.main {
            case .added: records.added.append(id)
            case .removed: records.removed.append(id)
            case .changed, nil: records.changed.append(id)
            }
        }
        return records
    }

    /// The records of `kind` whose main page changed, with that page's path, in id order.
    func changedMainPages(_ kind: OutputFile.RecordKind) -> [SiteDiff.MainPage] {
        states.filter { $0.key.kind == kind && $0.value.main == .changed }
            .map { SiteDiff.MainPage(id: $0.key.id, path: $0.value.mainPath, hoursPage: $0.value.hoursPage) }
            .sorted { PathOrder.precedes($0.id, $1.id) }
    }

    /// Locations whose hours page changed while their main page did not: the hours page shows only the
    /// location's own name, address and hours, and the main page the same name, address and weekly hours,
    /// so what changed is the hours' time zone or notes, which the JSON-LD does not carry.
    func hoursPageOnly() -> [String] {
        states.filter { $0.key.kind == .location && $0.value.main == nil && $0.value.hoursPage }.map(\.key.id)
            .sorted(by: PathOrder.precedes)
    }
}

extension SiteDiff {
    /// Compares two built output folders.
    public static func compare(old: URL, new: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> SiteDiff {
        var diff = SiteDiff(try TreeComparer(old: old, new: new, jobs: jobs).compare())
        let reader = LocationReader(old: old.standardizedFileURL.path, new: new.standardizedFileURL.path, jobs: jobs)
        let compared = try reader.changes(diff.locationMainPages)
        // The main page shows the hours' time zone and notes too, which the JSON-LD does not carry: a location whose
        // hours page changed with its main page but whose record reads the same changed its hours.
        let found = Set(compared.map(\.id))
        let hoursOnly = diff.locationMainPages.filter { $0.hoursPage && !found.contains($0.id) }
        diff.locations.changed +=
            compared + hoursOnly.map { LocationChange(id: $0.id, fields: [FieldChange(field: .hours, old: nil, new: nil)]) }
        diff.locations.changed.sort { PathOrder.precedes($0.id, $1.id) }
        return diff
    }
}
