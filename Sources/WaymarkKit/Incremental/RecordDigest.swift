/// The digests of the records pages show: every field a page could print, and nothing else (not the
/// record's position in its source file, so a record added above another does not change the other's digest).
///
/// `RecordDigestTests` counts each type's stored properties: a field added to the model without a line here
/// fails that test, rather than letting a page go stale.
extension Location {
    var digest: Digest {
        Digester.digest { d in
            d.add(id.value)
            d.add(kind.rawValue)
            d.add(name)
            d.add(brand)
            d.add(address.lines)
            d.add(list: address.district, address.city, address.postcode, address.country, address.region)
            d.add(coordinate.latitude)
            d.add(coordinate.longitude)
            d.add(phone)
            d.add(services)
            d.add(accessibility)
            d.add(details.count)
            for detail in details { d.add(list: detail.label, detail.value) }
            d.add(hours != nil)
            if let hours { hours.add(to: &d) }
            d.add(hourSets.count)
            for set in hourSets {
                d.add(set.name)
                set.hours.add(to: &d)
            }
            status.add(to: &d)
            // A tree shows a translated city, and marks what the translations lack, from them.
            d.add(translations.count)
            for text in translations {
                d.add(list: text.language, text.name, text.city, text.notes)
                d.add(text.lines)
            }
        }
    }
}

extension Location.Address {
    /// The parts `singleLine` joins (lines, district, city, region, postcode), each apart: the same text without making it.
    func addLine(to d: inout Digester) {
        d.add(lines)
        d.add(list: district, city, region, postcode)
    }
}

extension LocationStatus {
    func add(to d: inout Digester) {
        switch self {
        case .open: d.add("open")
        case .temporarilyClosed(let reopens): d.add(list: "temporarily_closed", reopens?.iso ?? "")
        case .closed(let on): d.add(list: "closed", on?.iso ?? "")
        }
    }
}

extension OpeningHours {
    func add(to d: inout Digester) {
        d.add(timeZone)
        Self.add(weekly, to: &d)
        d.add(notes)
        d.add(osm)
        d.add(special.count)
        for entry in special { entry.add(to: &d) }
    }

    static func add(_ weekly: Week, to d: inout Digester) {
        for day in Weekday.allCases {
            let intervals = weekly[day]
            d.add(intervals?.count ?? -1)
            for interval in intervals ?? [] {
                d.add(interval.opens)
                d.add(interval.closes)
            }
        }
    }
}

extension SpecialHours {
    func add(to d: inout Digester) {
        d.add([name, notes])
        for day in [from, through] { d.add([day.year ?? -1, day.month, day.day].map { "\($0)" }) }
        OpeningHours.add(weekly, to: &d)
    }
}

extension ContentPage {
    var digest: Digest {
        Digester.digest { d in
            d.add([slug.value, title, description, layout, form ?? "\u{0}", markdown])
            d.add(allowsHTML)
            d.add(weight)
        }
    }
}
