#!/bin/sh
# archive_rows.sh: the archive's list opens the row the player chose,
# whatever its id: an empty id, the same id twice, an id longer than its
# column with an escape sequence and a carriage return in it. The games
# differ in length (taken from tests/data/cases/goal.txt: 2, 1, 3 and 4
# moves), and each ended on time by the record, so it opens in the viewer
# saying "(N moves)"; Esc goes back to the list, never into live play.
. "${top_srcdir:-.}/tests/ui/lib.sh"

goal="${top_srcdir:-.}/tests/data/cases/goal.txt"
arch="$TEST_HOME/rows.txt"
# moves N: the first N lines of goal.txt joined by the two characters \n.
moves() { head -n "$1" "$goal" | awk '{ printf "%s%s", sep, $0; sep = "\\n" }'; }
{
	printf 'id\tresult\ttermination\twusername\tmovelist\n'
	printf '\tw\tt\tempty\t%s\n' "$(moves 2)"
	printf 'dup\tw\tt\tfirst-dup\t%s\n' "$(moves 1)"
	printf 'dup\tw\tt\tsecond-dup\t%s\n' "$(moves 3)"
	printf 'x\033[2J\rlong-id-%s\tw\tt\tlong\t%s\n' "0123456789012345678901234567890123456789" "$(moves 4)"
} > "$arch" || fail "cannot write the archive"

start -- --ascii "$arch"
wait_for "(4 games)"
# The long id is shown as text, cut to its column: no escape reached the screen.
wait_for "x^[[2"
screen | grep -q "long-id-0123" && fail "the long id ran past its column"

# open ROW NAME MOVES: from the list, opens row ROW (0 is the first) and
# expects the game of NAME with MOVES moves, then goes back to the list.
open_row() {
	keys g
	i=0
	while [ "$i" -lt "$1" ]; do keys j; i=$((i + 1)); done
	keys Enter
	wait_for "replay: $2 vs Silver"
	wait_for "start of the game  ($3 moves)"
	keys Escape
	wait_for "back to the list of games"
	wait_for "(4 games)"
}

open_row 2 second-dup 3
open_row 1 first-dup 1
open_row 0 empty 2
open_row 3 long 4
echo "ok"
