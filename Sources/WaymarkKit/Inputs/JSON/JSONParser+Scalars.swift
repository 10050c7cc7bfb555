/// Numbers and strings: the scalar values of JSON, scanned byte by byte.
extension JSONParser {
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
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

    mutating func parseString() throws(JSONSyntaxError) -> String {
        offset += 1
        let start = offset
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        // Whether the run since `runStart` has a byte over 0x7F, the only case that needs checking as UTF-8.
        var multibyte = false
        func flushRun(_ end: Int) {
            if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard offset < bytes.count else { throw error("unterminated string: missing the closing '\"'") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                if multibyte { try validateUTF8(runStart, offset) }
                // Most strings have no escape: their bytes are the string.
                if runStart == start {
                    offset += 1
                    return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
                }
                flushRun(offset)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 {
                if byte == 0x0A { throw error("unterminated string: a line break inside a string must be written as \\n") }
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                if multibyte { try validateUTF8(runStart, offset) }
                flushRun(offset)
                scalars.append(try parseEscape())
                runStart = offset
                multibyte = false
                continue
            }
            if byte >= 0x80 { multibyte = true }
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
