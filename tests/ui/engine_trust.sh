#!/bin/sh
# engine_trust.sh: engines cannot harm the screen (issue 16). An engine
# that reads slowly never freezes it: keys work while a long game is on
# its way to the engine, and it is not taken for broken. An
# engine cannot write to the terminal (no retitling, no text), and what
# it starts, even in a session of its own, is gone when arimaa ends. An
# engine command that is not found is reported with the shell's words;
# an answer "takeback" loses for an illegal move and erases nothing;
# and "builtin" names the built-in engine. On the clock, and with
# --engine-time, the engine is told newgame first, then the reserves.
. "${top_srcdir:-.}/tests/ui/lib.sh"

fake="${top_srcdir:-.}/tests/aei/fake-engine.sh"
goal="${top_srcdir:-.}/tests/data/cases/goal.txt"
archive="${top_srcdir:-.}/tests/data/allgames202602.txt"

# versus [ENV=VALUE...] -- OPTIONS: a new game against Silver's engine
# (the resuming of an unfinished last game declined): Gold's default
# setup and Silver's answer to it.
versus() {
	start "$@"
	wait_for "Gold sets up"
	if flat | grep -qF "resume the unfinished game"; then
		keys n
		wait_for "Enter"
		keys Enter
	fi
	wait_for "Gold sets up"
	keys a
	wait_for "1s "
}

# quit: leaves the game in progress.
quit() {
	keys q
	wait_for "(y/n)"
	keys y
	wait_for "EXITED:"
}

# An engine that cannot write to the terminal and whose processes all go.
# (Should the test fail half way, with arimaa killed outright, what the
# fake started is ended here.)
pids="$TEST_HOME/escape.pids"
trap '[ -f "$pids" ] && while read -r p; do kill -KILL "$p" 2>/dev/null; done < "$pids"; cleanup; rm -rf "$TEST_HOME"' EXIT
start FAKE_PIDFILE="$pids" -- --ascii --engine-delay 0 --silver-engine "\"$fake escape $goal\""
wait_for "Gold sets up"
keys a
wait_for "1s "
wait_for "Gold to move  turn 2g"
title=$(pane_flag pane_title)
[ "$title" = escaped ] && fail "the engine retitled the terminal"
screen | grep -q ESCAPED && fail "the engine wrote on the terminal"
quit
n=0
while read -r pid; do
	n=$((n + 1))
	i=0
	while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	kill -0 "$pid" 2>/dev/null && { kill -KILL "$pid"; fail "process $pid the engine started outlived arimaa"; }
done < "$pids"
[ "$n" -ge 4 ] || fail "the engine started $n processes, not 4"

# An engine that reads slowly: its input pipe one page (4 kB) small, one
# line read each half second, and a game of 165 moves (7 kB) to send it.
# Keys work at once all the same, and the engine is not taken for broken.
small="$top_builddir/tests/aei/pipe_small"
awk -F'\t' '$1 == "669262" { print $28 }' "$archive" | sed 's/\\n/\n/g' |
	sed 's/^\([0-9]*\)w/\1g/; s/^\([0-9]*\)b/\1s/' > "$TEST_HOME/long-script.txt"
head -n 165 "$TEST_HOME/long-script.txt" > "$TEST_HOME/long.txt"
[ "$(wc -l < "$TEST_HOME/long.txt")" -eq 165 ] || fail "the archive game was not found"
start FAKE_PIPESMALL="$small" FAKE_SLOW=0.5 -- --ascii --engine-delay 0 \
	--silver-engine "\"$fake slowread $TEST_HOME/long-script.txt\"" "$TEST_HOME/long.txt"
wait_for "Silver's engine is thinking"
keys '?'
wait_shown "THE SETUP EDITOR" 5
keys q
wait_shown "Silver's engine is thinking" 5
flat | grep -q "engine failed\|no longer reads" && fail "the slow engine was taken for broken"
# F turns the board at once: rank 1 is then the top one
keys F
i=0
while [ $i -lt 100 ] && [ "$(screen | grep -E '^[18] [|]' | head -n 1 | cut -c1)" != 1 ]; do
	sleep 0.05
	i=$((i + 1))
done
[ $i -lt 100 ] || fail "F did not turn the board within 5 s"
quit

# A command not found: the shell's own words are shown.
start -- --ascii --silver-engine "\"no-such-engine-here --aei\""
wait_for "EXITED:"
flat | grep -q "its last words: stderr: .*not found" || fail "the shell's words are not shown"

# "bestmove takeback" is no move: Silver's engine loses for an illegal
# move at 2s, and the game so far (2g included) is kept, in the autosave
# too, instead of moves being taken back.
versus FAKE_AFTER=2 -- --ascii --engine-delay 0 --silver-engine "\"$fake takeback $goal\""
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "Silver's engine loses: illegal move"
wait_for "illegal move 'takeback'"
keys x
wait_for "2g Ed2n Ed3n Ed4n Dg2n"
kept=$(grep -rlx "2g Ed2n Ed3n Ed4n Dg2n" "$XDG_STATE_HOME" "$XDG_DATA_HOME" 2>/dev/null | head -n 1)
[ -n "$kept" ] || fail "no kept game holds 2g"
grep -qx "ReasonCode: i" "$kept" || fail "the kept game does not say i: $(cat "$kept")"
grep -q "^1s " "$kept" || fail "the kept game lost Silver's setup"
keys q
wait_for "EXITED:"

# builtin: the built-in engine, without a path.
versus -- --ascii --engine-delay 0 --silver-engine builtin
wait_for "Gold to move  turn 2g"
quit

# On the clock the engine is sent newgame first, then the time control
# and both reserves (an engine resets its clock on newgame: reserves sent
# before it would be lost); with --engine-time it gets a reserve too.
for how in clock fixed; do
	log="$TEST_HOME/$how.log"
	if [ $how = clock ]; then opt="--time-control 2/2"; else opt="--engine-time 2"; fi
	versus FAKE_LOG="$log" -- --ascii --engine-delay 0 $opt --silver-engine "\"$fake ok $goal\""
	newgame=$(grep -n '^newgame$' "$log" | head -n 1 | cut -d: -f1)
	greserve=$(grep -n '^setoption name greserve ' "$log" | head -n 1 | cut -d: -f1)
	[ -n "$newgame" ] && [ -n "$greserve" ] || fail "$how: no newgame or no greserve sent: $(cat "$log")"
	[ "$greserve" -gt "$newgame" ] || fail "$how: the reserves were sent before newgame: $(cat "$log")"
	if [ $how = fixed ]; then
		grep -qx 'setoption name tcmove value 2' "$log" || fail "fixed: no tcmove 2"
		grep -qx 'setoption name tcreserve value 3' "$log" || fail "fixed: no reserve"
		grep -qx 'setoption name greserve value 3' "$log" || fail "fixed: no greserve"
	fi
	quit
done
