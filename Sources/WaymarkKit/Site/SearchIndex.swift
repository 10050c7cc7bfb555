import Foundation

/// The files under `/search/` that let the browser search every location, and find the nearest, in small parts.
///
/// - `search/index.json`: the manifest: the number of locations, the record block size, the parts in a pack file
///   (`SearchPack.per`), the positions in a part of `search/h/` (`hoursPart`), and the token trie's nodes (`"prefix": [part, isLeaf]`).
/// - `search/t/`: the trie's parts. A leaf maps each token starting with its prefix to a posting; an inner node
///   (a prefix with too many tokens for one part) holds the union of the postings below it, for a query that stops
///   there.
/// - `search/r/`: part n is `[path, kind, name, address]` of the locations in list positions 32n to 32n+31, where
///   `path` is the page's folder under `locations/` ("gb/edinburgh/edinburgh-princes-street"), then their hours as
///   `HoursTable.data(of:today:)` when they have any (for "open now" in search and "near me" rows; empty when
///   only a status follows), then the status's words when it is not open ("Temporarily closed").
/// - `search/kinds.json`: the posting of the ATMs, for the branch/ATM filter.
/// - `search/h/`: each location's time zone and week of hours, `hoursPart` positions to a file, for "Open now only".
/// - `search/geo.json` and `search/g/`: the leaves of a k-d tree of `[position, lat, lng, isATM]`, for "near me".
///
/// The parts are kept 64 to a file (`SearchPack`) and read one at a time by range. A query downloads the manifest,
/// one part per word, and the record blocks of the results it shows (the budget in docs/ARCHITECTURE.md: under 150 KB at 100,000 locations).
/// The parts stay small at any size: the 20 results a query shows can lie in 20 blocks, so a block is small.
struct SearchIndex: Sendable {
    static let folder = "search"
    static let blockSize = 32
    static let geoLeafSize = 256

    let locations: [Location]
    /// Each location's page folder under `locations/`; the record's first field, for the result's link.
    var pagePath: @Sendable (Location) -> String = { $0.id.value }
    /// A trie node is split by the next letter once its tokens and postings pass this many bytes.
    var nodeBytes = 24_000
    /// How many list positions one part of `search/h/` holds: a city's locations are next to each other in the list,
    /// so a search or a city's page reads one or two parts, not the whole site's hours.
    var hoursPart = 4096
    /// How many split texts the trie's tokens are taken from at most (`trieNodes`).
    var memoSize = 1 << 16
    /// The build's day, which statuses are shown as of.
    var today = CalendarDay.utc(Date())
    /// Statuses and closures in the words of the index's language.
    var status = StatusText.english
    /// Every file, one after the other. With `parallel`, the k-d tree's leaves are made on a second thread while the
    /// trie is cut, and each pack file's record blocks on every core. The record blocks are made a pack file at a time
    /// as it is written: held at once, a million locations' blocks and their pack files were a few hundred megabytes
    /// at the build's peak.
    /// With `unwritten` (a dry run), the pack files and the k-d tree's boxes are only named to it, not made: a check
    /// needs their number, not their bytes.
    func write(
        parallel: Bool = false, unwritten: (([String]) -> Void)? = nil, _ emit: (_ path: String, _ text: String) throws -> Void
    ) rethrows {
        let leafText = unwritten == nil
        let (nodes, geo) = Concurrently.both(
            parallel: parallel, { trieNodes(withLeafText: leafText) },
            {
                // Each location's position and kind read in place, without a copy of its record.
                var (coordinates, isATM) = ([Coordinate](), [Bool]())
                coordinates.reserveCapacity(locations.count)
                isATM.reserveCapacity(locations.count)
                for i in locations.indices {
                    coordinates.append(locations[i].coordinate)
                    isATM.append(locations[i].kind == .atm)
                }
                let geo = GeoLeaves(coordinates: coordinates, isATM: isATM, leafSize: Self.geoLeafSize)
                // A dry run counts the tree's leaves; their rows are not made.
                return leafText ? geo.texts() : (boxes: "", leaves: geo.leaves.map { _ in "" })
            })
        let entries = nodes.enumerated().map { n, node in
            "\(Escape.jsonString(node.prefix)):[\(n),\(node.isLeaf ? 1 : 0)]"
        }
        try emit(
            "\(Self.folder)/index.json",
            "{\"version\":2,\"count\":\(locations.count),\"block\":\(Self.blockSize),\"pack\":\(SearchPack.per),"
                + "\"hours\":\(hoursPart),\"nodes\":{\n"
                + entries.joined(separator: ",\n") + "\n}}\n")
        let atms = Posting(ordinals: locations.indices.filter { locations[$0].kind == .atm })
        try emit("\(Self.folder)/kinds.json", "{\"atm\":\(atms.json(count: locations.count))}\n")
        if let unwritten {
            // A dry run names the k-d tree's boxes and the packs.
            unwritten(
                ["\(Self.folder)/geo.json"] + (0..<hoursPartCount).map(Self.hoursPath)
                    + SearchPack.paths(folder: "\(Self.folder)/t", count: nodes.count))
            unwritten(SearchPack.paths(folder: "\(Self.folder)/r", count: blockCount))
            unwritten(SearchPack.paths(folder: "\(Self.folder)/g", count: geo.leaves.count))
            return
        }
        try emit("\(Self.folder)/geo.json", geo.boxes)
        for part in 0..<hoursPartCount { try emit(Self.hoursPath(part), hoursFile(part)) }
        try SearchPack.write(folder: "\(Self.folder)/t", count: nodes.count, part: { nodes[$0].text }, emit)
        try SearchPack.write(folder: "\(Self.folder)/r", count: blockCount, parallel: parallel, part: { recordBlock($0) }, emit)
        try SearchPack.write(folder: "\(Self.folder)/g", count: geo.leaves.count, part: { geo.leaves[$0] }, emit)
    }

    private func recordBlock(_ block: Int) -> String {
        let start = block * Self.blockSize
        let lines = (start..<min(locations.count, start + Self.blockSize)).map {
            Self.record(locations[$0], path: pagePath(locations[$0]), hours: hours(of: $0), today: today, status: status)
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// How many blocks of records (parts of `search/r/`) the index has.
    private var blockCount: Int { (locations.count + Self.blockSize - 1) / Self.blockSize }

    /// Every file as a list, for tests.
    var files: [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        write { files.append(($0, $1)) }
        return files
    }

    static func record(
        _ location: Location, path: String, hours: String?, today: CalendarDay, status words: StatusText = .english
    ) -> String {
        var json = JSONWriter.Appender()
        json.beginArray()
        for field in [path, location.kind == .atm ? "a" : "b", location.name, location.address.singleLine] { json.string(field) }
        let status = words.text(location.status, today: today)
        if hours != nil || status != nil { json.string(hours ?? "") }
        if let status { json.string(status) }
        json.endArray()
        return json.text
    }

    /// A prefix in the manifest, and its part of `search/t/`: its tokens with their postings (a leaf), or the union
    /// of the postings below it.
    struct Node {
        var prefix: String
        var isLeaf: Bool
        var text: String
    }

    /// Every token with its posting, then the trie: each node a leaf if its tokens fit in `nodeBytes`, else split.
    /// Without `withLeafText` the leaves' texts are left empty (a dry run counts them, by their sizes worked out here).
    func trieNodes(withLeafText: Bool = true) -> [Node] {
        var byToken: [String: [Int]] = [:]
        // Each distinct text is split once while it is among the last `memoSize` kept: most cities, and most names
        // and streets of a chain, repeat; at a million locations most streets with their numbers do not, and kept
        // whole they were a few hundred megabytes at the build's peak. What is kept changes no token.
        var memo: [String: [String]] = [:]
        let memoSize = memoSize
        let words = { (text: String) -> [String] in
            if let known = memo[text] { return known }
            let split = SearchText.tokens(text)
            if memo.count >= memoSize { memo.removeAll(keepingCapacity: true) }
            memo[text] = split
            return split
        }
        var seen: [String] = []
        for ordinal in locations.indices {
            // A location's dozen tokens are told apart by comparing, not hashing: each is hashed once, below.
            seen.removeAll(keepingCapacity: true)
            for token in SearchText.tokens(of: locations[ordinal], words: words) where !seen.contains(token) {
                seen.append(token)
                byToken[token, default: []].append(ordinal)
            }
        }
        let tokens = byToken.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value } }
        var trie = Trie(
            tokens: tokens.map { Array($0.unicodeScalars) }, postings: tokens.map { byToken[$0]! },
            count: locations.count, nodeBytes: nodeBytes, withLeafText: withLeafText)
        trie.split(prefix: [], members: Array(tokens.indices))
        return trie.nodes
    }

    /// Tokens (as scalars, in scalar order) with their postings, cut into nodes by prefix.
    private struct Trie {
        let tokens: [[Unicode.Scalar]]
        let postings: [[Int]]
        let count: Int
        let nodeBytes: Int
        let withLeafText: Bool
        let encoded: [String]
        var nodes: [Node] = []

        init(tokens: [[Unicode.Scalar]], postings: [[Int]], count: Int, nodeBytes: Int, withLeafText: Bool) {
            self.tokens = tokens
            self.postings = postings
            self.count = count
            self.nodeBytes = nodeBytes
            self.withLeafText = withLeafText
            encoded = postings.map { Posting(ordinals: $0).json(count: count) }
        }

        /// Adds the node of `prefix` (unless it is the root) and, if it had to be split, its children.
        mutating func split(prefix: [Unicode.Scalar], members: [Int]) {
            if !prefix.isEmpty {
                let bytes = members.reduce(0) { $0 + tokens[$1].count * 2 + encoded[$1].utf8.count + 6 }
                if bytes <= nodeBytes || members.count == 1 {
                    let lines = withLeafText ? members.map { Escape.jsonString(Self.text(tokens[$0])) + ":" + encoded[$0] } : []
                    let text = withLeafText ? "{\n" + lines.joined(separator: ",\n") + "\n}\n" : ""
                    nodes.append(Node(prefix: Self.text(prefix), isLeaf: true, text: text))
                    return
                }
                let union = Posting.union(members.map { postings[$0] }, count: count)
                nodes.append(Node(prefix: Self.text(prefix), isLeaf: false, text: union.json(count: count) + "\n"))
            }
            var children: [UInt32: [Int]] = [:]
            for member in members where tokens[member].count > prefix.count {
                children[tokens[member][prefix.count].value, default: []].append(member)
            }
            for key in children.keys.sorted() {
                split(prefix: prefix + [Unicode.Scalar(key)!], members: children[key]!)
            }
        }

        static func text(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars)) }
    }
}
