import Testing

@testable import WaymarkKit

@Suite struct GeocodeReaderTests {
    private func read(_ text: String, path: String = "Content/geocode/paris.json") -> (GeocodeQuery?, DiagnosticLog) {
        var log = DiagnosticLog()
        let query = GeocodeReader().read(bytes: Array(text.utf8), path: path, log: &log)
        return (query, log)
    }

    @Test func readsOneResultWithEveryField() throws {
        let (query, log) = read(
            """
            {"results": [{"formatted_address": "Île-de-France", "place_id": "abc", "partial_match": true,
              "types": ["locality", "political"],
              "geometry": {"location": {"lat": 48.85, "lng": 2.35}, "location_type": "APPROXIMATE",
                "viewport": {"southwest": {"lat": 48.8, "lng": 2.2}, "northeast": {"lat": 48.9, "lng": 2.4}}}}],
             "status": "OK"}
            """, path: "Content/geocode/Île de France.json")
        #expect(log.reported == [])
        let q = try #require(query)
        #expect(q.query == "Île de France")
        #expect(q.slug.value == "ile-de-france")
        #expect(q.status == .ok)
        #expect(
            q.results == [
                GeocodeQuery.Result(
                    formattedAddress: "Île-de-France", coordinate: Coordinate(latitude: 48.85, longitude: 2.35),
                    viewport: (Coordinate(latitude: 48.8, longitude: 2.2), Coordinate(latitude: 48.9, longitude: 2.4)),
                    placeID: "abc", types: ["locality", "political"], partialMatch: true, locationType: "APPROXIMATE")
            ])
    }

    @Test func errorStatusIsAWarningNamingStatusAndMessage() throws {
        let (query, log) = read(
            "{\n  \"error_message\": \"The provided API key is invalid.\",\n  \"results\": [],\n  \"status\": \"REQUEST_DENIED\"\n}")
        #expect(query?.status == .requestDenied)
        #expect(query?.errorMessage == "The provided API key is invalid.")
        #expect(
            log.reported == [
                Reported(
                    .warning, 4, 13,
                    "the API answered REQUEST_DENIED: \"The provided API key is invalid.\"; the page says only that no results could be loaded"
                )
            ])
    }

    @Test func missingResultsAndNoMessage() {
        let (query, log) = read("{\"status\": \"OVER_QUERY_LIMIT\"}")
        #expect(query?.results == [])
        #expect(
            log.reported == [
                Reported(
                    .warning, 1, 12,
                    "the API answered OVER_QUERY_LIMIT (no error_message); the page says only that no results could be loaded")
            ])
    }

    @Test func unknownStatusIsKeptAsOther() {
        let (query, log) = read("{\"status\": \"NOT_FOUND\", \"results\": []}")
        #expect(query?.status == .other("NOT_FOUND"))
        #expect(
            log.reported == [
                Reported(
                    .warning, 1, 12,
                    "unknown status \"NOT_FOUND\"; the page will show it as an error (no error_message)")
            ])
    }

    @Test func statusThatDisagreesWithResults() {
        #expect(
            read("{\"status\": \"OK\", \"results\": []}").1.reported == [
                Reported(
                    .warning, 1, 12,
                    "the status is OK but the response has no results; the page will show \"No results\"")
            ])
        let text =
            "{\"status\": \"ZERO_RESULTS\", \"results\": [{\"formatted_address\": \"x\", \"geometry\": {\"location\": {\"lat\": 1, \"lng\": 2}}}]}"
        #expect(
            read(text).1.reported == [
                Reported(
                    .warning, 1, 12,
                    "the status is ZERO_RESULTS but the response has 1 result; they are shown anyway")
            ])
    }

    @Test func badResultIsSkippedAndTheRestKept() {
        let (query, log) = read(
            """
            {"status": "OK", "results": [
              {"formatted_address": "A", "geometry": {"location": {"lat": 91, "lng": 2}}},
              {"geometry": {"location": {"lat": 1, "lng": "2"}}},
              {"formatted_address": "C", "geometry": {"location": {"lat": 1, "lng": 2}}}]}
            """)
        #expect(query?.results.map(\.formattedAddress) == ["C"])
        #expect(
            log.reported == [
                Reported(.error, 2, 63, "latitude 91 is out of range; it must be between -90 and 90"),
                Reported(.error, 3, 3, "this result is missing the required field 'formatted_address'"),
                Reported(.error, 3, 47, "'longitude' must be a number, found a string"),
            ])
    }

    @Test func missingStatusAndNonJSONAreErrors() {
        let (query, log) = read("{\"results\": []}")
        #expect(query == nil)
        #expect(log.reported == [Reported(.error, 1, 1, "the geocoding response is missing the required field 'status'")])
        let (other, otherLog) = read("status: OK\n")
        #expect(other == nil)
        #expect(otherLog.reported == [Reported(.error, 1, 1, "invalid JSON: unexpected 's'; expected a value")])
    }

    /// Every real response loads without errors: (file, status, result count, first address, has place_id, error_message).
    @Test(
        arguments: [
            (
                "geocoder_php__2123_w_mineral_ave_single_partial_match_subpremise", "OK", 1,
                "2123 W Mineral Ave #61, Littleton, CO 80120, USA", true, nil
            ),
            ("geocoder_php__durmitor_zabljak_single_natural_feature", "OK", 1, "Durmitor, Žabljak, Montenegro", true, nil),
            ("geocoder_php__goran_olsgatan_malmo_single", "OK", 1, "Göran Olsgatan 4, 211 22 Malmö, Sweden", true, nil),
            (
                "geocoder_php__kalbacher_hauptstrasse_frankfurt_single", "OK", 1,
                "Kalbacher Hauptstraße 10, 60437 Frankfurt am Main, Germany", true, nil
            ),
            ("geocoder_php__request_denied_invalid_key", "REQUEST_DENIED", 0, nil, false, "The provided API key is invalid."),
            ("geocoder_php__reverse_paris_11_results_plus_code", "OK", 11, "12 Avenue Gambetta, 75020 Paris, France", true, nil),
            (
                "geocoder_php__reverse_shirakawa_japan_11_results", "OK", 11,
                "58 Iijima, Shirakawa-mura, Ōno-gun, Gifu-ken 501-5625, Japan", true, nil
            ),
            ("geocoder_php__zero_results", "ZERO_RESULTS", 0, nil, false, nil),
            ("geocoder_rb__google_madison_square_garden_single", "OK", 1, "4 Penn Plaza, New York, NY 10001, USA", false, nil),
            ("geocoder_rb__google_no_city_data_turkey_postcode", "OK", 1, "55100, Turkey", false, nil),
            ("geocoder_rb__google_no_locality_egypt", "OK", 1, "Al Ahram, Haram, Giza, Egypt", false, nil),
            ("geocoder_rb__google_no_results_ZERO_RESULTS", "ZERO_RESULTS", 0, nil, false, nil),
            ("geocoder_rb__google_over_limit_OVER_QUERY_LIMIT", "OVER_QUERY_LIMIT", 0, nil, false, nil),
            ("geokit__100_spear_st_single_partial_match", "OK", 1, "100 Spear Street #5, San Francisco, CA 94105, USA", true, nil),
            ("geokit__austin_forward_6_results", "OK", 6, "Austin, TX, USA", true, nil),
            ("geokit__orly_region_fr_3_results", "OK", 3, "Orly, France", false, nil),
            ("geokit__reverse_madrid_language_es_11_results", "OK", 11, "C/ Carretas, 15, 28012 Madrid, España", false, nil),
            ("geokit__toledo_forward_4_results", "OK", 4, "Toledo, OH, USA", false, nil),
            (
                "geokit__via_sandro_pertini_5_results_all_partial_match", "OK", 5, "Via Sandro Pertini, 8, 20010 Mesero Milan, Italy",
                false, nil
            ),
            ("gmaps_java__GeocodeLibraryType", "OK", 1, "1849 C St NW #3548, Washington, DC 20240, USA", true, nil),
            ("gmaps_java__OverQueryLimitResponse", "OVER_QUERY_LIMIT", 0, nil, false, "Please wait."),
            ("gmaps_java__SimpleGeocodeResponse", "OK", 1, "Sydney NSW, Australia", true, nil),
        ] as [(String, String, Int, String?, Bool, String?)])
    func readsRealResponse(file: String, status: String, count: Int, firstAddress: String?, hasPlaceID: Bool, errorMessage: String?) throws
    {
        let url = TestFiles.real("geocode/\(file).json")
        var log = DiagnosticLog()
        let query = try #require(GeocodeReader().read(bytes: try TestFiles.bytes(url), path: "g/\(file).json", log: &log))
        #expect(log.errors.isEmpty, "\(log.errors)")
        #expect(query.query == file)
        #expect(query.status.rawValue == status)
        #expect(query.results.count == count)
        #expect(query.results.first?.formattedAddress == firstAddress)
        #expect((query.results.first?.placeID != nil) == hasPlaceID)
        #expect(query.errorMessage == errorMessage)
        #expect(log.warnings.count == (query.status.isError ? 1 : 0))
    }

    /// Google's documentation examples, saved as YAML (JSON with comments and trailing commas).
    @Test(
        arguments: [
            (
                "google_openapi__maps_http_geocode_invalid_place_response", "INVALID_REQUEST", 0, nil,
                "Invalid request. Invalid 'place_id' parameter."
            ),
            (
                "google_openapi__maps_http_geocode_invalid_request_response", "INVALID_REQUEST", 0, nil,
                "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter."
            ),
            ("google_openapi__maps_http_geocode_reverse_response", "OK", 13, "277 Bedford Ave, Brooklyn, NY 11211, USA", nil),
            ("google_openapi__maps_http_geocode_toledo_response", "OK", 2, "Toledo, OH, USA", nil),
            ("google_openapi__maps_http_geocode_zero_results_response", "ZERO_RESULTS", 0, nil, nil),
        ] as [(String, String, Int, String?, String?)])
    func readsRealYAMLResponse(file: String, status: String, count: Int, firstAddress: String?, errorMessage: String?) throws {
        let text = String(decoding: try TestFiles.bytes(TestFiles.real("geocode/\(file).yml")), as: UTF8.self)
        var log = DiagnosticLog()
        let query = try #require(GeocodeReader().read(yamlText: text, path: "g/\(file).yml", log: &log))
        #expect(log.errors.isEmpty, "\(log.errors)")
        #expect(query.query == file)
        #expect(query.status.rawValue == status)
        #expect(query.results.count == count)
        #expect(query.results.first?.formattedAddress == firstAddress)
        #expect(query.errorMessage == errorMessage)
    }

    @Test func yamlResponsesArePositionedInTheirOwnFile() {
        var log = DiagnosticLog()
        let text = "# saved by hand\nstatus: OK\nresults:\n  - formatted_address: Here\n    geometry: {location: {lat: 95, lng: 1}}\n"
        let query = GeocodeReader().read(yamlText: text, path: "here.yml", log: &log)
        #expect(query?.results == [])
        #expect(
            log.reported == [
                Reported(.error, 5, 32, "latitude 95 is out of range; it must be between -90 and 90")
            ])
    }

    @Test func everyRealResponseIsCovered() throws {
        let files = try TestFiles.files(in: TestFiles.real("geocode"), withExtension: "json")
        #expect(files.count == 22)
    }

    @Test func realQuirksAreKept() throws {
        var log = DiagnosticLog()
        let pertini = try #require(
            GeocodeReader().read(
                bytes: try TestFiles.bytes(TestFiles.real("geocode/geokit__via_sandro_pertini_5_results_all_partial_match.json")),
                path: "p.json", log: &log))
        #expect(pertini.results.allSatisfy { $0.partialMatch })
        #expect(pertini.results.map { $0.locationType ?? "" }.contains("RANGE_INTERPOLATED"))
        let austin = try #require(
            GeocodeReader().read(
                bytes: try TestFiles.bytes(TestFiles.real("geocode/geokit__austin_forward_6_results.json")), path: "a.json", log: &log))
        #expect(austin.results.allSatisfy { $0.viewport != nil && $0.types == ["locality", "political"] })
        #expect(log.all.isEmpty)
    }
}
