#!/bin/sh
# old-rules.sh: the manual, the README, --help and the program say the same
# of a third repetition under the rules before 2008-07-01, as the project's
# spec does ("Rule points"; the 2003 rules text has no repetition rule): the
# turn that made a position for the third time lost the game for the side
# that made it (reason p). The manual once said so while the program and
# the README allowed the turn and went on.
. "${top_srcdir:-.}/tests/man/common.sh"

fail() { echo "FAIL: $*"; exit 1; }

# the manual's section on the older rules, as one line
sed -n '/^\.SS "Older rules"/,/^\.S[HS] /p' "$man" | tr '\n' ' ' > "$tmp/older"
grep -q "Older rules" "$tmp/older" || fail "no section \"Older rules\" in the manual"
grep -q "third time was played, and lost the game for the side that made it" "$tmp/older" ||
	fail "the manual does not say a third repetition lost the game: $(cat "$tmp/older")"
grep -qi "repetition[^.]*allowed" "$tmp/older" &&
	fail "the manual says a third repetition was allowed: $(cat "$tmp/older")"
# --old-rules in OPTIONS says the same
sed -n '/^\.B \\-\\-old\\-rules$/,/^\.TP/p' "$man" | tr '\n' ' ' | grep -q "third time ends the game, lost by the side that made it" ||
	fail "the manual's --old-rules does not say a third repetition loses"
tr '\n' ' ' < "$top_srcdir/README.md" | grep -q "older rules (a turn that made a *position for the third time was played and lost the game for the side *that made it" ||
	fail "the README does not say a third repetition lost under the older rules"
"$arimaa" --help | tr '\n' ' ' | tr -s ' ' | grep -q "old-rules replay under the rules before 2008-07-01 (a third repetition loses" ||
	fail "--help does not say a third repetition loses under the older rules"

# the program: the turn of tests/data/cases/third-repetition.txt at 4s
head -n 8 "$top_srcdir/tests/data/cases/third-repetition.txt" > "$tmp/rep.txt"
"$arimaa" --check --old-rules "$tmp/rep.txt" > "$tmp/out" 2>&1 || fail "--old-rules refused the third repetition: $(cat "$tmp/out")"
grep -q "ok: gold wins by repetition" "$tmp/out" ||
	fail "the program does not end the game at the third repetition: $(cat "$tmp/out")"
echo "ok"
