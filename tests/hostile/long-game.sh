#!/bin/sh
# long-game.sh: a legal game of 10,000 turns after the setups, in which no
# position occurs a third time, checks ok (unfinished, Gold to move) quickly
# and in bounded memory.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
awk -v N=10000 -f "$hostile_dir/gen-long-game.awk" > long.txt || fail "could not generate the game"
[ "$(wc -l < long.txt)" -eq 10002 ] || exit 99
hostile_check 60 --check long.txt
[ "$status" -eq 0 ] || fail "long.txt: status $status, expected 0"
expect_line 'long.txt: ok: unfinished, gold to move'
# without its last turn, Silver is to move
sed '$d' long.txt > long-odd.txt
hostile_check 60 --check long-odd.txt
[ "$status" -eq 0 ] || fail "long-odd.txt: status $status, expected 0"
expect_line 'long-odd.txt: ok: unfinished, silver to move'
exit 0
