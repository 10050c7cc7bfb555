// Waymark: the locations section. Search as you type over every location, "near me", and "open now" on
// the hours pages (hours.js). Every page works without this file; it only enhances them.
//
// The search index under /search/ is described in Sources/WaymarkKit/Site/SearchIndex.swift.
(function () {
  "use strict";

  var PAGE = 20;          // results shown at once, and how many "near me" lists
  var MAX_LEAVES = 32;    // k-d tree leaves read to place a search's results on the map
  var MAX_FRAMED = 500;   // results the map frames after a search
  var MIN_TOKEN = 2;      // shorter ASCII words are ignored: they would match almost everything
  var DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
  var WEEK = 7 * 1440;

  // Text ------------------------------------------------------------------------------------------

  // The same folding as Slug.fold and SearchText.tokens in Swift.
  var SPECIAL = { "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L",
                  "ı": "i", "œ": "oe", "Œ": "OE", "þ": "th" };

  function tokens(text) {
    var folded = text.normalize("NFKD").replace(/\p{Mn}/gu, "").replace(/[ßæÆøØđĐłŁıœŒþ]/g, function (c) {
      return SPECIAL[c];
    });
    return folded.toLowerCase().match(/[\p{Alphabetic}\p{N}]+/gu) || [];
  }

  function queryTokens(query) {
    var words = tokens(query).filter(function (t) { return t.length >= MIN_TOKEN || /[^\x00-\x7f]/.test(t); });
    words = words.filter(function (t, i) { return words.indexOf(t) === i; });
    words.sort(function (a, b) { return b.length - a.length || (a < b ? -1 : a > b ? 1 : 0); });
    // A word that starts another word adds nothing: "lon" matches whatever "london" matches.
    return words.filter(function (t, i) {
      return !words.some(function (u, j) { return j < i && u.indexOf(t) === 0; });
    });
  }

  var W = window.waymarkWords; // words.js: the page's words
  // By the list's kind: "3 branches", "branches" (as in "No branches match") and "open now" (agreeing with it).
  var KINDS = {
    atms: [W.count.bind(null, "count_atms"), { one: "{count} ATM", other: "{count} ATMs" },
           W.say("js_kinds_atms", "ATMs"), W.say("js_open_now_atms", "open now")],
    branches: [W.count.bind(null, "count_branches"), { one: "{count} branch", other: "{count} branches" },
               W.say("js_kinds_branches", "branches"), W.say("js_open_now_branches", "open now")],
    locations: [W.count.bind(null, "count_locations"), { one: "{count} location", other: "{count} locations" },
                W.say("js_kinds_locations", "locations"), W.say("js_open_now_locations", "open now")]
  };
  function counted(kinds, n) { return KINDS[kinds][0](n, KINDS[kinds][1]); }

  // Index files -------------------------------------------------------------------------------------

  function Index(base) {
    this.base = base;
    this.files = new Map();
  }

  Index.prototype.get = function (path) {
    var self = this;
    if (!this.files.has(path)) {
      var loading = fetch(this.base + path).then(function (response) {
        if (!response.ok) throw new Error(path + ": HTTP " + response.status);
        return response.json();
      });
      loading.catch(function () { self.files.delete(path); });
      this.files.set(path, loading);
    }
    return this.files.get(path);
  };

  // Part `n` of the packs under `kind`/ (Sources/WaymarkKit/Site/SearchPack.swift): `per` parts to a file, which
  // opens with a line of ten digits for where each part starts (and where the last ends). The head is read first,
  // then the part, each by an HTTP range request; from a host that ignores the range (or the offline cache) the
  // whole file comes, and is kept and sliced.
  var DIGITS = 10;

  Index.prototype.range = function (url, start, end) {
    return fetch(url, { headers: { Range: "bytes=" + start + "-" + (end - 1) } }).then(function (response) {
      if (!response.ok) throw new Error(url + ": HTTP " + response.status);
      return response.arrayBuffer().then(function (bytes) { return { whole: response.status !== 206, bytes: bytes }; });
    });
  };

  Index.prototype.pack = function (url, per) {
    var self = this;
    if (!this.files.has(url)) {
      var loading = this.range(url, 0, (per + 1) * (DIGITS + 1)).then(function (got) {
        var head = new TextDecoder().decode(new Uint8Array(got.bytes, 0, (per + 1) * (DIGITS + 1)));
        var starts = [];
        for (var i = 0; i <= per; i++) starts.push(parseInt(head.substr(i * (DIGITS + 1), DIGITS), 10));
        return { starts: starts, whole: got.whole ? got.bytes : null };
      });
      loading.catch(function () { self.files.delete(url); });
      this.files.set(url, loading);
    }
    return this.files.get(url);
  };

  Index.prototype.part = function (kind, n, per) {
    var self = this, key = kind + "/" + n;
    if (!this.files.has(key)) {
      var url = this.base + kind + "/" + Math.floor(n / per) + ".bin", i = n % per;
      var loading = this.pack(url, per).then(function (pack) {
        var start = pack.starts[i], end = pack.starts[i + 1];
        var bytes = pack.whole ? Promise.resolve(pack.whole.slice(start, end))
          : self.range(url, start, end).then(function (got) { return got.whole ? got.bytes.slice(start, end) : got.bytes; });
        return bytes.then(function (part) { return JSON.parse(new TextDecoder().decode(part)); });
      });
      loading.catch(function () { self.files.delete(key); });
      this.files.set(key, loading);
    }
    return this.files.get(key);
  };

  Index.prototype.manifest = function () {
    var self = this;
    if (!this.loadedManifest) {
      this.loadedManifest = this.get("index.json").then(function (json) {
        return { count: json.count, block: json.block, pack: json.pack, hours: json.hours, nodes: new Map(Object.entries(json.nodes)) };
      });
      this.loadedManifest.catch(function () { self.loadedManifest = null; });
    }
    return this.loadedManifest;
  };

  // The sorted list positions of a posting: runs [skip, take, …] or a base64 bitmap.
  function decode(posting, count) {
    var out = [];
    if (typeof posting === "string") {
      var bytes = atob(posting);
      for (var i = 0; i < bytes.length; i++) {
        var byte = bytes.charCodeAt(i);
        for (var bit = 0; byte && bit < 8; bit++, byte >>= 1) if (byte & 1) out.push(i * 8 + bit);
      }
      return out.filter(function (n) { return n < count; });
    }
    var next = 0;
    for (var r = 0; r + 1 < posting.length; r += 2) {
      next += posting[r];
      for (var k = 0; k < posting[r + 1]; k++) out.push(next++);
    }
    return out;
  }

  function union(lists, count) {
    if (lists.length === 1) return lists[0];
    var seen = new Uint8Array(count);
    lists.forEach(function (list) { list.forEach(function (n) { seen[n] = 1; }); });
    var out = [];
    for (var i = 0; i < count; i++) if (seen[i]) out.push(i);
    return out;
  }

  function intersect(a, b) {
    var out = [], i = 0, j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) { out.push(a[i]); i++; j++; } else if (a[i] < b[j]) i++; else j++;
    }
    return out;
  }

  // The list positions of every location with a word starting with `token`.
  Index.prototype.posting = function (token) {
    var self = this;
    return this.manifest().then(function (manifest) {
      var letters = Array.from(token);
      for (var k = 1; k <= letters.length; k++) {
        var node = manifest.nodes.get(letters.slice(0, k).join(""));
        if (!node) return [];
        if (node[1] === 1) {
          return self.part("t", node[0], manifest.pack).then(function (leaf) {
            var lists = Object.keys(leaf).filter(function (word) { return word.indexOf(token) === 0; })
              .map(function (word) { return decode(leaf[word], manifest.count); });
            return lists.length ? union(lists, manifest.count) : [];
          });
        }
        if (k === letters.length) {
          return self.part("t", node[0], manifest.pack).then(function (all) { return decode(all, manifest.count); });
        }
      }
      return [];
    });
  };

  Index.prototype.atms = function () {
    var self = this;
    return this.manifest().then(function (manifest) {
      return self.get("kinds.json").then(function (kinds) {
        var flags = new Uint8Array(manifest.count);
        decode(kinds.atm, manifest.count).forEach(function (n) { flags[n] = 1; });
        return flags;
      });
    });
  };

  // search/h/<n>.json (SearchIndex+Hours.swift): the time zone (runs) and week (letters) of list positions
  // n × `hours` to (n + 1) × `hours` − 1, `hours` in the manifest. Only the parts that hold the positions asked
  // about are read, and each read as every distinct pair's hours in the form of `data-hours` and, per position,
  // the number of its pair (-1 for none, or not read), so that "Open now only" works each pair out once.
  var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  function readHours(json, start, weeks) {
    var n = start;
    for (var r = 0; r + 1 < json.zone.length; r += 2) {
      for (var k = 0; k < json.zone[r + 1]; k++, n++) {
        if (json.zone[r] < 0) continue;
        var week = 0, at = (n - start) * json.width;
        for (var c = 0; c < json.width; c++) week = week * 64 + LETTERS.indexOf(json.week[at + c]);
        var text = json.zones[json.zone[r]] + " " + json.weeks[week], pair = weeks.numbers.get(text);
        if (pair === undefined) {
          pair = weeks.texts.length;
          weeks.numbers.set(text, pair);
          weeks.texts.push(text);
        }
        weeks.of[n] = pair;
      }
    }
  }

  // The hours of `positions` (every position when null): {texts, of} over the parts read so far.
  Index.prototype.weeks = function (positions) {
    var self = this;
    return this.manifest().then(function (manifest) {
      if (!self.loadedWeeks) {
        self.loadedWeeks = { texts: [], of: new Int32Array(manifest.count).fill(-1), numbers: new Map(), parts: new Map() };
      }
      var weeks = self.loadedWeeks, parts = {};
      if (positions) positions.forEach(function (n) { parts[Math.floor(n / manifest.hours)] = true; });
      else for (var p = 0; p * manifest.hours < manifest.count; p++) parts[p] = true;
      return Promise.all(Object.keys(parts).map(function (p) {
        if (!weeks.parts.has(p)) {
          var loading = self.get("h/" + p + ".json").then(function (json) { readHours(json, p * manifest.hours, weeks); });
          loading.catch(function () { weeks.parts.delete(p); });
          weeks.parts.set(p, loading);
        }
        return weeks.parts.get(p);
      })).then(function () { return weeks; });
    });
  };

  // Suggestions for a search that found nothing ------------------------------------------------------

  function editDistance(a, b) {
    var row = [];
    for (var j = 0; j <= b.length; j++) row.push(j);
    for (var i = 1; i <= a.length; i++) {
      var diagonal = row[0];
      row[0] = i;
      for (j = 1; j <= b.length; j++) {
        var above = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length];
  }

  // How far a city's name is from what was typed: its spelling ("munich" and "munchen" are 3 apart), or 0 for its
  // initials, with or without a "c" for "city" ("ny", "nyc": New York).
  function nameDistance(typed, name) {
    var words = tokens(name), initials = words.map(function (w) { return w[0]; }).join("");
    if (words.length > 1 && (typed === initials || typed === initials + "c")) return 0;
    return editDistance(typed, words.join(""));
  }

  // Up to three cities (search/cities/<letter>.json: [name, href, count, runs], and a district's own name after
  // them, "Manhattan" for "Manhattan, New York") whose names are nearest to the query, the larger first where two are
  // as near: the names a customer may have meant.
  Index.prototype.suggest = function (query) {
    var typed = tokens(query).join("");
    if (typed.length < 3) return Promise.resolve([]);
    var key = /[a-z]/.test(typed[0]) ? typed[0] : "0";
    return this.get("cities/" + key + ".json").then(function (cities) {
      var limit = Math.max(1, Math.floor(typed.length / 2));
      return cities.map(function (city) { return { city: city, distance: nameDistance(typed, city[4] || city[0]) }; })
        .filter(function (scored) { return scored.distance <= limit; })
        .sort(function (a, b) { return a.distance - b.distance || b.city[2] - a.city[2]; })
        .slice(0, 3).map(function (scored) { return scored.city; });
    }, function () { return []; });   // no file for that letter: no city starts with it
  };

  // The districts whose names start with what was typed ("manh": Manhattan, New York), the larger first: a search
  // finds their locations by their addresses, and these link to their cities' lists.
  Index.prototype.districts = function (query) {
    var typed = tokens(query).join("");
    if (typed.length < 3) return Promise.resolve([]);
    var key = /[a-z]/.test(typed[0]) ? typed[0] : "0";
    return this.get("cities/" + key + ".json").then(function (cities) {
      return cities.filter(function (city) { return city[4] && tokens(city[4]).join("").indexOf(typed) === 0; })
        .sort(function (a, b) { return b[2] - a[2]; }).slice(0, 3);
    }, function () { return []; });
  };

  // Records [id, kind, name, address] of list positions, in the same order.
  Index.prototype.records = function (positions) {
    var self = this;
    return this.manifest().then(function (manifest) {
      var blocks = {};
      positions.forEach(function (n) { blocks[Math.floor(n / manifest.block)] = true; });
      var loads = Object.keys(blocks).map(function (b) {
        return self.part("r", Number(b), manifest.pack).then(function (rows) { blocks[b] = rows; });
      });
      return Promise.all(loads).then(function () {
        return positions.map(function (n) { return blocks[Math.floor(n / manifest.block)][n % manifest.block]; });
      });
    });
  };

  // Every location matching all words, in list order; `kind` is "branch", "atm" or "".
  Index.prototype.search = function (words, kind) {
    var self = this;
    var candidates = null, later = [];
    var filter = kind ? this.atms() : Promise.resolve(null);
    var chain = filter;
    words.forEach(function (word) {
      chain = chain.then(function () {
        if (candidates && candidates.length <= PAGE) { later.push(word); return; }
        return Promise.all([self.posting(word), filter]).then(function (both) {
          var found = candidates ? intersect(candidates, both[0]) : both[0];
          var atms = both[1];
          candidates = atms ? found.filter(function (n) { return (atms[n] === 1) === (kind === "atm"); }) : found;
        });
      });
    });
    return chain.then(function () {
      if (!later.length || !candidates.length) return candidates || [];
      // Few enough to check the remaining words on the records themselves.
      return self.records(candidates).then(function (records) {
        return candidates.filter(function (n, i) {
          var own = tokens(records[i][2] + " " + records[i][3]);
          return later.every(function (word) { return own.some(function (t) { return t.indexOf(word) === 0; }); });
        });
      });
    });
  };

  // Near me -------------------------------------------------------------------------------------------

  var RADIUS = 6371008.8;
  function radians(d) { return d * Math.PI / 180; }

  function distance(lat1, lng1, lat2, lng2) {
    var dLat = radians(lat2 - lat1), dLng = radians(lng2 - lng1);
    var a = Math.pow(Math.sin(dLat / 2), 2) + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.pow(Math.sin(dLng / 2), 2);
    return 2 * RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
  }

  function wrap(degrees) { return ((degrees + 540) % 360) - 180; }

  // The least distance from a point to any point of a box [minLat, minLng, maxLat, maxLng].
  function boxDistance(lat, lng, box) {
    var clampLat = function (x) { return Math.max(box[0], Math.min(box[2], x)); };
    if (lng >= box[1] && lng <= box[3]) return distance(lat, lng, clampLat(lat), lng);
    var toWest = wrap(box[1] - lng), toEast = wrap(box[3] - lng);
    var edge = Math.abs(toWest) < Math.abs(toEast) ? box[1] : box[3];
    var dLng = Math.abs(wrap(edge - lng));
    // Along a meridian the distance is least at the foot of the perpendicular from the point.
    var foot = dLng < 90 ? Math.atan(Math.tan(radians(lat)) / Math.cos(radians(dLng))) * 180 / Math.PI : (lat >= 0 ? 90 : -90);
    return distance(lat, lng, clampLat(foot), edge);
  }

  Index.prototype.nearest = function (lat, lng, count, kind, allowed) {
    var self = this;
    return this.get("geo.json").then(function (geo) {
      var order = geo.leaves.map(function (box, n) { return { n: n, bound: boxDistance(lat, lng, box) }; })
        .sort(function (a, b) { return a.bound - b.bound || a.n - b.n; });
      var best = [];
      function step(i) {
        if (i >= order.length || (best.length >= count && order[i].bound > best[count - 1].metres)) return best;
        return self.part("g", order[i].n, geo.pack).then(function (rows) {
          var positions = rows.map(function (row) { return row[0]; });
          return Promise.all([rows, allowed ? allowed(positions) : null]);
        }).then(function (both) {
          var rows = both[0], ok = both[1];
          rows.forEach(function (row) {
            if (kind && (row[3] === 1) !== (kind === "atm")) return;
            if (ok && !ok(row[0])) return;
            best.push({ position: row[0], metres: distance(lat, lng, row[1], row[2]), lat: row[1], lng: row[2] });
          });
          best.sort(function (a, b) { return a.metres - b.metres || a.position - b.position; });
          best = best.slice(0, count);
          return step(i + 1);
        });
      }
      return step(0);
    });
  };

  // Where list positions are, from the k-d tree's leaves that "near me" reads, leaf by leaf until each is found: at
  // most MAX_LEAVES requests, so on a large site a search frames the results it found in them.
  Index.prototype.coordinates = function (positions) {
    var self = this, wanted = {}, left = positions.length, out = [];
    positions.forEach(function (n) { wanted[n] = true; });
    return this.get("geo.json").then(function (geo) {
      function step(i) {
        if (!left || i >= Math.min(geo.leaves.length, MAX_LEAVES)) return out;
        return self.part("g", i, geo.pack).then(function (rows) {
          rows.forEach(function (row) {
            if (!wanted[row[0]]) return;
            out.push({ lat: row[1], lng: row[2] });
            left--;
          });
          return step(i + 1);
        });
      }
      return step(0);
    });
  };

  // In the page's language and its country's unit (hours.js, which every page with a list loads after this file).
  function formatDistance(metres) {
    return window.waymarkHours.formats.distance(metres);
  }

  // The list page --------------------------------------------------------------------------------

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function row(record, base, metres) {
    var kind = record[1] === "a" ? "atm" : "branch";
    var item = element("li");
    if (record[4]) item.setAttribute("data-hours", record[4]); // status by hours.js
    var link = element("a", "", record[2]);
    link.href = base + "locations/" + record[0].split("/").map(encodeURIComponent).join("/") + "/";
    item.appendChild(link);
    if (record[5]) item.appendChild(element("span", "row-closure", record[5])); // a status other than open
    item.appendChild(element("span", "badge badge-" + kind, kind === "atm" ? W.say("kind_atm", "ATM") : W.say("kind_branch", "Branch")));
    if (metres !== undefined) item.appendChild(element("span", "distance", formatDistance(metres)));
    item.appendChild(element("span", "address", record[3]));
    return item;
  }

  function ListPage(form) {
    this.form = form;
    this.input = form.querySelector("input[name=q]");
    this.status = document.querySelector(".search-status");
    this.results = document.querySelector(".search-results");
    this.listing = document.querySelector(".listing");
    this.base = form.getAttribute("data-base");
    this.kind = form.getAttribute("data-kind");
    // A city's or a country's page has no search, only "Open now only" over its own list positions: runs in a
    // file that lists every city of a letter (its entry is [name, href, count, runs]) or every country.
    this.scope = form.getAttribute("data-scope-file") && [form.getAttribute("data-scope-file"), form.getAttribute("data-scope-key")];
    this.index = new Index(form.getAttribute("data-index"));
    this.generation = 0;
    // The service and accessibility filters (facets.js): list positions allowed (a Uint8Array) or null, and the
    // words that say so ("with Cash deposit"); and "Open now only" (hours.js).
    this.facet = null;
    this.facetText = "";
    this.openOnly = false;
    this.near = false;
    this.filterLinks = Array.prototype.slice.call(document.querySelectorAll("a[data-filter]"));
    this.filterLinks.forEach(function (a) { a.setAttribute("data-href", a.getAttribute("href")); });
  }

  ListPage.prototype.start = function () {
    var self = this, timer = null;
    this.form.hidden = false;
    if (!this.input) return;
    this.input.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () { self.run(self.input.value); }, 120);
    });
    // Enter (and a search opened from another page) moves focus to the count, so that Tab reaches the first result.
    this.form.addEventListener("submit", function (event) {
      event.preventDefault();
      clearTimeout(timer);
      self.run(self.input.value, true);
    });
    var nearMe = this.form.querySelector("button.near-me");
    if (nearMe && navigator.geolocation) {
      nearMe.addEventListener("click", function () { self.locate(); });
    } else if (nearMe) {
      nearMe.hidden = true;
    }
    var query = new URLSearchParams(window.location.search).get("q");
    if (query) {
      this.input.value = query;
      this.run(query, true);
    }
  };

  ListPage.prototype.remember = function (query) {
    if (!this.input) return;
    var suffix = query ? "?q=" + encodeURIComponent(query) : "";
    history.replaceState(null, "", window.location.pathname + suffix);
    this.filterLinks.forEach(function (a) { a.setAttribute("href", a.getAttribute("data-href") + suffix); });
    // The language switch leads to the same search in the other language.
    document.querySelectorAll(".language-switch a").forEach(function (a) { a.search = suffix; });
  };

  ListPage.prototype.say = function (text) {
    this.status.textContent = text;
    this.status.hidden = !text;
  };

  ListPage.prototype.showListing = function () {
    this.results.hidden = true;
    this.results.textContent = "";
    if (this.listing) this.listing.hidden = false;
    announce(null);
    this.frameResults(null);
  };

  // Tells the page's other scripts (the map, the filters) what the results are: null for the page's own list.
  // `matched` is what the search and "Open now only" keep before the service filters, which the filters count in.
  function announce(found, near, matched) {
    if (window.waymarkList) window.waymarkList.matched = found && !near ? matched || null : null;
    document.dispatchEvent(new CustomEvent("waymark:results", {
      detail: found && { count: found.length, near: !!near, matched: matched || null }
    }));
  }

  // The service filters; `quietly` on a filter page, whose own list already shows them.
  ListPage.prototype.setFilter = function (allowed, text, quietly) {
    this.facet = allowed;
    this.facetText = text ? " " + text : "";
    if (!quietly) this.again();
  };

  ListPage.prototype.setOpenOnly = function (on) {
    this.openOnly = on;
    this.again();
  };

  ListPage.prototype.again = function () {
    if (this.near) this.locate(); else this.run(this.input ? this.input.value : "");
  };

  // "with Cash deposit open now": the words after "branches" for the filters on.
  ListPage.prototype.filterText = function () {
    return this.facetText + (this.openOnly ? " " + KINDS[this.kinds()][3] : "");
  };

  ListPage.prototype.kinds = function () { return this.kind === "atm" ? "atms" : this.kind === "branch" ? "branches" : "locations"; };

  // Which of `positions` are open now, each distinct week of hours worked out once: {open, of, states}.
  ListPage.prototype.openNow = function (positions) {
    return this.index.weeks(positions).then(function (weeks) {
      var now = new Date();
      var states = weeks.texts.map(function (text) { return window.waymarkHours.opening(text, now); });
      var open = new Uint8Array(weeks.of.length);
      for (var n = 0; n < open.length; n++) open[n] = weeks.of[n] >= 0 && states[weeks.of[n]] && states[weeks.of[n]].open ? 1 : 0;
      return { open: open, of: weeks.of, states: states };
    });
  };

  // The filters for "near me": a function from positions to (a promise of) whether each position may be shown,
  // which reads the hours of only those positions; null when no filter is on.
  ListPage.prototype.allowed = function () {
    var self = this, facet = this.facet;
    if (!this.openOnly && !facet) return null;
    return function (positions) {
      var hours = self.openOnly ? self.openNow(positions) : Promise.resolve(null);
      return hours.then(function (open) {
        return function (n) { return (!open || open.open[n] === 1) && (!facet || facet[n] === 1); };
      });
    };
  };

  // Every location of the page's kind (or of its city or country), in list order.
  ListPage.prototype.everyOfKind = function () {
    var self = this;
    var kinds = this.kind ? this.index.atms() : Promise.resolve(null);
    var scope = this.scope ? this.index.get(this.scope[0]) : Promise.resolve(null);
    return Promise.all([this.index.manifest(), kinds, scope]).then(function (both) {
      if (self.scope) {
        var key = self.scope[1], entry = Array.isArray(both[2]) ? both[2].filter(function (e) { return e[1] === key; })[0] : null;
        return decode(entry ? entry[3] : both[2][key] || [], both[0].count);
      }
      var found = [], atms = both[1];
      for (var n = 0; n < both[0].count; n++) {
        if (!atms || (atms[n] === 1) === (self.kind === "atm")) found.push(n);
      }
      return found;
    });
  };

  // "None of these is open now; next to open: Leith Walk, opens at 09:00 (Mon).": the location of `closed` that
  // opens first (the first in the list of those that open at the same time).
  ListPage.prototype.nextToOpen = function (closed, hours) {
    var best = -1, wait = Infinity;
    closed.forEach(function (n) {
      var state = hours.of[n] >= 0 ? hours.states[hours.of[n]] : null;
      if (state && state.wait !== null && state.wait < wait) { best = n; wait = state.wait; }
    });
    if (best < 0) return Promise.resolve(W.say("js_none_open_week", "None of these is open now, nor opens within a week."));
    return this.index.records([best]).then(function (records) {
      return W.say("js_next_to_open", "None of these is open now; next to open: {name}, {opens}.",
                   { name: records[0][2], opens: hours.states[hours.of[best]].opens });
    });
  };

  ListPage.prototype.run = function (query, focus) {
    var self = this, generation = ++this.generation;
    query = query.trim();
    this.near = false;
    this.remember(query);
    var words = queryTokens(query);
    if (!query && (this.facet || this.openOnly)) {
      words = [];
    } else if (!query) {
      this.say("");
      this.showListing();
      return;
    } else if (!words.length) {
      this.say(W.say("js_type_more", "Type at least two letters or digits to search."));
      this.showListing();
      return;
    }
    this.form.setAttribute("aria-busy", "true");
    var facet = this.facet, only = this.filterText();
    var search = words.length ? this.index.search(words, this.kind) : this.everyOfKind();
    var openOnly = this.openOnly;
    search.then(function (found) {
      return Promise.all([found, openOnly ? self.openNow(found) : null]);
    }).then(function (both) {
      if (generation !== self.generation) return;
      var hours = both[1];
      var matched = hours ? both[0].filter(function (n) { return hours.open[n]; }) : both[0];
      var found = facet ? matched.filter(function (n) { return facet[n]; }) : matched;
      // With nothing open, what the other filters keep, for the one that opens next.
      var closed = hours && !found.length ? (facet ? both[0].filter(function (n) { return facet[n]; }) : both[0]) : [];
      var next = closed.length ? self.nextToOpen(closed, hours) : Promise.resolve("");
      return Promise.all([self.show(found, 0, generation, undefined, matched), next]).then(function (done) {
        if (generation !== self.generation) return;
        self.form.removeAttribute("aria-busy");
        self.say(self.counted(found.length, words.length ? query : "", only, closed.length, done[1]));
        if (focus) self.status.focus();
        if (words.length && !facet && !hours) self.suggest(query, generation, found.length > 0);
      });
    }).catch(function () {
      if (generation !== self.generation) return;
      self.form.removeAttribute("aria-busy");
      self.say(W.say("js_search_unavailable", "The search is not available right now; the list below is unchanged."));
      self.showListing();
    });
  };

  // "3 branches with Cash deposit match “London”.", or, when "Open now only" leaves none of the `before` that the
  // other filters keep, how many those are and which opens next.
  ListPage.prototype.counted = function (count, query, only, before, next) {
    if (before) {
      only = this.facetText;
      count = before;
    }
    var values = { found: counted(this.kinds(), count), kinds: KINDS[this.kinds()][2], filters: only, query: query };
    var text;
    if (!query) {
      text = count ? W.say("js_found", "{found}{filters}.", values) : W.say("js_none", "No {kinds}{filters}.", values);
    } else {
      text = count ? W.count("js_found_query", count, { one: "{found}{filters} matches “{query}”.",
                                                       other: "{found}{filters} match “{query}”." }, values)
                   : W.say("js_none_query", "No {kinds}{filters} match “{query}”.", values);
    }
    return next ? text + " " + next : text;
  };

  // "Did you mean München (11)?", under a search that found nothing, each city a link to its list.
  // With results, the districts whose names start as the query does: "In Manhattan, New York (2 locations)".
  ListPage.prototype.suggest = function (query, generation, found) {
    var self = this;
    (found ? this.index.districts(query) : this.index.suggest(query)).then(function (cities) {
      if (generation !== self.generation || !cities.length) return;
      var words = found ? W.say("js_in_places", "In {places}.") : W.say("js_did_you_mean", "Did you mean {places}?");
      var line = element("p", "suggestions", words.split("{places}")[0]);
      cities.forEach(function (city, i) {
        if (i) line.appendChild(document.createTextNode(i === cities.length - 1 ? W.say("js_or", " or ") : W.say("js_comma", ", ")));
        var link = element("a", "", city[0]);
        link.href = city[1];
        line.appendChild(link);
        line.appendChild(document.createTextNode(" (" + counted("locations", city[2]) + ")"));
      });
      line.appendChild(document.createTextNode(words.split("{places}")[1] || ""));
      self.results.insertBefore(line, self.results.firstChild);
    });
  };

  // Shows results [from, from + PAGE) of `found`, with a button for more.
  ListPage.prototype.show = function (found, from, generation, distances, matched) {
    var self = this;
    var slice = found.slice(from, from + PAGE);
    return this.index.records(slice).then(function (records) {
      if (generation !== self.generation) return;
      var list = self.results.querySelector("ul");
      if (from === 0) {
        self.results.textContent = "";
        list = element("ul", "location-list");
        self.results.appendChild(list);
      }
      var more = self.results.querySelector("button.more");
      if (more) more.remove();
      records.forEach(function (record, i) {
        list.appendChild(row(record, self.base, distances ? distances[from + i] : undefined));
      });
      if (from + PAGE < found.length) {
        more = element("button", "more", W.count("js_show_more", found.length - from - PAGE,
                                                 { one: "Show more ({count} left)", other: "Show more ({count} left)" }));
        more.type = "button";
        more.addEventListener("click", function () { self.show(found, from + PAGE, generation, distances); });
        self.results.appendChild(more);
      }
      if (self.listing) self.listing.hidden = true;
      self.results.hidden = false;
      if (from === 0) announce(found, !!distances, matched);
      if (from === 0 && !distances) self.frameResults(found, generation);
    });
  };

  // A point on a Web Mercator map in the units of the view box the build drew: the map says its scale and
  // top-left world pixel, so the visitor is projected exactly as the build projected the pins.
  function project(svg, lat, lng) {
    var scale = Number(svg.getAttribute("data-scale")), width = Number(svg.getAttribute("width"));
    var phi = Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI / 180;
    var x = (lng / 360 + 0.5) * scale - Number(svg.getAttribute("data-origin-x"));
    var y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * scale - Number(svg.getAttribute("data-origin-y"));
    x -= Math.round((x - width / 2) / scale) * scale;   // the copy of the world nearest the centre
    return { x: x, y: y };
  }

  // The map's zoom (mapzoom.js, loaded before this file where there is a map): frame points, or the whole map.
  function reframe(svg, points) { if (window.waymarkMap) window.waymarkMap.frame(svg, points); }
  function unframe(svg) { if (window.waymarkMap) window.waymarkMap.whole(svg); }

  // "You are here" on the page's map, a mark over the pins and clusters like them (never under one), and the map
  // reframed on the visitor and the nearest places. Off the map: no marker, and the map as it was.
  function markYouAreHere(lat, lng, nearest) {
    var svg = document.querySelector("figure.map svg[data-projection='web-mercator']");
    if (!svg) return;
    var frame = svg.closest(".wm-frame");
    var old = frame.querySelector(".wm-here");
    if (old) old.parentNode.removeChild(old);
    var here = project(svg, lat, lng);
    if (here.x < 0 || here.y < 0 || here.x > Number(svg.getAttribute("width")) || here.y > Number(svg.getAttribute("height"))) return;
    var mark = element("span", "wm-p wm-you-are-here wm-here");
    mark.setAttribute("role", "img");
    mark.setAttribute("aria-label", W.say("map_this_you_are_here", "You are here"));
    mark.setAttribute("title", W.say("map_this_you_are_here", "You are here"));
    mark.style.left = (here.x / Number(svg.getAttribute("width")) * 100).toFixed(3) + "%";
    mark.style.top = (here.y / Number(svg.getAttribute("height")) * 100).toFixed(3) + "%";
    frame.appendChild(mark);
    reframe(svg, [here].concat(nearest.slice(0, 5).map(function (b) { return project(svg, b.lat, b.lng); })));
  }

  // The map follows a search: it zooms onto the results (the first MAX_FRAMED), and shows the whole list again when
  // the search is cleared. Only a map that says its projection (the list pages') can place them.
  ListPage.prototype.frameResults = function (found, generation) {
    var self = this, svg = document.querySelector("main figure.map svg[data-projection='web-mercator'][data-scale]");
    if (!svg) return;
    if (!found || !found.length) return unframe(svg);
    this.index.coordinates(found.slice(0, MAX_FRAMED)).then(function (points) {
      if (generation !== self.generation || !points.length) return;
      unframe(svg);
      reframe(svg, points.map(function (p) { return project(svg, p.lat, p.lng); }));
    });
  };

  // The notices of the nearest places (notices/near.json, named by the form on a site whose notices name places),
  // in a box above the list: those naming one of the NEAR_NOTICES nearest locations, their city or their country, and
  // not expired since the build. Nothing is shown when the file cannot be read: the list is what was asked for.
  var NEAR_NOTICES = 5;
  ListPage.prototype.nearNotices = function (best, generation) {
    var self = this, url = this.form.getAttribute("data-notices");
    if (!url || !best.length || !window.fetch) return;
    var near = best.slice(0, NEAR_NOTICES).map(function (b) { return b.position; });
    var today = new Date().toISOString().slice(0, 10);
    fetch(url, { credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (file) {
      if (!file || generation !== self.generation || !Array.isArray(file.notices)) return;
      var shown = file.notices.filter(function (notice) {
        if (notice.expires && notice.expires <= today) return false;
        return (notice.at || []).some(function (run) {
          return near.some(function (p) { return p >= run[0] && p <= run[1]; });
        });
      });
      if (!shown.length) return;
      var box = element("section", "near-notices");
      box.setAttribute("aria-labelledby", "near-notices-title");
      var heading = element("h2", "", W.count("js_notices_near", shown.length, { one: "A notice near you", other: "Notices near you" }));
      heading.id = "near-notices-title";
      box.appendChild(heading);
      var list = element("ul");
      shown.forEach(function (notice) {
        var item = element("li");
        var link = element("a", "", String(notice.title));
        link.href = String(notice.href);
        item.appendChild(link);
        var topics = Array.isArray(notice.topics) && notice.topics.length ? " · " + notice.topics.join(", ") : "";
        item.appendChild(element("span", "muted", " " + String(notice.day) + topics));
        list.appendChild(item);
      });
      box.appendChild(list);
      self.results.insertBefore(box, self.results.firstChild);
    }).catch(function () {});
  };

  ListPage.prototype.locate = function () {
    var self = this, generation = ++this.generation;
    this.near = true;
    this.say(W.say("js_finding", "Finding where you are…"));
    navigator.geolocation.getCurrentPosition(function (position) {
      if (generation !== self.generation) return;
      var lat = position.coords.latitude, lng = position.coords.longitude;
      self.input.value = "";
      self.remember("");
      self.index.nearest(lat, lng, PAGE, self.kind, self.allowed()).then(function (best) {
        if (generation !== self.generation) return;
        var values = { found: counted(self.kinds(), best.length), kinds: KINDS[self.kinds()][2], filters: self.filterText() };
        return self.show(best.map(function (b) { return b.position; }), 0, generation,
                         best.map(function (b) { return b.metres; })).then(function () {
          var here = element("li", "you-are-here");
          here.appendChild(element("strong", "", W.say("map_this_you_are_here", "You are here")));
          here.appendChild(element("span", "address", lat.toFixed(5) + ", " + lng.toFixed(5)));
          var list = self.results.querySelector("ul");
          if (list) list.insertBefore(here, list.firstChild);
          markYouAreHere(lat, lng, best);
          self.nearNotices(best, generation);
          self.say(best.length ? W.say("js_nearest", "The {found}{filters} nearest to you.", values)
                               : W.say("js_nearest_none", "There are no {kinds}{filters} to show.", values));
        });
      }).catch(function () {
        self.say(W.say("js_nearest_unavailable", "The nearest locations cannot be found right now; the list below is unchanged."));
      });
    }, function (error) {
      if (generation !== self.generation) return;
      self.say(error && error.code === 1
        ? W.say("js_near_denied", "Near me needs your location, and you did not allow it. The list below is unchanged.")
        : W.say("js_near_unavailable", "Near me needs your location, and it is not available. The list below is unchanged."));
    }, { enableHighAccuracy: false, timeout: 15000, maximumAge: 300000 });
  };

  // Start ---------------------------------------------------------------------------------------------

  // The list pages' search, the home page's, and "Open now only" on a city's or a country's page.
  var form = document.querySelector("form[data-index], .open-now-scope[data-index]");
  if (form) {
    window.waymarkList = new ListPage(form);
    window.waymarkList.start();
  }
})();
