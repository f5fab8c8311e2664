#!/bin/sh
# prompt_game.sh: a whole game typed at the ':' prompt, from the setups to
# a goal (the AEI test game tests/data/cases/goal.txt: Gold wins after 43g).
# An illegal turn is refused with its reason and leaves the board as it was.
. "${top_srcdir:-.}/tests/ui/lib.sh"

game="${top_srcdir:-.}/tests/data/cases/goal.txt"
[ -r "$game" ] || fail "no $game"

start -- --ascii
wait_for "Gold sets up (move 1g)"
n=0
while IFS= read -r line; do
	[ -n "$line" ] || continue
	n=$((n + 1))
	prompt "$line"
	if [ "$n" -eq 2 ]; then
		wait_for "Gold to move (2g)"
		# A rabbit cannot step onto its own rabbit; the turn is refused whole.
		prompt "Ed2n Ed3n Ra1n"
		wait_for "refused:"
		expect_rank 3 "3 | | | x | | | x | | |"
		expect_rank 2 "2 | R | D | H | E | M | H | D | R |"
		# The turn is unchanged, and steps taken with the keys survive a refusal.
		screen | grep -qF "steps 0/4" || fail "the refused line left steps"
		prompt "undo"
		wait_for "no step to undo in this turn"
	fi
done < "$game"

wait_for "GAME OVER"
wait_for "Gold wins by goal"
wait_for "43g cb7n Hb6n Ra7n"
screen | grep -qF "game over" || fail "no game over title"
# 43g Ra7n put the gold rabbit on a8.
case "$(rank 8)" in "8 | R |"*) ;; *) fail "no gold rabbit on a8";; esac
# After the game only a new game, a take-back or quitting make sense.
prompt "Ed2n"
wait_for "the game is over"
keys q
wait_for "EXITED:0"
echo "ok"
