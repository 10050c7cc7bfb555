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

    /// The two results, each set from its own thread.
    private final class Slots<A: Sendable, B: Sendable, E: Error>: @unchecked Sendable {
        private let lock = NSLock()
        private var first: Result<A, E>?
        private var second: Result<B, E>?

        func set(first result: Result<A, E>) { lock.withLock { first = result } }
        func set(second result: Result<B, E>) { lock.withLock { second = result } }

        func values() throws(E) -> (A, B) {
            let (first, second) = lock.withLock { (self.first!, self.second!) }
            return (try first.get(), try second.get())
        }
    }

    /// Work started on another thread at once, whose result is waited for where it is needed; with `parallel`
    /// false (`--jobs 1`) it is done when first needed, on the thread that needs it.
    final class Pending<T: Sendable>: @unchecked Sendable {
        private let lock = NSCondition()
        private var result: T?
        private var work: (@Sendable () -> T)?

        init(parallel: Bool, _ work: @escaping @Sendable () -> T) {
            guard parallel else {
                self.work = work
                return
            }
            let thread = Thread { [self] in
                let value = work()
                lock.withLock {
                    result = value
                    lock.broadcast()
                }
            }
            thread.start()
        }

        /// The result, once the work is done.
        var value: T {
            lock.withLock {
                if let work {
                    result = work()
                    self.work = nil
                }
                while result == nil { lock.wait() }
                return result!
            }
        }
    }
}
