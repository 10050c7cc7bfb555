// Waymark: registers the site's service worker (sw.js, written by the build) for offline use. The site's
// setting `offline: false` leaves this script out. Every page works without it.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!("serviceWorker" in navigator) || !script) return;
  // This file is the site's assets/offline.<hash>.js: the folder above assets/ is the site's root, which holds
  // sw.js and is its scope (a site under a base path, /bank/, included). Another language's tree shares these
  // assets and names its own root in the link's fragment (offline.<hash>.js#/cy/).
  var src = new URL(script.src);
  var root = src.hash ? new URL(decodeURIComponent(src.hash.slice(1)), src) : new URL("..", src);
  navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root.pathname }).catch(function () { /* the site works online */ });
})();
