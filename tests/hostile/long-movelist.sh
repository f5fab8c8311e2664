#!/bin/sh
# long-movelist.sh: an archive row whose movelist is over a million characters
# (84,000 legal turns, no third repetition) checks ok; the same row cut in
# the middle of a step is an error or illegal, not a crash.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
awk -v N=84000 -v FORMAT=archive -v ID=777 -f "$hostile_dir/gen-long-game.awk" > long.txt ||
	fail "could not generate the archive"
[ "$(wc -c < long.txt)" -gt 1000000 ] || exit 99
hostile_check 120 --check long.txt
[ "$status" -eq 0 ] || fail "long.txt: status $status, expected 0"
expect_line 'long.txt#777: ok: unfinished, gold to move (record: silver wins on time)'
# the row cut after 600,000 bytes, ending in a move that is not notation
head -c 600000 long.txt > cut.txt
printf ' Zz9q\t\n' >> cut.txt
hostile_check 120 --check cut.txt
[ "$status" -eq 1 ] || fail "cut.txt: status $status, expected 1"
expect_match '^cut.txt#777: (illegal|error): '
exit 0
