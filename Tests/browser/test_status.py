"""Statuses of locations in a real browser at fixed clocks: the sample's Shepherd's Bush branch is temporarily
closed until Monday 11 January 2027 (branches.json) and Earl's Court closes for good on Friday 18 December 2026
(Content/status.yml). Neither may ever say "Open now" while closed: not on its page, its hours page, a list row, a
search result, a "near me" row, nor through the "Open now only" filter over search/h/; both say their status
first, with or without JavaScript, and their JSON-LD dates the closure.

Runs on the sample site in `$WAYMARK_SITE_DIR`, built as of 2026-11-27 (`waymark build --today 2026-11-27`, as
scripts/test does) or any day before 11 January 2027.
"""

import json
import unittest

from harness import SiteTestCase
from test_hours import page_of

CLOSED = "london-shepherds-bush"
CLOSING = "london-earls-court"
# Mondays at 10:30 in London, when both branches' weekly hours say open (09:30–16:30).
BEFORE_CLOSING = "2026-12-14T10:30:00+00:00"
AFTER_CLOSING = "2026-12-21T10:30:00+00:00"
AFTER_REOPENING = "2027-01-11T10:30:00+00:00"


class LocationStatusTests(SiteTestCase):
    def open_at(self, path: str, when: str) -> None:
        self.browser.set_timezone("Asia/Tokyo")
        self.browser.set_clock(when)
        self.browser.open(path)

    def status_text(self) -> str:
        return self.browser.wait_for(lambda: self.browser.text(".open-status"), message="no open status")

    def test_a_temporarily_closed_branch_says_so_first_and_never_open_now_until_it_reopens(self):
        for path in [page_of(CLOSED), page_of(CLOSED) + "hours/"]:
            self.open_at(path, BEFORE_CLOSING)
            self.assertEqual("Temporarily closed · reopens Monday 11 January 2027", self.browser.text(".location-status"))
            # The script does not look as far ahead as the day it reopens; the status above says it.
            self.assertEqual("Closed", self.status_text())
        self.open_at(page_of(CLOSED), AFTER_REOPENING)
        self.assertEqual("Open now · closes at 16:30", self.status_text())
        self.assert_no_console_errors()

    def test_a_closing_branch_is_open_until_its_day_and_never_after(self):
        self.open_at(page_of(CLOSING), BEFORE_CLOSING)
        self.assertEqual("Closing for good on Friday 18 December 2026", self.browser.text(".location-status"))
        self.assertEqual("Open now · closes at 16:30", self.status_text())
        for when in [AFTER_CLOSING, AFTER_REOPENING]:
            self.open_at(page_of(CLOSING), when)
            self.assertTrue(self.status_text().startswith("Closed"), self.status_text())
            self.assertNotIn("opens", self.status_text())

    def test_list_and_nearest_rows_say_the_status_first_and_are_not_open(self):
        for path, css in [("/locations/gb/london/", ".listing .location-list > li"), (page_of("london-shepherds-bush-atm"), ".nearest li")]:
            self.open_at(path, BEFORE_CLOSING)
            row = self.browser.wait_for(
                lambda: next((r for r in self.browser.find_all(css) if "Shepherd" in r.text), None), message="no row")
            self.assertEqual("Imaginary Bank Shepherd's Bush\nTemporarily closed · reopens Monday 11 January 2027",
                             "\n".join(row.text.split("\n")[:2]))
            self.assertNotIn("is-open", row.get_attribute("class") or "")

    def test_search_near_me_and_the_open_now_filter_never_list_it_as_open(self):
        self.open_at("/locations/", BEFORE_CLOSING)
        self.browser.wait_for_element("#q").send_keys("shepherd")
        row = self.browser.wait_for(
            lambda: next((r for r in self.browser.find_all(".search-results .location-list > li")
                          if "Shepherd" in r.text and "Branch" in r.text), None), message="no search result")
        self.assertIn("Temporarily closed · reopens Monday 11 January 2027", row.text)
        self.assertNotIn("Open now", row.text)
        self.browser.set_geolocation(51.5046, -0.2187)  # Shepherd's Bush
        self.open_at("/locations/", BEFORE_CLOSING)
        self.browser.wait_for_element("button.near-me").click()
        row = self.browser.wait_for(
            lambda: next((r for r in self.browser.find_all(".search-results .location-list > li")
                          if "Shepherd" in r.text and "Branch" in r.text and r.find_elements("css selector", ".row-status")),
                         None), message="no near-me row")
        self.assertIn("Temporarily closed", row.text)
        self.assertNotIn("Open now", row.text)
        self.open_at("/locations/gb/london/", BEFORE_CLOSING)
        self.browser.wait_for_element(".open-now-toggle").click()
        self.browser.wait_for_text(".search-status", "open now")
        names = self.browser.wait_for(lambda: self.browser.texts(".search-results .location-list > li a"), message="no open rows")
        self.assertNotIn("Imaginary Bank Shepherd's Bush", names)
        self.assertIn("Imaginary Bank Earl's Court", names)
        self.assert_no_console_errors()

    def test_without_javascript_the_status_is_there_and_json_ld_dates_the_closure(self):
        browser = self.browser_without_js()
        browser.open(page_of(CLOSED))
        self.assertEqual("Temporarily closed · reopens Monday 11 January 2027", browser.text(".location-status"))
        data = json.loads(browser.find("script[type='application/ld+json']").get_attribute("textContent"))
        closure = data["specialOpeningHoursSpecification"][-1]
        self.assertEqual(("Temporarily closed", "00:00", "00:00", "2027-01-10"),
                         (closure["name"], closure["opens"], closure["closes"], closure["validThrough"]))
        browser.open(page_of(CLOSING))
        data = json.loads(browser.find("script[type='application/ld+json']").get_attribute("textContent"))
        self.assertEqual(["Closed for good", "2026-12-18", "9999-12-31"],
                         [data["specialOpeningHoursSpecification"][-1][k] for k in ["name", "validFrom", "validThrough"]])


if __name__ == "__main__":
    unittest.main()
