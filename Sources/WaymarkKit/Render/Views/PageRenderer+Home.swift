extension PageRenderer {
    func homeView(_ route: Route) -> [any TemplateView] {
        let branches = plan.indicesByKind[.branch]?.count ?? 0
        let capitals = plan.countries.map(capitalPlace)
        let locations = plan.locations.indices.map(place)
        var sections: [LinkItem] = []
        if plan.hasCountries {
            sections.append(
                LinkItem(
                    title: words.text("countries_heading"), href: site.href(Route("countries")),
                    summary: words.text("home_countries_summary", count: plan.countries.count)))
        }
        if plan.hasLocations {
            sections.append(
                LinkItem(
                    title: words.text("branches_and_atms"), href: site.href(Route("locations")),
                    summary: words.text(
                        "home_locations_summary", ["counts": counts(branches: branches, atms: plan.locations.count - branches)])))
        }
        if plan.hasPlaceSearch {
            sections.append(
                LinkItem(
                    title: words.text("place_search"), href: site.href(Route("geocode")),
                    summary: words.text("home_geocode_summary")))
        }
        sections.append(
            LinkItem(title: words.text("saved_heading"), href: site.href(Route("saved")), summary: words.text("home_saved_summary")))
        let pages = plan.contentPages.map { LinkItem(title: $0.title, href: site.href(Route($0.slug.value))) }
        var map = MapSlot(
            caption: words.text(Self.homeMapCaption(capitals: !capitals.isEmpty, locations: !locations.isEmpty)),
            places: capitals + locations,
            framing: .world,
            projection: .equalEarth, width: 960, height: 500,
            clusterLink: plan.hasLocations ? .href(site.href(Route("locations")).text) : .none, id: "overview-map")
        map.zoomsOntoClusters = true
        let list = SitePlan.listRoute(filter: nil, page: 1)
        let find = FindBox(
            action: site.href(list), nearMe: SafeURL(built: site.href(list).text + "?near=me"),
            cities: site.href(SitePlan.citiesRoute), index: site.href(file: SearchIndex.folder + "/"))
        let view = HomeView(
            find: plan.hasLocations ? find : nil, sections: sections, pages: pages, map: mapView(map),
            notices: noticeBox(plan.notices.forAll))
        return [site.frame(route, title: site.config.title, section: "home"), view]
    }

    /// The catalogue key of what the home map shows: a site without capitals or without locations says only what it
    /// has.
    static func homeMapCaption(capitals: Bool, locations: Bool) -> String {
        switch (capitals, locations) {
        case (true, true): "map_capitals_and_locations"
        case (true, false): "map_capitals"
        default: "branches_and_atms"
        }
    }

    /// "20 branches and 4 ATMs", each count by the language's plural rules.
    func counts(branches: Int, atms: Int) -> String {
        words.text(
            "branches_and_atms_count",
            ["branches": words.text("count_branches", count: branches), "atms": words.text("count_atms", count: atms)])
    }

    func contentView(_ route: Route, _ index: Int) -> [any TemplateView] {
        let page = plan.contentPages[index]
        let body = Markdown.rebase(Markdown.html(page.markdown, allowHTML: page.allowsHTML), basePath: site.basePath)
        // A page that starts with its own `# Heading` keeps it; the template adds the title only when it does not.
        var view = ContentView(body: TrustedHTML(generated: body), showTitle: !body.hasPrefix("<h1"))
        if page.form == "contact" {
            if let email = site.config.contactEmail, let mailto = SafeURL(data: "mailto:" + email) {
                view.contact = ContactForm(action: mailto, email: email)
            } else {
                view.noContact = true
            }
        }
        return [site.frame(route, title: page.title, description: page.description, section: "page"), view]
    }
}
