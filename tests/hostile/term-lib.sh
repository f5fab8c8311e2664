# term-lib.sh: sourced by the terminal tests after lib.sh: a private tmux
# server, and arimaa started in a pane through a wrapper that records its
# process id, its exit status and the terminal modes before it ran.

TMUX_BIN=${TMUX_BIN:-$(command -v tmux || true)}
[ -n "$TMUX_BIN" ] && [ -x "$TMUX_BIN" ] || { echo "SKIP: tmux is not installed"; exit 77; }
unset TMUX
nsock=0
sock="arimaa-hostile-$$-0"
tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
pid=
trap 'tm kill-server 2>/dev/null; [ -z "$pid" ] || kill -KILL "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT

# term_server: ends the tmux server of the last test, if any, and names a
# fresh one (a server just killed may still hold its socket for a moment).
term_server()
{
	tm kill-server 2>/dev/null
	nsock=$((nsock + 1))
	sock="arimaa-hostile-$$-$nsock"
}

# waitstatus writes how arimaa ended ("exit N" or "signal N") to $tmp/how.
WAITSTATUS=$top_builddir/tests/hostile/waitstatus
[ -x "$WAITSTATUS" ] || { echo "FAIL: $WAITSTATUS is not built"; exit 99; }

# term_start WIDTH HEIGHT [VAR=VALUE...]: starts arimaa (with the options in
# $TERM_ARGS, none by default) in a new tmux session of that size with
# those environment settings. The pane's shell, the session leader, first
# runs $TERM_PRELUDE (a shell command, none by default).
term_start()
{
	w=$1 h=$2
	shift 2
	cat > "$tmp/run.sh" <<EOT
#!/bin/sh
${TERM_PRELUDE:-}
cd "$tmp"
stty -a > "$tmp/before"
"$WAITSTATUS" "$tmp/how" env "\$@" sh -c 'echo \$\$ > "$tmp/pid"; exec "$ARIMAA" ${TERM_ARGS:-} 2> "$tmp/err"'
how=\$(cat "$tmp/how")
case \$how in "signal "*) s=\$((128 + \${how#signal })) ;; *) s=\${how#exit } ;; esac
echo \$s > "$tmp/status.new" && mv "$tmp/status.new" "$tmp/status"
exec sleep 600
EOT
	chmod +x "$tmp/run.sh"
	rm -f "$tmp/pid" "$tmp/status" "$tmp/before"
	term_server
	tm new-session -d -s t -x "$w" -y "$h" "$tmp/run.sh" "$@" || fail "tmux could not start"
	tm set-option -t t remain-on-exit on >/dev/null 2>&1
	i=0
	while [ ! -s "$tmp/pid" ]; do
		i=$((i + 1)); [ $i -lt 100 ] || fail "arimaa did not start"
		sleep 0.1
	done
	pid=$(cat "$tmp/pid")
}

# term_pane FORMAT: a tmux format of the pane (#{alternate_on}, #{pane_tty}...).
term_pane() { tm display-message -p -t t "$1"; }

# term_wait_screen: waits until arimaa has switched to its full screen.
term_wait_screen()
{
	i=0
	while [ "$(term_pane '#{alternate_on}')" != 1 ]; do
		[ -e "$tmp/status" ] && fail "arimaa exited (status $(cat "$tmp/status")) instead of opening its screen"
		i=$((i + 1)); [ $i -lt 100 ] || fail "arimaa did not open its screen within 10 s"
		sleep 0.1
	done
}

# term_wait_text TEXT: waits until TEXT (a fixed string) is in the pane.
term_wait_text()
{
	i=0
	until tm capture-pane -p -t t | grep -qF -- "$1"; do
		[ -e "$tmp/status" ] && fail "arimaa exited (status $(cat "$tmp/status")) before showing: $1"
		i=$((i + 1))
		if [ $i -ge 100 ]; then
			tm capture-pane -p -t t >&2
			fail "not on the screen within 10 s: $1"
		fi
		sleep 0.1
	done
}

# term_key_until KEY TEXT: sends KEY until TEXT shows (at most 10 s). A key
# that arrives while arimaa still sees a window too small is ignored, as it
# should be, so one key alone could be lost after a resize.
term_key_until()
{
	i=0
	until tm capture-pane -p -t t | grep -qF -- "$2"; do
		[ -e "$tmp/status" ] && fail "arimaa exited (status $(cat "$tmp/status")) before showing: $2"
		[ $((i % 5)) -eq 0 ] && tm send-keys -t t "$1" >/dev/null
		i=$((i + 1)); [ $i -lt 100 ] || fail "no answer to the key $1 within 10 s: $2"
		sleep 0.1
	done
}

# term_wait_exit SECONDS: waits for arimaa to exit; sets $status (128 + N
# for a death by signal N) and $how ("exit N" or "signal N").
term_wait_exit()
{
	i=0
	while [ ! -e "$tmp/status" ]; do
		i=$((i + 1)); [ $i -lt $(($1 * 10)) ] || fail "arimaa did not exit within $1 s"
		sleep 0.1
	done
	status=$(cat "$tmp/status")
	how=$(cat "$tmp/how")
}

# term_alive: fails unless arimaa is still running.
term_alive()
{
	[ ! -e "$tmp/status" ] || fail "arimaa exited with status $(cat "$tmp/status") $1"
	kill -0 "$pid" 2>/dev/null || fail "arimaa is gone $1"
}

# term_restored WHAT: fails unless the terminal is as it was before arimaa ran:
# the same modes (stty), the normal screen, the cursor visible.
term_restored()
{
	stty -a -F "$(term_pane '#{pane_tty}')" > "$tmp/after" 2>/dev/null ||
		stty -a < "$(term_pane '#{pane_tty}')" > "$tmp/after"
	# the window's size is the test's doing, not a mode to restore
	sed -i 's/rows [0-9]*; columns [0-9]*;//' "$tmp/before" "$tmp/after"
	cmp -s "$tmp/before" "$tmp/after" || { diff "$tmp/before" "$tmp/after" >&2; fail "terminal modes not restored $1"; }
	[ "$(term_pane '#{alternate_on}')" = 0 ] || fail "still on the alternate screen $1"
	[ "$(term_pane '#{cursor_flag}')" = 1 ] || fail "cursor left hidden $1"
}

# term_no_report: fails if arimaa wrote a sanitizer report.
term_no_report()
{
	if grep -q 'Sanitizer\|runtime error:' "$tmp/err" 2>/dev/null; then cat "$tmp/err" >&2; fail "sanitizer report"; fi
}
