/// `site.words`: each kind of page's script words as JSON (`Words.scriptJSON`), nil where they are all English.
struct ScriptWordSets: TemplateView {
    /// The list pages and the home page: search, near me, filters, open now and the map's zoom.
    var list: TrustedHTML?
    /// A location's page: open now, Save and the map's zoom.
    var location: TrustedHTML?
    /// Pages with hours only (the cities, a location's hours).
    var hours: TrustedHTML?
    /// The saved places (with saving the site), offline and place search pages.
    var places: TrustedHTML?
    /// The countries page, for the map's zoom it loads when the map is used.
    var countries: TrustedHTML?
    /// A page with the contact form.
    var contact: TrustedHTML?

    init() {}

    init(_ words: Words) {
        func json(_ keys: [String]...) -> TrustedHTML? { words.scriptJSON(keys.flatMap { $0 }).map(TrustedHTML.init(generated:)) }
        list = json(ScriptWords.hours, ScriptWords.mapzoom, ScriptWords.locations, ScriptWords.facets)
        location = json(ScriptWords.hours, ScriptWords.mapzoom, ScriptWords.places)
        hours = json(ScriptWords.hours)
        places = json(ScriptWords.places, ScriptWords.saveSite)
        countries = json(ScriptWords.mapzoom)
        contact = json(ScriptWords.contact)
    }

    static let fields: [TemplateField<Self>] = [
        .init("list") { $0.list }, .init("location") { $0.location }, .init("hours") { $0.hours },
        .init("places") { $0.places }, .init("countries") { $0.countries }, .init("contact") { $0.contact },
    ]
}
