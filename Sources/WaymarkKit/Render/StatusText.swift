/// A location's status as a page of one language says it: the words from the catalogue, the day in the language's
/// format ("Temporarily closed · reopens Monday 11 January 2027", "Ar gau dros dro · yn ailagor dydd Llun, 11 Ionawr
/// 2027"). English keeps the day as the data's status lines have always written it.
struct StatusText: Sendable {
    let words: Words
    let formats: LocalFormats

    /// The theme's English, for an index or key made outside a site's pages.
    static let english = StatusText(words: .english, formats: LocalFormats(tag: "en"))

    /// What a page says first; nil when open.
    func text(_ status: LocationStatus, today: CalendarDay) -> String? {
        switch status {
        case .open: return nil
        case .temporarilyClosed(let reopens):
            return reopens.map { words.text("status_reopens", ["day": day($0)]) } ?? words.text("status_temporarily_closed")
        case .closed(let closes):
            guard let closes else { return words.text("status_closed_for_good") }
            return words.text(closes <= today ? "status_closed_on" : "status_closing_on", ["day": day(closes)])
        }
    }

    /// The name of the days a status closes the location, as the hours table and the "open now" script give them.
    func closureName(_ status: LocationStatus) -> String {
        switch status {
        case .open: ""
        case .temporarilyClosed: words.text("status_temporarily_closed")
        case .closed: words.text("status_closed_for_good")
        }
    }

    /// The catalogue's status strings, for the keys of files that show them.
    var wording: [String] {
        ["status_reopens", "status_temporarily_closed", "status_closed_for_good", "status_closed_on", "status_closing_on"]
            .map { words.text($0) }
    }

    private func day(_ day: CalendarDay) -> String { words.language.language == "en" ? day.text : formats.date(day) }
}
