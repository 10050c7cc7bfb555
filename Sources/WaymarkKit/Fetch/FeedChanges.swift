/// What changed in a feed's records, by id: compared field by field as `waymark diff` compares location pages,
/// from the JSON-LD each location's page would carry, so both name a change the same way.
public struct FeedChanges: Sendable, Equatable {
    var locations = LocationChanges()
    /// How far each moved location moved, in metres, by id.
    var moved: [String: Double] = [:]

    var isEmpty: Bool { locations.counts.isZero }

    public init(locations: LocationChanges = LocationChanges(), moved: [String: Double] = [:]) {
        self.locations = locations
        self.moved = moved
    }

    /// The changes from `old` to `new`; a repeated id counts once, as the build keeps only its first record.
    public init(old: [Location], new: [Location]) {
        let before = Self.byID(old), after = Self.byID(new)
        let ids = Set(before.keys).union(after.keys).sorted(by: PathOrder.precedes)
        for id in ids {
            switch (before[id], after[id]) {
            case (nil, _?): locations.added.append(id)
            case (_?, nil): locations.removed.append(id)
            case (let was?, let now?):
                guard let change = LocationChange.compare(id: id, old: Self.published(was), new: Self.published(now)) else { continue }
                locations.changed.append(change)
                if change.fields.contains(where: { $0.field == .coordinates }) {
                    moved[id] = was.coordinate.distance(to: now.coordinate)
                }
            case (nil, nil): continue
            }
        }
    }

    private static func byID(_ locations: [Location]) -> [String: Location] {
        var map: [String: Location] = [:]
        for location in locations where map[location.id.description] == nil { map[location.id.description] = location }
        return map
    }

    /// The location as its page's JSON-LD reads back.
    private static func published(_ location: Location) -> PublishedLocation? {
        let text = LocationJSONLD(location: location, url: "/").text
        return PublishedLocation(blocks: [ArraySlice(Array(text.utf8))])
    }
}

extension LocationChanges {
    /// "1 moved, 2 changed hours": how many changed locations changed each field, in field order.
    var kinds: String {
        LocationField.allCases.compactMap { field in
            let n = count(field)
            return n == 0 ? nil : "\(n) \(field.verb)"
        }.joined(separator: ", ")
    }
}
