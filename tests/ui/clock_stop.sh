#!/bin/sh
# clock_stop.sh: Ctrl-Z in a timed game stops the program and its clocks:
# after fg the pause screen is up (as P shows it) and the clock of the
# player to move shows the time it had when it stopped, not minus the
# seconds it was stopped; Enter goes on with the clock running again.
# Job control needs an interactive shell: arimaa runs as a foreground job
# of bash in the pane.
. "${top_srcdir:-.}/tests/ui/lib.sh"
command -v bash >/dev/null || { echo "no bash: skipped"; exit 77; }

t new-session -d -s ui -x 100 -y 30 \
	"env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 HOME=$TEST_HOME XDG_DATA_HOME=$XDG_DATA_HOME XDG_STATE_HOME=$XDG_STATE_HOME PS1='ready> ' bash --norc --noprofile -i" ||
	fail "tmux did not start"
first_wait=0
wait_for "ready>"
type_text "$DRIVER --ascii --gold Ann --silver Bob --time-control 2/0; echo EXITED:\$?"
keys Enter
wait_for "Hand over to Ann."
keys Enter
wait_for "> Ann     move 1:5"
# secs MARK: the seconds left on Ann's move clock, marked > or =
secs() { screen | sed -n "s/^.*$1 Ann *move \([0-9]*\):\([0-9][0-9]\).*$/\1 \2/p" | head -n 1 | {
	read -r m s && echo $((m * 60 + ${s#0})); }; }
before=$(secs ">")
keys C-z
wait_for "Stopped"
wait_for "ready>"
sleep 4
type_text "fg"
keys Enter
wait_for "PAUSED: both clocks are stopped"
# Four seconds went while stopped: a clock that ran on would show them gone.
wait_for "= Ann     move 1:"
after=$(secs "=")
[ -n "$before" ] && [ -n "$after" ] || fail "no clock read ($before, $after)"
[ $((before - after)) -le 2 ] || fail "the clock ran while the program was stopped: $before s, then $after s"
keys Enter
wait_for "> Ann     move 1:"
echo "ok"
