#!/bin/sh
# clock_choice.sh: a new game offers the clock presets by name; the one
# chosen runs and goes into the autosave; --handover puts a screen between
# turns that hides the board and runs neither clock; :clock sets a clock
# only before the first move and refuses a bad one naming the field; a game
# limit in moves ends the game by the piece count.
. "${top_srcdir:-.}/tests/ui/lib.sh"

autosave="$XDG_STATE_HOME/arimaa/autosave.txt"

start -- --ascii --handover
wait_for "Gold sets up (move 1g)"
prompt "new"
wait_for "Choose a time control"
wait_for "standard      2/2/100/10/8"
wait_for "sudden death  0/5"
keys 3
wait_for "clock: blitz 0:30/3/100/5/8; Gold sets up, the clock runs"
wait_for "Clock 0:30/3/100/5/8"
wait_for "game 7:5"
wait_for "> Gold    move "
wait_for "  Silver  move 0:30 reserve 3:00"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
# The hand-over: the board hidden, Silver's clock waits.
wait_for "Hand over to Silver."
wait_gone "+---+---+"
wait_for "= Silver  move 1:00 reserve 3:00"
keys Enter
wait_for "Silver sets up: the clock runs"
wait_for "+---+---+"
grep -qx "TimeControl: 0:30/3/100/5/8" "$autosave" || fail "the clock chosen is not in the autosave"
grep -qE "^MoveTimes: [0-9]+$" "$autosave" || fail "1g's time is not in the autosave"
prompt "clock 1/1"
wait_for "the clock is chosen before the first move"
prompt "handover"
wait_for "hand-over screen between turns off"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Gold to move (2g)"
wait_for "> Gold    move "

# A new game after a timed one keeps its clock without asking (issue 21);
# :clock refuses a bad one, "none" takes it away.
prompt "new"
wait_for "abandon this game for a new one? (y/n)"
keys y
wait_for "the same clock, 0:30/3/100/5/8"
screen | grep -qF "Choose a time control" && fail "the clock was asked again"
wait_for "Clock 0:30/3/100/5/8"
prompt "clock 2/x"
wait_for "clock refused:"
wait_for "the reserve (R)"
prompt "clock none"
wait_for "no clock"
wait_gone "Clock 0:30"

# A game limit of two moves: the game ends after 2s; the piece counts were
# always equal, so Silver wins (ReasonCode s).
prompt "clock 1/5/100/0/2t"
wait_for "clock 1/5/100/0/2t: Gold's clock runs"
wait_for "Clock 1/5/100/0/2t"
wait_for "ends after 2s"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Silver sets up"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Gold to move (2g)"
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "Silver to move (2s)"
prompt "hg7s hg6s hb7s hb6s"
wait_for "Silver wins at the game limit, by the piece count"
wait_for "GAME OVER"
# The finished game is kept in the saved-games directory, not the autosave.
# (the game abandoned by "new" above is there too, as -unfinished)
kept=$(ls "$XDG_DATA_HOME"/arimaa/*.txt | grep -Ev -- '-unfinished(-[0-9]+)?\.txt$') || fail "the finished game was not kept"
grep -qx "ReasonCode: s" "$kept" || fail "the kept game does not say the game limit decided"
grep -qx "Result: 0-1" "$kept" || fail "the kept game does not give Silver the win"
echo "ok"
