#!/bin/sh
# huge-file.sh: a 100 MB file (a real game followed by 100 MB of move-like
# lines, and 100 MB of lines of text) gets a verdict in bounded memory and time.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
{ cat "$data_dir/cases/goal.txt"; yes '99g Ed2n Ed3n Ed4n Ed5n' | head -c 100000000; } > huge-moves.txt
yes 'The quick brown fox jumps over the lazy dog.' | head -c 100000000 > huge-text.txt
for f in huge-moves.txt huge-text.txt; do
	hostile_check 120 --check "$f"
	[ "$status" -eq 1 ] || fail "$f: status $status, expected 1 (not a legal game)"
	expect_match "^$f: (illegal|error): "
done
# the game ends by goal at 43g, so a move after it is an error or illegal, never ok
exit 0
