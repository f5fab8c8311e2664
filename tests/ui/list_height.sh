#!/bin/sh
# list_height.sh: a full-screen list (here an archive's games) takes the
# terminal's height, all but its status and key hints, as the board's
# screens do not: at 100x40, the title and the header on rows 1 and 2,
# games on rows 3 to 36 (34 of them: 669122 to 669155, consecutive in
# tests/data/allgames202602.txt), two rows of status (37, 38) and two of
# key hints (39, 40); PgDn marks the game a page (34 rows) further, 669156.
# Before, the list stopped where the board's messages begin (row 19).
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii "${top_srcdir:-.}/tests/data/allgames202602.txt"
wait_for "(147 games)"
t resize-window -t ui -x 100 -y 40
wait_for "669155 "
screen | grep -q "669156 " && fail "a row past the 34th was drawn over the status"
[ "$(screen | sed -n 40p | cut -c1-11)" = "j/Down k/Up" ] || fail "the key hints are not on the last row"
screen | sed -n 37p | grep -q "147 games: Enter opens the one marked" || fail "the status is not under the list"
keys NPage
wait_for "> 669156 "
echo "ok"
