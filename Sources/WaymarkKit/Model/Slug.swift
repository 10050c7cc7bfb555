import Foundation

/// A URL- and file-safe name: lower-case ASCII letters, digits and single hyphens, never empty.
///
/// Every path segment Waymark writes is a `Slug`, so no id or file name can reach outside the output folder.
public struct Slug: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: String

    /// Accepts `text` only if it already is a valid slug.
    public init?(validating text: String) {
        guard Self.isValid(text) else { return nil }
        value = text
    }

    /// Makes a slug from any text: accents folded, other characters turned into hyphens.
    public init(making text: String, fallback: String = "item") {
        var out = ""
        var pendingHyphen = false
        for scalar in Self.fold(text).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        value = out.isEmpty ? fallback : String(out.lowercased().prefix(100))
    }

    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 100, text.first != "-", text.last != "-" else { return false }
        var previousHyphen = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousHyphen = false
            case UInt8(ascii: "-"):
                if previousHyphen { return false }
                previousHyphen = true
            default:
                return false
            }
        }
        return true
    }

    /// Folds accents and special letters to ASCII ("Île" to "Ile", "ß" to "ss").
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var out = ""
        for character in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            switch character {
            case "ß": out += "ss"
            case "æ": out += "ae"
            case "Æ": out += "AE"
            case "ø": out += "o"
            case "Ø": out += "O"
            case "đ": out += "d"
            case "Đ": out += "D"
            case "ł": out += "l"
            case "Ł": out += "L"
            case "ı": out += "i"
            case "œ": out += "oe"
            case "Œ": out += "OE"
            case "þ": out += "th"
            default:
                if character.properties.generalCategory != .nonspacingMark { out.unicodeScalars.append(character) }
            }
        }
        return out
    }

    public var description: String { value }

    public static func < (a: Slug, b: Slug) -> Bool { a.value < b.value }
}
