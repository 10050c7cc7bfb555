/// Text from data made safe to print on a terminal: control characters (ESC, BEL, C1 controls…) show as
/// `\u{1B}` instead of moving the cursor, retitling the window or hiding what came before.
enum TerminalText {
    /// `text` with every control character escaped; line breaks are kept when `keepingLineBreaks` is set
    /// (for whole messages Waymark composed), and escaped otherwise (for a value from data).
    static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" && keepingLineBreaks {
                out += "\n"
            } else if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 and C1 controls, DEL, and the bidirectional overrides that can make printed text read backwards.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20 where scalar != "\t", 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
