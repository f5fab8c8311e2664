#!/bin/sh
# replay_long_memory.sh (slow tier): issue 16's goal for the worst file the
# program reads: a legal game of exactly 64 MiB (the file limit,
# LOAD_MAX_SIZE), 4,952,209 one-step turns after the setups, every
# position after every turn new, so that the repetition table keeps a
# board for each (tests/hostile/gen-new-positions.awk). Issue 16's goal is
# that such a file is checked within 512 MiB of address space and viewed
# within 1 GiB; the test holds the program to 6 and 14 bytes a byte of
# input (384 and 896 MiB), so that it fails on the code before: there the
# check needed 511 to 514 MiB (the move lines copied and indexed before the
# replay, the repetition table's boards grown by half, with room for up to
# a third more) and the viewer 1023 MiB (the game's tree grown by
# doubling). Now the check reads the moves as a stream and needs about
# 300 MiB (4.7 bytes a byte), the viewer about 840 MiB (13).
# This test replaces the one of the 49 MB game of
# tests/hostile/gen-long-game.awk, whose second half repeats its first and
# which needed less a byte.
. "${top_srcdir:-.}/tests/ui/lib.sh"

if grep -qa __asan_init "$DRIVER"; then
	echo "SKIP: ulimit -v cannot bound a program built with AddressSanitizer"
	exit 77
fi
game="$TEST_HOME/long.txt"
awk -f "${top_srcdir:-.}/tests/hostile/gen-new-positions.awk" > "$game" ||
	fail "could not make the game"
size=$(wc -c < "$game")
[ "$size" -eq 67108864 ] || fail "the game is $size bytes, not 64 MiB"
lines=$(wc -l < "$game")
[ "$lines" -eq 4952211 ] || fail "the game has $lines lines, not 4952211"
tail -n 1 "$game" | grep -q '^2476106g ' || fail "the last move is not 2476106g"
check_kib=393216 view_kib=917504

out=$( (ulimit -v "$check_kib" && exec "$DRIVER" --check "$game") 2>&1 ) ||
	fail "--check under ulimit -v $check_kib KiB: $out"
[ "$out" = "$game: ok: unfinished, silver to move" ] || fail "--check said: $out"

# The same game as an annotated record (one tag line before it, its last
# move dropped to stay within 64 MiB), checked within issue 16's 512 MiB:
# the check's reader keeps the tree's shape and the core game's last moves
# (it passes under 445,000 KiB, 6.8 bytes a byte). The code before kept the whole tree
# beside a core game of every move and needed about 890 MB (out of memory
# under 512 MiB).
ann="$TEST_HOME/annotated.txt"
{ echo '[Event "x"]'; sed '$d' "$game"; } > "$ann" || fail "could not make the annotated game"
ann_kib=524288
out=$( (ulimit -v "$ann_kib" && exec "$DRIVER" --check "$ann") 2>&1 ) ||
	fail "--check of the annotated game under ulimit -v $ann_kib KiB: $out"
[ "$out" = "$ann: ok: unfinished, gold to move" ] || fail "--check of the annotated game said: $out"
# FILE#1 finds where the file's games begin (load_narrow) with the same
# reader: within 512 MiB too (it read each game's tree, 871 MiB, before).
out=$( (ulimit -v "$ann_kib" && exec "$DRIVER" --check "$ann#1") 2>&1 ) ||
	fail "--check of the annotated game #1 under ulimit -v $ann_kib KiB: $out"
[ "$out" = "$ann#1: ok: unfinished, gold to move" ] || fail "--check of the annotated game #1 said: $out"

# The viewer, through a wrapper that sets the limit (KiB) before the
# program starts, opened on FILE (START shown) and taken to its end, where
# LAST is shown.
wrapper="$TEST_HOME/limited.sh"
real_driver=$DRIVER
DRIVER=$wrapper
# Reading 64 MiB into the viewer is slow: on CI's 2-core machine, another
# test beside it, 40 s was once too little.
TIMEOUT=$((TIMEOUT * 8))
view_to_end() { # FILE KIB START LAST
	printf '#!/bin/sh\nulimit -v %s && exec %s "$@"\n' "$2" "$real_driver" > "$wrapper"
	chmod +x "$wrapper"
	start -- --ascii --replay "$1"
	wait_for "$3"
	keys G
	wait_for "$4"
	screen | grep -q EXITED && fail "the viewer of $1 ended under ulimit -v $2 KiB"
	keys q
}
view_to_end "$game" "$view_kib" "start of the game  (4952211 moves)" "2476106g"
# The annotated game in the viewer (its tree), to its end, within issue
# 16's 1 GiB (about 960 MiB needed).
view_to_end "$ann" 1048576 "start of the game" "2476105s"
exit 0
