extension PageRenderer {
    /// A table for each of the location's sets of hours, each with its own "open now" data, label and holidays.
    func hourSetViews(of location: Location) -> [HoursTableView] {
        let labels = site.config.hourSetLabels
        return location.hourSets.map { set in
            let zone = HoursTable.zoneName(set.hours.timeZone, city: location.address.city, country: location.address.country, words: words)
            var view = HoursTable(set.hours).view(
                heading: "\(labels.label(set.name)) hours", zoneName: zone,
                data: HoursTable.data(of: set.hours, at: location, today: plan.today, status: statusWords),
                label: labels.inSentence(set.name),
                formats: site.formats, words: words)
            view.anchor = "hours-" + set.name
            return view
        }
    }

    /// What the main "open now" line is about when the location has other sets ("branch hours"); nil when it has none,
    /// as its hours are then simply its hours.
    static func mainHoursLabel(_ location: Location) -> String? {
        guard !location.hourSets.isEmpty else { return nil }
        return location.kind == .atm ? "ATM hours" : "branch hours"
    }
}
