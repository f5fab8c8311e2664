#!/bin/sh
# term-small.sh: arimaa in a 10x5 window keeps running (a message instead of a
# board), then quits on SIGTERM with the terminal restored.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"
term_start 10 5
term_wait_screen
sleep 1
term_alive "in a 10x5 window"
tm send-keys -t t j k l Enter Escape ? >/dev/null
sleep 0.5
term_alive "after keys in a 10x5 window"
kill -TERM "$pid"
term_wait_exit 10
case $status in 0|1|143) ;; *) fail "status $status after SIGTERM";; esac
term_restored "after SIGTERM in a 10x5 window"
term_no_report
exit 0
