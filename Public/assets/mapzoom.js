// Waymark: maps that zoom, pan and regroup their pins over the picture the build drew (docs/maps.md). Without this
// file the map is the build's picture and every cluster is a link.
(function () {
  "use strict";

  var MAX = 6;                          // the drawn basemap has no more detail than this
  var PAD = 40;                         // view units left around what a map frames, as MapRenderer.zoomPadding
  var LEVELS = [1, 1.5, 2, 3, 4, 6];    // the steps of the buttons, the wheel and the keys
  var MARKS = ":scope > .wm-p, :scope > .wm-c, :scope > .wm-pl";
  var say = window.waymarkWords.say; // words.js

  function size(svg) { return { w: Number(svg.getAttribute("width")), h: Number(svg.getAttribute("height")) }; }

  function view(svg) {
    var v = svg.getAttribute("viewBox").split(" ").map(Number), s = size(svg);
    return { x: v[0], y: v[1], w: v[2], h: v[3], zoom: s.w / v[2] };
  }

  // The map `zoom` times closer with its top-left at (x, y) in view units: every zoom, pan and reframe comes here.
  function show(svg, x, y, zoom) {
    var s = size(svg), frame = svg.closest(".wm-frame");
    zoom = Math.max(1, Math.min(MAX, zoom));
    var w = s.w / zoom, h = s.h / zoom;
    var x0 = Math.max(0, Math.min(s.w - w, x)), y0 = Math.max(0, Math.min(s.h - h, y));
    svg.setAttribute("viewBox", zoom === 1 ? "0 0 " + s.w + " " + s.h
      : [x0, y0, w, h].map(function (v) { return v.toFixed(2); }).join(" "));
    frame.querySelectorAll(MARKS).forEach(function (mark) {
      if (!mark.hasAttribute("data-x")) {
        mark.setAttribute("data-x", parseFloat(mark.style.left) / 100 * s.w);
        mark.setAttribute("data-y", parseFloat(mark.style.top) / 100 * s.h);
      }
      var mx = Number(mark.getAttribute("data-x")), my = Number(mark.getAttribute("data-y"));
      mark.style.left = ((mx - x0) / w * 100).toFixed(3) + "%";
      mark.style.top = ((my - y0) / h * 100).toFixed(3) + "%";
      mark.style.display = mx < x0 || my < y0 || mx > x0 + w || my > y0 + h ? "none" : "";
    });
    var bar = frame.querySelector(".wm-scale");
    if (bar) bar.style.display = zoom > 1 ? "none" : "";
    frame.style.touchAction = zoom > 1 ? "none" : "pan-x pan-y";
    spreads(frame);
    regroup(frame, zoom);
    offerWhole(frame, zoom > 1 || !!frame.querySelector("[data-hidden]"));
  }

  // Zooms to `zoom` keeping the view point under (fx, fy), fractions of the map's width and height, where it is.
  function zoomAt(svg, zoom, fx, fy) {
    var v = view(svg), s = size(svg), z = Math.max(1, Math.min(MAX, zoom));
    var px = v.x + fx * v.w, py = v.y + fy * v.h;
    show(svg, px - fx * s.w / z, py - fy * s.h / z, z);
  }

  // The level after the present zoom, in (+1) or out (−1).
  function step(svg, direction) {
    var zoom = view(svg).zoom;
    return direction > 0 ? LEVELS.filter(function (l) { return l > zoom + 0.001; })[0] || MAX
      : LEVELS.filter(function (l) { return l < zoom - 0.001; }).pop() || 1;
  }

  // A level in or out about the map's centre, or about "You are here" while it shows, so the visitor stays in view.
  function zoomStep(svg, direction) {
    var here = svg.closest(".wm-frame").querySelector(":scope > .wm-here"), v = view(svg), fx = 0.5, fy = 0.5;
    if (here && shown(here)) {
      fx = (Number(here.getAttribute("data-x")) - v.x) / v.w;
      fy = (Number(here.getAttribute("data-y")) - v.y) / v.h;
    }
    zoomAt(svg, step(svg, direction), fx, fy);
  }

  // Frames points (view units) with PAD around them, at most MAX times closer; points off the map are left out.
  function framePoints(svg, points) {
    var s = size(svg);
    var inside = points.filter(function (p) { return p.x >= 0 && p.y >= 0 && p.x <= s.w && p.y <= s.h; });
    if (!inside.length) return;
    var xs = inside.map(function (p) { return p.x; }), ys = inside.map(function (p) { return p.y; });
    var b = [Math.min.apply(null, xs), Math.min.apply(null, ys), Math.max.apply(null, xs), Math.max.apply(null, ys)];
    var zoom = fitZoom(s, b);
    show(svg, (b[0] + b[2] - s.w / zoom) / 2, (b[1] + b[3] - s.h / zoom) / 2, zoom);
  }

  // The zoom that frames a box (minX, minY, maxX, maxY) with PAD around it, as MapRenderer.zoom(onto:) does.
  function fitZoom(s, b) {
    return Math.max(1, Math.min(MAX, s.w / (b[2] - b[0] + 2 * PAD), s.h / (b[3] - b[1] + 2 * PAD)));
  }

  function box(cluster) { return cluster.getAttribute("data-box").split(" ").map(Number); }

  function shown(mark) { return !mark.hidden && mark.style.display !== "none"; }

  function overlaps(a, b) {
    var r = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    return r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom;
  }

  // Clusters' places from the map's file (`data-spreads`), fetched when the map is first used.
  function spreads(frame) {
    var url = frame.getAttribute("data-spreads");
    if (!url) return;
    frame.removeAttribute("data-spreads");
    fetch(url).then(function (r) { return r.json(); }).then(function (list) {
      var all = frame.querySelectorAll(":scope > a.wm-c"), svg = frame.querySelector("svg"), v = view(svg);
      list.forEach(function (c) {
        var a = all[c[0]];
        a.setAttribute("data-box", c[1]);
        a.setAttribute("data-spread", c[0]);
        a.insertAdjacentHTML("afterend", c[2]);
      });
      show(svg, v.x, v.y, v.zoom);
    });
  }

  // A cluster gives way to its places at the zoom the build laid them out for, unless one would cover another mark.
  function regroup(frame, zoom) {
    if (frame.querySelector("[data-hidden]")) return;
    var s = size(frame.querySelector("svg"));
    var clusters = Array.prototype.slice.call(frame.querySelectorAll(":scope > a.wm-c[data-spread]"));
    var places = clusters.map(function (cluster) {
      var own = frame.querySelectorAll(":scope > [data-of='" + cluster.getAttribute("data-spread") + "']");
      var open = zoom >= fitZoom(s, box(cluster)) - 0.001;
      cluster.hidden = open;
      own.forEach(function (mark) { mark.hidden = !open; });
      return Array.prototype.slice.call(own);
    });
    var marks = Array.prototype.slice.call(frame.querySelectorAll(":scope > .wm-p, :scope > .wm-c"));
    // Until none changes: a cluster grouped again may now be under the places of one already checked.
    for (var changed = true; changed;) {
      changed = clusters.some(function (cluster, i) {
        if (!cluster.hidden) return false;
        var mine = places[i].filter(shown);
        var others = marks.filter(function (m) { return shown(m) && mine.indexOf(m) < 0; });
        if (!mine.some(function (m) { return others.some(function (o) { return overlaps(m, o); }); })) return false;
        cluster.hidden = false;
        places[i].forEach(function (mark) { mark.hidden = true; });
        return true;
      });
    }
  }

  // A cluster opened in place: the map frames its box and only its places show, until "Whole map".
  function openCluster(cluster) {
    var map = cluster.closest(".wm-frame"), id = cluster.getAttribute("data-spread");
    map.querySelectorAll(MARKS).forEach(function (mark) {
      if (mark.classList.contains("wm-here")) return;
      if (!mark.hasAttribute("data-hidden")) mark.setAttribute("data-hidden", mark.hidden ? "1" : "");
      mark.hidden = mark.getAttribute("data-of") !== id;
    });
    var b = box(cluster);
    framePoints(map.querySelector("svg"), [{ x: b[0], y: b[1] }, { x: b[2], y: b[3] }]);
    map.parentNode.querySelector(".wm-whole").focus();
  }

  // Every mark as the build drew it, on the whole map.
  function whole(svg) {
    var frame = svg.closest(".wm-frame");
    frame.querySelectorAll("[data-hidden]").forEach(function (mark) {
      mark.hidden = mark.getAttribute("data-hidden") === "1";
      mark.removeAttribute("data-hidden");
    });
    show(svg, 0, 0, 1);
  }

  function button(text, label) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (label) b.setAttribute("aria-label", label);
    return b;
  }

  // "Whole map" under a map that is zoomed or shows one cluster's places.
  function offerWhole(frame, wanted) {
    var back = frame.parentNode.querySelector(".wm-whole");
    if (!back && !wanted) return;
    if (!back) {
      back = button(say("whole_map", "Whole map"));
      back.className = "wm-whole";
      back.addEventListener("click", function () { whole(frame.querySelector("svg")); });
      frame.parentNode.insertBefore(back, frame.nextSibling);
    }
    back.hidden = !wanted;
  }

  // The controls of one map: + and − over its corner, and the wheel, a drag, a pinch and the keys on it.
  function attach(map) {
    var svg = map.querySelector("svg[width][height]");
    if (!svg || map.hasAttribute("data-zooms")) return;
    map.setAttribute("data-zooms", "");
    map.tabIndex = 0;
    map.setAttribute("role", "group");
    map.setAttribute("aria-label", say("map_keys", "Map: + and − zoom, arrow keys move it, 0 shows all of it"));
    map.style.userSelect = "none";
    map.style.touchAction = "pan-x pan-y";
    var bar = document.createElement("div");
    bar.className = "wm-zoom";
    bar.style.cssText = "position:absolute;z-index:5;display:flex;flex-direction:column;gap:4px";
    [["+", say("zoom_in", "Zoom in"), 1], ["−", say("zoom_out", "Zoom out"), -1]].forEach(function (b) {
      var control = button(b[0], b[1]);
      control.style.cssText = "width:32px;height:32px;padding:0;font:bold 20px/1 sans-serif;color:#222;" +
        "background:#fff;border:1px solid #555;border-radius:4px";
      control.addEventListener("click", function () { zoomStep(svg, b[2]); });
      bar.appendChild(control);
    });
    map.appendChild(bar);
    corner(map, bar);
    map.addEventListener("keydown", function (event) { if (event.target === map) keys(svg, event); });
    map.addEventListener("wheel", function (event) { wheel(svg, map, event); }, { passive: false });
    map.addEventListener("dragstart", function (event) { event.preventDefault(); });
    ["pointermove", "focusin"].forEach(function (type) { map.addEventListener(type, function () { spreads(map); }); });
    pointers(svg, map);
  }

  // The controls go in the first corner where they cover no mark (top right, top left, bottom right), else top right.
  function corner(map, bar) {
    var height = map.querySelector("svg").getBoundingClientRect().height;
    var corners = ["top:8px;right:8px", "top:8px;left:8px", "top:" + Math.max(8, height - bar.offsetHeight - 8) + "px;right:8px"];
    var marks = Array.prototype.filter.call(
      map.querySelectorAll(":scope > .wm-p, :scope > .wm-c, :scope > .wm-pl"),
      function (mark) { return !mark.hidden && mark.getClientRects().length; }
    ).map(function (mark) { return mark.getBoundingClientRect(); });
    function place(where) {
      bar.style.top = bar.style.right = bar.style.left = "";
      bar.style.cssText += ";" + where;
    }
    var free = corners.filter(function (where) {
      place(where);
      var box = bar.getBoundingClientRect();
      return !marks.some(function (m) {
        return m.left < box.right && box.left < m.right && m.top < box.bottom && box.top < m.bottom;
      });
    })[0];
    place(free || corners[0]);
  }

  var MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  // + and − zoom a level, the arrows move the map a quarter of its view, 0 and Home show all of it.
  function keys(svg, event) {
    var v = view(svg), move = MOVES[event.key];
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "+" || event.key === "=") zoomStep(svg, 1);
    else if (event.key === "-" || event.key === "_") zoomStep(svg, -1);
    else if (event.key === "0" || event.key === "Home") whole(svg);
    else if (move) show(svg, v.x + move[0] * v.w / 4, v.y + move[1] * v.h / 4, v.zoom);
    else return;
    event.preventDefault();
  }

  // The wheel zooms a level about the pointer; turned out on the whole map it scrolls the page as usual.
  function wheel(svg, map, event) {
    var direction = event.deltaY < 0 ? 1 : -1;
    if (!event.deltaY || (direction < 0 && view(svg).zoom <= 1)) return;
    event.preventDefault();
    var r = svg.getBoundingClientRect();
    zoomAt(svg, step(svg, direction), (event.clientX - r.left) / r.width, (event.clientY - r.top) / r.height);
  }

  // One pointer drags the map, two pinch it about their middle; a drag is not also a click on the mark it began on.
  function pointers(svg, map) {
    var down = {}, start = null, dragged = false;
    function fingers() {
      var ids = Object.keys(down), a = down[ids[0]], b = down[ids[1]] || a;
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y), n: ids.length };
    }
    function begin() { start = { at: fingers(), v: view(svg), r: svg.getBoundingClientRect() }; }
    map.addEventListener("pointerdown", function (event) {
      if (event.target.closest("button") || (event.pointerType === "mouse" && event.button !== 0)) return;
      down[event.pointerId] = { x: event.clientX, y: event.clientY };
      dragged = false;
      begin();
    });
    document.addEventListener("pointermove", function (event) {
      if (!down[event.pointerId]) return;
      down[event.pointerId] = { x: event.clientX, y: event.clientY };
      var now = fingers(), was = start.at;
      if (!dragged && Math.hypot(now.x - was.x, now.y - was.y) < 4 && Math.abs(now.d - was.d) < 4) return;
      dragged = true;
      follow(svg, start, now);
    });
    function end(event) {
      if (!down[event.pointerId]) return;
      delete down[event.pointerId];
      if (Object.keys(down).length) begin();
    }
    document.addEventListener("pointerup", end);
    document.addEventListener("pointercancel", end);
    map.addEventListener("click", function (event) {
      if (dragged) { event.preventDefault(); event.stopPropagation(); dragged = false; }
    }, true);
  }

  // The map point under the fingers' middle stays under it, zoomed by how much farther apart two fingers are.
  function follow(svg, start, now) {
    var v = start.v, r = start.r, was = start.at, s = size(svg);
    var zoom = Math.max(1, Math.min(MAX, was.n > 1 && was.d ? v.zoom * now.d / was.d : v.zoom));
    var px = v.x + (was.x - r.left) / r.width * v.w, py = v.y + (was.y - r.top) / r.height * v.h;
    show(svg, px - (now.x - r.left) / r.width * s.w / zoom, py - (now.y - r.top) / r.height * s.h / zoom, zoom);
  }

  window.waymarkMap = { frame: framePoints, whole: whole, show: show, attach: attach };
  document.querySelectorAll("figure.map > .wm-frame").forEach(attach);
  document.addEventListener("click", function (event) {
    var cluster = event.target.closest && event.target.closest(".wm-frame > a.wm-c[data-spread]");
    if (!cluster || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    openCluster(cluster);
  });
})();
