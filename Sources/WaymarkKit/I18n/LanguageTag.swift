/// A BCP 47 language tag as a site names a language (`en`, `cy`, `pt-BR`, `zh-Hant-TW`): language, then an optional
/// script, region and variants; private use and extensions are not accepted.
struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag as written, with its subtags in BCP 47's customary case (`pt-BR`, `zh-Hant`).
    let description: String
    /// The language subtag, lower case: what plural rules and direction go by.
    let language: String

    /// Nil for text that is not a well-formed tag of that shape.
    init?(_ text: String) {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        // BCP 47 also allows 5 to 8 letters for a language, but none is registered: "english" is a mistake.
        guard let first = subtags.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        var cased = [first.lowercased()]
        var stage = 0  // 1 after a script, 2 after a region, 3 in variants
        for subtag in subtags.dropFirst() {
            guard let (next, written) = Self.classify(subtag, after: stage) else { return nil }
            stage = next
            cased.append(written)
        }
        language = cased[0]
        description = cased.joined(separator: "-")
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
