#!/bin/sh
# game_analysis.sh: whole-game analysis on the screen (issue 19). A real
# game of the archive (669183, 14 plies) in the replay viewer at 120x40: W
# analyses every move in the background with the evaluation graph under the
# board; when done, the move list shows the marks, J goes to a marked move,
# and the game saved by name is the annotated record with %eval on its moves
# and the glyphs, which --check accepts.
. "${top_srcdir:-.}/tests/ui/lib.sh"

out="$TEST_HOME/analysed.txt"
start -- --ascii --replay "${top_srcdir:-.}/tests/data/allgames202602.txt#669183"
t resize-window -t ui -x 120 -y 40 >/dev/null 2>&1
wait_for "replay: Axo vs bot_ShallowBlue, at the start"
keys W
wait_for "whole-game analysis of 27 positions"
wait_for "Evaluation, Gold above the line: "
# 27 searches of 300 ms and their second looks: give it time
saved=$TIMEOUT
TIMEOUT=$((TIMEOUT * 6))
wait_for "whole-game analysis done: %eval and the marks are in the tree"
TIMEOUT=$saved
wait_for "Evaluation, Gold above the line  (J: next marked move, W: again)"
# the graph: the zero line and bars on both sides of it
screen | grep -Eq '^  -{20,}' || fail "no zero line in the graph"
screen | grep -q '#' || fail "no bar in the graph"
keys J
wait_for "after "
screen | grep -Eq '> [0-9]+[gs] [a-zA-Z0-9 ]+ (\?!|\?|\?\?) *$' || fail "J did not go to a marked move"
prompt "save $out"
wait_for "saved to $out"
grep -Eq '^2g Ee2n Ee3n Ee4n Ee5n .*\[%eval -?[0-9]+\]' "$out" || fail "no %eval on 2g: $(cat "$out")"
grep -Eq '^14g Rh1n Rh2n Rh3n Rh4n (\?\?|\?) ' "$out" || fail "the goal let in is not marked: $(cat "$out")"
"$top_builddir/arimaa" --check "$out" | grep -q ": ok: silver wins by goal" || fail "--check refuses the file"
echo "ok"
