import Testing

@testable import WaymarkKit

/// Slugs for names in every script (issue #13): transliterated, never a shared fallback word.
@Suite struct SlugTests {
    @Test(arguments: [
        ("Москва", "moskva"),
        ("Химки", "khimki"),
        ("Αθήνα", "athena"),
        ("القاهرة", "alqahrt"),
        ("תל אביב", "tl-byb"),
        ("金閣寺", "jin-ge-si"),
        ("東京", "dong-jing"),
        ("서울", "seoul"),
        ("กรุงเทพมหานคร", "krungthephmhankhr"),
        ("नई दिल्ली", "na-i-dilli"),
        ("São Paulo", "sao-paulo"),
        ("Île-de-France", "ile-de-france"),
        ("Straße", "strasse"),
        ("Ｔｏｋｙｏ　１２", "tokyo-12"),
        ("40.416,-3.703", "40-416-minus-3-703"),
        ("40.416,3.703", "40-416-3-703"),
        ("-33.86, +151.2", "minus-33-86-plus-151-2"),
        ("A-1 10-20", "a-1-10-20"),
    ])
    func everyScriptGetsAReadableSlug(name: String, slug: String) {
        #expect(Slug(making: name, fallback: "city").value == slug)
    }

    /// Issue #36 (16): ICU's Cyrillic made `selkovo` and `podol-sk`; BGN/PCGN gives the spellings of English maps.
    @Test(arguments: [
        ("Щелково", "shchelkovo"),
        ("Подольск", "podolsk"),
        ("Екатеринбург", "yekaterinburg"),
        ("Королёв", "korolev"),
        ("Подъезд", "podyezd"),
        ("Мытищи", "mytishchi"),
        ("Жуковский", "zhukovskiy"),
        ("Ульяновск", "ulyanovsk"),
        ("Ногинск ЦЕНТР", "noginsk-tsentr"),
        ("Дніпро", "dnipro"),
    ])
    func cyrillicIsRomanizedByBGNPCGN(name: String, slug: String) {
        #expect(Slug(making: name).value == slug)
    }

    @Test func latinLookAlikesInsideCyrillicGiveTheSameSlug() {
        // "Москвa" ends in a Latin "a" (U+0061), as text pasted from another source often does.
        #expect(Slug(making: "Москв\u{61}").value == Slug(making: "Москва").value)
    }

    @Test func noTwoDistinctNamesShareAFallbackOrACutSlug() {
        #expect(Slug(making: "", fallback: "query").value == "query")
        let symbols = Slug(making: "☂☂", fallback: "query").value
        #expect(symbols.hasPrefix("query-") && symbols.count == 12)
        #expect(symbols != Slug(making: "☃", fallback: "query").value)
        #expect(Slug(making: "☂☂", fallback: "query") == Slug(making: "☂☂", fallback: "query"))
        let long = String(repeating: "Imaginary Building Society of the United Kingdom ", count: 3)
        let a = Slug(making: long + "ATM 1"), b = Slug(making: long + "ATM 2")
        #expect(a != b)
        #expect(a.value.count <= 100 && Slug.isValid(a.value) && Slug.isValid(b.value))
        #expect(StableHash.hex("Москва") == StableHash.hex("Москва".decomposedStringWithCanonicalMapping))
    }
}

/// Clean text at the reader (issue #13): trimmed, one space between words, one display form for a city.
@Suite struct CleanTextTests {
    @Test func namesAreTrimmedAndSpacesCollapsed() {
        #expect(CleanText.line("  ABERDEEN \u{A0} UNION\tST ") == "ABERDEEN UNION ST")
        #expect(CleanText.line("Cafe\u{301}") == "Café")
        #expect(OpenBankingAddress.clean(" 1 VICTORIA  ROAD; ") == "1 VICTORIA ROAD")
    }

    @Test func aCityWrittenInCapitalsIsShownInTitleCaseAndMergedWithItsOtherSpelling() {
        #expect(CityIndex.commonSpelling(["HEREFORD", "HEREFORD", "Hereford"]) == "Hereford")
        #expect(CityIndex.commonSpelling(["STOKE ON TRENT"]) == "Stoke On Trent")
        #expect(CityIndex.commonSpelling(["London", "london"]) == "London")
        #expect(CityIndex.commonSpelling(["Москва"]) == "Москва")
    }

    @Test func countrySubDivisionIsKeptInTheAddress() {
        var log = DiagnosticLog()
        let feed = """
            [{"Identification": "1", "Name": " BOURNE ", "PostalAddress": {"TownName": "BOURNE ", "CountrySubDivision": ["Lincolnshire"],
              "PostCode": "PE10 9LY", "GeoLocation": {"GeographicCoordinates": {"Latitude": "52.7", "Longitude": "-0.4"}}}}]
            """
        let location = OpenBankingReader().read(bytes: Array(feed.utf8), path: "ob.json", log: &log).first
        #expect(location?.name == "Bourne")
        #expect(location?.address.region == "Lincolnshire")
        #expect(location?.address.singleLine == "Bourne, Lincolnshire, PE10 9LY")
    }
}

/// Distinct names never share a page (issue #13): clashing geocode queries get a stable hash suffix and a warning.
@Suite struct SlugClashTests {
    private static func response(_ address: String) -> String {
        "{\"status\": \"OK\", \"results\": [{\"formatted_address\": \"\(address)\", \"geometry\": {\"location\": {\"lat\": 35.04, \"lng\": 135.73}}}]}"
    }

    @Test func distinctQueriesWithOneSlugGetAHashSuffixAndAWarning() {
        var log = DiagnosticLog()
        let data = SiteLoader().load(
            .init(geocode: [
                .init(path: "Content/geocode/金閣寺.json", text: Self.response("Kinkaku-ji")),
                .init(path: "Content/geocode/金阁寺.json", text: Self.response("Kinkaku-ji")),
                .init(path: "Content/geocode/Москва.json", text: Self.response("Moscow")),
                .init(path: "Content/geocode/40.416,-3.703.json", text: Self.response("Madrid")),
                .init(path: "Content/geocode/40.416,3.703.json", text: Self.response("Sea")),
            ]), log: &log)
        let a = "jin-ge-si-" + StableHash.hex("金閣寺"), b = "jin-ge-si-" + StableHash.hex("金阁寺")  // no case to fold
        #expect(data.geocodeQueries.map(\.slug.value) == [a, b, "moskva", "40-416-minus-3-703", "40-416-3-703"])
        #expect(
            log.reported == [
                Reported(.warning, 1, 1, "the query “金閣寺” makes the same address /geocode/jin-ge-si/ as “金阁寺”; its page is /geocode/\(a)/"),
                Reported(.warning, 1, 1, "the query “金阁寺” makes the same address /geocode/jin-ge-si/ as “金閣寺”; its page is /geocode/\(b)/"),
            ])
    }
}

/// Same-named places are told apart in titles and list rows (issue #13: twelve "LEICESTER CLOCK TOWER" ATMs).
@Suite struct LocationTitlesTests {
    private func atm(_ id: String, _ name: String, street: String, postcode: String) -> Location {
        Location(
            id: Slug(making: id), kind: .atm, name: name, address: .init(lines: [street], city: "Leicester", postcode: postcode),
            coordinate: Coordinate(latitude: 52.6, longitude: -1.1), details: [.init(label: "Identification", value: id)],
            position: .file("ob.json"))
    }

    @Test func sharedNamesGetTheirStreetAndPostcodeThenTheirIdentification() {
        let locations = [
            atm("M01M0037", "CLOCK TOWER", street: "2 - 6 Gallowtree Gate", postcode: "LE1 1DA"),
            atm("M02M0128", "CLOCK TOWER", street: "2 - 6 Gallowtree Gate", postcode: "LE1 1DA"),
            atm("X1", "Clock Tower", street: "1 High St", postcode: "LE1 5AA"),
            atm("Y1", "Haymarket", street: "1 High St", postcode: "LE1 5AA"),
        ]
        let titles = LocationTitles.make(locations)
        #expect(titles[Slug(making: "M01M0037")] == "CLOCK TOWER · 2 - 6 Gallowtree Gate, LE1 1DA · ATM M01M0037")
        #expect(titles[Slug(making: "M02M0128")] == "CLOCK TOWER · 2 - 6 Gallowtree Gate, LE1 1DA · ATM M02M0128")
        #expect(titles[Slug(making: "X1")] == "Clock Tower · 1 High St, LE1 5AA")
        #expect(titles[Slug(making: "Y1")] == nil)
    }
}

/// Cities in Cyrillic get a page each (issue #13: 31 cities became 2 pages, one at /locations/cities/city/).
@Suite struct CyrillicCitiesTests {
    @Test func everyCyrillicCityHasItsOwnPageAndLookAlikesJoinTheirCity() {
        let cities = ["Москва", "Химки", "Лобня", "Солнечногорск", "Москв\u{61}", "Москва"]
        let locations = cities.enumerated().map { i, city in
            Location(
                id: Slug(making: "office \(i)"), kind: .branch, name: "Office \(i)", address: .init(city: city, country: "RU"),
                coordinate: Coordinate(latitude: 55.7, longitude: 37.6), position: .file("b.json"))
        }
        let index = CityIndex(locations: locations)
        #expect(index.cities.map(\.slug.value).sorted() == ["khimki", "lobnya", "moskva", "solnechnogorsk"])
        #expect(index.cities.first { $0.slug.value == "moskva" }?.name == "Москва")
        #expect(index.cities.first { $0.slug.value == "moskva" }?.indices.count == 3)
    }
}
