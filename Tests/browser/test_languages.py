"""A site in several languages: the language switch on every kind of page, and a right-to-left language.

The switch tests run against `$WAYMARK_SITE_DIR`, the sample site (English and Welsh); the Arabic tests build a
small site of their own with the `waymark` binary.
"""

import json

from harness import SiteTestCase

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


class RightToLeftTests(SiteTestCase):
    @classmethod
    def setUpClass(cls):
        def fill(content):
            (content / "site.yml").write_text("title: Bank\nlanguages: [en, ar]\n")
            branch = {"id": "dubai-mall", "type": "branch", "name": "Dubai Mall",
                      "address": {"street": "Financial Centre Road", "city": "Dubai", "country": "AE"},
                      "coordinate": {"latitude": 25.1972, "longitude": 55.2796}}
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
