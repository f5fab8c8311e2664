#!/bin/sh
# store_killloop.sh: kill -9 at random moments of a scripted game, 55
# times, some right after a turn is typed (while it is being played and
# written), some once the screen shows it, some a moment later. After
# each restart with --resume: every turn the screen had shown is in the
# autosave, the autosave is a prefix of the game (nothing half-written),
# 'arimaa --check' reads it whole, and no temporary file is left.
# The game is tests/data/cases/goal.txt without its last (winning) turn.
# The moments are drawn from a seed, printed first; KILLLOOP_SEED=N runs
# the same draws again. Slow (about a minute): run by make check-slow.
. "${top_srcdir:-.}/tests/ui/lib.sh"

state="$XDG_STATE_HOME/arimaa"
auto="$state/autosave.txt"
KILLS=${KILLS:-55}
BEGUN=${BEGUN:-40000}
game="$TEST_HOME/game.txt"
awk -v N=$((BEGUN + 2 * KILLS)) -f "${top_srcdir:-.}/tests/hostile/gen-long-game.awk" > "$game" ||
	fail "could not make the game"
total=$(wc -l < "$game")
mkdir -p "$state"
head -n $((BEGUN + 2)) "$game" > "$auto"

# The draws: a linear congruential generator from the seed, so that a
# failing run can be repeated with KILLLOOP_SEED.
seed=${KILLLOOP_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
case $seed in ''|*[!0-9]*) fail "KILLLOOP_SEED must be a number, not '$seed'" ;; esac
echo "store_killloop: KILLLOOP_SEED=$seed"
rng=$((seed % 2147483648))
# Sets r to a random number below $1 (no subshell: rng must advance).
rand() {
	rng=$(((rng * 1103515245 + 12345) % 2147483648))
	r=$(((rng / 65536) % $1))
}

# The number of move lines in the autosave (0 if none).
moves_in_autosave() {
	[ -f "$auto" ] || { echo 0; return; }
	grep -cE '^[0-9]+[gswb] ' "$auto"
}

# Waits until the program has started and says what it resumed.
wait_ready() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		s=$(screen)
		case "$s" in *"resumed: "*|*"no unfinished game to resume"*) return 0;; esac
		sleep 0.05
		i=$((i + 1))
	done
	fail "the program did not start"
}

shown=0      # moves the screen has shown played
kills=0
during=0     # kills that found a temporary file (a write under way)
while [ $kills -lt "$KILLS" ]; do
	start -- --ascii --resume
	wait_ready
	# What survived the last kill.
	m=$(moves_in_autosave)
	[ "$m" -ge "$shown" ] || fail "kill $kills: $shown moves were shown, the autosave has $m"
	if [ "$m" -gt 0 ]; then
		head -n "$m" "$game" > "$TEST_HOME/want"
		grep -E '^[0-9]+[gswb] ' "$auto" > "$TEST_HOME/got"
		cmp -s "$TEST_HOME/want" "$TEST_HOME/got" || fail "kill $kills: the autosave is not the game's first $m moves"
		out=$("$DRIVER" --check "$auto") || fail "kill $kills: --check: $out"
	fi
	left=$(ls -A "$state" | grep '^\.autosave' || true)
	[ -z "$left" ] || fail "kill $kills: temporary files left: $left"
	shown=$m
	[ "$m" -lt "$total" ] || fail "the script ran out of moves after $kills kills"
	# The next move, typed at the prompt without its label.
	line=$(sed -n "$((m + 1))p" "$game")
	next=$(sed -n "$((m + 2))p" "$game" | cut -d' ' -f1)
	pid=$(prog_pid)
	[ -n "$pid" ] || fail "kill $kills: no process"
	keys :
	type_text "${line#* }"
	keys Enter
	rand 3
	case $r in
	0)	;;                                   # at once: while it is played and written
	1)	case $next in
		1s) wait_for "Silver sets up" ;;
		*) wait_for "to move ($next)" ;;
		esac
		shown=$((m + 1)) ;;
	2)	rand 10; sleep "0.00$r" ;;            # a moment later
	esac
	kill -KILL "$pid"
	ls -A "$state" | grep -q '^\.autosave\.txt\.' && during=$((during + 1))
	i=0
	while kill -0 "$pid" 2>/dev/null; do
		i=$((i + 1))
		[ $i -lt $((TIMEOUT * 20)) ] || fail "kill $kills: the program outlived kill -9"
		sleep 0.05
	done
	kills=$((kills + 1))
done
echo "ok: seed $seed: $kills kills ($during during a write), $(moves_in_autosave) moves kept"
