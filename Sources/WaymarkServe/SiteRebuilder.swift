import Foundation
import WaymarkKit

/// Builds the site into the server's folder and says how it went; a failed build leaves the last good one in place.
struct SiteRebuilder: Sendable {
    let options: BuildOptions
    let version: BuildVersion

    /// Builds, prints the diagnostics and a one-line result, and moves the version on when the build succeeded.
    @discardableResult
    func build() -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        let report = Pipeline(options: options).run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        for line in DiagnosticDigest.lines(report.diagnostics) { Console.error(line) }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        guard errors == 0 else {
            let previous =
                FileManager.default.fileExists(atPath: options.output.path)
                ? "still serving the previous build" : "nothing to serve until a build succeeds"
            Console.error("Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(previous).")
            return false
        }
        version.bump()
        let rendered = report.rendered < report.pages ? " (\(report.rendered) rendered, the others unchanged)" : ""
        Console.say("Built \(report.pages) pages in \(String(format: "%.2f", seconds)) s\(rendered).")
        return true
    }
}
