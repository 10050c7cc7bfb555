// The countries page: a listbox of flags, made from the grid below (not in the HTML, which it would repeat), that
// shows a country's map without a page load; the grid/list toggle, remembered.
(function () {
  "use strict";

  var NAME_DELAY = 600; // ms, as the app named the country once the map had settled
  var SETTLE_DELAY = 300; // ms the selection must rest before its map is fetched
  var VIEW_KEY = "waymark.countries.view";

  // One option per country of the grid: its flag (the grid's own image files, so nothing is fetched twice) and
  // its page, name and capital as data attributes.
  function makeStrip(picker, bar) {
    var nav = picker.querySelector(".flag-strip") || document.createElement("nav");
    nav.className = "flag-strip";
    var list = document.createElement("ul");
    document.querySelectorAll(".country-grid li").forEach(function (entry) {
      var link = entry.querySelector("a[href]"), image = link && link.querySelector("img");
      if (!image) return;
      var name = link.querySelector("span"), capital = entry.querySelector(":scope > span");
      var item = document.createElement("li");
      item.dataset.href = link.getAttribute("href");
      item.dataset.name = (name || link).textContent.trim();
      item.dataset.capital = capital ? capital.textContent : "";
      var flag = document.createElement("img");
      flag.loading = "lazy"; // before the source: an image starts loading as soon as it has one
      flag.width = 48;
      flag.height = 36;
      flag.alt = item.dataset.name;
      if (image.getAttribute("srcset")) flag.setAttribute("srcset", image.getAttribute("srcset"));
      flag.src = image.getAttribute("src");
      item.appendChild(flag);
      list.appendChild(item);
    });
    if (!list.children.length) return null;
    nav.appendChild(list);
    if (!nav.parentNode) picker.insertBefore(nav, bar);
    return list;
  }

  function setUpPicker(picker) {
    var slot = picker.querySelector(".picker-map");
    var bar = picker.querySelector(".picker-bar");
    var nameLine = picker.querySelector(".picker-name");
    if (!slot || !bar || !nameLine) return;
    var list = makeStrip(picker, bar);
    if (!list) return;
    var world = slot.querySelector("figure.map");
    fit(world);
    var cache = {};
    var request = 0;
    var settleTimer = 0;
    var options = Array.prototype.slice.call(list.children);

    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", picker.getAttribute("data-countries"));
    list.setAttribute("aria-orientation", "horizontal");
    options.forEach(function (item, index) {
      item.id = "flag-" + index;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      item.tabIndex = index === 0 ? 0 : -1;
    });

    var reset = document.createElement("button");
    reset.type = "button";
    reset.className = "picker-reset";
    reset.textContent = picker.getAttribute("data-whole");
    reset.hidden = true;
    bar.appendChild(reset);

    function countryMap(href) {
      if (!cache[href]) {
        cache[href] = fetch(href).then(function (response) {
          if (!response.ok) throw new Error("HTTP " + response.status);
          return response.text();
        }).then(function (html) {
          var page = new DOMParser().parseFromString(html, "text/html");
          var figure = page.querySelector("#main figure.map");
          if (!figure) throw new Error("no map on " + href);
          return document.importNode(figure, true);
        });
        cache[href].catch(function () { delete cache[href]; });
      }
      return cache[href];
    }

    // A map at most 62% of the window high, in its own shape (not letterboxed): the cap is on its frame, so the
    // pins laid over the SVG stay in place.
    function fit(figure) {
      var svg = figure.querySelector("svg[viewBox]");
      var box = svg && svg.viewBox.baseVal;
      var frame = figure.querySelector(".wm-frame") || svg;
      if (box && box.width && box.height) frame.style.maxWidth = "calc(62vh * " + (box.width / box.height).toFixed(4) + ")";
    }

    function show(figure) {
      var current = slot.querySelector("figure.map");
      if (current === figure) return;
      fit(figure);
      figure.classList.remove("picker-enter");
      slot.replaceChild(figure, current);
      void figure.offsetWidth; // restart the zoom-in animation
      figure.classList.add("picker-enter");
      if (window.waymarkMap) waymarkMap.attach(figure.querySelector(".wm-frame"));
    }

    // mapzoom.js (after words.js, which it reads its words with) loads once the map is used: the first load stays small.
    function zoom() {
      if (zoom.on) return;
      zoom.on = picker.getAttribute("data-zoom").split(" ").map(function (src) {
        var script = document.head.appendChild(document.createElement("script"));
        script.async = false; // in order
        script.src = src;
        return script;
      });
    }
    ["pointerover", "focusin", "touchstart"].forEach(function (type) { slot.addEventListener(type, zoom, { passive: true }); });

    function focusOption(item) {
      options.forEach(function (other) { other.tabIndex = other === item ? 0 : -1; });
      item.focus({ preventScroll: true });
      item.scrollIntoView({ block: "nearest", inline: "center", behavior: "smooth" });
    }

    // Arrow keys move the selection at once, but the map is fetched only once it has settled for
    // SETTLE_DELAY ms: running through twenty flags loads one country page, not twenty.
    function choose(item, settle) {
      var mine = ++request;
      options.forEach(function (other) { other.setAttribute("aria-selected", other === item ? "true" : "false"); });
      nameLine.textContent = "";
      clearTimeout(settleTimer);
      if (settle) {
        settleTimer = setTimeout(function () { if (mine === request) load(item, mine); }, SETTLE_DELAY);
      } else {
        load(item, mine);
      }
    }

    function load(item, mine) {
      countryMap(item.dataset.href).then(function (figure) {
        if (mine !== request) return;
        show(figure.cloneNode(true));
        reset.hidden = false;
        setTimeout(function () {
          if (mine !== request) return;
          var link = document.createElement("a");
          link.href = item.dataset.href;
          link.textContent = item.dataset.name;
          nameLine.appendChild(link);
          if (item.dataset.capital) nameLine.appendChild(document.createTextNode(" · capital " + item.dataset.capital));
        }, NAME_DELAY);
      }, function () {
        if (mine === request) window.location.href = item.dataset.href; // no fetch: go to the page instead
      });
    }

    function showWorld() {
      request++;
      clearTimeout(settleTimer);
      options.forEach(function (other) { other.setAttribute("aria-selected", "false"); });
      nameLine.textContent = "";
      reset.hidden = true;
      show(world);
    }

    list.addEventListener("click", function (event) {
      var item = event.target.closest("[role=option]");
      if (!item) return;
      focusOption(item);
      choose(item);
    });
    list.addEventListener("keydown", function (event) {
      var item = event.target.closest("[role=option]");
      if (!item) return;
      var index = options.indexOf(item), next = null;
      switch (event.key) {
        case "ArrowRight": case "ArrowDown": next = options[Math.min(index + 1, options.length - 1)]; break;
        case "ArrowLeft": case "ArrowUp": next = options[Math.max(index - 1, 0)]; break;
        case "Home": next = options[0]; break;
        case "End": next = options[options.length - 1]; break;
        case "Enter": case " ": event.preventDefault(); choose(item); return;
        default: return;
      }
      event.preventDefault();
      if (next === item) return;
      focusOption(next);
      choose(next, true); // selection follows focus; the map follows once the selection settles
    });
    // A pointer resting on a flag for SETTLE_DELAY ms fetches its map ahead of the click; passing over does not,
    // and neither do flags that scroll under a pointer at rest (pointermove, not pointerover).
    var hoverTimer = 0;
    list.addEventListener("pointermove", function (event) {
      var item = event.target.closest("[role=option]");
      clearTimeout(hoverTimer);
      if (item) hoverTimer = setTimeout(function () { countryMap(item.dataset.href).catch(function () {}); }, SETTLE_DELAY);
    });
    list.addEventListener("pointerleave", function () { clearTimeout(hoverTimer); });
    reset.addEventListener("click", showWorld);
  }

  function setUpToggle(toggle) {
    var root = document.documentElement;
    var buttons = toggle.querySelectorAll("button[data-view]");
    function apply(view, remember) {
      root.classList.toggle("countries-as-list", view === "list");
      Array.prototype.forEach.call(buttons, function (button) {
        button.setAttribute("aria-pressed", button.dataset.view === view ? "true" : "false");
      });
      if (remember) {
        try { localStorage.setItem(VIEW_KEY, view); } catch (e) { /* private mode: not remembered */ }
      }
    }
    apply(root.classList.contains("countries-as-list") ? "list" : "grid", false);
    Array.prototype.forEach.call(buttons, function (button) {
      button.addEventListener("click", function () { apply(button.dataset.view, true); });
    });
  }

  document.querySelectorAll("[data-picker]").forEach(setUpPicker);
  document.querySelectorAll(".view-toggle").forEach(setUpToggle);
})();
