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

    /// Makes a slug from text in any script: transliterated to Latin and ASCII where a standard transliteration
    /// exists (Москва is `moskva`), a sign before a number kept as a word (`40.416,-3.703` is `40-416-minus-3-703`),
    /// other characters turned into hyphens. Text that still gives no letter or digit is `fallback` with a short hash
    /// of the text, and a slug past 100 characters is cut and ends in a hash of the whole, so distinct texts never
    /// share a slug through either. Only empty text gives `fallback` alone.
    public init(making text: String, fallback: String = "item") {
        var out = ""
        var pendingHyphen = false
        let scalars = Array(Self.latin(text).unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            if Self.isLetterOrDigit(scalar) {
                if pendingHyphen, !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else if let sign = Self.sign(scalars, at: i) {
                if !out.isEmpty { out.append("-") }
                out += sign
                pendingHyphen = true
            } else {
                pendingHyphen = true
            }
        }
        out = out.lowercased()
        if out.isEmpty {
            let blank = text.allSatisfy(\.isWhitespace)
            value = blank ? fallback : fallback + "-" + StableHash.hex(text)
        } else if out.utf8.count > 100 {
            var cut = String(out.prefix(92))
            while cut.hasSuffix("-") { cut.removeLast() }
            value = cut + "-" + StableHash.hex(out)
        } else {
            value = out
        }
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// "minus" or "plus" for a sign that starts a number (after a space, comma or the start), not for the hyphen
    /// of `A-1` or the range `10-20`.
    private static func sign(_ scalars: [Unicode.Scalar], at i: Int) -> String? {
        let scalar = scalars[i]
        guard scalar == "-" || scalar == "+" || scalar == "\u{2212}", i + 1 < scalars.count,
            ("0"..."9").contains(scalars[i + 1])
        else { return nil }
        if i > 0, isLetterOrDigit(scalars[i - 1]) || scalars[i - 1] == "." { return nil }
        return scalar == "+" ? "plus" : "minus"
    }

    static func isValid(_ text: String) -> Bool {
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

    /// Text in Latin ASCII where possible: Cyrillic by BGN/PCGN (`Cyrillic`), other scripts by ICU's
    /// `Any-Latin; Latin-ASCII` (through Foundation), after compatibility normalisation (full-width `Ｔｏｋｙｏ` is `Tokyo`); without ICU, accents are folded and other scripts dropped.
    static func latin(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var normalized = text.precomposedStringWithCompatibilityMapping
        // ICU's Cyrillic is ISO 9 with its diacritics dropped (Щелково "selkovo", Подольск "podol-sk"): BGN/PCGN
        // gives the spellings of English-language maps, readable and guessable.
        if Cyrillic.contains(normalized) { normalized = Cyrillic.romanized(normalized) }
        if let latin = normalized.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) {
            return fold(latin)
        }
        return fold(normalized)
    }

    /// Text as lists compare and search matches it: accents folded (`fold`) and lower case ("Île" to "ile").
    static func foldedLowercase(_ text: String) -> String { lower(fold(text)) }

    /// `lowercased()`, with ASCII text lowered byte by byte (most names and streets; the same result, faster).
    static func lower(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.lowercased() }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Folds accents and special letters to ASCII ("Île" to "Ile", "ß" to "ss").
    static func fold(_ text: String) -> String {
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
