extension ServiceWorker {
    /// `sw.js`: the base path, the precache manifest (URL and revision of each file), then the worker itself.
    static func script(basePath: String, entries: [Entry], left: Int) -> String {
        var lines = [
            "// Waymark's service worker, written by the build: offline use of this site.",
            "// \(entries.count) file\(entries.count == 1 ? "" : "s") precached, by the hash of their bytes"
                + (left > 0 ? "; \(left) left to the network (over \(totalBudget / 1_000_000) MB in all, or over 2 MiB each)." : "."),
            "var BASE = \(Escape.jsonString(basePath));",
            "var PRECACHE = [",
        ]
        lines += entries.map { "  [\(Escape.jsonString($0.url)), \"\($0.revision)\"]," }
        lines.append("];")
        return lines.joined(separator: "\n") + "\n" + runtime
    }

    /// Precaches what changed since the last install, serves pages network first (keeping each page it gets,
    /// so a location page visited once opens offline), files cache first, and the offline page when a page is
    /// neither reachable nor kept.
    static let runtime = """
        "use strict";
        var PRECACHE_NAME = "waymark-precache";
        var VISITED_NAME = "waymark-visited";
        var ROOT = new URL(BASE, self.location.href).href;
        var REVISIONS = ROOT + "__waymark/revisions";
        var OFFLINE = ROOT + "offline/";

        function absolute(url) { return new URL(url, ROOT).href; }

        // Fetches only the files whose revision changed (or that are missing), then records the revisions.
        self.addEventListener("install", function (event) {
          event.waitUntil(caches.open(PRECACHE_NAME).then(function (cache) {
            return cache.match(REVISIONS).then(function (kept) { return kept ? kept.json() : {}; })
              .catch(function () { return {}; })
              .then(function (old) {
                return Promise.all(PRECACHE.map(function (entry) {
                  var url = absolute(entry[0]);
                  var same = old[entry[0]] === entry[1] ? cache.match(url) : Promise.resolve(null);
                  return same.then(function (hit) {
                    if (hit) return;
                    return fetch(url, { cache: "no-cache" }).then(function (response) {
                      if (!response.ok) throw new Error(url + ": HTTP " + response.status);
                      return cache.put(url, response);
                    });
                  });
                }));
              })
              .then(function () {
                var revisions = {};
                PRECACHE.forEach(function (entry) { revisions[entry[0]] = entry[1]; });
                return cache.put(REVISIONS, new Response(JSON.stringify(revisions), { headers: { "Content-Type": "application/json" } }));
              });
          }).then(function () { return self.skipWaiting(); }));
        });

        // Drops what the new manifest no longer lists, and takes over the open pages.
        self.addEventListener("activate", function (event) {
          var keep = new Set(PRECACHE.map(function (entry) { return absolute(entry[0]); }).concat([REVISIONS]));
          event.waitUntil(caches.open(PRECACHE_NAME).then(function (cache) {
            return cache.keys().then(function (requests) {
              return Promise.all(requests.filter(function (request) { return !keep.has(request.url); })
                .map(function (request) { return cache.delete(request); }));
            });
          }).then(function () { return self.clients.claim(); }));
        });

        // Keeps a whole file for offline use; a search part read by range (206) is not one the cache takes.
        function keep(request, response) {
          if (response.status === 200 && response.type === "basic" && !response.redirected) {
            var copy = response.clone();
            caches.open(VISITED_NAME).then(function (cache) { return cache.put(request, copy); });
          }
          return response;
        }

        function page(request) {
          var bare = new URL(request.url);
          bare.search = "";
          bare.hash = "";
          return fetch(request).then(function (response) { return keep(bare.href, response); }).catch(function () {
            return caches.match(bare.href).then(function (hit) { return hit || caches.match(OFFLINE); }).then(function (hit) {
              return hit || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
            });
          });
        }

        function file(request) {
          return caches.open(PRECACHE_NAME).then(function (cache) { return cache.match(request); }).then(function (hit) {
            return hit || fetch(request).then(function (response) { return keep(request, response); }).catch(function (error) {
              return caches.match(request).then(function (kept) { if (kept) return kept; throw error; });
            });
          });
        }

        self.addEventListener("fetch", function (event) {
          var request = event.request;
          if (request.method !== "GET" || request.url.indexOf(ROOT) !== 0) return;
          event.respondWith(request.mode === "navigate" ? page(request) : file(request));
        });

        """
}
