extension SearchIndex {
    /// `search/hours.json`: each distinct `HoursTable.data` with the posting of the locations that have it, in order
    /// of first use, so that "Open now only" filters the whole list while the browser works out each pattern once.
    /// Locations share a handful of weekly patterns; one without hours is in none, so it is never shown as open.
    func hoursJSON() -> String {
        var patterns: [String] = []
        var members: [[Int]] = []
        var numbers: [String: Int] = [:]
        for i in locations.indices {
            guard let hours = locations[i].hours else { continue }
            let data = HoursTable(hours).data
            if let number = numbers[data] {
                members[number].append(i)
            } else {
                numbers[data] = patterns.count
                patterns.append(data)
                members.append([i])
            }
        }
        let lines = patterns.indices.map { n in
            "[" + Escape.jsonString(patterns[n]) + "," + Posting(ordinals: members[n]).json(count: locations.count) + "]"
        }
        return "{\"count\":\(locations.count),\"patterns\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
