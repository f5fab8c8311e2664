#!/bin/sh
# resize.sh: a window smaller than 80x24 gets the "enlarge the window"
# notice instead of a broken board; growing it redraws the board at once.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii
wait_for "Gold sets up (move 1g)"
t resize-window -t ui -x 70 -y 30
wait_for "enlarge the window"
wait_for "to at least 80x24 (now 70x30)"
screen | grep -qE '^2 [|]' && fail "a board is drawn in a window too narrow"
t resize-window -t ui -x 100 -y 20
wait_for "(now 100x20)"
t resize-window -t ui -x 80 -y 24
wait_for "Gold sets up (move 1g)"
wait_gone "enlarge the window"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
# Everything fits in 80x24: the key hints and the file letters.
screen | grep -qF "a   b   c   d   e   f   g   h" || fail "no file letters at 80x24"
screen | grep -qF "? help  q quit" || fail "no key hints at 80x24"
t resize-window -t ui -x 100 -y 30
wait_for "Gold sets up (move 1g)"
# Keys still work after the resizes.
keys a
wait_for "Silver sets up (move 1s)"
echo "ok"
