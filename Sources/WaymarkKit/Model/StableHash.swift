import Foundation

/// A short hash of a text that is the same on every machine and run (Swift's `Hasher` is seeded per process), for slug
/// suffixes and cache file names.
enum StableHash {
    /// Six lower-case hex digits of the digest (`Digest.of`) of the text's NFC UTF-8 bytes.
    static func hex(_ text: String) -> String { Digest.of(text.precomposedStringWithCanonicalMapping.utf8).hex(6) }
}
