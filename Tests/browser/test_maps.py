"""Maps read the same at every width, and keyboard users get past them (issue 14 point 6).

* Pins, clusters and the map's text are HTML laid over the SVG basemap and sized in CSS pixels:
  measured with getBoundingClientRect at 390 and 1280 px, every pin and cluster is a tap target of
  at least 24 x 24 px, every piece of map text is 12 to 14 px, and a pin is the same size at both widths.
* The selected place's name and coordinates are under the map, and a pin its symbol would cover (an
  ATM at the branch's address) is drawn beside it: neither hides another pin. A key names the marks.
* The pins are not tab stops (the list of places below the map holds the same links); a "Skip map"
  link before the map jumps to that list, and clusters are links whose targets exist.
* Town maps name the places around them (Natural Earth populated places): at 390 and 1280 px a location map
  shows place names of 12 px or more, inside the map, covering no pin, cluster or other name.
* A lone capital's name is written beside its pin on wide screens (the world map on a phone has no room: there
  the list of places names it).
* axe-core finds no violation on the pages with maps.
"""

from __future__ import annotations

import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness.audit import run_axe
from harness.case import SiteTestCase

# One page of each kind that draws a map, from the sample site.
PAGES = {
    "home": "/",
    "location": "/locations/sg/singapore/singapore-raffles-place-atm/",
    "city": "/locations/gb/london/",
    "country": "/countries/united-kingdom/",
    "locations": "/locations/",
    # A branch with an ATM at its address.
    "same address": "/locations/gb/london/london-soho/",
    # A lone branch whose map names the towns around it.
    "place names": "/locations/gb/york/imaginary-bank-branch-90010004/",
}

# Every mark's box, the selected pin's, the callout's and the frame's, in CSS pixels.
BOXES = """
const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const frame = document.querySelector('figure.map .wm-frame');
return {frame: box(frame), selected: box(frame.querySelector('.wm-sel')),
        callout: box(frame.parentElement.querySelector('.wm-callout')),
        others: [...frame.querySelectorAll('.wm-p:not(.wm-sel):not([hidden]), .wm-c:not([hidden])')].map(e => box(e).concat([e.getAttribute('aria-label')]))};
"""


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


MARK_BOXES = """
return [...document.querySelectorAll('figure.map .wm-frame > .wm-p:not([hidden]), figure.map .wm-frame > .wm-c:not([hidden])')]
    .map(e => { const r = e.getBoundingClientRect();
                return [r.left, r.top, r.right, r.bottom, e.getAttribute('aria-label'), e.className]; });
"""

ROUND = ("wm-c", "wm-capital", "wm-you-are-here")


def marks_overlap(a, b) -> bool:
    """Whether two marks cover each other: as circles when both are round (a capital, or a cluster whose count fits
    its circle), else as boxes (a pin's teardrop, a cluster widened to a pill by a long count)."""
    def round_mark(m) -> bool:
        return any(kind in m[5].split() for kind in ROUND) and abs((m[2] - m[0]) - (m[3] - m[1])) < 1
    if not (round_mark(a) and round_mark(b)):
        return overlap(a, b)
    centre = lambda m: ((m[0] + m[2]) / 2, (m[1] + m[3]) / 2)
    (ax, ay), (bx, by) = centre(a), centre(b)
    reach = ((a[2] - a[0]) + (b[2] - b[0])) / 2
    return (ax - bx) ** 2 + (ay - by) ** 2 < reach ** 2

# Every mark's box, and the boxes of the text of the map's scale bar and attribution (their text, not their lines).
TEXT_BOXES = """
const frame = document.querySelector('figure.map .wm-frame');
const box = (r, label) => [r.left, r.top, r.right, r.bottom, label];
const textBox = e => { const range = document.createRange(); range.selectNodeContents(e); return box(range.getBoundingClientRect(), e.textContent); };
return {marks: [...frame.querySelectorAll(':scope > .wm-p:not([hidden]), :scope > .wm-c:not([hidden])')].map(e => box(e.getBoundingClientRect(), e.getAttribute('aria-label'))),
        texts: [...frame.querySelectorAll('.wm-scale span, .wm-attr')].map(textBox)};
"""


def measure_at_width(case: SiteTestCase, width: int, path: str, script: str):
    """Opens `path` in a window `width` CSS pixels wide (a phone below 600) and runs `script` there."""
    case.browser.cdp("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    try:
        case.browser.open(path)
        return case.browser.execute(script)
    finally:
        case.browser.cdp("Emulation.clearDeviceMetricsOverride")

# The size and font of every pin, cluster, callout and scale label of the page's first map.
MEASURE = """
const frame = document.querySelector('figure.map .wm-frame');
const box = e => { const r = e.getBoundingClientRect(); return {width: r.width, height: r.height}; };
const marks = [...frame.querySelectorAll('.wm-p:not([hidden]), .wm-c:not([hidden])')].map(e =>
    Object.assign(box(e), {kind: e.className}));
const texts = [...frame.querySelectorAll('.wm-c:not([hidden]), .wm-pl, .wm-scale span, .wm-attr')]
    .concat([...frame.parentElement.querySelectorAll('.wm-callout, .wm-callout b, .wm-legend li')])
    .map(e => ({kind: e.className || e.tagName, size: parseFloat(getComputedStyle(e).fontSize),
                shown: e.getClientRects().length > 0}));
return {frame: frame.getBoundingClientRect().width, marks: marks, texts: texts};
"""


class MapSizeTest(SiteTestCase):
    def at_width(self, width: int, path: str) -> dict:
        return measure_at_width(self, width, path, MEASURE)

    def test_pins_clusters_and_text_keep_their_size_at_390_and_1280_px(self):
        for kind, path in PAGES.items():
            with self.subTest(kind=kind):
                narrow, wide = self.at_width(390, path), self.at_width(1280, path)
                self.assertLess(narrow["frame"], 391)
                self.assertGreater(wide["frame"], 2 * narrow["frame"], "the map does not grow with the page")
                self.assertTrue(narrow["marks"], f"{path} has no pins")
                for measured in (narrow, wide):
                    for mark in measured["marks"]:
                        self.assertGreaterEqual(mark["width"], 24, mark)
                        self.assertGreaterEqual(mark["height"], 24, mark)
                        self.assertLessEqual(mark["height"], 40, mark)
                    for text in measured["texts"]:
                        # A name marked for wide screens only is hidden on a phone.
                        self.assertEqual(measured is wide or "wm-pw" not in text["kind"].split(), text["shown"], text)
                        self.assertGreaterEqual(text["size"], 12, text)
                        self.assertLessEqual(text["size"], 14, text)
                # The same marks, the same size, whatever the map's width.
                self.assertEqual(narrow["marks"], wide["marks"])

    def test_every_kind_of_pin_has_its_symbol(self):
        self.browser.open(PAGES["location"])
        images = self.browser.execute(
            "return [...document.querySelectorAll('.wm-p')].map(e => getComputedStyle(e).backgroundImage);")
        self.assertTrue(images)
        for image in images:
            self.assertTrue(image.startswith('url("data:image/svg+xml,'), image[:60])


class MapCalloutAndLegendTest(SiteTestCase):
    def test_neither_the_selected_pin_nor_its_callout_hides_another_pin_at_390_and_1280_px(self):
        for kind in ("same address", "location", "country"):
            for width in (390, 1280):
                with self.subTest(kind=kind, width=width):
                    boxes = measure_at_width(self, width, PAGES[kind], BOXES)
                    self.assertTrue(boxes["others"])
                    self.assertGreaterEqual(boxes["callout"][1], boxes["frame"][3], "the callout is not under the map")
                    for other in boxes["others"]:
                        self.assertFalse(overlap(boxes["selected"], other), f"the selected pin hides {other[4]}")
                        self.assertFalse(overlap(boxes["callout"], other), f"the callout hides {other[4]}")

    def test_no_mark_hides_another_on_any_map_at_390_and_1280_px(self):
        # Marks keep their size in CSS pixels while the map shrinks: they are grouped for the narrowest screen.
        pairs = 0
        for kind, path in PAGES.items():
            for width in (390, 1280):
                with self.subTest(kind=kind, width=width):
                    marks = measure_at_width(self, width, path, MARK_BOXES)
                    self.assertTrue(marks, f"{path} shows no mark")
                    pairs += len(marks) * (len(marks) - 1) // 2
                    for i, first in enumerate(marks):
                        for second in marks[i + 1:]:
                            self.assertFalse(marks_overlap(first, second), f"{first[4]} and {second[4]} overlap")
        self.assertGreater(pairs, 100, "the maps compared have few marks")

    def test_no_mark_is_under_the_maps_scale_bar_or_attribution_at_390_and_1280_px(self):
        for kind, path in PAGES.items():
            for width in (390, 1280):
                with self.subTest(kind=kind, width=width):
                    found = measure_at_width(self, width, path, TEXT_BOXES)
                    self.assertTrue(found["texts"], f"{path} has no attribution")
                    for text in found["texts"]:
                        for mark in found["marks"]:
                            self.assertFalse(overlap(text, mark), f"{text[4]!r} covers {mark[4]}")

    def test_marks_are_placed_on_the_basemap_not_on_the_basemap_and_its_attribution(self):
        # A cluster is centred on its place: its centre is at its percentages of the basemap's box.
        for kind in ("home", "city"):
            with self.subTest(kind=kind):
                self.browser.open(PAGES[kind])
                offsets = self.browser.execute(
                    "const frame = document.querySelector('figure.map .wm-frame');"
                    "const svg = frame.querySelector('svg').getBoundingClientRect();"
                    "return [...frame.querySelectorAll(':scope > .wm-c:not([hidden])')].map(c => { const r = c.getBoundingClientRect();"
                    " return [r.left + r.width / 2 - (svg.left + parseFloat(c.style.left) / 100 * svg.width),"
                    "         r.top + r.height / 2 - (svg.top + parseFloat(c.style.top) / 100 * svg.height)]; });")
                self.assertTrue(offsets, "no cluster")
                for dx, dy in offsets:
                    self.assertLess(abs(dx), 1, offsets)
                    self.assertLess(abs(dy), 1, offsets)

    def test_the_atm_at_the_branchs_address_is_drawn_beside_the_branch_or_in_a_cluster(self):
        self.browser.open(PAGES["same address"])
        selected = self.browser.attribute("figure.map .wm-sel", "aria-label")
        self.assertTrue(selected.startswith("Imaginary Bank Soho, branch, 174 Park Road"), selected)
        atm = self.browser.find_all("figure.map a.wm-p[href$='/london-soho-atm/']")
        listed = self.browser.links(".map-places a")
        if atm:
            # Its own pin, at the branch's place: moved aside.
            self.assertRegex(atm[0].get_attribute("class"), r"\bwm-(east|west)\b")
            self.assertEqual(atm[0].get_attribute("style"), self.browser.attribute("figure.map .wm-sel", "style"))
        else:
            # Counted in a cluster: no entry of its own, and the selected pin hides no cluster (test above).
            self.assertFalse([url for url in listed if url.endswith("/london-soho-atm/")])
            self.assertTrue(self.browser.exists("figure.map .wm-frame > .wm-c"))

    def test_the_legend_names_every_kind_of_mark_on_the_map(self):
        for kind, path in PAGES.items():
            with self.subTest(kind=kind):
                self.browser.open(path)
                shown = self.browser.execute(
                    "const frame = document.querySelector('figure.map .wm-frame');"
                    " return [...frame.querySelectorAll('.wm-p:not(.wm-sel):not([hidden]), .wm-c:not([hidden])')].map(e =>"
                    " e.classList.contains('wm-c') ? 'wm-c' : e.classList[1]).concat("
                    " frame.querySelector('.wm-sel') ? ['wm-sel'] : []);")
                keyed = self.browser.execute(
                    "return [...document.querySelectorAll('figure.map .wm-legend li')].map(li =>"
                    " [li.querySelector('i').classList.contains('wm-sel') ? 'wm-sel' : li.querySelector('i').classList[0],"
                    " li.textContent, parseFloat(getComputedStyle(li).fontSize)]);")
                self.assertEqual(sorted(set(shown)), sorted(k for k, _, _ in keyed))
                for _, text, size in keyed:
                    self.assertTrue(text.strip())
                    self.assertGreaterEqual(size, 12)


class MapKeyboardTest(SiteTestCase):
    def focused(self) -> str:
        return self.browser.execute(
            "const e = document.activeElement;"
            " return e.className + '|' + (e.getAttribute('href') || e.tagName);")

    def tab(self, times: int = 1) -> None:
        for _ in range(times):
            ActionChains(self.browser.driver).send_keys(Keys.TAB).perform()

    def test_pins_are_not_tab_stops_but_a_list_on_the_page_has_their_links(self):
        # A location's map lists its places below it; a city's page lists its locations above its map, which then
        # has no list of its own.
        for kind, list_css in (("location", ".map-places a"), ("city", "main > .listing > .location-list a")):
            with self.subTest(kind=kind):
                self.browser.open(PAGES[kind])
                pins = self.browser.execute(
                    "return [...document.querySelectorAll('figure.map a.wm-p:not([hidden])')].map(a =>"
                    " [a.tabIndex, a.getAttribute('href')]);")
                self.assertGreater(len(pins), 0 if kind == "location" else 3)
                listed = self.browser.execute(
                    "return [...document.querySelectorAll(arguments[0])].map(a => a.getAttribute('href'));", list_css)
                for tab_index, href in pins:
                    self.assertEqual(-1, tab_index, href)
                    self.assertIn(href, listed)
        self.assertEqual([], self.browser.find_all(".map-places"), "a city's map has no second list")
        self.assertTrue(self.browser.execute(
            "const list = document.querySelector('main > .listing > .location-list'), map = document.querySelector('figure.map');"
            " return !!(map.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_PRECEDING);"), "the list is above the map")
        self.assertIn("The places are also listed above the map.", self.browser.execute(
            "return document.querySelector('figure.map svg desc').textContent;"))

    def test_a_citys_map_has_its_clusters_as_its_only_tab_stops_and_no_skip_link(self):
        # A city's map: its pins are not tab stops; its clusters, which open in place, lead to the map itself without
        # JavaScript; there is no list of places below it for a skip link to jump to.
        self.browser.open(PAGES["city"])
        stops = self.browser.execute(
            "return [...document.querySelectorAll('figure.map [href]:not([hidden])')].filter(e => e.tabIndex >= 0)"
            ".map(e => [e.className, e.getAttribute('href')]);")
        self.assertTrue(stops)
        self.assertEqual({("wm-c", "#list-map-caption")}, {tuple(stop) for stop in stops})
        self.assertEqual([], self.browser.find_all(".skip-map"))

    def test_skip_map_jumps_from_before_the_map_to_its_list_of_places(self):
        for kind in ("home", "location"):
            with self.subTest(kind=kind):
                self.browser.open(PAGES[kind])
                presses = 0
                while not self.focused().startswith("skip-map|"):
                    self.tab()
                    presses += 1
                    self.assertLess(presses, 60, f"no Skip map link on {PAGES[kind]}")
                target = self.browser.attribute(".skip-map", "href").split("#", 1)[1]
                ActionChains(self.browser.driver).send_keys(Keys.ENTER).perform()
                self.tab()
                inside = self.browser.execute(
                    "return document.getElementById(arguments[0]).contains(document.activeElement);", target)
                self.assertTrue(inside, f"after Skip map, Tab reached {self.focused()}")
                self.assertTrue(self.browser.execute(
                    "const list = document.getElementById(arguments[0]), map = document.querySelector('figure.map');"
                    " return !!(map.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);", target))

    def test_clusters_on_location_and_country_pages_lead_to_their_city_or_their_country(self):
        # A cluster of several British cities' locations opens the United Kingdom's cities, not every country's.
        expected = {"same address": {"/locations/gb/london/"}, "country": {"/locations/gb/"}}
        for kind, targets in expected.items():
            with self.subTest(kind=kind):
                self.browser.open(PAGES[kind])
                hrefs = self.browser.execute(
                    "return [...document.querySelectorAll('figure.map .wm-frame > .wm-c:not([hidden])')].map(a =>"
                    " [a.tagName, a.tabIndex, a.getAttribute('href')]);")
                self.assertTrue(hrefs)
                for tag, tab_index, href in hrefs:
                    self.assertEqual(("A", 0), (tag, tab_index), href)
                    self.assertIn(href, targets)
                    self.assertEqual(200, self.fetch(href).status, href)

    def test_clusters_are_links_keyboard_users_reach_and_their_targets_exist(self):
        self.browser.open(PAGES["home"])
        clusters = self.browser.execute(
            "return [...document.querySelectorAll('figure.map .wm-frame > .wm-c:not([hidden])')].map(a =>"
            " [a.tagName, a.tabIndex, a.getAttribute('href'), a.getAttribute('aria-label')]);")
        self.assertTrue(clusters)
        for tag, tab_index, href, name in clusters:
            self.assertEqual(("A", 0), (tag, tab_index), name)
            self.assertEqual(200, self.fetch(href).status, href)
        # Tabbing from the skip link reaches the map itself (its keys zoom and pan it, mapzoom.js), then the first
        # cluster, then the next, in document order.
        self.browser.execute("document.querySelector('.skip-map').focus();")
        self.tab()
        self.assertEqual("wm-frame|DIV", self.focused())
        self.tab()
        self.assertEqual("wm-c|" + clusters[0][2], self.focused())
        self.tab()
        self.assertEqual("wm-c|" + clusters[1][2], self.focused())


# Place names, pins and clusters of the page's first map, with the map's box, in CSS pixels.
PLACE_NAMES = """
const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const textBox = e => { const range = document.createRange(); range.selectNodeContents(e); return box(range); };
const frame = document.querySelector('figure.map .wm-frame');
return {map: box(frame.querySelector('.wm-svg')),
        names: [...frame.querySelectorAll('.wm-pl')].map(e => box(e).concat([e.textContent,
            parseFloat(getComputedStyle(e).fontSize), e.getAttribute('aria-hidden')])),
        marks: [...frame.querySelectorAll('.wm-p:not([hidden]), .wm-c:not([hidden])')].map(e => box(e).concat([e.getAttribute('aria-label')]))};
"""


class MapPlaceNamesTest(SiteTestCase):
    # Lone branches whose maps show the towns around them (York's own name would sit under its pin).
    NAMED = {"/locations/gb/york/imaginary-bank-branch-90010004/": {"Leeds", "Scarborough", "Bradford"},
             # A crowded city: its own name and a neighbour's, clear of its clusters.
             "/locations/us/new-york/new-york-times-square/": {"New York", "Newark"}}

    def test_location_maps_name_nearby_places_clear_of_the_pins_at_390_and_1280_px(self):
        for path, expected in self.NAMED.items():
            for width in (390, 1280):
                with self.subTest(path=path, width=width):
                    found = measure_at_width(self, width, path, PLACE_NAMES)
                    self.assertEqual(expected, {name[4] for name in found["names"]})
                    self.assertTrue(found["marks"])
                    left, top, right, bottom = found["map"]
                    for index, name in enumerate(found["names"]):
                        self.assertGreaterEqual(name[5], 12, name)
                        self.assertEqual("true", name[6], name)
                        self.assertTrue(left <= name[0] and name[2] <= right and top <= name[1] and name[3] <= bottom,
                                        f"{name[4]} is cut off at the map's edge")
                        for mark in found["marks"]:
                            self.assertFalse(overlap(name, mark), f"{name[4]} covers {mark[4]}")
                        for other in found["names"][index + 1:]:
                            self.assertFalse(overlap(name, other), f"{name[4]} covers {other[4]}")

    # The home page's world map: its lone capitals, outside every cluster.
    LONE_CAPITALS = {"Adamstown", "Maseru", "Port-aux-Français", "King Edward Point"}

    def test_the_world_maps_lone_capitals_are_named_beside_their_pins_on_wide_screens(self):
        found = measure_at_width(self, 1280, "/", PLACE_NAMES.replace("box(e).concat", "textBox(e).concat", 1))
        shown = [name for name in found["names"] if name[2] > name[0]]
        self.assertEqual(self.LONE_CAPITALS, {name[4] for name in shown})
        left, top, right, bottom = found["map"]
        for index, name in enumerate(shown):
            self.assertTrue(left <= name[0] and name[2] <= right and top <= name[1] and name[3] <= bottom, name[4])
            beside = [mark for mark in found["marks"] if mark[4].startswith(name[4] + ", capital")]
            self.assertEqual(1, len(beside), name[4])
            pin = beside[0]
            # Level with its pin, and starting just after its right edge or ending just before its left edge.
            self.assertLess(abs((name[1] + name[3]) / 2 - (pin[1] + pin[3]) / 2), 2, name[4])
            self.assertTrue(0 <= name[0] - pin[2] < 4 or 0 <= pin[0] - name[2] < 4, f"{name[4]} is not beside its pin")
            for mark in found["marks"]:
                self.assertFalse(overlap(name, mark), f"{name[4]} covers {mark[4]}")
            for other in shown[index + 1:]:
                self.assertFalse(overlap(name, other), f"{name[4]} covers {other[4]}")

    def test_on_a_phone_the_world_map_has_no_room_for_names_and_its_list_names_the_capitals(self):
        found = measure_at_width(self, 390, "/", PLACE_NAMES)
        self.assertEqual([], [name[4] for name in found["names"] if name[2] > name[0]])
        listed = self.browser.execute("return [...document.querySelectorAll('.map-places li a')].map(a => a.textContent)")
        self.assertTrue(self.LONE_CAPITALS <= set(listed), listed)


class MapAxeTest(SiteTestCase):
    def test_a_maps_name_is_its_caption_written_once(self):
        for kind, path in PAGES.items():
            with self.subTest(kind=kind, path=path):
                self.browser.open(path)
                svg = self.browser.find("figure.map svg.wm-svg")
                caption = self.browser.text("figure.map > figcaption")
                self.assertTrue(caption)
                self.assertEqual(caption, svg.accessible_name)
                self.assertEqual(0, self.browser.execute("return document.querySelectorAll('figure.map svg title').length;"))

    def test_pages_with_maps_have_no_axe_violation(self):
        for kind, path in PAGES.items():
            with self.subTest(kind=kind, path=path):
                self.browser.open(path)
                self.assertEqual([], run_axe(self.browser), f"axe-core on {path}")


if __name__ == "__main__":
    unittest.main()
