/// Page links for a paginated list: the first and last page, and a few around the current one, with gaps between.
struct Pagination {
    let current: Int
    let count: Int
    let href: (Int) -> SafeURL

    /// Page numbers to show, `nil` standing for a gap ("…"); a gap of a single page shows that page instead.
    var numbers: [Int?] {
        let shown = Set([1, count] + Array(max(1, current - 2)...min(count, current + 2))).sorted()
        var out: [Int?] = []
        for number in shown {
            if let last = out.last ?? nil, number > last + 1 { out.append(number == last + 2 ? last + 1 : nil) }
            out.append(number)
        }
        return out
    }

    /// The `pagination` value of a list page, or nil when there is a single page.
    var view: PaginationView? {
        guard count > 1 else { return nil }
        let pages = numbers.map { number -> PageLink in
            guard let number else { return PageLink(gap: true, number: nil, href: nil, current: false) }
            return PageLink(gap: false, number: number, href: href(number), current: number == current)
        }
        return PaginationView(pages: pages, prev: prev, next: next)
    }

    /// The previous and next pages, for `rel="prev"`/`rel="next"` links.
    var prev: SafeURL? { current > 1 ? href(current - 1) : nil }
    var next: SafeURL? { current < count ? href(current + 1) : nil }
}
