/// A JSON value that remembers where it was written, so readers can point at the exact field.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var line: Int
    public var column: Int

    public init(_ value: JSONValue, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number, with the text it was written as (so "51.50" keeps its precision for display).
    case number(Double, text: String)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The name of the value's type as a user would say it, for messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: its members in the order written, with their positions.
public typealias JSONObject = KeyedMembers<JSONNode>
