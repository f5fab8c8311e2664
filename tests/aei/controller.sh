#!/bin/sh
# controller.sh: the AEI controller (src/aei/aeiplayer.c) against fake
# engines. A correct one plays the AEI test game goal.txt to its end, also
# pondering on its opponent's time; one
# that misbehaves from its fifth move (Silver's third, 3s) loses for an
# illegal move or on time, or is reported for a crash or garbage, with its
# last lines, and the game up to 3g is kept. Then two arimaa --aei play a
# whole game whose verdict arimaa --check confirms on the saved record.
. "${top_srcdir:-.}/tests/aei/common.sh"

# play NAME GOLD SILVER [OPTIONS]: runs the driver; record in $tmp/NAME.txt,
# messages in $tmp/NAME.err, exit status in $status.
play() {
	name=$1 gold=$2 silver=$3
	shift 3
	"$match" "$@" "$gold" "$silver" > "$tmp/$name.txt" 2> "$tmp/$name.err" < /dev/null
	status=$?
}

# expect_first5 NAME: the record holds the first five moves of goal.txt.
expect_first5() {
	head -n 5 "$goal" > "$tmp/want5"
	if ! cmp -s "$tmp/want5" "$tmp/$1.txt"; then
		fail "$1: the game so far is not kept"
		diff "$tmp/want5" "$tmp/$1.txt" | sed 's/^/  /' >&2
	fi
	"$arimaa" --check "$tmp/$1.txt" > "$tmp/check" 2>&1
	expect_match "$1: --check" "$tmp/check" ': ok: unfinished, silver to move$'
}

# A correct engine on both sides: the game of the script, to its goal.
play ok "$fake ok $goal" "$fake ok $goal"
[ "$status" -eq 0 ] || fail "ok: exit status $status"
expect_match "ok: verdict" "$tmp/ok.err" '^result: gold wins by goal$'
cmp -s "$goal" "$tmp/ok.txt" || fail "ok: the record differs from the game played"
"$arimaa" --check "$tmp/ok.txt" > "$tmp/check" 2>&1
expect_match "ok: --check" "$tmp/check" ': ok: gold wins by goal$'

# Pondering (-p): each engine is sent go ponder on the other's time; the
# fake answers it at once with the opponent's next move, which must be
# dropped (taken as the engine's own move it would be illegal): the game is
# still the script's, to its goal.
FAKE_LOG=$tmp/ponder.log
export FAKE_LOG
play ponder "$fake ok $goal" "$fake ok $goal" -p
unset FAKE_LOG
[ "$status" -eq 0 ] || fail "ponder: exit status $status: $(cat "$tmp/ponder.err")"
cmp -s "$goal" "$tmp/ponder.txt" || fail "ponder: the record differs from the game played"
ponders=$(grep -c '^go ponder$' "$tmp/ponder.log")
[ "$ponders" -ge 40 ] || fail "ponder: only $ponders go ponder sent"
grep -q '^stop$' "$tmp/ponder.log" || fail "ponder: no stop ended a pondering"

# An illegal move: five steps in one turn. Silver loses, with the reason.
play illegal "$fake ok $goal" "$fake illegal $goal" -t 5000
[ "$status" -eq 3 ] || fail "illegal: exit status $status"
expect_match "illegal: reason" "$tmp/illegal.err" "^fault: silver: illegal move 'Ed2n Ed3n Ed4n Ed5n Ed6n': .*: it loses$"
expect_match "illegal: last lines" "$tmp/illegal.err" '^bestmove Ed2n Ed3n Ed4n Ed5n Ed6n$'
expect_first5 illegal

# An answer that is not one turn of steps: "takeback" (which a record
# reader would take as erasing moves), a move with "resign" after it, a
# move with its label. Each is an illegal move, and the game so far stays.
for mode in takeback resign labelled; do
	play $mode "$fake ok $goal" "$fake $mode $goal" -t 5000
	[ "$status" -eq 3 ] || fail "$mode: exit status $status"
	expect_match "$mode: reason" "$tmp/$mode.err" "^fault: silver: illegal move '.*': .*: it loses$"
	expect_first5 $mode
done

# No answer: stopped after its time (1 s) and the margin; it ignores quit
# and SIGTERM, so the driver returning at all shows SIGKILL reached it.
play silent "$fake ok $goal" "$fake silent $goal" -t 1000
[ "$status" -eq 3 ] || fail "silent: exit status $status"
expect_match "silent: reason" "$tmp/silent.err" '^fault: silver: no move from the engine within its time: it loses on time$'
expect_match "silent: last lines" "$tmp/silent.err" '^log thinking about move 6$'
expect_first5 silent

# A crash: reported with its last lines of log.
play crash "$fake ok $goal" "$fake crash $goal" -t 5000
[ "$status" -eq 3 ] || fail "crash: exit status $status"
expect_match "crash: reason" "$tmp/crash.err" '^fault: silver: the engine (ended|was killed)'
expect_match "crash: last lines" "$tmp/crash.err" '^log about to crash$'
expect_first5 crash

# Garbage: reported, control characters never passed on.
play garbage "$fake ok $goal" "$fake garbage $goal" -t 5000
[ "$status" -eq 3 ] || fail "garbage: exit status $status"
expect_match "garbage: reason" "$tmp/garbage.err" "^fault: silver: the engine sent '\\?\\?\\[2Jnonsense', which is not AEI$"
if LC_ALL=C grep -q "$(printf '\033')" "$tmp/garbage.err"; then
	fail "garbage: an escape character reached the report"
fi
expect_first5 garbage

# A log line of a million bytes is cut at the cap and the game goes on; a
# bestmove line of half a million bytes is reported as not AEI. Memory
# stays bounded either way.
play long "$fake ok $goal" "$fake long $goal" -t 5000
[ "$status" -eq 0 ] || fail "long: exit status $status"
cmp -s "$goal" "$tmp/long.txt" || fail "long: the record differs from the game played"
play longmove "$fake ok $goal" "$fake longmove $goal" -t 5000
[ "$status" -eq 3 ] || fail "longmove: exit status $status"
expect_match "longmove: reason" "$tmp/longmove.err" "^fault: silver: the engine sent 'bestmove Ed2n Ed2n .*\\.\\.\\.', which is not AEI$"
expect_first5 longmove

# A flood of info lines (200000 before each move): the game is played to
# its end all the same.
play flood "$fake ok $goal" "$fake flood $goal" -t 20000
[ "$status" -eq 0 ] || fail "flood: exit status $status"
cmp -s "$goal" "$tmp/flood.txt" || fail "flood: the record differs from the game played"

# A command that is not an engine at all: the handshake fails cleanly.
play notengine "echo hello; cat > /dev/null" "$fake ok $goal"
[ "$status" -eq 1 ] || fail "notengine: exit status $status"
expect_match "notengine: reason" "$tmp/notengine.err" "^gold engine: 'hello' is not an answer to aei$"

# A command that ends at once (it may be gone before aei is sent).
play gone "$fake ok $goal" "exit 3"
[ "$status" -eq 1 ] || fail "gone: exit status $status"
expect_match "gone: reason" "$tmp/gone.err" "^silver engine: (the engine does not read its input|the engine ended before aeiok), saying nothing$"

# A command that is not found (as 'arimaa --aei' is before arimaa is
# installed): the report gives the engine's last words, the shell's own.
play notfound "$fake ok $goal" "no-such-engine-here --aei"
[ "$status" -eq 1 ] || fail "notfound: exit status $status"
expect_match "notfound: reason" "$tmp/notfound.err" "^silver engine: (the engine does not read its input|the engine ended before aeiok); its last words: stderr: .*no-such-engine-here.*not found"

# An engine that writes on its standard error and then ends: its words
# are in the report.
play saysno "$fake ok $goal" "echo 'cannot open the weights file' >&2; exit 1"
[ "$status" -eq 1 ] || fail "saysno: exit status $status"
expect_match "saysno: reason" "$tmp/saysno.err" "its last words: stderr: cannot open the weights file$"

# arimaa --aei against itself, one turn deep: a whole game, decided by the
# rules, which --check confirms on the saved record.
play self "$arimaa --aei" "$arimaa --aei" -t 20000 -n 600 -d 4
[ "$status" -eq 0 ] || fail "self: exit status $status"
verdict=$(sed -n 's/^result: \(.*\)$/\1/p' "$tmp/self.err")
case $verdict in
*" wins by "*) ;;
*) fail "self: no verdict: $verdict" ;;
esac
"$arimaa" --check "$tmp/self.txt" > "$tmp/check" 2>&1
expect_match "self: --check" "$tmp/check" ": ok: $verdict\$"

finish
