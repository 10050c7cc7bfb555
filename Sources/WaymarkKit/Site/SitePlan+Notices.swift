extension SitePlan {
    /// `/notices/`: every notice shown today, by topic and by place.
    static let noticesRoute = Route("notices")

    /// A notice's own page, `/notices/<slug>/`.
    static func noticeRoute(_ slug: Slug) -> Route { Route("notices", slug.value) }

    /// A topic's page, `/notices/<topic>/`, beside its feed.
    static func noticeTopicRoute(_ topic: Slug) -> Route { Route("notices", topic.value) }

    /// The site's Atom feed of notices, or a topic's.
    static func noticeFeedPath(topic: Slug? = nil) -> String {
        "notices/" + (topic.map { $0.value + "/" } ?? "") + "feed.xml"
    }

    /// The notices' pages, when there is a notice to show: a notice named as a topic is an error at the notice.
    func planNotices(_ planner: inout Planner) {
        guard !notices.notices.isEmpty else { return }
        planner.add(Self.noticesRoute, .notices, at: nil)
        for (i, notice) in notices.notices.enumerated() {
            planner.add(Self.noticeRoute(notice.slug), .notice(i), at: notice.position)
        }
        for (t, topic) in notices.topics.enumerated() {
            let first = notices.notices.first { $0.topics.contains(topic) }
            planner.add(Self.noticeTopicRoute(topic), .noticeTopic(t), at: first?.position)
        }
    }
}
