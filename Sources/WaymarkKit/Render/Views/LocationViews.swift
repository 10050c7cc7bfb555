/// A location in a list, a neighbour list or a page's heading.
struct LocationItem: TemplateView {
    let id: String
    let name: String
    /// The name without the street a `name` shared with another location gains, for a line that shows the address.
    var plainName = ""
    let kind: String
    let kindName: String
    /// On one line, with the country's name unless the page is about that country (`locationItem(_:pageCountry:)`).
    let address: String
    let city: String
    let href: SafeURL
    let coordinates: String
    var addressLines = TextList(items: [])
    var brand: String?
    var distance: String?
    /// The hours as the "open now" script reads them (`HoursTable.data`), for the row's status; escaped once per
    /// location, as every row that lists it prints it.
    var hoursData: EscapedText?
    /// What a page and a row say first when the location is not open ("Temporarily closed · reopens …"), and its
    /// class name (`LocationStatus.cssName`).
    var status: String?
    var statusName: String?
    /// The language of the name when it is not the page's (`TextLanguage`).
    var nameLanguage: TextLanguage?
    /// The address as a page's heading shows it: the street's lines, each marked with its language when that is not
    /// the page's, then the city, region, postcode and country.
    var streetLines: [MarkedLine] = []
    var placeLines = TextList(items: [])

    static let fields: [TemplateField<Self>] = [
        .init("nameLanguage") { $0.nameLanguage }, .init("streetLines") { $0.streetLines },
        .init("placeLines") { $0.placeLines },
        .init("hoursData") { $0.hoursData }, .init("status") { $0.status }, .init("statusName") { $0.statusName },
        .init("id") { $0.id }, .init("name") { $0.name }, .init("plainName") { $0.plainName }, .init("kind") { $0.kind },
        .init("kindName") { $0.kindName },
        .init("address") { $0.address }, .init("city") { $0.city }, .init("href") { $0.href },
        .init("coordinates") { $0.coordinates }, .init("addressLines") { $0.addressLines }, .init("brand") { $0.brand },
        .init("distance") { $0.distance },
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
    /// The whole hours section, only when the hours have no page of their own (`hours_page: false`).
    let hours: HoursTableView?
    /// `HoursTable.data` when the hours have their own page: the page then shows only whether the location is open
    /// now and today's hours, worked out by the "open now" script, and links to the week and the holidays.
    let hoursNow: String?
    /// Which hours `hoursNow` is about ("branch hours"), when the location has other sets.
    var hoursLabel: String?
    /// Each set's "open now" line, when their tables are on the hours page.
    var hourSetsNow: [HoursTableView] = []
    /// Each set's whole table, when the hours have no page of their own (`hours_page: false`).
    var hourSets: [HoursTableView] = []
    /// The holidays and other dated hours, on the page itself when the week is on the hours page: a closure must not
    /// be one click away.
    var holidays: [SpecialRow] = []
    /// Identifiers a customer has no use for (an Open Banking record's identification and sequence number), kept
    /// in a collapsed section for staff.
    var staffDetails: [DetailRow] = []
    /// Directions in Google Maps, Apple Maps and OpenStreetMap.
    let directions: [LinkItem]
    /// The phone's `tel:` link, for the "Call" button.
    var call: SafeURL?
    let nearest: [LocationItem]
    /// "Nearest other locations", or "Nearest open locations" on the page of one closed for good.
    var nearestTitle = "Nearest other locations"
    let jsonLD: TrustedHTML
    let map: MapView
    var save: SaveTarget?
    var notices: NoticeBox?

    static let fields: [TemplateField<Self>] = [
        .init("location") { $0.location }, .init("details") { $0.details }, .init("hasDetails") { !$0.details.isEmpty },
        .init("save") { $0.save },
        .init("hoursHref") { $0.hoursHref }, .init("hasHours") { $0.hasHours }, .init("hours") { $0.hours },
        .init("hoursNow") { $0.hoursNow }, .init("hoursLabel") { $0.hoursLabel }, .init("hourSets") { $0.hourSets },
        .init("hourSetsNow") { $0.hourSetsNow }, .init("holidays") { $0.holidays }, .init("hasHolidays") { !$0.holidays.isEmpty },
        .init("staffDetails") { $0.staffDetails }, .init("hasStaffDetails") { !$0.staffDetails.isEmpty },
        .init("directions") { $0.directions }, .init("call") { $0.call },
        .init("nearest") { $0.nearest }, .init("hasNearest") { !$0.nearest.isEmpty },
        .init("nearestTitle") { $0.nearestTitle }, .init("jsonLD") { $0.jsonLD },
        .init("map") { $0.map }, .init("notices") { $0.notices },
    ]
}

/// `hours.mustache`.
struct HoursView: TemplateView {
    let location: LocationItem
    let hours: HoursTableView?
    var hourSets: [HoursTableView] = []
    static let fields: [TemplateField<Self>] = [
        .init("location") { $0.location }, .init("hours") { $0.hours }, .init("hourSets") { $0.hourSets },
    ]
}

/// A week of opening hours as rows, with the data the "open now" script reads, and the dated exceptions.
struct HoursTableView: TemplateView {
    /// "Opening hours — Edinburgh Princes Street".
    let heading: String
    let days: [DayRow]
    let timeZone: String
    /// `HoursTable.data(of:today:)`; nil when the location is never open.
    let data: String?
    /// Which hours the "open now" line is about ("branch hours", "drive-through"), when the location has sets.
    var label: String?
    /// The set's name as a fragment (`hours-drive_through`); nil for the main hours.
    var anchor: String?
    let notes: String?
    let special: [SpecialRow]
    /// The first day of the rows ("sun") when the language's week does not start on Monday, for the "open now"
    /// script that finds today's row by its place.
    var firstDay: String?

    static let fields: [TemplateField<Self>] = [
        .init("heading") { $0.heading }, .init("days") { $0.days }, .init("timeZone") { $0.timeZone }, .init("data") { $0.data },
        .init("firstDay") { $0.firstDay },
        .init("label") { $0.label }, .init("anchor") { $0.anchor }, .init("notes") { $0.notes }, .init("special") { $0.special },
        .init("hasSpecial") { !$0.special.isEmpty },
    ]
}

/// One entry of "Holiday hours"; `from` and `to` are ISO days (`12-25` for every year).
struct SpecialRow: TemplateView {
    let name: String?
    let dates: String
    let text: String
    let from: String
    let to: String
    let notes: String?

    static let fields: [TemplateField<Self>] = [
        .init("name") { $0.name }, .init("dates") { $0.dates }, .init("text") { $0.text }, .init("from") { $0.from },
        .init("to") { $0.to }, .init("notes") { $0.notes },
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
