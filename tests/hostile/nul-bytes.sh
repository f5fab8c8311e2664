#!/bin/sh
# nul-bytes.sh: NUL bytes inside a move, a header and a whole file of them,
# and a file of pseudo-random bytes: a clear verdict, never ok for a damaged
# move, never a NUL echoed to the output.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
# a NUL in the middle of the step "Ed2n" of move 2g of goal.txt
awk 'NR == 3 { sub(/^2g /, "2g E\001d2n ") } { print }' "$data_dir/cases/goal.txt" | tr '\001' '\000' > nul-move.txt
cmp -s nul-move.txt "$data_dir/cases/goal.txt" && exit 99
hostile_check 10 --check nul-move.txt
[ "$status" -eq 1 ] || fail "nul-move.txt: status $status, expected 1"
expect_match '^nul-move.txt: (illegal|error): '
head -c 1000000 /dev/zero > zeros.txt
hostile_check 10 --check zeros.txt
[ "$status" -eq 1 ] || fail "zeros.txt: status $status, expected 1"
expect_match '^zeros.txt: error: '
# deterministic pseudo-random bytes (a linear congruential generator)
awk 'BEGIN { x = 12345; for (i = 0; i < 200000; i++) { x = (x * 1103515245 + 12345) % 2147483648; printf "%c", int(x / 65536) % 256 } }' > random.bin
hostile_check 10 --check random.bin
[ "$status" -eq 1 ] || fail "random.bin: status $status, expected 1"
expect_match '^random.bin: (illegal|error): '
exit 0
