/// `notices/near.json`: the notices that name places, each with the list positions of the locations it concerns, so
/// "near me" can show the notices of the nearest places without a request per place.
///
/// Positions are written as runs (`[first, last]`): a city's or a country's locations are next to each other in the
/// list, so a notice for a whole country is a few numbers, not one per location.
struct NearNotices {
    static let path = "notices/near.json"

    let site: SiteContext

    /// The file, or nil when no notice shown today names a place (the form then does not offer it).
    func text(_ index: NoticeIndex) -> String? {
        let concerned = index.concerned()
        let named = index.notices.indices.filter { !concerned[$0].isEmpty }
        guard !named.isEmpty else { return nil }
        var json = JSONWriter.Appender()
        json.beginObject()
        json.key("notices")
        json.beginArray()
        for n in named {
            let notice = index.notices[n]
            json.verbatim("\n")
            json.beginObject()
            json.member("title", notice.title)
            json.member("href", site.href(SitePlan.noticeRoute(notice.slug)).text)
            json.member("date", notice.date.iso)
            json.member("day", site.formats.date(notice.date))
            if let expires = notice.expires { json.member("expires", expires.iso) }
            json.key("topics")
            json.beginArray()
            for topic in notice.topics { json.string(topic.value) }
            json.endArray()
            json.member("at", raw: Self.runs(concerned[n]))
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }

    /// `[[0,3],[7,7]]` for 0, 1, 2, 3 and 7: sorted positions as runs of consecutive ones.
    static func runs(_ positions: [Int]) -> String {
        var runs: [String] = []
        var index = positions.startIndex
        while index < positions.endIndex {
            var end = index
            while end + 1 < positions.endIndex, positions[end + 1] == positions[end] + 1 { end += 1 }
            runs.append("[\(positions[index]),\(positions[end])]")
            index = end + 1
        }
        return "[" + runs.joined(separator: ",") + "]"
    }
}
