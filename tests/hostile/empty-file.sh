#!/bin/sh
# empty-file.sh: an empty file and a file of blank lines are not records:
# each gets "LABEL: error: ..." and status 1. A file of headers alone is what
# the program writes for a game saved before its first setup: it is a game
# not yet begun, Gold to set up.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
: > empty.txt
printf '\n\n\n   \n\t\n' > blank.txt
printf 'Event: Casual game\nWhite: a\nBlack: b\n' > headers-only.txt
for f in empty.txt blank.txt; do
	hostile_check 10 --check "$f"
	[ "$status" -eq 1 ] || fail "$f: status $status, expected 1"
	expect_match "^$f: error: "
done
hostile_check 10 --check headers-only.txt
[ "$status" -eq 0 ] || fail "headers-only.txt: status $status, expected 0"
expect_match "^headers-only.txt: ok: unfinished, gold to move$"
exit 0
