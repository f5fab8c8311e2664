#!/bin/sh
# long-game-memory.sh: memory does not grow with the record by much more
# than the record itself (issue 16). `arimaa --check` of a legal game of
# 300,000 turns after the setups (3.8 MB, no position seen a third time)
# runs under `ulimit -v` of 4 MiB for the program plus 12 bytes per byte of
# input (it needs about 10 at this size, where the tables' doubling weighs
# most; about 8 for 40 MB); it took about 50 before (each move kept whole,
# 272 bytes, and the repetition table at 56 bytes a slot). A 64 MiB game,
# every position new, checked and viewed, is the slow tier's
# (tests/ui/replay_long_memory.sh);
# the figures for any size come from `make bench-memory` (bench/mem_bench.c).
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
if [ "$hostile_asan" = yes ]; then
	echo "SKIP: ulimit -v cannot bound a program built with AddressSanitizer"
	exit 77
fi
awk -v N=300000 -f "$hostile_dir/gen-long-game.awk" > long.txt || fail "could not generate the game"
[ "$(wc -l < long.txt)" -eq 300002 ] || exit 99
size=$(wc -c < long.txt)
HOSTILE_MEM_KB=$((4096 + size * 12 / 1024))
hostile_check 120 --check long.txt
[ "$status" -eq 0 ] || fail "long.txt under ulimit -v $HOSTILE_MEM_KB KiB: status $status, expected 0"
expect_line 'long.txt: ok: unfinished, gold to move'
exit 0
