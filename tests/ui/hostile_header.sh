#!/bin/sh
# hostile_header.sh: names from a file are drawn as text. A White header
# that holds a carriage return and a forged rank 7 of silver rabbits, a
# Black header of sixty backspaces and an Event of escape sequences once
# redrew the board; now the board after 1g and 1s of
# tests/data/cases/goal.txt stands as the moves left it (worked out by
# hand from the setups), and the names show their control characters as
# ^M, ^H, ^[ on one line.
. "${top_srcdir:-.}/tests/ui/lib.sh"

rec="$TEST_HOME/hostile-header.txt"
{
	printf 'Event: \033[2J\033]0;pwned\007x\n'
	printf 'White: Bob\r7 | r | r | r | r | r | r | r | r |\n'
	printf 'Black: '
	i=0
	while [ $i -lt 60 ]; do printf '\b'; i=$((i + 1)); done
	printf 'Zed\n\n'
	head -n 2 "${top_srcdir:-.}/tests/data/cases/goal.txt"
} > "$rec" || fail "cannot write the record"

check_board() {
	expect_rank 8 "8 | r | r | r | c | d | r | r | r |"
	expect_rank 7 "7 | r | h | c | m | e | d | h | r |"
	expect_rank 6 "6 | | | x | | | x | | |"
	expect_rank 3 "3 | | | x | | | x | | |"
	expect_rank 2 "2 | R | D | H | E | M | H | D | R |"
	expect_rank 1 "1 | R | R | R | C | C | R | R | R |"
	# Exactly one line of each rank: nothing forged another.
	[ "$(screen | grep -c '^7 |')" -eq 1 ] || fail "more than one rank 7"
}

start -- --ascii "$rec"
wait_for "Bob^M7 | r | r"
check_board
screen | grep -q '^arimaa' || fail "the title row was overwritten"
# A name never runs into the board: on a rank's row it starts in the panel.
screen | grep -q '^Bob' && fail "Bob's name drawn at the left edge"
screen | grep -E '^([1-8] |  [+])' | grep -F 'Bob^M7' | grep -qv '^.\{38\}Bob' && fail "Bob's name drawn outside the panel"
# Silver's name is sixty ^H and Zed, cut to its field with an ellipsis.
wait_for "^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H^H$(printf '\342\200\246')"

# The recent messages quote the name too, as text.
keys M
wait_for "recent messages"
wait_for "Bob^M7 | r | r"
[ "$(screen | grep -c '^7 |')" -eq 0 ] || fail "a rank 7 drawn on the messages screen"
keys Escape

# The replay viewer shows the same names the same way.
start -- --ascii --replay "$rec"
wait_for "replay: Bob^M7"
keys l l
wait_for "move 1s"
check_board
screen | grep -qF 'pwned' && screen | grep -F 'pwned' | grep -qv '\^\[\]0;pwned' && fail "the Event's escape sequence reached the terminal"
exit 0
