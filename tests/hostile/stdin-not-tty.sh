#!/bin/sh
# stdin-not-tty.sh: the interactive mode with standard input not a terminal
# (a file, a pipe, /dev/null) prints a clear message and exits at once with
# status 1 or 2 (the command line treats it as a usage error).
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
for how in null pipe file; do
	status=0
	case $how in
	null) timeout -k 2 10 "$ARIMAA" </dev/null >out 2>err || status=$? ;;
	pipe) echo q | timeout -k 2 10 "$ARIMAA" >out 2>err || status=$? ;;
	file) cp "$data_dir/cases/goal.txt" in.txt; timeout -k 2 10 "$ARIMAA" <in.txt >out 2>err || status=$? ;;
	esac
	[ "$status" -ne 124 ] && [ "$status" -ne 137 ] || fail "$how: arimaa waited for a terminal"
	[ "$status" -eq 1 ] || [ "$status" -eq 2 ] || { cat err >&2; fail "$how: status $status, expected 1 or 2"; }
	grep -qi 'terminal' err || { cat err >&2; fail "$how: no message about the terminal on standard error"; }
	if grep -q "$(printf '\033')" out; then fail "$how: terminal escape sequences written to standard output"; fi
done
exit 0
