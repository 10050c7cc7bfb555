import Testing

/// PH and SH without a holiday list: times a holiday could change are unknown, others keep their state.
@Suite struct OSMHoursHolidaysTests {
    static let cases: [HoursCase] = [
        HoursCase("PH off", "2026-11-23T00:00", "2026-11-30T00:00", []),
        HoursCase("PH 10:00-12:00", "2026-11-23T00:00", "2026-11-24T00:00", ["2026-11-23T10:00 - 2026-11-23T12:00 unknown"]),
        HoursCase("Mo-Fr 09:00-17:00; PH off", "2026-11-23T00:00", "2026-11-24T00:00", ["2026-11-23T09:00 - 2026-11-23T17:00 unknown"]),
        HoursCase("Mo-Fr 09:00-17:00; PH off", "2026-11-28T00:00", "2026-11-29T00:00", []),
        HoursCase(
            "Mo-Fr 09:00-17:00; PH 10:00-12:00", "2026-11-23T00:00", "2026-11-24T00:00",
            [
                "2026-11-23T09:00 - 2026-11-23T10:00 unknown",
                "2026-11-23T10:00 - 2026-11-23T12:00",
                "2026-11-23T12:00 - 2026-11-23T17:00 unknown",
            ]),
        HoursCase(
            "Mo-Fr 09:00-17:00; PH 10:00-12:00", "2026-11-29T00:00", "2026-11-30T00:00", ["2026-11-29T10:00 - 2026-11-29T12:00 unknown"]),
        HoursCase("Su,PH off", "2026-11-23T00:00", "2026-11-30T00:00", []),
        HoursCase("Mo-Sa 10:00-18:00; Su,PH off", "2026-11-23T00:00", "2026-11-24T00:00", ["2026-11-23T10:00 - 2026-11-23T18:00 unknown"]),
        HoursCase("Mo-Sa 10:00-18:00; Su,PH off", "2026-11-29T00:00", "2026-11-30T00:00", []),
        HoursCase("SH Mo-Fr 08:00-10:00", "2026-11-23T00:00", "2026-11-24T00:00", ["2026-11-23T08:00 - 2026-11-23T10:00 unknown"]),
        HoursCase("SH Mo-Fr 08:00-10:00", "2026-11-28T00:00", "2026-11-29T00:00", []),
        HoursCase("Mo-Fr 08:00-16:00; SH off", "2026-11-23T00:00", "2026-11-24T00:00", ["2026-11-23T08:00 - 2026-11-23T16:00 unknown"]),
        HoursCase("PH +1 day off; 10:00-12:00", "2026-11-23T00:00", "2026-11-24T00:00", ["2026-11-23T10:00 - 2026-11-23T12:00"]),
        HoursCase("Mo-Fr 09:00-17:00; PH,Sa 10:00-12:00", "2026-11-28T00:00", "2026-11-29T00:00", ["2026-11-28T10:00 - 2026-11-28T12:00"]),
        HoursCase(
            "Mo-Fr 09:00-17:00, PH 18:00-19:00", "2026-11-23T00:00", "2026-11-24T00:00",
            [
                "2026-11-23T09:00 - 2026-11-23T17:00",
                "2026-11-23T18:00 - 2026-11-23T19:00 unknown",
            ]),
        HoursCase(
            "Mo-Fr 09:00-17:00 || PH \"call\"", "2026-11-28T00:00", "2026-11-29T00:00", ["2026-11-28T00:00 - 2026-11-29T00:00 unknown"]),
        HoursCase(
            "Mo-Fr 09:00-17:00; PH off; SH 10:00-12:00", "2026-11-23T00:00", "2026-11-24T00:00",
            ["2026-11-23T09:00 - 2026-11-23T17:00 unknown"]),
        HoursCase(
            "Mo-Fr 09:00-17:00; PH off \"closed on holidays\"", "2026-11-23T00:00", "2026-11-24T00:00",
            ["2026-11-23T09:00 - 2026-11-23T17:00 unknown"]),
    ]

    @Test(arguments: cases) func intervals(_ example: HoursCase) throws {
        #expect(try example.actual() == example.expected)
    }
}
