#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file's bytes, read straight into one array: `FileManager.contents(atPath:)` and then `Array(data)`
/// allocated and filled a large branches file twice (65 MB at 100,000 locations, a tenth of a second of loading).
enum FileBytes {
    /// The bytes, or nil when the file cannot be opened or read (the caller says so, naming it). `expectedSize` is
    /// the size the file was measured at; a file that grew since is read on to its end.
    static func contents(of path: String, expectedSize: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var step = expectedSize + 1
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: step) { buffer, count in
                count = 0
                while count < step {
                    let n = read(fd, buffer.baseAddress! + count, step - count)
                    if n == 0 { break }
                    if n < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    count += n
                }
            }
            if failed { return nil }
            // Almost always the whole file at the first step, taken as it is.
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < step { return bytes }
            step = max(step, 1 << 16)
        }
    }
}
