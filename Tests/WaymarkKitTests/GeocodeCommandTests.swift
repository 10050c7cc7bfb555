import Foundation
import Testing

@testable import WaymarkKit

/// The parts of `waymark geocode` that need no network: file names, the request URL, the answer check, the save.
/// The command against a real local HTTP server is tested in Tests/browser/test_geocode_command.py.
@Suite struct GeocodeFileNameTests {
    @Test func aQueryIsItsFileName() throws {
        #expect(try GeocodeFileName.make(for: "St. John's") == "St. John's.json")
        #expect(try GeocodeFileName.make(for: "Kraków Rynek Główny") == "Kraków Rynek Główny.json")
        #expect(GeocodeFileName.normalized("  Tokyo Tower \n") == "Tokyo Tower")
    }

    @Test func unsafeQueriesAreRefusedWithAReason() throws {
        #expect(
            throws: GeocodeFailure.usage(
                "the query contains '/', which cannot be part of its file name Content/geocode/<query>.json",
                hint: "write it another way, e.g. \"10-12 Main St\"")
        ) {
            try GeocodeFileName.make(for: "10/12 Main St")
        }
        #expect(
            throws: GeocodeFailure.usage(
                "the query starts with '.', which would make Content/geocode/<query>.json a hidden file the build skips",
                hint: "leave out the leading dot")
        ) {
            try GeocodeFileName.make(for: ".hidden")
        }
        for (query, code) in [
            ("a\u{0}b", "U+0000"), ("a\tb", "U+0009"), ("a\u{1B}[31m", "U+001B"), ("a\u{85}", "U+0085"),
            ("a\u{2028}b", "U+2028"), ("evil\u{202E}nosj.exe", "U+202E"),
        ] {
            #expect(
                throws: GeocodeFailure.usage(
                    "the query contains the control character \(code), which cannot be part of its file name",
                    hint: "type the address on one line without control characters")
            ) {
                try GeocodeFileName.make(for: query)
            }
        }
        #expect(throws: GeocodeFailure.self) { try GeocodeFileName.make(for: "") }
        #expect(throws: GeocodeFailure.self) { try GeocodeFileName.make(for: String(repeating: "é", count: 101)) }
        #expect(try GeocodeFileName.make(for: String(repeating: "é", count: 100)).utf8.count == 205)
    }
}

@Suite struct GeocodeRequestTests {
    @Test func urlCarriesTheParametersEncoded() throws {
        let request = try GeocodeRequest(
            query: "1 + 2 Rue d'Île & Co #5", endpoint: "http://127.0.0.1:8080/geocode/json",
            language: "fr", region: "fr", environment: ["WAYMARK_GEOCODING_KEY": "abc+/="])
        #expect(
            request.url.absoluteString
                == "http://127.0.0.1:8080/geocode/json?address=1%20%2B%202%20Rue%20d%27%C3%8Ele%20%26%20Co%20%235&key=abc%2B%2F%3D&language=fr&region=fr"
        )
        #expect(
            request.displayURL
                == "http://127.0.0.1:8080/geocode/json?address=1%20%2B%202%20Rue%20d%27%C3%8Ele%20%26%20Co%20%235&key=REDACTED&language=fr&region=fr"
        )
        #expect(request.host == "127.0.0.1:8080")
    }

    @Test func anEndpointWithItsOwnQueryKeepsIt() throws {
        let request = try GeocodeRequest(query: "Paris", endpoint: "https://geo.example.com/json?client=waymark", environment: [:])
        #expect(request.url.absoluteString == "https://geo.example.com/json?client=waymark&address=Paris")
        #expect(request.key == nil)
    }

    @Test func theKeyComesFromTheEnvironmentInOrder() throws {
        let both = ["WAYMARK_GEOCODING_KEY": "first", "GOOGLE_MAPS_API_KEY": "second"]
        #expect(try GeocodeRequest(query: "x", environment: both).key == "first")
        #expect(try GeocodeRequest(query: "x", environment: ["GOOGLE_MAPS_API_KEY": "second"]).key == "second")
        #expect(
            try GeocodeRequest(query: "x", environment: ["WAYMARK_GEOCODING_KEY": "", "GOOGLE_MAPS_API_KEY": "second"]).key == "second")
        #expect(throws: GeocodeFailure.missingKey) { try GeocodeRequest(query: "x", environment: [:]) }
    }

    @Test func onlyHTTPEndpointsAreAccepted() {
        for endpoint in ["file:///etc/passwd", "ftp://example.com/json", "example.com/json", "http:///json", ""] {
            #expect(
                throws: GeocodeFailure.usage(
                    "--endpoint \"\(endpoint)\" is not an http(s) URL",
                    hint: "for example https://maps.googleapis.com/maps/api/geocode/json")
            ) {
                try GeocodeRequest(query: "x", endpoint: endpoint, environment: [:])
            }
        }
    }

    @Test func redactionCoversEveryFormOfTheKey() throws {
        let request = try GeocodeRequest(
            query: "x", endpoint: "http://geo.example.com/json", environment: ["WAYMARK_GEOCODING_KEY": "k/y+z"])
        #expect(request.redact("a k/y+z b k%2Fy%2Bz c") == "a REDACTED b REDACTED c")
        #expect(request.sendsKeyInClear)
        #expect(
            try !GeocodeRequest(query: "x", endpoint: "http://127.0.0.1:9/json", environment: ["WAYMARK_GEOCODING_KEY": "k"])
                .sendsKeyInClear)
    }
}

@Suite struct GeocodeResponseCheckTests {
    private let check: GeocodeResponseCheck

    init() throws {
        check = GeocodeResponseCheck(
            request: try GeocodeRequest(
                query: "Austin", endpoint: "http://127.0.0.1:9/json", environment: ["WAYMARK_GEOCODING_KEY": "SECRET-KEY"]))
    }

    private func real(_ name: String) throws -> [UInt8] { try TestFiles.bytes(TestFiles.real("geocode/\(name).json")) }

    @Test func realOKAndZeroResultsResponsesAreAccepted() throws {
        #expect(
            try check.check(status: 200, contentType: "application/json", body: real("geokit__austin_forward_6_results"))
                == .init(status: "OK", resultCount: 6, warnings: []))
        #expect(
            try check.check(status: 200, contentType: "application/json", body: real("geocoder_php__zero_results"))
                == .init(status: "ZERO_RESULTS", resultCount: 0, warnings: []))
    }

    @Test func realErrorStatusesAreRefusedWithTheirMessage() throws {
        #expect(throws: GeocodeFailure.apiError(status: "REQUEST_DENIED", message: "The provided API key is invalid.")) {
            try check.check(status: 200, contentType: nil, body: real("geocoder_php__request_denied_invalid_key"))
        }
        #expect(throws: GeocodeFailure.apiError(status: "OVER_QUERY_LIMIT", message: "Please wait.")) {
            try check.check(status: 200, contentType: nil, body: real("gmaps_java__OverQueryLimitResponse"))
        }
        #expect(throws: GeocodeFailure.apiError(status: "OVER_QUERY_LIMIT", message: nil)) {
            try check.check(status: 200, contentType: nil, body: real("geocoder_rb__google_over_limit_OVER_QUERY_LIMIT"))
        }
    }

    @Test func httpErrorsNameTheStatusAndWhatTheBodySaid() throws {
        #expect(throws: GeocodeFailure.http(status: 403, detail: "REQUEST_DENIED: The provided API key is invalid.")) {
            try check.check(status: 403, contentType: nil, body: real("geocoder_php__request_denied_invalid_key"))
        }
        #expect(throws: GeocodeFailure.http(status: 503, detail: "Service Unavailable")) {
            try check.check(status: 503, contentType: "text/plain", body: Array("Service Unavailable\n".utf8))
        }
        #expect(throws: GeocodeFailure.http(status: 500, detail: nil)) {
            try check.check(status: 500, contentType: nil, body: [])
        }
    }

    @Test func garbageIsNotJSONAndSaysHowItStarts() {
        #expect(throws: GeocodeFailure.notJSON(contentType: "text/html", bytes: 34, excerpt: "<html> <body>Gateway? down</body>")) {
            try check.check(status: 200, contentType: "text/html", body: Array("<html>\n<body>Gateway\u{7} down</body>\n".utf8))
        }
        #expect(throws: GeocodeFailure.notJSON(contentType: nil, bytes: 0, excerpt: "")) {
            try check.check(status: 200, contentType: nil, body: [])
        }
    }

    @Test func jsonThatIsNotAResponseIsRefused() {
        #expect(throws: GeocodeFailure.notAResponse("the geocoding response is missing the required field 'status' at line 1, column 1")) {
            try check.check(status: 200, contentType: "application/json", body: Array("{\"results\": []}".utf8))
        }
        #expect(throws: GeocodeFailure.self) {
            try check.check(
                status: 200, contentType: nil, body: Array("{\"status\": \"OK\", \"results\": [{\"formatted_address\": 3}]}".utf8))
        }
    }

    @Test func anAnswerEchoingTheKeyIsNeverSaved() {
        #expect(throws: GeocodeFailure.containsKey) {
            try check.check(
                status: 200, contentType: nil,
                body: Array("{\"status\": \"ZERO_RESULTS\", \"results\": [], \"url\": \"?key=SECRET-KEY\"}".utf8))
        }
        #expect(throws: GeocodeFailure.apiError(status: "REQUEST_DENIED", message: "bad key REDACTED")) {
            try check.check(
                status: 200, contentType: nil,
                body: Array("{\"status\": \"REQUEST_DENIED\", \"error_message\": \"bad key SECRET-KEY\"}".utf8))
        }
    }

    @Test func excerptsNeverShowPartOfTheKey() {
        let body = Array((String(repeating: "x", count: 55) + "SECRET-KEY and more").utf8)
        #expect(GeocodeResponseCheck.excerpt(body, check.request) == String(repeating: "x", count: 55) + "REDAC…")
    }

    @Test func failuresPrintAsErrorsWithHintsAndExitCodes() {
        #expect(
            GeocodeFailure.apiError(status: "OVER_QUERY_LIMIT", message: "Please wait.").description == """
                error: the Geocoding API answered OVER_QUERY_LIMIT: Please wait.; nothing was saved
                  hint: The API's request quota was exceeded when this query was made.
                """)
        #expect(
            GeocodeFailure.timeout(seconds: 2, host: "127.0.0.1:9").description == """
                error: no complete answer from 127.0.0.1:9 within 2 s; nothing was saved
                  hint: try again, or allow more time with --timeout
                """)
        #expect(
            [GeocodeFailure.usage("x"), .missingKey, .apiError(status: "UNKNOWN_ERROR", message: nil), .interrupted].map(\.exitCode)
                == [2, 2, 1, 130])
    }
}

@Suite struct GeocodeStoreTests {
    @Test func savesAtomicallyAndSaysWhenItReplaced() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let store = try GeocodeStore(site: folder.url.path)
        let watch = InterruptWatch()
        defer { watch.stop() }

        #expect(try store.save(Array("one".utf8), as: "St. John's.json", unless: watch) == false)
        #expect(try store.save(Array("two".utf8), as: "St. John's.json", unless: watch) == true)

        let saved = store.folder.appendingPathComponent("St. John's.json")
        #expect(try String(contentsOf: saved, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.folder.path) == ["St. John's.json"])
    }

    @Test func aSiteWithoutContentIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(throws: GeocodeFailure.self) { try GeocodeStore(site: folder.url.path) }
    }

    @Test func queriesSharingAPageAreFound() throws {
        let folder = try TemporaryFolder()
        let geocode = folder.url.appendingPathComponent("Content/geocode")
        try FileManager.default.createDirectory(at: geocode, withIntermediateDirectories: true)
        for name in ["Springfield.json", "Toledo.yml", ".Paris.json.1.tmp", "金閣寺.json", "40.416,3.703.json"] {
            try Data("{}".utf8).write(to: geocode.appendingPathComponent(name))
        }
        let store = try GeocodeStore(site: folder.url.path)

        #expect(store.clash(with: "springfield", fileName: "springfield.json") == "Springfield.json")
        #expect(store.clash(with: "Springfield", fileName: "Springfield.json") == nil)
        #expect(store.clash(with: "TOLEDO", fileName: "TOLEDO.json") == "Toledo.yml")
        #expect(store.clash(with: "Paris", fileName: "Paris.json") == nil)
        // Issue #13: names in other scripts and signed coordinates no longer share a fallback page.
        #expect(store.clash(with: "Москва", fileName: "Москва.json") == nil)
        #expect(store.clash(with: "40.416,-3.703", fileName: "40.416,-3.703.json") == nil)
        #expect(store.display("x.json") == folder.url.path + "/Content/geocode/x.json")
    }
}
