#!/bin/sh
# resize_missed.sh: a change of the terminal's size whose SIGWINCH never
# comes (arimaa runs under tests/ui/nowinch, which blocks it; so is lost a
# resize that lands while curses starts, before its handler is in: the
# shape of a layout_sizes.sh failure in CI) is seen at the next key. A
# click that follows that key acts on the board drawn for the new size,
# and a click on a screen not yet redrawn for a new size (aimed at a board
# no longer there) acts on nothing.
. "${top_srcdir:-.}/tests/ui/lib.sh"

DRIVER="$top_builddir/tests/ui/nowinch $top_builddir/arimaa"
# tty_is ROWS COLS: waits until the pane's terminal has that size (tmux may
# resize it a little after resize-window returns).
tty_is() {
	tty=$(pane_flag pane_tty)
	j=0
	while [ "$(stty size < "$tty" 2>/dev/null)" != "$1 $2" ]; do
		[ $j -lt $((TIMEOUT * 20)) ] || fail "the terminal never became $2x$1"
		sleep 0.05
		j=$((j + 1))
	done
}

start -- --ascii --gold Ann --silver Bob
wait_for "Ann sets up"
keys a
wait_for "Bob sets up"
keys a
wait_for "Ann to move"
# 100x30: the board of the 80-column layout, four columns a file
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"

# Larger, with no signal: Escape (nothing is selected: it changes nothing)
# and at once a click on the middle of e2's cell in the 120x40 board (row
# 22, column 30; off the smaller board). Escape brings the new board; the
# click selects the camel on it. Before the fix the click came within the
# half second that the old board stayed, and missed.
t resize-window -t ui -x 120 -y 40
tty_is 40 120
keys Escape
click 30 22
wait_for "M on e2 selected"
screen | grep -q "^2 |  H  |  D  |  C  |  E  | \[M\] |" || fail "the camel on e2 is not marked selected on the larger board"

# Escape drops it; then smaller again, with no key: a click on the same
# spot (e2 on the larger board still on the screen, off the new smaller
# board) selects nothing, for the screen it was aimed at is gone.
keys Escape
wait_gone "[M]"
t resize-window -t ui -x 100 -y 30
tty_is 30 100
click 30 22
# the smaller board, then a click on b2 on it (row 15, column 9)
wait_for "  +---+---+---+"
click 9 15
wait_for "D on b2 selected"
# the messages, latest first (Escape's drop writes none): b2's selection,
# e2's by the first click, the setup; the click aimed at the old board
# would have selected e2 a second time between them.
keys M
wait_for "recent messages"
msgs=$(screen | sed -n '2,4p' | cut -d: -f1 | tr '\n' '/')
[ "$msgs" = "D on b2 selected/M on e2 selected/setup played; Ann to move (2g)/" ] ||
	fail "the messages are not b2's selection, e2's and the setup's: $msgs"
echo "ok"
