import Testing
@testable import WaymarkKit

/// Values opening_hours.js reads with a correction: read in their corrected form with a message for each
/// correction, evaluated as the corrected value is, and refused when read strictly.
@Suite struct OSMHoursToleranceTests {
    struct Corrected: Sendable, CustomTestStringConvertible {
        var written: String
        var read: String
        var messages: [String]
        init(_ written: String, _ read: String, _ messages: [String]) {
            self.written = written
            self.read = read
            self.messages = messages
        }
        var testDescription: String { written }
    }

    static let examples: [Corrected] = [
        Corrected("10-12", "10:00-12:00", ["read `10-12` as `10:00-12:00`"]),
        Corrected("10.00-12.00", "10:00-12:00", ["read `10.00-12.00` as `10:00-12:00`"]),
        Corrected("10am-12pm", "10:00-12:00", ["read `10am-12pm` as `10:00-12:00`"]),
        Corrected("12:00 a.m.-06:00 a.m.", "00:00-06:00", ["read `12:00 a.m.-06:00 a.m.` as `00:00-06:00`"]),
        Corrected("Mo 12:00 to 14:00", "Mo 12:00-14:00", ["read `12:00 to 14:00` as `12:00-14:00`"]),
        Corrected("Mo 12:00 till 14:00", "Mo 12:00-14:00", ["read `12:00 till 14:00` as `12:00-14:00`"]),
        Corrected("Mo 12:00 until 14:00", "Mo 12:00-14:00", ["read `12:00 until 14:00` as `12:00-14:00`"]),
        Corrected("Mo 12:00 bis 14:00", "Mo 12:00-14:00", ["read `12:00 bis 14:00` as `12:00-14:00`"]),
        Corrected("Mo 12:00 à 14:00", "Mo 12:00-14:00", ["read `12:00 à 14:00` as `12:00-14:00`"]),
        Corrected("Mo 12:00 до 14:00", "Mo 12:00-14:00", ["read `12:00 до 14:00` as `12:00-14:00`"]),
        Corrected("Mo‐Fr 10:00‑12:00", "Mo-Fr 10:00-12:00", ["read `‐` as `-`", "read `10:00‑12:00` as `10:00-12:00`"]),
        Corrected("Mo‒Fr 10:00–12:00", "Mo-Fr 10:00-12:00", ["read `‒` as `-`", "read `10:00–12:00` as `10:00-12:00`"]),
        Corrected("Mo—Fr 10:00−12:00", "Mo-Fr 10:00-12:00", ["read `—` as `-`", "read `10:00−12:00` as `10:00-12:00`"]),
        Corrected("Montags 10:00-12:00", "Mo 10:00-12:00", ["read `Montags` as `Mo`"]),
        Corrected(
            "Montag-Freitag 9-17 Uhr", "Mo-Fr 09:00-17:00",
            ["read `Montag` as `Mo`", "read `Freitag` as `Fr`", "read `9-17` as `09:00-17:00`", "left out `Uhr`"]),
        Corrected("Mo and We 10:00-12:00", "Mo,We 10:00-12:00", ["read `and` as `,`"]),
        Corrected("Mo und We 10:00-12:00", "Mo,We 10:00-12:00", ["read `und` as `,`"]),
        Corrected("Mo&We 10:00-12:00", "Mo,We 10:00-12:00", ["read `&` as `,`"]),
        Corrected("weekend 10:00-12:00", "Sa,Su 10:00-12:00", ["read `weekend` as `Sa,Su`"]),
        Corrected("Mo-Fr 18:00-midnight", "Mo-Fr 18:00-00:00", ["read `18:00-midnight` as `18:00-00:00`"]),
        Corrected("17:00 til late", "17:00+", ["read `17:00 til late` as `17:00+`"]),
        Corrected(
            "Mon-Fri 9:00-17:00", "Mo-Fr 09:00-17:00",
            ["read `Mon` as `Mo`", "read `Fri` as `Fr`", "read `9:00-17:00` as `09:00-17:00`"]),
        Corrected("jan-mar Sa 10:00-12:00", "Jan-Mar Sa 10:00-12:00", ["read `jan` as `Jan`", "read `mar` as `Mar`"]),
        Corrected("Mo-Fr 10:00-12:00; Su geschlossen", "Mo-Fr 10:00-12:00; Su off", ["read `geschlossen` as `off`"]),
        Corrected("daily 08:00-20:00", "Mo-Su 08:00-20:00", ["read `daily` as `Mo-Su`"]),
        Corrected("2014-2020/1 Mo 10:00-12:00", "2014-2020 Mo 10:00-12:00", ["left out `/1`"]),
        Corrected("Jan 01-22/1 10:00-12:00", "Jan 01-Jan 22 10:00-12:00", ["left out `/1`"]),
        Corrected("Mo. 10:00-12:00", "Mo 10:00-12:00", ["left out `.`"]),
        Corrected("Mo 12:00-14:00 16:00-18:00", "Mo 12:00-14:00,16:00-18:00", ["added `,`"]),
        Corrected("Mo-Sa 11:00-21:00 Su off", "Mo-Sa 11:00-21:00; Su off", ["added `;`"]),
        Corrected("Mo Tu Fr 10:00-12:00", "Mo,Tu,Fr 10:00-12:00", ["added `,`", "added `,`"]),
        Corrected("Mo: 15:00-16:00 off", "Mo 15:00-16:00 off", ["left out `:`"]),
    ]

    @Test(arguments: examples) func readsTheCorrectedValue(_ example: Corrected) throws {
        let hours = try OSMHours(example.written)
        #expect(hours.normalized == example.read)
        #expect(hours.corrections.map(\.message) == example.messages)
        let week = (OSMCalendar.minutes("2026-11-23T00:00")!, OSMCalendar.minutes("2026-11-30T00:00")!)
        #expect(hours.intervals(from: week.0, to: week.1) == (try OSMHours(example.read)).intervals(from: week.0, to: week.1))
    }

    @Test(arguments: examples) func strictReadingRefusesTheFirstCorrection(_ example: Corrected) throws {
        let first = try OSMHours(example.written).corrections[0]
        let message = first.written.isEmpty ? "`\(first.read)` is missing" : "`\(first.written)` is not written as the specification says"
        let hint = first.written.isEmpty ? "add `\(first.read)` here" : first.read.isEmpty ? "leave it out" : "write `\(first.read)`"
        #expect(throws: OSMHoursError(column: first.column, message, hint: hint)) { try OSMHours(example.written, strict: true) }
    }

    @Test func aValueWrittenAsTheSpecificationSaysHasNoCorrections() throws {
        #expect(try OSMHours("Mo-Fr 10:00-12:00; Sa 10:00-12:00").corrections == [])
    }

    @Test func correctionsKeepTheirColumns() throws {
        let hours = try OSMHours("Montag-Freitag 9-17 Uhr")
        #expect(hours.corrections.map(\.column) == [1, 8, 16, 21])
    }
}
