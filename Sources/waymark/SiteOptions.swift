import ArgumentParser
import Foundation
import WaymarkKit

/// The `--site` option every command takes.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site's folder (holding Content/, Templates/, Public/).")
    var site: String = "."
}

extension Console {
    /// Diagnostics to stderr as `path:line:column: severity: message`.
    static func print(_ diagnostics: [Diagnostic]) {
        for line in DiagnosticDigest.lines(diagnostics) { error(line) }
    }

    /// `--verbose`: each stage's wall time, the processor time of the process's threads during it, and the process's
    /// peak memory at its end.
    static func print(_ timings: [StageTiming]) {
        for t in timings {
            let cpu = t.cpuSeconds.map { String(format: ", CPU %.3f s", $0) } ?? ""
            let peak = t.peakBytes.map { String(format: ", peak memory %.0f MiB", Double($0) / 1_048_576) } ?? ""
            error(String(format: "%@: %.3f s", t.stage, t.seconds) + " (" + (cpu + peak).dropFirst(2) + ")")
        }
    }
}
