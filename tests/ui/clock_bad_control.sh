#!/bin/sh
# clock_bad_control.sh: a record whose TimeControl cannot be used (opened
# as a file, or resumed from the autosave) is played without a clock, and
# the status quotes the refused text as the record has it. The text was
# once freed before it was quoted: the sanitizer build aborted, a release
# build showed heap garbage.
. "${top_srcdir:-.}/tests/ui/lib.sh"

rec="$TEST_HOME/bad-control.txt"
{
	printf 'Event: e\nTimeControl: 2/2/100/bogus-field\n\n'
	head -n 2 "${top_srcdir:-.}/tests/data/cases/goal.txt"
} > "$rec" || fail "cannot write the record"

start -- --ascii "$rec"
wait_for 'the time control "2/2/100/bogus-field" cannot be used'
screen | grep -q "Clock " && fail "a clock shown for an unusable time control"
keys q y
wait_for "EXITED:"

mkdir -p "$XDG_STATE_HOME/arimaa"
sed 's/bogus-field/also-bogus/' "$rec" > "$XDG_STATE_HOME/arimaa/autosave.txt"
start -- --ascii --resume
wait_for 'the time control "2/2/100/also-bogus" cannot be used'
keys q y
wait_for "EXITED:"
echo "ok"
