/// The `_headers` file Cloudflare Pages and Netlify read: security headers for every page, and
/// long-lived caching for the map tiles, whose folder is named by the basemap's content hash.
enum HostHeaders {
    static func text(for host: HostProfile) -> String {
        """
        # Written by Waymark for \(host.rawValue). Headers for every response, then for the map tiles,
        # which never change under one name (their folder is named by the basemap's content hash).
        /*
          X-Content-Type-Options: nosniff
          Referrer-Policy: strict-origin-when-cross-origin
        /assets/maps/*
          Cache-Control: public, max-age=31536000, immutable

        """
    }
}
