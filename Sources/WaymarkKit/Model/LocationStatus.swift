import Foundation

/// Whether a location is open for business: open, closed for a while (until `reopens`, when known), or closed for
/// good from a day (closing, while that day is still to come).
public enum LocationStatus: Sendable, Hashable {
    case open
    case temporarilyClosed(reopens: CalendarDay?)
    case closed(on: CalendarDay?)

    /// The names the data writes (`status: temporarily_closed`), for messages.
    static let names = ["open", "temporarily_closed", "closed"]

    /// The status a name and its dates make; nil for an unknown name.
    static func named(_ name: String, reopens: CalendarDay?, closed: CalendarDay?) -> LocationStatus? {
        switch name.lowercased().replacingOccurrences(of: " ", with: "_") {
        case "open": .open
        case "temporarily_closed", "closed_temporarily": .temporarilyClosed(reopens: reopens)
        case "closed", "closed_permanently": .closed(on: closed)
        default: nil
        }
    }

    var isOpen: Bool { self == .open }

    /// Closed for good on `today`: the day has come (a closed location without a day has closed already).
    func isGone(today: CalendarDay) -> Bool {
        guard case .closed(let day) = self else { return false }
        return day.map { $0 <= today } ?? true
    }

    /// Never open, whatever the clock: temporarily closed with no day to reopen, or closed for good already.
    func isShut(today: CalendarDay) -> Bool {
        if case .temporarilyClosed(nil) = self { return true }
        return isGone(today: today)
    }

    /// A class name for the status: `temporarily-closed`, `closing` or `closed`.
    func cssName(today: CalendarDay) -> String? {
        switch self {
        case .open: nil
        case .temporarilyClosed: "temporarily-closed"
        case .closed: isGone(today: today) ? "closed" : "closing"
        }
    }

    /// The days the status closes the location, as a dated exception: from `from` (or the day it closes) to the day
    /// before it reopens, or for good; named `name`, or in English.
    func closure(from: CalendarDay, name: String? = nil) -> SpecialHours? {
        switch self {
        case .open: return nil
        case .temporarilyClosed(let reopens):
            let through = reopens.map { $0.adding(days: -1) } ?? CalendarDay.lastDay
            return through < from ? nil : SpecialHours(name: name ?? "Temporarily closed", from: from, through: through, every: [])
        case .closed(let day):
            return SpecialHours(name: name ?? "Closed for good", from: day ?? from, through: CalendarDay.lastDay, every: [])
        }
    }
}

extension CalendarDay {
    /// The last day a closure runs to when it has no end.
    static let lastDay = CalendarDay(year: 9999, month: 12, day: 31)

    /// The day `days` after this one (before, when negative); a day without a year stays as it is.
    func adding(days: Int) -> CalendarDay {
        guard let year else { return self }
        let date = OSMCalendar.date(OSMCalendar.dayNumber(year, month, day) + days)
        return CalendarDay(year: date.year, month: date.month, day: date.day)
    }

    /// The day in UTC at `date`.
    static func utc(_ date: Date) -> CalendarDay {
        let date = OSMCalendar.date(Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
        return CalendarDay(year: date.year, month: date.month, day: date.day)
    }
}

extension OpeningHours {
    /// These hours with the status's closure last, where it wins over every other entry for its days.
    func closed(by status: LocationStatus, from: CalendarDay, name: String? = nil) -> OpeningHours {
        guard let closure = status.closure(from: from, name: name) else { return self }
        var hours = self
        hours.special.append(closure)
        return hours
    }
}
