#!/bin/sh
# clock_playon.sh: playing on from an archive game asks which clock to go
# on with. "The game's clock" starts from the reserves the game had at
# that move: game 669122 (15s/2m30s/100, Gold bot_dolores_v1, Silver
# browni3141) says in its events "after 20b, move used:11 wresv:55
# bresv:30", so after 20s Gold has 0:15 a move and 0:55 of reserve and
# Silver 0:30 (it once showed reserves as if every move had taken no
# time). A preset instead starts afresh from that move: standard
# (2/2/100/10/8) gives both 2:00 of reserve.
. "${top_srcdir:-.}/tests/ui/lib.sh"

arch="$TEST_HOME/one.txt"
head -n 2 "${top_srcdir:-.}/tests/data/allgames202602.txt" > "$arch" || fail "cannot write the archive"

# play_on: opens the game after 20s and plays on from there, to the
# question of the clock.
play_on() {
	start -- --ascii "$arch#669122"
	wait_for "replay: bot_dolores_v1 vs browni3141"
	prompt "20s"
	wait_for "20s"
	keys p
	wait_for "Play on with the game's clock, or a new one from this move:"
}

play_on
wait_for "1  the game's    15s/2m30s/100"
keys Enter
wait_for "Hand over to bot_dolores_v1."
wait_for "= bot_dol move 0:15 reserve 0:55"
wait_for "  browni3 move 0:15 reserve 0:30"
keys Enter
wait_for "> bot_dol move 0:1"

play_on
keys 3
wait_for "Hand over to bot_dolores_v1."
wait_for "= bot_dol move 2:00 reserve 2:00"
wait_for "  browni3 move 2:00 reserve 2:00"
wait_for "Clock 2/2/100/10/8"
echo "ok"
