"""Lists for a customer (issue 36): "Open now only" over the whole list, with search, filters and near me;
the home page's search; suggestions when nothing matches.

Runs on the sample site in `$WAYMARK_SITE_DIR` with a fixed clock and time zone.
"""

import unittest

from harness import SiteTestCase

SUNDAY_3AM_LONDON = "2026-11-29T03:00:00+00:00"


class OpenNowListTests(SiteTestCase):
    def open_list(self, path: str, when: str = SUNDAY_3AM_LONDON):
        self.browser.set_timezone("Europe/London")
        self.browser.set_clock(when)
        self.browser.open(path)
        self.browser.wait_for(lambda: self.browser.find(".open-now-filter").is_displayed(), message="no filter")

    def names(self) -> list[str]:
        return self.browser.texts(".search-results .location-list > li > a")

    def test_explore(self):
        self.open_list("/locations/branches/")
        self.browser.click(".open-now-toggle")
        self.browser.wait_for(lambda: "open now" in self.browser.text(".search-status"), message="no count")
        print(repr(self.browser.text(".search-status")))
        print(self.names())
        print(self.browser.find(".listing").is_displayed())
        field = self.browser.find("#q")
        field.send_keys("London")
        self.browser.wait_for(lambda: "London" in self.browser.text(".search-status"), message="no count")
        print(repr(self.browser.text(".search-status")))
        print(self.names())
        self.browser.click(".open-now-toggle")
        self.browser.wait_for(lambda: "None" not in self.browser.text(".search-status"), message="no count")
        print(repr(self.browser.text(".search-status")))
        self.browser.find("details.facets summary").click()
        self.browser.wait_for(lambda: self.browser.exists("details.facets.is-live"), message="no facets")
        print(self.browser.texts("details.facets li"))
        self.browser.open("/locations/")
        self.browser.click(".open-now-toggle")
        self.browser.wait_for(lambda: "open now" in self.browser.text(".search-status"), message="no count")
        print(repr(self.browser.text(".search-status")))
        print(self.names())


if __name__ == "__main__":
    unittest.main()
