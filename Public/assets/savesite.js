// Waymark: "Save this site for offline use" on the saved places page (saved.mustache): the service worker (sw.js)
// fetches the rest of the site and reports back. The page says it needs JavaScript without this file.
(function () {
  "use strict";
  var button = document.querySelector(".save-site"), status = document.querySelector(".save-site-status");
  if (!button || !status || !("serviceWorker" in navigator)) return;
  function ask(type, answer) {
    navigator.serviceWorker.ready.then(function (registration) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) { answer(event.data || {}); };
      registration.active.postMessage({ type: type }, [channel.port2]);
    });
  }
  var W = window.waymarkWords; // words.js: the page's words
  function files(n) { return W.count("js_files", n, { one: "{count} file", other: "{count} files" }); }
  function show(reply) {
    if (reply.saved) {
      status.textContent = W.say("js_offline_saved", "This site is saved for offline use ({files}), and kept up to date when you visit.",
                                 { files: files(reply.total) });
      button.textContent = W.say("js_save_again", "Save it again");
      button.disabled = false;
    } else if (reply.failed) {
      status.textContent = W.say("js_saving_stopped", "Saving stopped: some files could not be loaded. Try again when you are online.");
      button.disabled = false;
    } else if (reply.done !== undefined) {
      status.textContent = W.say("js_saving_progress", "Saving… {done} of {files}", { done: W.number(reply.done), files: files(reply.total) });
    }
  }
  status.textContent = "";
  button.disabled = false;
  ask("status", show);
  button.addEventListener("click", function () {
    button.disabled = true;
    status.textContent = W.say("js_saving", "Saving…");
    ask("save", show);
  });
})();
