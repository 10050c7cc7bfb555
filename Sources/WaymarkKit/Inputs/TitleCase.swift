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
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.enumerated().map { index, word in
            word.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { partIndex, part in
                self.word(String(part), first: index == 0 && partIndex == 0)
            }.joined(separator: "-")
        }.joined(separator: " ")
    }

    private static func word(_ word: String, first: Bool) -> String {
        let letters = word.filter(\.isLetter)
        if acronyms.contains(letters) || word.contains(where: \.isNumber) { return word }
        let lower = word.lowercased()
        if !first, minor.contains(lower) { return lower }
        // "ST. JOHN'S" → "St. John's": only the first letter is raised; "MCDONALD" stays "Mcdonald".
        guard let start = lower.firstIndex(where: \.isLetter) else { return lower }
        return lower[..<start] + lower[start].uppercased() + lower[lower.index(after: start)...]
    }
}
