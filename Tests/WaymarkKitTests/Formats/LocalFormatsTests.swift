import Testing

@testable import WaymarkKit

/// The expected strings are CLDR's (its `timeFormats`, `dateFormats` and `availableFormats` patterns, `weekData`'s
/// `firstDay` and the `measurementSystem` of each region), written out by hand so that a change in the ICU that
/// Foundation uses shows here.
@Suite struct LocalFormatsTests {
    static let narrowSpace = "\u{202F}"

    @Test func timesAre24HourOr12HourByLanguage() {
        // en-GB and fr: "HH:mm"; de: "HH:mm"; es: "H:mm"; en-US: "h:mm a" with a narrow no-break space.
        let expected = [
            "en": ["00:00", "09:00", "17:30", "00:00"], "en-GB": ["00:00", "09:00", "17:30", "00:00"],
            "fr": ["00:00", "09:00", "17:30", "00:00"], "de": ["00:00", "09:00", "17:30", "00:00"],
            "es": ["0:00", "9:00", "17:30", "0:00"],
            "en-US": [
                "12:00\(Self.narrowSpace)AM", "9:00\(Self.narrowSpace)AM", "5:30\(Self.narrowSpace)PM", "12:00\(Self.narrowSpace)AM",
            ],
        ]
        for (tag, times) in expected {
            let formats = LocalFormats(tag: tag)
            #expect([0, 540, 1050, 1440].map(formats.time) == times, "\(tag)")
        }
    }

    /// Arabic keeps CLDR's digits: Latin for `ar` itself (its default numbering system), Arabic-Indic for `ar-SA`.
    @Test func arabicTimesUseTheDigitsCLDRGivesEachLocale() {
        #expect(LocalFormats(tag: "ar").time(540) == "9:00\u{A0}ص")
        #expect(LocalFormats(tag: "ar-SA").time(1050) == "٥:٣٠\u{A0}م")
    }

    @Test func weeksStartOnTheDayTheLanguagesCountryStartsThem() {
        #expect(LocalFormats(tag: "en").week == [.mon, .tue, .wed, .thu, .fri, .sat, .sun])
        #expect(LocalFormats(tag: "fr").week.first == .mon)
        #expect(LocalFormats(tag: "en-US").week == [.sun, .mon, .tue, .wed, .thu, .fri, .sat])
        // Arabic without a region is Egypt's (likely subtags): Saturday; Saudi Arabia's week starts on Sunday.
        #expect(LocalFormats(tag: "ar").week.first == .sat)
        #expect(LocalFormats(tag: "ar-SA").week.first == .sun)
    }

    @Test func weekdayNamesAreTheLanguagesStandAloneOnes() {
        #expect(
            OpeningHours.Weekday.allCases.map(LocalFormats(tag: "en").name) == [
                "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
            ])
        #expect(LocalFormats(tag: "fr").name(of: .mon) == "lundi")
        #expect(LocalFormats(tag: "de").name(of: .sun) == "Sonntag")
        #expect(LocalFormats(tag: "cy").name(of: .fri) == "Dydd Gwener")
    }

    @Test func datesFollowTheLanguageAndStayGregorian() {
        let christmas = CalendarDay(year: 2026, month: 12, day: 25)
        let every = CalendarDay(year: nil, month: 12, day: 25)
        #expect(LocalFormats(tag: "en").date(christmas) == "Friday, 25 December 2026")
        #expect(LocalFormats(tag: "en").date(every) == "25 December")
        #expect(LocalFormats(tag: "en-US").date(christmas) == "Friday, December 25, 2026")
        #expect(LocalFormats(tag: "en-US").date(every) == "December 25")
        #expect(LocalFormats(tag: "fr").date(christmas) == "vendredi 25 décembre 2026")
        #expect(LocalFormats(tag: "de").date(christmas) == "Freitag, 25. Dezember 2026")
        // Saudi Arabia's own calendar is the Islamic one; the day must still be 25 December.
        #expect(LocalFormats(tag: "ar-SA").date(christmas) == "الجمعة، ٢٥ ديسمبر، ٢٠٢٦")
    }

    @Test func numbersHaveTheLanguagesSeparators() {
        #expect(LocalFormats(tag: "en").number(4.25, decimals: 1) == "4.3")
        #expect(LocalFormats(tag: "fr").number(4.25, decimals: 1) == "4,3")
        #expect(LocalFormats(tag: "fr").number(16_302) == "16\(Self.narrowSpace)302")
        #expect(LocalFormats(tag: "de").number(16_302) == "16.302")
        #expect(LocalFormats(tag: "cy").number(16_302.4, decimals: 1) == "16,302.4")
    }

    @Test func distancesAreInMilesWhereTheLanguagesCountryUsesThem() {
        let british = LocalFormats(tag: "en"), american = LocalFormats(tag: "en-US"), french = LocalFormats(tag: "fr")
        #expect([british.usesMiles, american.usesMiles, LocalFormats(tag: "cy").usesMiles] == [true, true, true])
        #expect([french.usesMiles, LocalFormats(tag: "de").usesMiles, LocalFormats(tag: "ar").usesMiles] == [false, false, false])
        #expect([0, 40, 3_219, 16_302_190].map { british.distance($0) } == ["same address", "0.1 mi", "2.0 mi", "10,130 mi"])
        #expect(american.distance(15_000) == "9.3 mi")
        #expect(
            [0, 344, 4_249, 16_302_190].map { french.distance($0) } == ["same address", "340 m", "4,2 km", "16\(Self.narrowSpace)302 km"])
        #expect(LocalFormats(tag: "de").distance(4_250) == "4,3 km")
    }

    /// A distance names its unit as the page's catalogue does, with CLDR's short unit patterns (units.xml,
    /// `unitLength-short`) in the language's digits: Arabic writes "كم" after its own digits.
    @Test func distancesNameTheirUnitInThePagesLanguage() throws {
        let cases: [(tag: String, metres: Double, text: String)] = [
            ("ar-SA", 4_249, "٤٫٢ كم"), ("ar", 4_249, "4.2 كم"), ("ar", 344, "340 مترًا"), ("ar", 100, "100 متر"),
            ("fr", 4_249, "4,2 km"), ("de", 16_302_190, "16.302 km"), ("cy", 3_219, "2.0 mi"), ("es", 994, "990 m"),
        ]
        for (tag, metres, text) in cases {
            let words = try themeWords(String(tag.prefix(2)))
            #expect(LocalFormats(tag: tag).distance(metres, words: words) == text, "\(tag)")
        }
        #expect(LocalFormats(tag: "cy").distance(2, words: try themeWords("cy")) == "yr un cyfeiriad")
    }

    /// A distance written once per rounded value (`DistanceTexts`) reads as one written afresh, asked for again and next
    /// to a half; a value within a millionth of a half is not kept.
    @Test func distancesWrittenOnceReadAsWrittenAfresh() throws {
        let metres: [Double] = [0, 4.9, 5, 344, 345, 994.9, 995, 4_249, 4_250, 4_250.000_000_1, 9_949, 9_950, 12_500, 12_499.9, 16_302_190]
        for tag in ["en", "fr", "ar-SA"] {
            let (texts, formats, words) = (DistanceTexts(), LocalFormats(tag: tag), try themeWords(String(tag.prefix(2))))
            for m in metres + metres.reversed() {
                #expect(texts.text(m, formats: formats, words: words) == formats.distance(m, words: words), "\(tag) \(m)")
            }
        }
        #expect(DistanceTexts.key(344, miles: false) == DistanceTexts.Key(steps: 340, decimals: 0, unit: "m"))
        #expect(DistanceTexts.key(4_249, miles: false) == DistanceTexts.Key(steps: 42, decimals: 1, unit: "km"))
        #expect(DistanceTexts.key(3_219, miles: true) == DistanceTexts.Key(steps: 20, decimals: 1, unit: "mi"))
        #expect([4_250, 12_500, 4_250.000_000_1].map { DistanceTexts.key($0, miles: false) } == [nil, nil, nil])
    }
}

extension LocalFormatsTests {
    /// Tags are BCP 47 as ICU reads them, Unicode extensions included; a bare `en` is British English.
    @Test func tagsAreReadAsBCP47() {
        #expect(LocalFormats(tag: "en").locale.identifier == "en-GB")
        #expect(LocalFormats(tag: "EN").locale.identifier == "en-GB")
        #expect(LocalFormats(tag: "ar-u-nu-arab").time(540) == "٩:٠٠\u{A0}ص")
        #expect(LocalFormats(tag: "ar-SA-u-nu-latn").time(540) == "9:00\u{A0}ص")
        #expect(LocalFormats(tag: "en-IE").distance(4_249) == "4.2 km")
        #expect(LocalFormats(tag: "es").distance(4_249) == "4,2 km")
        #expect(LocalFormats(tag: "cy").distance(3_219) == "2.0 mi")
        #expect(LocalFormats(tag: "ar-SA").distance(4_249) == "٤٫٢ km")
        #expect(LocalFormats(tag: "es").date(CalendarDay(year: 2026, month: 12, day: 25)) == "viernes, 25 de diciembre de 2026")
        #expect(LocalFormats(tag: "cy").date(CalendarDay(year: 2026, month: 12, day: 25)) == "Dydd Gwener, 25 Rhagfyr 2026")
    }
}
