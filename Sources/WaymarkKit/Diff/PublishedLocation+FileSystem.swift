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
    ///
    /// The JSON-LD sits in the page's head, so the page is read in growing steps until one block describes a
    /// location, instead of whole.
    init?(pageAt path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WaymarkError.io(path: path, reason: "cannot read file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var page: [UInt8] = []
        var step = 8 * 1024
        while page.count < Self.pageLimit {
            let count = try Self.append(fd, step, to: &page, path)
            if let record = PublishedLocation(page: page) {
                self = record
                return
            }
            if count < step { return nil }
            step *= 2
        }
        return nil
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
