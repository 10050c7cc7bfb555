import Foundation

/// Measures each stage's wall time, the processor time of all the process's threads during it, and the process's
/// peak memory at its end, for `--verbose`: a stage whose processor time is not about twice its wall time on two
/// cores leaves one idle.
struct StageTimer {
    var timings: [StageTiming] = []

    mutating func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let startUsage = Self.usage()
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let usage = Self.usage()
            timings.append(
                StageTiming(
                    stage: stage, seconds: seconds, cpuSeconds: usage.map { $0.cpuSeconds - (startUsage?.cpuSeconds ?? 0) },
                    peakBytes: usage?.peakBytes))
        }
        return try body()
    }

    /// The process's processor time so far (user and system, all threads) and its peak resident set (`getrusage`'s
    /// `ru_maxrss`, in kilobytes on Linux).
    static func usage() -> (cpuSeconds: Double, peakBytes: Int)? {
        var usage = rusage()
        #if os(Linux)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss * 1024)
    }
}

/// One stage's wall time, the process's processor time during it, and the peak memory of the process when it ended.
public struct StageTiming: Sendable {
    public let stage: String
    public let seconds: Double
    public let cpuSeconds: Double?
    public let peakBytes: Int?
}

/// What a build or check that ends the process has made and no step after it needs: it is never freed, because
/// freeing a large site's locations, their plan and their views one object at a time takes longer than the process
/// has left to live.
enum KeptUntilExit {
    private final class Box<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    static func keep<T>(_ value: T) { _ = Unmanaged.passRetained(Box(value)) }
}
