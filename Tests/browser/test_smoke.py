"""Smoke tests of a built Waymark site in a real browser.

Run against `$WAYMARK_SITE_DIR`, which scripts/test sets to a fresh build of the sample site;
skipped when it is unset.
"""

import unittest

from harness import SiteTestCase

SECTIONS = ("/countries/", "/locations/", "/geocode/")


class SiteSmokeTests(SiteTestCase):
    def home_links(self) -> list[str]:
        """Paths of the home page's links into the site, in order, without duplicates."""
        self.browser.open("/")
        paths = (self.site_path(url) for url in self.browser.links())
        return list(dict.fromkeys(path for path in paths if path is not None))

    def test_home_has_a_title_and_links_to_every_section(self):
        links = self.home_links()

        self.assertNotEqual("", self.browser.title.strip(), "the home page has no <title>")
        for section in SECTIONS:
            self.assertIn(section, links, f"the home page does not link to {section}")

    def test_every_internal_link_on_the_home_page_answers_200(self):
        broken = []
        for path in self.home_links():
            response = self.fetch(path, follow_redirects=False)
            if response.status != 200:
                location = response.headers.get("Location", "")
                broken.append(f"{path}: {response.status} {location}".rstrip())

        self.assertEqual([], broken, "links on / that do not answer 200 directly")

    def test_404_page_exists(self):
        response = self.fetch("/404.html")

        self.assertEqual(200, response.status)
        self.assertIn("<title>", response.text)

    def test_a_missing_page_answers_404_with_the_404_page(self):
        missing = self.fetch("/no-such-page-in-any-waymark-site/")
        not_found_page = self.fetch("/404.html")

        self.assertEqual(200, not_found_page.status, "/404.html is missing")
        self.assertEqual(404, missing.status)
        self.assertEqual(not_found_page.body, missing.body)

    def test_a_missing_page_shows_the_404_page_in_the_browser(self):
        self.browser.open("/404.html")
        expected_title = self.browser.title

        self.browser.open("/no-such-page-in-any-waymark-site/")

        self.assertEqual(expected_title, self.browser.title)

    def test_home_and_section_pages_log_no_console_errors(self):
        for path in ("/", *SECTIONS):
            with self.subTest(path=path):
                self.browser.clear_console_log()
                self.browser.open(path)
                self.assert_no_console_errors()

    def test_home_and_section_pages_render_without_javascript(self):
        browser = self.browser_without_js()
        for path in ("/", *SECTIONS):
            with self.subTest(path=path):
                browser.open(path)

                self.assertNotEqual("", browser.title.strip(), f"{path} has no <title>")
                self.assertNotEqual("", browser.text("body").strip(), f"{path} shows no text")
                self.assertTrue(browser.links(), f"{path} shows no links without JavaScript")

        browser.open("/")
        home = [self.site_path(url) for url in browser.links()]
        for section in SECTIONS:
            self.assertIn(section, home, f"without JavaScript / does not link to {section}")


if __name__ == "__main__":
    unittest.main()
