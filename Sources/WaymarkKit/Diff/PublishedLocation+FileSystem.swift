import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PublishedLocation {
    /// Pages larger than this are not read for records (Waymark's own pages stay under 500 KB).
    static let pageLimit = 4 << 20

    /// The location a built page describes, reading no further than its JSON-LD; nil when there is none.
    init?(pageAt path: String) throws {
        self.init(blocks: try Self.blocks(pageAt: path))
    }

    /// A built page's JSON-LD blocks, read no further than the first that may describe a location.
    ///
    /// JSON-LD sits in a page's head, so the page is read in growing steps instead of whole.
    static func blocks(pageAt path: String) throws -> [ArraySlice<UInt8>] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WaymarkError.io(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var page: [UInt8] = []
        var step = 8 * 1024
        while true {
            let count = try Self.append(fd, step, to: &page, path)
            let blocks = scriptBlocks(page)
            if blocks.contains(where: mayDescribeLocation) || count < step || page.count >= pageLimit { return blocks }
            step *= 2
        }
    }

    /// Reads up to `count` more bytes; returns how many came before the end of the file.
    private static func append(_ fd: Int32, _ count: Int, to page: inout [UInt8], _ path: String) throws -> Int {
        let start = page.count
        page += repeatElement(0, count: count)
        var filled = 0
        while filled < count {
            let n = page.withUnsafeMutableBytes { read(fd, $0.baseAddress! + start + filled, count - filled) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw WaymarkError.io(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))")
            }
            filled += n
        }
        page.removeLast(count - filled)
        return filled
    }
}
