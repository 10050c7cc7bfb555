#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file's bytes, read straight into one array: `FileManager.contents(atPath:)` and then `Array(data)`
/// allocated and filled a large branches file twice.
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
                let read = Self.fill(fd, buffer)
                (count, failed) = (read ?? 0, read == nil)
            }
            if failed { return nil }
            // Almost always the whole file at the first step, taken as it is.
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < step { return bytes }
            step = max(step, 1 << 16)
        }
    }
}

extension FileBytes {
    /// Why `regularFile` read nothing.
    enum Refusal: Error, Equatable {
        case missing, notRegular, tooLarge(Int), notPrivate, unreadable

        /// What is wrong with the file, `what` naming it ("the record cache"), for a note.
        func describe(_ what: String) -> String {
            switch self {
            case .missing: "\(what) is missing"
            case .notRegular: "\(what) is not a regular file"
            case .tooLarge(let limit): "\(what) is larger than \(limit >> 20) MiB"
            case .notPrivate: "\(what) may be read or written by other users"
            case .unreadable: "\(what) cannot be read"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them: never through a link at its name, never from
    /// a FIFO or device (opened without waiting for a writer, so a FIFO cannot hold the build up), and nothing of a
    /// larger file. With `ownerOnly`, only a file of this user that no one else may read or write.
    static func regularFile(_ path: String, limit: Int, ownerOnly: Bool = false) -> Result<[UInt8], Refusal> {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : errno == ELOOP ? .notRegular : .unreadable) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit)) }
        if ownerOnly, info.st_uid != geteuid() || info.st_mode & 0o077 != 0 { return .failure(.notPrivate) }
        // As many bytes as the file had when measured: one that grows meanwhile is not read past the limit.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            let read = Self.fill(fd, buffer)
            (count, failed) = (read ?? 0, read == nil)
        }
        return failed ? .failure(.unreadable) : .success(bytes)
    }

    /// Reads into `buffer` until it is full or the file ends: how many bytes were read, nil when reading failed.
    static func fill(_ fd: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        while count < buffer.count {
            let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            count += n
        }
        return count
    }
}
