import Foundation
import Testing

@testable import WaymarkKit

/// Malformed, truncated or hostile input gives diagnostics, never a crash.
@Suite struct HostileInputTests {
    @Test func deeplyNestedYAMLIsRefusedBeforeYamsRecurses() {
        var log = DiagnosticLog()
        let deep = "title: " + String(repeating: "[", count: 50_000)
        #expect(SiteConfigReader().read(text: deep, path: "s.yml", log: &log) == SiteConfig())
        #expect(log.reported == [Reported(.error, 1, 1, "the YAML is nested more than 200 levels deep")])
        var pageLog = DiagnosticLog()
        _ = PageReader().read(text: "---\ntitle: x\nform: \(String(repeating: "{a: ", count: 5_000))\n---\n", path: "p.md", log: &pageLog)
        #expect(pageLog.reported == [Reported(.error, 3, 1, "the YAML is nested more than 200 levels deep")])
    }

    @Test func deeplyNestedPlistIsAnError() {
        var log = DiagnosticLog()
        let deep = "<plist>" + String(repeating: "<array>", count: 20_000)
        #expect(CountriesReader().read(bytes: Array(deep.utf8), path: "c.plist", log: &log).isEmpty)
        #expect(log.errors.count == 1)
    }

    @Test func garbageBinaryPlistIsAnError() {
        var log = DiagnosticLog()
        #expect(CountriesReader().read(bytes: Array("bplist00".utf8) + [1, 2, 3, 0xFF], path: "c.plist", log: &log).isEmpty)
        #expect(log.errors.map(\.position.line) == [1])
    }

    /// Every reader, on truncated and byte-flipped copies of real files.
    @Test func truncatedAndCorruptedRealFilesNeverCrash() throws {
        let samples: [(String, ([UInt8], inout DiagnosticLog) -> Int)] = [
            ("plist/boa_interview__worldwide.plist", { CountriesReader().read(bytes: $0, path: "c", log: &$1).count }),
            ("geocode/geokit__austin_forward_6_results.json", { GeocodeReader().read(bytes: $0, path: "g", log: &$1)?.results.count ?? 0 }),
            (
                "openbanking/obie_docs__branch_example_lloyds_bourne_physical.json",
                { OpenBankingReader().read(bytes: $0, path: "o", log: &$1).count }
            ),
            (
                "openbanking/lloyds__branches_v2.2__london_12__branch_array_only__2022.json",
                { OpenBankingReader().read(bytes: $0, path: "o", log: &$1).count }
            ),
        ]
        var random = SeededRandom(seed: 42)
        for (file, read) in samples {
            let bytes = try TestFiles.bytes(TestFiles.real(file))
            var fullLog = DiagnosticLog()
            let full = read(bytes, &fullLog)
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                var log = DiagnosticLog()
                #expect(read(Array(bytes[..<cut]), &log) <= full)
            }
            for _ in 0..<40 {
                var corrupted = bytes
                for _ in 0..<8 { corrupted[random.next(below: corrupted.count)] = UInt8(random.next(below: 256)) }
                var log = DiagnosticLog()
                _ = read(corrupted, &log)
            }
        }
    }

    @Test func textReadersSurviveRandomText() {
        var random = SeededRandom(seed: 7)
        let alphabet = Array("-:#[]{}'\"\n \t|>&*!%@`?,abc123\u{FEFF}é")
        for _ in 0..<300 {
            let text = String((0..<random.next(below: 80)).map { _ in alphabet[random.next(below: alphabet.count)] })
            var log = DiagnosticLog()
            _ = SiteConfigReader().read(text: text, path: "s.yml", log: &log)
            _ = PageReader().read(text: "---\n" + text + "\n---\n", path: "p.md", log: &log)
            _ = PageReader().read(text: text, path: "p.md", log: &log)
        }
    }
}
