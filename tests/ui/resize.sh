#!/bin/sh
# resize.sh: the full layout at 80x24 and at 80x23 (a terminal under a tmux
# or screen status bar); the compact one (one character per square) below
# that, playable down to 40x16; the "enlarge the window" notice only below
# that; growing the window redraws the board at once.
. "${top_srcdir:-.}/tests/ui/lib.sh"

# crank N: rank N of the compact board ("2 HDCEMCDH").
crank() { screen | grep -E "^$1 [^|]" | head -n 1 | cut -c1-10; }

start -- --ascii
wait_for "Gold sets up (move 1g)"
t resize-window -t ui -x 80 -y 24
wait_for "Gold sets up (move 1g)"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
# Everything fits in 80x24: the key hints and the file letters (waited
# for: the redraw after the resize may not be on the screen yet).
wait_for "a   b   c   d   e   f   g   h"
wait_for "? help  q quit"
keys a
wait_for "Silver sets up (move 1s)"
keys a
wait_for "Gold to move (2g)"

# 80x23: the same full board, the status and a line of hints.
t resize-window -t ui -x 80 -y 23
# The screen before the redraw has the same status and board (a CI run
# under ASan read it half redrawn and found no file letters), cut by tmux
# at its top or its bottom: the redrawn one has the title on row 1 and the
# last line of hints on row 23 (on row 24 at 80x24), waited for first.
wait_line 1 '^arimaa '
wait_line 23 'q quit *$'
screen | grep -qF "a   b   c   d   e   f   g   h" || fail "no file letters at 80x23"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
screen | grep -qF "enlarge" && fail "80x23 asks for a larger window"
# A long refusal wraps instead of being cut.
keys Space
wait_for "the turn cannot end: the turn has no step"

# 60x20: the compact board, still playable by square names.
t resize-window -t ui -x 60 -y 20
wait_for "2 HDCEMCDH"
[ "$(crank 1)" = "1 RRRRRRRR" ] || fail "compact rank 1 is '$(crank 1)'"
keys d 2 d 4 Enter
wait_for "Ed2n Ed3n (step 2/4)"
# The elephant stays selected: its steps (*) and the squares further on (o).
[ "$(crank 4)" = "4  o*E*o  " ] || fail "compact rank 4 is '$(crank 4)'"

# 40x16 is the smallest: the board and the status still there.
t resize-window -t ui -x 40 -y 16
wait_for "4  o*E*o"
screen | grep -qF "enlarge" && fail "40x16 asks for a larger window"

# Below that, a clear notice and no broken board.
t resize-window -t ui -x 36 -y 14
wait_for "enlarge the window"
wait_for "to at least 40x16 (now 36x14)"
screen | grep -qE '^2 ' && fail "a board is drawn in a window too small"

t resize-window -t ui -x 100 -y 30
wait_for "steps 2/4: Ed2n Ed3n"
wait_gone "enlarge the window"
# Keys still work after the resizes.
keys Space
wait_for "Silver to move (2s)"
echo "ok"
