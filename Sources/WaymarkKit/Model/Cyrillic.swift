/// Russian (and Ukrainian, Belarusian) Cyrillic in Latin letters by the BGN/PCGN romanization of 1947 for Russian,
/// the system of English-language maps and gazetteers: Щелково is "Shchelkovo", Подольск "Podolsk", Екатеринбург
/// "Yekaterinburg". The soft and hard signs, which it writes as apostrophes, are left out, so that slugs stay one
/// word; ё is "e" and its own "ye" (BGN/PCGN's ë without the diaeresis).
enum Cyrillic {
    /// Lower-case letters to their romanization; an upper-case letter is looked up by its lower case.
    static let table: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i", "й": "y",
        "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f",
        "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
        "я": "ya",
        // Ukrainian and Belarusian letters, by the BGN/PCGN tables for those languages.
        "і": "i", "ї": "yi", "є": "ye", "ґ": "g", "ў": "w",
    ]
    /// Letters after which, and at the start of a word, е and ё are "ye" (BGN/PCGN note 1).
    private static let yeAfter: Set<Character> = ["а", "е", "ё", "и", "о", "у", "ы", "э", "ю", "я", "й", "ъ", "ь", "і", "ї", "є"]

    static func contains(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
    }

    /// The text with its Cyrillic letters romanized, a capital's first letter kept (Щ is "Shch"); others as they are.
    static func romanized(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            let lower = Character(character.lowercased())
            guard var latin = table[lower] else {
                out.append(character)
                previous = character
                continue
            }
            let startsWord = previous.map { !$0.isLetter } ?? true
            if lower == "е" || lower == "ё", startsWord || previous.map({ yeAfter.contains(Character($0.lowercased())) }) == true {
                latin = "ye"
            }
            if character != lower, let first = latin.first { latin = first.uppercased() + latin.dropFirst() }
            out += latin
            previous = character
        }
        return out
    }
}
