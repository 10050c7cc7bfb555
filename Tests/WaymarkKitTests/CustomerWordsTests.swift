import Testing

@testable import WaymarkKit

/// Pages speak a customer's words, not a feed's (issue 36.4).
@Suite struct CustomerWordsTests {
    @Test func phoneNumbersAreGroupedAsPeopleWriteThemThere() {
        let cases: [(phone: String, country: String, shown: String)] = [
            ("+44-1632960584", "GB", "01632 960584"),
            ("+44 20 7946 0000", "GB", "020 7946 0000"),
            ("+443453000000", "GB", "0345 300 0000"),
            ("+44 161 496 0000", "GB", "0161 496 0000"),
            ("+44 113 496 0000", "GB", "0113 496 0000"),
            ("+447700900123", "GB", "07700 900123"),
            ("+44 20 7946 0000", "FR", "+44 20 7946 0000"),
            ("+1 212 555 0149", "US", "(212) 555-0149"),
            ("+1-212-555-0149", "GB", "+1 212 555 0149"),
            ("+49-30-1234567", "DE", "+49 30 1234567"),
            ("020 7946 0000", "GB", "020 7946 0000"),
            ("+44 1234", "GB", "+44 1234"),
        ]
        for (phone, country, shown) in cases {
            #expect(PhoneText.display(phone, country: country) == shown, "\(phone) in \(country)")
        }
    }

    @Test func feedIdentifiersGoToTheStaffSectionAndLabelsBecomeWords() {
        let details: [Location.Detail] = [
            .init(label: "Identification", value: "90010004"), .init(label: "Sequence number", value: "00"),
            .init(label: "Branch type", value: "Physical"), .init(label: "Sort code", value: "30-00-00"),
            .init(label: "Customer segments", value: "Personal, Business"),
        ]
        #expect(
            details.compactMap(DetailWords.forCustomers).map { "\($0.label): \($0.value)" } == [
                "Sort code: 30-00-00", "Serves: Personal, Business",
            ])
        #expect(
            details.compactMap(DetailWords.forStaff).map { "\($0.label): \($0.value)" } == [
                "Identification: 90010004", "Sequence number: 00", "Branch type: Physical",
            ])
        #expect(DetailWords.forCustomers(.init(label: "Branch type", value: "Mobile"))?.value == "Mobile branch")
    }

    @Test func geocodingCodesAreSaidInWords() {
        #expect(GeocodeWords.precision("APPROXIMATE") == "Approximate")
        #expect(GeocodeWords.precision("ROOFTOP") == "Exact address")
        #expect(GeocodeWords.precision(nil) == "Not given")
        #expect(GeocodeWords.precision("SOME_NEW_TYPE") == "Some new type")
        #expect(GeocodeWords.kindOfPlace(["locality", "political"]) == "Town or city")
        #expect(GeocodeWords.kindOfPlace(["political", "colloquial_area"]) == "Area")
        #expect(GeocodeWords.kindOfPlace(["political", "some_new_type"]) == "Some new type")
        #expect(GeocodeWords.kindOfPlace(["political"]) == nil)
    }

    @Test func theHoursTimeZoneIsNamedAsACustomerSaysIt() {
        #expect(HoursTable.zoneName("Europe/London", city: "Leeds", country: "GB") == "UK time")
        #expect(HoursTable.zoneName("America/Toronto", city: "Montréal", country: "CA") == "Montréal time")
        #expect(HoursTable.zoneName("America/New_York", city: "", country: "US") == "New York time")
    }

    @Test func countriesThatTakeTheInASentence() {
        #expect(CountryArticle.inSentence("United Kingdom") == "the United Kingdom")
        #expect(CountryArticle.inSentence("Netherlands") == "the Netherlands")
        #expect(CountryArticle.inSentence("Cayman Islands") == "the Cayman Islands")
        #expect(CountryArticle.inSentence("France") == "France")
        #expect(Words.english.text(PageRenderer.homeMapCaption(capitals: false, locations: true)) == "Branches and ATMs")
        #expect(Words.english.text(PageRenderer.homeMapCaption(capitals: true, locations: true)) == "Capitals, branches and ATMs")
    }
}
