#!/bin/sh
# replay_goto.sh: in the replay viewer, typing a move's label shows the
# position after that move, and the title says which move (or which step
# of it) the position comes after, and the panel names what the move has
# captured so far. The record is
# tests/data/store/push-capture.txt: 3g Md4w Mc4w db3e dc3x Mb4s leaves the
# camel on b3 and the silver dog captured on c3 (worked out by hand).
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii --replay "${top_srcdir:-.}/tests/data/store/push-capture.txt"
wait_for "replay: Gold vs Silver, at the start"
keys 3
type_text g
keys Enter
wait_for "after move 3g, its steps marked"
wait_for "replay: Gold vs Silver, after 3g"
# the squares 3g left dotted (d4, c4, b4), the dog fallen on c3 (#)
expect_rank 3 "3 | | M | # | | | x | | |"
expect_rank 4 "4 | | . | . | . | | | | |"
# One step back: inside 3g, after its third step (the dog pushed onto c3).
keys h
wait_for "replay: Gold vs Silver, after step 3 of 3g"
expect_rank 4 "4 | | M | . | . | | | | |"
# the panel names the dog fallen so far in play's words (turnwords)
wait_for "Gold takes the silver dog on c3"
echo "ok"
