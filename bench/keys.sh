#!/bin/sh
# keys.sh: the keystroke benchmark. Drives the real program in tmux through
# the standard tasks of entering a turn and prints how many keys each takes,
# every key counted, ending the turn included, next to the goal of issue 9.
# Each task starts afresh (not counted) and is checked by the move it must
# produce. Run by `make bench-keys`; needs tmux.
top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
. "$top_srcdir/tests/ui/lib.sh"
POS=$top_srcdir/bench/keys-position.txt
POS_PUSH=$top_srcdir/bench/keys-push.txt

# task NAME GOAL WAIT EXPECT KEY...: starts at a new game (WAIT "setup"),
# at the position of keys-position.txt (Gold to move, 3g; "pos") or at that
# of keys-push.txt (Gold to move, 3g, the camel on d4 and a silver dog on
# e5; "push"), sends the keys
# one at a time, then waits for EXPECT and prints a row of the table.
task() {
	name=$1 goal=$2 where=$3 expect=$4
	shift 4
	ntask=$((${ntask:-0} + 1))
	fresh="XDG_STATE_HOME=$TEST_HOME/state$ntask"
	if [ "$where" = setup ]; then
		start "$fresh" -- --ascii
		wait_for "Gold sets up (move 1g)"
	elif [ "$where" = start ]; then
		start "$fresh" -- --ascii
		wait_for "Gold sets up (move 1g)"
		keys a
		wait_for "Silver sets up"
		keys a
		wait_for "Gold to move (2g)"
	elif [ "$where" = push ]; then
		start "$fresh" -- --ascii "$POS_PUSH"
		wait_for "Gold to move (3g)"
	else
		start "$fresh" -- --ascii "$POS"
		wait_for "Gold to move (3g)"
	fi
	n=0 shown=""
	for k in "$@"; do
		case $k in
		click:*)
			# click:COL,ROW: a button-1 press and release (xterm SGR report).
			xy=${k#click:}
			type_text "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' "${xy%,*}" "${xy#*,}" "${xy%,*}" "${xy#*,}")"
			;;
		*) keys "$k" ;;
		esac
		n=$((n + 1))
		shown="$shown $k"
	done
	wait_for "$expect"
	ok=yes
	[ "$n" -le "$goal" ] || ok=NO
	printf '| %-42s | %4d | %4s | %-3s |%s\n' "$name" "$n" "<= $goal" "$ok" "$shown"
}

echo "| task                                       | keys | goal | met | the keys"
echo "|--------------------------------------------|------|------|-----|---------"
task "accept a setup" 1 setup "Silver sets up" a
task "one-step turn, piece under the cursor" 6 start "2g Ed2n;" Enter Up Enter Space
task "one-step turn, any piece" 6 start "2g Hh2n;" h 2 h 3 Enter Space
task "one piece, four steps" 8 start "2g Ed2n Ed3n Ed4n Ed5n" d 2 d 6 Enter Space
task "one piece, four steps (arrows)" 8 start "2g Ed2n Ed3n Ed4n Ed5n" Enter Up Up Up Up Enter Space
task "a push (enemy, its square, go, end)" 8 pos "3g dd6e Ed5n" d 6 e 6 Enter Space
task "a pull (piece, its square, go, pull, end)" 8 pos "3g Ed5e dd6s" d 5 e 5 Enter p Space
# The camel steps beside the dog and stays selected; then the enemy, where it
# goes: the keys of a one-step turn without its Space (5) and of a push (6).
task "a push with a piece already selected" 11 push "3g Md4n de5n Md5e" d 4 d 5 Enter e 5 e 6 Enter Space
# With the mouse: d2 is at column 17, row 15; d6 at row 7.
task "one piece, four steps (mouse)" 8 start "2g Ed2n Ed3n Ed4n Ed5n" click:17,15 click:17,7 click:17,7 Space
