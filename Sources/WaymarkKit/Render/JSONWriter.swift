/// The one JSON writer: every JSON output (GeoJSON, search index records, JSON-LD, opening hours) is built with it,
/// so strings are escaped one way (safe inside `<script>` too) and numbers are written as given.
enum JSONWriter {
    /// A JSON value already written (a number, `true`, a nested object or array).
    enum Value {
        case string(String)
        case raw(String)
    }

    /// `{"a":1,"b":"x"}`.
    static func object(_ members: [(String, Value)]) -> String {
        var json = Appender()
        json.beginObject()
        for (name, value) in members {
            json.key(name)
            json.value(value)
        }
        json.endObject()
        return json.text
    }

    /// `[1,"x"]`.
    static func array(_ items: [Value]) -> String {
        var json = Appender()
        json.beginArray()
        for item in items { json.value(item) }
        json.endArray()
        return json.text
    }
}

extension JSONWriter {
    /// Writes JSON into one growing string as it goes; `object` and `array` are made with it too. The outputs that have
    /// an object per location (GeoJSON features, search records, JSON-LD) write into it member by member: building each
    /// object's members and joining them was most of those outputs' time. Strings are escaped by
    /// `Escape.appendJSONString`, as everywhere.
    struct Appender {
        var text: String
        /// For each open object or array, whether it has no member yet; and whether a key was just written.
        private var empty: [Bool] = []
        private var afterKey = false

        init(reservingCapacity capacity: Int = 0) {
            text = ""
            text.reserveCapacity(capacity)
        }

        mutating func beginObject() { open("{") }
        mutating func endObject() { close("}") }
        mutating func beginArray() { open("[") }
        mutating func endArray() { close("]") }

        /// An object's member name; its value comes next.
        mutating func key(_ name: String) {
            separate()
            Escape.appendJSONString(name, to: &text)
            text += ":"
            afterKey = true
        }

        mutating func string(_ value: String) {
            separate()
            Escape.appendJSONString(value, to: &text)
        }

        /// A value already written: a number, `true`, or JSON made elsewhere.
        mutating func raw(_ value: String) {
            separate()
            text += value
        }

        mutating func value(_ value: Value) {
            switch value {
            case .string(let text): string(text)
            case .raw(let text): raw(text)
            }
        }

        /// A member whose value is a string.
        mutating func member(_ name: String, _ value: String) {
            key(name)
            string(value)
        }

        /// A member whose value is already written (a number, `true`).
        mutating func member(_ name: String, raw value: String) {
            key(name)
            raw(value)
        }

        /// Text between values that is not JSON's own (a line break between features).
        mutating func verbatim(_ value: String) { text += value }

        private mutating func open(_ bracket: String) {
            separate()
            text += bracket
            empty.append(true)
        }

        private mutating func close(_ bracket: String) {
            empty.removeLast()
            text += bracket
        }

        private mutating func separate() {
            if afterKey {
                afterKey = false
                return
            }
            guard let isEmpty = empty.last else { return }
            if !isEmpty { text += "," }
            empty[empty.count - 1] = false
        }
    }
}
