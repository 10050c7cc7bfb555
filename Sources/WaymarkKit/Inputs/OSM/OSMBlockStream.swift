import CZlib
import Foundation
import SwiftProtobuf

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// What is wrong with an extract, at the byte where the bad block starts.
struct OSMExtractError: Error, Equatable {
    let offset: Int
    let message: String
}

/// The blocks of an `.osm.pbf` file one at a time, uncompressed: each is a 4-byte big-endian length, a `BlobHeader` of
/// that length, and a `Blob` of the header's `datasize` (https://wiki.openstreetmap.org/wiki/PBF_Format). Only one
/// block is in memory at a time, however large the file.
struct OSMBlockStream: ~Copyable {
    /// The format's own limits: a header under 64 KiB, a blob under 32 MiB compressed or not.
    static let maxHeaderSize = 64 * 1024
    static let maxBlobSize = 32 * 1024 * 1024

    private let descriptor: Int32
    /// Where the next block starts.
    private(set) var offset = 0

    /// Opens the file; nil when it cannot be opened.
    init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { return nil }
    }

    deinit { close(descriptor) }

    /// The next block's type (`OSMHeader`, `OSMData`) and uncompressed bytes; nil at the end of the file.
    mutating func next() throws(OSMExtractError) -> (type: String, offset: Int, bytes: [UInt8])? {
        let start = offset
        guard let length = try read(4, at: start, allowEnd: true) else { return nil }
        let size = length.reduce(0) { $0 << 8 | Int($1) }
        guard size > 0, size <= Self.maxHeaderSize else {
            throw OSMExtractError(
                offset: start,
                message: "a block header of \(size) bytes (at most \(Self.maxHeaderSize)): this is not an .osm.pbf file, or it is damaged")
        }
        let header = try decode(OSMPBF_BlobHeader.self, try read(size, at: start) ?? [], at: start, what: "block header")
        guard header.hasType, header.datasize > 0, Int(header.datasize) <= Self.maxBlobSize else {
            throw OSMExtractError(offset: start, message: "a block header without a type or with a size of \(header.datasize) bytes")
        }
        let blob = try decode(OSMPBF_Blob.self, try read(Int(header.datasize), at: start) ?? [], at: start, what: "block")
        return (header.type, start, try Self.contents(of: blob, at: start))
    }

    /// Reads `count` bytes, or nil at the very end of the file when `allowEnd`; an error when the file ends before.
    private mutating func read(_ count: Int, at start: Int, allowEnd: Bool = false) throws(OSMExtractError) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, count - filled) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw OSMExtractError(offset: start, message: "the file cannot be read: \(String(cString: strerror(errno)))") }
            if n == 0 {
                if allowEnd, filled == 0 { return nil }
                throw OSMExtractError(offset: start, message: "the file ends inside the block that starts here: it is truncated")
            }
            filled += n
        }
        offset += count
        return bytes
    }

    private func decode<M: Message>(_ type: M.Type, _ bytes: [UInt8], at start: Int, what: String) throws(OSMExtractError) -> M {
        do { return try M(serializedBytes: bytes) } catch {
            throw OSMExtractError(offset: start, message: "the \(what) is not valid protobuf: the file is damaged")
        }
    }

    /// The blob's data, inflated when it is zlib-compressed.
    static func contents(of blob: OSMPBF_Blob, at start: Int) throws(OSMExtractError) -> [UInt8] {
        if blob.hasRaw { return [UInt8](blob.raw) }
        guard blob.hasZlibData else {
            let kind = blob.hasLzmaData ? "LZMA" : blob.hasLz4Data ? "LZ4" : blob.hasZstdData ? "Zstandard" : "bzip2 or unknown"
            throw OSMExtractError(
                offset: start, message: "a block compressed with \(kind), which Waymark does not read (only zlib and uncompressed)")
        }
        let size = Int(blob.rawSize)
        guard size > 0, size <= maxBlobSize else {
            throw OSMExtractError(offset: start, message: "a block whose uncompressed size is \(size) bytes (at most \(maxBlobSize))")
        }
        var out = [UInt8](repeating: 0, count: size)
        var length = uLongf(size)
        let status = blob.zlibData.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                uncompress(
                    output.baseAddress!.assumingMemoryBound(to: Bytef.self), &length,
                    input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == size else {
            throw OSMExtractError(offset: start, message: "a block that does not inflate (zlib status \(status)): the file is damaged")
        }
        return out
    }
}
