#!/bin/sh
# endless-line.sh: a file that is one line without end (an endless pipe, and
# /dev/zero) gets "LABEL: error: ..." in bounded memory, not a hang.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
mkfifo endless || exit 99
(yes 'Ed2n' | tr -d '\n' > endless) 2>/dev/null &
writer=$!
hostile_check 60 --check endless
kill "$writer" 2>/dev/null
: < /dev/null
[ "$status" -eq 1 ] || fail "endless: status $status, expected 1"
expect_match '^endless: error: '
hostile_check 60 --check /dev/zero
[ "$status" -eq 1 ] || fail "/dev/zero: status $status, expected 1"
expect_match '^/dev/zero: error: '
# a 50 MB line with no newline at all, as a regular file
head -c 50000000 /dev/zero | tr '\0' 'E' > one-line.txt
hostile_check 60 --check one-line.txt
[ "$status" -eq 1 ] || fail "one-line.txt: status $status, expected 1"
expect_match '^one-line.txt: error: '
exit 0
