#!/bin/sh
# term-small.sh: arimaa in a 10x5 window keeps running (a message instead of a
# board) and ignores keys there; grown to 80x24 it answers them again; it
# dies of SIGTERM with the terminal restored.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"
# Names given, so that no names prompt takes the keys: the setup screen's m
# answers "mirrored".
TERM_ARGS="--gold Gold --silver Silver"
term_start 10 5
term_wait_screen
term_wait_text "enlarge"
term_alive "in a 10x5 window"
tm send-keys -t t j k l Enter Escape ? >/dev/null
# Back to a size that fits, then a key with an answer: once it shows, the
# keys sent in the small window were read before it.
tm resize-window -t t -x 80 -y 24
term_key_until m "mirrored"
term_alive "after keys in a 10x5 window"
kill -TERM "$pid"
term_wait_exit 10
[ "$how" = "signal 15" ] || fail "after SIGTERM arimaa ended by '$how', not by the signal"
term_restored "after SIGTERM in a 10x5 window"
term_no_report
exit 0
