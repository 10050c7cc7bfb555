extension CodecWriter {
    /// A byte for the status (0 open, 1 temporarily closed, 2 closed), then its day when it has one.
    mutating func status(_ status: LocationStatus) {
        let (code, day): (UInt8, CalendarDay?) =
            switch status {
            case .open: (0, nil)
            case .temporarilyClosed(let reopens): (1, reopens)
            case .closed(let on): (2, on)
            }
        byte(day == nil ? code : code | 4)
        if let day { self.day(day) }
    }
}

extension CodecReader {
    mutating func status() -> LocationStatus? {
        guard let code = byte(), code & ~4 < 3 else { return nil }
        var day: CalendarDay?
        if code & 4 != 0 {
            guard let read = self.day() else { return nil }
            day = read
        }
        switch code & 3 {
        case 0: return day == nil ? .open : nil
        case 1: return .temporarilyClosed(reopens: day)
        default: return .closed(on: day)
        }
    }
}
