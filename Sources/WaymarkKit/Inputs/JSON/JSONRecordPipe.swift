import Foundation

/// Reads the records of a streamed JSON array on a second thread while the parser goes on with the next ones:
/// parsing and reading each take about half of loading a large branches file, so the two overlap.
///
/// The reader sees the records in the order written, one at a time, on one thread; the parser hands them over in
/// batches, holding at most a few batches at once, so memory stays a few hundred records' trees. The reader hands
/// each batch back when it is done with it, and the parsing thread, which allocated the trees, frees them.
final class JSONRecordPipe<Record>: @unchecked Sendable {
    private struct Queue {
        var batches: [[Record]] = []
        var closed = false
        /// Batches read, handed back to be freed on the parsing thread, which allocated them.
        var spent: [[Record]] = []
    }
    private let queue = Locked(Queue())
    /// The batch being filled, which only the parsing thread touches.
    private var pending: [Record] = []
    private static var batchSize: Int { 256 }
    private static var batchesHeld: Int { 4 }

    /// Parses with `parse`, which calls `send` for each record, while `read` takes each record on another thread;
    /// returns once both have finished, with what `parse` returned or threw.
    static func run<T>(
        parse: (_ send: (Record) -> Void) throws(JSONSyntaxError) -> T, read: @escaping @Sendable (Record) -> Void
    ) throws(JSONSyntaxError) -> T {
        let pipe = JSONRecordPipe<Record>()
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            while var batch = pipe.receive() {
                batch.forEach(read)
                pipe.giveBack(&batch)
            }
            finished.signal()
        }
        // A record may nest 512 levels deep (the parser's limit), and its tree is read recursively here: the main
        // thread's 8 MiB, not a secondary thread's default.
        reader.stackSize = 8 << 20
        reader.start()
        defer {
            pipe.close()
            finished.wait()
            pipe.queue.withLock { $0.spent.removeAll() }
        }
        return try parse { pipe.send($0) }
    }

    private func send(_ record: Record) {
        pending.append(record)
        guard pending.count == Self.batchSize else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        // The batches the reader is done with are taken out under the lock, and freed here as the result is dropped.
        _ = queue.withLock(when: { $0.batches.count < Self.batchesHeld }) { queue in
            queue.batches.append(batch)
            defer { queue.spent = [] }
            return queue.spent
        }
    }

    /// Freeing a record's tree on the thread that did not allocate it made the two threads take turns at the
    /// allocator's lock, so each tree is freed on the thread that made it.
    private func giveBack(_ batch: inout [Record]) {
        // Emptied under the lock, so this thread holds no reference once the parsing thread may free it.
        queue.withLock {
            $0.spent.append(batch)
            batch = []
        }
    }

    private func close() {
        let last = pending
        pending = []
        queue.withLock { queue in
            if !last.isEmpty { queue.batches.append(last) }
            queue.closed = true
        }
    }

    private func receive() -> [Record]? {
        queue.withLock(when: { !$0.batches.isEmpty || $0.closed }) { queue in
            queue.batches.isEmpty ? nil : queue.batches.removeFirst()
        }
    }
}
