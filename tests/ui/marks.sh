#!/bin/sh
# marks.sh: seeing the game. The previous turn is marked where it happened
# (the square left, the trap where its piece fell); a rabbit one step from
# goal is marked and the goal in reach announced; the preview warns before
# a step that loses the mover's own piece, which plays only on a second
# Enter; the lost pieces count at once;
# without colour Gold and Silver differ by more than letter case.
# The position (tests/data/ui/marks.txt): Silver's horse stepped from f4
# onto the trap f3 with no friend beside it and fell; Gold's rabbit on h7
# has h8 free.
. "${top_srcdir:-.}/tests/ui/lib.sh"
pos=${top_srcdir:-.}/tests/data/ui/marks.txt

start NO_COLOR=1 -- --ascii "$pos"
wait_for "Gold to move (4g)"
# f4 left (.), f3 where the horse fell (#), h7 a rabbit one step from goal.
expect_rank 4 "4 | | | | E | | . | | |"
expect_rank 3 "3 | | | x | | | # | | |"
expect_rank 7 "7 | h | d | c | e | m | c | | R^|"
wait_for "Silver  lost: h"
wait_for "GOAL in reach: the rabbit on h7 to h8"

# Without colour: Gold's pieces bold, Silver's dim (as well as the case).
# (tmux's colour resets, ESC[39m and ESC[49m, are left out first).
esc=$(printf '\033')
attrs() { t capture-pane -e -p -t ui | sed "s/$esc\[39m//g; s/$esc\[49m//g"; }
attrs | grep -a "^1 " | grep -qa "$esc\[[0-9;]*1m R" || fail "Gold's rabbits are not bold"
attrs | grep -a "8 |" | grep -qa "$esc\[[0-9;]*2mr" || fail "Silver's rabbits are not dim"

# The cat on c2 onto c3, a trap with no friend beside it: the preview warns,
# and it is never the default: the first Enter only asks again.
keys c 2 c 3
wait_for "Enter: Cc2n Cc3x (C c2 to c3) -- LOSES the gold cat on c3 (Enter twice to play it)"
keys Enter
wait_for "Cc2n Cc3x LOSES the gold cat on c3: press again to play it"
wait_for "(Enter again plays it)"
screen | grep -qF "steps 0/4" || fail "the first Enter played the losing step"
keys Enter
# The loss counts at once, before the turn ends.
wait_for "Gold    lost: C"
wait_for "steps 1/4: Cc2n"
echo "ok"
