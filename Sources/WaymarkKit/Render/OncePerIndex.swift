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

/// One copy of each distinct text, with its escaped bytes, for values kept for every location that often repeat one
/// another: most locations' "open now" data is another's (the same week, and their country's holidays).
final class SharedTexts: Sendable {
    private let texts = Locked([String: EscapedText]())

    /// The copy kept of `text`: made (and escaped) from the first equal text given.
    func shared(_ text: String) -> EscapedText {
        texts.withLock { texts in
            if let known = texts[text] { return known }
            let made = EscapedText(text)
            texts[text] = made
            return made
        }
    }
}
