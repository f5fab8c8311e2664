#!/bin/sh
# learn_puzzle_list.sh: arimaa --puzzles opens the list of the puzzles.
# Two puzzles of data/puzzles.txt: 669122-35s (save-piece, difficulty 3)
# and 669140-49s (goal, difficulty 2). The list shows both, unsolved; t
# shows the goals only, d the difficulties one by one; Enter plays the one
# marked, q comes back to the list with the puzzle solved marked "yes";
# u leaves the solved one out.
. "${top_srcdir:-.}/tests/ui/lib.sh"

data="$TEST_HOME/datadir"
mkdir -p "$data"
cp "${top_srcdir:-.}/data/presets.txt" "$data/"
awk 'BEGIN { RS = ""; ORS = "\n\n" } /^Puzzle: 669122-35s\n/ || /^Puzzle: 669140-49s\n/' \
	"${top_srcdir:-.}/data/puzzles.txt" > "$data/puzzles.txt"
[ "$(grep -c '^Puzzle: ' "$data/puzzles.txt")" = 2 ] || fail "the two puzzles were not found"

# wait_row REGEX: waits until a row of the screen matches REGEX (grep -E).
wait_row() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		if screen | grep -qE -- "$1"; then return 0; fi
		sleep 0.05
		i=$((i + 1))
	done
	fail "no row matched: $1"
}

start ARIMAA_DATADIR="$data" -- --ascii --puzzles
wait_for "puzzles: 0 of 2 solved; every theme, every difficulty: 2 shown"
wait_row "> 1 +save-piece +3 +Silver +669122-35s"
wait_row "  2 +goal +2 +Silver +669140-49s"
# one theme: the goals
keys t
wait_for "goal, every difficulty: 1 shown"
wait_row "> 2 +goal +2 +Silver +669140-49s"
wait_gone "669122-35s"
# difficulty 1: none of them
keys d
wait_for "goal, difficulty 1: 0 shown"
wait_for "no puzzle is shown"
keys d
wait_for "goal, difficulty 2: 1 shown"
keys Enter
wait_for "Silver to move: reach the goal this turn"
keys :
type_text "rd3s rd2s"
keys Enter
wait_for "Solved! streak 1"
keys q
wait_for "puzzles: 1 of 2 solved"
wait_row "> 2 +yes +goal +2 +Silver +669140-49s"
# every theme again (t past the last), every difficulty, the unsolved only
keys t t t t t
wait_for "every theme, difficulty 2: 1 shown"
keys d d d d
wait_for "every theme, every difficulty: 2 shown"
keys u
wait_for "every theme, every difficulty, unsolved only: 1 shown"
wait_row "> 1 +save-piece +3 +Silver +669122-35s"
wait_gone "669140-49s"
keys q
wait_for "EXITED:0"
echo "ok"
