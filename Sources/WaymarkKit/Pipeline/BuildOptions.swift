import Foundation

/// What a `build` or `check` run is asked to do.
public struct BuildOptions: Sendable {
    /// The site folder as the user gave it; diagnostics name files below it the same way.
    var sitePath: String
    public var site: URL { URL(fileURLWithPath: sitePath).standardizedFileURL }
    public var output: URL
    public var baseURL: String?
    /// Overrides `host:` in `site.yml`.
    public var host: HostProfile?
    /// Overrides `offline:` in `site.yml` (`waymark serve` builds without the service worker, whose cache would
    /// keep the previous build's CSS and scripts for one reload).
    public var offline: Bool?
    public var jobs: Int
    /// Write the site (build) or only validate (check).
    public var write: Bool
    /// Write into a non-empty folder that is not an earlier Waymark output (its files are kept).
    public var force: Bool
    /// Use and keep the build cache in the site's `.waymark/`, so a rebuild renders only what changed.
    public var useCache = true
    /// Build only this part of the site (`--shard i/N`); nil builds all of it.
    public var shard: Shard?
    public var progress: (@Sendable (String) -> Void)?
    /// The day to build as of; nil is today in UTC.
    public var today: CalendarDay?
    /// The process ends once this build has reported (`waymark build` and `check`, not `serve`): the locations, the
    /// plan and the render stage are then kept to the end instead of being freed one object at a time.
    public var endsProcess = false
    /// The language whose tree this run builds (under `<tag>/` of the output); nil for the default language's.
    var language: String?
    /// Whether this build is the root of a site whose every language has a subfolder: it writes the shared files and
    /// the language chooser (`LanguageChooser`), and no page.
    var chooserRoot = false
    /// Locations on each of a country's pages with `city_pages: false` (a few in tests, so that cities go on from page
    /// to page).
    var countryPageSize = CountrySections.defaultPageSize

    public init(
        site: String, output: URL? = nil, baseURL: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        write: Bool = true, force: Bool = false, progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.sitePath = site
        self.output = (output ?? URL(fileURLWithPath: site).appendingPathComponent("_site")).standardizedFileURL
        self.baseURL = baseURL
        self.jobs = Self.jobs(jobs)
        self.write = write
        self.force = force
        self.progress = progress
    }
}

extension BuildOptions {
    /// More threads than this only cost memory (each job is a thread), and a huge `--jobs` hung.
    static let maxJobs = 256

    /// `requested` threads, at least one and at most `maxJobs`.
    public static func jobs(_ requested: Int) -> Int { min(max(1, requested), maxJobs) }
}

/// What a run did: every diagnostic, the counts, and how long each stage took.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var pages = 0
    public var files = 0
    public var bytes = 0
    /// Files whose bytes were the same as in the previous output, and were kept rather than rewritten.
    public var unchanged = 0
    public var timings: [StageTiming] = []
    /// The output folder was refused before anything was read (a usage error: exit status 2).
    public var refusedOutput = false
    /// The output's shape, and the host it was checked against.
    public var statistics: OutputStatistics?
    public var host: HostProfile?
    /// What the build did with its cache ("using the build cache", "no build cache yet", why it was ignored).
    public var cacheNote: String?
    /// What the build did with its record cache (`RecordCache`): how many records it took from it, how many it parsed.
    public var recordNote: String?
    /// Pages rendered; in an incremental build, the others kept their files.
    public var rendered = 0
    /// The site's languages, the default first.
    public var languages: [String] = []
    /// Every planned page's `hreflang` links, gathered from each tree by a check.
    var mesh = HreflangMesh()

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Adds another language's tree: its counts, and the diagnostics the trees before it did not report.
    /// `folder` is where the tree is, below the root's output: its figures count in the whole output's.
    mutating func add(_ tree: BuildReport, in folder: String) {
        let reported = Set(diagnostics)
        diagnostics += tree.diagnostics.filter { !reported.contains($0) }
        if let figures = tree.statistics { statistics?.add(figures, in: folder) }
        pages += tree.pages
        files += tree.files
        bytes += tree.bytes
        unchanged += tree.unchanged
        rendered += tree.rendered
        refusedOutput = refusedOutput || tree.refusedOutput
        timings += tree.timings
        mesh.merge(tree.mesh)
    }
}
