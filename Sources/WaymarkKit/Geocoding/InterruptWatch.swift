import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches Ctrl-C (SIGINT) while it is installed, so a command can stop cleanly instead of dying mid-write.
final class InterruptWatch: @unchecked Sendable {
    private let source: DispatchSourceSignal
    /// Whether an interrupt came, and what to run when one does.
    private let state = Locked((interrupted: false, onInterrupt: [@Sendable () -> Void]()))

    /// Starts watching; call `stop()` to give SIGINT its default meaning back.
    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.fire() }
        source.resume()
    }

    var isInterrupted: Bool { state.withLock { $0.interrupted } }

    /// Runs `action` on the first interrupt (at once if one already came).
    func whenInterrupted(_ action: @escaping @Sendable () -> Void) {
        let now = state.withLock { state in
            if state.interrupted { return true }
            state.onInterrupt.append(action)
            return false
        }
        if now { action() }
    }

    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    private func fire() {
        let actions = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.interrupted else { return [] }
            state.interrupted = true
            defer { state.onInterrupt = [] }
            return state.onInterrupt
        }
        actions.forEach { $0() }
    }
}
