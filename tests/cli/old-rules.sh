#!/bin/sh
# old-rules.sh: --old-rules replays under the rules before 2008-07-01,
# where a third repetition was allowed; the verdict says so in a note.
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
expect_match "third repetition, old rules" "$tmp/out" \
	"^$tmp/rep.txt: ok: .* \\(old rules: third repetition at 4s allowed\\)\$"

# The old rules take nothing away: a legal game keeps its verdict.
run --check --old-rules "$data/cases/goal.txt"
expect_status "goal, old rules" 0
expect_out "goal, old rules" "$data/cases/goal.txt: ok: gold wins by goal"

finish
