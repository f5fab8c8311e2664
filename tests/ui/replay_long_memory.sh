#!/bin/sh
# replay_long_memory.sh (slow tier): issue 16's goal for a legal game of
# 40 MB (3,000,000 turns after the setups, from
# tests/hostile/gen-long-game.awk, no position seen a third time): under
# `ulimit -v`, `arimaa --check` of it answers within 512 MiB, and the
# replay viewer opens it within 1 GiB and goes to its end (G). Before, the
# check needed about 1.4 GB and the viewer about 2.8 GB; the viewer as the
# screens open it, with the game's tree (app/study.c), about 1.9 GB of
# address space until the tree's nodes were made smaller (288 bytes to 48
# and 4 a step): about 820 MiB now.
. "${top_srcdir:-.}/tests/ui/lib.sh"

if grep -qa __asan_init "$DRIVER"; then
	echo "SKIP: ulimit -v cannot bound a program built with AddressSanitizer"
	exit 77
fi
game="$TEST_HOME/long.txt"
awk -v N=3000000 -f "${top_srcdir:-.}/tests/hostile/gen-long-game.awk" > "$game" ||
	fail "could not make the game"
[ "$(wc -c < "$game")" -gt 40000000 ] || fail "the game is not 40 MB"

out=$( (ulimit -v 524288 && exec "$DRIVER" --check "$game") 2>&1 ) ||
	fail "--check under ulimit -v 512 MiB: $out"
[ "$out" = "$game: ok: unfinished, gold to move" ] || fail "--check said: $out"

# The viewer, through a wrapper that sets the limit before the program starts.
wrapper="$TEST_HOME/limited.sh"
printf '#!/bin/sh\nulimit -v 1048576 && exec %s "$@"\n' "$DRIVER" > "$wrapper"
chmod +x "$wrapper"
DRIVER=$wrapper
TIMEOUT=$((TIMEOUT * 4))
start -- --ascii --replay "$game"
wait_for "start of the game  (3000002 moves)"
keys G
wait_for "1500001s"
screen | grep -q EXITED && fail "the viewer ended"
keys q
exit 0
