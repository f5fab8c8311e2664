#!/bin/sh
# store_replay.sh: the replay viewer steps through a record with a push
# onto a trap (tests/data/store/push-capture.txt: 3g Md4w Mc4w db3e dc3x
# Mb4s, the silver dog pushed from b3 onto c3 with no friend beside it,
# so captured). The board before and after each step was worked out by
# hand: 2g leaves the camel on d4, 2s brings the dog from b7 to b3.
# Then "play on from here" in the middle of 3g, and v from the game-over
# screen opening the viewer at the result. The viewer marks, as play does,
# the squares the move shown left (.) and where a piece fell (#), and a
# frozen piece (~): the dog on b3 beside the camel on b4 with no friend.
. "${top_srcdir:-.}/tests/ui/lib.sh"

rec="${top_srcdir:-.}/tests/data/store/push-capture.txt"
copy="$TEST_HOME/push-capture.txt"
cp "$rec" "$copy" || fail "cannot copy the record"

start -- --ascii --replay "$copy"
wait_for "replay: Gold vs Silver"
wait_for "start of the game  (5 moves)"
expect_rank 1 "1 | | | | | | | | |"
keys l
wait_for "move 1g  step 1/1"
expect_rank 1 "1 | R | R | R | R | R | R | R | R |"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"

# To 2s by number: the board after 2s, the title saying so.
keys 2
type_text s
keys Enter
wait_for "after move 2s"
wait_for "replay: Gold vs Silver, after 2s"
wait_for "> 2s db7s db6s db5s db4s"
expect_rank 4 "4 | | . | | M | | | | |"
expect_rank 3 "3 | | d | x | | | x | | |"
expect_rank 7 "7 | h | . | c | e | m | c | d | h |"

keys l
wait_for "3g Md4w"
wait_for "move 3g  step 1/4"
wait_for "- 3g Md4w Mc4w db3e dc3x Mb4s"
expect_rank 4 "4 | | | M | . | | | | |"
expect_rank 3 "3 | | d | x | | | x | | |"
keys l
wait_for "3g Mc4w"
expect_rank 4 "4 | | M | . | . | | | | |"
expect_rank 3 "3 | | d~| x | | | x | | |"
screen | grep -qF "Silver  lost: none" || fail "a piece lost before the push"
# The push onto the trap and the capture: the dog falls at once.
keys l
wait_for "3g db3e dc3x"
expect_rank 4 "4 | | M | . | . | | | | |"
expect_rank 3 "3 | | . | # | | | x | | |"
wait_for "Silver  lost: d"
keys l
wait_for "3g Mb4s  (the end)"
wait_for "end of the record: the game is unfinished"
expect_rank 4 "4 | | . | . | . | | | | |"
expect_rank 3 "3 | | M | # | | | x | | |"
keys l
wait_for "the end of the record"

# Back step by step: the camel leaves b3, then the dog comes back.
keys h
wait_for "move 3g  step 3/4"
expect_rank 4 "4 | | M | . | . | | | | |"
expect_rank 3 "3 | | . | # | | | x | | |"
keys h
wait_for "move 3g  step 2/4"
expect_rank 3 "3 | | d~| x | | | x | | |"
wait_for "Silver  lost: none"

# Turn by turn: back to the start of 3g, back over 2s, forward again.
keys k
wait_for "move 2s  step 4/4"
expect_rank 4 "4 | | . | | M | | | | |"
keys k
wait_for "move 2g  step 3/3"
expect_rank 7 "7 | h | d | c | e | m | c | d | h |"
expect_rank 3 "3 | | | x | | . | x | | |"
keys j
wait_for "move 2s  step 4/4"
expect_rank 3 "3 | | d | x | | | x | | |"
keys G
wait_for "Silver  lost: d"
expect_rank 3 "3 | | M | # | | | x | | |"
keys g
wait_for "start of the game"
expect_rank 2 "2 | | | | | | | | |"

# Play on from the middle of 3g: a new game with the two steps made.
keys 2
type_text s
keys Enter
wait_for "after move 2s"
keys l l
wait_for "3g Mc4w"
keys p
wait_for "playing on from 3g (the record is unchanged)"
wait_for "steps 2/4: Md4w Mc4w"
# The camel stays selected; dropped, the squares it left are dotted.
keys Escape
wait_gone "[M]"
expect_rank 4 "4 | | M | . | . | | | | |"
prompt "end"
wait_for "Silver to move (3s)"
cmp -s "$rec" "$copy" || fail "the record was changed"
keys S
wait_for "saved to $XDG_DATA_HOME/arimaa/"
saved=$(ls "$XDG_DATA_HOME"/arimaa/*.txt | head -n 1)
grep -qx "3g Md4w Mc4w" "$saved" || fail "the new game does not end with 3g Md4w Mc4w"
grep -q "db3e" "$saved" && fail "the new game kept the rest of the record"
cmp -s "$rec" "$copy" || fail "the record was changed"

# A finished game opens in the viewer; Esc gives the game-over screen, v the viewer at the result.
start -- --ascii "${top_srcdir:-.}/tests/data/cases/goal.txt"
wait_for "start of the game"
keys Escape
wait_for "GAME OVER"
keys v
wait_for "move 43g  step 3/3"
wait_for "Gold wins by goal"
# (frozen there by the silver cat on b8, with no friend beside it: R~)
case "$(rank 8)" in "8 | R~|"*) ;; *) fail "no gold rabbit on a8 at the end";; esac
echo "ok"
