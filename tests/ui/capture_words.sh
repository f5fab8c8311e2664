#!/bin/sh
# capture_words.sh: the preview and the status say in words what a step
# takes and when it wins, as they warn when it loses a piece of the
# mover's. The position (tests/data/ui/takes.txt): Gold to move, 4g; the
# silver dog on c4 stands beside the elephant on d4 and the trap c3, where
# no silver piece is near; Gold's rabbit on h7 has h8 free.
. "${top_srcdir:-.}/tests/ui/lib.sh"
pos=${top_srcdir:-.}/tests/data/ui/takes.txt

start -- --ascii "$pos"
wait_for "Gold to move (4g)"
# The dog pushed onto the trap by the elephant falls.
keys c 4 c 3
wait_for "Enter: dc4s dc3x Ed4w (E d4 pushes d c4 to c3) -- takes the silver dog on c3"
keys Enter
wait_for "dc4s dc3x Ed4w (step 2/4); takes the silver dog on c3"
wait_for "Silver  lost: d"
# The rabbit's step to h8 wins, and both lines say so.
keys h 7 h 8
wait_for "Enter: Rh7n (R h7 to h8) -- wins: the gold rabbit on h8 reaches the goal"
keys Enter
wait_for "Rh7n (step 3/4); wins: the gold rabbit on h8 reaches the goal"
keys Space
wait_for "Gold wins"
echo "ok"
