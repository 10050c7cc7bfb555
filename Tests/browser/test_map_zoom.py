"""Maps that zoom and pan (issue 35 point 3), at 390 and 1280 px on the sample site, with mapzoom.js.

* + and − are buttons of 24 px or more with names; they step the view box through the zoom levels (1, 1.5, 2, 3,
  4, 6) about the map's centre, and "Whole map" or the 0 key puts back the build's view box, exactly.
* The wheel zooms a level about the pointer, a drag pans by the distance dragged, the arrow keys pan a quarter of
  the view, and a pinch (two touches through the DevTools protocol) zooms by the ratio of the fingers' distances.
* Zoomed in onto a cluster, its places show as the build laid them out; zoomed out, the cluster is back; at every
  level no mark's box covers another's: on the city and home maps, whose spread places are in the page, and on the
  countries picker and a location's map, which fetch theirs from a small file when first used.
* Near me's "You are here" stays shown and on top of every cluster while the visitor zooms.
* The countries picker loads mapzoom.js only once the map is used, and zooms then; a location's map zooms too.
* axe-core finds no violation on the pages with the controls, and the controls sit in a corner of the map where
  they cover no mark.
"""

from __future__ import annotations

from harness import SiteTestCase
from harness.audit import run_axe
from test_locations import STATUS
from test_maps import marks_overlap

CITY = "/locations/gb/london/"
LOCATION = "/locations/gb/london/london-soho/"
LEVELS = [1, 1.5, 2, 3, 4, 6]

# The first map's view box, its picture's box in CSS pixels, and every mark shown inside the frame.
STATE = """
const frame = document.querySelector('figure.map .wm-frame'), svg = frame.querySelector('svg');
const r = svg.getBoundingClientRect();
const shown = e => !e.hidden && e.style.display !== 'none';
return {viewBox: svg.getAttribute('viewBox'), width: Number(svg.getAttribute('width')),
        height: Number(svg.getAttribute('height')), frame: [r.left, r.top, r.width, r.height],
        marks: [...frame.querySelectorAll(':scope > .wm-p, :scope > .wm-c')].filter(shown).map(e => {
            const b = e.getBoundingClientRect();
            return [b.left, b.top, b.right, b.bottom, e.getAttribute('aria-label'), e.className,
                    e.getAttribute('data-spread'), e.getAttribute('data-of')]; })};
"""

# The zoom controls' box, which corner they are in, and every mark and name shown inside the frame.
CONTROLS = """
const frame = document.querySelector('figure.map .wm-frame'), bar = frame.querySelector('.wm-zoom');
const b = bar.getBoundingClientRect(), f = frame.getBoundingClientRect();
const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, e.getAttribute('aria-label') || e.textContent, e.className]; };
return {bar: [b.left, b.top, b.right, b.bottom], corner: (b.top - f.top < 20 ? 'top ' : 'bottom ') + (f.right - b.right < 20 ? 'right' : 'left'),
        marks: [...frame.querySelectorAll(':scope > .wm-p, :scope > .wm-c, :scope > .wm-pl')].filter(e => !e.hidden && e.getClientRects().length).map(box)};
"""


def view_box(width: float, height: float, zoom: float, fx: float, fy: float, before: list[float]) -> list[float]:
    """The view box mapzoom.js shows at `zoom` keeping the point under (fx, fy) of the map where it was."""
    x, y, w, h = before
    px, py = x + fx * w, y + fy * h
    nw, nh = width / zoom, height / zoom
    return [max(0, min(width - nw, px - fx * nw)), max(0, min(height - nh, py - fy * nh)), nw, nh]


class MapZoomTestCase(SiteTestCase):
    def state(self) -> dict:
        return self.browser.execute(STATE)

    def view(self) -> list[float]:
        return [float(v) for v in self.state()["viewBox"].split()]

    def press(self, key: str) -> None:
        self.browser.execute("document.querySelector('figure.map .wm-frame').focus();")
        self.browser.cdp("Input.dispatchKeyEvent", {"type": "keyDown", "key": key, "text": key if len(key) == 1 else ""})
        self.browser.cdp("Input.dispatchKeyEvent", {"type": "keyUp", "key": key})

    def wheel(self, x: float, y: float, delta: float) -> None:
        self.browser.cdp("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": delta})
        self.browser.execute("return new Promise(r => requestAnimationFrame(() => r()));")

    def assert_view(self, expected: list[float], got: list[float]) -> None:
        for e, g in zip(expected, got):
            self.assertAlmostEqual(e, g, delta=0.006, msg=f"{expected} != {got}")

    def assert_no_mark_covers_another(self, marks: list) -> None:
        for i, a in enumerate(marks):
            for b in marks[i + 1:]:
                self.assertFalse(marks_overlap(a, b), f"{a[4]} covers {b[4]}")


class ButtonsAndKeysTest(MapZoomTestCase):
    def test_plus_and_minus_step_the_levels_about_the_centre_and_whole_map_puts_the_drawn_view_back(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(CITY)
                buttons = self.browser.execute(
                    "return [...document.querySelectorAll('figure.map .wm-zoom button')].map(b => {"
                    " const r = b.getBoundingClientRect(); return [b.getAttribute('aria-label'), r.width, r.height]; });")
                self.assertEqual(["Zoom in", "Zoom out"], [b[0] for b in buttons])
                self.assertTrue(all(b[1] >= 24 and b[2] >= 24 for b in buttons), buttons)
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertEqual("106.67 66.67 426.67 266.67", self.state()["viewBox"])
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertEqual("160.00 100.00 320.00 200.00", self.state()["viewBox"])
                for _ in range(5):
                    self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertEqual("266.67 166.67 106.67 66.67", self.state()["viewBox"], "6 times at most")
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom out']")
                self.assertEqual("240.00 150.00 160.00 100.00", self.state()["viewBox"])
                self.browser.click("figure.map .wm-whole")
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
                self.assertFalse(self.browser.find("figure.map .wm-whole").is_displayed())
        self.assert_no_console_errors()

    def test_keys_zoom_pan_a_quarter_of_the_view_and_0_or_home_show_the_whole_map(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(CITY)
                self.press("+")
                self.assertEqual("106.67 66.67 426.67 266.67", self.state()["viewBox"])
                self.press("ArrowRight")
                self.assertEqual("213.33 66.67 426.67 266.67", self.state()["viewBox"])
                self.press("ArrowRight")
                self.assertEqual("213.33 66.67 426.67 266.67", self.state()["viewBox"], "the map's edge stops it")
                self.press("ArrowUp")
                self.assertEqual("213.33 0.00 426.67 266.67", self.state()["viewBox"])
                self.press("-")
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
                self.press("+")
                self.press("+")
                self.press("0")
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
                self.press("+")
                self.press("Home")
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
        self.assert_no_console_errors()


class PointerTest(MapZoomTestCase):
    def test_the_wheel_zooms_a_level_about_the_pointer(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(CITY)
                self.browser.execute("document.querySelector('figure.map').scrollIntoView();")
                s = self.state()
                left, top, w, h = s["frame"]
                x, y = round(left + w / 4), round(top + h / 4)
                fx, fy = (x - left) / w, (y - top) / h
                self.wheel(x, y, -100)
                first = view_box(640, 400, 1.5, fx, fy, [0, 0, 640, 400])
                self.assert_view(first, self.view())
                self.wheel(x, y, -100)
                self.assert_view(view_box(640, 400, 2, fx, fy, first), self.view())
                self.wheel(x, y, 100)
                self.wheel(x, y, 100)
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
        self.assert_no_console_errors()

    def test_a_drag_pans_by_the_distance_dragged_and_opens_nothing(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(CITY)
                self.browser.execute("document.querySelector('figure.map').scrollIntoView();")
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                left, top, w, h = self.state()["frame"]
                x, y = round(left + w / 2), round(top + h / 2)
                mouse = lambda kind, px, py, buttons: self.browser.cdp("Input.dispatchMouseEvent", {
                    "type": kind, "x": px, "y": py, "button": "left", "buttons": buttons, "clickCount": 1})
                mouse("mousePressed", x, y, 1)
                for i in range(1, 6):
                    mouse("mouseMoved", x - 16 * i, y - 8 * i, 1)
                mouse("mouseReleased", x - 80, y - 40, 0)
                # 320 view units show across the frame's w pixels: 80 px left is 80 × 320 / w units right.
                self.assert_view([160 + 80 * 320 / w, 100 + 40 * 200 / h, 320, 200], self.view())
                self.assertEqual(CITY, self.browser.current_path)
        self.assert_no_console_errors()

    def test_a_pinch_zooms_by_the_ratio_of_the_fingers_distances_about_their_middle(self):
        self.browser.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 2})
        self.addCleanup(self.browser.cdp, "Emulation.setTouchEmulationEnabled", {"enabled": False})
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(CITY)
                self.browser.execute("document.querySelector('figure.map').scrollIntoView();")
                left, top, w, h = self.state()["frame"]
                cx, cy = round(left + w / 2), round(top + h / 3)
                touch = lambda kind, spread: self.browser.cdp("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
                    {"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}] if kind != "touchEnd" else []})
                touch("touchStart", 20)
                for spread in (25, 30, 35, 40):
                    touch("touchMove", spread)
                touch("touchEnd", 40)
                # The fingers went from 40 to 80 px apart: twice as close, about their middle.
                fx, fy = (cx - left) / w, (cy - top) / h
                self.assert_view(view_box(640, 400, 2, fx, fy, [0, 0, 640, 400]), self.view())
        self.assert_no_console_errors()


class RegroupTest(MapZoomTestCase):
    def spread_clusters(self) -> list:
        return self.browser.execute(
            "return [...document.querySelectorAll('figure.map .wm-frame > a.wm-c[data-spread]')].map(c => {"
            " const r = c.getBoundingClientRect();"
            " return [c.getAttribute('data-spread'), c.getAttribute('data-box'), (r.left + r.right) / 2, (r.top + r.bottom) / 2]; });")

    def open_map(self, path: str) -> None:
        """Opens the page and moves the pointer over its map: the countries picker then loads mapzoom.js, and a map
        whose spread places are in a file (`data-spreads`: the picker, a location's map) fetches it."""
        self.browser.open(path)
        self.browser.execute("document.querySelector('figure.map').scrollIntoView();")
        left, top, w, h = self.state()["frame"]
        self.browser.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": left + w / 2, "y": top + h / 2})
        self.browser.wait_for_element("figure.map .wm-zoom")
        self.browser.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": left + w / 3, "y": top + h / 3})
        self.browser.wait_for_element("figure.map .wm-frame > a.wm-c[data-spread]")

    def test_zoomed_in_a_cluster_gives_way_to_its_places_and_zoomed_out_it_is_back_and_no_mark_covers_another(self):
        for path in (CITY, "/", "/countries/", LOCATION):
            for width in (390, 1280):
                self.at_width(width)
                self.open_map(path)
                clusters = self.spread_clusters()
                self.assertTrue(clusters, path)
                for spread, box, x, y in clusters:
                    with self.subTest(path=path, width=width, cluster=spread):
                        self.browser.execute("document.querySelector('figure.map .wm-whole')?.click();")
                        drawn = self.state()
                        x0, y0, x1, y1 = (float(v) for v in box.split())
                        needed = max(1, min(6, drawn["width"] / (x1 - x0 + 80), drawn["height"] / (y1 - y0 + 80)))
                        zoom, opened = 1, None
                        while zoom < 6 and opened is None:
                            at = self.browser.execute(
                                "const c = document.querySelector(`figure.map a[data-spread='${arguments[0]}']`);"
                                " if (c.hidden) return null; const r = c.getBoundingClientRect();"
                                " return [(r.left + r.right) / 2, (r.top + r.bottom) / 2];", spread)
                            x, y = at or (x, y)
                            self.wheel(x, y, -100)
                            zoom = drawn["width"] / self.view()[2]
                            marks = self.state()["marks"]
                            self.assert_no_mark_covers_another(marks)
                            if spread not in [m[6] for m in marks]:
                                opened = zoom
                        # It gives way once the map is as close as the build laid its places out for (later when
                        # they would cover a neighbour's places), and they show.
                        self.assertIsNotNone(opened, "the cluster gave way to its places by 6 times")
                        self.assertGreaterEqual(opened, needed - 0.001)
                        self.assertTrue(any(m[7] == spread for m in marks), "its places show")
                        while zoom > 1:
                            self.wheel(x, y, 100)
                            zoom = drawn["width"] / self.view()[2]
                            self.assert_no_mark_covers_another(self.state()["marks"])
                        back = self.state()
                        self.assertEqual(drawn["viewBox"], back["viewBox"])
                        self.assertEqual([m[4:] for m in drawn["marks"]], [m[4:] for m in back["marks"]])
        self.assert_no_console_errors()


# Whether "You are here" shows inside the map's picture, what the pointer finds at its centre, and the clusters shown.
HERE = """
const svg = document.querySelector('figure.map svg'), frame = svg.closest('.wm-frame');
const here = frame.querySelector('.wm-here');
here.scrollIntoView({block: 'center'});
const box = here.getBoundingClientRect(), map = svg.getBoundingClientRect();
const x = box.left + box.width / 2, y = box.top + box.height / 2;
return {shown: !here.hidden && here.style.display !== 'none' && x >= map.left && x <= map.right && y >= map.top && y <= map.bottom,
        onTop: document.elementFromPoint(x, y) === here,
        clusters: [...frame.querySelectorAll(':scope > .wm-c:not([hidden])')].filter(c => c.style.display !== 'none').length};
"""


class NearMeTest(MapZoomTestCase):
    def test_you_are_here_stays_shown_and_above_every_cluster_while_the_visitor_zooms(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.set_clock("2026-12-01T11:00:00+00:00")
                self.browser.set_geolocation(51.51435, -0.12531)  # Imaginary Bank Soho
                self.browser.open("/locations/")
                self.browser.click(".near-me")
                self.browser.wait_for_text(STATUS, "nearest to you")
                self.browser.wait_for_element("figure.map .wm-frame > .wm-here")
                framed = self.view()
                seen = 0
                for button in ["Zoom out"] * 5 + ["Zoom in"] * 5:
                    self.browser.click(f"figure.map .wm-zoom button[aria-label='{button}']")
                    found = self.browser.execute(HERE)
                    self.assertTrue(found["shown"], (button, self.view()))
                    self.assertTrue(found["onTop"], (button, self.view()))
                    seen += found["clusters"]
                self.assertGreater(seen, 0, "clusters were shown around the visitor")
                self.assertNotEqual(framed, self.view())
        self.assert_no_console_errors()


class OtherMapsTest(MapZoomTestCase):
    def test_the_countries_picker_loads_the_zoom_once_its_map_is_used_and_zooms(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open("/countries/")
                loaded = "return performance.getEntriesByType('resource').some(e => /mapzoom\\./.test(e.name));"
                self.assertFalse(self.browser.execute(loaded), "not before the map is used")
                self.assertFalse(self.browser.exists("figure.map .wm-zoom"))
                left, top, w, h = self.state()["frame"]
                self.browser.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": left + w / 2, "y": top + h / 2})
                self.browser.wait_for_element("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertTrue(self.browser.execute(loaded))
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertEqual("160.00 83.33 640.00 333.33", self.state()["viewBox"])
                self.press("0")
                self.assertEqual("0 0 960 500", self.state()["viewBox"])
        self.assert_no_console_errors()

    def test_a_locations_own_map_zooms(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(LOCATION)
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertEqual("106.67 66.67 426.67 266.67", self.state()["viewBox"])
                self.assert_no_mark_covers_another(self.state()["marks"])
                self.browser.click("figure.map .wm-whole")
                self.assertEqual("0 0 640 400", self.state()["viewBox"])
        self.assert_no_console_errors()

    def test_the_controls_sit_in_a_corner_where_they_cover_no_mark(self):
        corners = set()
        for path in ("/", "/locations/", CITY, LOCATION):
            for width in (390, 1280):
                with self.subTest(path=path, width=width):
                    self.at_width(width)
                    self.browser.open(path)
                    self.browser.wait_for_element("figure.map .wm-zoom")
                    found = self.browser.execute(CONTROLS)
                    self.assertTrue(found["marks"], path)
                    for mark in found["marks"]:
                        self.assertFalse(marks_overlap(found["bar"] + ["controls", ""], mark), f"the controls cover {mark[4]}")
                    corners.add(found["corner"])
        # London's map on a phone has marks in its top right corner: its controls moved.
        self.assertGreater(len(corners), 1, corners)

    def test_axe_finds_no_violation_on_the_maps_with_controls(self):
        for path in (CITY, LOCATION, "/", "/countries/"):
            with self.subTest(path=path):
                self.browser.open(path)
                if path == "/countries/":
                    self.browser.execute("document.querySelector('.picker-map').dispatchEvent(new Event('pointerover'));")
                self.browser.wait_for_element("figure.map .wm-zoom")
                self.browser.click("figure.map .wm-zoom button[aria-label='Zoom in']")
                self.assertEqual([], run_axe(self.browser), f"axe-core on {path}")

    def test_without_javascript_the_map_is_the_builds_picture_with_no_controls(self):
        browser = self.browser_without_js()
        for path in (CITY, LOCATION, "/countries/"):
            with self.subTest(path=path):
                browser.open(path)
                self.assertEqual(
                    "0 0 640 400" if path != "/countries/" else "0 0 960 500",
                    browser.find("figure.map svg").get_dom_attribute("viewBox"))
                self.assertFalse(browser.exists("figure.map .wm-zoom"))
                self.assertFalse(browser.exists("figure.map .wm-frame[tabindex]"))
