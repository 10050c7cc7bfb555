"""Layout shift (issue 36): on every kind of page, at 390 and 1280 px, nothing a script fills in after the first
paint moves what is already shown. Cumulative layout shift is read from Chromium's `layout-shift` entries (the
buffered PerformanceObserver of the Layout Instability API), summed over the whole load, which is at least the
page's CLS; the limit is 0.02.

Runs on the sample site in `$WAYMARK_SITE_DIR` with a fixed clock (a weekday morning in London, when some places
are open and some closed, so both row states and every status line are drawn).
"""

from harness import SiteTestCase
from harness.browser import Browser

TUESDAY_11AM = "2026-12-01T11:00:00+00:00"
LIMIT = 0.02
PAGES = {
    "home": "/",
    "locations index": "/locations/",
    "branch list": "/locations/branches/",
    "ATM list": "/locations/atms/",
    "country": "/locations/gb/",
    "city": "/locations/gb/london/",
    "city with many locations": "/locations/us/new-york/",
    "city index": "/locations/cities/",
    "location": "/locations/gb/london/london-soho/",
    "hours": "/locations/gb/london/london-soho/hours/",
    "saved places": "/saved/",
    "countries": "/countries/",
    "one country": "/countries/albania/",
    "geocode index": "/geocode/",
    "geocode results": "/geocode/springfield/",
    "content page": "/help/",
    "contact": "/contact/",
    "offline": "/offline/",
}

# Every layout shift so far without recent input, with what moved: its value and each source's node and
# vertical position and height before and after.
SHIFTS = """
const done = arguments[arguments.length - 1];
const describe = node => !node ? "?" : node.nodeName.toLowerCase() + (node.id ? "#" + node.id : "")
    + (typeof node.className === "string" && node.className ? "." + node.className.trim().split(/\\s+/).join(".") : "");
const shifts = [];
const observer = new PerformanceObserver(list => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    shifts.push({value: entry.value, sources: (entry.sources || []).map(source => describe(source.node) + " y "
      + Math.round(source.previousRect.y) + "→" + Math.round(source.currentRect.y) + " h "
      + Math.round(source.previousRect.height) + "→" + Math.round(source.currentRect.height))});
  }
});
observer.observe({type: "layout-shift", buffered: true});
// Scripts fill in after the load event too (hours, saved places, the flag strip): every shift of the first
// moment counts, not only those before this script ran.
setTimeout(() => { observer.disconnect(); done(shifts); }, 800);
"""


class LayoutShiftTests(SiteTestCase):
    @classmethod
    def setUpClass(cls) -> None:
        super().setUpClass()
        cls.narrow = Browser(cls.server.base_url, window_size=(390, 900), artifacts_dir=cls.artifacts_dir)
        cls.addClassCleanup(cls.narrow.quit)

    def layout_shift(self, browser: Browser, path: str) -> tuple[float, list]:
        browser.set_timezone("Europe/London")
        browser.set_clock(TUESDAY_11AM)
        browser.open(path)
        browser.wait_for(lambda: browser.execute("return document.readyState") == "complete", message="not loaded")
        shifts = browser.execute_async(SHIFTS)
        return sum(shift["value"] for shift in shifts), shifts

    def test_every_page_kind_shifts_less_than_0_02_at_390_and_1280_px(self):
        for width, browser in ((390, self.narrow), (1280, self.browser)):
            for kind, path in PAGES.items():
                with self.subTest(width=width, page=kind):
                    total, shifts = self.layout_shift(browser, path)
                    self.assertLess(total, LIMIT, f"{path} at {width} px: CLS {total:.4f}, moved: {shifts}")
