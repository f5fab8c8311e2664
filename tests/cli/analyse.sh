#!/bin/sh
# analyse.sh: --analyse on a real short game (February 2026 archive, game
# 669183, 14 plies, Silver wins by goal) and on a constructed blunder, by
# the built-in engine at a fixed depth of 4 steps (deterministic): every
# move but Gold's setup carries [%eval], the move that let the goal in is
# marked ?? with the engine's better turn, the output is a record that
# --check judges as the game and --print writes again unchanged; the same
# on two threads (--engine-threads) and through an AEI engine (arimaa
# --aei), told the threads only when they are given; the usage errors and
# an engine that cannot start.
. "${top_srcdir:-.}/tests/cli/common.sh"

game="$data/allgames202602.txt#669183"

run --analyse --engine-depth 4 "$game"
expect_status "analyse" 0
cp "$tmp/out" "$tmp/analysed.txt"
moves=$(grep -c '^[0-9][0-9]*[gs] ' "$tmp/analysed.txt")
[ "$moves" -eq 28 ] || fail "analyse: 28 moves expected, got $moves"
evals=$(grep '^[0-9][0-9]*[gs] ' "$tmp/analysed.txt" | grep -c '\[%eval -\{0,1\}[0-9][0-9]*\]')
[ "$evals" -eq 27 ] || fail "analyse: 27 moves with %eval expected (all but 1g), got $evals"
grep '^1g ' "$tmp/analysed.txt" | grep -q '%eval' && fail "analyse: Gold's setup has no position to judge"
# 14g Rh1n Rh2n Rh3n Rh4n let Silver's rabbit from g2 to h1: a goal
expect_match "analyse blunder" "$tmp/analysed.txt" '^14g Rh1n Rh2n Rh3n Rh4n \?\? \{better: [^}]*\[%eval -10000\]\}$'
expect_match "analyse goal" "$tmp/analysed.txt" '^14s rg2e rh2s \{.*\[%eval -10000\]\}$'
# the clock readings of the archive are kept beside the evals
expect_match "analyse clocks" "$tmp/analysed.txt" '^2g Ee2n Ee3n Ee4n Ee5n .*\[%clk 0:03:51\] \[%emt 0:00:09\] \[%eval -?[0-9]+\]'
run --check "$tmp/analysed.txt"
expect_status "analysed checked" 0
expect_out "analysed checked" "$tmp/analysed.txt: ok: silver wins by goal"
run --print "$tmp/analysed.txt"
cmp -s "$tmp/out" "$tmp/analysed.txt" || fail "analyse: printing the analysed record changes it"
# the same depth gives the same record
run --analyse --engine-depth 4 "$game"
cmp -s "$tmp/out" "$tmp/analysed.txt" || fail "analyse: two runs at a fixed depth differ"

# a constructed blunder: Gold leaves the goal at d1 open
blunder=$data/cases/missed-goal-defence.txt
run --analyse --engine-depth 4 "$blunder"
expect_status "missed defence" 0
expect_match "missed defence" "$tmp/out" '^10g Rg1n Rg2n Rg3n Rg4n \?\? \{better: E'
expect_match "missed defence" "$tmp/out" '^10s rd3s rd2s \{\[%eval -10000\]\}$'

# through AEI: the built-in engine as an outside one
run --analyse --engine "$arimaa --aei" --engine-depth 4 "$blunder"
expect_status "aei" 0
expect_match "aei" "$tmp/out" '^10g Rg1n Rg2n Rg3n Rg4n \?\? \{better: '
expect_match "aei" "$tmp/out" '^10s rd3s rd2s \{\[%eval -10000\]\}$'

# on two threads (--engine-threads): the same blunder and goal found
run --analyse --engine-threads 2 --engine-depth 4 "$blunder"
expect_status "two threads" 0
expect_match "two threads" "$tmp/out" '^10g Rg1n Rg2n Rg3n Rg4n \?\? \{better: E'
expect_match "two threads" "$tmp/out" '^10s rd3s rd2s \{\[%eval -10000\]\}$'
# an AEI engine is told the threads given (what it reads copied by tee),
# and nothing of threads without the option
run --analyse --engine "tee '$tmp/told' | $arimaa --aei" --engine-threads 3 --engine-depth 4 "$blunder"
expect_status "aei threads" 0
expect_match "aei threads" "$tmp/out" '^10s rd3s rd2s \{\[%eval -10000\]\}$'
[ "$(grep -c '^setoption name threads value 3$' "$tmp/told")" -eq 1 ] || fail "aei threads: the option not sent once"
run --analyse --engine "tee '$tmp/told' | $arimaa --aei" --engine-depth 4 "$blunder"
expect_status "aei no threads" 0
grep -q 'threads' "$tmp/told" && fail "aei no threads: the option sent unasked"

# an engine that does not start
run --analyse --engine "exit 3" --engine-depth 4 "$blunder"
expect_status "no engine" 1
expect_match "no engine" "$tmp/err" '^arimaa: exit 3: '

# usage
run --engine builtin "$blunder"
expect_status "engine alone" 2
expect_match "engine alone" "$tmp/err" '--engine goes with --analyse'
run --analyse
expect_status "no file" 2
run --check --engine-time 1 "$blunder"
expect_status "engine time with check" 2
run --analyse --print "$blunder"
expect_status "two modes" 2
for n in 0 9 two; do
	run --analyse --engine-threads "$n" "$blunder"
	expect_status "threads $n" 2
	expect_match "threads $n" "$tmp/err" "--engine-threads wants a number of threads from 1 to 8, not '$n'"
done
run --check --engine-threads 2 "$blunder"
expect_status "threads with check" 2
expect_match "threads with check" "$tmp/err" '--engine-threads is an option of the interactive game'

finish
