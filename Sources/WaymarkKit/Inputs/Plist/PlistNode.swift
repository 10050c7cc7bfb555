/// A property-list value that remembers where it was written, so readers can point at the exact field.
public struct PlistNode: Sendable {
    public enum Value: Sendable {
        case dictionary(PlistDictionary)
        case array([PlistNode])
        case string(String)
        /// A `<real>`, with the text it was written as.
        case real(Double, text: String)
        case integer(Int, text: String)
        case bool(Bool)
        /// A `<date>` or `<data>` element, kept as its text; Waymark reads neither.
        case other(kind: String, text: String)

        /// The name of the value's type as a user would say it, for messages.
        var typeName: String {
            switch self {
            case .dictionary: "a dict"
            case .array: "an array"
            case .string: "a string"
            case .real: "a real"
            case .integer: "an integer"
            case .bool: "a boolean"
            case .other(let kind, _): "a \(kind)"
            }
        }
    }

    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

/// A `<dict>`: its members in the order written, with their positions.
public typealias PlistDictionary = KeyedMembers<PlistNode>
