#!/bin/sh
# store_recovery.sh: the autosave survives SIGKILL: five moves are played,
# the program is killed outright, and started again it offers the
# unfinished game; resumed, every completed move is there, on the board
# and in the move list. Starting afresh keeps the old game aside.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii
wait_for "Gold sets up (move 1g)"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Silver sets up"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Gold to move (2g)"
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "Silver to move (2s)"
prompt "ee7s ee6s ee5s ee4s"
wait_for "Gold to move (3g)"
prompt "Db2n Hf2e Me2e Ce1n"
wait_for "Silver to move (3s)"
pid=$(prog_pid)
[ -n "$pid" ] || fail "no process"
kill -KILL "$pid"
wait_for "EXITED:137"
grep -qF "3g Db2n Hf2e Me2e Ce1n" "$XDG_STATE_HOME/arimaa/autosave.txt" || fail "3g not in the autosave"

start -- --ascii
wait_for "resume the unfinished game (5 moves, last 3g)?"
keys y
wait_for "resumed: game loaded; Silver to move (3s)"
for m in "1g Ra2 Db2 Hc2" "1s rh7 ra7 rh8" "2g Ed2n Ed3n Ed4n Dg2n" "2s ee7s ee6s ee5s ee4s" "3g Db2n Hf2e Me2e Ce1n"; do
	screen | grep -qF "$m" || fail "move '$m' not in the list"
done
# 2g put E on d5 and D on g3; 2s the silver elephant on e3; 3g D b3,
# H f2-g2, M e2-f2, C e1-e2.
expect_rank 5 "5 | | | | E | | | | |"
expect_rank 3 "3 | | D | x | | e | x | D | |"
# b2 and e1 were left by the last turn (Db2n ... Ce1n): marked with a dot.
expect_rank 2 "2 | R | . | H | | C | M | H | R |"
expect_rank 1 "1 | R | R | R | C | . | R | R | R |"
keys q
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"

# Starting afresh keeps the unfinished game aside under another name.
start -- --ascii
wait_for "resume the unfinished game (5 moves, last 3g)?"
keys n
# said over the main menu; answering the menu and the clock replaces it
wait_shown "the unfinished game was kept as"
wait_for "Gold sets up (move 1g)"
# in the saved-games folder, where a player looks, named as an unfinished game
ls "$XDG_DATA_HOME/arimaa/" | grep -q '^[0-9-]*-unfinished\.txt$' || fail "no unfinished game kept: $(ls "$XDG_DATA_HOME/arimaa/")"
ls "$XDG_STATE_HOME/arimaa/" | grep -q '^autosave-' && fail "a hidden autosave-DATE.txt in the state folder"
grep -lF "3g Db2n Hf2e Me2e Ce1n" "$XDG_DATA_HOME"/arimaa/*-unfinished.txt >/dev/null || fail "the kept game lost its moves"

# --resume does not ask.
keys q
wait_for "EXITED:0"
mv "$XDG_DATA_HOME"/arimaa/*-unfinished.txt "$XDG_STATE_HOME/arimaa/autosave.txt"
start -- --ascii --resume
wait_for "resumed: game loaded; Silver to move (3s)"
echo "ok"
