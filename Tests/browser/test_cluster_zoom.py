"""Maps a customer can open (issue 35 points 3 and 4), at 390 and 1280 px on the sample site.

* With JavaScript a cluster zooms the map in place onto the box its places fill, and only its places show, spread
  apart: none hides another, and their counts add up to the cluster's. "Whole map" puts the map back.
* Without JavaScript a cluster is a link to the page that lists its places (its city's), or to its map.
* A search reframes the list's map on its results instead of hiding it; clearing the search puts it back.
"""

from __future__ import annotations

from harness import SiteTestCase
from test_locations import STATUS
from test_maps import marks_overlap, measure_at_width

# The first map's view box, its spread clusters, and every mark shown over it with its box and count.
STATE = """
const frame = document.querySelector('figure.map .wm-frame'), svg = frame.querySelector('svg');
const shown = e => !e.hidden && e.style.display !== 'none';
return {viewBox: svg.getAttribute('viewBox'), width: Number(svg.getAttribute('width')),
        height: Number(svg.getAttribute('height')), frame: (r => [r.left, r.top, r.right, r.bottom])(frame.getBoundingClientRect()),
        spread: [...frame.querySelectorAll(':scope > a.wm-c[data-spread]')].map(c =>
            [c.getAttribute('data-spread'), c.getAttribute('data-box'), Number(c.textContent), c.getAttribute('href')]),
        marks: [...frame.querySelectorAll(':scope > .wm-p, :scope > .wm-c')].filter(shown).map(e => {
            const r = e.getBoundingClientRect();
            return [r.left, r.top, r.right, r.bottom, e.getAttribute('aria-label'), e.className,
                    e.getAttribute('data-of'), e.classList.contains('wm-c') ? Number(e.textContent) : 1]; })};
"""

CITY = "/locations/gb/london/"


def zoomed_view_box(box: str, width: float, height: float) -> list[float]:
    """The view box `reframe` in locations.js frames a cluster's box in: 40 units around it, zoomed 1 to 6 times."""
    x0, y0, x1, y1 = (float(v) for v in box.split())
    zoom = max(1, min(6, width / (x1 - x0 + 80), height / (y1 - y0 + 80)))
    w, h = width / zoom, height / zoom
    left = max(0, min(width - w, (x0 + x1 - w) / 2))
    top = max(0, min(height - h, (y0 + y1 - h) / 2))
    return [round(v, 2) for v in (left, top, w, h)]


class ClusterZoomTest(SiteTestCase):
    def open_cluster(self, width: int, path: str, index: int):
        """Opens `path` at `width`, clicks its `index`th spread cluster, and returns the map before and after."""
        self.browser.cdp("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
        try:
            self.browser.open(path)
            before = self.browser.execute(STATE)
            cluster = before["spread"][index]
            self.browser.execute(
                "document.querySelector(`figure.map .wm-frame > a.wm-c[data-spread='${arguments[0]}']`).click();", cluster[0])
            return before, cluster, self.browser.execute(STATE)
        finally:
            self.browser.cdp("Emulation.clearDeviceMetricsOverride")

    def test_a_cluster_click_zooms_onto_exactly_its_places_and_none_hides_another_at_390_and_1280_px(self):
        for path in (CITY, "/"):
            for width in (390, 1280):
                count = len(measure_at_width(self, width, path, STATE)["spread"])
                self.assertGreater(count, 0, path)
                for index in range(count):
                    with self.subTest(path=path, width=width, cluster=index):
                        before, (spread, box, total, href), after = self.open_cluster(width, path, index)
                        self.assertEqual(path, self.browser.current_path, "the click stays on the page")
                        self.assertEqual(f"0 0 {before['width']} {before['height']}", before["viewBox"])
                        got = [round(float(v), 2) for v in after["viewBox"].split()]
                        self.assertEqual(zoomed_view_box(box, before["width"], before["height"]), got)
                        # Only the cluster's places show, their counts adding up to its count, inside the map.
                        self.assertTrue(all(m[6] == spread for m in after["marks"]), after["marks"])
                        self.assertGreater(len(after["marks"]), 1)
                        self.assertEqual(total, sum(m[7] for m in after["marks"]))
                        left, top, right, bottom = after["frame"]
                        for m in after["marks"]:
                            centre = ((m[0] + m[2]) / 2, (m[1] + m[3]) / 2)
                            self.assertTrue(left <= centre[0] <= right and top <= centre[1] <= bottom, m)
                        for i, a in enumerate(after["marks"]):
                            for b in after["marks"][i + 1:]:
                                self.assertFalse(marks_overlap(a, b), f"{a[4]} hides {b[4]}")
        self.assert_no_console_errors()

    def test_whole_map_puts_every_mark_back(self):
        before, _, _ = self.open_cluster(390, CITY, 0)
        self.browser.click("figure.map .wm-whole")
        after = self.browser.execute(STATE)
        self.assertEqual(before["viewBox"], after["viewBox"])
        self.assertEqual([m[4:] for m in before["marks"]], [m[4:] for m in after["marks"]])
        self.assertFalse(self.browser.find("figure.map .wm-whole").is_displayed())

    def test_without_javascript_a_cluster_opens_the_page_that_lists_its_places(self):
        browser = self.browser_without_js()
        browser.open("/locations/sg/singapore/singapore-toa-payoh-atm/")
        clusters = browser.find_all("figure.map .wm-frame > a.wm-c:not([hidden])")
        self.assertTrue(clusters)
        label = clusters[0].get_attribute("aria-label")
        self.assertRegex(label, r"^\d+ locations in Singapore")
        clusters[0].click()
        self.assertEqual("/locations/sg/singapore/", browser.current_path)
        # On the city's own page a cluster of its places leads to the map of them all, on the same page.
        browser.open(CITY)
        hrefs = {a.get_attribute("href").split("#", 1)[-1] for a in browser.find_all("figure.map .wm-frame > a.wm-c")}
        self.assertEqual({"list-map-caption"}, hrefs)
        self.assertTrue(browser.exists("#list-map-caption"))


class SearchReframesTheMapTest(SiteTestCase):
    def point(self, lat: float, lng: float) -> tuple[float, float]:
        """Where the build put a coordinate on the list's map, in view units (its data-scale and data-origin)."""
        import math
        svg = self.browser.execute(
            "const s = document.querySelector('main figure.map svg');"
            " return ['data-scale', 'data-origin-x', 'data-origin-y'].map(a => Number(s.getAttribute(a)));")
        scale, ox, oy = svg
        phi = math.radians(lat)
        return ((lng / 360 + 0.5) * scale - ox, (0.5 - math.log(math.tan(math.pi / 4 + phi / 2)) / (2 * math.pi)) * scale - oy)

    def test_a_search_reframes_the_map_on_its_results_and_clearing_it_puts_it_back(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.browser.cdp("Emulation.setDeviceMetricsOverride",
                                 {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
                try:
                    self.browser.open("/locations/")
                    whole = self.browser.execute(STATE)
                    field = self.browser.wait_for_element("#q")
                    field.send_keys("montmartre")
                    self.browser.wait_for_text(STATUS, "locations match")
                    self.browser.wait_for(lambda: self.browser.execute(STATE)["viewBox"] != whole["viewBox"],
                                          message="the map reframes")
                    self.assertTrue(self.browser.find("main figure.map").is_displayed())
                    x, y, w, h = (float(v) for v in self.browser.execute(STATE)["viewBox"].split())
                    # Two results 600 m apart: framed with 40 units around them in a 400-unit-high map, 5 times closer.
                    self.assertTrue(4.9 < whole["width"] / w <= 5, w)
                    px, py = self.point(48.88491, 2.34096)  # Imaginary Bank Montmartre
                    self.assertTrue(x <= px <= x + w and y <= py <= y + h, (px, py, x, y, w, h))
                    field.clear()
                    field.send_keys(" ")
                    self.browser.wait_for(lambda: self.browser.execute(STATE)["viewBox"] == whole["viewBox"],
                                          message="the whole map is back")
                finally:
                    self.browser.cdp("Emulation.clearDeviceMetricsOverride")
        self.assert_no_console_errors()
