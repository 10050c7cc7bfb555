import Foundation
import Testing

@testable import WaymarkKit

@Suite struct OpenBankingRealFilesTests {
    private func read(_ file: String) throws -> ([Location], DiagnosticLog) {
        var log = DiagnosticLog()
        let bytes = try TestFiles.bytes(TestFiles.real("openbanking/\(file)"))
        return (OpenBankingReader().read(bytes: bytes, path: file, log: &log), log)
    }

    @Test func readsTheWholeHSBCFeed() throws {
        let (atms, log) = try read("hsbc_uk__atms_v2.2__full_1234__2026-08-22.json")
        #expect(log.all.isEmpty)
        #expect(atms.count == 1234)
        #expect(Set(atms.map(\.id)).count == 1234)
        let first = try #require(atms.first)
        #expect(first.id.value == "hsbc-uk-atm-a23a1664")
        #expect(first.kind == .atm)
        #expect(first.name == "HSBC UK ATM, Hereford")
        #expect(first.address == Location.Address(lines: ["35 High Town"], city: "Hereford", postcode: "HR1 2AQ", country: "GB"))
        #expect(first.coordinate == Coordinate(latitude: 52.056561, longitude: -2.716771))
        // Codes of the Open Banking ATM services list are kept for the catalogues to label; "MiniStatement" is not in
        // the v2.x list: humanized.
        #expect(first.services == ["CashWithdrawal", "PINChange", "PINActivation", "PINUnblock", "Balance", "Mini statement"])
        #expect(
            first.details.map { "\($0.label): \($0.value)" } == [
                "Identification: A23A1664", "SupportedLanguages: en, fr, es, de", "SupportedCurrencies: GBP", "Branch: 402411",
            ])
        #expect(first.hours == nil)
        let last = try #require(atms.last)
        #expect(last.name == "HSBC UK ATM, Leicester Clock Tower, Leicester")
        #expect(last.address.lines == ["2 - 6 Gallowtree Gate"])
        #expect(last.services.suffix(2) == ["ChequeDeposits", "CashDeposits"])
    }

    @Test func lloydsATMsWithoutGeoLocationAreExactlyFourWarnings() throws {
        let (atms, log) = try read("lloyds__atms_v2.2__author_trimmed_4_of_1918_no_geolocation__2022-01.json")
        #expect(atms.isEmpty)
        let message = "this ATM has no coordinates ('GeoLocation' is missing from its 'PostalAddress'); it is left out"
        #expect(
            log.reported
                == [21, 41, 61, 81].map { Reported(.warning, $0, 33, message) } + [
                    Reported(.warning, 4, 20, "the feed says TotalResults 1918 but holds 4 records; it may be cut short")
                ])
    }

    @Test func readsTheBareLloydsBranchArray() throws {
        let (branches, log) = try read("lloyds__branches_v2.2__london_12__branch_array_only__2022.json")
        #expect(log.all.isEmpty)
        #expect(
            branches.map(\.name) == [
                "Lewisham", "Wood Green", "Brixton", "Kensington High Street", "Islington",
                "Highbury Corner", "Golders Green", "Earls Court", "Baker Street", "Streatham",
                "Camberwell Green", "Norbury",
            ])
        let earlsCourt = try #require(branches.first { $0.name == "Earls Court" })
        #expect(earlsCourt.id.value == "branch-30928300")
        #expect(earlsCourt.address.lines == ["179 Earl's Court Road"])
        #expect(earlsCourt.phone == "+44-3456021997")
        let hours = try #require(earlsCourt.hours)
        #expect(hours.timeZone == "Europe/London")
        #expect(hours.intervals(on: .thu) == [.init(opens: 570, closes: 930)])
        #expect(hours.intervals(on: .fri) == [])
        #expect(hours.intervals(on: .sun) == [])
    }

    @Test func readsTheOfficialExamples() throws {
        let (bourne, bourneLog) = try read("obie_docs__branch_example_lloyds_bourne_physical.json")
        // The documentation writes times with "+0000", which is not applied: one warning for the file (issue #36).
        #expect(
            bourneLog.reported == [
                Reported(
                    .warning, 37, 42,
                    "opening times are written with a UTC offset (\"09:00:00+0000\", first here); the offset is ignored and each time is read as the clock time where the location is (Europe/London in the UK)"
                )
            ])
        #expect(bourne.first?.hours?.intervals(on: .wed) == [.init(opens: 570, closes: 960)])
        #expect(bourne.first?.services == ["ATM at branch", "Safe custody"])
        #expect(bourne.first?.accessibility == ["WheelchairAccess"])
        let (mobile, mobileLog) = try read("obie_docs__branch_example_lloyds_barnstaple_MOBILE.json")
        #expect(
            mobileLog.reported == [
                Reported(
                    .warning, 24, 42,
                    "opening times are written with a UTC offset (\"13:00:00+0000\", first here); the offset is ignored and each time is read as the clock time where the location is (Europe/London in the UK)"
                )
            ])
        #expect(mobile.first?.address.lines == ["Combe Martin", "Coach Car Park adjacent to The Pack of Cards"])
        #expect(mobile.first?.hours?.weekly == [.wed: [.init(opens: 780, closes: 900)]])
        #expect(mobile.first?.details.contains(Location.Detail(label: "Type", value: "Mobile")) == true)
        let (ilkeston, ilkestonLog) = try read("obie_docs__atm_example_hsbc_ilkeston.json")
        #expect(ilkestonLog.all.isEmpty)
        #expect(ilkeston.first?.id.value == "uk-atm-ab461881")
        #expect(ilkeston.first?.name == "UK ATM, Ilkeston I1, Ilkeston")
        #expect(ilkeston.first?.details.contains(Location.Detail(label: "MinimumPossibleAmount", value: "5 GBP")) == true)
    }

    @Test func everyRealFileLoadsWithoutCrashing() throws {
        let files = try TestFiles.files(in: TestFiles.real("openbanking"), withExtension: "json")
        #expect(files.count == 6)
        var total = 0
        for file in files {
            var log = DiagnosticLog()
            total += OpenBankingReader().read(bytes: try TestFiles.bytes(file), path: file.lastPathComponent, log: &log).count
        }
        #expect(total == 1234 + 12 + 3)
    }
}
