#!/bin/sh
# learn_editor.sh: arimaa --edit, the position editor. A Gold rabbit put on
# d8 (its goal rank) is refused with the rule's reason when a game is
# asked for; moved to d7 beside a Silver rabbit on d2, the position is
# legal, a game starts from it and is played on: the rabbit steps to d8
# and Gold wins by goal (the rules: a rabbit on the far rank wins). The
# position saved with S holds a Position tag, and --edit reads it back.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii --edit
wait_for "position editor: Gold to move, move 2g"
# the cursor starts on d4: up to d8, a Gold rabbit
keys Up Up Up Up
type_text R
wait_for "not yet a legal position: the gold rabbit on d8 stands on the rank where it wins"
keys Enter
wait_for "no game from this position: the gold rabbit on d8 stands on the rank where it wins: the game would be over"
# remove it, put it on d7; a Silver rabbit on d2
type_text x
keys Down
type_text R
keys Down Down Down Down Down
type_text r
wait_for "legal: Enter starts a game"
# saved as a record with a Position tag
keys S
wait_for ":save"
type_text "$TEST_HOME/pos.txt"
keys Enter
wait_for "position saved to"
grep -q '^Position: 2g \[' "$TEST_HOME/pos.txt" || fail "no Position tag in the saved file: $(cat "$TEST_HOME/pos.txt")"
keys Enter
wait_for "a game from the position edited, move 2g"
type_text d7
type_text d8
keys Enter
keys Space
wait_for "GAME OVER"
wait_for "Gold wins"
keys q
wait_for "EXITED:0"
# the saved position read back by --edit
start -- --ascii --edit "$TEST_HOME/pos.txt"
wait_for "position read from"
expect_rank 7 "7 | | | | R | | | | |"
keys q
wait_for "EXITED:0"
screen | grep -q "^arimaa: " && fail "a farewell about a game that was not played"
echo "ok"
