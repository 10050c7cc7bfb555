// Waymark's service worker, written by the build: offline use of this site.
// 52 files precached, by the hash of their bytes.
var BASE = "/";
var PRECACHE = [
  ["", "<revision>"],
  ["offline/", "<revision>"],
  ["saved/", "<revision>"],
  ["404.html", "<revision>"],
  ["assets/countries.8901b48c.js", "<revision>"],
  ["assets/countries.js", "<revision>"],
  ["assets/facets.5971ca13.js", "<revision>"],
  ["assets/facets.js", "<revision>"],
  ["assets/find.c6a788a0.js", "<revision>"],
  ["assets/find.js", "<revision>"],
  ["assets/flag-placeholder.f73eb44d.svg", "<revision>"],
  ["assets/flag-placeholder.svg", "<revision>"],
  ["assets/hours.38078163.js", "<revision>"],
  ["assets/hours.js", "<revision>"],
  ["assets/icon.d4415868.svg", "<revision>"],
  ["assets/icon.svg", "<revision>"],
  ["assets/locations.a579506c.js", "<revision>"],
  ["assets/locations.js", "<revision>"],
  ["assets/maps.11976035.css", "<revision>"],
  ["assets/maps.css", "<revision>"],
  ["assets/offline.887ebbb5.js", "<revision>"],
  ["assets/offline.js", "<revision>"],
  ["assets/places.2d64a3e3.js", "<revision>"],
  ["assets/places.js", "<revision>"],
  ["assets/waymark.0de32875.css", "<revision>"],
  ["assets/waymark.b8077c0b.js", "<revision>"],
  ["assets/waymark.css", "<revision>"],
  ["assets/waymark.js", "<revision>"],
  ["search/cities/l.json", "<revision>"],
  ["search/cities/s.json", "<revision>"],
  ["search/countries.json", "<revision>"],
  ["search/facets.json", "<revision>"],
  ["search/g/0.bin", "<revision>"],
  ["search/geo.json", "<revision>"],
  ["search/hours.json", "<revision>"],
  ["search/index.json", "<revision>"],
  ["search/kinds.json", "<revision>"],
  ["search/r/0.bin", "<revision>"],
  ["search/t/0.bin", "<revision>"],
  ["locations/atms/", "<revision>"],
  ["locations/branches/", "<revision>"],
  ["locations/", "<revision>"],
  ["assets/maps/781a5197/views/equal-earth-960x500-575849fb.svg", "<revision>"],
  ["assets/maps/781a5197/deep/15-10.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/0-0.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/1-0.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/0-1.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/1-1.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/0-0.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/1-0.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/0-1.svg", "<revision>"],
  ["assets/maps/781a5197/tiles/2/0-0/1-1.svg", "<revision>"],
];
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
