"""The script that fixes the page's clock: `Date`, and `Intl`'s idea of "now"."""

from __future__ import annotations

import datetime as _dt

_CLOCK_SCRIPT = """
(() => {
  const RealDate = Date;
  const fixed = %(epoch_ms)d;
  const started = RealDate.now();
  const now = %(tick)s ? () => fixed + (RealDate.now() - started) : () => fixed;
  function FakeDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length ? new RealDate(...args) : new RealDate(now());
  }
  FakeDate.prototype = RealDate.prototype;
  FakeDate.now = now;
  FakeDate.parse = RealDate.parse;
  FakeDate.UTC = RealDate.UTC;
  Object.defineProperty(FakeDate, "name", { value: "Date" });
  Object.defineProperty(RealDate.prototype, "constructor", { value: FakeDate });
  globalThis.Date = FakeDate;
  // Intl formats "now" when given no date, reading the real clock: give it the fixed one.
  const proto = Intl.DateTimeFormat.prototype;
  const format = Object.getOwnPropertyDescriptor(proto, "format").get;
  Object.defineProperty(proto, "format", {
    configurable: true,
    get() { const f = format.call(this); return (d) => f(d === undefined ? now() : d); },
  });
  const formatToParts = proto.formatToParts;
  proto.formatToParts = function (d) { return formatToParts.call(this, d === undefined ? now() : d); };
})();
"""


def epoch_ms(when: _dt.datetime | str | int | float) -> int:
    if isinstance(when, (int, float)):
        return int(when)
    if isinstance(when, str):
        when = _dt.datetime.fromisoformat(when.replace("Z", "+00:00"))
    if when.tzinfo is None:
        raise ValueError("set_clock needs an aware datetime (or an ISO string with an offset)")
    return int(when.timestamp() * 1000)


def clock_script(when: _dt.datetime | str | int | float, tick: bool = False) -> str:
    """JavaScript to run before a page's own scripts so that "now" is `when`."""
    return _CLOCK_SCRIPT % {"epoch_ms": epoch_ms(when), "tick": "true" if tick else "false"}
