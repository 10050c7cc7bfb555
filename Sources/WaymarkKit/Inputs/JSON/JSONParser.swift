/// A JSON syntax error at a 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

/// An RFC 8259 JSON parser over UTF-8 bytes that records the line and column of every value.
///
/// Foundation's decoders report no positions, and a user's branch file needs them.
public struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var columnOffset = 0
    private var columnCount = 1
    private var depth = 0
    private static let maxDepth = 512
    /// With streaming: the root object's member whose array elements are handed to `onElement` one by one.
    private var streamKey: String?
    private var onElement: ((JSONNode) -> Void)?

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// Parses a document whose bulk is one array, handing its elements to `body` as they are read instead of
    /// keeping them: the elements of a root array, or of the root object's member `key`. That array is left
    /// empty in the returned tree. Peak memory is then one element's tree, not the whole file's.
    public static func parse(
        _ bytes: [UInt8], streamingElementsOf key: String,
        _ body: (JSONNode) -> Void
    ) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(body) { (handler) throws(JSONSyntaxError) -> JSONNode in
            var parser = JSONParser(bytes: bytes)
            parser.streamKey = key
            parser.onElement = handler
            return try parser.parseDocument()
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
    private mutating func currentColumn() -> Int {
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

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: currentColumn(), message: message)
    }

    private func describeCurrent() -> String {
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
        var object = JSONObject()
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return object
        }
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
            object.append(.init(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
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
        return object
    }

    private mutating func parseArray(streaming: Bool = false) throws(JSONSyntaxError) -> [JSONNode] {
        try enter()
        offset += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return items
        }
        while true {
            skipWhitespace()
            let item = try parseValue()
            if streaming, let onElement { onElement(item) } else { items.append(item) }
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
        return items
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: expected a digit") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("invalid number: leading zeros are not allowed") }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: expected a digit after '.'") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: expected a digit in the exponent") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("number \(text) is out of range") }
        return .number(number, text: text)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun(_ end: Int) {
            if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard offset < bytes.count else { throw error("unterminated string: missing the closing '\"'") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                try validateUTF8(runStart, offset)
                flushRun(offset)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 {
                if byte == 0x0A { throw error("unterminated string: a line break inside a string must be written as \\n") }
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                try validateUTF8(runStart, offset)
                flushRun(offset)
                scalars.append(try parseEscape())
                runStart = offset
                continue
            }
            offset += 1
        }
    }

    private mutating func validateUTF8(_ start: Int, _ end: Int) throws(JSONSyntaxError) {
        var i = start
        while i < end {
            if bytes[i] >= 0x80 {
                var iterator = bytes[start..<end].makeIterator()
                var decoder = UTF8()
                while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue: continue
                    case .emptyInput: return
                    case .error: throw error("the string is not valid UTF-8")
                    }
                }
            }
            i += 1
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        offset += 1
        guard offset < bytes.count else { throw error("unterminated string: missing the closing '\"'") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(high, radix: 16, uppercase: true)) in string")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in string") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in string") }
            return scalar
        default:
            offset -= 2
            let shown = byte >= 0x21 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x\(String(byte, radix: 16))"
            throw error("invalid escape '\\\(shown)' in string")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw error("invalid \\u escape: expected 4 hexadecimal digits")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
