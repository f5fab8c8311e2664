#!/bin/sh
# regressions.sh: every input that once broke a fuzz target, given to
# `arimaa --check`: a verdict line, never a crash or a hang.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
for f in "$hostile_dir"/regress/*; do
	case $f in *.md) continue ;; esac
	[ -f "$f" ] || continue
	hostile_check 30 --check "$f"
done
exit 0
