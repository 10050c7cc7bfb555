// Waymark: registers the site's service worker (sw.js, written by the build) for offline use. The site's
// setting `offline: false` leaves this script out. Every page works without it.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!("serviceWorker" in navigator) || !script) return;
  // This file is the site's assets/offline.<hash>.js: the folder above assets/ is the site's root, which holds
  // sw.js and is its scope (a site under a base path, /bank/, included).
  var root = new URL("..", script.src);
  navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root.pathname }).catch(function () { /* the site works online */ });
})();
