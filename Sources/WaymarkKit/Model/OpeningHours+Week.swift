extension OpeningHours {
    /// Open intervals for each weekday, as a dictionary from day to intervals reads them: a day may be missing (nil)
    /// or empty, both closed, and the two are kept apart as the data gave them.
    ///
    /// Seven slots in one array rather than a dictionary: a location may have a dozen special days, each with its
    /// week, and a dictionary of seven days is a table of a few hundred bytes that hashes each day on every lookup and
    /// each entry on its own when the week is hashed. Equal weeks share their array (`LocationInterner`).
    struct Week: Sendable, Hashable, ExpressibleByDictionaryLiteral {
        /// Monday first; always seven slots.
        private var days: [[Interval]?]

        private static let noDays = [[Interval]?](repeating: nil, count: 7)

        init() { days = Self.noDays }

        init(dictionaryLiteral elements: (Weekday, [Interval])...) { self.init(uniqueKeysWithValues: elements) }

        init(uniqueKeysWithValues elements: some Sequence<(Weekday, [Interval])>) {
            self.init()
            for (day, intervals) in elements {
                precondition(self[day] == nil, "a day given twice")
                self[day] = intervals
            }
        }

        /// The same intervals on every day.
        init(every intervals: [Interval]) { days = [[Interval]?](repeating: intervals, count: 7) }

        subscript(day: Weekday) -> [Interval]? {
            get { days[day.ordinal] }
            set { days[day.ordinal] = newValue }
        }

        subscript(day: Weekday, default value: @autoclosure () -> [Interval]) -> [Interval] {
            get { days[day.ordinal] ?? value() }
            set { days[day.ordinal] = newValue }
        }

        /// The intervals of the days given, Monday first.
        var values: [[Interval]] { days.compactMap { $0 } }

        /// The days given with their intervals changed by `transform`.
        func mapValues(_ transform: ([Interval]) -> [Interval]) -> Week {
            var week = self
            week.days = days.map { $0.map(transform) }
            return week
        }
    }
}
