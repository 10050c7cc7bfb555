extension PageRenderer {
    /// A country's name inside a sentence: with "the" where English writes one; other languages' strings put the name
    /// where no article or mutation is needed ("Yr Almaen: …"), so it goes in as it is.
    func inSentence(_ name: String) -> String {
        words.language.language == "en" ? CountryArticle.inSentence(name) : name
    }

    /// A city's name as the pages show it: the data's, or for a country's locations without a city "Elsewhere in the
    /// United Kingdom" in the pages' language (the plan names it in English, before any words exist).
    func cityName(_ c: Int) -> String {
        let city = plan.cities.cities[c]
        guard city.isElsewhere else { return city.name }
        return countryInSentence(city.country).map { words.text("city_elsewhere_in", ["country": $0]) } ?? words.text("city_elsewhere")
    }

    /// The map caption of a country's locations without a city: "Branches and ATMs elsewhere in the United Kingdom".
    func elsewhereCaption(_ country: String) -> String {
        countryInSentence(country).map { words.text("elsewhere_map_caption", ["country": $0]) }
            ?? words.text("elsewhere_map_caption_nowhere")
    }

    /// A country's name as a sentence says it: in English with its article ("the United Kingdom"), in another
    /// language as the tree names it; nil for a code no one knows.
    func countryInSentence(_ code: String) -> String? {
        guard let country = CountryReference.country(alpha2: code) else { return nil }
        return words.language.language == "en" ? CountryArticle.inSentence(country.name) : site.countryName(code)
    }
}
