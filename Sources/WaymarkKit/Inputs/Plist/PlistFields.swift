import Foundation

/// Reads typed fields out of a parsed property list, reporting each problem at the value's own position.
struct PlistFields {
    let path: String
    var log = DiagnosticLog()

    func position(_ node: PlistNode) -> SourcePosition {
        SourcePosition(path: path, line: node.line, column: node.column)
    }

    mutating func error(_ node: PlistNode, _ message: String, hint: String? = nil) {
        log.error(position(node), message, hint: hint)
    }

    mutating func warning(_ node: PlistNode, _ message: String, hint: String? = nil) {
        log.warning(position(node), message, hint: hint)
    }

    mutating func dictionary(_ node: PlistNode, _ what: String) -> PlistDictionary? {
        if case .dictionary(let dictionary) = node.value { return dictionary }
        error(node, "\(what) must be a <dict>, found \(node.value.typeName)")
        return nil
    }

    mutating func required(_ key: String, in dictionary: PlistDictionary, of owner: PlistNode, _ what: String) -> PlistNode? {
        if let node = dictionary[key] { return node }
        error(owner, "\(what) is missing the required key '\(key)'")
        return nil
    }

    mutating func string(_ node: PlistNode, _ key: String) -> String? {
        if case .string(let text) = node.value { return text }
        error(node, "'\(key)' must be a <string>, found \(node.value.typeName)")
        return nil
    }

    /// A number written as `<real>`, `<integer>` or a `<string>` holding a decimal number ("33.0").
    mutating func number(_ node: PlistNode, _ key: String) -> Double? {
        switch node.value {
        case .real(let value, _): return value
        case .integer(let value, _): return Double(value)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCIIDigit || "+-.eE".contains($0) }),
                let value = Double(trimmed), value.isFinite
            {
                return value
            }
            error(node, "'\(key)' must be a number, found the string \"\(text)\"")
            return nil
        default:
            error(node, "'\(key)' must be a number, found \(node.value.typeName)")
            return nil
        }
    }

    /// The value as written in the file, for messages.
    static func text(_ node: PlistNode) -> String {
        switch node.value {
        case .string(let text): "\"\(text)\""
        case .real(_, let text), .integer(_, let text): text
        case .bool(let value): value ? "true" : "false"
        default: node.value.typeName
        }
    }
}
