// Waymark: registers the site's service worker (sw.js, written by the build) for offline use. The site's
// setting `offline: false` leaves this script out. Every page works without it.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!("serviceWorker" in navigator) || !script) return;
  var worker = script.getAttribute("data-sw"), scope = script.getAttribute("data-scope");
  navigator.serviceWorker.register(worker, { scope: scope }).catch(function () { /* the site works online */ });
})();
