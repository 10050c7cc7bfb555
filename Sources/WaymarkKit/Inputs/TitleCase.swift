/// Names that some feeds send in capitals ("BRISTOL BROADMEAD") turned into title case ("Bristol Broadmead"),
/// keeping the acronyms readers expect in capitals ("HSBC UK ATM"). Text with any lowercase letter is left as it is.
enum TitleCase {
    /// Words kept in capitals.
    static let acronyms: Set<String> = [
        "ATM", "ATMS", "UK", "GB", "USA", "US", "EU", "HSBC", "RBS", "TSB", "NAB", "ANZ", "BNP", "ING", "UBS", "ABN", "AMRO",
        "NHS", "BBC", "PO", "LLC", "LTD", "PLC", "II", "III", "IV", "NW", "NE", "SW", "SE", "DLR", "NYC",
    ]
    /// Short words written in lowercase inside a name ("Bank of Scotland").
    static let minor: Set<String> = ["of", "and", "the", "on", "upon", "in", "at", "by", "de", "la", "le", "du", "des", "y"]

    static func fromCapitals(_ text: String) -> String {
        guard text.contains(where: \.isUppercase), !text.contains(where: \.isLowercase) else { return text }
        var previous: String?
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.split(separator: "-", omittingEmptySubsequences: false).map { part in
                defer { previous = part.lowercased() }
                return self.word(String(part), after: previous)
            }.joined(separator: "-")
        }.joined(separator: " ")
    }

    /// The word in title case; `previous` is the word before it in lower case, nil for the first.
    private static func word(_ word: String, after previous: String?) -> String {
        let letters = word.filter(\.isLetter)
        if acronyms.contains(letters) || word.contains(where: \.isNumber) || isInitialism(word) { return word }
        let lower = word.lowercased()
        if let previous, minor.contains(lower) {
            // "The" starts a name of its own after a place ("Crawley The Boulevard", "Stratford The Mall"), but not
            // after another small word ("Bank of the West", "Walton-on-the-Naze").
            if lower != "the" || minor.contains(previous) { return lower }
        }
        // "ST. JOHN'S" → "St. John's": only the first letter is raised; "MCDONALD" stays "Mcdonald".
        guard let start = lower.firstIndex(where: \.isLetter) else { return lower }
        return lower[..<start] + lower[start].uppercased() + lower[lower.index(after: start)...]
    }

    /// Letters each followed or parted by a dot ("I.O.W", "U.S.A."), kept in capitals: "Newport I.O.W".
    private static func isInitialism(_ word: String) -> Bool {
        let parts = word.split(separator: ".")
        return word.contains(".") && parts.count > 1 && parts.allSatisfy { $0.filter(\.isLetter).count == 1 }
    }
}
