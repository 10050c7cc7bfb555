/// Shares one copy of the values many locations repeat: a chain's week of opening hours (with its country's public
/// holidays), its list of services, its details, its drive-through's and lobby's hours. A value read from the data
/// is replaced by an equal one already kept, so 100,000 locations with a few dozen kinds of week hold a few dozen
/// hours tables, not 100,000 (Swift's collections share their storage until one copy changes). Nothing a location
/// says changes.
///
/// Where a whole value is a location's own (its special days, picked from a feed's few dozen kinds in its own order;
/// its own mix of services), its parts are shared instead: each special day's week and texts, each service's name,
/// each detail's label and value: a location may have a dozen special days, most of whose weeks, names and notes
/// other locations' special days repeat.
struct LocationInterner {
    private var hours: Set<OpeningHours> = []
    private var weeks: Set<OpeningHours.Week> = []
    private var texts: Set<String> = []
    private var lists: Set<[String]> = []
    private var details: Set<[Location.Detail]> = []
    private var sets: Set<[HourSet]> = []

    mutating func intern(_ location: inout Location) {
        if let week = location.hours { location.hours = shared(week) }
        location.services = shared(location.services)
        location.accessibility = shared(location.accessibility)
        location.details = shared(location.details)
        if !location.hourSets.isEmpty { location.hourSets = shared(location.hourSets) }
        if !location.address.city.isEmpty { location.address.city = shared(location.address.city) }
    }

    /// A text's kept copy. Texts of fifteen bytes or fewer are held in the string itself and are not looked up.
    private mutating func shared(_ text: String) -> String {
        text.utf8.count <= 15 ? text : texts.insert(text).memberAfterInsert
    }

    private mutating func shared(_ list: [String]) -> [String] {
        if let known = lists.firstIndex(of: list) { return lists[known] }
        return lists.insert(list.map { shared($0) }).memberAfterInsert
    }

    private mutating func shared(_ list: [Location.Detail]) -> [Location.Detail] {
        if let known = details.firstIndex(of: list) { return details[known] }
        let parts = list.map { Location.Detail(label: shared($0.label), value: shared($0.value)) }
        return details.insert(parts).memberAfterInsert
    }

    private mutating func shared(_ list: [HourSet]) -> [HourSet] {
        if let known = sets.firstIndex(of: list) { return sets[known] }
        let parts = list.map { HourSet(name: $0.name, hours: shared($0.hours)) }
        return sets.insert(parts).memberAfterInsert
    }

    private mutating func shared(_ week: OpeningHours) -> OpeningHours {
        if let known = hours.firstIndex(of: week) { return hours[known] }
        var parts = week
        parts.timeZone = shared(week.timeZone)
        parts.weekly = weeks.insert(week.weekly).memberAfterInsert
        parts.notes = shared(week.notes)
        parts.osm = shared(week.osm)
        parts.special = week.special.map { day in
            var day = day
            day.name = shared(day.name)
            day.weekly = weeks.insert(day.weekly).memberAfterInsert
            day.notes = shared(day.notes)
            return day
        }
        return hours.insert(parts).memberAfterInsert
    }
}
