"""A site in several languages: the language switch on every kind of page, and a right-to-left language.

The switch tests run against `$WAYMARK_SITE_DIR`, the sample site (English and Welsh); the Arabic tests build a
small site of their own with the `waymark` binary.
"""

import json

from harness import SiteTestCase
from harness.audit import run_axe

# One page of each kind the sample has, in English.
PAGES = (
    "/",
    "/countries/",
    "/countries/united-kingdom/",
    "/locations/",
    "/locations/branches/",
    "/locations/gb/",
    "/locations/gb/cardiff/",
    "/locations/gb/edinburgh/edinburgh-leith/",
    "/locations/gb/edinburgh/edinburgh-leith/hours/",
    "/locations/cities/",
    "/notices/",
    "/notices/christmas-hours-uk/",
    "/geocode/",
    "/geocode/fiji/",
    "/saved/",
    "/help/",
    "/about/",
    "/contact/",
    "/404.html",
)


class LanguageSwitchTests(SiteTestCase):
    def switch_to(self, language: str) -> None:
        self.browser.click(f'.language-switch a[hreflang="{language}"]')
        self.browser.wait_for(
            lambda: self.browser.execute("return document.documentElement.lang;") == language,
            message=f"the switch did not lead to a page in '{language}'")

    def test_the_switch_leads_to_the_same_page_in_welsh_and_back(self):
        for path in PAGES:
            with self.subTest(path=path):
                self.browser.open(path)
                self.assertEqual("en", self.browser.execute("return document.documentElement.lang;"))
                self.switch_to("cy")
                self.assertEqual("/cy" + path, self.browser.current_path)
                self.switch_to("en")
                self.assertEqual(path, self.browser.current_path)

    def test_a_search_switches_to_the_same_search_in_welsh_and_back(self):
        self.browser.open("/locations/?q=Leith")
        self.browser.wait_for(lambda: self.browser.text(".search-status"), message="the search did not answer")
        self.switch_to("cy")
        self.assertEqual("/cy/locations/", self.browser.current_path)
        self.assertEqual("?q=Leith", self.browser.execute("return location.search;"))
        self.assertEqual("Leith", self.browser.execute("return document.querySelector('input[name=q]').value;"))
        self.switch_to("en")
        self.assertEqual("?q=Leith", self.browser.execute("return location.search;"))

    def test_a_missing_page_switches_to_the_other_languages_404_page_and_back(self):
        self.browser.open("/no-such-page/")
        self.assertTrue(self.browser.execute("return document.title;").startswith("Page not found · "))
        self.switch_to("cy")
        self.assertEqual("/cy/404.html", self.browser.current_path)
        self.switch_to("en")
        self.assertEqual("/404.html", self.browser.current_path)

    def test_each_version_lists_every_version_and_the_default(self):
        self.browser.open("/cy/locations/gb/cardiff/")
        links = self.browser.execute(
            "return [...document.querySelectorAll('link[rel=alternate][hreflang]')]"
            ".map(l => [l.hreflang, new URL(l.href).pathname]);")
        self.assertEqual([["en", "/locations/gb/cardiff/"], ["cy", "/cy/locations/gb/cardiff/"],
                          ["x-default", "/locations/gb/cardiff/"]], links)

    def test_the_welsh_pages_show_the_welsh_catalogue(self):
        self.browser.open("/cy/")
        self.assertEqual("Neidio i'r cynnwys", self.browser.find("a.skip").get_attribute("textContent"))
        self.browser.open("/cy/locations/gb/cardiff/")
        self.assertEqual("1 gangen a 0 peiriant arian parod", self.browser.text(".listing .count"))

    def test_a_welsh_pages_title_description_and_footer_read_welsh(self):
        self.browser.open("/cy/locations/gb/")
        self.assertEqual(
            "Y Deyrnas Unedig: canghennau a pheiriannau arian parod fesul tref · "
            "Banc Dychmygol — Canghennau, peiriannau arian parod a’r byd",
            self.browser.execute("return document.title;"))
        self.assertTrue(self.browser.execute(
            "return document.querySelector('meta[name=description]').content;").startswith(
                "Dewch o hyd i gangen neu beiriant arian parod Banc Dychmygol"))
        self.assertTrue(self.browser.text(".site-footer p").startswith("Mapiau: Natural Earth (parth cyhoeddus)."))
        self.browser.open("/locations/gb/")
        self.assertEqual(
            "United Kingdom: branches and ATMs by city · Imaginary Bank — Branches, ATMs and the World",
            self.browser.execute("return document.title;"))

    def test_the_welsh_open_now_phrase_comes_from_the_welsh_catalogue(self):
        self.browser.set_timezone("Asia/Tokyo")
        self.browser.set_clock("2024-01-15T10:30:00+00:00")  # Monday 10:30 in London
        for path, status, today in (
                ("/cy/locations/gb/london/london-soho/hours/", "Ar agor nawr · yn cau am 16:30", "Heddiw: 09:30–16:30"),
                ("/locations/gb/london/london-soho/hours/", "Open now · closes at 16:30", "Today: 09:30–16:30")):
            with self.subTest(path=path):
                self.browser.open(path)
                self.assertEqual(status, self.browser.wait_for(
                    lambda: self.browser.text(".open-status"), message="no open status"))
                self.assertEqual(today, self.browser.text(".today-hours"))

    ZOOM_WORDS = """const map = document.querySelector('[data-zooms]');
        return [map.getAttribute('aria-label'),
                ...[...map.querySelectorAll('.wm-zoom button')].map(b => b.getAttribute('aria-label'))];"""

    def test_a_welsh_maps_spread_places_are_the_welsh_trees_own(self):
        # The countries picker keeps its clusters' spread places in a file it fetches on first use: the Welsh one
        # names them in Welsh, so it is the Welsh tree's (the shared assets/ hold no words), and it is there.
        self.browser.open("/cy/countries/")
        url = self.browser.attribute(".wm-frame[data-spreads]", "data-spreads")
        self.assertTrue(url.startswith("/cy/assets/maps/"), url)
        response = self.fetch(url)
        self.assertEqual(200, response.status, url)
        marks = "".join(entry[-1] for entry in json.loads(response.text))
        self.assertIn(" lle o gwmpas ", marks)

    def test_the_welsh_map_controls_read_welsh(self):
        for path, words, whole in (
                ("/cy/locations/gb/cardiff/",
                 ["Map: + a − i chwyddo, y bysellau saeth i’w symud, 0 i ddangos y cyfan", "Chwyddo i mewn", "Chwyddo allan"],
                 "Y map cyfan"),
                ("/locations/gb/cardiff/",
                 ["Map: + and − zoom, arrow keys move it, 0 shows all of it", "Zoom in", "Zoom out"], "Whole map")):
            with self.subTest(path=path):
                self.browser.open(path)
                self.browser.wait_for(lambda: self.browser.execute(
                    "return document.querySelectorAll('.wm-zoom button').length;") == 2, message="no zoom controls")
                self.assertEqual(words, self.browser.execute(self.ZOOM_WORDS))
                self.browser.click(".wm-zoom button")
                self.browser.wait_for(lambda: self.browser.execute(
                    "const b = document.querySelector('.wm-whole'); return b && !b.hidden;"), message="no whole-map button")
                self.assertEqual(whole, self.browser.text(".wm-whole"))


class RightToLeftTests(SiteTestCase):
    @classmethod
    def setUpClass(cls):
        def fill(content):
            (content / "site.yml").write_text("title: Bank\nlanguages: [en, ar]\n")
            branch = {"id": "dubai-mall", "type": "branch", "name": "Dubai Mall",
                      "address": {"street": "Financial Centre Road", "city": "Dubai", "country": "AE"},
                      "coordinate": {"latitude": 25.1972, "longitude": 55.2796},
                      "hours": {"timezone": "Asia/Dubai", "weekly": {"mon": [["08:00", "15:00"]], "sat": [["00:00", "24:00"]]}}}
            (content / "branches.json").write_text(json.dumps({"locations": [branch]}))

        cls.build_own_site("waymark-rtl-", fill)
        super().setUpClass()

    def test_the_arabic_pages_are_right_to_left_and_the_english_ones_are_not(self):
        for path, language, direction in (("/ar/locations/", "ar", "rtl"), ("/locations/", "en", "ltr")):
            with self.subTest(path=path):
                self.browser.open(path)
                self.assertEqual(language, self.browser.execute("return document.documentElement.lang;"))
                self.assertEqual(direction, self.browser.execute("return getComputedStyle(document.body).direction;"))

    SCALE_EDGES = """return [...document.querySelectorAll('.wm-scale span')].map(span => {
        const range = document.createRange(); range.selectNodeContents(span);
        return [span.getBoundingClientRect().right, range.getBoundingClientRect().left]; });"""

    def test_the_arabic_pages_map_reads_left_to_right(self):
        # A right-to-left frame set each scale line's words ("50 km") back over the bars instead of 4 px after them.
        self.browser.open("/ar/locations/ae/dubai/dubai-mall/")
        self.assertEqual("ltr", self.browser.execute(
            "return getComputedStyle(document.querySelector('.wm-frame')).direction;"))
        edges = self.browser.execute(self.SCALE_EDGES)
        self.assertEqual(2, len(edges))
        for bar, words in edges:
            self.assertAlmostEqual(bar + 4, words, delta=1, msg="a scale line's words start 4 px after its bar")

    def test_the_arabic_count_takes_the_singular_for_one(self):
        self.browser.open("/ar/locations/")
        self.assertEqual("موقع واحد", self.browser.text(".listing .count"))

    # Every page kind the fixture has.
    ARABIC_PAGES = ("/ar/", "/ar/locations/", "/ar/locations/branches/", "/ar/locations/cities/", "/ar/locations/ae/",
                    "/ar/locations/ae/dubai/", "/ar/locations/ae/dubai/dubai-mall/", "/ar/saved/", "/ar/offline/",
                    "/ar/404.html")

    def test_the_arabic_pages_have_no_axe_violation(self):
        for path in self.ARABIC_PAGES:
            with self.subTest(path=path):
                self.browser.open(path)
                self.assertEqual([], run_axe(self.browser), f"axe-core on {path}")

    def test_the_arabic_pages_do_not_scroll_sideways_at_320_px(self):
        self.browser.cdp("Emulation.setDeviceMetricsOverride",
                         {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": True})
        try:
            for path in self.ARABIC_PAGES:
                with self.subTest(path=path):
                    self.browser.open(path)
                    width = self.browser.execute("return document.documentElement.scrollWidth;")
                    self.assertLessEqual(width, 320, f"{path} is {width} px wide at 320 px")
        finally:
            self.browser.cdp("Emulation.clearDeviceMetricsOverride")

    def test_the_arabic_open_now_phrase_and_map_controls_read_arabic(self):
        self.browser.set_clock("2024-01-15T06:00:00+00:00")  # Monday 10:00 in Dubai
        self.browser.open("/ar/locations/ae/dubai/dubai-mall/")
        status = self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status")
        self.assertTrue(status.startswith("مفتوح الآن · يغلق الساعة "), status)
        self.browser.wait_for(lambda: self.browser.execute(
            "return document.querySelectorAll('.wm-zoom button').length;") == 2, message="no zoom controls")
        self.assertEqual(["تكبير", "تصغير"], self.browser.execute(
            "return [...document.querySelectorAll('.wm-zoom button')].map(b => b.getAttribute('aria-label'));"))


class SubfolderTests(SiteTestCase):
    """`default_language_in_subfolder: true`: the English tree at /en/, a language chooser at /."""

    @classmethod
    def setUpClass(cls):
        def fill(content):
            (content / "site.yml").write_text(
                "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\ndefault_language_in_subfolder: true\n")
            branch = {"id": "cardiff-queen-street", "type": "branch", "name": "Cardiff Queen Street",
                      "address": {"street": "Queen Street", "city": "Cardiff", "country": "GB"},
                      "coordinate": {"latitude": 51.4816, "longitude": -3.1791}}
            (content / "branches.json").write_text(json.dumps({"locations": [branch]}))

        cls.build_own_site("waymark-subfolder-", fill)
        super().setUpClass()

    def test_the_chooser_leads_to_welsh_and_the_switch_back_to_english_under_en(self):
        self.browser.open("/")
        self.assertEqual("en", self.browser.execute("return document.documentElement.lang;"))
        self.assertEqual(0, self.browser.execute("return document.scripts.length;"))
        self.browser.click('a[hreflang="cy"]')
        self.browser.wait_for(lambda: self.browser.current_path == "/cy/", message="the chooser did not lead to /cy/")
        self.assertEqual("cy", self.browser.execute("return document.documentElement.lang;"))
        self.browser.click('.language-switch a[hreflang="en"]')
        self.browser.wait_for(lambda: self.browser.current_path == "/en/", message="the switch did not lead to /en/")
        self.assertEqual("en", self.browser.execute("return document.documentElement.lang;"))
        # Each tree has its own assets, and they load.
        self.assertTrue(self.browser.execute(
            "return document.querySelector('link[rel=stylesheet]').getAttribute('href');").startswith("/en/assets/"))
        self.assertGreater(self.browser.execute("return document.styleSheets[0].cssRules.length;"), 50)
