#!/bin/sh
# old-rules.sh: --old-rules (and an archive row dated before 2008-07-01)
# replays under the rules of that time, where a turn that made a position
# for the third time was played and lost the game for the side that made
# it, arimaa.com's reason p (the project's spec, "Rule points"); under the
# current rules that turn is illegal.
. "${top_srcdir:-.}/tests/cli/common.sh"

# The third-repetition case up to 4s, the turn that makes the position
# after 2s (Gold to move) for the third time.
head -n 8 "$data/cases/third-repetition.txt" > "$tmp/rep.txt"
tail -n 1 "$tmp/rep.txt" | grep -q '^4s he6n' || fail "the case file changed: line 8 is not 4s"

run --check "$tmp/rep.txt"
expect_status "third repetition, current rules" 1
expect_match "third repetition, current rules" "$tmp/out" "^$tmp/rep.txt: illegal: line 8, move 4s: "

run --check --old-rules "$tmp/rep.txt"
expect_status "third repetition, old rules" 0
expect_out "third repetition, old rules" "$tmp/rep.txt: ok: gold wins by repetition (a position made a third time, under the rules before 2008-07-01)"

# a move after it is after the end of the game
head -n 9 "$data/cases/third-repetition.txt" > "$tmp/rep9.txt"
run --check --old-rules "$tmp/rep9.txt"
expect_status "a move after the third repetition, old rules" 1
expect_match "a move after the third repetition, old rules" "$tmp/out" "^$tmp/rep9.txt: illegal: line 9, move 5g: "

# --moves: the repeating turn is among Silver's legal turns before 4s under
# the old rules (a losing turn), not under the current ones
head -n 7 "$data/cases/third-repetition.txt" > "$tmp/rep7.txt"
run --moves --count "$tmp/rep7.txt"
now=$(cat "$tmp/out")
run --moves --count --old-rules "$tmp/rep7.txt"
old=$(cat "$tmp/out")
[ "$old" -eq $((now + 1)) ] || fail "--moves --count: $old under the old rules, $now now; expected one more"

# The archive: rows dated before 2008-07-01 (startts 1200000000 is
# 2008-01-10) ending with reason p, the turn in the movelist or not, and
# the same row dated after (startts 1300000000, 2011).
moves=$(sed 's/^\([0-9]*\)g /\1w /; s/^\([0-9]*\)s /\1b /' "$tmp/rep.txt" | tr '\n' '|' | sed 's/|$//; s/|/\\n/g')
short=$(printf '%s' "$moves" | sed 's/\\n4b he6n$//')
{
	printf 'id\twusername\tbusername\tstartts\tresult\ttermination\tmovelist\n'
	printf '1\tGold\tSilver\t1200000000\tw\tp\t%s\n' "$moves"
	printf '2\tGold\tSilver\t1200000000\tw\tp\t%s\n' "$short"
	printf '3\tGold\tSilver\t1300000000\tw\tp\t%s\n' "$moves"
} > "$tmp/arch.txt"
run --check "$tmp/arch.txt"
expect_status "archive rows" 1
expect_out "archive rows" "$tmp/arch.txt#1: ok: gold wins by repetition (a position made a third time, under the rules before 2008-07-01)
$tmp/arch.txt#2: ok: unfinished, silver to move (record: gold wins by repetition)
$tmp/arch.txt#3: illegal: line 4, move 4s: the position would occur for the third time"

# The old rules take nothing away: a legal game keeps its verdict.
run --check --old-rules "$data/cases/goal.txt"
expect_status "goal, old rules" 0
expect_out "goal, old rules" "$data/cases/goal.txt: ok: gold wins by goal"

finish
