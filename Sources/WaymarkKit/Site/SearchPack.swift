/// The search index's numbered parts (trie nodes, record blocks, k-d leaves: JSON texts) kept `per` to a file,
/// part `n` in `<folder>/<n / per>.bin`, which the browser reads a part at a time with HTTP range requests.
///
/// A site of 100,000 locations has 3,866 parts: one file each made its search 3,870 of its files, more than the rest of
/// the site leaves over on a host that counts files (Cloudflare Pages: 100,000). A file opens with `per + 1` lines of
/// ten digits, the byte offset (from the file's start) at which each part starts, then where the last one ends (a
/// missing part, in the last file, starts where the file ends), and then the parts one after the other. So the
/// browser reads the head (`headBytes`), then the part; a host that ignores `Range` sends the whole file, which the
/// browser then slices. The files stay text (`.bin` only so that no host compresses them, which some do by dropping
/// the range), so a pull request's diff of the output still shows which rows changed.
struct SearchPack {
    static let per = 64
    static let digits = 10
    static var headBytes: Int { (per + 1) * (digits + 1) }

    /// The files' paths for `count` parts.
    static func paths(folder: String, count: Int) -> [String] {
        (0..<(count + per - 1) / per).map { "\(folder)/\($0).bin" }
    }

    /// The files of `parts`, in order.
    static func files(folder: String, parts: [String]) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        write(folder: folder, count: parts.count, part: { parts[$0] }) { files.append(($0, $1)) }
        return files
    }

    /// The files of `count` parts, in order, each given to `emit` once made: its parts are made (`part`) as it is, and
    /// let go with it, so a large site never holds every part of the index at once.
    /// With `parallel`, a file's parts are made on every core at once.
    static func write(
        folder: String, count: Int, parallel: Bool = false, part: @escaping @Sendable (Int) -> String,
        _ emit: (_ path: String, _ text: String) throws -> Void
    ) rethrows {
        for (n, path) in paths(folder: folder, count: count).enumerated() {
            let range = (n * per)..<min(count, (n + 1) * per)
            let own = parallel ? Concurrently.map(range.count) { part(range.lowerBound + $0) } : range.map(part)
            var starts: [Int] = []
            var offset = headBytes
            for part in own {
                starts.append(offset)
                offset += part.utf8.count
            }
            starts += Array(repeating: offset, count: per + 1 - own.count)
            let head = starts.map { String(repeating: "0", count: max(0, digits - String($0).count)) + String($0) + "\n" }
            try emit(path, head.joined() + own.joined())
        }
    }
}
