#!/bin/sh
# clock_timeout.sh: a game on a short clock (0:01/0:02: one second a
# move, two in reserve). The clocks are drawn, Gold's turn runs out and
# the screen says Silver wins on time, Gold's clock at 0:00 (it once went
# back to its full time); the save says so (ReasonCode t) and holds the
# time each move took. Then --time-control refuses a bad control
# naming the field.
. "${top_srcdir:-.}/tests/ui/lib.sh"

# Gold's turn may take 3 s; leave room on a loaded machine.
TIMEOUT=30
autosave="$XDG_STATE_HOME/arimaa/autosave.txt"

start -- --ascii --time-control 0:01/0:02
# A timed game starts stopped until Gold is ready.
wait_for "Hand over to Gold."
wait_for "= Gold    move 1:00 reserve 0:02"
wait_for "stopped"
keys Enter
wait_for "Gold sets up (move 1g)"
wait_for "Clock 0:01/0:02"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Silver sets up"
# Silver's setup minute runs, Gold's clock is at rest.
wait_for "> Silver  move"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Gold to move (2g)"
wait_for "> Gold    move"
# No key: after 1 s of move time and 2 s of reserve Gold loses.
wait_for "Silver wins on time: Gold ran out of time"
wait_for "GAME OVER"
# The loser's clock reads 0:00, not back at its full time.
wait_for "  Gold    move 0:00 reserve 0:00"
# A key after the end plays nothing.
keys e
wait_for "GAME OVER"
# The finished game is kept in the saved-games directory, not the autosave.
[ -e "$autosave" ] && fail "the finished game stays in the autosave"
kept=$(ls "$XDG_DATA_HOME"/arimaa/*.txt) || fail "the finished game was not kept"
grep -qx "ReasonCode: t" "$kept" || fail "the kept game does not say it was lost on time"
grep -qx "Result: 0-1" "$kept" || fail "the kept game does not give Silver the win"
grep -qx "TimeControl: 0:01/0:02" "$kept" || fail "no TimeControl in the kept game"
grep -qE "^MoveTimes: [0-9]+ [0-9]+$" "$kept" || fail "no time for each setup in the kept game"
keys q
wait_for "EXITED:0"

# A bad control is refused before the screens start, naming the field.
start -- --time-control 2/2/100/x
wait_for "EXITED:2"
screen | grep -qF "the reserve limit (L)" || fail "the wrong field is not named"
echo "ok"
