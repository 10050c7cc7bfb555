/// The members of a JSON object or plist dictionary: in the order written, each with its key's position,
/// and a lookup by key (the last one wins, as in JSON.parse).
public struct KeyedMembers<Value: Sendable>: Sendable {
    public struct Member: Sendable {
        public var key: String
        public var keyLine: Int
        public var keyColumn: Int
        public var value: Value
    }

    public private(set) var members: [Member] = []
    private var index: [String: Int] = [:]

    public init() {}

    mutating func append(_ member: Member) {
        index[member.key] = members.count
        members.append(member)
    }

    public subscript(key: String) -> Value? {
        index[key].map { members[$0].value }
    }

    public var keys: [String] { members.map(\.key) }
}
