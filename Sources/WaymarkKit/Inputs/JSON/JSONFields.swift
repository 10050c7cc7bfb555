import Foundation

/// Reads typed fields out of a parsed JSON file, reporting each problem at the field's own position.
///
/// Every reader goes through this, so "missing field" and "wrong type" read the same everywhere.
struct JSONFields {
    let path: String
    var log = DiagnosticLog()

    init(path: String) {
        self.path = path
    }

    func position(_ node: JSONNode) -> SourcePosition {
        SourcePosition(path: path, line: node.line, column: node.column)
    }

    func position(of member: JSONObject.Member) -> SourcePosition {
        SourcePosition(path: path, line: member.keyLine, column: member.keyColumn)
    }

    mutating func error(_ node: JSONNode, _ message: String, hint: String? = nil) {
        log.error(position(node), message, hint: hint)
    }

    mutating func warning(_ node: JSONNode, _ message: String, hint: String? = nil) {
        log.warning(position(node), message, hint: hint)
    }

    /// The node as an object, or an error saying what was found instead. (`what` is an autoclosure, here and
    /// below: it is made only for a message, and a large file asks millions of times.)
    mutating func object(_ node: JSONNode, _ what: @autoclosure () -> String) -> JSONObject? {
        if case .object(let object) = node.value { return object }
        error(node, "\(what()) must be an object, found \(node.value.typeName)")
        return nil
    }

    /// The node as an array, or an error saying what was found instead.
    mutating func array(_ node: JSONNode, _ what: @autoclosure () -> String) -> [JSONNode]? {
        if case .array(let items) = node.value { return items }
        error(node, "\(what()) must be an array, found \(node.value.typeName)")
        return nil
    }

    /// A member that must be there; reports it missing at the owning object.
    mutating func required(_ key: String, in object: JSONObject, of owner: JSONNode, _ what: String) -> JSONNode? {
        if let node = object[key], !isNull(node) { return node }
        error(owner, "\(what) is missing the required field '\(key)'")
        return nil
    }

    /// How messages name a record: `what` and the first of `keys` it has as text (`ATM "A23A1664"`); nil without one.
    static func recordName(_ node: JSONNode, _ what: String, keys: [String]) -> String? {
        guard case .object(let object) = node.value else { return nil }
        for key in keys {
            if case .string(let text)? = object[key]?.value, !text.isEmpty {
                return "\(what) \"\(CleanText.line(text))\""
            }
        }
        return nil
    }

    func isNull(_ node: JSONNode) -> Bool {
        if case .null = node.value { return true }
        return false
    }

    /// A string value; numbers are not silently converted.
    mutating func string(_ node: JSONNode, _ what: @autoclosure () -> String) -> String? {
        if case .string(let text) = node.value { return text }
        error(node, "'\(what())' must be a string, found \(node.value.typeName)")
        return nil
    }

    /// An optional string member: nil when absent or null, an error when of another type.
    mutating func optionalString(_ key: String, in object: JSONObject) -> String? {
        guard let node = object[key], !isNull(node) else { return nil }
        return string(node, key)
    }

    /// A required string member.
    mutating func requiredString(_ key: String, in object: JSONObject, of owner: JSONNode, _ what: String) -> String? {
        guard let node = required(key, in: object, of: owner, what) else { return nil }
        return string(node, key)
    }

    /// A boolean value.
    mutating func bool(_ node: JSONNode, _ what: String) -> Bool? {
        if case .bool(let value) = node.value { return value }
        error(node, "'\(what)' must be true or false, found \(node.value.typeName)")
        return nil
    }

    /// An optional boolean member: nil when absent or null, an error when of another type.
    mutating func optionalBool(_ key: String, in object: JSONObject) -> Bool? {
        guard let node = object[key], !isNull(node) else { return nil }
        return bool(node, key)
    }

    /// A number; a string holding a decimal number is accepted too (Open Banking writes coordinates as strings).
    mutating func number(_ node: JSONNode, _ what: String, allowString: Bool = false) -> Double? {
        switch node.value {
        case .number(let value, _): return value
        case .string(let text) where allowString:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let value = Double(trimmed), value.isFinite, !trimmed.isEmpty,
                trimmed.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" })
            {
                return value
            }
            error(node, "'\(what)' must be a number, found the string \"\(text)\"")
            return nil
        default:
            error(node, "'\(what)' must be a number, found \(node.value.typeName)")
            return nil
        }
    }

    /// An array of strings; each wrong item is reported and left out.
    mutating func strings(_ node: JSONNode, _ what: @autoclosure () -> String) -> [String] {
        guard let items = array(node, what()) else { return [] }
        return items.compactMap { string($0, "\(what()) item") }
    }

    /// A latitude/longitude pair, each checked for range, errors at the offending value.
    mutating func coordinate(latitude: JSONNode, longitude: JSONNode, allowString: Bool = false) -> Coordinate? {
        let lat = number(latitude, "latitude", allowString: allowString)
        let lng = number(longitude, "longitude", allowString: allowString)
        var ok = lat != nil && lng != nil
        if let lat, !Coordinate.isValidLatitude(lat) {
            error(latitude, "latitude \(Self.text(latitude)) is out of range; it must be between -90 and 90")
            ok = false
        }
        if let lng, !Coordinate.isValidLongitude(lng) {
            error(longitude, "longitude \(Self.text(longitude)) is out of range; it must be between -180 and 180")
            ok = false
        }
        guard ok, let lat, let lng else { return nil }
        return Coordinate(latitude: lat, longitude: lng)
    }

    /// The value as written in the file, for messages.
    static func text(_ node: JSONNode) -> String {
        switch node.value {
        case .number(_, let text): text
        case .string(let text): "\"\(text)\""
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
