/// The one JSON writer: every JSON output (GeoJSON, search index records, JSON-LD, opening hours) is built with it,
/// so strings are escaped one way (safe inside `<script>` too) and numbers are written as given.
enum JSONWriter {
    /// A JSON value already written (a number, `true`, a nested object or array).
    enum Value {
        case string(String)
        case raw(String)

        var text: String {
            switch self {
            case .string(let string): Escape.jsonString(string)
            case .raw(let raw): raw
            }
        }
    }

    /// `{"a":1,"b":"x"}`.
    static func object(_ members: [(String, Value)]) -> String {
        var out = "{"
        for (i, member) in members.enumerated() {
            if i > 0 { out += "," }
            out += Escape.jsonString(member.0)
            out += ":"
            out += member.1.text
        }
        return out + "}"
    }

    /// `[1,"x"]`.
    static func array(_ items: [Value]) -> String {
        var out = "["
        for (i, item) in items.enumerated() {
            if i > 0 { out += "," }
            out += item.text
        }
        return out + "]"
    }
}
