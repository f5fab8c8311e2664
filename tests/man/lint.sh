#!/bin/sh
# lint.sh: the manual renders without a warning: groff -man -ww -z and
# mandoc -T lint, each when it is installed; skipped (77) when neither is.
top_srcdir=${top_srcdir:-.}
man=$top_srcdir/man/arimaa.6
ran=0
status=0
if command -v groff > /dev/null 2>&1; then
	ran=1
	out=$(groff -man -ww -z "$man" 2>&1)
	if [ $? -ne 0 ] || [ -n "$out" ]; then
		echo "FAIL: groff -man -ww -z:"
		printf '%s\n' "$out"
		status=1
	fi
fi
if command -v mandoc > /dev/null 2>&1; then
	ran=1
	out=$(mandoc -T lint "$man" 2>&1)
	if [ $? -ne 0 ] || [ -n "$out" ]; then
		echo "FAIL: mandoc -T lint:"
		printf '%s\n' "$out"
		status=1
	fi
fi
if [ $ran -eq 0 ]; then
	echo "neither groff nor mandoc is installed: skipped"
	exit 77
fi
[ $status -eq 0 ] && echo "ok: the manual lints clean"
exit $status
