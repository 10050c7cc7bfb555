"""Context layers (`Content/layers/`, issue 14 point 6) in a real browser: the sample site's Edinburgh
layer is drawn in the map's base, under the pins, inside the map, on a phone and on a desktop; and
`waymark serve` rebuilds the maps when a layer is added, and keeps the last good build when one breaks.

Runs on the sample site in `$WAYMARK_SITE_DIR`; the serve test on a copy of the minimal fixture.
"""

import re
import unittest

from harness import SiteTestCase, fetch
from test_serve import REBUILD_TIMEOUT, ServeProcess

OLD_TOWN = "/locations/gb/edinburgh/edinburgh-old-town/"
LONDON = "/locations/gb/london/london-brixton/"

# Where the layer group sits against the pins, the sizes and the paint of its paths, as the browser lays them out.
MEASURE = """
const svg = document.querySelector('svg.wm-svg');
const frame = svg.closest('.wm-frame');
const layers = svg.querySelector('.wm-base > .wm-layers');
const box = svg.getBoundingClientRect();
// At street scale the lines and areas are shared street tiles, larger than the map: the map clips them.
const tiles = [...layers.querySelectorAll('image')].map(i => i.getAttribute('href'));
// The pins are HTML laid over the SVG: the selected place's mark is the one to find.
const selected = frame.querySelector('.wm-p.wm-sel');
const mark = selected.getBoundingClientRect();
const hit = document.elementFromPoint(mark.left + mark.width / 2, mark.top + mark.height / 2);
return {
  follows: (layers.compareDocumentPosition(selected) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  svg: {left: box.left, top: box.top, right: box.right, bottom: box.bottom, width: box.width},
  tiles: tiles,
  overflow: getComputedStyle(svg).overflow,
  pinOnTop: hit !== null && hit.closest('.wm-p') !== null,
};
"""


# Each street name as drawn: its size on screen, its box and each letter's, and the boxes of every mark over the map.
NAMES = """
const svg = document.querySelector('svg.wm-svg');
const frame = svg.closest('.wm-frame');
const box = r => ({left: r.left, top: r.top, right: r.right, bottom: r.bottom});
const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
const names = [...svg.querySelectorAll('.wm-streets text')].map(t => {
  const letters = [];
  for (let i = 0; i < t.getNumberOfChars(); i++) {
    const e = t.getExtentOfChar(i), m = svg.getScreenCTM();
    const p = new DOMPoint(e.x, e.y).matrixTransform(m), q = new DOMPoint(e.x + e.width, e.y + e.height).matrixTransform(m);
    letters.push({left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y)});
  }
  return Object.assign(box(t.getBoundingClientRect()), {
    name: t.textContent, fontSize: parseFloat(getComputedStyle(t).fontSize) * scale, letters: letters});
});
const marks = [...frame.querySelectorAll('.wm-p:not([hidden]), .wm-c:not([hidden]), .wm-pl, .wm-scale span')].map(e => box(e.getBoundingClientRect()));
return {svg: box(svg.getBoundingClientRect()), names: names, marks: marks};
"""


def overlaps(a: dict, b: dict) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


class ContextLayerTests(SiteTestCase):
    def measure(self, width: int) -> dict:
        self.at_width(width)
        self.browser.open(OLD_TOWN)
        self.browser.execute("document.querySelector('svg.wm-svg').scrollIntoView();")
        return self.browser.execute(MEASURE)

    def test_the_edinburgh_layer_is_drawn_under_the_pins_inside_the_map(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                found = self.measure(width)
                self.assertTrue(found["follows"], "the pins come after the layers, so they are painted over them")
                self.assertTrue(found["pinOnTop"], "the pin, not a street, is what the pointer finds at the pin")
                tiles = [self.fetch(href).text for href in found["tiles"]]
                art = "".join(tiles)
                drawing_order = [
                    "wm-layer wm-layer-green",
                    "wm-layer wm-layer-waterway",
                    "wm-layer wm-layer-district",
                    # The layer has streets around the Old Town: its map is at street scale, with minor streets.
                    "wm-layer wm-layer-minor-street",
                    "wm-layer wm-layer-street",
                    "wm-layer wm-layer-major-street",
                    "wm-layer wm-layer-rail",
                ]
                # Each tile draws its styles in that order; together they draw every style.
                for tile in tiles:
                    kinds = re.findall(r'<path class="([^"]+)"', tile)
                    self.assertEqual(sorted(kinds, key=drawing_order.index), kinds)
                self.assertEqual(set(drawing_order), set(re.findall(r'<path class="([^"]+)"', art)))
                self.assertEqual("hidden", found["overflow"], "the tiles never show outside the map")
                major = re.search(r'<path class="wm-layer wm-layer-major-street" d="[^"]+"[^>]*>', art).group(0)
                self.assertIn('stroke="#e3b262"', major)
                self.assert_no_console_errors()

    def test_street_names_follow_their_streets_readably_and_hide_no_mark(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.measure(width)
                found = self.browser.execute(NAMES)
                self.assertEqual(
                    ["London Road", "South Bridge", "Queen Street", "Royal Mile", "Water of Leith"],
                    [n["name"] for n in found["names"]],
                )
                svg = found["svg"]
                self.assertGreaterEqual(len(found["marks"]), 4, "the pins, the cluster and the scale bar")
                for name in found["names"]:
                    self.assertEqual(len(name["name"]), len(name["letters"]))
                    self.assertGreaterEqual(name["fontSize"], 9.5, name)
                    self.assertLessEqual(name["fontSize"], 15, name)
                    self.assertTrue(
                        svg["left"] <= name["left"] and name["right"] <= svg["right"]
                        and svg["top"] <= name["top"] and name["bottom"] <= svg["bottom"],
                        name,
                    )
                    # Each letter's box (not the name's, which is a rectangle around a slanted line) against each mark.
                    for mark in found["marks"]:
                        for letter in name["letters"]:
                            self.assertFalse(overlaps(letter, mark), (name["name"], mark))
                self.assert_no_console_errors()

    def test_a_map_far_from_every_layer_draws_none(self):
        self.browser.open(LONDON)
        self.assertTrue(self.browser.exists("svg.wm-svg .wm-base"))
        self.assertFalse(self.browser.exists(".wm-layers"))


def street_art(serve: ServeProcess, page: str) -> str:
    """The street tiles a page's map links (at street scale its lines and areas are there), one after the other."""
    tiles = re.findall(r'<image href="(/assets/maps/[0-9a-f]+/streets/[^"]+)"', fetch(serve.url(page)).text)
    return "".join(fetch(serve.url(tile)).text for tile in tiles)


class ServeLayerTests(unittest.TestCase):
    def test_a_new_layer_rebuilds_the_maps_and_a_broken_one_keeps_the_last_good_build(self):
        serve = ServeProcess()
        try:
            page = "/locations/gb/london/"  # the city map shows Soho close up
            self.assertNotIn("wm-layers", fetch(serve.url(page)).text)
            before = serve.version()
            street = serve.site / "Content" / "layers" / "streets.geojson"
            street.parent.mkdir()
            street.write_text(
                '{"type": "Feature", "properties": {"highway": "primary"},'
                ' "geometry": {"type": "LineString", "coordinates": [[-0.14, 51.5136], [-0.12, 51.5136]]}}\n'
            )
            serve.wait_for_line(r"^Changed: Content/layers/streets\.geojson; rebuilding", REBUILD_TIMEOUT)
            after = serve.wait_for_version_change(before)
            self.assertIn('class="wm-layer wm-layer-major-street"', street_art(serve, page))

            street.write_text('{"type": "LineString", "coordinates": [[-0.14, 51.5136], [-0.12, 95]]}\n')
            serve.wait_for_line(r"^Build failed with 1 error; still serving the previous build\.$", REBUILD_TIMEOUT)
            self.assertTrue(
                any("Content/layers/streets.geojson:1:58: error: position [-0.12, 95.0] is out of range" in line
                    for line in serve.log),
                serve.log,
            )
            self.assertEqual(after, serve.version())
            self.assertIn("wm-layer-major-street", street_art(serve, page))
        finally:
            self.assertEqual(0, serve.stop())


if __name__ == "__main__":
    unittest.main()
