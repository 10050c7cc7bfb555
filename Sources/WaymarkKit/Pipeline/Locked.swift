import Foundation

/// A value that many threads read and change, one at a time: Waymark's one lock type, so a class that shares state
/// between threads holds a `Locked` and is `Sendable` without a lock of its own.
package final class Locked<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value
    /// How many threads wait in `withLock(when:_:)`: with none, a change wakes nobody, which keeps a busy lock cheap.
    private var waiting = 0

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value to itself; whatever it changes wakes the threads waiting in `withLock(when:_:)`.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        condition.lock()
        defer {
            if waiting > 0 { condition.broadcast() }
            condition.unlock()
        }
        return try body(&value)
    }

    /// Waits until `ready` holds for the value, then runs `body` as `withLock(_:)` does.
    package func withLock<R>(when ready: (Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
        condition.lock()
        defer {
            if waiting > 0 { condition.broadcast() }
            condition.unlock()
        }
        waiting += 1
        while !ready(value) { condition.wait() }
        waiting -= 1
        return try body(&value)
    }
}
