/// Rough text widths for placing boxes around labels (build time has no font metrics).
enum TextMetrics {
    /// Width in pixels of `text` in a sans-serif face at `size` pixels; errs on the wide side.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += em(scalar)
        }
        return ems * size * (bold ? 1.1 : 1)
    }

    /// Advance widths in ems, close to DejaVu Sans (a wide default on Linux), so boxes rarely run short.
    private static func em(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "l", "j", "'", "|", "!", ".", ",", ":", ";": return 0.3
        case "f", "t", "r", "I", " ", "(", ")", "[", "]", "-": return 0.4
        case "m", "w", "M", "W", "@": return 0.92
        case "°": return 0.5
        case "A"..."Z": return 0.72
        case "0"..."9", "a"..."z": return 0.63
        default:
            // CJK and other wide scripts take a full em.
            return scalar.value >= 0x2E80 ? 1.0 : 0.64
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
