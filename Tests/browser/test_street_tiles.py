"""Street tiles in a real browser: a Helsinki location's map draws its streets from shared SVG files, and they land
exactly under the street names the page lays out along the same streets itself, at 390 and 1280 pixels.

Builds the Helsinki fixture (Tests/Fixtures/helsinki with the real extract Tests/Fixtures/osm/Helsinki.osm.pbf).
"""

import base64
import shutil

from harness import REPO_ROOT, SiteTestCase

FIXTURE = REPO_ROOT / "Tests" / "Fixtures"
PAGE = "/locations/fi/helsinki/node-288130461/"
# A location whose map links some street tiles and draws the others in its page (few location maps show them).
MIXED = "/locations/fi/helsinki/node-319790100/"
INLINE = "/locations/fi/helsinki/node-401069995/"

# Points every 3 map units along each street name's own path (the street's line as the page drew it, in view
# pixels), in viewport pixels; only those well inside the map and the window.
POINTS = """
const svg = document.querySelector('svg.wm-svg');
const box = svg.getBoundingClientRect();
const points = [];
for (const path of svg.querySelectorAll('defs path[id]')) {
  const m = path.getScreenCTM();
  for (let at = 0; at <= path.getTotalLength(); at += 3) {
    const p = path.getPointAtLength(at).matrixTransform(m);
    if (p.x > box.left + 3 && p.x < box.right - 3 && p.y > box.top + 3 && p.y < Math.min(box.bottom, innerHeight) - 3)
      points.push([Math.floor(p.x), Math.floor(p.y)]);
  }
}
return points;
"""

# Whether the two screenshots differ at each point or a pixel next to it (a stroke there, in one and not the other).
DIFFERS = """
const [first, second, points, done] = arguments;
const load = url => new Promise(resolve => { const i = new Image(); i.onload = () => resolve(i); i.src = url; });
Promise.all([load(first), load(second)]).then(([a, b]) => {
  const pixels = image => {
    const c = document.createElement('canvas');
    c.width = image.width; c.height = image.height;
    const g = c.getContext('2d');
    g.drawImage(image, 0, 0);
    return g.getImageData(0, 0, c.width, c.height);
  };
  const pa = pixels(a), pb = pixels(b);
  done(points.map(([x, y]) => {
    for (let dy = 0; dy <= 0; dy++) for (let dx = 0; dx <= 0; dx++) {
      const i = ((y + dy) * pa.width + (x + dx)) * 4;
      const d = Math.abs(pa.data[i] - pb.data[i]) + Math.abs(pa.data[i + 1] - pb.data[i + 1]) + Math.abs(pa.data[i + 2] - pb.data[i + 2]);
      if (d > 24) return true;
    }
    return false;
  }));
});
"""

# Every image of the map decoded (the images are in the page's SVG, so wait for each to be ready); the street tiles.
TILES_READY = """
const done = arguments[arguments.length - 1];
const images = [...document.querySelectorAll('svg.wm-svg image')];
const tiles = images.filter(i => i.closest('.wm-layers')).map(i => i.getAttribute('href'));
Promise.all(images.map(i => i.decode())).then(() => done(tiles), e => done(String(e)));
"""

# What the page fetched: the page, its stylesheets and scripts, the basemap and street tiles (as in test_review.py).
PAGE_BYTES = """
const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
return entries.reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0);
"""
KB = 1024


class StreetTileTests(SiteTestCase):
    @classmethod
    def setUpClass(cls):
        def fill(content):
            shutil.copy(FIXTURE / "helsinki" / "Content" / "helsinki.csv", content / "helsinki.csv")
            site = (FIXTURE / "helsinki" / "Content" / "site.yml").read_text()
            extract = FIXTURE / "osm" / "Helsinki.osm.pbf"
            (content / "site.yml").write_text(site.replace("../osm/Helsinki.osm.pbf", str(extract)))

        cls.build_own_site("waymark-street-tiles-", fill)
        super().setUpClass()

    def screenshot(self) -> str:
        shot = self.browser.cdp("Page.captureScreenshot", {"format": "png"})
        return "data:image/png;base64," + shot["data"]

    def test_the_street_tiles_lie_under_the_streets_the_page_names(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(PAGE)
                tiles = self.browser.execute_async(TILES_READY)
                self.assertEqual(4, len(tiles), tiles)
                for href in tiles:
                    response = self.fetch(href)
                    self.assertEqual(200, response.status, href)
                    self.assertIn("wm-layer-minor-street", response.text)
                self.assert_streets_under_their_names(f"street-tiles-{width}")

    def test_a_map_draws_the_tiles_few_location_maps_show_in_the_page_beside_the_files(self):
        """Some of this map's street tiles are shown by fewer than three location maps: its page draws them itself,
        clipped to their part of the view, beside the four it links, with no seam under the names."""
        for width in (390, 1280):
            with self.subTest(width=width):
                self.at_width(width)
                self.browser.open(MIXED)
                tiles = self.browser.execute_async(TILES_READY)
                self.assertEqual(4, len(tiles), tiles)
                drawn = self.browser.execute("return document.querySelectorAll('svg.wm-svg .wm-layers > path').length;")
                self.assertEqual(7, drawn)
                self.assert_streets_under_their_names(f"street-tiles-mixed-{width}")

    def assert_streets_under_their_names(self, name):
        """The map's streets, from files and drawn in the page alike, under the names the page lays along them."""
        self.browser.execute("document.querySelector('svg.wm-svg').scrollIntoView();")
        self.browser.screenshot(name)
        # The names and the marks over the map hidden, the map with its street tiles and without them.
        self.browser.execute(
            "const s = document.createElement('style');"
            "s.textContent = '.wm-streets, .wm-frame > :not(svg) { visibility: hidden }';"
            "document.head.append(s);")
        points = self.browser.execute(POINTS)
        self.assertGreater(len(points), 100)
        streets = self.screenshot()
        self.browser.execute("document.querySelector('svg.wm-svg .wm-layers').style.visibility = 'hidden';")
        bare = self.screenshot()
        hits = self.browser.execute_async(DIFFERS, streets, bare, points)
        # A street drawn a pixel or two off its line would leave most of its line bare.
        self.assertGreaterEqual(sum(hits) / len(hits), 0.97, f"{sum(hits)} of {len(hits)} points on a street")
        self.assert_no_console_errors()

    def test_a_location_page_with_streets_loads_at_most_150_kb_at_first(self):
        # One whose map links four tiles, and one whose map draws every street in its page (no other map shows them).
        for page, tiles in ((PAGE, 4), (INLINE, 0)):
            for width in (390, 1280):
                with self.subTest(page=page, width=width):
                    self.at_width(width)
                    self.browser.open(page)
                    self.assertEqual(tiles, len(self.browser.execute_async(TILES_READY)))
                    self.browser.wait_for(lambda: self.browser.execute("return document.readyState === 'complete';"))
                    loaded = self.browser.execute(PAGE_BYTES)
                    self.assertLessEqual(loaded, 150 * KB, "the location page's first load")
