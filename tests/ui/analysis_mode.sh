#!/bin/sh
# analysis_mode.sh: analysis mode on the screen (issue 19). In the replay
# viewer of a real game at 120x40, E turns analysis on: the panel right of
# the board shows the depth, the score said to be from Gold's side, the
# nodes per second and the engine's line from the move shown, and the line's
# first turn is numbered on the board; V adds the line to the game tree as
# a variation, which the move list then shows under the move it replaces;
# stepping on searches the next position and coming back shows the result
# kept; T adds the threats; E again turns analysis off. With
# --engine-threads 2 the panel says the search runs on two threads.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii --engine-threads 2 --replay "${top_srcdir:-.}/tests/data/cases/goal.txt"
t resize-window -t ui -x 120 -y 40 >/dev/null 2>&1
wait_for "replay: Gold vs Silver, at the start"
prompt "30g"
wait_for "after 30g"
keys E
wait_for "analysis on: the engine searches the position shown"
wait_for "searching on 2 threads"
wait_for "Analysis"
wait_for "(from Gold's side)"
wait_for "nodes/s"
wait_for "line: 30s "
screen | grep -Eq "depth [0-9]+\+?$" || fail "no depth in the panel"
screen | grep -Eq "score ([-+][0-9]+\.[0-9][0-9]|Gold wins|Silver wins)$" || fail "no score in the panel"
# the first step of the line is numbered on the board
screen | grep -Eq '^[1-8] [|](.*[|])? ?1[a-zA-Z][<>v^] ?[|]' || fail "the line's first step is not on the board"
keys V
wait_for "the engine's line added as a variation"
# the variation in the move list, under the move it replaces (30s)
[ "$(screen | grep -cE ' 30s [a-z][a-h][1-8][nsew]')" -ge 2 ] || fail "the variation is not in the move list"
keys Down
wait_for "(variation 2 of 2)"
keys Up
wait_for "(main, 1 of 2)"
# a step on: a new search; back: the result kept is there at once
prompt "30g"
wait_for "after 30g"
keys l
wait_for "after step 1 of 30s"
wait_for "line: 30s "
keys h
wait_for "after 30g"
wait_for "line: 30s "
# threat mode beside it
keys T
wait_for "threat mode on"
wait_for "Threats"
wait_for "threatens"
keys E
wait_for "analysis off"
wait_gone "(from Gold's side)"
echo "ok"
