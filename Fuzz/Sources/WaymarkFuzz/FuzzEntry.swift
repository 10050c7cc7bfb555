import Foundation

/// libFuzzer's entry point for a program that has its own `main` (SwiftPM gives every executable one).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target this process fuzzes, set once before libFuzzer starts and only read after.
nonisolated(unsafe) private var selected: FuzzTarget?

/// Runs libFuzzer on the target named by `WAYMARK_FUZZ_TARGET` (an environment variable, so that the
/// processes libFuzzer starts for `-merge=1` fuzz the same target); the arguments are libFuzzer's.
@main struct WaymarkFuzz {
    static func main() {
        let name = ProcessInfo.processInfo.environment["WAYMARK_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget.all.first(where: { $0.name == name }) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: " ")
            FileHandle.standardError.write(Data("WAYMARK_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(2)
        }
        selected = target
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(
            runFuzzerDriver(&argc, &argv) { data, size in
                selected?.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
                return 0
            })
    }
}
