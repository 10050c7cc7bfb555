"""The countries section: the flag picker, the grid/list toggle, and the
real BOA plist built as a site and checked.

The picker tests run on `$WAYMARK_SITE_DIR` (the sample site); the BOA tests build their own
site with the binary in `$WAYMARK_BINARY`, else .build/debug/waymark.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from selenium.webdriver.common.keys import Keys

from harness import SiteTestCase
from harness.config import REPO_ROOT

BINARY = Path(os.environ.get("WAYMARK_BINARY") or REPO_ROOT / ".build" / "debug" / "waymark")
BOA_PLIST = REPO_ROOT / "Tests" / "Fixtures" / "real" / "plist" / "boa_interview__worldwide.plist"


def click_flag(browser, slug: str) -> None:
    """Scrolls the strip to the flag, as a swipe would, and clicks it."""
    flag = browser.find(f".flag-strip li[data-href$='/{slug}/']")
    browser.execute("arguments[0].scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});", flag)
    flag.click()


class FlagPickerTests(SiteTestCase):
    def map_caption(self) -> str:
        return self.browser.text(".picker-map figcaption")

    def selected_name(self) -> str:
        return self.browser.execute(
            "var o = document.querySelector('.flag-strip [aria-selected=true]'); return o ? o.dataset.name : null;")

    def test_clicking_a_flag_shows_the_country_on_the_map_and_names_it_without_a_page_load(self):
        self.browser.open("/countries/")
        self.browser.execute("window.__samePage = true;")
        self.assertEqual("The world's capitals", self.map_caption())

        click_flag(self.browser, "france")

        self.browser.wait_for_text(".picker-map figcaption", "France")
        self.assertTrue(self.browser.exists(".picker-map svg .wm-hl"), "the chosen country is not highlighted")
        self.browser.wait_for_text(".picker-name", "France")
        self.assertIn("Paris", self.browser.text(".picker-name"))
        self.assertTrue(self.browser.execute("return window.__samePage === true;"), "choosing a flag loaded a page")
        self.assertEqual("/countries/", self.browser.current_path)
        self.browser.screenshot("countries-picker-france")
        self.assert_no_console_errors()

    def test_the_name_appears_only_after_a_short_delay(self):
        self.browser.open("/countries/")
        click_flag(self.browser, "japan")
        self.assertEqual("", self.browser.text(".picker-name"))
        self.browser.wait_for_text(".picker-name", "Japan")

    def test_arrow_keys_home_and_end_move_through_the_strip_and_choose(self):
        self.browser.open("/countries/")
        options = self.browser.find_all(".flag-strip [role=option]")
        self.assertEqual("listbox", self.browser.attribute(".flag-strip ul", "role"))
        self.assertEqual(["0"] + ["-1"] * (len(options) - 1), [o.get_attribute("tabindex") for o in options])

        options[0].click()
        self.browser.wait_for_text(".picker-name", options[0].get_attribute("data-name"))
        active = lambda: self.browser.execute("return document.activeElement.dataset.name;")
        self.browser.execute("document.activeElement.blur(); arguments[0].focus();", options[0])
        options[0].send_keys(Keys.ARROW_RIGHT)
        second = options[1].get_attribute("data-name")
        self.assertEqual(second, active())
        self.browser.wait_for_text(".picker-map figcaption", second)
        self.browser.wait_for_text(".picker-name", second)
        self.assertEqual(second, self.selected_name())
        self.assertEqual("0", options[1].get_attribute("tabindex"))
        self.assertEqual("-1", options[0].get_attribute("tabindex"))

        options[1].send_keys(Keys.END)
        last = options[-1].get_attribute("data-name")
        self.assertEqual(last, active())
        self.browser.wait_for_text(".picker-name", last)
        scrolled = self.browser.execute("return document.querySelector('.flag-strip ul').scrollLeft;")
        self.assertGreater(scrolled, 0, "the strip did not scroll to the last flag")

        options[-1].send_keys(Keys.HOME)
        self.assertEqual(options[0].get_attribute("data-name"), active())
        self.browser.wait_for_text(".picker-name", options[0].get_attribute("data-name"))
        self.assert_no_console_errors()

    def test_enter_and_space_choose_the_focused_flag(self):
        self.browser.open("/countries/")
        option = self.browser.find(".flag-strip li[data-href$='/chile/']")
        self.browser.execute("arguments[0].focus();", option)
        option.send_keys(Keys.ENTER)
        self.browser.wait_for_text(".picker-name", "Chile")
        self.browser.click(".picker-reset")
        self.browser.wait_for_text(".picker-map figcaption", "The world's capitals")
        self.assertIsNone(self.selected_name())
        option.send_keys(Keys.SPACE)
        self.browser.wait_for_text(".picker-name", "Chile")

    def test_without_javascript_there_is_no_strip_and_each_flag_of_the_grid_is_a_link_to_its_country(self):
        browser = self.browser_without_js()
        browser.open("/countries/")
        # The page holds the strip's place for the script; without it that place is not shown, and empty.
        self.assertFalse(any(strip.is_displayed() or strip.text for strip in browser.find_all(".flag-strip")))
        hrefs = [self.site_path(url) for url in browser.links(".country-grid a:has(img)")]
        self.assertEqual(245, len(hrefs))
        self.assertIn("/countries/france/", hrefs)

    def test_the_strip_is_made_from_the_grid_with_its_flags_names_and_capitals(self):
        self.browser.open("/countries/")
        grid = self.browser.execute(
            "return [...document.querySelectorAll('.country-grid li')].map(li => [li.querySelector('a').getAttribute('href'),"
            " li.querySelector('a > span').textContent, li.querySelector(':scope > span').textContent, li.querySelector('img').getAttribute('src')]);")
        strip = self.browser.execute(
            "return [...document.querySelectorAll('.flag-strip [role=option]')].map(o => [o.dataset.href, o.dataset.name,"
            " o.dataset.capital, o.querySelector('img').getAttribute('src'), o.querySelector('img').alt]);")
        self.assertEqual(245, len(strip))
        self.assertEqual([row + [row[1]] for row in grid], strip)
        self.assertEqual("/countries/afghanistan/", strip[0][0])


class CountryViewToggleTests(SiteTestCase):
    def test_grid_and_list_toggle_is_remembered_after_a_reload(self):
        self.browser.open("/countries/")
        self.assertEqual("true", self.browser.attribute(".view-toggle [data-view=grid]", "aria-pressed"))
        grid_height = self.browser.execute("return document.querySelector('.country-grid').offsetHeight;")

        self.browser.click(".view-toggle [data-view=list]")
        self.assertEqual("true", self.browser.attribute(".view-toggle [data-view=list]", "aria-pressed"))
        self.assertEqual("list", self.browser.local_storage_item("waymark.countries.view"))
        self.assertNotEqual(grid_height, self.browser.execute("return document.querySelector('.country-grid').offsetHeight;"))

        self.browser.open("/countries/")
        self.assertTrue(self.browser.execute("return document.documentElement.classList.contains('countries-as-list');"))
        self.assertEqual("true", self.browser.attribute(".view-toggle [data-view=list]", "aria-pressed"))
        self.browser.screenshot("countries-list-view")

        self.browser.click(".view-toggle [data-view=grid]")
        self.assertEqual("grid", self.browser.local_storage_item("waymark.countries.view"))
        self.assert_no_console_errors()


class BOAPlistSiteTests(SiteTestCase):
    """The BOA app's own worldwide.plist, alone in a site, built and checked."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.folder = Path(tempfile.mkdtemp(prefix="waymark-boa-"))
        (cls.folder / "Content").mkdir()
        shutil.copy(BOA_PLIST, cls.folder / "Content" / "countries.plist")
        cls.check = subprocess.run([str(BINARY), "check", "--site", str(cls.folder)],
                                   capture_output=True, text=True, timeout=120)
        build = subprocess.run([str(BINARY), "build", "--site", str(cls.folder), "--quiet"],
                               capture_output=True, text=True, timeout=300)
        if build.returncode != 0:
            raise AssertionError(f"the BOA site did not build:\n{build.stderr}")
        cls.site_dir = cls.folder / "_site"
        super().setUpClass()

    @classmethod
    def tearDownClass(cls) -> None:
        super().tearDownClass()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def test_check_reports_the_known_coordinate_errors_with_file_line_and_distance(self):
        self.assertEqual(0, self.check.returncode, self.check.stderr)
        plist = str(self.folder / "Content" / "countries.plist")
        for name, line, code in [("Georgia", 781, "GE"), ("theGambia", 2209, "GM"), ("Zimbabwe", 2461, "ZW"),
                                 ("Wales", 2425, "GB"), ("Scotland", 1909, "GB"), ("East Timor", 625, "TL"),
                                 ("Ivory Coast", 1057, "CI")]:
            pattern = rf"^{re.escape(plist)}:{line}:4: warning: {re.escape(name)} is placed at .*outside its outline \({code}\) by \d+ km"
            self.assertRegex(self.check.stderr, re.compile(pattern, re.M))
        self.assertIn("Bonaire is placed at 32.54, 83.59, 14216 km from Kralendijk", self.check.stderr)
        self.assertNotIn("has no flag", self.check.stderr)

    def test_all_205_countries_are_present_with_their_flags(self):
        self.browser.open("/countries/")
        names = self.browser.texts(".country-grid a > span")
        self.assertEqual(205, len(names))
        for name in ("England", "Scotland", "Wales", "Gambia", "Côte d'Ivoire", "Eswatini", "Bonaire"):
            self.assertIn(name, names)
        capitals = self.browser.texts(".country-grid li > span")
        for capital in ("St.John's", "N’Djamena", "Nukuʻalofa", "Brasília"):
            self.assertIn(capital, capitals)
        broken = self.browser.execute(
            "return [...document.querySelectorAll('.country-grid img')].filter(i => i.complete && i.naturalWidth === 0).length;")
        self.assertEqual(0, broken)
        placeholders = [src for src in (i.get_attribute("src") for i in self.browser.find_all(".country-grid img"))
                        if "placeholder" in src]
        self.assertEqual([], placeholders)

    def test_choosing_a_uk_nation_shows_its_map(self):
        self.browser.open("/countries/")
        click_flag(self.browser, "wales")
        self.browser.wait_for_text(".picker-name", "Wales")
        self.browser.wait_for_text(".picker-map figcaption", "Wales")
        self.assert_no_console_errors()


if __name__ == "__main__":
    unittest.main()
