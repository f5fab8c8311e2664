#!/bin/sh
# fake-engine.sh MODE SCRIPT: a fake AEI engine for the controller's tests.
# It speaks the protocol correctly and answers each go with the next move
# of SCRIPT (a bare move list, one labelled move a line), counting the
# moves it was sent since newgame. From its fifth move on (or the move
# after the first $FAKE_AFTER moves of the game), MODE makes it misbehave:
#   ok       plays the script
#   illegal  sends a move with five steps
#   silent   never answers go and stops reading; ignores SIGTERM, so only
#            SIGKILL ends it (its process id goes to $FAKE_PIDFILE if set)
#   crash    logs a line and kills itself with SIGSEGV
#   garbage  logs a line and sends a line that is not AEI
#   flood    sends 200000 info lines before every bestmove
#   long     sends a log line of a million bytes, then plays on
#   longmove sends a bestmove line of half a million bytes
#   takeback sends "bestmove takeback" (not a move: it must not erase one)
#   resign   sends its move followed by the word resign
#   labelled sends its move with its label ("3s ...")
#   slowread from the start: its input pipe made one page small (by
#            $FAKE_PIPESMALL, tests/aei/pipe_small, if set), then reads
#            one line each $FAKE_SLOW seconds (0.5) after the handshake
#   escape   from the start: writes a title and ESCAPED to /dev/tty, and
#            starts two processes that outlive it, one in a session of
#            its own (setsid), one left to be adopted; their process ids
#            are appended to $FAKE_PIDFILE
# It answers go ponder at once too, with the move it would play next (a
# controller must drop that answer). With $FAKE_LOG set, it appends every
# line it reads to that file.
mode=$1
script=$2
n=0
ready=0
# escape: what an engine must not be able to do
escape() {
	{ printf '\033]2;escaped\007ESCAPED' > /dev/tty; } 2>/dev/null
	pidfile=${FAKE_PIDFILE:-/dev/null}
	setsid sh -c 'echo $$ >> "$1"; exec sleep 1000' sh "$pidfile" < /dev/null > /dev/null 2>&1 &
	(sh -c 'echo $$ >> "$1"; exec sleep 1000' sh "$pidfile" < /dev/null > /dev/null 2>&1 &)
}
[ "$mode" = escape ] && escape
[ "$mode" = slowread ] && [ -n "$FAKE_PIPESMALL" ] && "$FAKE_PIPESMALL"
while IFS= read -r line; do
	[ -n "$FAKE_LOG" ] && printf '%s\n' "$line" >> "$FAKE_LOG"
	[ "$mode" = slowread ] && [ "$ready" = 1 ] && sleep "${FAKE_SLOW:-0.5}"
	case $line in
	aei)
		echo "protocol-version 1"
		echo "id name fake-$mode"
		echo "id author the arimaa tests"
		echo "aeiok" ;;
	isready) echo "readyok"; ready=1 ;;
	newgame) n=0 ;;
	"makemove "*) n=$((n + 1)) ;;
	setoption*|setposition*|stop) ;;
	go|"go ponder")
		[ "$mode" = escape ] && escape
		move=$(sed -n "$((n + 1))p" "$script" | cut -d' ' -f2-)
		echo "log thinking about move $((n + 1))"
		if [ "$n" -ge "${FAKE_AFTER:-4}" ]; then
			case $mode in
			illegal) move="Ed2n Ed3n Ed4n Ed5n Ed6n" ;;
			silent)
				[ -n "$FAKE_PIDFILE" ] && echo $$ > "$FAKE_PIDFILE"
				trap '' TERM
				exec sleep 1000 ;;
			crash) echo "log about to crash"; kill -SEGV $$ ;;
			garbage) echo "log here comes garbage"; printf '\001\033[2Jnonsense\n'; continue ;;
			long) awk 'BEGIN { printf "log "; for (i = 0; i < 100000; i++) printf "0123456789"; print "" }' ;;
			takeback) move="takeback" ;;
			resign) move="$move resign" ;;
			labelled) move=$(sed -n "$((n + 1))p" "$script") ;;
			longmove) awk 'BEGIN { printf "bestmove "; for (i = 0; i < 100000; i++) printf "Ed2n "; print "" }'; continue ;;
			esac
		fi
		if [ "$mode" = flood ]; then
			awk 'BEGIN { for (i = 0; i < 200000; i++) print "info nodes " i }'
		fi
		echo "bestmove $move" ;;
	quit) exit 0 ;;
	*) echo "log Error: unrecognized message"; exit 1 ;;
	esac
done
