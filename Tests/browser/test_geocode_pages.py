"""The geocoding section of the sample site in a real browser.

Results lists for 0, 1, many results and error statuses, checked against the saved responses
in Content/geocode/; result pages with their callout; Save and Remove with the confirmation
dialog; /saved/ after a reload. Runs against `$WAYMARK_SITE_DIR` (a build of the sample site).
"""

import json
import shutil
import unittest
from pathlib import Path

from selenium.webdriver.common.keys import Keys

from harness import SiteTestCase
from harness.audit import run_axe, validate_html
from harness.config import REPO_ROOT

STORAGE_KEY = "waymark.savedPlaces"
CONTENT = REPO_ROOT / "Content" / "geocode"
# Answers with an error status live in a test fixture, not in the sample: the sample builds clean with --strict.
ERROR_FIXTURE = REPO_ROOT / "Tests" / "Fixtures" / "geocode" / "Content"


def response(query: str) -> dict:
    """The saved API response of a sample query, as the build read it."""
    return json.loads((CONTENT / f"{query}.json").read_text(encoding="utf-8"))


class GeocodeTestCase(SiteTestCase):
    def query_paths(self) -> dict[str, str]:
        """Query text to its results page, from the /geocode/ index."""
        self.browser.open("/geocode/")
        paths = {}
        for link in self.browser.find_all("main .query-list a"):
            paths[link.text] = self.site_path(link.get_attribute("href"))
        return paths

    def path_of(self, query: str) -> str:
        paths = self.query_paths()
        self.assertIn(query, paths, f"/geocode/ does not list {query!r}")
        return paths[query]

    def saved(self) -> list:
        return self.browser.local_storage_json(STORAGE_KEY) or []

    def saved_names(self) -> list[str]:
        """The names /saved/ lists, read in one go (the list is redrawn after a change)."""
        return self.browser.execute(
            "return [...document.querySelectorAll('.saved-list .saved-name')].map(e => e.textContent);")

    def save_button(self):
        return self.browser.wait_for_element("main .title-row button.save-place")

    def assert_coordinates(self, expected: dict, latitude: str, longitude: str) -> None:
        self.assertAlmostEqual(expected["lat"], float(latitude), places=6)
        self.assertAlmostEqual(expected["lng"], float(longitude), places=6)


class GeocodeErrorStatusTests(GeocodeTestCase):
    """Saved answers with an error status, on a site of their own built from Tests/Fixtures/geocode."""

    @classmethod
    def setUpClass(cls):
        cls.build_own_site("waymark-geocode-errors-", lambda content: shutil.copytree(ERROR_FIXTURE, content, dirs_exist_ok=True))
        super().setUpClass()

    def test_an_error_status_says_no_results_could_be_loaded_and_keeps_the_details_out(self):
        for query in ("Denied", "Over Limit"):
            with self.subTest(query=query):
                saved = json.loads((ERROR_FIXTURE / "geocode" / f"{query}.json").read_text(encoding="utf-8"))
                self.browser.open(self.path_of(query))

                self.assertEqual("No results could be loaded for this search.", self.browser.text("main .error-box"))
                html = self.browser.html()
                self.assertNotIn(saved["status"], html)
                if "error_message" in saved:
                    self.assertNotIn(saved["error_message"], html)
                self.assertFalse(self.browser.exists("main ol.results"))
                self.assertFalse(self.browser.exists("main .no-results"))

    def test_a_failed_search_page_has_no_axe_violation_and_is_valid_html(self):
        path = self.path_of("Denied")
        self.browser.open(path)
        self.assertEqual([], run_axe(self.browser), f"axe-core on {path}")
        page = Path(self.server.root) / path.strip("/") / "index.html"
        self.assertEqual([], [str(m) for m in validate_html([page])], "Nu HTML Checker errors")


class GeocodeListTests(GeocodeTestCase):
    def test_the_index_lists_every_saved_query(self):
        queries = sorted(path.stem for path in CONTENT.glob("*.json"))

        self.assertEqual(queries, sorted(self.query_paths()))

    def test_many_results_are_rows_in_the_apis_order_then_display_all_on_map(self):
        expected = [r["formatted_address"] for r in response("Springfield")["results"]]
        self.browser.open(self.path_of("Springfield"))

        self.assertEqual("Springfield", self.browser.text("main h1"))
        self.assertEqual(expected, self.browser.texts("main ol.results > li > a"))
        self.assertGreater(len(expected), 1)
        display_all = self.browser.find_all("main section.display-all a")
        self.assertEqual(["Display all on map"], [link.text for link in display_all])
        self.assertFalse(self.browser.exists("main ol.results .display-all, main ol.results + * ol.results"))
        self.assertNotIn("No results", self.browser.text("main"))
        self.assertIn("Geocoding results", self.browser.text("footer .geocode-attribution"))

        display_all[0].click()
        self.assertTrue(self.browser.current_path.endswith("/map/"))
        self.assertEqual(expected, self.browser.texts("main ol.pins a.pin"))
        self.assertFalse(self.browser.exists("button.save-place"), "the map of all results has no Save button")
        self.assert_no_console_errors()

    def test_one_result_is_one_row_and_nothing_else(self):
        expected = [r["formatted_address"] for r in response("Fiji")["results"]]
        self.browser.open(self.path_of("Fiji"))

        self.assertEqual(1, len(expected))
        self.assertEqual(expected, self.browser.texts("main ol.results > li"))
        self.assertEqual(["H1", "OL"], self.browser.execute("return [...document.querySelectorAll('main > *')].map(e => e.tagName)"))
        self.assertFalse(self.browser.exists("main .display-all"))
        self.assertNotIn("Display all on map", self.browser.text("main"))
        self.assertNotIn("No results", self.browser.text("main"))

    def test_no_results_shows_no_results_in_place_of_the_rows(self):
        self.assertEqual([], response("Lost City of Atlantis")["results"])
        self.browser.open(self.path_of("Lost City of Atlantis"))

        self.assertEqual("No results", self.browser.text("main .no-results"))
        self.assertFalse(self.browser.exists("main ol.results"))
        self.assertFalse(self.browser.exists("main .display-all"))

    def test_partial_matches_are_marked_and_only_they(self):
        for query in ("St. John's", "Kraków Rynek Główny", "Springfield"):
            with self.subTest(query=query):
                expected = [bool(r.get("partial_match")) for r in response(query)["results"]]
                self.browser.open(self.path_of(query))

                rows = self.browser.find_all("main ol.results > li")
                marked = [bool(row.find_elements("css selector", ".badge-partial")) for row in rows]
                self.assertEqual(expected, marked)
        self.assertIn(True, expected + [True])

    def test_every_geocode_page_loads_without_console_errors(self):
        paths = set()
        for path in self.query_paths().values():
            self.browser.open(path)
            paths.add(path)
            paths.update(self.site_path(url) for url in self.browser.links("main a[href]"))
        paths = sorted(p for p in paths if p and p.startswith("/geocode/"))
        self.assertGreater(len(paths), 10)
        for path in paths:
            with self.subTest(path=path):
                self.browser.clear_console_log()
                self.browser.open(path)
                self.assert_no_console_errors()


class GeocodeResultTests(GeocodeTestCase):
    def result_path(self, query: str, number: int) -> str:
        return f"{self.path_of(query)}{number}/"

    def test_the_callout_shows_the_selected_results_name_and_coordinates(self):
        results = response("Springfield")["results"]
        for number in (1, 3, len(results)):
            with self.subTest(result=number):
                expected = results[number - 1]
                self.browser.open(self.result_path("Springfield", number))

                self.assertEqual(expected["formatted_address"], self.browser.text("main h1"))
                self.assertEqual(expected["formatted_address"], self.browser.text("#callout .callout-name"))
                self.assert_coordinates(expected["geometry"]["location"],
                                        self.browser.text("#callout .callout-latitude"),
                                        self.browser.text("#callout .callout-longitude"))
                current = self.browser.find_all("[data-pin][aria-current]")
                self.assertEqual([expected["formatted_address"]], [pin.get_attribute("data-name") for pin in current])

    def test_choosing_another_result_opens_its_own_page_so_heading_map_save_and_url_agree(self):
        results = response("Springfield")["results"]
        self.browser.open(self.result_path("Springfield", 2))

        self.browser.click('.pins [data-pin="4"]')

        self.browser.wait_for(lambda: self.browser.current_path.endswith("/4/"), message="the list links to result 4")
        expected = results[3]["formatted_address"]
        self.assertEqual(expected, self.browser.text("main h1"))
        self.assertEqual(expected, self.browser.text("#callout .callout-name"))
        self.assertEqual(expected, self.save_button().get_attribute("data-name"))
        self.assertEqual(expected, self.browser.text(".map figcaption"))
        self.assertEqual("true", self.browser.attribute('.pins [data-pin="4"]', "aria-current"))
        self.assert_no_console_errors()

    def test_a_result_page_shows_how_precisely_the_result_was_placed(self):
        for query, number in (("Springfield", 1), ("St. John's", 1)):
            with self.subTest(query=query):
                expected = response(query)["results"][number - 1]
                self.browser.open(self.result_path(query, number))
                self.assertEqual(["APPROXIMATE"], [expected["geometry"]["location_type"]])
                self.assertEqual(["locality", "political"], expected["types"])
                # Issue 36.4: in words, not the API's codes.
                self.assertEqual("Precision\nApproximate\nKind of place\nTown or city", self.browser.text("main .precision"))

    def test_on_the_map_of_all_results_a_chosen_result_shows_its_callout(self):
        results = response("St. John's")["results"]
        self.browser.open(self.path_of("St. John's") + "map/")
        self.assertFalse(self.browser.find("#callout").is_displayed(), "no callout before a result is chosen")

        self.browser.click('[data-pin="2"]')

        self.browser.wait_for_text("#callout .callout-name", results[1]["formatted_address"])
        self.assert_coordinates(results[1]["geometry"]["location"],
                                self.browser.text("#callout .callout-latitude"),
                                self.browser.text("#callout .callout-longitude"))
        self.assertTrue(self.browser.attribute("#callout .callout-link", "href").endswith("/2/"))
        self.assertFalse(self.browser.exists("button.save-place"))
        self.assert_no_console_errors()

    def test_without_javascript_results_are_links_and_there_is_no_save_button(self):
        browser = self.browser_without_js()
        browser.open(self.result_path("Springfield", 2))

        self.assertFalse(browser.find("main button.save-place").is_displayed())
        self.assertEqual("Springfield, MO, USA", browser.text("#callout .callout-name"))
        browser.click('[data-pin="5"]')
        self.assertTrue(browser.current_path.endswith("/5/"))
        self.assertEqual(response("Springfield")["results"][4]["formatted_address"], browser.text("main h1"))

    def test_save_then_delete_with_cancel_and_with_delete(self):
        expected = response("Springfield")["results"][1]
        self.browser.open(self.result_path("Springfield", 2))
        button = self.save_button()
        self.assertEqual("Save", button.text)

        button.click()

        self.browser.wait_for(lambda: button.text == "Remove", message="the button reads Remove once saved")
        saved = self.saved()
        self.assertEqual(1, len(saved))
        self.assertEqual(expected["formatted_address"], saved[0]["name"])
        self.assertEqual("place_id:" + expected["place_id"], saved[0]["key"])
        self.assert_coordinates(expected["geometry"]["location"], saved[0]["lat"], saved[0]["lng"])

        button.click()
        dialog = self.browser.wait_for_element("dialog#confirm-delete")
        self.assertTrue(self.browser.execute("return document.querySelector('dialog#confirm-delete').open"))
        self.assertEqual(["Cancel", "Remove"], self.browser.texts("dialog#confirm-delete button"))
        self.assertIn(expected["formatted_address"], dialog.text)
        self.browser.click("dialog#confirm-delete .dialog-cancel")

        self.browser.wait_for(lambda: not dialog.is_displayed(), message="Cancel closes the dialog")
        self.assertEqual(1, len(self.saved()), "Cancel keeps the place")
        self.assertEqual("Remove", button.text)

        button.click()
        self.browser.wait_for_element("dialog#confirm-delete")
        self.browser.click("dialog#confirm-delete .dialog-delete")

        self.browser.wait_for(lambda: button.text == "Save", message="the button reads Save once deleted")
        self.assertEqual([], self.saved())
        self.assertFalse(dialog.is_displayed())
        self.assert_no_console_errors()

    def test_escape_in_the_dialog_keeps_the_place(self):
        self.browser.open(self.result_path("Springfield", 1))
        button = self.save_button()
        button.click()
        self.browser.wait_for(lambda: button.text == "Remove")
        button.click()
        self.browser.wait_for_element("dialog#confirm-delete")

        self.browser.find("dialog#confirm-delete .dialog-cancel").send_keys(Keys.ESCAPE)

        self.browser.wait_for(lambda: not self.browser.find("dialog#confirm-delete").is_displayed())
        self.assertEqual(1, len(self.saved()))

    def test_a_saved_result_reads_delete_after_a_reload(self):
        self.browser.open(self.result_path("St. John's", 1))
        self.save_button().click()
        self.browser.wait_for(lambda: self.save_button().text == "Remove")

        self.browser.open(self.result_path("St. John's", 1))

        self.assertEqual("Remove", self.save_button().text)
        self.browser.open(self.result_path("St. John's", 2))
        self.assertEqual("Save", self.save_button().text)

    def test_saving_the_same_place_twice_keeps_one(self):
        path = self.result_path("Springfield", 3)
        driver = self.browser.driver
        first = driver.current_window_handle
        self.browser.open(path)
        driver.switch_to.new_window("tab")
        second = driver.current_window_handle
        try:
            self.browser.open(path)
            self.assertEqual("Save", self.save_button().text)
            driver.switch_to.window(first)
            self.save_button().click()
            self.browser.wait_for(lambda: self.save_button().text == "Remove")

            driver.switch_to.window(second)
            self.browser.wait_for(lambda: self.save_button().text == "Remove",
                                  message="the other tab learns that the place is saved")
            self.save_button().click()  # offers to delete, never saves a second copy
            self.browser.wait_for_element("dialog#confirm-delete")
            self.browser.click("dialog#confirm-delete .dialog-cancel")
            self.assertEqual(1, len(self.saved()))
        finally:
            driver.close()
            driver.switch_to.window(first)

        entry = self.saved()[0]
        self.browser.set_local_storage(STORAGE_KEY, [entry, dict(entry)])  # an older copy of the page saved it again
        self.browser.open("/saved/")
        self.assertEqual([entry["name"]], self.saved_names())
        self.browser.open(path)
        self.save_button().click()
        self.browser.wait_for_element("dialog#confirm-delete")
        self.browser.click("dialog#confirm-delete .dialog-delete")
        self.browser.wait_for(lambda: self.save_button().text == "Save")
        self.assertEqual([], self.saved(), "one Delete removes every copy")


class SavedPlacesTests(GeocodeTestCase):
    def save(self, query: str, number: int) -> None:
        self.browser.open(f"{self.path_of(query)}{number}/")
        button = self.save_button()
        button.click()
        self.browser.wait_for(lambda: button.text == "Remove")

    def test_nothing_saved_shows_the_empty_state(self):
        self.browser.open("/saved/")

        self.assertIn("You have not saved any places yet", self.browser.wait_for_element(".saved-empty").text)
        self.assertFalse(self.browser.find(".saved-list").is_displayed())
        self.assert_no_console_errors()

    def test_saved_places_are_listed_after_a_reload_with_coordinates_and_links_back(self):
        springfield, fiji = response("Springfield")["results"][4], response("Fiji")["results"][0]
        self.save("Springfield", 5)
        self.save("Fiji", 1)

        self.browser.open("/saved/")
        self.browser.driver.refresh()

        rows = self.browser.find_all(".saved-list .saved-place")
        self.assertEqual([springfield["formatted_address"], fiji["formatted_address"]],
                         self.saved_names())
        for row, expected in zip(rows, (springfield, fiji)):
            latitude, longitude = row.find_element("css selector", ".saved-coordinates").text.split(", ")
            self.assert_coordinates(expected["geometry"]["location"], latitude, longitude)
        self.assertFalse(self.browser.find(".saved-empty").is_displayed())
        self.assert_no_console_errors()

        self.browser.click(".saved-list .saved-place:last-child a.saved-name")
        self.assertEqual(fiji["formatted_address"], self.browser.text("main h1"))
        self.assertEqual("Remove", self.save_button().text)

    def test_deleting_from_saved_asks_first(self):
        self.save("Springfield", 1)
        self.save("Springfield", 2)
        self.browser.open("/saved/")
        names = self.saved_names()

        self.browser.click(".saved-list .saved-place:first-child .delete-saved")
        self.browser.wait_for_element("dialog#confirm-delete")
        self.browser.click("dialog#confirm-delete .dialog-cancel")
        self.browser.wait_for(lambda: not self.browser.find("dialog#confirm-delete").is_displayed())
        self.assertEqual(names, self.saved_names())

        self.browser.click(".saved-list .saved-place:first-child .delete-saved")
        self.browser.wait_for_element("dialog#confirm-delete")
        self.browser.click("dialog#confirm-delete .dialog-delete")

        self.browser.wait_for(lambda: self.saved_names() == names[1:])
        self.assertEqual(1, len(self.saved()))
        self.browser.click(".saved-list .saved-place:first-child .delete-saved")
        self.browser.wait_for_element("dialog#confirm-delete")
        self.browser.click("dialog#confirm-delete .dialog-delete")
        self.browser.wait_for_element(".saved-empty")
        self.assertEqual([], self.saved())
        self.browser.driver.refresh()
        self.assertTrue(self.browser.wait_for_element(".saved-empty").is_displayed())
        self.assert_no_console_errors()

    def test_broken_or_hostile_storage_is_ignored(self):
        self.browser.open("/saved/")
        self.browser.set_local_storage(STORAGE_KEY, "{not json")
        self.browser.driver.refresh()
        self.assertTrue(self.browser.wait_for_element(".saved-empty").is_displayed())

        self.browser.set_local_storage(STORAGE_KEY, [
            {"key": "x", "name": "<b>Evil</b>", "lat": 1, "lng": 2, "href": "javascript:alert(1)"},
            {"key": "y", "name": "No coordinates"},
        ])
        self.browser.driver.refresh()

        self.assertEqual(["<b>Evil</b>"], self.saved_names())
        self.assertEqual([], self.browser.find_all(".saved-list a"))
        self.assert_no_console_errors()

    def test_without_javascript_saved_says_it_needs_javascript(self):
        browser = self.browser_without_js()
        browser.open("/saved/")

        self.assertIn("JavaScript", browser.text("main"))


if __name__ == "__main__":
    unittest.main()
