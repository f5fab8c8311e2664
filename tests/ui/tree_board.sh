#!/bin/sh
# tree_board.sh: in the replay viewer a move is entered by moving pieces
# on the board, with the play screen's keys and mouse. The record is
# tests/data/store/push-capture.txt (1s puts Silver's elephant on d7; 2s is
# db7s db6s db5s db4s). After 2g, Enter puts the hands on the board: a
# typed square selects the elephant d7, another puts the cursor on d5,
# Enter plays the path ed7s ed6s and Space ends the turn: a new variation
# beside the 2s played, which stays (Up shows it). At the end of the
# record a click on the board starts a move there; it extends the line.
. "${top_srcdir:-.}/tests/ui/lib.sh"


start -- --ascii --replay "${top_srcdir:-.}/tests/data/store/push-capture.txt"
wait_for "replay: Gold vs Silver, at the start"
prompt "2g"
wait_for "after move 2g"
keys Enter
wait_for "replay: Gold vs Silver, entering 2s"
wait_for "Silver to move: play's keys enter a move"
type_text d7
wait_for "e on d7 selected"
type_text d5
wait_for "Enter: ed7s ed6s"
keys Enter
wait_for "ed7s ed6s (step 2/4)"
# the elephant stands on d5, still selected as in play
screen | grep -q "^5 |[^|]*|[^|]*|[^|]*|\[e\]|" || fail "the elephant is not on d5"
keys Space
wait_for "a new variation: 2s ed7s ed6s"
# The hands stay on the board, Gold to move 3g; Esc gives the keys back.
wait_for "replay: Gold vs Silver, entering 3g"
keys Escape
wait_for "the viewer's keys again"
wait_for "replay: Gold vs Silver, after 2s"
keys Up
wait_for "2s db7s db6s db5s db4s  (main, 1 of 2)"

# At the end of the record (after 3g, Silver to move): the elephant d7
# (column 17, row 5) clicked, then d5 (row 9) twice: the path is shown,
# then played.
keys G
wait_for "replay: Gold vs Silver, after 3g"
click 17 5
wait_for "e on d7 selected"
wait_for "replay: Gold vs Silver, entering 3s"
click 17 9
wait_for "click again to play the path shown"
click 17 9
wait_for "ed7s ed6s (step 2/4)"
keys Space
wait_for "the line goes on: 3s ed7s ed6s"
echo "ok"
