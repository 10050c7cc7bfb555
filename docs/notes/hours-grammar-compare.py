"""Compare `waymark hours --json` with opening_hours_py (pip install opening_hours_py, outside the repository).

Run: python hours-grammar-compare.py .build/debug/waymark hours-grammar-cases.tsv [-v]. A case is
`value<TAB>from<TAB>to<TAB>value for the reference`; the last three are optional.
"""
import json, subprocess, sys, datetime as dt
import opening_hours as oh

WAYMARK = sys.argv[1]
CASES = sys.argv[2]
DEF_FROM, DEF_TO = "2026-01-01T00:00", "2027-01-01T00:00"

def ref(value, start, end):
    o = oh.OpeningHours(value)
    out = []
    for a, b, state, comment in o.intervals(dt.datetime.fromisoformat(start), dt.datetime.fromisoformat(end)):
        s = str(state).split(".")[-1].lower()
        if s == "closed":
            continue
        item = [a.strftime("%Y-%m-%dT%H:%M"), b.strftime("%Y-%m-%dT%H:%M"), s]
        if out and out[-1][1] == item[0] and out[-1][2] == s:
            out[-1][1] = item[1]
        else:
            out.append(item)
    return out

def mine(value, start, end):
    p = subprocess.run([WAYMARK, "hours", value, "--from", start, "--to", end, "--json"], capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip()
    data = json.loads(p.stdout)
    items = data["intervals"] if isinstance(data, dict) else data
    out = []
    for i in items:
        item = [i["from"], i["to"], i["state"]]
        if out and out[-1][1] == item[0] and out[-1][2] == item[2]:
            out[-1][1] = item[1]
        else:
            out.append(item)
    return out, p.stderr.strip()

agree = total = 0
for line in open(CASES, encoding="utf-8"):
    line = line.rstrip("\n")
    if not line or line.startswith("#"):
        continue
    parts = line.split("\t")
    value = parts[0]
    start = parts[1] if len(parts) > 1 else DEF_FROM
    end = parts[2] if len(parts) > 2 else DEF_TO
    total += 1
    refvalue = parts[3] if len(parts) > 3 else value
    try:
        r = ref(refvalue, start, end)
    except Exception as e:
        r = "ERROR " + str(e).splitlines()[0][:80]
    m, err = mine(value, start, end)
    if m is None:
        m = "ERROR " + err.splitlines()[-1][:120] if err else "ERROR"
    same = (r == m) or (isinstance(r, str) and isinstance(m, str))
    agree += same
    if not same or "-v" in sys.argv:
        print(("OK  " if same else "DIFF"), repr(value))
        if not same:
            print("   ref :", r if isinstance(r, str) else r[:6], "" if isinstance(r, str) else len(r))
            print("   mine:", m if isinstance(m, str) else m[:6], "" if isinstance(m, str) else len(m))
print(f"{agree} of {total} agree")
