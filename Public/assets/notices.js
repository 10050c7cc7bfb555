// Waymark: shows each notice's date as "3 days ago" in the reader's language; the page carries the absolute date
// (which stays as the element's title), so it reads the same without JavaScript.
(function () {
  "use strict";
  var lang = document.documentElement.lang || "en";
  // A browser without the page's language (Chromium has no Welsh) keeps the build's date, in the page's language.
  if (typeof Intl === "undefined" || !Intl.RelativeTimeFormat || !Intl.RelativeTimeFormat.supportedLocalesOf([lang]).length) return;
  var format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  var dayLength = 86400000;
  var now = new Date();
  // Days are counted between calendar days, in UTC as the build writes them, so the text does not change by the hour.
  var today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  function phrase(days) {
    var size = Math.abs(days);
    if (size < 7) return format.format(days, "day");
    if (size < 30) return format.format(Math.trunc(days / 7), "week");
    if (size < 365) return format.format(Math.trunc(days / 30), "month");
    return format.format(Math.trunc(days / 365), "year");
  }
  var times = document.querySelectorAll("time.notice-date[datetime]");
  for (var i = 0; i < times.length; i++) {
    var parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(times[i].getAttribute("datetime"));
    if (!parts) continue;
    var day = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
    times[i].title = times[i].textContent;
    times[i].textContent = phrase(Math.round((day - today) / dayLength));
  }
})();
