#!/bin/sh
# term-unknown.sh: TERM=dumb (no cursor addressing), an unknown TERM and no
# TERM at all: arimaa says so on standard error and exits 2, a usage error
# as the manual's EXIT STATUS says (it once exited 1), with the terminal
# untouched; it does not crash.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
. "$hostile_dir/term-lib.sh"
for t in TERM=dumb TERM=arimaa-no-such-terminal -u; do
	if [ "$t" = -u ]; then term_start 80 24 -u TERM; else term_start 80 24 "$t"; fi
	i=0
	while [ ! -e "$tmp/status" ]; do
		i=$((i + 1))
		[ $i -lt 100 ] || fail "$t: arimaa still runs after 10 s instead of saying the terminal cannot be used"
		sleep 0.1
	done
	status=$(cat "$tmp/status")
	[ "$status" -eq 2 ] || fail "$t: status $status, expected 2 (a usage error)"
	grep -qi 'term' "$tmp/err" || { cat "$tmp/err" >&2; fail "$t: no message about the terminal on standard error"; }
	term_restored "after $t"
	term_no_report
done
exit 0
