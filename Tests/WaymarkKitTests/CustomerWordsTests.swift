import Foundation
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

    @Test func feedIdentifiersGoToTheStaffSectionAndLabelsBecomeWords() throws {
        let details: [Location.Detail] = [
            .init(label: "Identification", value: "90010004"), .init(label: "SequenceNumber", value: "00"),
            .init(label: "Type", value: "Physical"), .init(label: "SortCode", value: "30-00-00"),
            .init(label: "CustomerSegment", value: "Personal, Business"), .init(label: "Access24HoursIndicator", value: "Yes"),
        ]
        let english = DetailWords(words: .english)
        #expect(
            details.compactMap(english.forCustomers).map { "\($0.label): \($0.value)" } == [
                "Sort code: 30-00-00", "Serves: Personal, Business", "Open 24 hours: Yes",
            ])
        #expect(
            details.compactMap(english.forStaff).map { "\($0.label): \($0.value)" } == [
                "Identification: 90010004", "Sequence number: 00", "Branch type: Physical",
            ])
        #expect(english.forCustomers(.init(label: "Type", value: "Mobile"))?.value == "Mobile branch")
        let welsh = DetailWords(words: try themeWords("cy"))
        #expect(
            details.compactMap(welsh.forCustomers).map { "\($0.label): \($0.value)" } == [
                "Cod didoli: 30-00-00", "Yn gwasanaethu: Personol, Busnes", "Ar agor 24 awr: Ydy",
            ])
        #expect(
            details.compactMap(welsh.forStaff).map { "\($0.label): \($0.value)" } == [
                "Dynodydd: 90010004", "Rhif dilyniant: 00", "Math o gangen: Adeilad",
            ])
        #expect(welsh.forCustomers(.init(label: "Type", value: "Mobile"))?.value == "Cangen symudol")
    }

    /// A code by its key, the theme's English words for a code by the same key, anything else as the record gives it.
    @Test func recordValuesAreLabelledInThePageLanguage() throws {
        let welsh = try themeWords("cy")
        #expect(welsh.label("CashWithdrawal", .service) == "Codi arian")
        #expect(welsh.label("Cash withdrawal", .service) == "Codi arian")
        #expect(welsh.label("PINChange", .service) == "Newid PIN")
        #expect(welsh.label("Other", .service) == "Gwasanaethau eraill")
        #expect(welsh.label("Other", .accessibility) == "Nodweddion hygyrchedd eraill")
        #expect(Words.english.label("Other", .accessibility) == "Other accessibility features")
        #expect(welsh.label("Step-free access", .service) == "Mynediad heb risiau")
        #expect(welsh.label("Mini statement", .service) == "Mini statement")
        #expect(welsh.label("NewThing", .service) == "NewThing")
        #expect(welsh.label("ATM currency", .detail) == "Arian cyfred y peiriant")
        #expect(welsh.label("Free to use", .value) == "Am ddim")
        #expect(welsh.label("Inside the shop, next to the tills", .value) == "Inside the shop, next to the tills")
        #expect(welsh.label("Closed on bank holidays", .note) == "Ar gau ar wyliau banc")
        #expect(Words.english.label("CashWithdrawal", .service) == "Cash withdrawal")
        #expect(Words.english.label("Balance", .service) == "Balance enquiry")
        #expect(Words.english.label("WiFi", .service) == "Wi-Fi")
        #expect(Words.english.label("McDonalds counter", .service) == "McDonalds counter")
        // Codes find their keys in a table made once per language, a key's words run together.
        #expect(welsh.codeKeys[.service]?["pinchange"] == "service_pin_change")
        #expect(welsh.codeKeys[.value]?["freetouse"] == "detail_value_free_to_use")
        #expect(welsh.codeKeys[.detail]?["valuefreetouse"] == nil)
    }

    @Test func geocodingCodesAreSaidInWords() throws {
        let words = GeocodeWords(words: .english)
        #expect(words.precision("APPROXIMATE") == "Approximate")
        #expect(words.precision("ROOFTOP") == "Exact address")
        #expect(words.precision(nil) == "Not given")
        #expect(words.precision("SOME_NEW_TYPE") == "Some new type")
        #expect(words.kindOfPlace(["locality", "political"]) == "Town or city")
        #expect(words.kindOfPlace(["political", "colloquial_area"]) == "Area")
        #expect(words.kindOfPlace(["political", "some_new_type"]) == "Some new type")
        #expect(words.kindOfPlace(["political"]) == nil)
        let welsh = GeocodeWords(words: try themeWords("cy"))
        #expect(welsh.precision("ROOFTOP") == "Union gyfeiriad")
        #expect(welsh.kindOfPlace(["postal_town", "political"]) == "Tref neu ddinas")
        #expect(welsh.kindOfPlace(["political", "some_new_type"]) == "Some new type")
    }

    /// Every Open Banking v2.x code, each once, has a label in every catalogue the theme ships.
    @Test func everyOpenBankingCodeHasALabelInEveryLanguage() throws {
        let lists = [
            OpenBankingCodes.atmServices, OpenBankingCodes.atmAccessibility, OpenBankingCodes.branchServices,
            OpenBankingCodes.branchAccessibility,
        ]
        #expect(lists.map(\.count) == [17, 9, 28, 10])
        for list in lists { #expect(Set(list).count == list.count) }
        for tag in ["en", "cy", "fr", "de", "es", "ar"] {
            let words = try themeWords(tag)
            for code in OpenBankingCodes.services { #expect(words.label(code, .service) != code || code == "Parking", "\(tag) \(code)") }
            for code in OpenBankingCodes.accessibility { #expect(words.label(code, .accessibility) != code, "\(tag) \(code)") }
        }
        #expect(Words.english.label("WiFi", .service) == "Wi-Fi")
        #expect(Words.english.label("HelpingHandUnit", .accessibility) == "Helping hand unit")
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

/// The theme's own catalogue of a language, as a page of that language reads it.
func themeWords(_ tag: String) throws -> Words {
    var log = DiagnosticLog()
    let language = try #require(LanguageTag(tag))
    let path = Repository.root.appendingPathComponent("Templates/i18n/\(tag).yml")
    let catalogue = Catalogue.read(try String(contentsOf: path, encoding: .utf8), path: "\(tag).yml", language: language, log: &log)
    #expect(log.reported == [])
    return Words(language: language, entries: catalogue.entries)
}
