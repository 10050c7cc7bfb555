"""Notices in a real browser at a fixed clock: the sample's three notices (Content/notices/) show on the pages of the
places they name, newest first, with their dates as "3 days ago" in the reader's language, and as the absolute date
without JavaScript; /notices/ links its Atom feed, which a feed reader can parse; "near me" shows the notices of the
nearest places above the list, until they expire.

Runs on the sample site in `$WAYMARK_SITE_DIR`, built as of 2026-11-27 (`waymark build --today 2026-11-27`, as
scripts/test does).
"""

import unittest
import xml.etree.ElementTree as ET

from harness import SiteTestCase
from test_hours import page_of

ATOM = "{http://www.w3.org/2005/Atom}"
# Two days into the week after the refurbishment notice (Tuesday 24 November 2026), in the morning in London.
THREE_DAYS_LATER = "2026-11-27T10:30:00+00:00"


class NoticeTests(SiteTestCase):
    def dates(self) -> list[tuple[str, str | None]]:
        return [(t.text, t.get_attribute("title")) for t in self.browser.find_all(".notices time.notice-date")]

    def test_dates_read_as_days_ago_at_a_fixed_clock(self):
        self.browser.set_timezone("Europe/London")
        self.browser.set_clock(THREE_DAYS_LATER)
        self.browser.open(page_of("london-shepherds-bush"))
        self.browser.wait_for(lambda: self.browser.text(".notices time.notice-date") == "3 days ago", message="no relative date")
        self.assertEqual(
            [("3 days ago", "Tuesday, 24 November 2026"), ("last week", "Friday, 20 November 2026")], self.dates())
        self.browser.open("/locations/gb/london/")
        self.browser.wait_for(lambda: self.browser.text(".notices time.notice-date") == "yesterday", message="no relative date")
        self.assertEqual(["yesterday", "3 days ago", "last week"], [text for text, _ in self.dates()])
        self.assert_no_console_errors()

    def test_a_language_the_browser_cannot_say_keeps_the_pages_own_date(self):
        # Chromium has no Welsh: "last week" in English would break the Welsh page; its date in Welsh stays.
        self.browser.set_timezone("Europe/London")
        self.browser.set_clock(THREE_DAYS_LATER)
        self.browser.open("/cy/locations/gb/cardiff/")
        self.assertEqual([("Dydd Gwener, 20 Tachwedd 2026", "")], self.dates())
        self.browser.open("/locations/gb/cardiff/")
        self.browser.wait_for(lambda: self.browser.text(".notices time.notice-date") == "last week", message="no relative date")
        self.assert_no_console_errors()

    def test_the_day_is_the_same_whatever_the_readers_time_zone(self):
        # 01:30 on 28 November in Auckland is still 27 November in UTC, the day the build counts in: not "4 days ago".
        self.browser.set_timezone("Pacific/Auckland")
        self.browser.set_clock("2026-11-27T12:30:00+00:00")
        self.browser.open(page_of("london-shepherds-bush"))
        self.browser.wait_for(lambda: self.browser.text(".notices time.notice-date") == "3 days ago", message="no relative date")

    def test_without_javascript_the_absolute_date_shows(self):
        browser = self.browser_without_js()
        browser.open(page_of("london-shepherds-bush"))
        times = browser.find_all(".notices time.notice-date")
        self.assertEqual(
            [("Tuesday, 24 November 2026", "2026-11-24"), ("Friday, 20 November 2026", "2026-11-20")],
            [(t.text, t.get_attribute("datetime")) for t in times])
        self.assertEqual("Shepherd's Bush branch closed for refurbishment", browser.text(".notices .notice-title"))

    def test_the_home_page_shows_the_notice_for_everyone_and_notices_link_their_feed(self):
        self.browser.open("/")
        self.assertEqual(
            ["Christmas and New Year opening hours in the United Kingdom"], self.browser.texts(".notices .notice-title"))
        self.browser.open("/notices/")
        feed = self.browser.attribute('link[rel="alternate"][type="application/atom+xml"]', "href")
        self.assertTrue(feed.endswith("/notices/feed.xml"), feed)
        response = self.fetch("/notices/feed.xml")
        self.assertEqual(200, response.status)
        root = ET.fromstring(response.body)
        self.assertEqual(ATOM + "feed", root.tag)
        self.assertEqual(
            ["Covent Garden cash machine out of service", "Shepherd's Bush branch closed for refurbishment",
             "Christmas and New Year opening hours in the United Kingdom"],
            [entry.find(ATOM + "title").text for entry in root.findall(ATOM + "entry")])


class NearMeNoticeTests(SiteTestCase):
    COVENT_GARDEN = (51.50792, -0.12564)  # the sample's Covent Garden cash machine, out of service until 5 December

    def near_me(self, latitude: float, longitude: float) -> None:
        self.browser.set_geolocation(latitude, longitude)
        self.browser.open("/locations/")
        self.browser.click(".near-me")
        self.browser.wait_for_text(".search-status", "nearest to you")

    def test_near_me_shows_the_notices_of_the_nearest_places_newest_first(self):
        self.browser.set_clock(THREE_DAYS_LATER)
        self.near_me(*self.COVENT_GARDEN)
        self.browser.wait_for_element(".search-results .near-notices")
        self.assertEqual("Notices near you", self.browser.text(".near-notices h2"))
        self.assertEqual(
            ["Covent Garden cash machine out of service", "Christmas and New Year opening hours in the United Kingdom"],
            self.browser.texts(".near-notices li a"))
        self.assertEqual(
            ["Covent Garden cash machine out of service Thursday, 26 November 2026 · service",
             "Christmas and New Year opening hours in the United Kingdom Friday, 20 November 2026 · hours"],
            self.browser.texts(".near-notices li"))
        self.assertTrue(
            self.browser.attribute(".near-notices li a", "href").endswith("/notices/covent-garden-atm-out-of-service/"))
        # The box is above the list, which still starts with where the visitor is.
        self.assertEqual(["near-notices", "location-list"],
                         self.browser.execute("return [...document.querySelector('.search-results').children].map(e => e.className)"))
        self.assertIn("You are here", self.browser.text(".search-results li.you-are-here"))
        self.assert_no_console_errors()

    def test_an_expired_notice_is_not_shown_and_a_place_without_notices_gets_no_box(self):
        self.browser.set_clock("2026-12-06T10:30:00+00:00")  # the cash machine's notice expired the day before
        self.near_me(*self.COVENT_GARDEN)
        self.browser.wait_for_element(".search-results .near-notices")
        self.assertEqual("A notice near you", self.browser.text(".near-notices h2"))
        self.assertEqual(["Christmas and New Year opening hours in the United Kingdom"], self.browser.texts(".near-notices li a"))
        self.near_me(35.6938, 139.7034)  # Shinjuku: no notice names a place in Japan
        self.browser.wait_for(
            lambda: self.browser.execute(
                "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/notices/near.json') && e.responseEnd > 0)"),
            message="near me did not read the notices")
        self.browser.wait_for(lambda: self.browser.execute("return !!document.querySelector('.search-results li.you-are-here')"),
                              message="near me did not list")
        self.assertEqual([], self.browser.find_all(".near-notices"))


if __name__ == "__main__":
    unittest.main()
