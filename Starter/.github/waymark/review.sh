#!/bin/sh
# A pull request's review comment: what changed in the built site between two checkouts of it.
#
#   review.sh comment BASE HEAD OUT.md [MAX_LINES]
#       builds BASE and HEAD (each into its own _site/, with its own cache), then writes OUT.md: a marker
#       line, then `waymark diff --format markdown`; past MAX_LINES lines (default 60) everything after the
#       table of counts is folded into one <details>.
#   review.sh post OUT.md
#       posts OUT.md on pull request $PULL_REQUEST of $GITHUB_REPOSITORY with the GitHub CLI, or edits the
#       comment it posted before (found by the marker line), so a pull request has one such comment.
set -eu
marker='<!-- waymark-site-diff -->'

comment() {
    base="$1" head="$2" out="$3" max="${4:-60}"
    for checkout in "$base" "$head"; do
        waymark build --site "$checkout" --output "$checkout/_site" --base-url / --quiet
    done
    diff="$(waymark diff --format markdown "$base/_site" "$head/_site")"
    lines="$(printf '%s\n' "$diff" | wc -l)"
    {
        echo "$marker"
        if [ "$lines" -le "$max" ]; then
            printf '%s\n' "$diff"
        else
            # The heading, the summary and the table stay in sight; the lists go into one fold.
            printf '%s\n' "$diff" | awk -v lines="$lines" '
                !folded && /^\|/ { table = 1 }
                !folded && table && !/^\|/ {
                    folded = 1
                    print ""
                    print "<details>"
                    print "<summary>Everything that changed (" lines - NR + 1 " more lines)</summary>"
                }
                { print }
                END { if (folded) { print ""; print "</details>" } }'
        fi
    } > "$out"
}

post() {
    body="$1"
    repo="${GITHUB_REPOSITORY:?the repository, owner/name}"
    number="${PULL_REQUEST:?the pull request number}"
    id="$(gh api --paginate "repos/$repo/issues/$number/comments" \
        --jq ".[] | select(.body | startswith(\"$marker\")) | .id" | head -n 1)"
    if [ -n "$id" ]; then
        gh api --method PATCH "repos/$repo/issues/comments/$id" -F "body=@$body" > /dev/null
        echo "updated comment $id"
    else
        gh api --method POST "repos/$repo/issues/$number/comments" -F "body=@$body" > /dev/null
        echo "posted a comment on #$number"
    fi
}

case "${1:-}" in
    comment) [ $# -ge 4 ] && [ $# -le 5 ] || { echo "usage: review.sh comment BASE HEAD OUT.md [MAX_LINES]" >&2; exit 2; }
        shift; comment "$@" ;;
    post) [ $# -eq 2 ] || { echo "usage: review.sh post OUT.md" >&2; exit 2; }
        post "$2" ;;
    *) echo "usage: review.sh comment BASE HEAD OUT.md [MAX_LINES] | review.sh post OUT.md" >&2; exit 2 ;;
esac
