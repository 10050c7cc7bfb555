// Waymark: "Near me" from the home page. Without JavaScript the home page's "Near me" is a link to the city
// index; with it, the link opens the list page with `?near=me`, and the list page then finds the nearest
// locations at once (its own "Near me" button, started by locations.js, which runs before this file).
(function () {
  "use strict";

  if (navigator.geolocation) {
    document.querySelectorAll("a.near-me-link[data-near]").forEach(function (link) {
      link.setAttribute("href", link.getAttribute("data-near"));
      var hint = link.querySelector(".near-me-hint");
      if (hint) hint.parentNode.removeChild(hint);
    });
  }

  if (new URLSearchParams(window.location.search).get("near") === "me") {
    var button = document.querySelector("form.search .near-me");
    if (button && !button.hidden) button.click();
  }
})();
