"""Sets of hours in a real browser at fixed clocks: the sample's Upper West Side branch (New York) has a drive-through
set (branches.json) open 07:00–19:00 on weekdays and 10:00–13:00 on Saturdays, beside branch hours of 09:00–17:00
(18:00 on Fridays) and 09:00–13:00 on Saturdays. Each line says which hours it is about, and the drive-through line
must say open or closed by its own hours, not the branch's.

Runs on the sample site in `$WAYMARK_SITE_DIR` (`hours_page: true`).
"""

from harness import SiteTestCase
from test_hours import page_of

BRANCH = "new-york-upper-west-side"
# Monday 30 November 2026, 08:00 in New York: the branch is closed, its drive-through open.
MONDAY_EARLY = "2026-11-30T13:00:00+00:00"
# Saturday 28 November 2026, 09:30 in New York: the branch is open, its drive-through closed.
SATURDAY_MORNING = "2026-11-28T14:30:00+00:00"
# Thursday 26 November 2026 (Thanksgiving, a US holiday in Content/holidays.yml), 08:00 in New York.
THANKSGIVING = "2026-11-26T13:00:00+00:00"


class HourSetTests(SiteTestCase):
    def lines_at(self, path: str, when: str) -> list[str]:
        self.browser.set_timezone("Asia/Tokyo")
        self.browser.set_clock(when)
        self.browser.open(path)
        return self.browser.wait_for(
            lambda: [t for t in self.browser.texts(".open-status") if t] or None, message="no open status")

    def test_the_drive_through_is_open_while_the_branch_is_closed(self):
        for path in [page_of(BRANCH), page_of(BRANCH) + "hours/"]:
            self.assertEqual(
                ["Closed · branch hours · opens at 09:00", "Open now · drive-through · closes at 19:00"],
                self.lines_at(path, MONDAY_EARLY), path)
        self.assert_no_console_errors()

    def test_the_drive_through_is_closed_while_the_branch_is_open(self):
        for path in [page_of(BRANCH), page_of(BRANCH) + "hours/"]:
            self.assertEqual(
                ["Open now · branch hours · closes at 13:00", "Closed · drive-through · opens at 10:00"],
                self.lines_at(path, SATURDAY_MORNING), path)

    def test_a_public_holiday_closes_the_drive_through_too(self):
        self.assertEqual(
            ["Closed · branch hours · opens at 09:00 (Fri)", "Closed · drive-through · opens at 07:00 (Fri)"],
            self.lines_at(page_of(BRANCH), THANKSGIVING))

    def test_the_hours_page_has_a_table_for_each_set(self):
        self.lines_at(page_of(BRANCH) + "hours/", MONDAY_EARLY)
        self.assertEqual(["Drive-through hours"], self.browser.texts(".hour-set h2")[:1])
        rows = self.browser.texts("#hours-drive_through table.hours tr")
        self.assertEqual("Monday 07:00–19:00", rows[0])
        self.assertEqual("Saturday 10:00–13:00", rows[5])
        self.assertEqual("Sunday Closed", rows[6])
