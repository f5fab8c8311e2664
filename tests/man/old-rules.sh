#!/bin/sh
# old-rules.sh: the manual, the README and the program say the same of a
# third repetition under the rules before 2008-07-01. The early rules
# text (/work/shared/rules/003_*, 2003) has no rule on repetition at all;
# the program allows the turn (with a note) and goes on, and the README
# says it was allowed. The manual once said it lost the game.
. "${top_srcdir:-.}/tests/man/common.sh"

fail() { echo "FAIL: $*"; exit 1; }

# the manual's section on the older rules, as one line
sed -n '/^\.SS "Older rules"/,/^\.S[HS] /p' "$man" | tr '\n' ' ' > "$tmp/older"
grep -q "Older rules" "$tmp/older" || fail "no section \"Older rules\" in the manual"
grep -q "third time was allowed" "$tmp/older" || fail "the manual does not say a third repetition was allowed: $(cat "$tmp/older")"
grep -qi "repetition[^.]*lost\|lost the game" "$tmp/older" && fail "the manual says a third repetition lost the game: $(cat "$tmp/older")"
# --old-rules in OPTIONS says the same
sed -n '/^\.B \\-\\-old\\-rules$/,/^\.TP/p' "$man" | tr '\n' ' ' | grep -q "third repetition of a position.* are allowed" ||
	fail "the manual's --old-rules does not say a third repetition is allowed"
tr '\n' ' ' < "$top_srcdir/README.md" | grep -q "older rules (a third repetition *and play after a side lost all its rabbits were allowed)" ||
	fail "the README does not say a third repetition was allowed under the older rules"

# the program: the turn of tests/data/cases/third-repetition.txt at 4s
head -n 8 "$top_srcdir/tests/data/cases/third-repetition.txt" > "$tmp/rep.txt"
"$arimaa" --check --old-rules "$tmp/rep.txt" > "$tmp/out" 2>&1 || fail "--old-rules refused the third repetition: $(cat "$tmp/out")"
grep -q "ok: unfinished.*(old rules: third repetition at 4s allowed)" "$tmp/out" ||
	fail "the program does not go on after the third repetition: $(cat "$tmp/out")"
echo "ok"
