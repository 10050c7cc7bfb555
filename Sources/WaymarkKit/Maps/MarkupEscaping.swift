/// Escaping for strings from data placed in HTML or SVG text and attribute values.
///
/// Control characters that XML forbids (and line breaks, which a label never needs) become spaces,
/// so the same markup is valid inline in HTML and in a standalone SVG file.
enum MarkupEscaping {
    static func text(_ value: String) -> String { escape(value) }

    /// For double- or single-quoted attribute values.
    static func attribute(_ value: String) -> String { escape(value) }

    private static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// Rough text widths for placing boxes around labels (build time has no font metrics).
enum TextMetrics {
    /// Width in pixels of `text` in a sans-serif face at `size` pixels; errs on the wide side.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += em(scalar)
        }
        return ems * size * (bold ? 1.07 : 1)
    }

    private static func em(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "l", "j", "'", "|", "!", ".", ",", ":", ";": return 0.26
        case "f", "t", "r", "I", " ", "(", ")", "[", "]", "-": return 0.36
        case "m", "w", "M", "W", "@": return 0.86
        case "A"..."Z", "°": return scalar == "°" ? 0.4 : 0.67
        case "0"..."9", "a"..."z": return 0.56
        default:
            // CJK and other wide scripts take a full em.
            return scalar.value >= 0x2E80 ? 1.0 : 0.6
        }
    }

    /// The longest prefix of `text` (with an ellipsis) that fits in `maxWidth`.
    static func truncated(_ text: String, size: Double, bold: Bool = false, maxWidth: Double) -> String {
        guard width(text, size: size, bold: bold) > maxWidth else { return text }
        var kept = ""
        for character in text {
            if width(kept + String(character) + "…", size: size, bold: bold) > maxWidth { break }
            kept.append(character)
        }
        return kept.trimmingSuffixSpaces() + "…"
    }
}

private extension String {
    func trimmingSuffixSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
