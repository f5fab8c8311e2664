#!/bin/sh
# names_prompt.sh: a new game asks the players' names (Enter keeps the
# default), then the clock; the ':' prompt edits its line and recalls the lines typed
# before; M lists the recent messages; a long message wraps on a narrow
# terminal; the game-over screen offers a rematch with the colours swapped.
. "${top_srcdir:-.}/tests/ui/lib.sh"

ASK_NAMES=1
start -- --ascii
wait_for "Gold player's name: Gold"
keys C-u
type_text "Ann"
keys Enter
wait_for "Silver player's name: Silver"
keys Enter
# Then the clock: Enter takes the one marked, no clock.
wait_for "the clock for this game"
wait_for "1  no clock"
keys Enter
wait_for "no clock; Ann sets up"
wait_for "Ann sets up (move 1g)"
keys a
wait_for "Silver sets up (move 1s)"
keys a
wait_for "Ann to move (2g)"

# Line editing: a typo mended in the middle, a label put in front.
keys :
type_text "Ed2n Ex3n"
keys Left Left BSpace
type_text "d"
keys C-a
type_text "2g "
wait_for ":2g Ed2n Ed3n"
keys Enter
wait_for "2g Ed2n Ed3n; Silver to move (2s)"
# Ctrl-W deletes a word, Ctrl-U the line; Up brings back the line played.
keys :
type_text "foo bar"
wait_for ":foo bar"
keys C-w
# (waited for, as ":foo" is on the screen before the key is read)
wait_gone ":foo bar"
wait_for ":foo"
keys C-u Up
wait_for ":2g Ed2n Ed3n"
# the table's other bindings: Ctrl-B and Ctrl-F move, Ctrl-D and Delete
# delete under the cursor, Ctrl-E goes to the end, Ctrl-K cuts after the
# cursor, Ctrl-N goes back to the empty line after the history
keys C-b C-b C-b C-b C-d
wait_for ":2g Ed2n d3n"
keys C-f DC
wait_for ":2g Ed2n dn"
keys C-e BSpace
wait_gone ":2g Ed2n dn"
wait_for ":2g Ed2n d"
keys C-a C-f C-f C-k
wait_gone ":2g Ed2n"
wait_for ":2g"
keys C-n
keys Escape
wait_gone ":2g"

# Two squares at the prompt: the piece's shortest path (the silver dog
# from b7 around nothing to b5), and the turn ends as a whole turn typed
# does; taken back for what follows.
prompt "b7b5"
wait_for "2s db7s db6s; Ann to move (3g)"
prompt "takeback"
wait_for "take back 2s db7s db6s?"
keys y
wait_for "2s taken back"

# The recent messages, the latest first.
keys M
wait_for "recent messages, the latest first"
wait_for "Ann (Gold) against Silver (Silver)"
keys Escape
wait_gone "recent messages, the latest first"
wait_for "Silver to move  turn 2s"

# On a narrow terminal a long message wraps instead of being cut.
prompt "ha7s ha6s ha5s ha4s ha3e"
wait_for "refused:"
t resize-window -t ui -x 44 -y 20
wait_for "8 rrrrrrrr"
wait_for "  steps"
msg=$(flat)
case $msg in *"refused: "*"a turn has at most four steps"*) ;; *) fail "the refusal was cut: $msg";; esac
# ... over two rows, the second indented.
screen | grep -qE '^refused: ' || fail "no refusal row"
screen | grep -qxE '  steps *' || fail "the refusal did not wrap"

# Resigning ends the game; r is a rematch with the colours swapped.
t resize-window -t ui -x 100 -y 30
prompt "resign"
wait_for "resigns and loses the game? (y/n)"
keys y
wait_for "GAME OVER"
wait_for "Ann wins"
keys r
# A new game offers the clocks first, the rematch's message under them;
# Esc keeps none (and says so: the message is read before, as Esc reaches
# the program only after curses's escape delay, at any moment of the wait).
wait_for "the clock for this game"
wait_for "rematch, colours swapped: Silver plays Gold and sets up first"
keys Escape
wait_for "the clock stays as it was"
wait_for "Silver sets up (move 1g)"
keys a
wait_for "Ann sets up (move 1s)"
echo "ok"
