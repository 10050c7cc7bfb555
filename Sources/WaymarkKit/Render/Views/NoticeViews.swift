/// The notices a page shows, newest first, in a box above its content.
struct NoticeBox: TemplateView {
    let items: [NoticeItem]

    static let fields: [TemplateField<Self>] = [.init("items") { $0.items }]
}

/// One notice: its title linking to its own page, its date (absolute, made relative in the browser) and its text.
struct NoticeItem: TemplateView {
    let title: String
    let href: SafeURL
    /// `YYYY-MM-DD`, for `<time datetime>`.
    let datetime: String
    /// "Friday 20 November 2026".
    let date: String
    let body: TrustedHTML
    let topics: [LinkItem]

    static let fields: [TemplateField<Self>] = [
        .init("title") { $0.title }, .init("href") { $0.href }, .init("datetime") { $0.datetime }, .init("date") { $0.date },
        .init("body") { $0.body }, .init("topics") { $0.topics }, .init("hasTopics") { !$0.topics.isEmpty },
    ]
}

extension PageRenderer {
    /// The box of these notices; nil when there are none, so the page has no empty box.
    func noticeBox(_ notices: [Notice]) -> NoticeBox? {
        notices.isEmpty ? nil : NoticeBox(items: notices.map(noticeItem))
    }

    /// The notice's Markdown as HTML, its links from the site's root rebased under its base path.
    func noticeBody(_ notice: Notice) -> String {
        Markdown.rebase(Markdown.html(notice.markdown), basePath: site.basePath)
    }

    func noticeItem(_ notice: Notice) -> NoticeItem {
        NoticeItem(
            title: notice.title, href: site.href(SitePlan.noticeRoute(notice.slug)), datetime: notice.date.iso,
            date: site.formats.date(notice.date),
            body: TrustedHTML(generated: noticeBody(notice)),
            topics: notice.topics.map { LinkItem(title: words.topic($0), href: site.href(SitePlan.noticeTopicRoute($0))) })
    }
}
