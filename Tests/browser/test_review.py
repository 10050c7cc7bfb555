"""Issue 16 in a real browser: page weight measured with the Performance API, the flag picker's
settling and map shape, saving branches and ATMs, and plain wording on the sample site.

Runs against `$WAYMARK_SITE_DIR` (a build of the sample site). Pages are reached by following
links, not by hard-coded location URLs.
"""

from __future__ import annotations

import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import Browser, SiteTestCase
from test_audit import PageKinds

STORAGE_KEY = "waymark.savedPlaces"
KB = 1024

# Bytes of every resource the page has fetched so far, its own HTML included (the test server sends
# no compression, so encodedBodySize is the file size).
PAGE_BYTES = """
const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
return entries.reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0);
"""


class ReviewTestCase(SiteTestCase):
    def page_bytes(self) -> int:
        return self.browser.execute(PAGE_BYTES)

    def settle(self) -> None:
        """Waits until the page is loaded and has fetched nothing new for a second (lazy images included)."""
        self.browser.wait_for(lambda: self.browser.execute("return document.readyState === 'complete';"),
                              message="the page did not finish loading")
        count, still = -1, 0
        while still < 4:
            time.sleep(0.25)
            now = self.browser.execute("return performance.getEntriesByType('resource').length;")
            still = still + 1 if now == count else 0
            count = now

    def country_paths_by_flag_size(self) -> list[str]:
        """The countries' page paths, the heaviest flag first (sizes read from the served files)."""
        self.browser.open("/countries/")
        pairs = self.browser.execute(
            "return [...document.querySelectorAll('.flag-strip [role=option]')]"
            ".map(o => [o.dataset.href, o.querySelector('img').getAttribute('src')]);")
        sizes = {}
        for href, flag in pairs:
            sizes[self.site_path(self.browser.url(href))] = len(self.fetch(flag).body)
        return sorted(sizes, key=lambda path: -sizes[path])


class PageWeightTests(ReviewTestCase):
    # Measured on the sample site at 1280x900: 146 KB at first load (the page 57 KB, the world map 38 KB, CSS and
    # scripts 30 KB, 54 flag thumbnails 25 KB) and 223 KB after scrolling to the end (245 thumbnails, 107 KB).
    def test_the_countries_page_first_load_is_at_most_150_kb(self):
        self.browser.open("/countries/")
        self.settle()

        self.assertLessEqual(self.page_bytes(), 150 * KB, "the countries page's first load")

    def bytes_in_all(self, path: str) -> int:
        """What a page has fetched once loaded and scrolled to its end, settling after each."""
        self.browser.open(path)
        self.settle()
        height = self.browser.execute("return document.body.scrollHeight;")
        for y in range(0, height + 900, 600):
            self.browser.execute("window.scrollTo(0, arguments[0]);", y)
        self.settle()
        return self.page_bytes()

    def test_the_pages_with_the_heaviest_flags_are_under_500_kb_in_all(self):
        for path in self.country_paths_by_flag_size()[:3]:
            with self.subTest(path=path):
                self.assertLessEqual(self.bytes_in_all(path), 500 * KB, f"{path} in all")

    def test_the_countries_page_after_scrolling_to_the_end_is_under_500_kb_in_all(self):
        self.assertLessEqual(self.bytes_in_all("/countries/"), 500 * KB, "the countries page after scrolling")

    def test_no_page_of_any_kind_is_over_500_kb_in_all(self):
        for kind, path in PageKinds(self).find().items():
            with self.subTest(kind=kind, path=path):
                self.assertLessEqual(self.bytes_in_all(path), 500 * KB, f"{path} ({kind}) in all")

    def test_flags_are_lazy_png_thumbnails_with_a_2x_version(self):
        self.browser.open("/countries/")
        self.settle()
        images = self.browser.execute(
            "return [...document.querySelectorAll('main .country-grid img')].map(i => "
            "[i.loading, i.getAttribute('src'), i.getAttribute('srcset'), i.naturalWidth, i.naturalHeight]);")
        self.assertEqual(245, len(images))
        for loading, src, srcset, width, height in images:
            self.assertEqual("lazy", loading, src)
            self.assertRegex(src, r"^/flags/[a-z]{2}\.png$")
            self.assertEqual(src[:-4] + "@2x.png 2x", srcset)
        # The first flags are on screen: loaded, at most 64x48, fitted in their own shape.
        width, height = images[0][3:]
        self.assertTrue(width <= 64 and height <= 48 and (width == 64 or height == 48), (width, height))
        heaviest = self.country_paths_by_flag_size()[0]
        self.browser.open(heaviest)
        self.assertRegex(self.browser.attribute("main h1 img", "src"), r"/flags/[a-z]{2}\.png$")


class FlagPickerTests(ReviewTestCase):
    def country_fetches(self) -> list[str]:
        return self.browser.execute(
            "return performance.getEntriesByType('resource')"
            ".filter(e => e.initiatorType === 'fetch').map(e => new URL(e.name).pathname);")

    def test_twenty_arrow_presses_load_only_the_map_the_selection_settles_on(self):
        self.browser.open("/countries/")
        first = self.browser.find(".flag-strip [role=option]")
        first.click()
        self.browser.wait_for(lambda: self.browser.text(".picker-name"), message="the first country is named")
        before = len(self.country_fetches())

        # Twenty presses in one burst, as a held-down key sends them.
        ActionChains(self.browser.driver).send_keys(Keys.ARROW_RIGHT * 20).perform()
        options = self.browser.find_all(".flag-strip [role=option]")
        twenty_first = options[20]
        self.browser.wait_for_text(".picker-name", twenty_first.get_attribute("data-name"))

        fetched = self.country_fetches()[before:]
        self.assertEqual(1, len(fetched), f"fetched {fetched}")
        self.assertEqual([self.site_path(self.browser.url(twenty_first.get_attribute("data-href")))], fetched)

    def test_a_country_map_keeps_its_own_shape_in_the_picker(self):
        self.browser.open("/countries/")
        chile = self.browser.find('.flag-strip [data-name="Chile"]')
        chile.click()
        self.browser.wait_for_text(".picker-map figcaption", "Chile")
        box, view = self.browser.execute(
            "const svg = document.querySelector('.picker-map figure.map svg.wm-svg');"
            "const r = svg.getBoundingClientRect();"
            "return [[r.width, r.height], [svg.viewBox.baseVal.width, svg.viewBox.baseVal.height]];")
        self.assertAlmostEqual(view[0] / view[1], box[0] / box[1], places=2,
                               msg=f"shown {box}, drawn for {view}")


class SaveLocationTests(ReviewTestCase):
    def location_path(self, kind: str) -> str:
        self.browser.open("/locations/")
        link = self.browser.find(f"main .location-list > li:has(.badge-{kind}) a[href]")
        return self.site_path(link.get_attribute("href"))

    def test_a_branch_and_an_atm_can_be_saved_and_are_listed_on_saved(self):
        names, paths, addresses = [], [], []
        for kind in ("branch", "atm"):
            with self.subTest(kind=kind):
                path = self.location_path(kind)
                self.browser.open(path)
                button = self.browser.wait_for_element("main .title-row button.save-place")
                # The button names the place by the page's heading, and keeps the page's own path.
                self.assertEqual(f"Save “{self.browser.text('main h1')}” to saved places", button.get_attribute("aria-label"))
                button.click()
                self.browser.wait_for(lambda: button.text == "Remove", message="the button reads Remove once saved")
                names.append(self.browser.text("main h1"))
                paths.append(path)
                addresses.append(", ".join(self.browser.text("main address").split("\n")))

        saved = self.browser.local_storage_json(STORAGE_KEY)
        self.assertEqual(names, [place["name"] for place in saved])
        self.assertEqual(paths, [place["href"] for place in saved])
        self.assertTrue(all(place["key"].startswith("location:") for place in saved))
        self.browser.open("/saved/")
        self.browser.wait_for(lambda: sorted(self.browser.texts(".saved-list .saved-name")) == sorted(names),
                              message="/saved/ lists both")
        # Issue 36.4: by name and address, not by coordinates.
        listed = dict(zip(self.browser.texts(".saved-list .saved-name"), self.browser.texts(".saved-list .saved-address")))
        self.assertEqual({name: address for name, address in zip(names, addresses)}, listed)
        self.assertEqual([], self.browser.find_all(".saved-list .saved-coordinates"))
        self.assertFalse(self.browser.exists("header button.save-place"), "no Save button in the site header")
        self.assert_no_console_errors()

    def test_removing_asks_in_a_dialog_the_script_makes_once(self):
        path = self.location_path("branch")
        self.assertNotIn("<dialog", self.fetch(path).text, "pages do not carry the dialog")
        self.browser.open(path)
        name = self.browser.text("main h1")
        button = self.browser.wait_for_element("main .title-row button.save-place")
        button.click()
        self.browser.wait_for(lambda: button.text == "Remove", message="the button reads Remove once saved")
        self.assertEqual([], self.browser.find_all("dialog"), "no dialog before it is needed")

        button.click()
        dialog = self.browser.wait_for_element("main > dialog#confirm-delete.confirm-delete")
        self.assertEqual("confirm-delete-title", dialog.get_attribute("aria-labelledby"))
        self.assertEqual("confirm-delete-text", dialog.get_attribute("aria-describedby"))
        self.assertEqual("Remove this saved place?", self.browser.text("#confirm-delete-title"))
        self.assertEqual(f"“{name}” will be removed from the places saved in this browser.",
                         self.browser.text("#confirm-delete-text"))
        self.assertEqual([("submit", "cancel", "dialog-cancel", "Cancel"), ("submit", "delete", "dialog-delete", "Remove")],
                         [(b.get_attribute("type"), b.get_attribute("value"), b.get_attribute("class"), b.text)
                          for b in self.browser.find_all("dialog form[method=dialog] .dialog-buttons button")])
        self.assertTrue(self.browser.execute("return document.activeElement.matches('dialog .dialog-cancel')"),
                        "Cancel has the focus")
        self.browser.click("dialog .dialog-cancel")
        self.browser.wait_for(lambda: not dialog.is_displayed(), message="Cancel closes the dialog")
        self.assertEqual([name], [place["name"] for place in self.browser.local_storage_json(STORAGE_KEY)])

        button.click()
        self.browser.wait_for(lambda: dialog.is_displayed(), message="the same dialog opens again")
        self.assertEqual(1, len(self.browser.find_all("dialog")))
        self.browser.click("dialog .dialog-delete")
        self.browser.wait_for(lambda: button.text == "Save", message="the button reads Save once removed")
        self.assertEqual([], self.browser.local_storage_json(STORAGE_KEY))
        self.assertTrue(self.browser.execute("return document.activeElement.matches('button.save-place')"),
                        "the focus is back on the button")
        self.assertEqual(f"Removed “{name}” from saved places.", self.browser.execute(
            "return document.querySelector('.place-status[role=status]').textContent"))
        self.assert_no_console_errors()


class WordingTests(ReviewTestCase):
    def test_titles_name_the_site_once(self):
        for path in ("/", "/locations/", "/countries/", "/geocode/", "/saved/"):
            with self.subTest(path=path):
                self.browser.open(path)
                title = self.browser.title
                site = self.browser.text("header .brand")
                self.assertEqual(1, title.count(site), title)

    def test_navigation_says_place_search(self):
        self.browser.open("/")
        self.assertEqual(["Countries", "Locations", "Place search", "Saved"],
                         self.browser.texts("header nav li a")[:4])
        self.assertNotIn("Geocoding", self.browser.text("body"))
        self.assertNotIn("saved place searches", self.browser.text("body"))


class PhoneMenuTests(ReviewTestCase):
    """Issue 36.6: on phones the sections are a Menu that opens without JavaScript, every link inside the screen."""

    LINKS_IN_VIEW = """
    return [...document.querySelectorAll('.nav-menu nav a')].map(a => {
      const r = a.getBoundingClientRect();
      return [a.textContent, r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight
              && r.height >= 24 && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === a];
    });"""

    def check_menu(self, width, javascript=True):
        # A browser of the phone's own width: the device-metrics override left the next page load hanging.
        browser = Browser(self.server.base_url, javascript=javascript, window_size=(width, 640))
        try:
            browser.open("/locations/")
            wide = browser.execute("return [...document.querySelectorAll('.nav-wide a')].map(a => a.textContent);")
            self.assertEqual(7, len(wide), wide)
            self.assertFalse(browser.find(".nav-wide").is_displayed(), "the wide list is hidden on a phone")
            self.assertEqual("Menu", browser.text(".nav-menu summary"))
            self.assertFalse(any(a.is_displayed() for a in browser.find_all(".nav-menu nav a")), "the menu starts closed")
            browser.click(".nav-menu summary")
            self.assertEqual([[name, True] for name in wide], browser.execute(self.LINKS_IN_VIEW))
            self.assertEqual("Locations", browser.text(".nav-menu a[aria-current=page]"))
            browser.click(".nav-menu a[href$='/countries/']")
            self.assertEqual("/countries/", self.site_path(browser.driver.current_url))
        finally:
            browser.quit()

    def test_every_section_is_reachable_from_the_menu_at_390_and_320_px(self):
        for width in (390, 320):
            with self.subTest(width=width):
                self.check_menu(width)

    def test_the_menu_opens_without_javascript(self):
        self.check_menu(320, javascript=False)

    def test_the_desktop_header_lists_the_sections_without_a_menu(self):
        self.browser.open("/")
        self.assertFalse(self.browser.find(".nav-menu").is_displayed())
        self.assertEqual(7, sum(a.is_displayed() for a in self.browser.find_all(".nav-wide a")))


class ContactFormTests(ReviewTestCase):
    def test_only_the_contact_page_loads_the_contact_forms_script(self):
        # waymark.js fills the form's hidden time zone field when it loads; no other page needs it.
        self.browser.open("/contact/")
        zone = self.browser.execute("return Intl.DateTimeFormat().resolvedOptions().timeZone;")
        self.browser.wait_for(lambda: self.browser.attribute("#timezone", "value") == zone, message="no time zone")
        self.assert_no_console_errors()
        for path in ("/", "/locations/", "/locations/gb/london/london-soho/", "/about/"):
            with self.subTest(path=path):
                self.assertNotIn("assets/waymark.", "".join(
                    line for line in self.fetch(path).text.splitlines() if "<script" in line))


    def test_when_it_happened_starts_at_the_visitors_local_time(self):
        # Issue 36.9: the page says the time is filled in; it is, in the visitor's own zone.
        self.browser.set_timezone("America/New_York")
        self.browser.set_clock("2026-12-24T15:07:00Z")
        self.browser.open("/contact/")
        self.browser.wait_for(lambda: self.browser.attribute("#when", "value") == "2026-12-24T10:07",
                              message="the time is not filled in")
        self.assertEqual("America/New_York", self.browser.attribute("#timezone", "value"))
        self.assertIn("“When it happened” starts at the time you opened this page", self.browser.text("main"))


class SampleDataTests(ReviewTestCase):
    def test_lists_are_grouped_by_country_in_name_order_with_full_addresses(self):
        self.browser.open("/locations/")
        headings = self.browser.texts("main .listing h2.country-heading")
        self.assertTrue(headings, "no country headings")
        self.assertEqual(sorted(headings), headings)
        self.assertEqual(len(set(headings)), len(headings), "a country is headed twice on one page")
        rows = self.browser.execute(
            "return [...document.querySelectorAll('main .listing h2.country-heading')].map(h =>"
            " [h.textContent, [...h.nextElementSibling.querySelectorAll('.address')].map(a => a.textContent)]);")
        for country, addresses in rows:
            with self.subTest(country=country):
                self.assertTrue(addresses)
                self.assertTrue(all(address.endswith(", " + country) for address in addresses), addresses)

    def test_names_imported_in_capitals_are_shown_in_title_case(self):
        self.browser.open("/locations/branches/")
        pages = [self.site_path(url) for url in self.browser.links("a[href]")]
        found = []
        for path in dict.fromkeys([p for p in pages if p and "/page/" in p] + ["/locations/branches/"]):
            self.browser.open(path)
            found += [name for name in self.browser.texts("main .location-list > li > a") if "broadmead" in name.lower()]
        self.assertEqual(["Bristol Broadmead"], found)


if __name__ == "__main__":
    unittest.main()
