#!/bin/sh
# replay_long_memory.sh (slow tier): issue 16's goal for the longest legal
# game tests/hostile/gen-long-game.awk makes (3,538,943 turns after the
# setups, 49 MB, no position seen a third time): under `ulimit -v` at
# the goal's ratio to the file's size (512 MiB and 1 GiB for a file of 64
# MiB: 8 and 16 bytes of address space a byte, 373 and 747 MiB here),
# `arimaa --check` of it answers, and the replay viewer opens it and goes
# to its end (G). The viewer needed 800 to 850 MiB before the steps below,
# 600 at most after them. Before, a game of 40 MB
# (3,000,000 turns) needed about 1.4 GB for the check and 2.8 GB for the
# viewer; the viewer as the screens open it, with the game's tree
# (app/study.c), about 1.9 GB of address space until the tree's nodes were
# made smaller (288 bytes to 48 and 4 a step), and about 820 MiB until a
# record's lines were freed once replayed, a game's move made 56 bytes (96)
# and the repetition table's slot 8 (16).
. "${top_srcdir:-.}/tests/ui/lib.sh"

if grep -qa __asan_init "$DRIVER"; then
	echo "SKIP: ulimit -v cannot bound a program built with AddressSanitizer"
	exit 77
fi
game="$TEST_HOME/long.txt"
awk -v N=3538943 -f "${top_srcdir:-.}/tests/hostile/gen-long-game.awk" > "$game" ||
	fail "could not make the game"
size=$(wc -c < "$game")
[ "$size" -gt 48000000 ] || fail "the game is not 48 MB"
check_kib=$((size * 8 / 1024)) view_kib=$((size * 16 / 1024))

out=$( (ulimit -v "$check_kib" && exec "$DRIVER" --check "$game") 2>&1 ) ||
	fail "--check under ulimit -v $check_kib KiB: $out"
[ "$out" = "$game: ok: unfinished, silver to move" ] || fail "--check said: $out"

# The viewer, through a wrapper that sets the limit before the program starts.
wrapper="$TEST_HOME/limited.sh"
printf '#!/bin/sh\nulimit -v %s && exec %s "$@"\n' "$view_kib" "$DRIVER" > "$wrapper"
chmod +x "$wrapper"
DRIVER=$wrapper
TIMEOUT=$((TIMEOUT * 4))
start -- --ascii --replay "$game"
wait_for "start of the game  (3538945 moves)"
keys G
wait_for "1769473g"
screen | grep -q EXITED && fail "the viewer ended"
keys q
exit 0
