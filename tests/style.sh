#!/bin/sh
# tests/style.sh: keeps the one code style of the C sources (C11, as the
# core and notation were written): a pointer is tested as itself (p, !p),
# never compared with NULL; a loop declares its own counter
# (for (int i = 0; ...)), so no counter is declared at the top of a function
# and given its value later. Names each line that breaks either rule.
set -u
top=${top_srcdir:-.}
files=$(find "$top/src" "$top/tests" "$top/fuzz" "$top/bench" -name '*.[ch]' | sort)
status=0
if grep -nE '[!=]= NULL\b|\bNULL [!=]=' $files; then
	echo "style: test a pointer as itself (p or !p), not against NULL" >&2
	status=1
fi
if grep -nE '\bfor \([A-Za-z_][A-Za-z0-9_]* = ' $files; then
	echo "style: declare the loop counter in the loop: for (int i = 0; ...)" >&2
	status=1
fi
exit $status
