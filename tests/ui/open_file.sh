#!/bin/sh
# open_file.sh: a game file given to the screens is played to its end and
# shown: a decided game on the game-over screen, from which a take-back
# resumes play; a file with an illegal move is refused before the screen
# starts, saying where and why.
. "${top_srcdir:-.}/tests/ui/lib.sh"

cases="${top_srcdir:-.}/tests/data/cases"
start -- --ascii "$cases/goal.txt"
wait_for "GAME OVER"
wait_for "Gold wins by goal"
keys t
wait_for "take back the last move? both players agree (y/n)"
keys y
wait_for "43g taken back; Gold to move (43g)"
prompt "cb7n Hb6n Ra7n"
wait_for "Gold wins by goal"

start -- --ascii "$cases/five-steps.txt"
wait_for "EXITED:1"
screen | grep -qF "five-steps.txt: line" || fail "no line number for the illegal move"
start -- --ascii "$cases/no-such-file.txt"
wait_for "EXITED:1"
screen | grep -qF "No such file" || fail "no reason for a missing file"
echo "ok"
