#!/bin/sh
# conformance.sh: arimaa --aei line by line against the AEI protocol
# (shared/aei/AEI_PROTOCOL.md): the opening phase, isready, setoption
# (standard, own and unknown options, threads), newgame and go for both setups,
# makemove, setposition with a short-form position, stop and isready
# while thinking, go ponder, makemove during a ponder, an illegal move,
# quit, an unrecognized message, and end of input while thinking.
. "${top_srcdir:-.}/tests/aei/common.sh"

# start: runs arimaa --aei reading the fifo $tmp/in (our descriptor 3),
# writing to $tmp/eng.out.
start() {
	rm -f "$tmp/in"
	mkfifo "$tmp/in" || exit 99
	# The output is there before the engine's shell opens it: that shell
	# waits on the fifo until exec 3> below, and the looks at the output
	# that follow must not race its creation.
	: > "$tmp/eng.out"
	"$arimaa" --aei < "$tmp/in" > "$tmp/eng.out" 2> "$tmp/eng.err" &
	pid=$!
	exec 3> "$tmp/in"
}

# send LINE: one message to the engine.
send() {
	printf '%s\n' "$1" >&3
}

# count REGEX: how many lines of the engine's output match (a number
# always: a test on nothing would end wait_for's loop as if it matched).
count() {
	n=$(grep -Ec -- "$1" "$tmp/eng.out" 2>/dev/null)
	echo "${n:-0}"
}

# wait_for NAME REGEX [N]: waits (at most 30 s) until N (default 1) lines
# match; a failure if they never do.
wait_for() {
	want=${3:-1}
	i=0
	while [ "$(count "$2")" -lt "$want" ]; do
		i=$((i + 1))
		if [ "$i" -gt 300 ]; then
			fail "$1: no line /$2/ (x$want) in:"
			sed 's/^/  /' "$tmp/eng.out" >&2
			return 1
		fi
		sleep 0.1
	done
	return 0
}

# finish_engine NAME STATUS: closes the engine's input and checks its exit status.
finish_engine() {
	exec 3>&-
	wait "$pid"
	st=$?
	[ "$st" -eq "$2" ] || fail "$1: exit status $st, expected $2"
}

# last_bestmove: the move of the last bestmove line.
last_bestmove() {
	sed -n 's/^bestmove //p' "$tmp/eng.out" | tail -n 1
}

# check_record NAME TEXT VERDICT: TEXT as a record is judged VERDICT by --check.
check_record() {
	printf '%s\n' "$2" > "$tmp/rec.txt"
	"$arimaa" --check "$tmp/rec.txt" > "$tmp/check" 2>&1
	expect_match "$1" "$tmp/check" ": ok: $3\$"
}

start

# The opening phase: protocol-version first, one id of each type, aeiok.
send aei
wait_for "aei" '^aeiok$'
head -n 1 "$tmp/eng.out" > "$tmp/first"
expect_match "protocol-version comes first" "$tmp/first" '^protocol-version 1$'
for t in name author version; do
	[ "$(count "^id $t ")" -eq 1 ] || fail "aei: not exactly one 'id $t'"
done
[ "$(grep -Evc '^(protocol-version 1|id (name|author|version) .+|aeiok)$' "$tmp/eng.out")" -eq 0 ] ||
	fail "aei: a line that does not belong to the opening phase"

send isready
wait_for "isready" '^readyok$'

# Options: the standard ones are taken quietly, an unknown one is warned about.
send "setoption name depth value 4"
send "setoption name tcmove value 30"
send "setoption name tcreserve value 300"
send "setoption name greserve value 300"
send "setoption name sreserve value 300"
send "setoption name opponent value someone else"
send "setoption name rated value 0"
send "setoption name frobnicate value 3"
send isready
wait_for "options" '^readyok$' 2
expect_match "unknown option" "$tmp/eng.out" '^log Warning: unrecognized option frobnicate$'
[ "$(count '^log (Warning|Error)')" -eq 1 ] || fail "options: a standard option was not taken"

# newgame, go: Gold's setup; makemove it, go: Silver's; then Gold's first turn.
send newgame
send go
wait_for "gold setup" '^bestmove ' 1
gsetup=$(last_bestmove)
send "makemove $gsetup"
send go
wait_for "silver setup" '^bestmove ' 2
ssetup=$(last_bestmove)
send "makemove $ssetup"
send go
wait_for "first turn" '^bestmove ' 3
turn=$(last_bestmove)
check_record "setups and a turn are legal" "1g $gsetup
1s $ssetup
2g $turn" "unfinished, silver to move"
expect_match "info score while searching" "$tmp/eng.out" '^info score -?[0-9]+$'
expect_match "info depth while searching" "$tmp/eng.out" '^info depth [0-9]+\+?$'

# setposition with a short form: Gold's rabbit on a7 reaches its goal.
board='    e   R                              d            r   E       '
send "setposition g [$board]"
send go
wait_for "goal in one" '^bestmove ' 4
check_record "the goal is found" "g [$board]
2g $(last_bestmove)" "gold wins by goal"

# Silver to move in the same kind of position: its rabbit on h2 goals.
board='    e                                                  rE       '
send "setposition s [$board]"
send go
wait_for "silver goal in one" '^bestmove ' 5
check_record "silver's goal is found" "s [$board]
2s $(last_bestmove)" "silver wins by goal"

# stop while thinking: a search of 60 s answers isready at once and stops
# on stop with a bestmove well before its time; from here on the engine
# searches with two threads (its own option, held to 1..8), and every
# stop below ends both.
send "setoption name depth value 0"
send "setoption name tcmove value 0"
send "setoption name movetime value 60"
send "setoption name threads value 99"
wait_for "threads held to 8" '^log Searching with 8 threads$'
send "setoption name threads value 2"
wait_for "threads" '^log Searching with 2 threads$'
send newgame
send "makemove $gsetup"
send "makemove $ssetup"
send go
send isready
wait_for "isready while thinking" '^readyok$' 3
[ "$(count '^bestmove ')" -eq 5 ] || fail "isready while thinking: the search ended already"
send stop
wait_for "stop while thinking" '^bestmove ' 6
check_record "the stopped search's move is legal" "1g $gsetup
1s $ssetup
2g $(last_bestmove)" "unfinished, silver to move"

# go ponder, then stop: a bestmove.
send "go ponder"
send stop
wait_for "stop a ponder" '^bestmove ' 7

# go ponder, then the opponent's move arrives: no bestmove for the ponder.
send "go ponder"
send "makemove $turn"
send isready
wait_for "makemove during a ponder" '^readyok$' 4
[ "$(count '^bestmove ')" -eq 7 ] || fail "makemove during a ponder: a bestmove was sent"

# An illegal move is reported as an error and changes nothing.
send "makemove Ee2n Ee3n Ee4n Ee5n Ee6n"
send isready
wait_for "illegal makemove" '^readyok$' 5
expect_match "illegal makemove" "$tmp/eng.out" '^log Error: illegal move Ee2n Ee3n Ee4n Ee5n Ee6n: '

# quit ends the engine with status 0, even while it thinks.
send "setoption name movetime value 60"
send go
send quit
finish_engine "quit" 0

# An unrecognized message: an error, and the engine ends (status 1).
start
send aei
send "frobnicate now"
wait_for "unrecognized" '^log Error: unrecognized message frobnicate$'
finish_engine "unrecognized message" 1

# End of input while thinking: the engine ends.
start
send aei
send newgame
send "setoption name movetime value 60"
send "makemove $gsetup"
send "makemove $ssetup"
send go
finish_engine "end of input" 0

# A message longer than the cap: an error, and the engine ends.
start
send aei
awk 'BEGIN { printf "makemove "; for (i = 0; i < 3000; i++) printf "Ee2n "; print "" }' >&3
wait_for "long line" '^log Error: message longer than'
finish_engine "long line" 1

finish
