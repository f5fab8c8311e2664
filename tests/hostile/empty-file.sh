#!/bin/sh
# empty-file.sh: an empty file, a file of blank lines and one of only
# headers are not records: each gets "LABEL: error: ..." and status 1.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
: > empty.txt
printf '\n\n\n   \n\t\n' > blank.txt
printf 'Event: Casual game\nWhite: a\nBlack: b\n' > headers-only.txt
for f in empty.txt blank.txt headers-only.txt; do
	hostile_check 10 --check "$f"
	[ "$status" -eq 1 ] || fail "$f: status $status, expected 1"
	expect_match "^$f: error: "
done
exit 0
