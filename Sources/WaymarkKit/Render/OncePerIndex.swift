/// Values made once per index on first use, from any render thread: what many pages show of one location (a location
/// is a row on its list, kind, facet, city and country pages and on its neighbours' pages, and a pin on their maps).
///
/// Each value is a pure function of its index, so two threads that make one at the same time store equal values, and
/// the pages do not depend on which one is kept.
final class OncePerIndex<Value: Sendable>: Sendable {
    private let values: Locked<[Value?]>

    init(count: Int) {
        values = Locked(Array(repeating: nil, count: count))
    }

    /// The value at `index`, made by `make` the first time it is asked for.
    func value(at index: Int, _ make: () -> Value) -> Value {
        known(at: index) ?? remember(make(), at: index)
    }

    /// The value at `index` if it was made; with `remember`, for a caller whose `make` would capture a large value
    /// (a renderer copied for every row).
    func known(at index: Int) -> Value? { values.withLock { $0[index] } }

    /// Keeps `value` as the one at `index`, and returns it.
    func remember(_ value: Value, at index: Int) -> Value {
        values.withLock { $0[index] = value }
        return value
    }
}

/// One copy of each value made from a key many locations share: a location's "open now" data is made from its hours
/// and its status, and most locations share their hours with others (a chain's week and its country's holidays, kept
/// once by `LocationInterner`, so the key is compared by identity).
///
/// Keyed by what the value is made from, not by the value: a location whose hours are its own alone (its own special
/// days) keeps its escaped data, and not the text as well.
final class SharedByKey<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked([Key: Value]())

    /// The value kept for `key`, made by `make` (outside the lock) when there is none.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let made = make()
        return values.withLock { values in
            if let known = values[key] { return known }
            values[key] = made
            return made
        }
    }
}
