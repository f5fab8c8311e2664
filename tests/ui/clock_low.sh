#!/bin/sh
# clock_low.sh: the low-time warning (issue 21), as arimaa.com's client
# gives it: the mover's clock row turns yellow and ends in "!" under 30 s,
# red and "!!" under 10 s (the marks read without colours too); the other
# side's row stays plain; --bell rings the terminal's bell at each.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii --gold Ann --silver Bob --time-control 12s/0 --bell
t set-hook -g alert-bell "run-shell 'echo bell >> $TEST_HOME/bells'" 2>/dev/null
t set-option -g monitor-bell on 2>/dev/null
t set-option -g bell-action any 2>/dev/null
wait_for "Hand over to Ann"
keys Enter
wait_gone "Hand over to Ann"
keys a
wait_for "Bob sets up"
keys a
wait_for "Ann to move"
# 12 s to move: under 30 s at once.
wait_for "> Ann     move 0:1"
row=$(screen | grep -F "> Ann     move")
case $row in *" !") ;; *) fail "no mark under 30 s: '$row'";; esac
screen | grep -F "  Bob     move" | grep -qF "!" && fail "the other side's clock is marked"
# In colour: yellow (SGR 33) on the mover's row.
t capture-pane -e -p -t ui | grep -F "Ann     move" | grep -q '\[[0-9;]*33[;m]' ||
	fail "the row under 30 s is not yellow: $(t capture-pane -e -p -t ui | grep -F 'Ann     move' | od -c | head -5)"
# Under 10 s: "!!" and red (SGR 31).
wait_for "> Ann     move 0:09"
row=$(screen | grep -F "> Ann     move")
case $row in *" !!") ;; *) fail "no mark under 10 s: '$row'";; esac
t capture-pane -e -p -t ui | grep -F "Ann     move" | grep -q '\[[0-9;]*31[;m]' || fail "the row under 10 s is not red"
# The bell rang twice: at 30 s and at 10 s.
if [ -e "$TEST_HOME/bells" ]; then
	n=$(wc -l < "$TEST_HOME/bells")
	[ "$n" -eq 2 ] || fail "the bell rang $n times, not 2"
else
	fail "the bell never rang"
fi
echo ok
