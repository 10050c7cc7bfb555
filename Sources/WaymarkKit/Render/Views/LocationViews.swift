/// A location in a list, a neighbour list or a page's heading.
struct LocationItem: TemplateView {
    let id: String
    let name: String
    let kind: String
    let kindName: String
    let address: String
    let city: String
    let href: SafeURL
    let coordinates: String
    var addressLines = TextList(items: [])
    var brand: String?
    var distance: String?
    var metres: Int?

    static let fields: [TemplateField<Self>] = [
        .init("id") { $0.id }, .init("name") { $0.name }, .init("kind") { $0.kind }, .init("kindName") { $0.kindName },
        .init("address") { $0.address }, .init("city") { $0.city }, .init("href") { $0.href },
        .init("coordinates") { $0.coordinates }, .init("addressLines") { $0.addressLines }, .init("brand") { $0.brand },
        .init("distance") { $0.distance }, .init("metres") { $0.metres },
    ]
}

/// One row of a location's details table; `href` only for values that passed `SafeURL`.
struct DetailRow: TemplateView {
    let label: String
    let value: String
    var href: SafeURL?
    var list = TextList(items: [])

    static let fields: [TemplateField<Self>] = [
        .init("label") { $0.label }, .init("value") { $0.value }, .init("href") { $0.href }, .init("list") { $0.list },
    ]
}

/// `location.mustache`.
struct LocationView: TemplateView {
    let location: LocationItem
    let details: [DetailRow]
    let hoursHref: SafeURL
    let hasHours: Bool
    let directions: SafeURL
    let nearest: [LocationItem]
    let jsonLD: TrustedHTML
    let map: MapView
    /// The hours as a section of this page (`id="hours"`), when the site writes no hours pages.
    var hoursSection: HoursTableView?

    static let fields: [TemplateField<Self>] = [
        .init("hoursSection") { $0.hoursSection },
        .init("location") { $0.location }, .init("details") { $0.details }, .init("hasDetails") { !$0.details.isEmpty },
        .init("hoursHref") { $0.hoursHref }, .init("hasHours") { $0.hasHours }, .init("directions") { $0.directions },
        .init("nearest") { $0.nearest }, .init("hasNearest") { !$0.nearest.isEmpty }, .init("jsonLD") { $0.jsonLD },
        .init("map") { $0.map },
    ]
}

/// `hours.mustache`.
struct HoursView: TemplateView {
    let location: LocationItem
    let hours: HoursTableView?
    static let fields: [TemplateField<Self>] = [.init("location") { $0.location }, .init("hours") { $0.hours }]
}

/// A week of opening hours as rows, with the JSON the "open now" script reads.
struct HoursTableView: TemplateView {
    let days: [DayRow]
    let timeZone: String
    let json: String
    let notes: String?

    static let fields: [TemplateField<Self>] = [
        .init("days") { $0.days }, .init("timeZone") { $0.timeZone }, .init("json") { $0.json }, .init("notes") { $0.notes },
    ]
}

/// One day of the hours table.
struct DayRow: TemplateView {
    let day: String
    let key: String
    let closed: Bool
    let text: String

    static let fields: [TemplateField<Self>] = [
        .init("day") { $0.day }, .init("key") { $0.key }, .init("closed") { $0.closed }, .init("text") { $0.text },
    ]
}
