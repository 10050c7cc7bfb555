import Foundation

/// Two independent pieces of work at once, on two threads, or one after the other with `--jobs 1`; for the few
/// steps of a build that run alone, outside the page renderer's threads, so the second core is not left idle.
enum Concurrently {
    /// Both results; when both fail, the first one's error.
    static func both<A: Sendable, B: Sendable, E: Error>(
        parallel: Bool, _ first: @Sendable () throws(E) -> A, _ second: @Sendable () throws(E) -> B
    ) throws(E) -> (A, B) {
        guard parallel else { return (try first(), try second()) }
        let results = Slots<A, B, E>()
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                results.set(first: Result { () throws(E) -> A in try first() })
            } else {
                results.set(second: Result { () throws(E) -> B in try second() })
            }
        }
        return try results.values()
    }

    /// `make` of each index below `count`, on every core at once, in index order.
    static func map<T: Sendable>(_ count: Int, _ make: @Sendable (Int) -> T) -> [T] {
        let results = Locked([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let made = make(index)
            results.withLock { $0[index] = made }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// The two results, each set from its own thread.
    private final class Slots<A: Sendable, B: Sendable, E: Error>: Sendable {
        private let slots = Locked<(first: Result<A, E>?, second: Result<B, E>?)>((nil, nil))

        func set(first result: Result<A, E>) { slots.withLock { $0.first = result } }
        func set(second result: Result<B, E>) { slots.withLock { $0.second = result } }

        func values() throws(E) -> (A, B) {
            let (first, second) = slots.withLock { ($0.first!, $0.second!) }
            return (try first.get(), try second.get())
        }
    }

    /// Work started on another thread at once, whose result is waited for where it is needed; with `parallel`
    /// false (`--jobs 1`) it is done when first needed, on the thread that needs it.
    final class Pending<T: Sendable>: Sendable {
        /// The result once there is one; the work itself while it waits to be done where it is needed.
        private let state: Locked<(result: T?, work: (@Sendable () -> T)?)>

        init(parallel: Bool, _ work: @escaping @Sendable () -> T) {
            guard parallel else {
                state = Locked((nil, work))
                return
            }
            state = Locked((nil, nil))
            let thread = Thread { [state] in
                let value = work()
                state.withLock { $0.result = value }
            }
            thread.start()
        }

        /// The result, once the work is done.
        var value: T {
            if let work = state.withLock({ state in
                defer { state.work = nil }; return state.work
            }) {
                let value = work()
                state.withLock { $0.result = value }
            }
            return state.withLock(when: { $0.result != nil }) { $0.result! }
        }
    }
}
