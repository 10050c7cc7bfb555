extension SiteLoader {
    /// The locations with `status.yml` applied and checked against the build's day, less those closed for good longer
    /// than `closed_page_days`, which are returned apart (their URLs redirect).
    func statuses(
        _ locations: [Location], file: File?, config: SiteConfig, log: inout DiagnosticLog
    ) -> (kept: [Location], retired: [Location]) {
        var locations = locations
        if let file, let text = Self.text(file, log: &log) {
            locations = StatusOverrides.read(text: text, path: file.path, log: &log).applied(to: locations, log: &log)
        }
        StatusCheck.check(locations, today: today, log: &log)
        let keptUntil = today.adding(days: -config.closedPageDays)
        func isRetired(_ location: Location) -> Bool {
            if case .closed(let day?) = location.status { day < keptUntil } else { false }
        }
        guard locations.contains(where: isRetired) else { return (locations, []) }
        return (locations.filter { !isRetired($0) }, locations.filter(isRetired))
    }
}
