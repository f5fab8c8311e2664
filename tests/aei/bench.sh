#!/bin/sh
# bench.sh: the AEI match (bench/aei_bench, make bench-aei) against fake
# engines whose games are known, and against arimaa --aei: the colours
# alternate, each game's end is scored for the right engine, a fault
# loses the game and the engine plays on in the next one, started again,
# the records written are the games played, and the score line adds up.
. "${top_srcdir:-.}/tests/aei/common.sh"

bench=$top_builddir/bench/aei_bench
if [ ! -x "$bench" ]; then
	echo "FAIL: $bench is not built" >&2
	exit 99
fi

# match NAME ARGS...: runs the match; stdout in $tmp/NAME.out, stderr in $tmp/NAME.err, status in $status.
match() {
	name=$1
	shift
	"$bench" "$@" > "$tmp/$name.out" 2> "$tmp/$name.err" < /dev/null
	status=$?
}

# Two engines playing the script goal.txt, where Gold reaches its goal:
# A takes Gold in the first game and wins it, B in the second.
mkdir "$tmp/ok"
match ok -r "$tmp/ok" 2 "$fake ok $goal" "$fake ok $goal"
[ "$status" -eq 0 ] || fail "ok: exit status $status: $(cat "$tmp/ok.err")"
expect_match "ok: game 1" "$tmp/ok.err" '^game 1: A \(gold\) against B \(silver\): gold wins by goal after 85 moves$'
expect_match "ok: game 2" "$tmp/ok.err" '^game 2: B \(gold\) against A \(silver\): gold wins by goal after 85 moves$'
expect_match "ok: score" "$tmp/ok.out" '^A \(no clock\) +vs B \(no clock\) +2 games: +1 won, +1 lost, +0 drawn: 50\.0%, Elo \+0 '
for k in 1 2; do
	cmp -s "$goal" "$tmp/ok/game-$k.txt" || fail "ok: game $k's record is not the game played"
done
# a record is never written over a file already there
match again -r "$tmp/ok" 1 "$fake ok $goal" "$fake ok $goal"
[ "$status" -eq 1 ] || fail "again: exit status $status"
expect_match "again: message" "$tmp/again.err" 'game-1\.txt: not written$'
cmp -s "$goal" "$tmp/ok/game-1.txt" || fail "again: the record there was changed"
# a directory whose record path would not fit (4,096 bytes) is refused,
# not cut short into the name of another file: cut at 4,095 bytes, this
# one would name $tmp/ok/re
base=$tmp/ok
pad=$(awk -v n=${#base} 'BEGIN { r = 4092 - n; if (r % 2) { printf "/"; r-- } for (i = 0; i < r / 2; i++) printf "/." }')
long=$base$pad/recdir
match long -r "$long" 1 "$fake ok $goal" "$fake ok $goal"
[ "$status" -eq 1 ] || fail "long: exit status $status"
expect_match "long: message" "$tmp/long.err" 'game-1\.txt: not written$'
[ "$(ls "$tmp/ok" | wc -l)" -eq 2 ] || fail "long: a file was written in $tmp/ok: $(ls "$tmp/ok")"

# B sends a move of five steps from its game's fifth move on, as Silver
# (3s) and as Gold (3g): it loses both games, and is started again for
# the second; the score line counts its faults.
mkdir "$tmp/illegal"
match illegal -r "$tmp/illegal" 2 "$fake ok $goal" "$fake illegal $goal"
[ "$status" -eq 0 ] || fail "illegal: exit status $status: $(cat "$tmp/illegal.err")"
expect_match "illegal: game 1" "$tmp/illegal.err" '^game 1: A \(gold\) against B \(silver\): gold wins by a fault after 5 moves$'
expect_match "illegal: game 2" "$tmp/illegal.err" '^game 2: B \(gold\) against A \(silver\): silver wins by a fault after 4 moves$'
expect_match "illegal: why" "$tmp/illegal.err" "^  engine B at move 3s: illegal move 'Ed2n Ed3n Ed4n Ed5n Ed6n'"
expect_match "illegal: score" "$tmp/illegal.out" ' 2 games: +2 won, +0 lost, +0 drawn: 100\.0%, Elo > '
expect_match "illegal: faults" "$tmp/illegal.out" '^  engine B faults: 2 illegal moves$'
head -n 5 "$goal" > "$tmp/want5"
cmp -s "$tmp/want5" "$tmp/illegal/game-1.txt" || fail "illegal: game 1's record is not the game so far"

# A crashes at its game's fifth move: it loses each game and plays the
# next one all the same.
match crash 2 "$fake crash $goal" "$fake ok $goal"
[ "$status" -eq 0 ] || fail "crash: exit status $status: $(cat "$tmp/crash.err")"
expect_match "crash: score" "$tmp/crash.out" ' 2 games: +0 won, +2 lost, +0 drawn: 0\.0%, Elo < '
expect_match "crash: faults" "$tmp/crash.out" '^  engine A faults: 2 crashes$'
expect_match "crash: last lines" "$tmp/crash.err" '^log about to crash$'

# The built-in player on both sides, one turn deep, 30 moves at most:
# two games, each ended by the rules or drawn at the limit, their
# records checked by arimaa --check, the score the sum of the games.
mkdir "$tmp/self"
match self -a depth=4 -b depth=4 -n 30 -r "$tmp/self" 2 "'$arimaa' --aei" "'$arimaa' --aei"
[ "$status" -eq 0 ] || fail "self: exit status $status: $(cat "$tmp/self.err")"
won=0 lost=0 drawn=0
for k in 1 2; do
	line=$(grep "^game $k: " "$tmp/self.err")
	[ -n "$line" ] || fail "self: no line for game $k"
	"$arimaa" --check "$tmp/self/game-$k.txt" > "$tmp/check" 2>&1 || fail "self: game $k's record: $(cat "$tmp/check")"
	a_colour=gold
	[ "$k" = 2 ] && a_colour=silver
	case $line in
	*": unfinished after 30 moves, counted drawn") drawn=$((drawn + 1))
		expect_match "self: game $k unfinished" "$tmp/check" ': ok: unfinished, gold to move$' ;;
	*": $a_colour wins by "*) won=$((won + 1))
		expect_match "self: game $k won" "$tmp/check" ": ok: $a_colour wins" ;;
	*" wins by "*) lost=$((lost + 1)) ;;
	*) fail "self: game $k: $line" ;;
	esac
done
expect_match "self: score" "$tmp/self.out" " 2 games: +$won won, +$lost lost, +$drawn drawn"

# The arguments: a count, two commands, options as NAME=VALUE.
for args in "0 a b" "x a b" "2 a" "-t -1 2 a b" "-a depth 2 a b" "-n 0 2 a b"; do
	# shellcheck disable=SC2086 # each is a list of words
	match usage $args
	[ "$status" -eq 2 ] || fail "usage '$args': exit status $status"
	expect_match "usage '$args'" "$tmp/usage.err" '^usage: aei_bench '
done
match nostart 1 "$tmp/no-such-engine" "$fake ok $goal"
[ "$status" -eq 1 ] || fail "an engine that cannot start: exit status $status"
expect_match "an engine that cannot start" "$tmp/nostart.err" '^aei_bench: engine A '

finish
