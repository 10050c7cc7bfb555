/// The members of a JSON object or plist dictionary: in the order written, each with its key's position,
/// and a lookup by key (the last one wins, as in JSON.parse).
public struct KeyedMembers<Value: Sendable>: Sendable {
    struct Member: Sendable {
        var key: String
        var keyLine: Int
        var keyColumn: Int
        var value: Value
    }

    private(set) var members: [Member] = []
    /// A lookup table, made only for large objects: most have a handful of members, and a table for each
    /// of the million small objects of a 100,000-location file would cost hundreds of megabytes.
    private var index: [String: Int]?
    /// Past this many members an object's keys are looked up in a table (here and by the parser, for repeats).
    static var indexThreshold: Int { 16 }

    public init() {}

    /// The members as written, all at once (a parser collects them first, so the array is allocated once).
    init(_ members: [Member]) {
        self.members = members
        if members.count > Self.indexThreshold { index = Self.table(members) }
    }

    mutating func append(_ member: Member) {
        members.append(member)
        if index != nil {
            index?[member.key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            index = Self.table(members)
        }
    }

    private static func table(_ members: [Member]) -> [String: Int] {
        Dictionary(members.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { $1 })
    }

    subscript(key: String) -> Value? {
        guard let i = position(of: key) else { return nil }
        return members[i].value
    }

    /// The index of the last member with the key. Compares keys in place: copying each member to test it
    /// retained and released its value.
    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        var i = members.endIndex
        while i > members.startIndex {
            i -= 1
            if members[i].key == key { return i }
        }
        return nil
    }

    var keys: [String] { members.map(\.key) }

    /// Gives the last member with the key another value, in its place.
    mutating func replace(_ key: String, with value: Value) {
        if let i = position(of: key) { members[i].value = value }
    }
}
