// Waymark's service worker, written by the build: offline use of this site.
// 21 files kept at the first visit and 19 files when the visitor saves the site, by the hash of their bytes.
var BASE = "/";
var SHARED = "/";
var PRECACHE = [
  ["", "<revision>"],
  ["offline/", "<revision>"],
  ["saved/", "<revision>"],
  ["404.html", "<revision>"],
  ["assets/countries.49eb26eb.js", "<revision>"],
  ["assets/facets.6e8953ea.js", "<revision>"],
  ["assets/find.35232b2c.js", "<revision>"],
  ["assets/flag-placeholder.46356d52.svg", "<revision>"],
  ["assets/hours.c7065f1d.js", "<revision>"],
  ["assets/icon.d87f60b8.svg", "<revision>"],
  ["assets/locations.dec2f8c8.js", "<revision>"],
  ["assets/maps.0ff167f0.css", "<revision>"],
  ["assets/mapzoom.40fc363c.js", "<revision>"],
  ["assets/notices.e80f0cad.js", "<revision>"],
  ["assets/offline.ce3f14cf.js", "<revision>"],
  ["assets/places.11a7c643.js", "<revision>"],
  ["assets/savesite.62d7ff45.js", "<revision>"],
  ["assets/waymark.08cbbaa7.css", "<revision>"],
  ["assets/waymark.0b0a7256.js", "<revision>"],
  ["assets/words.e49d54bf.js", "<revision>"],
  ["assets/maps/61b73a94/views/equal-earth-960x500-7574ada0.svg", "<revision>"],
];
var SITE = [
  ["search/cities/l.json", "<revision>"],
  ["search/cities/s.json", "<revision>"],
  ["search/countries.json", "<revision>"],
  ["search/facets.json", "<revision>"],
  ["search/g/0.bin", "<revision>"],
  ["search/geo.json", "<revision>"],
  ["search/h/0.json", "<revision>"],
  ["search/index.json", "<revision>"],
  ["search/kinds.json", "<revision>"],
  ["search/r/0.bin", "<revision>"],
  ["search/t/0.bin", "<revision>"],
  ["locations/atms/", "<revision>"],
  ["locations/branches/", "<revision>"],
  ["locations/", "<revision>"],
  ["assets/maps/61b73a94/deep/15-10.svg", "<revision>"],
  ["assets/maps/61b73a94/tiles/2/0-0/0-0.svg", "<revision>"],
  ["assets/maps/61b73a94/tiles/2/0-0/1-0.svg", "<revision>"],
  ["assets/maps/61b73a94/tiles/2/0-0/0-1.svg", "<revision>"],
  ["assets/maps/61b73a94/tiles/2/0-0/1-1.svg", "<revision>"],
];
"use strict";
var ROOT = new URL(BASE, self.location.href).href;
var REVISIONS = ROOT + "__waymark/revisions";
var OFFLINE = ROOT + "offline/";
// Another language's tree (/cy/) shares the root's assets/ and flags/, which its pages load and it keeps.
var SHARED_ROOT = new URL(SHARED, self.location.href).href;
// Its worker names its caches after its folder: caches are the origin's, and each worker drops from its own
// what its lists do not name, which would take the other tree's files.
var TREE = ROOT === SHARED_ROOT ? "" : " " + new URL(ROOT).pathname;
var PRECACHE_NAME = "waymark-precache" + TREE;
var SITE_NAME = "waymark-site" + TREE;
var VISITED_NAME = "waymark-visited";

function absolute(url) { return new URL(url, ROOT).href; }

// Fetches the listed files whose revision changed (or that are missing) into the cache `name`, telling
// `progress` how many of them are there, then records the revisions.
function store(name, list, progress) {
  return caches.open(name).then(function (cache) {
    var done = 0;
    return cache.match(REVISIONS).then(function (kept) { return kept ? kept.json() : {}; })
      .catch(function () { return {}; })
      .then(function (old) {
        return Promise.all(list.map(function (entry) {
          var url = absolute(entry[0]);
          var same = old[entry[0]] === entry[1] ? cache.match(url) : Promise.resolve(null);
          return same.then(function (hit) {
            if (hit) return;
            return fetch(url, { cache: "no-cache" }).then(function (response) {
              if (!response.ok) throw new Error(url + ": HTTP " + response.status);
              return cache.put(url, response);
            });
          }).then(function () { if (progress) progress(++done, list.length); });
        }));
      })
      .then(function () {
        var revisions = {};
        list.forEach(function (entry) { revisions[entry[0]] = entry[1]; });
        return cache.put(REVISIONS, new Response(JSON.stringify(revisions), { headers: { "Content-Type": "application/json" } }));
      });
  });
}

// Whether the visitor saved the site: its cache then has the revisions of a save.
function saved() {
  return caches.open(SITE_NAME).then(function (cache) { return cache.match(REVISIONS); }).then(function (hit) { return !!hit; });
}

self.addEventListener("install", function (event) {
  event.waitUntil(store(PRECACHE_NAME, PRECACHE).then(function () { return self.skipWaiting(); }));
});

// Drops what the new manifests no longer list, brings a saved site up to date, and takes over the open pages.
self.addEventListener("activate", function (event) {
  function prune(name, list) {
    var keep = new Set(list.map(function (entry) { return absolute(entry[0]); }).concat([REVISIONS]));
    return caches.open(name).then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(requests.filter(function (request) { return !keep.has(request.url); })
          .map(function (request) { return cache.delete(request); }));
      });
    });
  }
  event.waitUntil(Promise.all([prune(PRECACHE_NAME, PRECACHE), prune(SITE_NAME, SITE)])
    .then(saved).then(function (yes) { return yes ? store(SITE_NAME, SITE) : null; })
    .catch(function () { /* the saved site is brought up to date at the next save */ })
    .then(function () { return self.clients.claim(); }));
});

// A page asks to save the whole site ({type: "save"}) or whether it is saved ({type: "status"}); the answer,
// and the progress of a save, go back through the message's port as {total, done, saved, failed}.
self.addEventListener("message", function (event) {
  var port = event.ports && event.ports[0], data = event.data || {};
  if (!port) return;
  if (data.type === "status") {
    event.waitUntil(saved().then(function (yes) { port.postMessage({ total: SITE.length, saved: yes }); }));
  } else if (data.type === "save") {
    event.waitUntil(store(SITE_NAME, SITE, function (done, total) { port.postMessage({ total: total, done: done }); })
      .then(function () { port.postMessage({ total: SITE.length, saved: true }); },
            function () { port.postMessage({ total: SITE.length, failed: true }); }));
  }
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

// A kept file of the shell or the saved site first (their revisions are current), else the network.
function file(request) {
  var kept = function (name) { return caches.open(name).then(function (cache) { return cache.match(request); }); };
  return kept(PRECACHE_NAME).then(function (hit) { return hit || kept(SITE_NAME); }).then(function (hit) {
    return hit || fetch(request).then(function (response) { return keep(request, response); }).catch(function (error) {
      return caches.match(request).then(function (visited) { if (visited) return visited; throw error; });
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = request.url;
  var ours = url.indexOf(ROOT) === 0 || url.indexOf(SHARED_ROOT + "assets/") === 0 || url.indexOf(SHARED_ROOT + "flags/") === 0;
  if (request.method !== "GET" || !ours) return;
  event.respondWith(request.mode === "navigate" ? page(request) : file(request));
});
