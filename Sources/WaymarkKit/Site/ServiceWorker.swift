/// The offline service worker (`sw.js` at the site's root): which files it keeps, each with a revision that is a hash
/// of its bytes, so a deploy that changes nothing gives the same `sw.js` and the browser fetches nothing again, and a
/// deploy that changes one file makes the browser fetch that file only.
///
/// A first visit installs only the shell, within `shellBudget` bytes: the home page, the offline page, saved places,
/// the 404 page, the theme's CSS, JavaScript and icons (the hashed copies pages name), and the maps of those pages.
/// Pages and files a visitor opens are kept as they are visited. The rest of what makes the site work offline, the
/// search index, the list pages (the first page of each list before later pages) and their maps, is fetched only
/// when the visitor asks for it ("Save this site for offline use" on the saved places page), within `totalBudget`
/// bytes; what does not fit is left to the network and counted in a comment at the top of `sw.js`.
struct ServiceWorker {
    static let fileName = "sw.js"
    static let shellBudget = 300_000
    static let totalBudget = 5_000_000
    static let fileLimit = 2 * 1024 * 1024

    struct Entry: Equatable {
        /// The URL relative to the site's base: "" for the home page, "locations/" for a page, "assets/waymark.css".
        let url: String
        let revision: String
    }

    /// What the worker keeps: the shell at install, the rest when asked; and how many files did not fit.
    struct Selection: Equatable {
        var shell: [String] = []
        var site: [String] = []
        var left = 0
    }

    static let shellPages = ["index.html", "offline/index.html", "saved/index.html", "404.html"]

    /// The files to keep, in order, from every file the site has (`path` → size): the shell, then the map files its
    /// pages show (`maps` of the pages taken); then the rest, and the map files of its pages taken. Each file once.
    /// `plain` are the theme files pages name by a hashed copy (`AssetFingerprints`), which are left out.
    static func select(
        _ files: [String: Int], plain: Set<String> = [], maps: ([String]) -> [String] = { _ in [] }
    ) -> Selection {
        var left = 0
        var seen = Set<String>()
        var total = 0
        func take(_ paths: [String], budget: Int) -> [String] {
            var list: [String] = []
            for path in paths where files[path] != nil && seen.insert(path).inserted {
                let size = files[path] ?? 0
                if size > fileLimit || total + size > budget {
                    left += 1
                    continue
                }
                total += size
                list.append(path)
            }
            return list
        }
        let all = candidates(files, plain: plain)
        let shellFiles = Array(all.prefix { !$0.hasPrefix(SearchIndex.folder + "/") && listPage($0) == nil })
        var shell = take(shellFiles, budget: shellBudget)
        shell += take(maps(shell.filter { $0.hasSuffix(".html") }), budget: shellBudget)
        var site = take(Array(all.dropFirst(shellFiles.count)), budget: totalBudget)
        site += take(maps(site.filter { $0.hasSuffix(".html") }), budget: totalBudget)
        return Selection(shell: shell, site: site, left: left)
    }

    /// Every file that could be precached, in the order of priority.
    static func candidates(_ files: [String: Int], plain: Set<String> = []) -> [String] {
        // Each group is picked out first and then sorted: the output has a file or two for every location.
        let shell = shellPages.filter { files[$0] != nil }
        let assets = files.keys.filter { path in
            path.hasPrefix("assets/") && !path.dropFirst(7).contains("/") && [".css", ".js", ".svg"].contains { path.hasSuffix($0) }
                && !plain.contains(path)
        }.sorted()
        let search = files.keys.filter { $0.hasPrefix(SearchIndex.folder + "/") }.sorted()
        let lists = files.keys.compactMap { path -> (rank: Int, number: Int, path: String)? in
            guard let list = listPage(path) else { return nil }
            return (list.number > 1 ? 1 : 0, list.number, path)
        }.sorted { ($0.rank, $0.number, $0.path) < ($1.rank, $1.number, $1.path) }.map(\.path)
        return shell + assets + search + lists
    }

    /// Whether `sw.js` could list the file, or a page it lists could show it: a file of the shell, a theme asset, the
    /// search index, a list page or a map file. A build that changes none of these gives the same `sw.js`.
    static func mayList(_ path: String) -> Bool {
        shellPages.contains(path) || path.hasPrefix("assets/")
            || path.hasPrefix(SearchIndex.folder + "/") || listPage(path) != nil
    }

    /// Whether `sw.js` may list the page's map files: a page of the shell or a list page.
    static func showsListedMaps(_ path: String) -> Bool { shellPages.contains(path) || listPage(path) != nil }

    /// A page of a list of all locations, branches or ATMs (`locations/index.html`, `locations/atms/page/3/index.html`),
    /// with its page number.
    static func listPage(_ path: String) -> (list: String, number: Int)? {
        // Most paths are a location's page or a city's: told apart by their second segment before splitting.
        guard path.hasPrefix("locations/") else { return nil }
        let second = path.utf8.dropFirst("locations/".count)
        guard ["index.html", "page/", "branches/", "atms/"].contains(where: { second.starts(with: $0.utf8) }) else { return nil }
        var segments = path.split(separator: "/").map(String.init)
        guard segments.first == "locations", segments.last == "index.html" else { return nil }
        segments.removeLast()
        var number = 1
        if segments.count >= 3, segments[segments.count - 2] == "page", let n = Int(segments[segments.count - 1]) {
            number = n
            segments.removeLast(2)
        }
        guard segments.count == 1 || (segments.count == 2 && ["branches", "atms"].contains(segments[1])) else { return nil }
        return (segments.joined(separator: "/"), number)
    }

    /// The URL a file is served at, relative to the base: a page's folder ("locations/"), or the file's path.
    static func url(_ path: String) -> String {
        path == "index.html" ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
    }

    /// The revision of a file's bytes: 16 hex digits of their digest.
    static func revision(_ bytes: [UInt8]) -> String { Digest.of(bytes).hex(16) }
}

extension ServiceWorker {
    /// The map files (`assets/maps/…`) of the pages `sw.js` may list, in the order each page names them, as the render
    /// threads rendered or kept the pages: `sw.js` needs not read the pages back.
    final class PageMaps: Sendable {
        private let files = Locked([String: [String]]())

        /// Records a page's map files when `sw.js` may list the page (`showsListedMaps`).
        func record(_ path: String, _ mapFiles: @autoclosure () -> [String]) {
            guard ServiceWorker.showsListedMaps(path) else { return }
            let list = mapFiles()
            files.withLock { $0[path] = list }
        }

        /// Every recorded page's map files, each once, sorted.
        var every: [String] { files.withLock { Set($0.values.joined()).sorted() } }

        /// The map files of the pages, page after page, in the order each names them.
        func of(_ pages: [String]) -> [String] { files.withLock { table in pages.flatMap { table[$0] ?? [] } } }
    }
}
