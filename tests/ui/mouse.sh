#!/bin/sh
# mouse.sh: clicks and drags (xterm SGR mouse reports) select a piece and
# its target, on the board as drawn, flipped or not; a target several
# steps away is shown by a first click and played by a second; a press on
# a piece and a release on a square play the path between, or the push of
# an enemy; a step that loses the moving piece needs a second click.
. "${top_srcdir:-.}/tests/ui/lib.sh"


start -- --ascii
wait_for "Gold sets up (move 1g)"
# The program asks the terminal for button presses and releases (mode
# 1000) reported in the SGR form (mode 1006), the reports sent below.
[ "$(pane_flag mouse_standard_flag)" = 1 ] || fail "the program does not ask for mouse button reports"
[ "$(pane_flag mouse_sgr_flag)" = 1 ] || fail "the program does not ask for SGR mouse reports"
keys a a
wait_for "Gold to move (2g)"
# d2 is drawn at column 17, row 15 with Gold at the bottom; d3 two rows up.
click 17 15
wait_for "E on d2 selected"
click 17 13
wait_for "Ed2n (step 1/4)"
# The elephant stays selected: its steps and the squares further on.
expect_rank 3 "3 | o | o |(*)|[E]| * |(o)| o | |"
# Flipped, d4 is at column 21, row 9.
keys F
wait_for "board flipped: Silver at the bottom"
click 21 9
wait_for "steps 2/4: Ed2n Ed3n"
keys F
wait_for "board flipped: Gold at the bottom"
# A drag from the camel on e2 (column 21, row 15) to e4 (row 11).
press 21 15
wait_for "M on e2 selected"
release 21 11
wait_for "Me2n Me3n: four steps taken"
expect_rank 4 "4 | | | | E |[M]| | | |"
keys Space
wait_for "Silver to move (2s)"
# Silver's elephant on d7 (column 17, row 5) to d5 (row 9): the first
# click on d5 shows the path, the second plays it.
click 17 5
wait_for "e on d7 selected"
click 17 9
wait_for "click again to play the path shown"
wait_for "Enter: ed7s ed6s"
# The path (*) among the squares the elephant may reach (o), traps in brackets.
expect_rank 6 "6 | o | o |(o)| * | o |(o)| o | |"
click 17 9
wait_for "ed7s ed6s (step 2/4)"
# A click off the board does nothing.
click 90 28
# A key after it: once its answer shows, the click was read before it.
keys F
wait_for "board flipped: Silver at the bottom"
screen | grep -qF "steps 2/4: ed7s ed6s" || fail "a click off the board changed the turn"

# tests/data/ui/takes.txt (4g): a drag from the silver dog on c4 (column
# 13, row 11) to the trap c3 (row 13) is the elephant's push, and the dog
# falls there.
start -- --ascii "${top_srcdir:-.}/tests/data/ui/takes.txt"
wait_for "Gold to move (4g)"
press 13 11
wait_for "d on c4 selected: choose where it goes"
release 13 13
wait_for "dc4s dc3x Ed4w (step 2/4); takes the silver dog on c3"
# The cat on f2 (column 25, row 15) onto the trap f3 (row 13), where no
# friend is beside it: the first click only asks, the second plays it.
click 25 15
wait_for "C on f2 selected"
click 25 13
wait_for "Cf2n Cf3x LOSES the gold cat on f3: press again to play it"
screen | grep -qF "steps 2/4" || fail "the first click played the losing step"
click 25 13
wait_for "Cf2n Cf3x (step 3/4); LOSES the gold cat on f3"
wait_for "Gold    lost: C"
echo "ok"
