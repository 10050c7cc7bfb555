import Foundation

/// Names and address parts as a reader should keep them: NFC, no leading or trailing space, one space between words
/// (feeds write `"ABERDEEN "` and `"High  St"`), so the same name is the same text everywhere.
enum CleanText {
    static func line(_ text: String) -> String {
        if isCleanASCII(text) { return text }
        return text.precomposedStringWithCanonicalMapping
            .split(whereSeparator: { $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.value < 0x20 } })
            .joined(separator: " ")
    }

    /// Printable ASCII with single spaces between words and none at either end: already clean, and the common case.
    private static func isCleanASCII(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, byte != 0x20 || previous != 0x20 else { return false }
            previous = byte
        }
        return previous != 0x20
    }

    /// The display form of a place name written in capitals ("HEREFORD" is "Hereford"); other names are kept.
    static func placeName(_ text: String) -> String {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        guard letters.count > 1, letters.allSatisfy({ $0.properties.isUppercase }) else { return text }
        return text.lowercased().capitalized
    }
}
