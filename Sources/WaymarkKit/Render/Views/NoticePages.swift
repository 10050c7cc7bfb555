/// `/notices/` (every notice, by topic and by place) or a topic's page (its notices).
struct NoticesView: TemplateView {
    let heading: String
    /// The Atom feed of these notices.
    let feed: SafeURL
    let feedTitle: String
    /// On a topic's page, its notices; on `/notices/`, none (they are in the groups).
    let items: [NoticeItem]
    let byTopic: [NoticeGroup]
    let byPlace: [NoticeGroup]

    static let fields: [TemplateField<Self>] = [
        .init("heading") { $0.heading }, .init("feed") { $0.feed }, .init("feedTitle") { $0.feedTitle },
        .init("items") { $0.items }, .init("byTopic") { $0.byTopic }, .init("hasByTopic") { !$0.byTopic.isEmpty },
        .init("byPlace") { $0.byPlace }, .init("hasByPlace") { !$0.byPlace.isEmpty },
    ]
}

/// A topic or a place with links to its notices, newest first.
struct NoticeGroup: TemplateView {
    let title: String
    /// The topic's or the place's page; nil for "Everywhere".
    let href: SafeURL?
    let notices: [NoticeItem]

    static let fields: [TemplateField<Self>] = [
        .init("title") { $0.title }, .init("href") { $0.href }, .init("notices") { $0.notices },
    ]
}

/// A notice's own page: the notice, and the places it concerns.
struct NoticeView: TemplateView {
    let notice: NoticeItem
    let places: [LinkItem]
    let feed: SafeURL

    static let fields: [TemplateField<Self>] = [
        .init("notice") { $0.notice }, .init("places") { $0.places }, .init("hasPlaces") { !$0.places.isEmpty },
        .init("feed") { $0.feed },
    ]
}

extension PageRenderer {
    func noticesView(_ route: Route, topic: Int?) -> [any TemplateView] {
        let index = plan.notices
        guard let topic = topic.map({ index.topics[$0] }) else {
            let byTopic = index.topics.map { topic in
                NoticeGroup(
                    title: words.topic(topic), href: site.href(SitePlan.noticeTopicRoute(topic)),
                    notices: index.notices(topic: topic).map(noticeItem))
            }
            let view = NoticesView(
                heading: words.text("notices"), feed: site.href(file: SitePlan.noticeFeedPath()), feedTitle: words.text("notices"),
                items: [],
                byTopic: byTopic, byPlace: noticesByPlace())
            return [
                site.frame(
                    route, title: words.text("notices"), description: words.text("notices_summary"), section: "notices"),
                view,
            ]
        }
        let title = words.text("notices_topic", ["topic": words.topic(topic)])
        let view = NoticesView(
            heading: title, feed: site.href(file: SitePlan.noticeFeedPath(topic: topic)),
            feedTitle: title, items: index.notices(topic: topic).map(noticeItem), byTopic: [], byPlace: [])
        return [site.frame(route, title: title, section: "notices"), view]
    }

    func noticeView(_ route: Route, _ n: Int) -> [any TemplateView] {
        let notice = plan.notices.notices[n]
        let view = NoticeView(
            notice: noticeItem(notice), places: noticePlaces(notice).map { LinkItem(title: $0.title, href: $0.href ?? site.href(Route())) },
            feed: site.href(file: SitePlan.noticeFeedPath()))
        return [site.frame(route, title: notice.title, section: "notices"), view]
    }

    /// One group per place a notice names: everywhere, then countries, cities and locations, each kind in the order
    /// the newest notices first name them.
    private func noticesByPlace() -> [NoticeGroup] {
        var groups: [(rank: Int, group: NoticeGroup)] = []
        var at: [String: Int] = [:]
        for notice in plan.notices.notices {
            for place in noticePlaces(notice) {
                let key = place.title + "|" + (place.href?.text ?? "")
                let item = noticeItem(notice)
                if let i = at[key] {
                    let group = groups[i].group
                    groups[i].group = NoticeGroup(title: group.title, href: group.href, notices: group.notices + [item])
                } else {
                    at[key] = groups.count
                    groups.append((place.rank, NoticeGroup(title: place.title, href: place.href, notices: [item])))
                }
            }
        }
        return groups.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.group)
    }

    /// The places a notice names, each with its page when it has one: everywhere, countries, cities, locations.
    func noticePlaces(_ notice: Notice) -> [(title: String, href: SafeURL?, rank: Int)] {
        var places: [(title: String, href: SafeURL?, rank: Int)] = notice.all ? [(words.text("notices_everywhere"), nil, 0)] : []
        for code in notice.countries.map(\.value) {
            let country = plan.countries.first { $0.isoCode == code }
            let name = country?.displayName ?? CountryReference.country(alpha2: code)?.name ?? code
            places.append((name, country.map { site.href(Route("countries", $0.slug.value)) }, 1))
        }
        for named in notice.cities {
            let slug = LocationLayout.citySegment(named.value)
            guard let c = plan.cities.cities.firstIndex(where: { LocationLayout.citySegment($0.name) == slug }) else { continue }
            places.append((plan.cities.cities[c].name, site.href(plan.layout.cityRoute(c, page: 1)), 2))
        }
        for id in notice.locations.map(\.value) {
            guard let location = plan.locations.first(where: { $0.id.value == id }) else { continue }
            places.append((plan.title(of: location), site.href(plan.route(of: location)), 3))
        }
        return places
    }
}
