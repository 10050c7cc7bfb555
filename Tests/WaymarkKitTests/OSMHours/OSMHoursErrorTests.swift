import Testing
@testable import WaymarkKit

/// Invalid values, read strictly: the column, message and hint of the error, exactly.
@Suite struct OSMHoursErrorTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var expression: String
        var error: OSMHoursError
        var testDescription: String { expression }
    }

    static let examples: [Example] = [
        Example(expression: "", error: OSMHoursError(column: 1, "the value is empty", hint: "write e.g. `Mo-Fr 09:00-17:00`, or `24/7`")),
        Example(
            expression: "Mo-Fr 9-17",
            error: OSMHoursError(column: 7, "`9-17` is not written as the specification says", hint: "write `09:00-17:00`")
        ),
        Example(
            expression: "Mo-Fr 0900-1700",
            error: OSMHoursError(column: 7, "a time needs hours and minutes", hint: "did you mean `09:00-17:00`?")),
        Example(
            expression: "Mo-Fr 9:00-17:00",
            error: OSMHoursError(column: 7, "`9:00-17:00` is not written as the specification says", hint: "write `09:00-17:00`")),
        Example(expression: "Mo-Fr 09:00-17:0", error: OSMHoursError(column: 16, "minutes need two digits", hint: "did you mean `17:00`?")),
        Example(
            expression: "Mo-Fr 25:00-26:00",
            error: OSMHoursError(column: 7, "25:00 is out of range", hint: "a start time runs from 00:00 to 23:59")),
        Example(
            expression: "Mo-Fr 09:00-49:00",
            error: OSMHoursError(column: 13, "49:00 is out of range", hint: "an end time runs up to 48:00 (the next day)")),
        Example(
            expression: "Mo-Fr 09:60-17:00",
            error: OSMHoursError(column: 10, "minute 60 is out of range", hint: "minutes run from 00 to 59")),
        Example(
            expression: "mo-fr 09:00-17:00",
            error: OSMHoursError(column: 1, "`mo` is not written as the specification says", hint: "write `Mo`")),
        Example(
            expression: "Monday 09:00-17:00",
            error: OSMHoursError(column: 1, "`Monday` is not written as the specification says", hint: "write `Mo`")),
        Example(
            expression: "Mo-Fri 09:00-17:00",
            error: OSMHoursError(column: 4, "`Fri` is not written as the specification says", hint: "write `Fr`")),
        Example(expression: "Mo-Fr 09:00-", error: OSMHoursError(column: 13, "a time is missing", hint: "write e.g. `17:00`")),
        Example(
            expression: "Mo-Fr 09:00-17:00 \"open", error: OSMHoursError(column: 19, "the comment is not closed", hint: "end it with `\"`")),
        Example(
            expression: "Mo-Fr 09:00–17:00",
            error: OSMHoursError(column: 7, "`09:00–17:00` is not written as the specification says", hint: "write `09:00-17:00`")),
        Example(
            expression: "Mo-Fr 09.00-17.00",
            error: OSMHoursError(column: 7, "`09.00-17.00` is not written as the specification says", hint: "write `09:00-17:00`")),
        Example(
            expression: "Mo-Fr 09:00-17:00 |", error: OSMHoursError(column: 19, "unexpected `|`", hint: "the fallback separator is `||`")),
        Example(expression: "Mo-Fr 09:00-17:00 ||", error: OSMHoursError(column: 21, "a rule is missing after `||`")),
        Example(expression: "Mo-Fr 09:00-17:00,", error: OSMHoursError(column: 19, "a rule is missing after `,`")),
        Example(
            expression: "Mo[6] 10:00-12:00",
            error: OSMHoursError(column: 4, "there is no week 6 in a month", hint: "use 1 to 5, or -1 to -5 from the end")),
        Example(
            expression: "Mo[0] 10:00-12:00",
            error: OSMHoursError(column: 4, "there is no week 0 in a month", hint: "use 1 to 5, or -1 to -5 from the end")),
        Example(expression: "Mo[1 10:00-12:00", error: OSMHoursError(column: 6, "`]` after the week of the month is missing")),
        Example(
            expression: "week 54 10:00", error: OSMHoursError(column: 6, "week 54 does not exist", hint: "weeks are numbered 01 to 53")),
        Example(expression: "week 00", error: OSMHoursError(column: 6, "week 00 does not exist", hint: "weeks are numbered 01 to 53")),
        Example(expression: "Dec 32", error: OSMHoursError(column: 5, "Dec 32 is not a date", hint: "Dec has 31 days")),
        Example(expression: "Feb 30 10:00-12:00", error: OSMHoursError(column: 5, "Feb 30 is not a date", hint: "Feb has 29 days")),
        Example(expression: "Dec 5 10:00-12:00", error: OSMHoursError(column: 5, "days need two digits", hint: "did you mean `Dec 05`?")),
        Example(expression: "2026-2025 10:00", error: OSMHoursError(column: 6, "the year range ends before it starts")),
        Example(expression: "Mo-", error: OSMHoursError(column: 4, "a weekday is missing")),
        Example(
            expression: "Mo 10:00-12:00 foo",
            error: OSMHoursError(column: 16, "unknown word `foo`", hint: "expected `;`, `,` or `||` between rules")),
        Example(expression: "Xy 10:00", error: OSMHoursError(column: 1, "unknown word `Xy`", hint: "expected a rule")),
        Example(expression: ";", error: OSMHoursError(column: 1, "unexpected `;`", hint: "expected a rule")),
        Example(expression: "Mo 10:00-12:00;;", error: OSMHoursError(column: 16, "unexpected `;`", hint: "expected a rule")),
        Example(expression: "Jan-Mar 05", error: OSMHoursError(column: 9, "a range from a month to a date", hint: "write `Jan 01-Mar 05`")),
        Example(
            expression: "(sunrise+1) 10:00",
            error: OSMHoursError(column: 10, "the offset must be `HH:MM`", hint: "write e.g. `(sunset-01:00)`")),
        Example(expression: "Mo (sunrise+01:00", error: OSMHoursError(column: 18, "`)` is missing")),
        Example(expression: "Mo 10:00-12:00/00:00", error: OSMHoursError(column: 16, "the period must be longer than 00:00")),
        Example(expression: "Mo-Fr 10:00-12:00 Sa", error: OSMHoursError(column: 18, "`;` is missing", hint: "add `;` here")),
        Example(
            expression: "jan 10:00-12:00",
            error: OSMHoursError(column: 1, "`jan` is not written as the specification says", hint: "write `Jan`")),
        Example(
            expression: "Mo 12:00",
            error: OSMHoursError(
                column: 4, "a time needs an end", hint: "write a range such as `12:00-14:00`, or `12:00+` for an open end")),
        Example(expression: "ph off", error: OSMHoursError(column: 1, "unknown word `ph`", hint: "did you mean `PH`?")),
        Example(
            expression: "Mo-Fr 08:00-12:00 13:00-17:00",
            error: OSMHoursError(column: 18, "`,` is missing", hint: "add `,` here")),
        Example(expression: "Mo,", error: OSMHoursError(column: 4, "a rule is missing after `,`")),
        Example(
            expression: "Mo-Fr 09:00-17:00\nSa 10:00-12:00",
            error: OSMHoursError(column: 18, "a line break is not allowed", hint: "separate rules with `; `")),
        Example(expression: "Sunrise-Sunset", error: OSMHoursError(column: 1, "unknown word `Sunrise`", hint: "did you mean `sunrise`?")),
        Example(
            expression: "Mo-Fr 09:00-17:00 Closed",
            error: OSMHoursError(column: 19, "unknown word `Closed`", hint: "did you mean `closed`?")),
        Example(
            expression: "Mo-Fr: 09:00-17:00",
            error: OSMHoursError(column: 6, "`:` is not written as the specification says", hint: "leave it out")),
        Example(
            expression: "Mo-Fr 10:00-12:00, 9-17",
            error: OSMHoursError(column: 20, "`9-17` is not written as the specification says", hint: "write `09:00-17:00`")),
        // Refused as opening_hours.js refuses them.
        Example(
            expression: "week 40-30",
            error: OSMHoursError(
                column: 9, "the week range ends before it starts", hint: "write the weeks in order, e.g. `week 01-30,40-53`")),
        Example(
            expression: "week 30-40/1",
            error: OSMHoursError(column: 12, "a week step must be from 2 to 26", hint: "leave out `/1`: every week is the default")),
        Example(
            expression: "week 30-40/27",
            error: OSMHoursError(column: 12, "a week step must be from 2 to 26", hint: "a larger step selects one week a year")),
        Example(
            expression: "12:00-14:00,dusk",
            error: OSMHoursError(
                column: 13, "a time needs an end", hint: "write a range such as `12:00-14:00`, or `12:00+` for an open end")),
        Example(
            expression: "Jun 30-24",
            error: OSMHoursError(
                column: 8, "the range of days ends before it starts", hint: "write `Jun 24-30`, or `Jun 30-Jul 24` into the next month")),
        Example(expression: "2014-2014", error: OSMHoursError(column: 6, "a range of one year", hint: "write `2014`")),
        Example(
            expression: "24:00-26:00",
            error: OSMHoursError(column: 1, "a time range starts at 24:00", hint: "start it before 24:00; write `00:00` for midnight")),
        Example(
            expression: "23:59-48:01",
            error: OSMHoursError(column: 7, "48:01 is out of range", hint: "an end time runs up to 48:00 (the next day)")),
        Example(expression: "10:am-8:pm", error: OSMHoursError(column: 3, "the minutes are missing", hint: "write e.g. `10:00`")),
        Example(
            expression: "13pm-14pm",
            error: OSMHoursError(
                column: 1, "13:00 is not a time on a 12-hour clock",
                hint: "write `am` and `pm` after hours from 1 to 12, or use the 24-hour clock")),
        Example(
            expression: "PH +2 days off",
            error: OSMHoursError(column: 4, "a holiday moves by one day at most", hint: "write `PH +1 day` or `PH -1 day`")),
    ]

    @Test(arguments: examples) func reportsTheError(_ example: Example) {
        #expect(throws: example.error) { try OSMHours(example.expression, strict: true) }
    }
}
