/// A location's words in one language other than the default, as its data gives them; empty parts are not given.
struct LocalizedText: Sendable, Hashable {
    /// The language tag as the data wrote it, in BCP 47's customary case (`cy`, `cy-GB`).
    var language: String
    var name = ""
    /// The street lines, replacing the default's lines when given.
    var lines: [String] = []
    var city = ""
    /// The notes of the opening hours ("Closed on bank holidays").
    var notes = ""

    /// Nothing is given.
    var isEmpty: Bool { name.isEmpty && lines.isEmpty && city.isEmpty && notes.isEmpty }

    /// The fields records name translations by, and what each sets (`name:cy`, `addr:street:cy`, `note:cy`).
    enum Part: String, CaseIterable {
        case name, street, city, notes
    }

    /// Sets one part, cleaned as the default's text is.
    mutating func set(_ part: Part, _ text: String) {
        switch part {
        case .name: name = CleanText.line(text)
        case .street: lines = text.split(whereSeparator: \.isNewline).map { CleanText.line(String($0)) }.filter { !$0.isEmpty }
        case .city: city = CleanText.line(text)
        case .notes: notes = CleanText.line(text)
        }
    }
}

extension [LocalizedText] {
    /// The words for a tree's language: the most specific of its lookup chain the data has (`cy-GB`, then `cy`).
    func text(for language: LanguageTag) -> LocalizedText? {
        for tag in language.lookupChain.reversed() {
            if let text = first(where: { $0.language == tag }) { return text }
        }
        return nil
    }

    /// The words in `language`, made when the list has none yet.
    mutating func set(_ part: LocalizedText.Part, _ text: String, in language: String) {
        if let i = firstIndex(where: { $0.language == language }) {
            self[i].set(part, text)
        } else {
            var words = LocalizedText(language: language)
            words.set(part, text)
            append(words)
        }
    }
}
