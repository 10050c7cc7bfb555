/// A JSON syntax error at a 1-based line and column.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// An RFC 8259 JSON parser over UTF-8 bytes that records the line and column of every value.
///
/// Foundation's decoders report no positions, and a user's branch file needs them.
struct JSONParser {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    private var columnOffset = 0
    private var columnCount = 1
    private var depth = 0
    private static let maxDepth = 512
    /// With streaming: the root object's member whose array elements are handed to `onElement` one by one, with the
    /// digest of their bytes when `cachedElement` is set (nil when the element is not an object, or had a member twice).
    private var streamKey: String?
    private var onElement: ((JSONNode, Digest?) -> Void)?
    /// With streaming: asked first, for each element that is an object, with the digest of its bytes and its line and
    /// column; true when the caller has what the element says (`RecordCache`), which is then skipped, not parsed.
    private var cachedElement: ((Digest, Int, Int) -> Bool)?
    /// Members whose name the object already has (the later value wins, as in JSON.parse), to report as warnings.
    private(set) var duplicates: [JSONSyntaxError] = []
    /// The members and items of the objects and arrays being read, innermost last: each object or array is then
    /// allocated once, at its size, instead of growing as it is read.
    private var memberStack: [JSONObject.Member] = []
    private var itemStack: [JSONNode] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// The root and the warnings for repeated member names.
    static func parseReportingDuplicates(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSONNode, [JSONSyntaxError]) {
        var parser = JSONParser(bytes: bytes)
        let root = try parser.parseDocument()
        return (root, parser.duplicates)
    }

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// Parses a document whose bulk is one array, handing its elements to `body` as they are read instead of
    /// keeping them: the elements of a root array, or of the root object's member `key`. That array is left
    /// empty in the returned tree. Peak memory is then one element's tree, not the whole file's.
    static func parse(
        _ bytes: [UInt8], streamingElementsOf key: String, _ body: (JSONNode) -> Void
    ) throws(JSONSyntaxError) -> JSONNode {
        var ignored: [JSONSyntaxError] = []
        return try parse(bytes, streamingElementsOf: key, duplicates: &ignored, body)
    }

    /// As above, adding the warnings for repeated member names to `duplicates`.
    static func parse(
        _ bytes: [UInt8], streamingElementsOf key: String, duplicates: inout [JSONSyntaxError],
        _ body: (JSONNode) -> Void
    ) throws(JSONSyntaxError) -> JSONNode {
        try parse(bytes, streamingElementsOf: key, duplicates: &duplicates, cached: nil) { node, _ in body(node) }
    }

    /// As above; with `cached`, each element that is an object is first offered to it by its bytes' digest, line and
    /// column, and skipped when it answers true; `body` gets the elements it did not take, with that digest when the
    /// element was parsed from exactly those bytes without a warning (so that the caller may keep what it read).
    static func parse(
        _ bytes: [UInt8], streamingElementsOf key: String, duplicates: inout [JSONSyntaxError],
        cached: ((Digest, Int, Int) -> Bool)?, _ body: (JSONNode, Digest?) -> Void
    ) throws(JSONSyntaxError) -> JSONNode {
        var found: [JSONSyntaxError] = []
        defer { duplicates += found }
        return try withoutActuallyEscaping(body) { (handler) throws(JSONSyntaxError) -> JSONNode in
            try withoutActuallyEscaping(cached ?? { _, _, _ in false }) { (offer) throws(JSONSyntaxError) -> JSONNode in
                var parser = JSONParser(bytes: bytes)
                parser.streamKey = key
                parser.onElement = handler
                if cached != nil { parser.cachedElement = offer }
                defer { found = parser.duplicates }
                return try parser.parseDocument()
            }
        }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        skipWhitespace()
        guard offset < bytes.count else { throw error("the file is empty; expected a JSON value") }
        let node = try parseValue(streamingArray: onElement != nil)
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    // MARK: Positions

    /// The column of the current byte, counted in characters (UTF-8 lead bytes), 1-based.
    ///
    /// Counted onwards from the last answer, so a minified one-line file stays linear.
    mutating func currentColumn() -> Int {
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            columnCount = 1
        }
        while columnOffset < offset {
            if bytes[columnOffset] & 0xC0 != 0x80 { columnCount += 1 }
            columnOffset += 1
        }
        return columnCount
    }

    mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: currentColumn(), message: message)
    }

    func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    // MARK: Values

    private mutating func parseValue(streamingArray: Bool = false) throws(JSONSyntaxError) -> JSONNode {
        let startLine = line, startColumn = currentColumn()
        guard offset < bytes.count else { throw error("unexpected end of file; expected a value") }
        let value: JSONValue
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = .object(try parseObject())
        case UInt8(ascii: "["): value = .array(try parseArray(streaming: streamingArray))
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        let count = expected.count
        guard offset + count <= bytes.count, bytes[offset..<offset + count].elementsEqual(expected) else {
            throw error("unexpected \(describeCurrent()); expected a value")
        }
        offset += count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("values are nested more than \(Self.maxDepth) levels deep") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONObject {
        try enter()
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return JSONObject()
        }
        let base = memberStack.count
        // The keys of a large object, for finding a repeated one without comparing it with every member before it
        // (quadratic in the members); a small object's few are compared in place.
        var keys: Set<String>?
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a quoted member name")
            }
            let keyLine = line, keyColumn = currentColumn()
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the member name")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue(streamingArray: depth == 1 && key == streamKey && onElement != nil)
            let repeated = keys != nil ? !keys!.insert(key).inserted : memberStack[base...].contains { $0.key == key }
            if repeated {
                duplicates.append(
                    JSONSyntaxError(
                        line: keyLine, column: keyColumn,
                        message: "the member \"\(key)\" appears twice in one object; the later value is used"))
            }
            memberStack.append(.init(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            if keys == nil, memberStack.count - base == JSONObject.indexThreshold { keys = Set(memberStack[base...].map(\.key)) }
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
                if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
                    throw error("trailing comma before '}'")
                }
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; break }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
        depth -= 1
        return JSONObject(Self.pop(&memberStack, from: base, leaving: Self.emptyMember))
    }

    private mutating func parseArray(streaming: Bool = false) throws(JSONSyntaxError) -> [JSONNode] {
        try enter()
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return []
        }
        let base = itemStack.count
        while true {
            skipWhitespace()
            if streaming, let onElement { try streamElement(onElement) } else { itemStack.append(try parseValue()) }
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
                if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
                    throw error("trailing comma before ']'")
                }
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; break }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
        depth -= 1
        return Self.pop(&itemStack, from: base, leaving: Self.nullNode)
    }

    /// Hands a streamed element to `onElement`, or to `cachedElement` when that has it.
    private mutating func streamElement(_ onElement: (JSONNode, Digest?) -> Void) throws(JSONSyntaxError) {
        guard let cachedElement, offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else {
            onElement(try parseValue(), nil)
            return
        }
        let start = offset, startLine = line, startColumn = currentColumn()
        let scanned = scanContainer(from: start)
        let key = bytes.withUnsafeBufferPointer { all in
            Digester.digest { $0.add(bytes: UnsafeBufferPointer(rebasing: all[start..<scanned.end])) }
        }
        if cachedElement(key, startLine, startColumn) {
            offset = scanned.end
            line += scanned.newlines
            if scanned.newlines > 0 { lineStart = scanned.lastLineStart }
            return
        }
        let warnings = duplicates.count
        let node = try parseValue()
        // The digest names the bytes the scan took; it is kept only for an element that is exactly those bytes.
        onElement(node, offset == scanned.end && duplicates.count == warnings ? key : nil)
    }

    /// Where the object or array at `start` ends (after its closing bracket), and the line feeds in it, found by
    /// matching brackets outside strings without checking anything else: an element whose bytes are not those of one
    /// parsed before is parsed, which finds any error in it. The end of the file when the brackets never close.
    private func scanContainer(from start: Int) -> (end: Int, newlines: Int, lastLineStart: Int) {
        bytes.withUnsafeBufferPointer { p in
            var i = start, depth = 0, newlines = 0, lastLineStart = 0
            while i < p.count {
                switch p[i] {
                case UInt8(ascii: "\""):
                    i += 1
                    while i < p.count, p[i] != UInt8(ascii: "\"") {
                        if p[i] == UInt8(ascii: "\\") { i += 1 } else if p[i] == 0x0A { (newlines, lastLineStart) = (newlines + 1, i + 1) }
                        i += 1
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return (i + 1, newlines, lastLineStart) }
                case 0x0A: (newlines, lastLineStart) = (newlines + 1, i + 1)
                default: break
                }
                i += 1
            }
            return (p.count, newlines, lastLineStart)
        }
    }

    /// The values from `base` to the top of `stack`, taken off it as one array of their size.
    ///
    /// Moved, not copied: a copy retained every string and array in them and taking them off released each again,
    /// a quarter of the parsing thread's time on a large file. The slots they leave are filled with `placeholder`
    /// (a value holding no reference, whose removal costs nothing) before the stack is cut back.
    private static func pop<T>(_ stack: inout [T], from base: Int, leaving placeholder: T) -> [T] {
        let count = stack.count - base
        guard count > 0 else { return [] }
        let taken = stack.withUnsafeMutableBufferPointer { stack in
            [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                buffer.baseAddress!.moveInitialize(from: stack.baseAddress! + base, count: count)
                (stack.baseAddress! + base).initialize(repeating: placeholder, count: count)
                initialized = count
            }
        }
        stack.removeSubrange(base...)
        return taken
    }

    private static let nullNode = JSONNode(.null, line: 0, column: 0)
    private static let emptyMember = JSONObject.Member(key: "", keyLine: 0, keyColumn: 0, value: nullNode)
}
