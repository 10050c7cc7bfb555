import Foundation

extension Pipeline {
    /// Measures the output against the host's limits: a site that would not deploy is an error before anything is
    /// swapped in. A check renders no page, so its pages are counted by their routes (without bytes), the search index
    /// as it would be written, and the map tiles not at all (they are known only once the maps are drawn).
    func checkHost(_ config: SiteConfig, writer: OutputWriter, report: inout BuildReport, log: inout DiagnosticLog) {
        let host = config.host
        // A shard says what it is a part of, for `waymark merge`; the host's limits are for the whole site, not a
        // shard of it (`waymark check --host` measures the whole).
        if let shard = options.shard {
            guard options.write else { return }
            let stamp = ShardStamp(version: WaymarkVersion.current, shard: shard, inputs: ShardStamp.inputs(of: options))
            do { try writer.write(ShardStamp.fileName, text: stamp.text) } catch { log.error(error, at: options.output.path) }
            return
        }
        guard measuresOutput(host: host) else { return }
        var statistics = OutputStatistics(files: writer.sizes)
        statistics.pagesWithoutBytes = !options.write
        report.statistics = statistics
        guard let host else { return }
        for problem in statistics.problems(on: host, fewerFiles: HostProfile.fewerFiles(config)) {
            log.error(.file(options.output.path), Self.wouldNotDeploy(host, problem.message), hint: problem.hint)
        }
    }

    /// The error of an output past a host's limit; `scope` says what was measured when it is more than one tree.
    static func wouldNotDeploy(_ host: HostProfile, _ problem: String, scope: String = "") -> String {
        "the output would not deploy to \(host.rawValue)\(scope): \(problem)"
    }

    /// Whether the output is measured: a build reports its figures; a dry run without a host has nothing to measure
    /// them against, so it reports none and need not make the files only a host's limits count.
    func measuresOutput(host: HostProfile?) -> Bool { options.write || host != nil }

    /// One warning that lists what the output holds besides the site (dotfiles are expected there and not listed).
    /// The other languages' trees (`cy/`) are written by their own runs after this one, so they are not reported.
    func warnAboutKeptFiles(_ kept: [String], languages: [String], log: inout DiagnosticLog) {
        let trees = options.chooserRoot ? Set(languages) : options.language == nil ? Set(languages.dropFirst()) : []
        let listed = kept.filter {
            !$0.split(separator: "/").contains { $0.hasPrefix(".") } && $0 != "CNAME" && !trees.contains(String($0.prefix { $0 != "/" }))
        }
        guard !listed.isEmpty else { return }
        let shown = listed.prefix(10).joined(separator: ", ") + (listed.count > 10 ? " and \(listed.count - 10) more" : "")
        log.warning(
            .file(options.output.path),
            "kept \(listed.count) file\(listed.count == 1 ? "" : "s") that Waymark did not write: \(shown)",
            hint: "Waymark removes only what it wrote; delete these by hand if they should not be published")
    }
}
