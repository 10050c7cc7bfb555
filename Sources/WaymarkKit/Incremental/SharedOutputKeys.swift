/// The cache keys of the files every page shares that are made from all the records: a digest of exactly the fields
/// each is made from, in the order of the records. A rebuild after an edit these files do not show (a phone number,
/// opening hours in the GeoJSON) keeps them as they are instead of making them again, which at 100,000 locations
/// is seconds (`CacheRecorder.reuseShared`). `SharedOutputKeysTests` changes each field, and one the files do not show.
enum SharedOutputKeys {
    /// `locations.geojson` (`SiteFiles.geoJSON`): each location's id, kind, name, address, country, position and
    /// page URL (`baseURL` and its `route`, whose segments are hashed as they are, without making the URL).
    static func geoJSON(_ locations: [Location], baseURL: String, route: (Location) -> Route) -> Digest {
        Digester.digest { d in
            d.add(baseURL)
            d.add(locations.count)
            // Each field read in place: a copy of each record (`for location in locations`) was a third of this.
            for i in locations.indices {
                d.add(list: locations[i].id.value, locations[i].kind.rawValue, locations[i].name)
                locations[i].address.addLine(to: &d)
                d.add(locations[i].address.country)
                d.add(route(locations[i]).segments)
                d.add(locations[i].coordinate.latitude)
                d.add(locations[i].coordinate.longitude)
            }
        }
    }

    /// The search index (`SearchIndex`): each location's page folder (its `route`), kind, name, address lines, city,
    /// region, postcode, position and opening hours, which make its tokens, its record and its place in the "near
    /// me" tree.
    static func searchIndex(_ locations: [Location], today: CalendarDay, wording: [String] = [], route: (Location) -> Route)
        -> Digest
    {
        Digester.digest { d in
            d.add(locations.count)
            d.add(wording)
            // A status is said, and closes the hours, as of the build's day.
            if locations.contains(where: { !$0.status.isOpen }) { d.add(today.iso) }
            for i in locations.indices {
                d.add(route(locations[i]).segments)
                d.add(list: locations[i].kind.rawValue, locations[i].name)
                locations[i].address.addLine(to: &d)
                d.add(locations[i].coordinate.latitude)
                d.add(locations[i].coordinate.longitude)
                d.add(locations[i].hours != nil)
                locations[i].hours?.add(to: &d)
                locations[i].status.add(to: &d)
            }
        }
    }

    /// The sitemaps (`SiteFiles.sitemaps`): the site's address, the base of each language's tree their alternates
    /// link to, and the route of each page they list, in order.
    static func sitemaps(_ routes: some Sequence<Route>, baseURL: String, trees: [String] = []) -> Digest {
        Digester.digest { d in
            d.add(baseURL)
            d.add(trees)
            for route in routes {
                d.add(route.segments)
                d.add(route.fileName ?? "/")
            }
        }
    }
}
