/// Page links for a paginated list: the first and last page, and a few around the current one, with gaps between.
struct Pagination {
    let current: Int
    let count: Int
    let href: (Int) -> String

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

    /// The `pagination` key of a list page, or `false` when there is a single page.
    var context: Any {
        guard count > 1 else { return false }
        var context: [String: Any] = [
            "pages": numbers.map { number -> [String: Any] in
                guard let number else { return ["gap": true] }
                return ["number": number, "href": href(number), "current": number == current]
            }
        ]
        if current > 1 { context["prev"] = href(current - 1) }
        if current < count { context["next"] = href(current + 1) }
        return context
    }

    /// `rel="prev"`/`rel="next"` links for the page's head.
    var links: [String: Any] {
        var links: [String: Any] = [:]
        if current > 1 { links["prev"] = href(current - 1) }
        if current < count { links["next"] = href(current + 1) }
        return links
    }
}
