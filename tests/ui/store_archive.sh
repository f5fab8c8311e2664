#!/bin/sh
# store_archive.sh: an arimaa.com archive opened without an id lists its
# games (players and ratings, date, result, time control, last move),
# filtered by result, and opens the one chosen: a
# finished game in the replay viewer, its result at the end. FILE#ID opens
# one game directly; a game the record ended (resignation) is left only by
# choosing to play on.
. "${top_srcdir:-.}/tests/ui/lib.sh"

arch="$TEST_HOME/two.txt"
# The first two games of the shared archive: 669122 (w r, 37 plies) and 669123 (w g, 54 plies).
head -n 3 "${top_srcdir:-.}/tests/data/allgames202602.txt" > "$arch" || fail "cannot write the archive"

start -- --ascii "$arch"
wait_for "(2 games)"
wait_for "2 games: Enter opens the one marked"
# id, Gold and rating, Silver and rating, date, result, time control, last move
screen | grep -E "^> 669122 +bot_dolores_v1 +2616 +browni3141 +2579 +2026\.02\.01 +1-0 r +15s/2m30s/100 +37w" >/dev/null ||
	fail "the first game's line is not as expected"
screen | grep -E "^  669123 +bot_dolores_v1 +2630 +browni3141 +2565 +2026\.02\.01 +1-0 g +15s/2m30s/100 +54w" >/dev/null ||
	fail "the second game's line is not as expected"
# Filtered: the games Gold won by goal, then every game again.
keys /
wait_for ":filter"
type_text "result=1-0 g"
keys Enter
wait_for "(1 of 2 games: result=1-0 g)"
wait_for "> 669123"
screen | grep -q "669122" && fail "the filter kept 669122"
prompt "filter"
wait_for "(2 games)"
keys g
wait_for "> 669122"
keys j
wait_for "> 669123"
keys Enter
wait_for "replay: bot_dolores_v1 vs browni3141"
wait_for "start of the game"
keys G
wait_for "bot_dolores_v1 wins by goal"
# A finished game opened from the list goes back to the list.
keys Escape
wait_for "back to the list of games"
wait_for "(2 games)"

# 669122 ended by Silver's resignation after 37w: the board has not
# decided it (Silver is to move), the record has; the viewer says both, as
# --check does. Esc does not drop into live play: playing on is p.
start -- --ascii "$arch#669122"
wait_for "replay: bot_dolores_v1 vs browni3141"
keys G
wait_for "unfinished, silver to move"
wait_for "(record: gold wins by resignation)"
keys Escape
wait_for "the record ends the game (gold wins by resignation): p plays on"
wait_for "replay: bot_dolores_v1 vs browni3141"
keys p
wait_for "playing on from 37g"
wait_gone "replay: bot_dolores_v1"
echo "ok"
