#!/bin/sh
# tree_branch.sh: the game tree on the screen. In a game being played, the
# replay viewer (v) takes a move typed at the prompt after an earlier
# position as a variation: the game is not played on (back in it, the same
# player is to move), Up and Down go between the variation and the move
# played, c comments the move shown, ! sets its glyph; :save writes the
# annotated record (the variation in "(" ")" after the move it replaces,
# the comment in braces), and the file opened again shows the variation
# and its comment in the move list, a long one wrapped. Back in the game,
# the play screen's move list shows the tree with the variation.
. "${top_srcdir:-.}/tests/ui/lib.sh"

out="$TEST_HOME/tree.txt"
start -- --ascii --gold Ann --silver Bob
wait_for "Ann sets up (move 1g)"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Bob sets up"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Ann to move (2g)"
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "Bob to move (2s)"
prompt "ee7s ee6s ee5s ee4s"
wait_for "Ann to move (3g)"
# The viewer, after 2g: Bob's other answer.
keys v
wait_for "replay: Ann vs Bob, after 2s"
prompt "2g"
wait_for "after move 2g"
prompt "ra7s"
wait_for "a new variation: 2s ra7s"
wait_for "(variation 2 of 2)"
keys Up
wait_for "2s ee7s ee6s ee5s ee4s  (main, 1 of 2)"
keys Down
wait_for "2s ra7s  (variation 2 of 2)"
keys c
wait_for ":comment"
type_text "the quiet way"
keys Enter
wait_for "comment set on the move shown"
wait_for "the quiet way"
keys !
wait_for ":glyph"
type_text "?!"
keys Enter
wait_for "glyph set: 2s ra7s ?!"
# The game itself is where it was: Ann to move 3g.
keys Escape
wait_for "back to the game"
wait_for "Ann to move  turn 3g"
# The play screen's move list is the tree too: the game's own 2s marked as
# its last move, Bob's other answer indented under it with its glyph.
wait_for "> 2s ee7s ee6s ee5s ee4s"
main=$(screen | grep -n "> 2s ee7s ee6s ee5s ee4s" | head -n 1 | cut -d: -f1)
var=$(screen | grep -n "     2s ra7s ?!" | head -n 1 | cut -d: -f1)
[ -n "$var" ] && [ "$var" -gt "$main" ] || fail "the variation is not under the game's 2s in the play screen's list"
prompt "save $out"
wait_for "saved to $out"
grep -qx "2s ee7s ee6s ee5s ee4s" "$out" || fail "the move played is not the main line: $(cat "$out")"
grep -qx "(" "$out" || fail "no variation written: $(cat "$out")"
grep -qx "2s ra7s ?! {the quiet way}" "$out" || fail "the variation lacks its glyph or comment: $(cat "$out")"
# the main line comes first: 2s played before the block that replaces it
[ "$(grep -n -x -e '2s ee7s ee6s ee5s ee4s' -e '(' "$out" | head -n 1 | cut -d: -f2)" = "2s ee7s ee6s ee5s ee4s" ] ||
	fail "the variation is written before the move it replaces: $(cat "$out")"
"$top_builddir/arimaa" --check "$out" | grep -q ": ok: unfinished, gold to move" || fail "--check refuses the file"

# Opened again: the variation and its comment are in the move list.
start -- --ascii --replay "$out"
wait_for "replay: Ann vs Bob, at the start"
prompt "2g"
wait_for "after move 2g"
keys Down
wait_for "2s ra7s ?!  (variation 2 of 2)"
wait_for "the quiet way"
# A long comment on the move shown is wrapped under it, not cut.
keys c
wait_for ":comment the quiet way"
type_text " keeps every piece at home while the elephant waits for the camel to commit, and only then the grand finale"
keys Enter
wait_for "comment set on the move shown"
wait_for "grand finale"
echo "ok"
