// Waymark default theme: saved places and result callouts. Every page works without this file.
//
// - A result page's Save button (button.save-place, in the header) keeps the result in localStorage,
//   unique by its data-key (place_id, else address and coordinates). When the place is saved the button
//   reads Remove, and removing asks first in a <dialog id="confirm-delete">, made the first time it is needed.
// - /saved/ (.saved-places) lists what is kept, each with a link back and a Remove button.
// - Any element with data-pin, data-name, data-lat and data-lng (the results list now, the map's pins
//   later) shows its place in the callout (#callout) when chosen, instead of following its link.
(function () {
  "use strict";

  var STORAGE_KEY = "waymark.savedPlaces";
  var W = window.waymarkWords; // words.js: the page's words

  // Storage.

  function storageWorks() {
    try {
      var probe = STORAGE_KEY + ".probe";
      window.localStorage.setItem(probe, "1");
      window.localStorage.removeItem(probe);
      return true;
    } catch (error) {
      return false;
    }
  }

  // A site path ("/geocode/x/1/"); anything else (another site, javascript:) is never made a link.
  function safePath(href) {
    return typeof href === "string" && href.charAt(0) === "/" && href.charAt(1) !== "/" && href.charAt(1) !== "\\" ? href : "";
  }

  function cleanPlace(item) {
    if (!item || typeof item.key !== "string" || !item.key || typeof item.name !== "string") return null;
    var lat = Number(item.lat), lng = Number(item.lng);
    if (!isFinite(lat) || !isFinite(lng)) return null;
    return { key: item.key, name: item.name, lat: lat, lng: lng, href: safePath(item.href),
             query: typeof item.query === "string" ? item.query : "",
             address: typeof item.address === "string" ? item.address : "" };
  }

  function readPlaces() {
    var list;
    try {
      list = JSON.parse(window.localStorage.getItem(STORAGE_KEY) || "[]");
    } catch (error) {
      return [];
    }
    if (!Array.isArray(list)) return [];
    var seen = {}, places = [];
    list.forEach(function (item) {
      var place = cleanPlace(item);
      if (place && !seen[place.key]) {
        seen[place.key] = true;
        places.push(place);
      }
    });
    return places;
  }

  function writePlaces(places) {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(places));
      return true;
    } catch (error) {
      return false;
    }
  }

  function isSaved(key) {
    return readPlaces().some(function (place) { return place.key === key; });
  }

  // Saving a place that is already kept replaces it, so there is only ever one of each.
  function savePlace(place) {
    var places = readPlaces().filter(function (other) { return other.key !== place.key; });
    places.push(place);
    return writePlaces(places);
  }

  function deletePlace(key) {
    return writePlaces(readPlaces().filter(function (place) { return place.key !== key; }));
  }

  // Shared page parts.

  // The page's status line for screen readers: a theme's own .place-status, else one added when the page starts, so
  // it is in the page before anything is announced in it (a live region made at that moment is often not read).
  function statusLine() {
    var status = document.querySelector(".place-status");
    if (status) return status;
    status = document.createElement("p");
    status.className = "place-status visually-hidden";
    status.setAttribute("role", "status");
    (document.querySelector("main") || document.body).appendChild(status);
    return status;
  }

  function announce(text) {
    statusLine().textContent = text;
  }

  function formatCoordinate(value) {
    return Number(value).toFixed(6);
  }

  // The dialog's fixed markup; the place's name goes into .confirm-delete-name as text. Cancel comes first and has
  // the focus when the dialog opens, so Enter or a slip keeps the place.
  var DIALOG_HTML =
    '<form method="dialog">' +
    '<h2 id="confirm-delete-title"></h2><p id="confirm-delete-text"><span class="confirm-delete-name"></span></p>' +
    '<div class="dialog-buttons">' +
    '<button type="submit" value="cancel" class="dialog-cancel" autofocus></button>' +
    '<button type="submit" value="delete" class="dialog-delete"></button>' +
    "</div></form>";

  // The dialog's words, around the name's place in its text.
  function dialogWords(dialog) {
    var name = dialog.querySelector(".confirm-delete-name");
    var text = W.say("js_remove_text", "“{name}” will be removed from the places saved in this browser.").split("{name}");
    name.before(text[0]);
    name.after(text[1] || "");
    dialog.querySelector("h2").textContent = W.say("js_remove_title", "Remove this saved place?");
    dialog.querySelector(".dialog-cancel").textContent = W.say("js_cancel", "Cancel");
    dialog.querySelector(".dialog-delete").textContent = W.say("js_remove", "Remove");
  }

  // The page's confirmation dialog: a theme's own <dialog id="confirm-delete"> if it has one, else one made now and
  // kept for the next time. Pages do not carry it, since most visits never remove a place.
  function deleteDialog() {
    var dialog = document.getElementById("confirm-delete");
    if (dialog) return dialog;
    dialog = document.createElement("dialog");
    dialog.className = "confirm-delete";
    dialog.id = "confirm-delete";
    dialog.setAttribute("aria-labelledby", "confirm-delete-title");
    dialog.setAttribute("aria-describedby", "confirm-delete-text");
    dialog.innerHTML = DIALOG_HTML;
    dialogWords(dialog);
    (document.querySelector("main") || document.body).appendChild(dialog);
    return dialog;
  }

  // Asks in the dialog; calls onDelete only when Delete was chosen (Cancel and Escape keep it).
  function confirmDelete(name, onDelete) {
    var dialog = typeof HTMLDialogElement === "function" ? deleteDialog() : null;
    if (!dialog || typeof dialog.showModal !== "function") {
      if (window.confirm(W.say("js_remove_confirm", "Remove “{name}” from your saved places?", { name: name }))) onDelete();
      return;
    }
    dialog.querySelector(".confirm-delete-name").textContent = name;
    dialog.returnValue = "";
    dialog.addEventListener("close", function handler() {
      dialog.removeEventListener("close", handler);
      if (dialog.returnValue === "delete") onDelete();
    });
    dialog.showModal();
  }

  // The Save / Remove button of a result or location page.

  // A location page's button says only its key and coordinates: its name is the page's heading and its link the
  // page's canonical path. A result page's button says all (its heading is the query's address).
  function placeFromButton(button) {
    var heading = document.querySelector("main h1"), canonical = document.querySelector('link[rel="canonical"]');
    var name = button.dataset.name || (heading ? heading.textContent.trim() : "");
    var href = button.dataset.href || (canonical ? new URL(canonical.href).pathname : window.location.pathname);
    return { key: button.dataset.key, name: name, lat: Number(button.dataset.lat),
             lng: Number(button.dataset.lng), href: safePath(href), query: button.dataset.query || "",
             address: button.dataset.address || "" };
  }

  function enhanceSaveButton(button) {
    var place = placeFromButton(button);
    function update() {
      var saved = isSaved(place.key);
      button.textContent = saved ? W.say("js_remove", "Remove") : W.say("save", "Save");
      button.classList.toggle("is-saved", saved);
      button.setAttribute("aria-label", saved ? W.say("js_remove_saved", "Remove “{name}” from saved places", place)
        : W.say("js_save_place", "Save “{name}” to saved places", place));
    }
    button.addEventListener("click", function () {
      if (!isSaved(place.key)) {
        if (savePlace(place)) announce(W.say("js_saved", "Saved “{name}”.", place));
        update();
        return;
      }
      confirmDelete(place.name, function () {
        if (deletePlace(place.key)) announce(W.say("js_removed", "Removed “{name}” from saved places.", place));
        update();
        button.focus();
      });
    });
    window.addEventListener("storage", function (event) {
      if (event.key === STORAGE_KEY || event.key === null) update();
    });
    update();
    button.classList.remove("is-pending");
  }

  // The saved places page (/saved/).

  function savedItem(place, list) {
    var item = document.createElement("li");
    item.className = "saved-place";
    item.dataset.key = place.key;
    var name = document.createElement(place.href ? "a" : "span");
    name.className = "saved-name";
    name.textContent = place.name;
    if (place.href) name.setAttribute("href", place.href);
    // A branch by its address; a place found by search is named by its address already, so its coordinates follow.
    var where = document.createElement("span");
    where.className = place.address ? "saved-address" : "saved-coordinates";
    where.textContent = place.address || formatCoordinate(place.lat) + ", " + formatCoordinate(place.lng);
    item.appendChild(name);
    item.appendChild(where);
    if (place.query) {
      var query = document.createElement("span");
      query.className = "saved-query muted";
      query.textContent = W.say("js_from_query", "from “{query}”", place);
      item.appendChild(query);
    }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "delete-saved";
    button.textContent = W.say("js_remove", "Remove");
    button.setAttribute("aria-label", W.say("js_remove_name", "Remove “{name}”", place));
    button.addEventListener("click", function () {
      confirmDelete(place.name, function () {
        var next = item.nextElementSibling || item.previousElementSibling;
        deletePlace(place.key);
        announce(W.say("js_removed", "Removed “{name}” from saved places.", place));
        renderSaved(list);
        var target = next && list.querySelector('[data-key="' + cssEscape(next.dataset.key) + '"] .delete-saved');
        (target || document.querySelector("main h1")).focus();
      });
    });
    item.appendChild(button);
    return item;
  }

  function cssEscape(text) {
    return window.CSS && CSS.escape ? CSS.escape(text) : text.replace(/["\\]/g, "\\$&");
  }

  function renderSaved(root) {
    var list = root.querySelector(".saved-list"), empty = root.querySelector(".saved-empty");
    var places = readPlaces();
    list.textContent = "";
    places.forEach(function (place) { list.appendChild(savedItem(place, root)); });
    list.hidden = places.length === 0;
    empty.hidden = places.length !== 0;
  }

  function enhanceSavedList(root) {
    var heading = document.querySelector("main h1");
    if (heading) heading.setAttribute("tabindex", "-1");
    if (!storageWorks()) {
      var empty = root.querySelector(".saved-empty");
      empty.textContent = W.say("js_storage_off", "This browser does not let the site keep saved places (its storage is turned off).");
      empty.hidden = false;
      return;
    }
    renderSaved(root);
    window.addEventListener("storage", function (event) {
      if (event.key === STORAGE_KEY || event.key === null) renderSaved(root);
    });
  }

  // Callouts.

  function showCallout(callout, pin) {
    callout.querySelector(".callout-name").textContent = pin.dataset.name;
    callout.querySelector(".callout-latitude").textContent = pin.dataset.lat;
    callout.querySelector(".callout-longitude").textContent = pin.dataset.lng;
    var href = safePath(pin.getAttribute("href") || ""), here = window.location.pathname;
    var more = callout.querySelector(".callout-more");
    if (more) {
      more.hidden = !href || href === here;
      callout.querySelector(".callout-link").setAttribute("href", href || here);
    }
    callout.hidden = false;
    document.querySelectorAll("[data-pin]").forEach(function (other) {
      if (other === pin) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    });
  }

  function enhanceCallout(callout) {
    document.addEventListener("click", function (event) {
      var pin = event.target.closest && event.target.closest("[data-pin]");
      if (!pin || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      showCallout(callout, pin);
    });
  }

  // Start.

  var saveButton = document.querySelector("button.save-place");
  var savedRoot = document.querySelector(".saved-places");
  if (saveButton || savedRoot) statusLine();
  if (saveButton && storageWorks()) enhanceSaveButton(saveButton);
  if (savedRoot) enhanceSavedList(savedRoot);
  var callout = document.getElementById("callout");
  // Only where no place is selected yet (a query's map): on a result's own page the list's links open
  // each result's page, so the heading, map, Save button and URL always name the same place.
  if (callout && callout.hidden) enhanceCallout(callout);
})();
