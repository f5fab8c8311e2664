#!/bin/sh
# long-game-memory.sh: memory does not grow with the record by much more
# than the record itself (issue 16). `arimaa --check` of a legal game of
# 100,000 turns after the setups (1.2 MB, every position distinct or seen
# twice) runs under `ulimit -v` of 4 MiB for the program plus 24 bytes per
# byte of input; it took about 50 (each move kept whole, 272 bytes, and the
# repetition table at 56 bytes a slot), and takes about 17 now. The figures
# for any size come from `make bench-memory` (bench/mem_bench.c).
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
if [ "$hostile_asan" = yes ]; then
	echo "SKIP: ulimit -v cannot bound a program built with AddressSanitizer"
	exit 77
fi
awk -v N=100000 -f "$hostile_dir/gen-long-game.awk" > long.txt || fail "could not generate the game"
[ "$(wc -l < long.txt)" -eq 100002 ] || exit 99
size=$(wc -c < long.txt)
HOSTILE_MEM_KB=$((4096 + size * 24 / 1024))
hostile_check 120 --check long.txt
[ "$status" -eq 0 ] || fail "long.txt under ulimit -v $HOSTILE_MEM_KB KiB: status $status, expected 0"
expect_line 'long.txt: ok: unfinished, gold to move'
exit 0
