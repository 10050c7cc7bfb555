/// A BCP 47 language tag as a site names a language (`en`, `cy`, `pt-BR`, `zh-Hant-TW`): language, then an optional
/// script, region and variants, and a Unicode extension (`ar-SA-u-nu-latn`: the digits) that local formats read;
/// private use and other extensions are not accepted.
struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag as written, with its subtags in BCP 47's customary case (`pt-BR`, `zh-Hant`).
    let description: String
    /// The language subtag, lower case: what plural rules and direction go by.
    let language: String
    /// The tags whose catalogues this one falls back to, the most general first (`en`, `en-US` for `en-US-u-hc-h23`):
    /// RFC 4647's lookup, which drops the extension and then one subtag at a time.
    let lookupChain: [String]

    /// Nil for text that is not a well-formed tag of that shape.
    init?(_ text: String) {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        // BCP 47 also allows 5 to 8 letters for a language, but none is registered: "english" is a mistake.
        guard let first = subtags.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        var cased = [first.lowercased()]
        var stage = 0  // 1 after a script, 2 after a region, 3 in variants
        var rest = subtags.dropFirst()
        while let subtag = rest.first, subtag.lowercased() != "u" {
            guard let (next, written) = Self.classify(subtag, after: stage) else { return nil }
            stage = next
            cased.append(written)
            rest = rest.dropFirst()
        }
        guard let extended = Self.unicodeExtension(rest) else { return nil }
        language = cased[0]
        lookupChain = cased.indices.map { cased[...$0].joined(separator: "-") }
        description = (cased + extended).joined(separator: "-")
    }

    /// The subtags of a `-u-` extension in lower case (empty when there is none), nil when they are not 2 to 8
    /// letters or digits each.
    private static func unicodeExtension(_ subtags: ArraySlice<String>) -> [String]? {
        guard !subtags.isEmpty else { return [] }
        let keys = subtags.dropFirst()
        guard !keys.isEmpty,
            keys.allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return subtags.map { $0.lowercased() }
    }

    /// The stage a subtag moves to and its customary case, nil where it cannot stand.
    private static func classify(_ subtag: String, after stage: Int) -> (Int, String)? {
        let letters = subtag.allSatisfy { $0.isASCII && $0.isLetter }
        let digits = subtag.allSatisfy { $0.isASCII && $0.isNumber }
        let alphanumeric = subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        if stage < 1, subtag.count == 4, letters { return (1, subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()) }
        if stage < 2, (subtag.count == 2 && letters) || (subtag.count == 3 && digits) { return (2, subtag.uppercased()) }
        if alphanumeric, (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first!.isNumber) {
            return (3, subtag.lowercased())
        }
        return nil
    }

    /// Whether the language is written right to left.
    var isRightToLeft: Bool { ["ar", "fa", "he", "ur", "yi", "ps", "sd", "ug", "dv"].contains(language) }
}
