#!/bin/sh
# term-gone.sh: the terminal goes away without a SIGHUP reaching arimaa:
# its shell, the pty's session leader, ignores HUP, so the kernel's hangup
# signal stops there, and the pty's master is closed (the tmux server is
# killed). Reads then fail at once, forever; arimaa once spun on them at
# 30-60% CPU holding its autosave slot. Now it ends as SIGHUP ends it,
# promptly, with the game autosaved.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"

TERM_PRELUDE="trap '' HUP" TERM_ARGS="--gold Ann --silver Bob" term_start 80 24
# the shell outlives the pane (it ignores the hangup): end it at exit
shell=$(term_pane '#{pane_pid}')
trap 'tm kill-server 2>/dev/null; kill -KILL "$pid" "$shell" 2>/dev/null; rm -rf "$tmp"' EXIT
term_wait_screen
term_wait_text "Ann sets up"
term_key_until a "Bob sets up"
term_key_until a "Ann to move"
autosave="$tmp/state/arimaa/autosave.txt"
grep -q '^1s ' "$autosave" || fail "no autosave after the setups"
rm -f "$autosave"
# the master closes; the shell stays, ignoring the hangup
tm kill-server
term_wait_exit 5
[ "$how" = "signal 1" ] || fail "arimaa ended by '$how', not as SIGHUP ends it"
grep -q '^1s ' "$autosave" 2>/dev/null || fail "the game was not autosaved at the end"
term_no_report
exit 0
