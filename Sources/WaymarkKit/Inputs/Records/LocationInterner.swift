/// Shares one copy of the values many locations repeat: a chain's week of opening hours (with its country's public
/// holidays), its list of services, its details, its drive-through's and lobby's hours. A value read from the data
/// is replaced by an equal one already kept, so 100,000 locations with a few dozen kinds of week hold a few dozen
/// hours tables, not 100,000 (Swift's collections share their storage until one copy changes). Nothing a location
/// says changes.
struct LocationInterner {
    private var hours: Set<OpeningHours> = []
    private var lists: Set<[String]> = []
    private var details: Set<[Location.Detail]> = []
    private var sets: Set<[HourSet]> = []

    mutating func intern(_ location: inout Location) {
        if let week = location.hours { location.hours = hours.insert(week).memberAfterInsert }
        location.services = lists.insert(location.services).memberAfterInsert
        location.accessibility = lists.insert(location.accessibility).memberAfterInsert
        location.details = details.insert(location.details).memberAfterInsert
        if !location.hourSets.isEmpty { location.hourSets = sets.insert(location.hourSets).memberAfterInsert }
    }
}
