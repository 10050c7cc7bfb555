import ArgumentParser
import Foundation
import WaymarkKit

/// The `--site` option every command takes.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site's folder (holding Content/, Templates/, Public/).")
    var site: String = "."
}

/// Prints diagnostics to stderr as `path:line:column: severity: message`.
enum Console {
    static let isTerminal = isatty(STDERR_FILENO) == 1

    /// Repeats and long lists are counted rather than printed (`DiagnosticDigest`).
    static func print(_ diagnostics: [Diagnostic]) {
        for line in DiagnosticDigest.lines(diagnostics) { error(line) }
    }

    /// Everything printed goes through here, so no control character from data reaches the terminal.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(line, keepingLineBreaks: true) + "\n").utf8))
    }

    /// A progress line on a terminal, rewritten in place; nothing when stderr is not a terminal.
    static let progress: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
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

    static func endProgress() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
