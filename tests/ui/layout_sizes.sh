#!/bin/sh
# layout_sizes.sh: the same position (tests/data/allgames202602.txt#669252
# after 20g: Gold's horse b4 and Silver's camel b5 frozen, Silver's dog on
# the trap c6 with one friend left, c7; worked out by hand) at 60x20, 80x24
# and 120x40. The compact board writes its frozen and at-risk pieces in
# words under the letters; the full board marks them in their cells (~,
# !d!); at 120x40 the board is larger (cells of five characters across,
# three rows a rank) and a click on a move of the longer move list goes
# there, and a click on the larger board selects the piece under it.
. "${top_srcdir:-.}/tests/ui/lib.sh"


start -- --ascii --replay "${top_srcdir:-.}/tests/data/allgames202602.txt#669252"
wait_for "replay: browni3141 vs bot_Sharp2014Blitz, at the start"
prompt "20g"
wait_for "after move 20g"

t resize-window -t ui -x 60 -y 20
wait_for "~ frozen: Hb4 mb5  ! at risk: dc6"
screen | grep -q "^4  HrrrM  " || fail "compact rank 4 is not ' HrrrM'"

t resize-window -t ui -x 80 -y 24
wait_for "Moves:"
expect_rank 4 "4 | | H~| r | r | r | M | | |"
expect_rank 6 "6 | | |!d!| | | x | d | r |"
screen | grep -qF "~ frozen" && fail "the full board writes the marks in words"

t resize-window -t ui -x 120 -y 40
wait_for "|  H~ |  r  |"
screen | grep -q "^6 |     |     | !d! |     |     |  x  |  d  |  r  |" || fail "no large rank 6"
# rank 8's row is the third of the board (a row of border, a blank row above the pieces)
screen | sed -n 4p | grep -q "^8 |" || fail "rank 8 is not on row 4 at 120x40"
# a click on 18g in the move list shows it
row=$(screen | grep -n "  18g Cg3w Cf3w rd3w Ce3w" | head -n 1 | cut -d: -f1)
[ -n "$row" ] || fail "18g is not in the move list at 120x40"
click 60 "$row"
wait_for "replay: browni3141 vs bot_Sharp2014Blitz, after 18g"
wait_for "> 18g Cg3w Cf3w rd3w Ce3w"

# Playing at 120x40: a click on the middle of e2's larger cell (row 22,
# column 30: the board's top border on row 2, three rows a rank, six
# columns a file from column 3) selects the camel there.
start -- --ascii --gold Ann --silver Bob
t resize-window -t ui -x 120 -y 40
wait_for "Ann sets up"
keys a
wait_for "Bob sets up"
keys a
wait_for "Ann to move"
click 30 22
wait_for "M on e2 selected"
screen | grep -q "^2 |  H  |  D  |  C  |  E  | \[M\] |" || fail "the camel on e2 is not marked selected"
echo "ok"
