#!/bin/sh
# archive.sh: every game of the February 2026 arimaa.com archive replays
# legally; the games ended by goal, elimination or immobilization are won
# by the archive's winner for the archive's reason, and every other game is
# unfinished with the side of the movelist's last label to move, and the
# result the archive states added as the record's word ("(record: gold
# wins by resignation)", the words for each termination code from
# /work/shared/spec/notation.md). The expectation comes from the archive's
# own columns, found by header name.
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
		how["r"] = "by resignation"; how["t"] = "on time"; how["f"] = "by forfeit"
		how["a"] = "by abandonment"; how["s"] = "on score"; how["i"] = "by illegal move"
		how["p"] = "by repetition"
		if (winner != "nobody")
			verdict = verdict " (record: " winner " wins" (term in how ? " " how[term] : "") ")"
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

# FILE#ID checks the one game, as --position and --moves read it: 669122
# (Silver resigned after 37w: the record ends with the bare label
# 37b, so Silver is to move and the board has not decided the game).
run --check "$archive#669122"
expect_status "--check FILE#ID" 0
expect_out "--check FILE#ID" "$archive#669122: ok: unfinished, silver to move (record: gold wins by resignation)"
run --check "$archive#1"
expect_status "--check FILE#ID of no game" 1
expect_out "--check FILE#ID of no game" "$archive#1: error: the archive has no game with this id"

# The movelist field of 669123 (Gold won by goal) pasted alone into a
# file, its move lines still joined by the two characters \n, reads as
# the game it is.
awk -F '\t' '
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
$col["id"] == 669123 { print $col["movelist"] }
' "$archive" > "$tmp/pasted.txt"
[ "$(wc -l < "$tmp/pasted.txt")" -eq 1 ] || fail "669123: the pasted movelist is not one line"
run --check "$tmp/pasted.txt"
expect_status "pasted movelist" 0
expect_out "pasted movelist" "$tmp/pasted.txt: ok: gold wins by goal"

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
last=$(wc -l < "$tmp/669192.txt")
expect_match "669192 with the rejected move" "$tmp/out" "^$tmp/669192.txt: illegal: line $last, move 31[sb]: .*third"

finish
