#!/bin/sh
# engine_game.sh: engines on the screens (issue 11). Two fake engines play
# the AEI test game goal.txt on screen to its goal, and the saved game
# passes --check; an engine's illegal move loses the game (kept, with the
# reason code i) and is shown with the reason and its last lines; C makes the built-in engine
# Silver's player, which sets up and answers a move; on the clock an
# engine that does not answer loses on time; a silent engine is killed
# when the program quits.
. "${top_srcdir:-.}/tests/ui/lib.sh"

fake="${top_srcdir:-.}/tests/aei/fake-engine.sh"
goal="${top_srcdir:-.}/tests/data/cases/goal.txt"

# Engine against engine, shown without a pause between steps.
start -- --ascii --engine-delay 0 --gold-engine "\"$fake ok $goal\"" --silver-engine "\"$fake ok $goal\""
# Both engines are called fake-ok: the verdict names the colour too.
wait_for "fake-ok (Gold) wins by goal"
out="$TEST_HOME/engines.txt"
prompt "save $out"
wait_for "saved to $out"
"$top_builddir/arimaa" --check "$out" > "$TEST_HOME/check" 2>&1
grep -q ": ok: gold wins by goal$" "$TEST_HOME/check" || fail "--check: $(cat "$TEST_HOME/check")"
grep -qx "43g cb7n Hb6n Ra7n" "$out" || fail "the last move is not saved"
# The players are named after the engines' "id name".
grep -qx "White: fake-ok" "$out" || fail "Gold is not named after its engine: $(grep White "$out")"
grep -qx "Black: fake-ok" "$out" || fail "Silver is not named after its engine: $(grep Black "$out")"
keys q
wait_for "EXITED:0"

# An illegal move from Silver's engine at 3s: it loses, with its last lines.
start -- --ascii --engine-delay 0 --gold-engine "\"$fake ok $goal\"" --silver-engine "\"$fake illegal $goal\""
wait_for "Silver's engine loses: illegal move"
wait_for "illegal move 'Ed2n Ed3n Ed4n Ed5n Ed6n': step Ed2n:"
wait_for "its last lines:"
wait_for "bestmove Ed2n Ed3n Ed4n Ed5n Ed6n"
wait_for "fake-ok wins: fake-illegal sent an illegal move; the game so far is kept"
keys x
wait_gone "its last lines:"
wait_for "3g Db2n Hf2e Me2e Ce1n"
# The game ends there and is kept with the archive's reason code i: the
# illegal move itself is not in it.
kept=$(grep -rlx "ReasonCode: i" "$XDG_STATE_HOME" "$XDG_DATA_HOME" 2>/dev/null | head -n 1)
[ -n "$kept" ] || fail "no kept game says ReasonCode: i"
grep -qx "Result: 1-0" "$kept" || fail "the kept game does not say Gold won: $(cat "$kept")"
grep -q "Ed6n" "$kept" && fail "the illegal move was kept"

# C: the built-in engine plays Silver; it sets up and answers Gold's move.
# (The game above ended, so nothing is offered for resuming.)
start -- --ascii --engine-delay 0 --engine-depth 4
wait_for "C: play against the computer"
keys C
wait_for "the computer plays silver, you play gold"
keys a
wait_for "1s "
wait_for "Gold to move  turn 2g"
# Silver is named after the built-in engine, as such (issue 21).
wait_for "built-in engine lost: none"
prompt "Ed2n Ed3n Ed4n Me2n"
wait_for "2s "
wait_for "Gold to move  turn 3g"
# A: the analysis of the position shown, without changing the game.
keys A
wait_for "analysis: best "
wait_for "Gold to move  turn 3g"
# t against the engine goes back to Gold's own move (2g), not to Silver's
# 2s, which the engine would play again at once.
keys t
wait_for "(y/n)"
keys y
wait_for "Gold to move  turn 2g"
# The move list is the game's tree: the game marked back at 1s, the moves
# taken back kept after it (study.h: a takeback keeps them), not the game's.
screen | grep -q "> 1s " || fail "the game is not marked back at 1s in the move list"
screen | grep -q "> 2s " && fail "Silver's 2s is still the game's last move"
screen | grep -q " 1s " || fail "Silver's setup was taken back too"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"

# On the clock, an engine that does not answer loses on time like a person:
# 2 seconds a move and no reserve; Silver's engine sets up, then is silent.
start FAKE_AFTER=2 -- --ascii --engine-delay 0 --time-control 2s/0 --silver-engine "\"$fake silent $goal\""
wait_for "resume the unfinished game"
keys n
wait_for "Enter"
keys Enter
wait_for "Gold sets up"
keys a
wait_for "1s "
prompt "Ed2n Ed3n Ed4n Me2n"
wait_for "Silver's engine is thinking"
wait_for "GAME OVER"
wait_for "time"
out="$TEST_HOME/ontime.txt"
prompt "save $out"
wait_for "saved to $out"
grep -qx "ResultCode: w" "$out" || fail "the save does not say Gold won"
grep -qx "ReasonCode: t" "$out" || fail "the save does not say the game was lost on time"
grep -qx "2g Ed2n Ed3n Ed4n Me2n" "$out" || fail "the game so far is not saved"
keys q
wait_for "EXITED:0"

# --engine-ponder: Silver's engine thinks on Gold's time (go ponder). The
# fake answers a go ponder at once with Gold's next move of its script,
# which must never be played as Silver's: Gold plays goal.txt's moves and
# Silver's engine answers with the script's.
plog="$TEST_HOME/ponder.log"
start FAKE_LOG="$plog" -- --ascii --engine-delay 0 --engine-ponder --silver-engine "\"$fake ok $goal\""
wait_for "Gold sets up"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Gold to move  turn 2g"
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "2s ee7s ee6s ee5s ee4s"
wait_for "Gold to move  turn 3g"
prompt "Db2n Hf2e Me2e Ce1n"
wait_for "3s ee3w Ce2n Ce3n ed3e"
wait_for "Gold to move  turn 4g"
grep -q "^go ponder$" "$plog" || fail "no go ponder was sent"
grep -q "^stop$" "$plog" || fail "no stop ended the pondering"
flat | grep -q "loses" && fail "the engine's answer to go ponder was played"
# Gold resigns (the game is finished, so the next start offers no resume).
prompt "resign"
wait_for "resigns and loses the game? (y/n)"
keys y
wait_for "GAME OVER"
keys q
wait_for "EXITED:0"

# An engine's setup is placed one piece at a time (a quarter of the step
# delay each): the fake's setup begins with rh7 and ends with ee7, so a
# rank 7 with some pieces but not all shows it half placed.
start -- --ascii --engine-delay 400 --silver-engine "\"$fake ok $goal\""
wait_for "Gold sets up"
keys a
# (Before the engine answers, the editor shows Silver's default setup.)
i=0
half=
while [ $i -lt 400 ] && [ -z "$half" ]; do
	n=$(rank 7 | cut -c2- | tr -cd 'a-z' | wc -c)
	[ "$n" -ge 1 ] && [ "$n" -le 7 ] && half=$(rank 7)
	screen | grep -qF "1s rh7 ra7" && break
	sleep 0.02
	i=$((i + 1))
done
[ -n "$half" ] || fail "Silver's setup was never shown half placed"
wait_for "1s rh7 ra7 rh8 rg8"
expect_rank 7 "7 | r | h | c | m | e | d | h | r |"
prompt "resign"
wait_for "resigns and loses the game? (y/n)"
keys y
wait_for "GAME OVER"
keys q
wait_for "EXITED:0"

# An engine command that does not start: refused before the screen opens.
start -- --gold-engine /nonexistent/engine
wait_for "EXITED:1"
wait_for "arimaa: the gold engine: the engine"

# A silent engine that ignores SIGTERM is killed when the program quits.
pidfile="$TEST_HOME/fake.pid"
start FAKE_PIDFILE="$pidfile" FAKE_AFTER=1 -- --ascii --engine-delay 0 --silver-engine "\"$fake silent $goal\""
wait_for "Gold sets up"
keys a
i=0
while [ ! -s "$pidfile" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
[ -s "$pidfile" ] || fail "the silent engine was not asked for a move"
wait_for "thinking"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"
# SIGKILL is sent as the program ends: wait until the engine is gone (or
# a zombie waiting for its new parent to collect it).
pid=$(cat "$pidfile")
i=0
while kill -0 "$pid" 2>/dev/null && ! ps -o stat= -p "$pid" | grep -q Z; do
	i=$((i + 1))
	[ $i -gt 200 ] && fail "the silent engine outlived the program"
	sleep 0.05
done
exit 0
