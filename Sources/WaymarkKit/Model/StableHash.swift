import Foundation

/// A short hash that is the same on every machine and run (Swift's `Hasher` is seeded per process).
public enum StableHash {
    /// Six lower-case hex digits of the 32-bit FNV-1a hash of the text's NFC UTF-8 bytes.
    public static func hex(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.precomposedStringWithCanonicalMapping.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(hash >> 8, radix: 16)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
