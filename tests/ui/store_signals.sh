#!/bin/sh
# store_signals.sh: SIGTERM, SIGHUP and SIGINT during play save the
# game and restore the terminal before the program dies of the signal:
# the pane leaves the alternate screen with the cursor shown, and the
# autosave holds every completed move.
. "${top_srcdir:-.}/tests/ui/lib.sh"

autosave="$XDG_STATE_HOME/arimaa/autosave.txt"

# play_two: the setups and 2g, then a step of 2s left unfinished.
play_two() {
	wait_for "Gold sets up (move 1g)"
	prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
	wait_for "Silver sets up"
	prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
	wait_for "Gold to move (2g)"
	prompt "Ed2n Ed3n Ed4n Dg2n"
	wait_for "Silver to move (2s)"
	[ "$(pane_flag alternate_on)" = 1 ] || fail "curses is not on the alternate screen"
}

# check_restored STATUS: the program died with STATUS and left the terminal as it found it.
check_restored() {
	wait_for "EXITED:$1"
	[ "$(pane_flag alternate_on)" = 0 ] || fail "still on the alternate screen after exit $1"
	[ "$(pane_flag cursor_flag)" = 1 ] || fail "the cursor is still hidden after exit $1"
	[ "$(pane_flag keypad_cursor_flag)" = 0 ] || fail "the keypad is still in application mode after exit $1"
	grep -qF "2g Ed2n Ed3n Ed4n Dg2n" "$autosave" || fail "2g not in the autosave after exit $1"
	grep -q "^2s" "$autosave" && fail "an unfinished turn was saved"
	rm -f "$autosave"
}

start -- --ascii
play_two
kill -TERM "$(prog_pid)"
check_restored 143

start -- --ascii
play_two
kill -HUP "$(prog_pid)"
check_restored 129

start -- --ascii
play_two
# (Ctrl-C in the pane would also stop the shell that reports the exit status.)
kill -INT "$(prog_pid)"
check_restored 130
echo "ok"
