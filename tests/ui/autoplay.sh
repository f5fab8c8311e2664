#!/bin/sh
# autoplay.sh: the replay viewer plays a game by itself: a at the pace set
# by :pace runs to the end of the record and stops there; R in a timed
# archive game runs the clock of the side to move (its move time counting
# down between two steps) and pauses on R again.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii --replay "${top_srcdir:-.}/tests/data/store/push-capture.txt"
wait_for "replay: Gold vs Silver, at the start"
prompt "pace 0.05"
wait_for "autoplay: a step every 0.05 s"
keys a
wait_for "autoplay: the end of the line"
wait_for "replay: Gold vs Silver, after 3g"

start -- --ascii --replay "${top_srcdir:-.}/tests/data/allgames202602.txt#669252"
wait_for "replay: browni3141 vs bot_Sharp2014Blitz, at the start"
prompt "19g"
wait_for "after move 19g"
keys R
wait_for "real-time replay"
wait_for "real time"
# 19s took 13 s over four steps: Silver's move time runs down from 0:15
wait_for "> bot_Sha move 0:13"
keys R
wait_for "autoplay paused"
echo "ok"
