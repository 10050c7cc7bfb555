/// A name read from a folder, which on Linux is bytes and need not be UTF-8.
///
/// Names that are UTF-8 read as they are; any other name shows each byte outside ASCII as `\xHH`, so two names
/// that differ never read the same (a lossy decoding made both `caf\xE9` and `caf\xE8` "caf\u{FFFD}"), and
/// `bytes` keeps what the file system needs to open it.
struct FileName: Hashable {
    let text: String
    let bytes: [CChar]
    /// Whether `text` is the name itself rather than a spelling of bytes that are not UTF-8.
    let isUTF8: Bool

    init(_ pointer: UnsafePointer<CChar>) {
        let length = strlen(pointer)
        bytes = Array(UnsafeBufferPointer(start: pointer, count: length + 1))
        let raw = UnsafeRawBufferPointer(start: pointer, count: length)
        if let valid = String(validating: raw, as: UTF8.self) {
            text = valid
            isUTF8 = true
        } else {
            isUTF8 = false
            text = raw.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
