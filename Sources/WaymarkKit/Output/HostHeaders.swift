/// The `_headers` file Cloudflare Pages and Netlify read: security headers for every page, and
/// long-lived caching for the map tiles, whose folder is named by the basemap's content hash, and for the
/// assets written under content-hash names (`assets/waymark.3f2a9c1b.css`, listed in `immutable`).
enum HostHeaders {
    static let fileName = "_headers"

    /// `trees` are the folders whose assets the file names (`en/`, `cy/` when every language has a subfolder of its
    /// own; the root's alone otherwise).
    static func text(for host: HostProfile, immutable: [String] = [], trees: [String] = [""]) -> String {
        let forever = "  Cache-Control: public, max-age=31536000, immutable\n"
        let maps = trees.map { "/\($0)assets/maps/*\n" + forever }.joined()
        let hashed = trees.flatMap { tree in immutable.map { "/\(tree)\($0)\n" + forever } }.joined()
        return """
            # Written by Waymark for \(host.rawValue). Headers for every response, then for the map tiles,
            # which never change under one name (their folder is named by the basemap's content hash), and for
            # every SVG, opened on its own: no script, nothing loaded from elsewhere.
            /*
              X-Content-Type-Options: nosniff
              Referrer-Policy: strict-origin-when-cross-origin

            """ + maps + """
                /*.svg
                  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src data:

                """ + hashed
    }
}
