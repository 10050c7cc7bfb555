import Foundation
import Testing

@testable import WaymarkKit

/// `FileBytes` reads a file whole, whatever size it was measured at before.
struct FileBytesTests {
    @Test func readsTheWholeFileWhateverSizeWasExpected() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("branches.json").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        // As measured; measured smaller (the file grew since: read on to its end, past the first step); larger.
        for expected in [200_000, 0, 10, 65_535, 150_000, 1_000_000] {
            #expect(FileBytes.contents(of: path, expectedSize: expected) == bytes, "expected size \(expected)")
        }
    }

    @Test func anEmptyFileIsNoBytesAndAMissingOneIsNil() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("empty.json").path
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(FileBytes.contents(of: path, expectedSize: 0) == [])
        #expect(FileBytes.contents(of: folder.url.appendingPathComponent("missing.json").path, expectedSize: 0) == nil)
    }
}
