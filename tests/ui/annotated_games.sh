#!/bin/sh
# annotated_games.sh: an annotated record of several games
# (tests/data/annotated/several.txt: "first" ends 1-0 by resignation after
# 2g, "second" 0-1 on time after 2g, "third" holds 1g alone) opens as the
# list of its games, numbered; the one chosen opens in the viewer, and Esc
# goes back to the list. FILE#N opens game N directly.
. "${top_srcdir:-.}/tests/ui/lib.sh"

several="${top_srcdir:-.}/tests/data/annotated/several.txt"
start -- --ascii --replay "$several"
wait_for "(3 games)"
wait_for "3 games: Enter opens the one marked"
# number, (no players' tags), result and last move of each
screen | grep -E "^> 1 .* 1-0 r .* 2g *$" >/dev/null || fail "the first game's line is not as expected"
screen | grep -E "^  2 .* 0-1 t .* 2g *$" >/dev/null || fail "the second game's line is not as expected"
screen | grep -E "^  3 .* 1g *$" >/dev/null || fail "the third game's line is not as expected"
keys j
wait_for "> 2 "
keys Enter
wait_for "replay: Gold vs Silver"
wait_for "start of the game  (3 moves)"
keys G
wait_for "2g Ed2n"
keys Escape
wait_for "(3 games)"

# The third directly: one move, no list.
start -- --ascii --replay "$several#3"
wait_for "replay: Gold vs Silver"
wait_for "start of the game  (1 moves)"
screen | grep -q "games)" && fail "FILE#3 opened the list"
echo "ok"
