/// The site's own sections: those with something to show are planned, linked from the navigation and
/// the home page; a site without countries, locations or saved place searches has no such section.
extension SitePlan {
    /// Section titles as visitors read them, in navigation order.
    var sections: [(title: String, route: Route)] {
        var sections: [(title: String, route: Route)] = []
        if hasCountries { sections.append(("Countries", Route("countries"))) }
        if hasLocations { sections.append(("Locations", Route("locations"))) }
        if hasPlaceSearch { sections.append(("Place search", Route("geocode"))) }
        sections.append(("Saved", Route("saved")))
        return sections
    }

    var hasCountries: Bool { !countries.isEmpty }

    /// Whether the site has locations: a countries-only site has no Locations section, nor links to its empty pages.
    var hasLocations: Bool { !locations.isEmpty }

    var hasPlaceSearch: Bool { !geocodeQueries.isEmpty }
}
