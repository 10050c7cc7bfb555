/// The static filter pages: the locations (all, branches or ATMs) with one service or accessibility value, for
/// readers without JavaScript (`/locations/atms/cash-withdrawal/`, `/locations/with/wheelchair-access/`).
extension SitePlan {
    /// The folder of the filter pages of all locations, beside `branches` and `atms`.
    static let facetSegment = "with"

    /// The list positions of the locations of a kind (all when nil) with a facet.
    func indices(filter: Location.Kind?, facet: Int) -> [Int] {
        let all = facets.facets[facet].indices
        guard let filter else { return all }
        return all.filter { locations[$0].kind == filter }
    }

    /// Whether a facet has a static page in a list: when some but not all of the list's locations have it, when its
    /// key is not a word of the list's own pages, and (for the list of all locations) when both kinds have it;
    /// otherwise the branches' or ATMs' page says the same.
    func hasFacetPage(filter: Location.Kind?, facet: Int) -> Bool {
        let value = facets.facets[facet]
        let count = value.count(filter)
        let total = filter.map { indicesByKind[$0]?.count ?? 0 } ?? locations.count
        guard count > 0, count < total, value.key != "page", Route.isSafeSegment(value.key) else { return false }
        return filter != nil || (value.branches > 0 && value.atms > 0)
    }

    /// The static page of a facet that a list links to: its own, or else the page of the one kind that has it.
    func facetPage(filter: Location.Kind?, facet: Int) -> (filter: Location.Kind?, route: Route)? {
        for candidate in filter == nil ? [nil, .branch, .atm] : [filter] where hasFacetPage(filter: candidate, facet: facet) {
            return (candidate, Self.facetRoute(filter: candidate, key: facets.facets[facet].key, page: 1))
        }
        return nil
    }

    /// `/locations/with/<key>/`, `/locations/atms/<key>/`, `/locations/branches/<key>/page/2/`.
    static func facetRoute(filter: Location.Kind?, key: String, page: Int) -> Route {
        let list = filter.map { $0 == .branch ? "branches" : "atms" } ?? facetSegment
        return Route(segments: ["locations", list, key] + (page > 1 ? ["page", "\(page)"] : []))
    }

    func planFacetLists(_ planner: inout Planner) {
        for filter in [nil] + Location.Kind.allCases.map(Optional.some) {
            for facet in facets.facets.indices where hasFacetPage(filter: filter, facet: facet) {
                let count = facets.facets[facet].count(filter)
                for page in 1...listPageCount(count) {
                    planner.add(
                        Self.facetRoute(filter: filter, key: facets.facets[facet].key, page: page),
                        .facetList(filter: filter, facet: facet, page: page), at: nil)
                }
            }
        }
    }
}
