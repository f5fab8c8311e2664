#!/bin/sh
# mouse.sh: clicks (xterm SGR mouse reports) select a piece and its target,
# on the board as drawn, flipped or not.
. "${top_srcdir:-.}/tests/ui/lib.sh"

# click COL ROW: a button-1 press and release at 1-based screen COL, ROW.
click() { type_text "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' "$1" "$2" "$1" "$2")"; }

start -- --ascii
wait_for "Gold sets up (move 1g)"
keys a a
wait_for "Gold to move (2g)"
# d2 is drawn at column 17, row 15 with Gold at the bottom; d3 two rows up.
click 17 15
wait_for "E on d2 selected"
click 17 13
wait_for "Ed2n (step 1/4)"
expect_rank 3 "3 | | | x | E | | x | | |"
# Flipped, d3 is at column 21, row 7, and d4 two rows below it.
keys f
wait_for "board flipped"
click 21 7
wait_for "E on d3 selected"
click 21 9
wait_for "steps 2/4: Ed2n Ed3n"
# A click off the board does nothing.
click 90 28
sleep 0.2
screen | grep -qF "Ed3n (step 2/4)" || fail "a click off the board changed something"
echo "ok"
