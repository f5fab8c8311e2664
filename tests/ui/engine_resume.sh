#!/bin/sh
# engine_resume.sh: playing against the computer (issue 21): the engine's
# turn time ticks on the title row while it thinks; the built-in engine is
# named as such (not "arimaa") on the screen, in the status and in the
# game's headers; a take-back against it asks the person alone; a game
# resumed against it (the autosave, or a file saved) brings it back, and
# it answers again.
. "${top_srcdir:-.}/tests/ui/lib.sh"

fake="${top_srcdir:-.}/tests/aei/fake-engine.sh"
goal="${top_srcdir:-.}/tests/data/cases/goal.txt"
autosave="$XDG_STATE_HOME/arimaa/autosave.txt"

# An engine that never answers: its time runs on the title row.
start FAKE_AFTER=2 -- --ascii --engine-delay 0 --silver-engine "\"$fake silent $goal\""
wait_for "Gold sets up"
keys a
wait_for "Gold to move  turn 2g"
prompt "Ed2n Ed3n Ed4n Me2n"
wait_for "Silver's engine is thinking"
wait_for "thinking 0:01"
wait_for "thinking 0:02"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"

# C: the built-in engine plays Silver, under its own name.
start -- --ascii --engine-delay 0 --engine-depth 4
wait_for "resume the unfinished game"
keys n
wait_for "C: play against the computer"
keys C
wait_for "the computer plays silver, you play gold"
keys a
wait_for "Gold to move  turn 2g"
wait_for "built-in engine lost: none"
screen | grep -q "^arimaa .*lost:" && fail "Silver is named arimaa"
prompt "Ed2n Ed3n Ed4n Me2n"
wait_for "Gold to move  turn 3g"
grep -qx "Black: built-in engine" "$autosave" || fail "the headers do not name the built-in engine: $(cat "$autosave")"
grep -qx "Arimaa-Computer: silver" "$autosave" || fail "the headers do not say the computer plays Silver"
# t asks the person alone, and says what goes.
keys t
wait_for "take back the engine's 2s"
wait_for "and your move before it? (y/n)"
screen | grep -qF "both players agree" && fail "asked whether both players agree"
keys n
wait_for "cancelled"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"

# Resumed: the built-in engine plays Silver again, and answers.
start -- --ascii --engine-delay 0 --engine-depth 4
wait_for "resume the unfinished game"
keys y
wait_for "the built-in engine plays silver again"
wait_for "Gold to move  turn 3g"
wait_for "built-in engine lost: none"
prompt "Ha2n"
wait_for "Gold to move  turn 4g"
# Saved to a file and opened again: the same.
prompt "save $TEST_HOME/vs.txt"
wait_for "saved to $TEST_HOME/vs.txt"
grep -qx "Arimaa-Computer: silver" "$TEST_HOME/vs.txt" || fail "the saved game does not say the computer plays Silver"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"
start -- --ascii --engine-delay 0 --engine-depth 4 "$TEST_HOME/vs.txt"
wait_for "the built-in engine plays silver again"
wait_for "built-in engine lost: none"
echo ok
