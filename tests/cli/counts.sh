#!/bin/sh
# counts.sh: --count gives the numbers of distinct legal turns of the
# spec's "Known counts" table for some of its positions (written as AEI
# short forms in tests/data/positions/), and --moves lists exactly that many
# different turns, one per line.
. "${top_srcdir:-.}/tests/cli/common.sh"

positions=$data/positions

# known FILE COUNT: the spec's count for the position in FILE.
known() {
	run --count "$positions/$1.txt"
	expect_status "--count $1" 0
	expect_out "--count $1" "$2"
	run --moves "$positions/$1.txt"
	expect_status "--moves $1" 0
	lines=$(wc -l < "$tmp/out")
	[ "$lines" -eq "$2" ] || fail "--moves $1: $lines lines, expected $2"
	distinct=$(sort -u "$tmp/out" | wc -l)
	[ "$distinct" -eq "$lines" ] || fail "--moves $1: $((lines - distinct)) duplicate lines"
}

# The numbers below are those of the table in the spec (notation.md).
known known1-gold 3353
known known1-silver 3353
known known4-gold 14166
known known4-silver 8476
known known7-gold 2
known known7-silver 17329
known known8-gold 0
known known8-silver 0

# In the seventh position Gold has only its cat on d6 to move: a rabbit
# and two cats of Silver's block it but for e6, where it joins the frozen
# rabbit on e5 (worked out by hand): the cat steps to e6, and may pull the
# rabbit from d7 into d6 on the way; everything else undoes itself.
run --moves "$positions/known7-gold.txt"
sort "$tmp/out" > "$tmp/sorted"
cp "$tmp/sorted" "$tmp/out"
expect_out "--moves known7-gold" "Cd6e
Cd6e rd7s"

# --moves --count is --count.
run --moves --count "$positions/known7-gold.txt"
expect_out "--moves --count" 2

# A turn with a capture carries its capture token right after the step
# that caused it: the gold elephant on a3 pushes the silver rabbit on b3
# onto the lonely trap c3 ("rb3e rc3x Ea3e", or the same push from b4).
run --moves "$positions/push-into-trap.txt"
expect_status "--moves push-into-trap" 0
expect_match "--moves push-into-trap" "$tmp/out" 'rb3e rc3x E(a3e|b4s)'
if grep 'rc3x' "$tmp/out" | grep -v 'rb3e rc3x E' > /dev/null; then
	fail "--moves push-into-trap: a capture token out of place: $(grep 'rc3x' "$tmp/out" | grep -v 'rb3e rc3x E' | head -1)"
fi

# Repetitions count from the record's history. In the third-repetition
# case after 4g, Silver's he6n would make the position after 2s for the
# third time: it is left out, and so is every other turn reaching that
# position; from the same position without its history it is counted.
head -n 7 "$data/cases/third-repetition.txt" > "$tmp/rep.txt"
run --moves "$tmp/rep.txt"
expect_status "--moves with history" 0
grep -qx 'he6n' "$tmp/out" && fail "--moves with history lists he6n, a third repetition"
run --count "$tmp/rep.txt"
with=$(cat "$tmp/out")
run --position "$tmp/rep.txt"
# The diagram as a short form: ranks 8 to 1, a piece every second column.
awk 'NR == 1 { side = substr($0, length($0)) }
	NR >= 3 && NR <= 10 { for (i = 4; i <= 18; i += 2) { c = substr($0, i, 1); b = b (c == "x" ? " " : c) } }
	END { print side " [" b "]" }' "$tmp/out" > "$tmp/rep-short.txt"
run --count "$tmp/rep-short.txt"
without=$(cat "$tmp/out")
[ "$with" -eq $((without - 1)) ] 2> /dev/null ||
	fail "--count with history $with, without $without: expected exactly one fewer"

# A finished game has no legal turns: none are listed, --count says 0,
# and standard error says how the game ended.
run --count "$data/cases/goal.txt"
expect_status "--count on a finished game" 0
expect_out "--count on a finished game" 0
expect_match "--count on a finished game" "$tmp/err" 'the game is over: gold wins by goal'
run --moves "$data/cases/resign.txt"
expect_status "--moves on a resigned game" 0
[ -s "$tmp/out" ] && fail "--moves on a resigned game listed turns"

# Every line from the opening position is one to four steps of the side
# to move (nothing is in reach to push or pull), each step followed by the
# capture of a piece that walks onto a lonely trap, if it does.
run --moves "$positions/known1-silver.txt"
re='^[a-z][a-h][1-8][nsew]( [a-z](c3|c6|f3|f6)x)?( [a-z][a-h][1-8][nsew]( [a-z](c3|c6|f3|f6)x)?){0,3}$'
if grep -Evq "$re" "$tmp/out"; then
	fail "--moves known1-silver: not 1-4 silver steps: $(grep -Ev "$re" "$tmp/out" | head -1)"
fi
# A silver cat on c7 may walk onto the lonely trap c6 and fall.
expect_match "--moves known1-silver" "$tmp/out" 'cc7s cc6x'

# The side to move counts: Silver's turns are never Gold's.
run --moves "$positions/known1-gold.txt"
if grep -q '[a-z][a-h][1-8][nsew]' "$tmp/out"; then
	fail "--moves known1-gold: a silver step in Gold's turns"
fi

finish
