#!/bin/sh
# term-resize.sh: fifty rapid resizes, down to 1x1 and up to 300x100, do not
# crash arimaa; it then quits on SIGTERM with the terminal restored.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"
# Names given, so that no names prompt takes the keys: the setup screen's m
# answers "mirrored".
TERM_ARGS="--gold Gold --silver Silver"
term_start 80 24
term_wait_screen
for s in 79x23 1x1 300x100 10x5 40x12 2x50 200x3 80x24 20x20 1x80 \
	81x25 120x40 30x10 5x5 100x30 64x20 11x6 150x50 33x9 80x24; do
	tm resize-window -t t -x "${s%x*}" -y "${s#*x}" 2>/dev/null
	kill -WINCH "$pid" 2>/dev/null
done
i=0
while [ $i -lt 30 ]; do
	tm resize-window -t t -x $((20 + i * 3)) -y $((5 + i)) 2>/dev/null
	i=$((i + 1))
done
tm resize-window -t t -x 80 -y 24
# A key with an answer: once it shows, arimaa has handled the resizes.
term_key_until m "mirrored"
term_alive "after rapid resizing"
kill -TERM "$pid"
term_wait_exit 10
[ "$how" = "signal 15" ] || fail "after SIGTERM arimaa ended by '$how', not by the signal"
term_restored "after resizing"
term_no_report
exit 0
