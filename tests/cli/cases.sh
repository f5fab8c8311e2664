#!/bin/sh
# cases.sh: the AEI case games give the verdicts listed in
# tests/data/README.md: who wins and why for the legal ones, the move and
# the kind of reason for the illegal ones.
. "${top_srcdir:-.}/tests/cli/common.sh"

cases=$data/cases

# legal NAME VERDICT: --check says "ok: VERDICT" and exits 0.
legal() {
	run --check "$cases/$1.txt"
	expect_status "$1" 0
	expect_out "$1" "$cases/$1.txt: ok: $2"
}

# illegal NAME LINE MOVE REGEX: --check names MOVE, on line LINE of the
# file, as the first illegal move, with a reason matching REGEX
# (case-insensitive), and exits 1.
illegal() {
	run --check "$cases/$1.txt"
	expect_status "$1" 1
	[ "$(wc -l < "$tmp/out")" -eq 1 ] || fail "$1: expected one line of output"
	expect_match "$1" "$tmp/out" "^$cases/$1.txt: illegal: line $2, move $3: "
	if ! grep -Eiq -- "$4" "$tmp/out"; then
		fail "$1: the reason does not match /$4/: $(cat "$tmp/out")"
	fi
}

legal goal "gold wins by goal"
legal elimination "silver wins by elimination"
legal immobilization "silver wins by immobilization"
legal resign "gold wins by resignation"

illegal five-steps 5 3g 'ed4w.*(four|fifth|4 steps|5)'
illegal null-move 5 3g 'unchanged|no net change|changes nothing|same position'
illegal third-repetition 8 4s 'third'
illegal handicap-setup 1 1g 'Ee5|e5.*home|home.*rank'

# A record whose result headers say otherwise than the board: the board
# decides (goal.txt ends with Gold's rabbit on the eighth rank), and the
# record's word is added; headers that agree with the board add nothing.
{ printf 'Result: 0-1\nResultCode: b\nReasonCode: t\n\n'; cat "$cases/goal.txt"; } > "$tmp/claims.txt"
run --check "$tmp/claims.txt"
expect_status "record claims another result" 0
expect_out "record claims another result" "$tmp/claims.txt: ok: gold wins by goal (record: silver wins on time)"
{ printf 'Result: 1-0\nResultCode: w\nReasonCode: g\n\n'; cat "$cases/goal.txt"; } > "$tmp/agrees.txt"
run --check "$tmp/agrees.txt"
expect_out "record agrees" "$tmp/agrees.txt: ok: gold wins by goal"

# All the cases in one run: one line each, and status 1 because some are illegal.
run --check "$cases"/*.txt
expect_status "all cases" 1
n=$(ls "$cases"/*.txt | wc -l)
[ "$(wc -l < "$tmp/out")" -eq "$n" ] || fail "all cases: expected $n lines"

# The same game read from standard input is labelled "-".
"$arimaa" --check - < "$cases/goal.txt" > "$tmp/out" 2>&1
status=$?
expect_status "standard input" 0
expect_out "standard input" "-: ok: gold wins by goal"

finish
