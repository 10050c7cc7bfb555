extension CountryChecker {
    /// A capital written a letter or two away from the reference table's spelling ("Viena", "Copenhaguen",
    /// "Khartum") is warned about with that spelling; another name altogether (an older name, another city) is not.
    func checkSpelling(_ country: Country, log: inout DiagnosticLog) {
        guard let reference = Self.referenceCapital(of: country) else { return }
        let given = Self.letters(country.capital), expected = Self.letters(reference)
        // A name in another number of words is another romanisation ("Nay Pyi Taw" for "Naypyidaw"), not a typo.
        guard given != expected, !given.isEmpty, Self.words(country.capital) == Self.words(reference) else { return }
        let distance = Self.editDistance(given, expected)
        guard distance <= max(1, expected.count / 5) else { return }
        log.warning(
            country.capitalPosition ?? country.position,
            "the capital of \(country.name) is written \"\(country.capital)\"; the reference spelling is \"\(reference)\"",
            hint: "check the spelling; it is shown on the country's page as written")
    }

    private static func referenceCapital(of country: Country) -> String? {
        if let capital = CountryNameMatcher.shared.match(country.name)?.capital { return capital.name }
        return country.isoCode.flatMap { CountryReference.country(alpha2: $0)?.capital }
    }

    /// Lower-case ASCII letters only, so accents, case, spaces and punctuation are not spelling mistakes.
    static func letters(_ text: String) -> [UInt8] {
        Slug.latin(text).lowercased().utf8.filter { (0x61...0x7A).contains($0) }
    }

    private static func words(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == " " || $0 == "-" }).count
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
