/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), free of time zones:
/// opening hours are evaluated in local wall-clock time.
enum OSMCalendar {
    static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    static func date(_ dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// 0 is Monday.
    static func weekday(_ dayNumber: Int) -> Int { ((dayNumber + 3) % 7 + 7) % 7 }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The ISO 8601 week number (1...53).
    static func isoWeek(_ dayNumber: Int) -> Int {
        let thursday = dayNumber - weekday(dayNumber) + 3
        let year = date(thursday).year
        return (thursday - self.dayNumber(year, 1, 1)) / 7 + 1
    }

    /// Western (Gregorian) Easter Sunday, by the anonymous Gregorian algorithm.
    static func easter(_ year: Int) -> Int {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return dayNumber(year, month, day)
    }

    /// Minutes since 1970-01-01 00:00 for a local `YYYY-MM-DDTHH:MM`, or nil when it is not one.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, time.count == 2, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            time[0].count == 2, time[1].count == 2,
            let y = Int(date[0]), let mo = Int(date[1]), let d = Int(date[2]), let h = Int(time[0]), let mi = Int(time[1]),
            (1...12).contains(mo), (1...daysInMonth(y, mo)).contains(d), (0...23).contains(h), (0...59).contains(mi)
        else { return nil }
        return dayNumber(y, mo, d) * 1440 + h * 60 + mi
    }

    /// `YYYY-MM-DDTHH:MM` for minutes since 1970-01-01 00:00.
    static func text(_ minutes: Int) -> String {
        let day = minutes >= 0 ? minutes / 1440 : (minutes - 1439) / 1440
        let (y, m, d) = date(day)
        let rest = minutes - day * 1440
        let two = OSMHoursParser.twoDigits
        return "\(y)-\(two(m))-\(two(d))T\(two(rest / 60)):\(two(rest % 60))"
    }
}
