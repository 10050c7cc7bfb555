import FlyingFox
import FlyingSocks
import Foundation
import WaymarkKit

/// `waymark serve`: builds the site into a temporary folder, serves it on 127.0.0.1, rebuilds when the
/// site's sources change and has open pages reload. Runs until interrupted (Ctrl-C), then removes the folder.
public final class DevServer: @unchecked Sendable {
    public struct Options: Sendable {
        public var site: String
        public var port: UInt16
        /// How often the sources are looked at, in seconds.
        public var pollInterval: Double

        public init(site: String, port: UInt16 = 8000, pollInterval: Double = 0.5) {
            self.site = site
            self.port = port
            self.pollInterval = pollInterval
        }
    }

    private let options: Options
    private let folder: URL
    private let version = BuildVersion()
    private var signalSources: [any DispatchSourceSignal] = []

    public init(options: Options) {
        self.options = options
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-serve-\(getpid())-\(UUID().uuidString.prefix(8))")
    }

    /// Serves until the process is interrupted; throws only when it cannot start.
    public func run() throws -> Never {
        let output = folder.appendingPathComponent("site")
        var buildOptions = BuildOptions(site: options.site, output: output, baseURL: "/")
        buildOptions.offline = false
        let rebuilder = SiteRebuilder(options: buildOptions, version: version)
        let watcher = SourceWatcher(site: buildOptions.site)
        stopOnSignals()
        let handler = SiteHandler(site: StaticSite(root: output), version: version)
        let port: UInt16
        do { port = try startServer(handler) } catch {
            removeFolder()
            throw ServeError.cannotListen(options.port, ServeError.reason(error))
        }
        var sources = watcher.snapshot()
        rebuilder.build()
        Console.say("Serving http://127.0.0.1:\(port)/ (built into \(output.path))")
        Console.say("Watching Content/, Templates/ and Public/ for changes; press Ctrl-C to stop.")
        while true {
            Thread.sleep(forTimeInterval: options.pollInterval)
            guard watcher.snapshot() != sources else { continue }
            let settled = settle(watcher)
            let changed = SourceWatcher.changes(from: sources, to: settled)
            sources = settled
            guard !changed.isEmpty else { continue }
            Console.say("Changed: \(SourceWatcher.describe(changed)); rebuilding…")
            rebuilder.build()
        }
    }

    /// Waits until the sources stop changing (an editor saving several files, a copy in progress).
    private func settle(_ watcher: SourceWatcher) -> [String: FileTree.Entry] {
        var last = watcher.snapshot()
        for _ in 0..<20 {
            Thread.sleep(forTimeInterval: min(options.pollInterval, 0.1))
            let now = watcher.snapshot()
            if now == last { return now }
            last = now
        }
        return last
    }

    /// Starts listening on 127.0.0.1 and returns the port (the one chosen by the system for port 0).
    private func startServer(_ handler: SiteHandler) throws -> UInt16 {
        let server = try SiteServer(port: options.port, handler: handler)
        let port = try server.port
        Task { try? await server.run() }
        return port
    }

    private func stopOnSignals() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                removeFolder()
                Console.say("\nStopped.")
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Removes the served folder and its build cache, which no later run can use (each has a folder of its own).
    private func removeFolder() {
        BuildCache.remove(site: URL(fileURLWithPath: options.site), shard: nil, output: folder.appendingPathComponent("site"))
        try? FileManager.default.removeItem(at: folder)
    }
}

enum ServeError: Error, CustomStringConvertible {
    case noAddress
    case cannotListen(UInt16, String)

    var description: String {
        switch self {
        case .noAddress: "error: the server started but has no IPv4 address"
        case .cannotListen(let port, let reason): "error: cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }

    /// What went wrong with the socket, in words, with what to do about a busy port.
    static func reason(_ error: any Error) -> String {
        guard case SocketError.failed(_, let code, let message) = error else { return "\(error)" }
        return code == EADDRINUSE ? "the port is in use\n  hint: choose another with --port, or --port 0 for any free one" : message
    }
}
