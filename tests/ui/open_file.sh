#!/bin/sh
# open_file.sh: a game file given to the screens: a decided game opens in
# the replay viewer, Esc leads to the game-over screen, from which a
# take-back resumes play; a file with an illegal move opens at the last
# legal turn with the line, the move and the reason on the status line; a
# missing file or one that is not a record is refused before the screen
# starts.
. "${top_srcdir:-.}/tests/ui/lib.sh"

cases="${top_srcdir:-.}/tests/data/cases"
start -- --ascii "$cases/goal.txt"
wait_for "replay: Gold vs Silver"
wait_for "start of the game"
keys Escape
wait_for "GAME OVER"
wait_for "Gold wins by goal"
keys t
wait_for "take back the last move? both players agree (y/n)"
keys y
wait_for "43g taken back; Gold to move (43g)"
prompt "cb7n Hb6n Ra7n"
wait_for "Gold wins by goal"

# 3g has five steps: the game stops before it, Gold to move at 3g.
start -- --ascii "$cases/five-steps.txt"
wait_for "five-steps.txt: line 5, move 3g"
wait_for "Gold to move  turn 3g"
screen | grep -qF "EXITED" && fail "the program left"

# A diagram is a position to play on from: Gold to move, the elephant on
# a3 beside a silver rabbit (frozen) on b3. The five-steps game continued
# above is unfinished, so its autosave is kept aside.
start -- --ascii "${top_srcdir:-.}/tests/data/positions/push-into-trap.txt"
wait_for "game loaded; Gold to move"
wait_for "the earlier game in the autosave was kept as"
expect_rank 3 "3 | E | r~| x | | | x | | |"

start -- --ascii "$cases/no-such-file.txt"
wait_for "EXITED:1"
screen | grep -qF "No such file" || fail "no reason for a missing file"

notrec="$TEST_HOME/notes.txt"
printf 'dear diary,\nthis is not a game\n' > "$notrec"
start -- --ascii "$notrec"
wait_for "EXITED:1"
screen | grep -qF "not a game record" || fail "no reason for a file that is not a record"
echo "ok"
