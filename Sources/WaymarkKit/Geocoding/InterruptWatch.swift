import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches Ctrl-C (SIGINT) while it is installed, so a command can stop cleanly instead of dying mid-write.
final class InterruptWatch: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let lock = NSLock()
    private var interrupted = false
    private var onInterrupt: [@Sendable () -> Void] = []

    /// Starts watching; call `stop()` to give SIGINT its default meaning back.
    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.fire() }
        source.resume()
    }

    var isInterrupted: Bool { lock.withLock { interrupted } }

    /// Runs `action` on the first interrupt (at once if one already came).
    func whenInterrupted(_ action: @escaping @Sendable () -> Void) {
        let now = lock.withLock { () -> Bool in
            if interrupted { return true }
            onInterrupt.append(action)
            return false
        }
        if now { action() }
    }

    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    private func fire() {
        let actions = lock.withLock { () -> [@Sendable () -> Void] in
            guard !interrupted else { return [] }
            interrupted = true
            defer { onInterrupt = [] }
            return onInterrupt
        }
        actions.forEach { $0() }
    }
}
