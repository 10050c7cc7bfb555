extension PageRenderer {
    func homeContext(_ route: Route) -> [String: Any] {
        let branches = plan.indicesByKind[.branch]?.count ?? 0
        let capitals = plan.countries.map(capitalPlace)
        let locations = plan.locations.map(place)
        let sections: [[String: Any]] = [
            [
                "title": "Countries and capitals", "href": site.href(Route("countries")),
                "summary": "\(plan.countries.count) countries with their capitals and flags",
            ],
            [
                "title": "Branches and ATMs", "href": site.href(Route("locations")),
                "summary": "\(branches) branches and \(plan.locations.count - branches) ATMs, with opening hours",
            ],
            [
                "title": "Geocoding results", "href": site.href(Route("geocode")),
                "summary": "\(plan.geocodeQueries.count) saved place searches",
            ],
            ["title": "Saved places", "href": site.href(Route("saved")), "summary": "Places you saved in this browser"],
        ]
        let pages = plan.contentPages.map { ["title": $0.title, "href": site.href(Route($0.slug.value))] }
        let map = MapSlot(
            caption: "Capitals and locations", places: capitals + locations, framing: .world,
            projection: .equalEarth, width: 960, height: 500,
            clusterLink: .href(site.href(Route("locations"))), id: "overview-map")
        return site.page(
            route, title: site.config.title, section: "home",
            extra: ["sections": sections, "pages": pages, "hasPages": !pages.isEmpty, "map": mapContext(map)])
    }

    func contentContext(_ route: Route, _ index: Int) -> [String: Any] {
        let page = plan.contentPages[index]
        let body = Markdown.rebase(Markdown.html(page.markdown, allowHTML: page.allowsHTML), basePath: site.basePath)
        // A page that starts with its own `# Heading` keeps it; the template adds the title only when it does not.
        var extra: [String: Any] = ["body": body, "showTitle": !body.hasPrefix("<h1")]
        if page.form == "contact" {
            if let email = site.config.contactEmail, let mailto = Escape.safeURL("mailto:" + email) {
                extra["contact"] = ["action": mailto, "email": email]
            } else {
                extra["noContact"] = true
            }
        }
        return site.page(route, title: page.title, description: page.description, section: "page", extra: extra)
    }
}
