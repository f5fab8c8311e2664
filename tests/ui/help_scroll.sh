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
# row2 OP TEXT: waits until the screen's row 2 is (=) or is not (!=) TEXT.
row2() {
	i=0
	until [ "$(screen | sed -n 2p)" "$1" "$2" ]; do
		i=$((i + 1))
		[ $i -lt $((TIMEOUT * 20)) ] || return 1
		sleep 0.05
	done
}
keys G
row2 != "$first" || fail "G did not scroll"
keys g
row2 = "$first" || fail "g did not go back to the top"
keys j
row2 != "$first" || fail "j did not scroll"
keys x
wait_for "A sets up (move 1g)"
echo "ok: the help scrolls and any other key goes back"
