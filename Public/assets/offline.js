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

  // "Save this site for offline use" (saved.mustache): the worker fetches the rest of the site and reports back.
  var button = document.querySelector(".save-site"), status = document.querySelector(".save-site-status");
  if (!button || !status) return;
  function ask(type, answer) {
    navigator.serviceWorker.ready.then(function (registration) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) { answer(event.data || {}); };
      registration.active.postMessage({ type: type }, [channel.port2]);
    });
  }
  function files(n) { return n + (n === 1 ? " file" : " files"); }
  function show(reply) {
    if (reply.saved) {
      status.textContent = "This site is saved for offline use (" + files(reply.total) + "), and kept up to date when you visit.";
      button.textContent = "Save it again";
      button.disabled = false;
    } else if (reply.failed) {
      status.textContent = "Saving stopped: some files could not be loaded. Try again when you are online.";
      button.disabled = false;
    } else if (reply.done !== undefined) {
      status.textContent = "Saving… " + reply.done + " of " + files(reply.total);
    }
  }
  status.textContent = "";
  button.disabled = false;
  ask("status", show);
  button.addEventListener("click", function () {
    button.disabled = true;
    status.textContent = "Saving…";
    ask("save", show);
  });
})();
