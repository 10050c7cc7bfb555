/// The place a map goes on a page, with the text list of its places that is shown to everyone.
///
/// The map engine (DESIGN §5) fills `markup`; until it does, the page shows the list alone.
struct MapSlot {
    struct Place {
        var name: String
        var detail: String
        var coordinate: Coordinate
        var href: String?
        var kind: String
    }

    var caption: String
    var places: [Place]
    var markup: String? = nil

    var context: [String: Any] {
        var context: [String: Any] = [
            "caption": caption,
            "places": places.map { place in
                var item: [String: Any] = [
                    "name": place.name, "detail": place.detail, "kind": place.kind,
                    "coordinates": place.coordinate.formatted,
                ]
                if let href = place.href { item["href"] = href }
                return item
            },
            "hasPlaces": !places.isEmpty,
        ]
        if let markup { context["markup"] = markup }
        return context
    }
}
