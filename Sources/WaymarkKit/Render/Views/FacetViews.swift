/// The service and accessibility filters of a list page: links to the static filter pages with their build-time
/// counts (without JavaScript), which `facets.js` turns into checkboxes that filter in the browser.
struct FacetsView: TemplateView {
    let groups: [FacetGroupView]
    /// `search/facets.json`.
    let index: SafeURL
    /// The key of the facet this page lists, or empty.
    let current: String
    /// The list page of the same kind without the facet, where unticking the page's own facet goes.
    let list: SafeURL

    /// "Filter by service and accessibility", naming only the groups the list has.
    let title: String

    static let fields: [TemplateField<Self>] = [
        .init("groups") { $0.groups }, .init("index") { $0.index }, .init("current") { $0.current },
        .init("isFiltered") { !$0.current.isEmpty }, .init("list") { $0.list }, .init("title") { $0.title },
    ]
}

/// "Services" or "Accessibility", with its values.
struct FacetGroupView: TemplateView {
    let title: String
    let key: String
    let facets: [FacetLink]
    static let fields: [TemplateField<Self>] = [.init("title") { $0.title }, .init("key") { $0.key }, .init("facets") { $0.facets }]
}

/// One value: its label, how many of the list's locations have it, and its static page when it has one.
struct FacetLink: TemplateView {
    let key: String
    let label: String
    let count: Int
    var href: SafeURL?
    var current = false

    static let fields: [TemplateField<Self>] = [
        .init("key") { $0.key }, .init("label") { $0.label }, .init("count") { $0.count }, .init("href") { $0.href },
        .init("current") { $0.current },
    ]
}

extension PageRenderer {
    /// The filters of a list (all, branches or ATMs): every facet its locations have, with its count in the list.
    func facetNavigation(filter: Location.Kind?, current: Int?) -> FacetsView? {
        let facets = plan.facets.facets
        let groups = FacetIndex.Group.allCases.compactMap { group -> FacetGroupView? in
            let links = facets.indices.filter { facets[$0].group == group && facets[$0].count(filter) > 0 }.map { i in
                FacetLink(
                    key: facets[i].key, label: words.label(facets[i].label, group.kind), count: facets[i].count(filter),
                    href: plan.facetPage(filter: filter, facet: i).map { site.href($0.route) }, current: i == current)
            }
            let title = words.text(group.key)
            return links.isEmpty ? nil : FacetGroupView(title: title, key: group.rawValue, facets: links)
        }
        guard !groups.isEmpty else { return nil }
        let keys = Set(groups.map(\.key))
        let title =
            keys.count > 1
            ? "filter_by_both" : keys.contains(FacetIndex.Group.services.rawValue) ? "filter_by_services" : "filter_by_accessibility"
        return FacetsView(
            groups: groups, index: site.href(file: SearchIndex.folder + "/facets.json"),
            current: current.map { facets[$0].key } ?? "", list: site.href(SitePlan.listRoute(filter: filter, page: 1)),
            title: words.text(title))
    }
}
