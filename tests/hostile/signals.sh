#!/bin/sh
# signals.sh: SIGINT, SIGTERM and SIGHUP during play end arimaa with the
# terminal restored, and it dies of the signal (its parent sees the signal,
# not an exit status); SIGTSTP restores the terminal while it is stopped and
# SIGCONT (fg in a job-control shell) brings the screen back.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"
for signum in INT:2 TERM:15 HUP:1; do
	sig=${signum%:*}
	term_start 80 24
	term_wait_screen
	term_wait_text "Gold sets up"
	kill -s "$sig" "$pid"
	term_wait_exit 10
	want="signal ${signum#*:}"
	[ "$how" = "$want" ] || fail "after SIG$sig arimaa ended by '$how', not by '$want'"
	term_restored "after SIG$sig"
	term_no_report
done
# SIGTSTP needs a shell with job control (in an orphaned process group the
# kernel discards it): arimaa runs as a foreground job of an interactive bash.
command -v bash >/dev/null || { echo "SKIP: no bash for the SIGTSTP test"; exit 77; }
rm -f "$tmp/pid" "$tmp/status"
term_server
tm new-session -d -s t -x 80 -y 24 "cd '$tmp' && exec env PS1='ready> ' bash --norc --noprofile -i" || fail "tmux could not start"
term_wait_text "ready>"
# bash goes on to the next command when the job stops: the status of the
# job's end comes from fg
tm send-keys -t t "sh -c 'echo \$\$ > pid; exec \"$ARIMAA\" 2> err'; echo \$? > stopped" Enter
i=0
while [ ! -s "$tmp/pid" ]; do
	i=$((i + 1)); [ $i -lt 100 ] || fail "arimaa did not start under bash"
	sleep 0.1
done
pid=$(cat "$tmp/pid")
term_wait_screen
term_wait_text "Gold sets up"
kill -TSTP "$pid"
i=0
until [ "$(cut -d ' ' -f 3 "/proc/$pid/stat" 2>/dev/null)" = T ]; do
	i=$((i + 1)); [ $i -lt 50 ] || fail "arimaa did not stop on SIGTSTP"
	sleep 0.1
done
[ "$(term_pane '#{alternate_on}')" = 0 ] || fail "the full screen stayed up while stopped by SIGTSTP"
[ "$(term_pane '#{cursor_flag}')" = 1 ] || fail "the cursor stayed hidden while stopped by SIGTSTP"
i=0
while [ ! -s "$tmp/stopped" ]; do
	i=$((i + 1)); [ $i -lt 50 ] || fail "bash did not see arimaa stop"
	sleep 0.1
done
[ "$(cat "$tmp/stopped")" = 148 ] || fail "bash saw status $(cat "$tmp/stopped") when arimaa stopped"
tm send-keys -t t "fg; echo \$? > status.new; mv status.new status" Enter
term_wait_screen
term_wait_text "Gold sets up"
term_alive "after SIGCONT (fg)"
kill -TERM "$pid"
term_wait_exit 10
[ "$(cat "$tmp/status")" = 143 ] || fail "status $(cat "$tmp/status") after SIGTERM (fg reports 128 + 15 for a death by SIGTERM)"
i=0
while [ "$(term_pane '#{alternate_on}')" != 0 ]; do
	i=$((i + 1)); [ $i -lt 20 ] || fail "still on the alternate screen after SIGTSTP, fg and SIGTERM"
	sleep 0.1
done
term_no_report
exit 0
