/// A country's name as it reads inside a sentence: "in the United Kingdom", "in the Netherlands", "in France".
enum CountryArticle {
    /// `name` with "the" before it when English writes one there.
    static func inSentence(_ name: String) -> String {
        needsThe(name) ? "the " + name : name
    }

    private static func needsThe(_ name: String) -> Bool {
        if name.hasPrefix("the ") || name.hasPrefix("The ") { return false }
        if named.contains(name) { return true }
        return name.hasPrefix("United ") || name.hasPrefix("Republic of ") || name.hasSuffix(" Islands")
            || name.hasSuffix(" Republic") || name.hasPrefix("Federated States of ")
    }

    /// Plural and descriptive names that take "the" but follow none of the patterns above.
    private static let named: Set<String> = [
        "Bahamas", "Comoros", "Gambia", "Maldives", "Netherlands", "Philippines", "Seychelles", "Vatican City",
        "Holy See", "Democratic Republic of the Congo", "Isle of Man", "Channel Islands", "Falklands",
        "Netherlands Antilles", "Caribbean Netherlands",
    ]
}
