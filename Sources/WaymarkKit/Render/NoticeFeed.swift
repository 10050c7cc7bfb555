/// The Atom feeds (RFC 4287) of the notices: the site's, `notices/feed.xml`, and each topic's,
/// `notices/<topic>/feed.xml`.
///
/// Every date is a notice's own day at midnight UTC, and the feed's `updated` is its newest notice's, so a feed is the
/// same bytes whatever the day it is built.
struct NoticeFeed {
    let site: SiteContext
    /// The feed's author: the site's title (each entry is the site's own news).
    let author: String
    /// The tree's words, which name the feeds.
    var words = Words.english

    /// The feeds to write, the site's first, as (path in the output, XML).
    func files(_ index: NoticeIndex, body: (Notice) -> String) -> [(path: String, text: String)] {
        guard !index.notices.isEmpty else { return [] }
        let site = (
            SitePlan.noticeFeedPath(),
            feed(words.text("notices"), page: SitePlan.noticesRoute, path: SitePlan.noticeFeedPath(), index.notices, body)
        )
        return [site]
            + index.topics.map { topic in
                let path = SitePlan.noticeFeedPath(topic: topic)
                return (
                    path,
                    feed(
                        words.text("notices_topic", ["topic": words.topic(topic)]), page: SitePlan.noticeTopicRoute(topic), path: path,
                        index.notices(topic: topic), body)
                )
            }
    }

    private func feed(_ title: String, page: Route, path: String, _ notices: [Notice], _ body: (Notice) -> String) -> String {
        let selfURL = site.baseURL + path
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        // xml:base makes the site's root-relative links in each entry's HTML absolute for a reader.
        xml += "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:base=\"\(Escape.xml(site.baseURL))\">\n"
        xml += "<id>\(Escape.xml(selfURL))</id>\n"
        xml += "<title>\(Escape.xml(site.config.title + " — " + title))</title>\n"
        xml += "<updated>\(Self.timestamp(notices.map(\.date).max()!))</updated>\n"
        xml += "<author><name>\(Escape.xml(author))</name></author>\n"
        xml += "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(Escape.xml(selfURL))\"/>\n"
        xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(Escape.xml(site.absoluteURL(page)))\"/>\n"
        for notice in notices { xml += entry(notice, body(notice)) }
        return xml + "</feed>\n"
    }

    private func entry(_ notice: Notice, _ html: String) -> String {
        let url = Escape.xml(site.absoluteURL(SitePlan.noticeRoute(notice.slug)))
        var xml = "<entry>\n<id>\(url)</id>\n<title>\(Escape.xml(notice.title))</title>\n"
        xml += "<published>\(Self.timestamp(notice.date))</published>\n<updated>\(Self.timestamp(notice.date))</updated>\n"
        xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(url)\"/>\n"
        for topic in notice.topics { xml += "<category term=\"\(Escape.xml(topic.value))\"/>\n" }
        return xml + "<content type=\"html\">\(Escape.xml(html))</content>\n</entry>\n"
    }

    /// An RFC 3339 date-time, as Atom's date constructs require: the day at midnight UTC.
    static func timestamp(_ day: CalendarDay) -> String { day.iso + "T00:00:00Z" }
}
