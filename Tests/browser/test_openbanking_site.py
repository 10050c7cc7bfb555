"""The whole HSBC UK ATM feed (1,234 ATMs, Open Banking v2.2) built as a site and searched.

Builds its own site with the `waymark` binary: `$WAYMARK_BIN` (scripts/test sets it), else
.build/debug/waymark; the feed is in Tests/Fixtures/real/openbanking/.
"""

import shutil
import unittest

from harness import REPO_ROOT, SiteTestCase

FEED = REPO_ROOT / "Tests" / "Fixtures" / "real" / "openbanking" / "hsbc_uk__atms_v2.2__full_1234__2026-08-22.json"
STATUS = ".search-status"
RESULTS = ".search-results .location-list > li"


class HSBCFeedSiteTests(SiteTestCase):
    @classmethod
    def setUpClass(cls):
        def fill(content):
            feeds = content / "openbanking"
            feeds.mkdir()
            shutil.copy(FEED, feeds / FEED.name)

        cls.build_own_site("waymark-hsbc-", fill)
        super().setUpClass()

    def search(self, text):
        self.browser.open("/locations/")
        self.browser.wait_for_element("#q").send_keys(text)

    def test_the_list_has_every_atm(self):
        self.assertIn("1,234 ATMs", self.fetch("/locations/atms/").text)
        # 50 a page, and the list stops after 20 pages (`list_pages`), saying where the rest are.
        first = self.fetch("/locations/").text
        self.assertIn("1,234 locations, page 1 of 20", first)
        self.assertIn("These pages list the first 1,000, by country and city.", first)

    def test_search_by_town(self):
        self.search("hereford")
        self.browser.wait_for_text(STATUS, "match “hereford”")
        self.assertIn("HSBC UK ATM, Hereford", self.browser.texts(RESULTS + " a"))  # the feed's capitals in title case
        self.assert_no_console_errors()

    def test_search_by_postcode_and_street(self):
        self.search("HR1 2AQ")
        self.browser.wait_for_text(STATUS, "7 locations match “HR1 2AQ”")  # seven ATMs at one spot
        addresses = {text.upper() for text in self.browser.texts(RESULTS + " .address")}
        self.assertEqual({"35 HIGH TOWN, HEREFORD, HR1 2AQ"}, addresses)

        self.browser.find("#q").clear()
        self.browser.find("#q").send_keys("gallowtree gate leicester")
        self.browser.wait_for_text(STATUS, "match “gallowtree gate leicester”")
        self.assertIn("HSBC UK ATM, Leicester Clock Tower, Leicester", self.browser.texts(RESULTS + " a"))

    def test_a_common_word_counts_every_match_and_shows_more_on_demand(self):
        self.search("atm")
        self.browser.wait_for_text(STATUS, "1,234 locations match “atm”")
        self.assertEqual(20, len(self.browser.find_all(RESULTS)))
        self.browser.click(".search-results button.more")
        self.browser.wait_for(lambda: len(self.browser.find_all(RESULTS)) == 40, message="no more results")

    def test_near_me_in_leicester(self):
        self.browser.set_geolocation(52.6356, -1.1332)
        self.browser.open("/locations/")
        self.browser.click(".near-me")
        self.browser.wait_for_text(STATUS, "nearest to you")
        self.assertIn("LEICESTER", " ".join(self.browser.texts(RESULTS + " a")[:3]).upper())


if __name__ == "__main__":
    unittest.main()
