/// One generator of output files in the render stage: its name (as `--verbose` times it), what it reads and writes,
/// whether every shard runs it, and what `waymark check` does with it.
///
/// The steps run in an order where each comes after every step that writes what it reads (`ordered`), so an order
/// rule is a declared input, not a comment: `sw.js` reads every file it lists, so it runs after all of them.
struct RenderStep {
    /// What a step reads or writes. Some are only read (the plan, the theme); each file kind is written by one step.
    enum Data: Hashable {
        case plan, config, theme, publicFolder, flags, maps
        case staticFiles, sitemaps, robots, redirects, geoJSON, searchIndex, facets, cityNames, pages, mapStylesheet, mapTiles
        case serviceWorker, hostHeaders, noticeFeeds
    }

    /// What `waymark check`, which renders nothing and writes nothing, does with a step.
    enum InCheck {
        /// Runs it as a build does: its files are small or checked as they are made (a site's flags), and the check
        /// counts them with their bytes.
        case runs
        /// Only names its files (with no bytes), from the plan.
        case names(() throws -> Void)
        /// Names its files only when the output is measured against a host, or when a link written in a template or
        /// page points at nothing else (`RenderStage.reportBrokenLinks`): making their names costs as much as the files.
        case namesWhenNeeded(() throws -> Void)
        /// Nothing: its files are known only once pages are rendered (the map tiles they draw).
        case skips
    }

    let name: String
    let reads: Set<Data>
    let writes: Set<Data>
    /// Every shard runs it for its own pages; a step that is not writes the files every page shares, in shard 1.
    var eachShard = false
    var inCheck = InCheck.runs
    let run: () throws -> Void

    /// The steps with each after every step that writes what it reads, and otherwise in the order given.
    static func ordered(_ steps: [RenderStep]) -> [RenderStep] {
        var left = steps
        var ordered: [RenderStep] = []
        while !left.isEmpty {
            // The first step none of whose inputs is still to be written; one always exists unless steps read each
            // other's files, which is a mistake in the list itself.
            guard let next = left.indices.first(where: { i in left.allSatisfy { $0.writes.isDisjoint(with: left[i].reads) } })
            else { preconditionFailure("render steps read each other's files: \(left.map(\.name))") }
            ordered.append(left.remove(at: next))
        }
        return ordered
    }
}
