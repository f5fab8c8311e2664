#!/bin/sh
# archive.sh: every game of the February 2026 arimaa.com archive replays
# legally; the games ended by goal, elimination or immobilization are won
# by the archive's winner for the archive's reason, and every other game is
# unfinished with the side of the movelist's last label to move. The
# expectation comes from the archive's own columns, found by header name.
. "${top_srcdir:-.}/tests/cli/common.sh"

archive=$data/allgames202602.txt

awk -F '\t' -v file="$archive" '
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
	winner = $col["result"] == "w" ? "gold" : $col["result"] == "b" ? "silver" : "nobody"
	term = $col["termination"]
	if (term == "g") verdict = winner " wins by goal"
	else if (term == "e") verdict = winner " wins by elimination"
	else if (term == "m") verdict = winner " wins by immobilization"
	else {
		# The last element of the movelist: a bare label says who is to
		# move; a full move line means the other side is.
		n = split($col["movelist"], line, /\\n/)
		while (n > 1 && line[n] ~ /^[ \t\r]*$/) n--
		split(line[n], tok, " ")
		side = substr(tok[1], length(tok[1]))
		gold = (side == "w" || side == "g")
		if (length(line[n]) > length(tok[1])) gold = !gold
		verdict = "unfinished, " (gold ? "gold" : "silver") " to move"
	}
	print file "#" $col["id"] ": ok: " verdict
}' "$archive" > "$tmp/expected"

games=$(wc -l < "$tmp/expected")
[ "$games" -eq 147 ] || fail "the archive should hold 147 games, awk found $games"

"$arimaa" --check "$archive" > "$tmp/actual" 2> "$tmp/err"
status=$?
[ "$status" -eq 0 ] || fail "--check on the archive exited with $status"
[ -s "$tmp/err" ] && fail "--check wrote to standard error: $(head -3 "$tmp/err")"

# Immobilization by repetitions only is still immobilization in the archive.
sed 's/ (every legal turn would repeat a position a third time)$//' "$tmp/actual" > "$tmp/out"
if ! cmp -s "$tmp/expected" "$tmp/out"; then
	fail "verdicts differ from the archive (expected, actual):"
	diff "$tmp/expected" "$tmp/out" | head -40 >&2
fi

# Game 669192 ended with "i": Silver's move cb3n rc3w rb3s cb4s, found in
# the events column and rejected by the server, would have made a position
# for the third time. Played after the movelist, it is illegal.
awk -F '\t' '
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
$col["id"] == 669192 { gsub(/\\n/, "\n", $col["movelist"]); print $col["movelist"] }
' "$archive" | sed '$s/$/ cb3n rc3w rb3s cb4s/' > "$tmp/669192.txt"
tail -n 1 "$tmp/669192.txt" | grep -q '^31b cb3n' || fail "669192: the movelist does not end with 31b"
run --check "$tmp/669192.txt"
expect_status "669192 with the rejected move" 1
expect_match "669192 with the rejected move" "$tmp/out" "^$tmp/669192.txt: illegal: move 31[sb]: .*third"

finish
