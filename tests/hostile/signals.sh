#!/bin/sh
# signals.sh: SIGINT, SIGTERM and SIGHUP during play end arimaa with the
# terminal restored; SIGTSTP restores the terminal while it is stopped and
# SIGCONT brings the screen back.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"
for sig in INT TERM HUP; do
	term_start 80 24
	term_wait_screen
	sleep 0.3
	kill -s "$sig" "$pid"
	term_wait_exit 10
	case $sig:$status in INT:130|TERM:143|HUP:129|*:0|*:1) ;; *) fail "status $status after SIG$sig";; esac
	term_restored "after SIG$sig"
	term_no_report
	tm kill-server
done
term_start 80 24
term_wait_screen
sleep 0.3
kill -TSTP "$pid"
i=0
while [ "$(term_pane '#{alternate_on}')" != 0 ]; do
	i=$((i + 1)); [ $i -lt 50 ] || fail "the screen stayed up after SIGTSTP"
	sleep 0.1
done
sleep 0.3
[ ! -e "$tmp/status" ] || fail "arimaa exited on SIGTSTP (status $(cat "$tmp/status"))"
term_restored "while stopped by SIGTSTP"
kill -CONT "$pid"
term_wait_screen
term_alive "after SIGCONT"
kill -TERM "$pid"
term_wait_exit 10
term_restored "after SIGTSTP, SIGCONT and SIGTERM"
term_no_report
exit 0
