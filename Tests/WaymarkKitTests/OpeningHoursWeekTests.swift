import Testing

@testable import WaymarkKit

/// `OpeningHours.Week` (seven slots) against the dictionary from day to intervals it replaced, and the interner that
/// shares weeks and texts among locations against the locations it was given.
@Suite struct OpeningHoursWeekTests {
    typealias Interval = OpeningHours.Interval

    private static func intervals(_ random: inout SeededRandom) -> [Interval] {
        (0..<random.next(below: 3)).map { _ in Interval(opens: 60 * random.next(below: 24), closes: 60 * random.next(below: 25)) }
    }

    @Test func aWeekReadsAndChangesAsADictionaryOfDaysDoes() {
        var random = SeededRandom(seed: 40)
        for _ in 0..<500 {
            var week = OpeningHours.Week()
            var model: [OpeningHours.Weekday: [Interval]] = [:]
            for _ in 0..<random.next(below: 10) {
                let day = OpeningHours.Weekday.allCases[random.next(below: 7)]
                let added = Self.intervals(&random)
                switch random.next(below: 3) {
                case 0:
                    week[day] = added
                    model[day] = added
                case 1:
                    week[day, default: []] += added
                    model[day, default: []] += added
                default:
                    week[day] = nil
                    model[day] = nil
                }
            }
            for day in OpeningHours.Weekday.allCases { #expect(week[day] == model[day]) }
            #expect(week.values == OpeningHours.Weekday.allCases.compactMap { model[$0] })
            #expect(week == OpeningHours.Week(uniqueKeysWithValues: model.map { ($0.key, $0.value) }))
            let sorted = week.mapValues { $0.sorted { $0.opens < $1.opens } }
            for day in OpeningHours.Weekday.allCases { #expect(sorted[day] == model[day]?.sorted { $0.opens < $1.opens }) }
        }
    }

    @Test func aDayLeftOutAndADayClosedAreTwoWeeksAsTheDataGaveThem() {
        let closed: OpeningHours.Week = [.mon: []]
        #expect(closed != OpeningHours.Week())
        #expect(closed[.mon] == [])
        #expect(OpeningHours.Week()[.mon] == nil)
        #expect(OpeningHours.Week(every: []) == [.mon: [], .tue: [], .wed: [], .thu: [], .fri: [], .sat: [], .sun: []])
    }

    @Test func aDayIsEightBytesAndASpecialDayFitsInAFewWords() {
        #expect(MemoryLayout<CalendarDay>.size == 6)
        #expect(MemoryLayout<OpeningHours.Week>.size == 8)
        #expect(MemoryLayout<SpecialHours>.stride == 56)
        let day = CalendarDay(year: nil, month: 12, day: 25)
        #expect((day.year, day.month, day.day) == (nil, 12, 25))
        #expect(CalendarDay(year: 2026, month: 12, day: 25) > day)
    }

    @Test func sharedLocationsSayWhatTheyWereGiven() {
        var random = SeededRandom(seed: 41)
        let texts = ["", "Christmas", "Closed for stocktaking, the machine outside still works", "東京駅 の ATM は 24 時間"]
        var interner = LocationInterner()
        for n in 0..<300 {
            var hours = OpeningHours(timeZone: "Europe/London", weekly: [.mon: Self.intervals(&random)], notes: texts[n % 4])
            for d in 0..<random.next(below: 5) {
                let day = CalendarDay(year: 2027, month: 1 + d, day: 1 + random.next(below: 28))
                hours.special.append(
                    SpecialHours(
                        name: texts[random.next(below: 4)], from: day, through: day, every: Self.intervals(&random), notes: texts[d % 4]))
            }
            let location = Location(
                id: Slug(validating: "l\(n)")!, kind: .branch, name: "Branch \(n)",
                address: .init(lines: ["\(n) High Street"], city: ["Leeds", "Llanfairpwllgwyngyll"][n % 2]),
                coordinate: Coordinate(latitude: 53, longitude: -1), services: Array(texts.shuffled(using: &random).prefix(2)),
                details: [.init(label: texts[n % 4], value: texts[(n + 1) % 4])], hours: hours,
                position: SourcePosition(path: "branches.json", line: n + 1, column: 1))
            var shared = location
            interner.intern(&shared)
            #expect(shared == location)
        }
    }
}
