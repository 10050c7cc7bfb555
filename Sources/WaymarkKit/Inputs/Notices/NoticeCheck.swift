/// Checks that every place a notice names is in the data: a notice for a place that does not exist reaches no one.
enum NoticeCheck {
    static func check(_ notices: [Notice], locations: [Location], log: inout DiagnosticLog) {
        guard !notices.isEmpty else { return }
        let ids = Set(locations.map(\.id.value))
        let cities = Set(locations.map { LocationLayout.citySegment($0.address.city) })
        let countries = Set(locations.map(\.address.country))
        for notice in notices {
            for named in notice.locations where !ids.contains(named.value) {
                log.error(
                    named.position, "notice '\(notice.slug.value)' names the location '\(named.value)', which no location has as its id",
                    hint: "check the id against the data (it is the last part of the location's address)")
            }
            for named in notice.cities where !cities.contains(LocationLayout.citySegment(named.value)) {
                log.error(
                    named.position, "notice '\(notice.slug.value)' names the city \"\(named.value)\", where there is no location",
                    hint: "write the city as the data spells it, e.g. London")
            }
            for named in notice.countries where !countries.contains(named.value) {
                log.error(
                    named.position, "notice '\(notice.slug.value)' names the country \"\(named.value)\", where there is no location",
                    hint: "write countries as ISO 3166-1 alpha-2 codes, e.g. GB")
            }
        }
    }
}

extension SiteLoader {
    /// The notices of `Content/notices/`, each checked against the locations it may name.
    static func readNotices(_ files: [File], locations: [Location], languages: [String], log: inout DiagnosticLog) -> [Notice] {
        var notices = files.compactMap { file in
            text(file, log: &log).flatMap { NoticeReader().read(text: $0, path: file.path, log: &log) }
        }
        NoticeCheck.check(notices, locations: locations, log: &log)
        let trees = languages.compactMap(LanguageTag.init)
        for n in notices.indices {
            notices[n].translations.removeAll { translation in
                guard !trees.contains(where: { $0.lookupChain.contains(translation.language) }) else { return false }
                log.warning(
                    translation.position,
                    "\(translation.field.rawValue)@\(translation.language) is ignored: the site is not built in that language",
                    hint: "languages are \(languages.joined(separator: ", "))")
                return true
            }
        }
        return notices
    }
}
