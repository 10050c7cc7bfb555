"""Notices in a real browser at a fixed clock: the sample's three notices (Content/notices/) show on the pages of the
places they name, newest first, with their dates as "3 days ago" in the reader's language, and as the absolute date
without JavaScript; /notices/ links its Atom feed, which a feed reader can parse.

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
            [("3 days ago", "Tuesday 24 November 2026"), ("last week", "Friday 20 November 2026")], self.dates())
        self.browser.open("/locations/gb/london/")
        self.browser.wait_for(lambda: self.browser.text(".notices time.notice-date") == "yesterday", message="no relative date")
        self.assertEqual(["yesterday", "3 days ago", "last week"], [text for text, _ in self.dates()])
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
            [("Tuesday 24 November 2026", "2026-11-24"), ("Friday 20 November 2026", "2026-11-20")],
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


if __name__ == "__main__":
    unittest.main()
