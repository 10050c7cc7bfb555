extension SearchIndex {
    /// How many parts `search/h/` has.
    var hoursPartCount: Int { (locations.count + hoursPart - 1) / hoursPart }

    /// `search/h/<n>.json`, for "Open now only": the time zone and week of hours (`HoursTable.data` cut after the
    /// zone) of list positions n × `hoursPart` onwards, each distinct one written once per part, so that the browser
    /// works out each pair once. `zone` runs `[zone, count, …]` over the part (a city's locations share one; -1 for
    /// none), and `week` has `width` letters of `SearchIndex.letters` per location (`.` for none).
    /// Each is made when written: a million locations' parts are a few hundred megabytes.
    func hoursFile(_ part: Int) -> String {
        var table = HoursPatterns()
        let start = part * hoursPart
        for i in start..<min(locations.count, start + hoursPart) {
            table.add(hours(of: i))
        }
        return table.json(count: table.weekOf.count)
    }

    /// The location's "open now" data (`HoursTable.data(of:today:status:)`), made where it is written: the pages keep
    /// it escaped, and a site of 100,000 locations whose special days are each their own would keep it twice.
    func hours(of index: Int) -> String? {
        HoursTable.data(of: locations[index], today: today, status: status)
    }

    static func hoursPath(_ part: Int) -> String { "\(folder)/h/\(part).json" }

    /// The 64 letters of a week's number in `search/h/`, most significant first.
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    private struct HoursPatterns {
        var zones: [String] = []
        var weeks: [String] = []
        var zoneNumbers: [String: Int] = [:]
        var weekNumbers: [String: Int] = [:]
        var zoneRuns: [Int] = []
        var weekOf: [Int] = []

        /// Numbers a text the first time it is seen.
        static func number(_ text: String, _ list: inout [String], _ numbers: inout [String: Int]) -> Int {
            if let known = numbers[text] { return known }
            numbers[text] = list.count
            list.append(text)
            return list.count - 1
        }

        mutating func add(_ data: String?) {
            var (zone, week) = (-1, -1)
            if let data, let space = data.firstIndex(of: " ") {
                zone = Self.number(String(data[..<space]), &zones, &zoneNumbers)
                week = Self.number(String(data[data.index(after: space)...]), &weeks, &weekNumbers)
            }
            if zoneRuns.count >= 2, zoneRuns[zoneRuns.count - 2] == zone {
                zoneRuns[zoneRuns.count - 1] += 1
            } else {
                zoneRuns += [zone, 1]
            }
            weekOf.append(week)
        }

        func json(count: Int) -> String {
            let width = weeks.count <= 64 ? 1 : weeks.count <= 4096 ? 2 : 3
            var letters = ""
            letters.reserveCapacity(weekOf.count * width)
            for week in weekOf {
                for place in (0..<width).reversed() {
                    letters.append(week < 0 ? "." : SearchIndex.letters[(week >> (6 * place)) & 63])
                }
            }
            let list = { (texts: [String]) in "[" + texts.map(Escape.jsonString).joined(separator: ",") + "]" }
            return "{\"count\":\(count),\"width\":\(width),\n\"zones\":\(list(zones)),\n\"weeks\":\(list(weeks)),\n"
                + "\"zone\":[\(zoneRuns.map(String.init).joined(separator: ","))],\n\"week\":\"\(letters)\"}\n"
        }
    }
}
