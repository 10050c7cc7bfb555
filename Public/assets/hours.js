// Waymark's "open now": status, today's hours and the "Open now" filter from each page's `data-hours`, whose
// format is in docs/pages.md ("The hours data"). The page says it all without this file.
(function () {
  "use strict";

  var DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
  var SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]; // how en-US writes them, to read formatToParts
  var WEEK = 7 * 1440;
  var SOON_DAYS = 28;
  var MILES = ["GB", "US", "LR", "MM"]; // where roads are measured in miles, as CLDR says
  var say = window.waymarkWords.say; // words.js
  var formats = localFormats();

  function two(n) { return (n < 10 ? "0" : "") + n; }

  // Times and numbers in `<html lang>` as LocalFormats.swift writes them ("en": en-GB).
  function localFormats() {
    var tag = document.documentElement.lang || "en";
    if (tag.toLowerCase() === "en") tag = "en-GB";
    try {
      // Without the language's data (Chromium has no Welsh), English of its country (cy: en-GB).
      var wanted = new Intl.Locale(tag).maximize();
      if (new Intl.Locale(Intl.DateTimeFormat.supportedLocalesOf([tag])[0] || "und").language !== wanted.language) {
        tag = "en-" + wanted.region;
      }
    } catch (error) { // not a language tag: the English of the tables' defaults
      tag = "en-GB";
    }
    // CLDR's short time pattern keeps the leading zero ("09:00") that hour and minute options drop.
    var time = new Intl.DateTimeFormat(tag, { timeZone: "UTC", timeStyle: "short" });
    var region = new Intl.Locale(tag).maximize().region;
    // Weekdays as the tables name them (Chromium has no Welsh).
    var shortDays = say("js_weekdays_short", "Mon,Tue,Wed,Thu,Fri,Sat,Sun").split(",");
    var longDays = say("js_weekdays_long", "Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday").split(",");
    function number(value, decimals) {
      return new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
    }
    return {
      language: tag,
      clock: function (minutes) { return time.format(Date.UTC(1970, 0, 1, 0, ((minutes % 1440) + 1440) % 1440)); },
      shortDay: function (weekday) { return shortDays[weekday]; },
      longDay: function (weekday) { return longDays[weekday]; },
      number: number,
      // "4.2 km", "1,234 km", "0.3 mi", as LocalFormats+Numbers.swift writes them.
      distance: function (metres) {
        if (MILES.indexOf(region) >= 0) {
          var miles = Math.max(metres / 1609.344, 0.1);
          return number(miles, miles < 9.95 ? 1 : 0) + " mi";
        }
        if (metres < 995) return number(Math.round(metres / 10) * 10, 0) + " m";
        return number(metres / 1000, metres < 9950 ? 1 : 0) + " km";
      }
    };
  }

  function clock(minutes) { return formats.clock(minutes); }

  // The location's date, weekday (0 = Monday) and minute of the day.
  function localNow(timeZone, now) {
    var parts = {};
    new Intl.DateTimeFormat("en-US", {
      timeZone: timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short",
      hour: "2-digit", minute: "2-digit", hourCycle: "h23"
    }).formatToParts(now).forEach(function (part) { parts[part.type] = part.value; });
    return {
      year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
      weekday: SHORT.indexOf(parts.weekday), minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute)
    };
  }

  // The calendar day `offset` days from the local date: its ISO date, month-day and weekday.
  function dayAt(local, offset) {
    var date = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    var md = two(date.getUTCMonth() + 1) + "-" + two(date.getUTCDate());
    return { iso: date.getUTCFullYear() + "-" + md, md: md, weekday: (date.getUTCDay() + 6) % 7 };
  }

  function specialOn(data, day) {
    var found = null;
    (data.special || []).forEach(function (entry) {
      var key = entry[0].length === 10 ? day.iso : day.md;
      if (entry[0] <= key && key <= entry[1]) found = entry;
    });
    return found;
  }

  // The day's intervals and the special entry that gave them, if any.
  function hoursOn(data, day) {
    var special = specialOn(data, day);
    if (special && Array.isArray(special[3])) return { spans: special[3], special: special };
    var week = special ? special[3] : data.week;
    return { spans: week[DAYS[day.weekday]] || [], special: special };
  }

  // Open intervals from yesterday to a week ahead, in minutes from today's midnight, merged where they touch.
  function intervals(data, local) {
    var spans = [];
    for (var offset = -1; offset <= 7; offset++) {
      hoursOn(data, dayAt(local, offset)).spans.forEach(function (pair) {
        var start = offset * 1440 + pair[0];
        var end = pair[1] > pair[0] ? offset * 1440 + pair[1] : (offset + 1) * 1440 + pair[1];
        spans.push([start, end]);
      });
    }
    spans.sort(function (a, b) { return a[0] - b[0]; });
    var merged = [];
    spans.forEach(function (span) {
      var last = merged[merged.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]); else merged.push(span.slice());
    });
    return merged;
  }

  function when(minute, local) {
    var offset = Math.floor(minute / 1440);
    if (minute % 1440 === 0 && offset === 1) return say("js_midnight", "midnight");
    var time = clock(((minute % 1440) + 1440) % 1440);
    return offset === 0 ? time : time + " (" + formats.shortDay(dayAt(local, offset).weekday) + ")";
  }

  // A day's hours as its table row says them (HoursTable.describe).
  function describe(spans) {
    if (!spans.length) return say("closed", "Closed");
    return spans.map(function (pair) {
      if (pair[0] === 0 && pair[1] === 1440) return say("open_24_hours", "Open 24 hours");
      var text = clock(pair[0]) + "–" + clock(pair[1] % 1440);
      return pair[1] <= pair[0] || pair[1] === 1440 ? say("hours_next_day", "{hours} (next day)", { hours: text }) : text;
    }).join(", ");
  }

  // The open-now line ("Open now · closes at 17:00") and today's hours.
  function status(data, now) {
    var local = localNow(data.tz, now);
    var t = local.minute;
    var spans = intervals(data, local);
    var today = hoursOn(data, dayAt(local, 0));
    var words = { holiday: today.special && today.special[2], hours: describe(today.spans) };
    var result = { local: local, todayText: words.hours,
                   today: words.holiday ? say("js_today_holiday", "Today ({holiday}): {hours}", words)
                     : say("js_today", "Today: {hours}", words),
                   holiday: today.special ? words.holiday || say("js_special_hours", "Special hours") : null };
    var open = spans.filter(function (s) { return s[0] <= t && t < s[1]; })[0];
    if (open) {
      result.open = true;
      result.text = open[1] - open[0] >= WEEK ? say("js_open_now_24", "Open now · open 24 hours")
        : say("js_open_now_closes", "Open now · closes at {time}", { time: when(open[1], local) });
      return result;
    }
    var next = spans.filter(function (s) { return s[0] > t; })[0];
    result.open = false;
    var opens = next && { time: when(next[0], local) };
    result.text = next ? say("js_closed_opens", "Closed · opens at {time}", opens) : say("closed", "Closed");
    result.opens = next ? say("js_opens_at", "opens at {time}", opens) : null;
    result.wait = next ? next[0] - t : null;
    return result;
  }

  // For a list's "Open now only" (locations.js), which works out each distinct week of hours once:
  // {open, wait: minutes until it opens or null, opens: "opens at 09:30"}, or null for unreadable hours.
  function opening(text, now) {
    var data = parse(text);
    if (!data) return null;
    try {
      var result = status(data, now);
      return { open: !!result.open, wait: result.open ? 0 : result.wait, opens: result.opens };
    } catch (error) { // a time zone this browser does not know
      return null;
    }
  }

  function read(element) { return parse(element.getAttribute("data-hours") || ""); }

  // {tz, week: {mon: [[540, 1020]], ...}, special}, or null when the text is not as HoursTable.swift writes it.
  function parse(text) {
    var bar = text.indexOf("|");
    var fields = (bar < 0 ? text : text.slice(0, bar)).split(" ");
    if (fields.length !== 8) return null;
    var data = { tz: fields[0], week: {} };
    for (var i = 0; i < 7; i++) {
      if (fields[i + 1] === "=" && i > 0) {
        data.week[DAYS[i]] = data.week[DAYS[i - 1]];
        continue;
      }
      var spans = fields[i + 1] === "-" ? [] : fields[i + 1].split(",").map(function (span) { return span.split("-").map(Number); });
      if (spans.some(function (pair) { return pair.length !== 2 || isNaN(pair[0]) || isNaN(pair[1]); })) return null;
      data.week[DAYS[i]] = spans;
    }
    if (bar >= 0) {
      try {
        data.special = JSON.parse(text.slice(bar + 1));
      } catch (error) {
        return null;
      }
    }
    return data;
  }

  // Holidays: past ones hidden, those within four weeks marked; the section hidden if all are past.
  function showSpecial(section, local) {
    var today = dayAt(local, 0), soon = dayAt(local, SOON_DAYS), shown = 0;
    section.querySelectorAll("li[data-from]").forEach(function (item) {
      var yearly = item.getAttribute("data-from").length !== 10;
      var key = yearly ? today.md : today.iso, ahead = yearly ? soon.md : soon.iso;
      var from = item.getAttribute("data-from"), to = item.getAttribute("data-to");
      var past = yearly ? false : to < key;
      var coming = yearly ? (ahead >= key ? from <= ahead && to >= key : from <= ahead || to >= key) : from <= ahead;
      item.hidden = past;
      item.classList.toggle("soon", !past && coming);
      if (!past) shown++;
    });
    section.hidden = shown === 0;
  }

  // The container's paragraph of class `className`, else one added after `after`.
  function paragraph(container, className, after) {
    var found = container.querySelector("." + className);
    if (found) return found;
    var made = document.createElement("p");
    made.className = className;
    after.parentNode.insertBefore(made, after.nextSibling);
    return made;
  }

  // Today's row, by its place from the week's first day (`data-first-day`, else Monday) or by `data-day`.
  function todayRow(table, weekday) {
    if (table.querySelector("tr[data-day]")) return table.querySelector('tr[data-day="' + DAYS[weekday] + '"]');
    var first = Math.max(DAYS.indexOf(table.getAttribute("data-first-day") || "mon"), 0);
    return table.tBodies.length ? table.tBodies[0].rows[(weekday - first + 7) % 7] : null;
  }

  // A location with more than one set of hours says which one a line is about, after its first word:
  // "Open now · drive-through · closes at 19:00".
  function labelled(text, label) {
    if (!label) return text;
    var cut = text.indexOf(" · ");
    return cut < 0 ? text + " · " + label : text.slice(0, cut) + " · " + label + text.slice(cut);
  }

  function showPage(statusElement, now) {
    var data = read(statusElement);
    if (!data) return;
    var container = statusElement.parentNode;
    var result = status(data, now);
    statusElement.textContent = labelled(result.text, statusElement.getAttribute("data-hours-label"));
    statusElement.classList.remove("is-open", "is-closed");
    statusElement.classList.add(result.open ? "is-open" : "is-closed");
    var todayText = paragraph(container, "today-hours", statusElement);
    todayText.textContent = result.today;
    var table = container.querySelector("table.hours");
    var row = table && todayRow(table, result.local.weekday);
    if (row) {
      row.classList.add("today");
      row.setAttribute("aria-current", "date");
      // Today's row says what today really is (Christmas Eve's short hours).
      var cell = row.cells[row.cells.length - 1];
      if (result.holiday && cell) cell.textContent = result.todayText + " (" + result.holiday + ")";
    }
    if (table) {
      paragraph(container, "local-time", todayText).textContent =
        say("js_local_time", "Local time there: {day} {time}",
            { day: formats.longDay(result.local.weekday), time: clock(result.local.minute) });
    }
    var special = container.querySelector(".special-hours");
    if (special) showSpecial(special, result.local);
  }

  // A list row: a short status after the name, and is-open / is-closed for the "Open now" filter.
  function showRow(row, now) {
    var data = read(row);
    if (!data) return;
    var result = status(data, now);
    var label = row.querySelector(".row-status");
    if (!label) {
      label = document.createElement("span");
      label.className = "row-status";
      // After the name, and after the status the build wrote when it is not open (it is said first).
      var link = row.querySelector(".row-closure") || row.querySelector("a");
      if (link && link.nextSibling) row.insertBefore(label, link.nextSibling); else row.appendChild(label);
    }
    label.textContent = result.text + (result.holiday ? " · " + result.holiday : "");
    row.classList.remove("is-open", "is-closed");
    row.classList.add(result.open ? "is-open" : "is-closed");
  }

  function safely(task) {
    try {
      task();
    } catch (error) { // a time zone this browser does not know: the table still says it all
    }
  }

  function decorate(root, now) {
    root.querySelectorAll(".open-status[data-hours]").forEach(function (element) {
      safely(function () { showPage(element, now); });
    });
    root.querySelectorAll(".location-list > li[data-hours]").forEach(function (row) {
      safely(function () { showRow(row, now); });
    });
  }

  // "Open now only": a list with a search filters its whole list (locations.js); elsewhere rows are hidden here.
  function startFilter() {
    var filter = document.querySelector(".open-now-filter");
    if (!filter) return;
    var box = filter.querySelector("input");
    filter.hidden = false;
    var list = window.waymarkList;
    var apply = list ? function () { list.setOpenOnly(box.checked); }
      : function () { document.body.classList.toggle("only-open", box.checked); };
    box.addEventListener("change", apply);
    if (box.checked) apply();
  }

  // Rows that the search and "near me" add later get their status too.
  function watch() {
    if (!window.MutationObserver) return;
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        change.addedNodes.forEach(function (node) {
          if (node.nodeType !== 1) return;
          if (node.matches && node.matches(".location-list > li[data-hours]")) safely(function () { showRow(node, new Date()); });
          else if (node.querySelectorAll) decorate(node, new Date());
        });
      });
    }).observe(document.body, { childList: true, subtree: true });
  }

  decorate(document, new Date());
  startFilter();
  watch();
  window.waymarkHours = { status: status, decorate: decorate, opening: opening, formats: formats };
})();
