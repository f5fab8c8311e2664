#!/bin/sh
# setup_remember.sh: the setup editor remembers each named player's last
# setup (issue 21): the next time that player sets up, on either side, it
# is shown first; d gives the default and L ("copy my last setup") brings
# it back; players without a name of their own are not remembered.
. "${top_srcdir:-.}/tests/ui/lib.sh"

setups="$XDG_STATE_HOME/arimaa/setups.txt"

# Ann plays the "wings" preset, Bob "corner cats" mirrored.
start -- --ascii --gold Ann --silver Bob
wait_for "Ann sets up"
keys 2
wait_for "preset: wings"
keys a
wait_for "Bob sets up"
keys 3 m
wait_for "mirrored"
keys a
wait_for "Ann to move"
grep -qx "Ann	RHDEMDHR RRCRRCRR" "$setups" || fail "Ann's setup is not remembered: $(cat "$setups")"
grep -qx "Bob	HDRMERDH CRRRRRRC" "$setups" || fail "Bob's setup is not remembered: $(cat "$setups")"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"

# The colours swapped: Bob (now Gold) sees his setup first, on ranks 2 and 1.
start -- --ascii --gold Bob --silver Ann
wait_for "resume the unfinished game"
keys n
wait_for "Bob's last setup, offered first"
expect_rank 2 "2 | H | D | R | M | E | R | D | H |"
expect_rank 1 "1 | C | R | R | R | R | R | R | C |"
# d, the default; L, his last setup again.
keys d
wait_for "preset: standard"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
keys L
wait_for "Bob's last setup: a accepts it"
expect_rank 2 "2 | H | D | R | M | E | R | D | H |"
keys a
# Ann, now Silver: her wings, seen from her own edge (front rank 7).
wait_for "Ann's last setup, offered first"
expect_rank 7 "7 | r | h | d | e | m | d | h | r |"
expect_rank 8 "8 | r | r | c | r | r | c | r | r |"
keys a
wait_for "Bob to move"
keys q
wait_for "(y/n)"
keys y
wait_for "EXITED:0"

# Gold and Silver, unnamed: nothing offered, nothing remembered.
before=$(cat "$setups")
start -- --ascii
wait_for "resume the unfinished game"
keys n
wait_for "no clock; Gold sets up"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
keys L
wait_for "setups are remembered for players with a name of their own"
keys a
wait_for "Silver sets up"
[ "$(cat "$setups")" = "$before" ] || fail "an unnamed player's setup was remembered"
echo ok
