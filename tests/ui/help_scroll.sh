#!/bin/sh
# help_scroll.sh: the help screen's keys, from the bindings table: G goes
# to the end, g back to the top, j a line down, and any other key back to
# the screen below.
. "${top_srcdir:-.}/tests/ui/lib.sh"
start -- --ascii --gold A --silver B
wait_for "A sets up"
keys '?'
wait_for "PLAYING"
first=$(screen | sed -n 2p)
keys G
sleep 0.5
last=$(screen | sed -n 2p)
[ "$first" != "$last" ] || fail "G did not scroll"
keys g
sleep 0.5
[ "$(screen | sed -n 2p)" = "$first" ] || fail "g did not go back to the top"
keys j
sleep 0.5
[ "$(screen | sed -n 2p)" != "$first" ] || fail "j did not scroll"
keys x
wait_for "A sets up (move 1g)"
echo "ok: the help scrolls and any other key goes back"
