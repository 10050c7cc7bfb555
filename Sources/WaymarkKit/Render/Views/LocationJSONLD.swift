/// A location as schema.org JSON-LD (`BankOrCreditUnion` or `AutomatedTeller`), safe inside `<script>`.
///
/// Written on one line, as every location page carries it (`waymark diff` names a changed field, so a reviewer
/// need not read the line). Opening hours group the days that share an interval, each day by its plain name
/// (`"dayOfWeek":["Monday","Tuesday"]`, as schema.org and Google's local business examples write it); an interval
/// past midnight closes before it opens (schema.org's rule), and a day open around the clock is 00:00 to 23:59,
/// the form search engines document.
struct LocationJSONLD {
    let location: Location
    let url: String
    /// The build's day: a status's closure starts on it when the data does not say when.
    var today: CalendarDay?
    /// What each set of hours is called (its department's name).
    var labels = HourSetLabels()
    /// The page's language on a site of several languages: the page is then named, with its `inLanguage`, as the
    /// location's `mainEntityOfPage` (schema.org gives places no language of their own).
    var language: String?
    /// The city in the page's language, where the data translates it.
    var city = ""
    /// The page's words, which label the services, accessibility values and details.
    var words = Words.english

    /// Written in place by one `JSONWriter.Appender`: each location page has one, and building each object's
    /// members and joining them was a quarter of a location page's view.
    var text: String {
        var json = JSONWriter.Appender(reservingCapacity: 1536)
        json.beginObject()
        json.member("@context", "https://schema.org")
        json.member("@type", location.kind == .branch ? "BankOrCreditUnion" : "AutomatedTeller")
        json.member("@id", url + "#location")
        json.member("name", location.name)
        json.member("url", url)
        if let language {
            json.key("mainEntityOfPage")
            json.beginObject()
            json.member("@type", "WebPage")
            json.member("@id", url)
            json.member("inLanguage", language)
            json.endObject()
        }
        if !location.brand.isEmpty {
            json.key("brand")
            json.beginObject()
            json.member("@type", "Brand")
            json.member("name", location.brand)
            json.endObject()
        }
        if !location.phone.isEmpty { json.member("telephone", location.phone) }
        json.key("address")
        appendAddress(to: &json)
        json.key("geo")
        json.beginObject()
        json.member("@type", "GeoCoordinates")
        json.member("latitude", raw: Coordinate.format(location.coordinate.latitude, decimals: 6))
        json.member("longitude", raw: Coordinate.format(location.coordinate.longitude, decimals: 6))
        json.endObject()
        let features =
            location.services.map { words.label($0, .service) } + location.accessibility.map { words.label($0, .accessibility) }
        if !features.isEmpty {
            json.key("amenityFeature")
            json.beginArray()
            for feature in features {
                json.beginObject()
                json.member("@type", "LocationFeatureSpecification")
                json.member("name", feature)
                json.member("value", raw: "true")
                json.endObject()
            }
            json.endArray()
        }
        appendHours(to: &json)
        appendDepartments(to: &json)
        let properties = additionalProperties
        if !properties.isEmpty {
            json.key("additionalProperty")
            json.beginArray()
            for (name, value) in properties {
                json.beginObject()
                json.member("@type", "PropertyValue")
                json.member("name", name)
                json.member("value", value)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
        return json.text
    }

    /// The catalogue's keys of the names under which the hours' time zone and notes are written as
    /// `additionalProperty`, beside the details, in the page's language.
    static let timeZoneKey = "jsonld_time_zone"
    static let notesKey = "jsonld_hours_notes"
    /// Their names in the theme's English, which `waymark diff` reads.
    static let timeZoneName = Words.english.text(timeZoneKey)
    static let notesName = Words.english.text(notesKey)

    /// What schema.org has no property for: the details (sort code…), the hours' time zone and their notes, so the page
    /// says all of the record (and `waymark diff` can name a change to them).
    private var additionalProperties: [(String, String)] {
        var properties = location.details.map { DetailWords(words: words).row($0) }.map { ($0.label, $0.value) }
        if let hours = location.hours {
            properties.append((words.text(Self.timeZoneKey), hours.timeZone))
            if !hours.notes.isEmpty { properties.append((words.text(Self.notesKey), words.label(hours.notes, .note))) }
        }
        return properties
    }

    private func appendAddress(to json: inout JSONWriter.Appender) {
        json.beginObject()
        json.member("@type", "PostalAddress")
        if !location.address.lines.isEmpty { json.member("streetAddress", location.address.lines.joined(separator: ", ")) }
        let city = city.isEmpty ? location.address.city : city
        if !city.isEmpty { json.member("addressLocality", city) }
        if !location.address.shownRegion.isEmpty { json.member("addressRegion", location.address.shownRegion) }
        if !location.address.postcode.isEmpty { json.member("postalCode", location.address.postcode) }
        if !location.address.country.isEmpty { json.member("addressCountry", location.address.country) }
        json.endObject()
    }

    /// Appends the week's `OpeningHoursSpecification` objects, one per interval with the days that share it.
    static func appendSpecifications(_ hours: OpeningHours, to json: inout JSONWriter.Appender) {
        var groups: [(opens: String, closes: String, days: [String])] = []
        for day in OpeningHours.Weekday.allCases {
            for interval in hours.intervals(on: day) {
                let opens = OpeningHours.Interval.clock(interval.opens)
                let closes = interval.isAllDay ? "23:59" : OpeningHours.Interval.clock(interval.closes % 1440)
                if let at = groups.firstIndex(where: { $0.opens == opens && $0.closes == closes }) {
                    groups[at].days.append(day.schemaName)
                } else {
                    groups.append((opens, closes, [day.schemaName]))
                }
            }
        }
        for group in groups {
            json.beginObject()
            json.member("@type", "OpeningHoursSpecification")
            json.key("dayOfWeek")
            json.beginArray()
            for day in group.days { json.string(day) }
            json.endArray()
            json.member("opens", group.opens)
            json.member("closes", group.closes)
            json.endObject()
        }
    }
}
