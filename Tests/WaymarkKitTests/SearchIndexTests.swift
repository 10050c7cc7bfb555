import Foundation
import Testing

@testable import WaymarkKit

/// A location for index and page tests; only the fields a test names matter.
func testLocation(
    _ id: String, _ kind: Location.Kind = .branch, name: String, street: String = "", city: String = "",
    postcode: String = "", country: String = "GB", at coordinate: Coordinate = Coordinate(latitude: 51.5, longitude: -0.1),
    hours: OpeningHours? = nil
) -> Location {
    Location(
        id: Slug(validating: id)!, kind: kind, name: name,
        address: Location.Address(lines: street.isEmpty ? [] : [street], city: city, postcode: postcode, country: country),
        coordinate: coordinate, hours: hours, position: .file("test.json"))
}

/// Reads the built index the way `Public/assets/locations.js` does.
private struct IndexReader {
    let files: [String: Any]
    let count: Int
    let block: Int
    let nodes: [String: [Int]]

    /// Pack files (`search/t/0.bin`) are read as their parts (`search/t/0.json`, `search/t/1.json`…).
    init(_ built: [(path: String, text: String)]) throws {
        var files: [String: Any] = [:]
        for file in built {
            let parts = file.path.hasSuffix(".bin") ? try unpack(file) : [(file.path, file.text)]
            for (path, text) in parts {
                files[path] = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            }
        }
        self.files = files
        let manifest = try #require(files["search/index.json"] as? [String: Any])
        count = manifest["count"] as! Int
        block = manifest["block"] as! Int
        nodes = manifest["nodes"] as! [String: [Int]]
    }

    func decode(_ posting: Any) -> [Int] {
        if let text = posting as? String {
            let bytes = [UInt8](Data(base64Encoded: text)!)
            return (0..<count).filter { bytes[$0 >> 3] & (1 << UInt8($0 & 7)) != 0 }
        }
        let runs = posting as! [Int]
        var out: [Int] = [], next = 0
        for pair in stride(from: 0, to: runs.count, by: 2) {
            next += runs[pair]
            out += next..<(next + runs[pair + 1])
            next += runs[pair + 1]
        }
        return out
    }

    /// Positions of the locations with a word starting with `token`.
    func lookup(_ token: String) -> [Int] {
        let letters = Array(token.unicodeScalars)
        for k in 1...letters.count {
            let prefix = String(String.UnicodeScalarView(letters[0..<k]))
            guard let node = nodes[prefix] else { return [] }
            let file = files["search/t/\(node[0]).json"]!
            if node[1] == 1 {
                let leaf = file as! [String: Any]
                return Set(leaf.filter { $0.key.hasPrefix(token) }.flatMap { decode($0.value) }).sorted()
            }
            if k == letters.count { return decode(file) }
        }
        return []
    }

    func record(_ position: Int) -> [String] {
        (files["search/r/\(position / block).json"] as! [[String]])[position % block]
    }
}

/// The parts of a `SearchPack` file as `<folder>/<part>.json`, read by the offsets at its head as the browser does.
private func unpack(_ file: (path: String, text: String)) throws -> [(path: String, text: String)] {
    let bytes = Array(file.text.utf8)
    let line = SearchPack.digits + 1
    let starts = try (0...SearchPack.per).map { i in
        try #require(Int(String(decoding: bytes[(i * line)..<(i * line + SearchPack.digits)], as: UTF8.self)))
    }
    #expect(starts.first == SearchPack.headBytes && starts.last == bytes.count, "\(file.path)")
    let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
    let pack = try #require(Int(file.path.split(separator: "/").last!.dropLast(4)))
    return (0..<SearchPack.per).filter { starts[$0 + 1] > starts[$0] }.map { i in
        ("\(folder)/\(pack * SearchPack.per + i).json", String(decoding: bytes[starts[i]..<starts[i + 1]], as: UTF8.self))
    }
}

@Suite struct SearchIndexTests {
    @Test func tokensFoldAccentsAndCase() {
        #expect(SearchText.tokens("Île-de-France, ZÜRICH Hbf") == ["ile", "de", "france", "zurich", "hbf"])
        #expect(SearchText.tokens("Straße 12b · Łódź") == ["strasse", "12b", "lodz"])
        #expect(SearchText.tokens("  ") == [])
        // The same as locations.js's tokens() gives in Chromium and Node.
        #expect(SearchText.tokens("İstanbul Ⅻ ½ 東京タワー ﬁeld") == ["istanbul", "xii", "1", "2", "東京タワー", "field"])
        let location = testLocation("a", name: "Imaginary Bank Soho", street: "1 Dean St", city: "London", postcode: "W1D 3RB")
        #expect(SearchText.tokens(of: location) == ["imaginary", "bank", "soho", "1", "dean", "st", "london", "w1d", "3rb", "w1d3rb"])
    }

    @Test func postingsTakeTheShorterForm() {
        let runs = SearchIndex.Posting(ordinals: [3, 4, 5, 9])
        #expect(runs.runs == [3, 3, 3, 1])
        #expect(runs.json(count: 1000) == "[3,3,3,1]")
        let scattered = SearchIndex.Posting(ordinals: Array(stride(from: 0, to: 48, by: 2)))
        #expect(scattered.json(count: 48) == "\"VVVVVVVV\"")
    }

    /// On seeded random data, with nodes small enough to split deeply, every prefix finds what a full scan finds.
    @Test func everyPrefixFindsWhatAFullScanFinds() throws {
        var random = SeededRandom(seed: 7)
        let words = [
            "london", "long", "lonely", "lo", "bank", "banking", "banks", "soho", "st", "street", "straße",
            "zürich", "zurich", "東京", "1", "12", "123", "a", "ab", "abc", "abcd", "abcde",
        ]
        let locations = (0..<600).map { i in
            let name = (0..<3).map { _ in words[random.next(below: words.count)] }.joined(separator: " ")
            return testLocation(
                "l\(i)", random.next(below: 2) == 0 ? .atm : .branch, name: name,
                street: "\(random.next(below: 200)) \(words[random.next(below: words.count)])",
                city: words[random.next(below: words.count)], postcode: "W\(random.next(below: 9)) 1AA")
        }
        let reader = try IndexReader(SearchIndex(locations: locations, nodeBytes: 300).files)
        #expect(reader.nodes.values.contains { $0[1] == 0 }, "the test should split some nodes")
        // Each node is a part of its own, numbered in order, over more than one pack file.
        #expect(reader.nodes.values.map { $0[0] }.sorted() == Array(0..<reader.nodes.count))
        #expect(reader.nodes.count > SearchPack.per, "the test should fill more than one file of parts")
        let all = Set(locations.flatMap { SearchText.tokens(of: $0) })
        let prefixes = Set(
            all.flatMap { token in
                (1...token.unicodeScalars.count).map { String(String.UnicodeScalarView(Array(token.unicodeScalars)[0..<$0])) }
            })
        for prefix in prefixes.sorted() + ["zz", "londonx", "q"] {
            let expected = locations.indices.filter { SearchText.tokens(of: locations[$0]).contains { $0.hasPrefix(prefix) } }
            #expect(reader.lookup(prefix) == expected, "prefix \(prefix)")
        }
        #expect(
            reader.record(599) == [
                "l599", locations[599].kind == .atm ? "a" : "b", locations[599].name,
                locations[599].address.singleLine,
            ])
        let atms = reader.decode((reader.files["search/kinds.json"] as! [String: Any])["atm"]!)
        #expect(atms == locations.indices.filter { locations[$0].kind == .atm })
        // The split texts the tokens come from are kept a few at a time here: the same files.
        var forgetful = SearchIndex(locations: locations, nodeBytes: 300)
        forgetful.memoSize = 3
        #expect(
            forgetful.files.map { [$0.path, $0.text] }
                == SearchIndex(locations: locations, nodeBytes: 300).files.map { [$0.path, $0.text] })
    }

    /// Part n is in file n / 64, from the offset on line n % 64 of its head to the one on the next line; a missing part
    /// (in the last file) starts where the file ends.
    @Test func packsKeepSixtyFourPartsAFileWithTheirOffsetsAtTheHead() {
        let files = SearchPack.files(folder: "search/r", parts: (0..<130).map { "[\($0)]\n" })
        #expect(files.map(\.path) == ["search/r/0.bin", "search/r/1.bin", "search/r/2.bin"])
        #expect(SearchPack.headBytes == 715)
        let last = files[2].text
        // "[128]\n" and "[129]\n" are 6 bytes each.
        #expect(last.hasPrefix("0000000715\n0000000721\n0000000727\n0000000727\n"))
        #expect(last.hasSuffix("0000000727\n0000000727\n[128]\n[129]\n"))
        #expect(last.utf8.count == 715 + 12)
        #expect(files[0].text.hasPrefix("0000000715\n0000000719\n0000000723\n"))
        // Ten parts of 4 bytes, then 54 of 5: the last ends at 715 + 40 + 270.
        let first = Array(files[0].text.utf8)
        #expect(String(decoding: first[(64 * 11)..<(65 * 11)], as: UTF8.self) == "0000001025\n")
        #expect(String(decoding: first[715...], as: UTF8.self) == (0..<64).map { "[\($0)]\n" }.joined())
    }

    /// "Open now only" reads each location's time zone (in runs) and week (a letter), each distinct one written once
    /// per part of `hoursPart` positions, so that a search reads only the parts of its results; a location without
    /// hours has neither.
    @Test func hoursListEachDistinctWeekOncePerPart() {
        let office = OpeningHours(timeZone: "Europe/London", weekly: [.mon: [.init(opens: 540, closes: 1020)]])
        let allDay = OpeningHours(timeZone: "Europe/London", weekly: [.sun: [.init(opens: 0, closes: 1440)]])
        let locations = [
            testLocation("a", name: "A", hours: office), testLocation("b", name: "B", hours: allDay),
            testLocation("c", name: "C"), testLocation("d", name: "D", hours: office),
            testLocation("e", name: "E", hours: allDay),
        ]
        var index = SearchIndex(locations: locations)
        index.hoursPart = 4
        let files = index.files.filter { $0.path.hasPrefix("search/h/") }
        #expect(files.map(\.path) == ["search/h/0.json", "search/h/1.json"])
        #expect(
            files.first?.text == """
                {"count":4,"width":1,
                "zones":["Europe/London"],
                "weeks":["540-1020 - - - - - -","- - - - - - 0-1440"],
                "zone":[0,2,-1,1,0,1],
                "week":"AB.A"}

                """)
        #expect(files.last?.text.hasSuffix("\"weeks\":[\"- - - - - - 0-1440\"],\n\"zone\":[0,1],\n\"week\":\"A\"}\n") == true)
        #expect(index.files.first { $0.path == "search/index.json" }?.text.contains("\"pack\":64,\"hours\":4,") == true)
    }

    /// A search that finds nothing reads only the city names that start as its word does: one file per first
    /// letter (folded), `0` for names that start otherwise; each city with its list positions (runs), and each
    /// country's in a file of their own, for "Open now only" on their pages.
    @Test func cityNamesAreFiledByTheirFirstFoldedLetter() {
        let names = CityNames(
            cities: [
                ("Ébène", "/mu/ebene/", [0, 1]), ("Zürich", "/ch/zurich/", [2]), ("東京", "/jp/tokyo/", [3]), ("Eton", "/gb/eton/", [5]),
            ],
            countries: [("GB", [5]), ("MU", [0, 1])])
        #expect(
            names.files.map(\.path) == [
                "search/cities/0.json", "search/cities/e.json", "search/cities/z.json", "search/countries.json",
            ])
        #expect(names.files[1].text.hasSuffix(",\"/mu/ebene/\",2,[0,2]],\n[\"Eton\",\"/gb/eton/\",1,[5,1]]\n]\n"))
        #expect(names.files[3].text == "{\n\"GB\":[5,1],\n\"MU\":[0,2]\n}\n")
    }

    @Test func anEmptySiteHasAnIndexThatParses() throws {
        let reader = try IndexReader(SearchIndex(locations: []).files)
        #expect(reader.count == 0 && reader.nodes.isEmpty)
        #expect(reader.lookup("london") == [])
        #expect(reader.files.keys.sorted() == ["search/geo.json", "search/index.json", "search/kinds.json"])
    }

    @Test func geoLeavesCoverEveryLocationOnceInsideTheirBoxes() throws {
        var random = SeededRandom(seed: 3)
        let coordinates = (0..<1000).map { _ in
            Coordinate(latitude: Double(random.next(below: 1800)) / 10 - 90, longitude: Double(random.next(below: 3600)) / 10 - 180)
        }
        let leaves = GeoLeaves(coordinates: coordinates, isATM: coordinates.map { _ in false }, leafSize: 64)
        let (boxes, texts) = leaves.texts()
        let directory = try JSONSerialization.jsonObject(with: Data(boxes.utf8)) as! [String: Any]
        #expect(directory["pack"] as? Int == SearchPack.per)
        var seen: [Int] = []
        for (n, box) in (directory["leaves"] as! [[Double]]).enumerated() {
            let rows = try JSONSerialization.jsonObject(with: Data(texts[n].utf8)) as! [[Double]]
            #expect(rows.count == Int(box[4]) && rows.count <= 64)
            for row in rows {
                #expect(row[1] >= box[0] && row[1] <= box[2] && row[2] >= box[1] && row[2] <= box[3])
                seen.append(Int(row[0]))
            }
        }
        #expect(seen.sorted() == Array(0..<1000))
    }

    /// The leaves are cut by selection; they must be the ones cutting by sorting gives, ties in a coordinate included
    /// (the position breaks them), so the files stay the same bytes.
    @Test func geoLeavesAreThoseThatSortingEachGroupGives() {
        var random = SeededRandom(seed: 5)
        // Few distinct values, so most comparisons are ties broken by the position.
        let coordinates = (0..<3000).map { _ in
            Coordinate(latitude: Double(random.next(below: 20)), longitude: Double(random.next(below: 7)) * 3)
        }
        var expected: [[Int]] = []
        var pending = [Array(coordinates.indices)]
        while let group = pending.popLast() {
            if group.count <= 50 {
                expected.append(group.sorted())
                continue
            }
            let lats = group.map { coordinates[$0].latitude }, lngs = group.map { coordinates[$0].longitude }
            let byLatitude = lats.max()! - lats.min()! >= lngs.max()! - lngs.min()!
            let key = { (i: Int) in byLatitude ? coordinates[i].latitude : coordinates[i].longitude }
            let sorted = group.sorted { (key($0), $0) < (key($1), $1) }
            pending.append(Array(sorted[(sorted.count / 2)...]))
            pending.append(Array(sorted[..<(sorted.count / 2)]))
        }
        #expect(GeoLeaves(coordinates: coordinates, isATM: coordinates.map { _ in false }, leafSize: 50).leaves == expected)
    }

    @Test func selectPutsTheSmallestFirst() {
        var random = SeededRandom(seed: 9)
        for _ in 0..<200 {
            let count = 1 + random.next(below: 300)
            let keys = (0..<count).map { _ in random.next(below: 10) }
            let less = { (a: Int, b: Int) in (keys[a], a) < (keys[b], b) }
            var items = Array(0..<count).shuffled(using: &random)
            let k = random.next(below: count + 1)
            GeoLeaves.select(&items, first: k, by: less)
            #expect(Set(items) == Set(0..<count))
            #expect(Set(items[..<k]) == Set(Array(0..<count).sorted(by: less)[..<k]), "count \(count), k \(k)")
        }
    }
}
