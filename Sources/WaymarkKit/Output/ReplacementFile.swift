import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// New bytes for a file, written to a temporary file of this process (`NAME.tmp-PID`) and renamed over the file, so
/// a reader finds the old file or the new one, never part of one. Every writer that replaces a file so uses this.
///
/// The temporary file is always made anew (`O_EXCL`, `O_NOFOLLOW`): a link or a file someone put under its name is
/// removed (the link itself, never what it points to), not written through.
struct ReplacementFile: Sendable {
    let target: URL
    let temporary: URL
    /// What the file is ("the record cache"), for messages.
    let what: String

    /// Writes `bytes` to the temporary file, beside `target` or in `folder` (on the same file system), flushed to disk
    /// with `sync`; `mode` is the new file's permissions.
    init(
        replacing target: URL, in folder: URL? = nil, with bytes: UnsafeBufferPointer<UInt8>, mode: mode_t = 0o644,
        sync: Bool = false, what: String
    ) throws {
        self.target = target
        self.what = what
        let folder = folder ?? target.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(target.lastPathComponent + ".tmp-\(getpid())")
        var fd = Self.create(temporary.path, mode)
        if fd < 0, errno == EEXIST {
            // A leftover of an earlier process of this number, or something put in the way.
            unlink(temporary.path)
            fd = Self.create(temporary.path, mode)
        }
        guard fd >= 0 else { throw Self.failure(temporary.path, "cannot create \(what)") }
        let written = OutputWriter.writeAll(fd, bytes)
        if written, sync { fsync(fd) }
        let error = Self.failure(temporary.path, "cannot write \(what)")
        close(fd)
        guard written else {
            unlink(temporary.path)
            throw error
        }
    }

    private static func create(_ path: String, _ mode: mode_t) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    }

    /// Puts the new bytes in place of the target's.
    func commit() throws {
        guard rename(temporary.path, target.path) == 0 else {
            let error = Self.failure(target.path, "cannot write \(what)")
            unlink(temporary.path)
            throw error
        }
    }

    /// Removes the temporary file, leaving the target as it was.
    func discard() { unlink(temporary.path) }

    private static func failure(_ path: String, _ what: String) -> WaymarkError {
        WaymarkError.io(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
