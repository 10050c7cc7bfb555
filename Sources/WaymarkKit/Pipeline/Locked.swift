import Foundation

/// A value that many threads read and change, one at a time: Waymark's one lock type, so a class that shares state
/// between threads holds a `Locked` and is `Sendable` without a lock of its own.
package final class Locked<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value to itself; whatever it changes wakes the threads waiting in `withLock(when:_:)`.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Waits until `ready` holds for the value, then runs `body` as `withLock(_:)` does.
    package func withLock<R>(when ready: (Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while !ready(value) { condition.wait() }
        return try body(&value)
    }
}
