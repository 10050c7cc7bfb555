import Foundation
import WaymarkKit

/// Which build the server is serving: a number that goes up with every good build, prefixed with the
/// server's start time so a restarted server also reloads the pages left open.
public final class BuildVersion: Sendable {
    private let start: String
    private let count = Locked(0)

    public init() {
        start = String(Int(Date().timeIntervalSince1970 * 1000), radix: 36)
    }

    public var current: String { count.withLock { "\(start)-\($0)" } }

    public func bump() { count.withLock { $0 += 1 } }
}

/// The script the server adds to every HTML page it sends (the built files are left alone): it asks for the
/// build version twice a second and reloads the page when it differs from the one the page was served with.
enum LiveReload {
    static let versionPath = "/__waymark/version"

    static func script(version: String) -> String {
        """
        <script data-waymark-live-reload>(function(){var v="\(version)";\
        setInterval(function(){fetch("\(versionPath)",{cache:"no-store"}).then(function(r){return r.ok?r.text():v})\
        .then(function(t){if(t!==v){v=t;location.reload();}}).catch(function(){});},500);})();</script>

        """
    }

    /// The page with the script placed before its last `</body>`, or at the end when it has none.
    static func inject(into html: Data, version: String) -> Data {
        let script = Data(script(version: version).utf8)
        guard let close = lastBodyClose(in: html) else { return html + script }
        var page = Data(html[..<close])
        page.append(script)
        page.append(html[close...])
        return page
    }

    private static func lastBodyClose(in html: Data) -> Data.Index? {
        let needle = Array("</body".utf8)
        var index = html.endIndex - needle.count
        while index >= html.startIndex {
            if zip(needle, html[index..<(index + needle.count)]).allSatisfy({ $0 == $1 || ((0x41...0x5A).contains($1) && $0 == $1 + 0x20) })
            {
                return index
            }
            index -= 1
        }
        return nil
    }
}
