// Waymark: the list page's service and accessibility filters, and its map following the results.
//
// Without JavaScript the filters are links to static filter pages, with counts computed at build time. Here
// they become checkboxes: ticking some keeps the locations that have all of them, in the list, in a search
// and in "Near me" (locations.js, `window.waymarkList`), without a server. Each count then says how many
// locations of the list, or of the search's results, have that value as well as the ones ticked; a group with
// none is hidden. search/facets.json is described in
// Sources/WaymarkKit/Site/FacetIndex.swift.
(function () {
  "use strict";

  var page = window.waymarkList, W = window.waymarkWords; // words.js: the page's words
  if (!page) return;

  // The map -----------------------------------------------------------------------------------------

  // The map below the list follows the results: locations.js zooms it onto a search's results and onto "Near me"'s.
  // When nothing matches a note says the map still shows the whole list.
  var figure = document.querySelector("main figure.map");
  var note = null;
  function follow(event) {
    if (!figure) return;
    var found = event.detail && !event.detail.near ? event.detail : null;
    if (!note) {
      note = document.createElement("p");
      note.className = "map-note";
      note.setAttribute("role", "note");
      figure.parentNode.insertBefore(note, figure);
    }
    note.hidden = !found || found.count > 0;
    if (!note.hidden) note.textContent = W.say("js_map_whole_list", "Nothing matches, so the map shows the whole list.");
  }
  document.addEventListener("waymark:results", follow);

  // The filters -------------------------------------------------------------------------------------

  var box = document.querySelector("details.facets[data-facets]");
  if (!box) return;
  var kind = page.kind;
  var current = box.getAttribute("data-current");

  // The same as `decode` in locations.js: runs [skip, take, …] or a base64 bitmap, as a byte per position.
  function bits(posting, count) {
    var out = new Uint8Array(count);
    if (typeof posting === "string") {
      var bytes = atob(posting);
      for (var i = 0; i < bytes.length; i++) {
        for (var bit = 0, byte = bytes.charCodeAt(i); byte && bit < 8; bit++, byte >>= 1) {
          if (byte & 1 && i * 8 + bit < count) out[i * 8 + bit] = 1;
        }
      }
      return out;
    }
    for (var r = 0, next = 0; r + 1 < posting.length; r += 2) {
      next += posting[r];
      for (var k = 0; k < posting[r + 1]; k++) out[next++] = 1;
    }
    return out;
  }

  function checkbox(item, facet) {
    var key = item.getAttribute("data-facet");
    var input = document.createElement("input");
    input.type = "checkbox";
    input.id = "facet-" + key;
    input.value = key;
    input.checked = key === current;
    var label = document.createElement("label");
    label.htmlFor = input.id;
    label.textContent = facet.label + " ";
    var count = item.querySelector(".facet-count");
    label.appendChild(count);
    item.textContent = "";
    item.appendChild(input);
    item.appendChild(label);
    return input;
  }

  function start(json, atms) {
    var facets = {};
    json.groups.forEach(function (group) {
      group.facets.forEach(function (facet) { facets[facet.key] = { label: facet.label, bits: bits(facet.posting, json.count) }; });
    });
    var inList = new Uint8Array(json.count);
    for (var n = 0; n < json.count; n++) inList[n] = !atms || (atms[n] === 1) === (kind === "atm") ? 1 : 0;
    var inputs = Array.prototype.slice.call(box.querySelectorAll("li[data-facet]")).filter(function (item) {
      return facets[item.getAttribute("data-facet")];
    }).map(function (item) { return checkbox(item, facets[item.getAttribute("data-facet")]); });

    // The positions that have every ticked value (null when none is ticked), and the words for them.
    function selection() {
      var ticked = inputs.filter(function (input) { return input.checked; }).map(function (input) { return input.value; });
      if (!ticked.length) return { allowed: null, text: "" };
      var allowed = new Uint8Array(json.count);
      for (var n = 0; n < json.count; n++) {
        allowed[n] = ticked.every(function (key) { return facets[key].bits[n] === 1; }) ? 1 : 0;
      }
      var labels = ticked.map(function (key) { return facets[key].label; });
      return { allowed: allowed, text: W.say("js_with", "with {services}", { services: labels.join(W.say("js_and", " and ")) }) };
    }

    // The positions a search (and "Open now only") keeps, before these filters; null for the whole list.
    var matched = null;
    function scopeOf(found) {
      var flags = found && new Uint8Array(json.count);
      if (found) found.forEach(function (n) { flags[n] = 1; });
      return flags;
    }
    matched = scopeOf(page.matched);
    document.addEventListener("waymark:results", function (event) {
      matched = scopeOf(event.detail && !event.detail.near ? event.detail.matched : null);
      recount(selection().allowed);
    });

    function recount(allowed) {
      var scope = matched || inList;
      inputs.forEach(function (input) {
        var own = facets[input.value].bits, total = 0;
        for (var n = 0; n < json.count; n++) if (own[n] && scope[n] && (!allowed || allowed[n])) total++;
        var count = input.parentNode.querySelector(".facet-count");
        count.textContent = "(" + total + ")";
        input.parentNode.classList.toggle("is-empty", total === 0 && !input.checked);
      });
      box.querySelectorAll("fieldset.facet-group").forEach(function (group) {
        group.hidden = !group.querySelector("li[data-facet]:not(.is-empty)");
      });
    }

    function changed() {
      if (current && !inputs.some(function (input) { return input.checked && input.value === current; })) {
        window.location.href = box.getAttribute("data-list") + window.location.search;   // this page's own filter is off
        return;
      }
      var chosen = selection();
      recount(chosen.allowed);
      page.setFilter(chosen.allowed, chosen.text);
    }

    inputs.forEach(function (input) { input.addEventListener("change", changed); });
    box.classList.add("is-live");
    var chosen = selection();
    recount(chosen.allowed);
    if (chosen.allowed && page.input.value.trim()) {
      page.setFilter(chosen.allowed, chosen.text);   // a filter page opened with ?q=: search again, filtered
    } else if (chosen.allowed) {   // a filter page: its own list already shows this filter; searches keep it
      page.setFilter(chosen.allowed, chosen.text, true);
    }
  }

  // search/facets.json holds a bitmap of every location per value (about 17 KB each at 100,000 locations), so it is
  // fetched when the filters are opened, not with every list page; a filter page, whose list is already filtered,
  // fetches it at once so that a search there keeps its filter.
  var index = box.getAttribute("data-facets");
  var loading = false;
  function load() {
    if (loading) return;
    loading = true;
    Promise.all([fetch(index).then(function (response) {
      if (!response.ok) throw new Error(index + ": HTTP " + response.status);
      return response.json();
    }), kind ? page.index.atms() : Promise.resolve(null)]).then(function (both) {
      start(both[0], both[1]);
    }).catch(function () { /* the links to the filter pages stay */ });
  }
  if (current || box.open) {
    load();
  } else {
    box.addEventListener("toggle", function () { if (box.open) load(); });
  }
})();
