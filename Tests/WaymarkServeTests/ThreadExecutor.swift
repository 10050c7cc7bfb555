import Foundation

/// A task executor with a thread of its own, for the server under test: the whole suite keeps Swift concurrency's
/// shared threads (one per core) busy with other tests for minutes at a time, and a server task waiting for one of
/// them answered nothing within two minutes. Jobs run one at a time, in the order they come.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init() {
        let thread = Thread { [unowned self] in self.loop() }
        thread.name = "waymark-test-server"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
