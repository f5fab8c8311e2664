#!/bin/sh
# clock_resume.sh: a timed game resumed from its autosave shows the clocks
# it was saved with (TimeControl and MoveTimes headers), stopped until the
# player to move is ready; the replay viewer shows them at every move; a
# move played after resuming is saved with its time, and a kill loses no
# more than the turn in progress.
. "${top_srcdir:-.}/tests/ui/lib.sh"

autosave="$XDG_STATE_HOME/arimaa/autosave.txt"
mkdir -p "$XDG_STATE_HOME/arimaa"
# 2/2/100/10/8: the setups (30 s, 45 s) leave both reserves at 2:00; 2g took
# 150 s, 30 s over its 2 minutes: Gold's reserve is 1:30; 2s took 20 s, so
# 100 s are saved: Silver's reserve is 2:00 + 1:40 = 3:40.
# The game has used 245 s of its 8 hours: 7:55:55 are left when Ann starts.
cat > "$autosave" <<'GAME'
Event: Casual game
White: Ann
Black: Bob
TimeControl: 2/2/100/10/8
PlyCount: 2
MoveTimes: 30 45 150 20

1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1
1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7
2g Ed2n Ed3n Ed4n Dg2n
2s hg7s hg6s hb7s hb6s
GAME

start -- --ascii --resume
wait_for "Hand over to Ann."
wait_for "Clock 2/2/100/10/8"
wait_for "stopped"
wait_for "= Ann     move 2:00 reserve 1:30"
wait_for "  Bob     move 2:00 reserve 3:40"
keys Enter
wait_for "Ann to move: the clock runs"
wait_for "game 7:55:5"
wait_for "> Ann     move 1:"
wait_for "  Bob     move 2:00 reserve 3:40"

# The replay viewer: at the end, then back one move (before 2s).
keys v
wait_for "took 0:20"
wait_for "Bob     move 2:00 reserve 3:40"
keys k
wait_for "took 2:30"
wait_for "Bob     move 2:00 reserve 2:00"
wait_for "Ann     move 2:00 reserve 1:30"
keys Escape
wait_for "> Ann     move 1:"

# Pause: the board is hidden and the clocks stop.
keys P
wait_for "PAUSED: both clocks are stopped"
wait_gone "+---+---+"
wait_for "stopped"
keys Enter
wait_for "+---+---+"

# 3g, then a kill: the autosave holds 3g with its time.
prompt "Ed5n Ed6w"
wait_for "Bob to move (3s)"
grep -qE "^MoveTimes: 30 45 150 20 [0-9]+$" "$autosave" || fail "3g's time is not in the autosave"
kill -KILL "$(prog_pid)"
wait_for "EXITED:137"

start -- --ascii --resume
wait_for "Hand over to Bob."
wait_for "= Bob     move 2:00 reserve 3:40"
keys Enter
wait_for "> Bob     move 1:"
echo "ok"
