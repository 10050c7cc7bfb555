#!/usr/bin/env bash
# Makes WaymarkKit's public surface what its users need, and nothing else: the command line (Sources/waymark), the
# serve target (Sources/WaymarkServe) and the fuzz targets (Fuzz/Sources). Tests use `@testable import`.
#
#   docs/notes/arch-public.sh            from the repository's root, on a tree that builds
#
# 1. Every `public` declaration of Sources/WaymarkKit loses `public`, except a type its users name, a member of such
#    a type that they name (or that a standard protocol needs: description, ==, hash…), an initialiser of such a type,
#    and, until nothing changes, a type named in a kept declaration's line.
# 2. Then `swift build --product waymark` runs until it passes; each error names what a user or a public declaration
#    still needs ("cannot find 'X'", "has no member 'X'", "uses an internal type", "must be declared public"), and
#    `public` comes back on the lines that had it and declare that name.
# It prints the count of `public` declarations before and after. Re-run it after merging branches that add API.
set -euo pipefail
cd "$(dirname "$0")/../.."
count() { grep -rE '^\s*(@[A-Za-z]+(\([^)]*\))? )*(public|open)\b' Sources/WaymarkKit --include='*.swift' | wc -l; }
echo "public declarations before: $(count)"
grep -rl "^import WaymarkKit$" Tests | xargs -r sed -i "s/^import WaymarkKit$/@testable import WaymarkKit/"
STATE=$(mktemp -d)
cat >"$STATE/public.py" <<'EOF'
import json, os, re, sys
state, step = sys.argv[1], sys.argv[2]
KIT = "Sources/WaymarkKit"
USERS = ["Sources/waymark", "Sources/WaymarkServe", "Fuzz/Sources"]
DECL = re.compile(r"^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)public\s+")
TYPE = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|extension)\s+([\w.]+)")
NAME = re.compile(r"\b(?:func|var|let|case|struct|class|enum|protocol|actor|typealias|associatedtype)\s+(`?[\w]+`?|[^\s(<]+)")
# Members a standard protocol requires: they stay public wherever their type does.
STANDARD = {"description", "debugDescription", "hash", "==", "<", "<=", ">", ">=", "rawValue", "errorDescription",
            "encode", "makeIterator", "next", "id", "startIndex", "endIndex", "index", "count", "allCases", "callAsFunction",
            "hashValue", "localizedDescription", "failureReason", "recoverySuggestion", "+", "-", "subscript"}

def swift_files(root):
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)

def declarations():
    """(path, line number, indent, declared name, enclosing type, line) of every `public` line of WaymarkKit."""
    found = []
    for path in swift_files(KIT):
        scopes = {}
        for n, line in enumerate(open(path, encoding="utf-8").read().split("\n")):
            stripped = line.strip()
            if not stripped or stripped.startswith("//"):
                continue
            indent = len(line) - len(line.lstrip())
            kind = TYPE.search(line.split("{")[0]) if not stripped.startswith(("func", "var", "let")) else None
            enclosing = next((scopes[i] for i in sorted(scopes, reverse=True) if i < indent), None)
            if kind and (stripped.startswith(("public", "extension", "struct", "class", "enum", "protocol", "final", "@"))):
                scopes = {i: s for i, s in scopes.items() if i < indent}
                scopes[indent] = kind.group(1).split(".")[-1]
            if DECL.match(line):
                rest = line[DECL.match(line).end():]
                if re.match(r"(\w+\s+)*(init|convenience init|required init)\b", rest) or "init(" in rest.split("{")[0][:40] and "func" not in rest[:40]:
                    name = "init"
                elif re.match(r"(\w+\s+)*subscript\b", rest):
                    name = "subscript"
                else:
                    m = NAME.search(rest)
                    name = m.group(1).strip("`") if m else None
                found.append((path, n, indent, name, enclosing, line))
    return found

def tokens(paths):
    words = set()
    for root in paths:
        for path in swift_files(root):
            words |= set(re.findall(r"[A-Za-z_]\w*", open(path, encoding="utf-8").read()))
    return words

def write(keep, decls):
    by_path = {}
    for d in decls:
        by_path.setdefault(d[0], []).append(d)
    for path, ds in by_path.items():
        lines = open(path, encoding="utf-8").read().split("\n")
        for (_, n, _, _, _, original) in ds:
            m = DECL.match(original)
            lines[n] = original if (path, n) in keep else original[:m.start(2)] + m.group(2) + original[m.end():]
        open(path, "w", encoding="utf-8").write("\n".join(lines))

if step == "first":
    decls = declarations()
    json.dump(decls, open(os.path.join(state, "decls.json"), "w"))
    used = tokens(USERS)
    types = {d[3] for d in decls if re.search(r"\b(struct|class|enum|protocol|actor|typealias)\s", d[5])}
    kept_types = types & used
    while True:
        keep = set()
        for path, n, indent, name, enclosing, line in decls:
            is_type = name in types and re.search(r"\b(struct|class|enum|protocol|actor|typealias)\s+" + re.escape(name or "") + r"\b", line)
            if is_type:
                ok = name in kept_types
            elif enclosing in types:
                ok = enclosing in kept_types and (name in used or name in STANDARD or name == "init" or not re.match(r"\w", name or ""))
            else:
                ok = name in used or name in STANDARD
            if ok:
                keep.add((path, n))
        named = set()
        for path, n, *_, line in decls:
            if (path, n) in keep:
                named |= set(re.findall(r"[A-Za-z_]\w*", line)) & types
        if named <= kept_types:
            break
        kept_types |= named
    json.dump(sorted(keep), open(os.path.join(state, "keep.json"), "w"))
    write(keep, decls)
else:
    decls = [tuple(d) for d in json.load(open(os.path.join(state, "decls.json")))]
    keep = {tuple(k) for k in json.load(open(os.path.join(state, "keep.json")))}
    errors = open(os.path.join(state, "errors.txt"), encoding="utf-8", errors="replace").read()
    names = set(re.findall(r"cannot find (?:type )?'(\w+)' in scope", errors))
    names |= set(re.findall(r"has no member '(\w+)'", errors))
    names |= set(re.findall(r"'(\w+)' is inaccessible due to 'internal'", errors))
    names |= set(re.findall(r"no exact matches in call to initializer", errors) and ["init"])
    lines_to_keep, dropped = set(), set()
    types = {d[3] for d in decls if re.search(r"\b(struct|class|enum|protocol|actor|typealias)\s", d[5])}
    for m in re.finditer(r"^(/[^:\n]+\.swift):(\d+):\d+: error: (.*)$", errors, re.M):
        path, n, message = os.path.relpath(m.group(1)), int(m.group(2)) - 1, m.group(3)
        if "must be declared public" in message or "must be as accessible" in message:
            lines_to_keep.add((path, n))
        if "uses an internal type" in message:
            if (path, n) in keep and message.startswith("initializer"):
                # An initialiser kept only because its type is: it goes back to internal.
                keep.discard((path, n))
                dropped.add((path, n))
                continue
            lines = open(path, encoding="utf-8").read().split("\n")[n:n + 12]
            text = "\n".join(lines[: next((i + 1 for i, l in enumerate(lines) if "{" in l), len(lines))])
            names |= set(re.findall(r"[A-Za-z_]\w*", text)) & types
    added = set()
    for path, n, indent, name, enclosing, line in decls:
        if (path, n) in keep:
            continue
        if (path, n) in lines_to_keep or (name in names and name != "init") or (name == "init" and enclosing in names):
            added.add((path, n))
    if not added and not dropped:
        sys.exit(3)
    keep |= added
    json.dump(sorted(keep), open(os.path.join(state, "keep.json"), "w"))
    write(keep, decls)
    print(f"  public again: {len(added)} declarations; internal again: {len(dropped)}")
EOF
python3 "$STATE/public.py" "$STATE" first
for round in $(seq 1 12); do
    if swift build --product waymark >"$STATE/errors.txt" 2>&1; then break; fi
    echo "round $round: $(grep -c ': error:' "$STATE/errors.txt") errors"
    python3 "$STATE/public.py" "$STATE" again || { echo "cannot fix:"; grep ': error:' "$STATE/errors.txt" | head -20; exit 1; }
done
swift build --product waymark >/dev/null
echo "public declarations after: $(count)"
