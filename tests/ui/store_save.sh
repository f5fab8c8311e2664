#!/bin/sh
# store_save.sh: ':save FILE' writes a game file with the players' names
# that 'arimaa --check' accepts, with the moves played; 'S' saves to a
# new name under $XDG_DATA_HOME/arimaa, or again where the last save
# went; a save that cannot be written says
# why on the status line and the game goes on.
. "${top_srcdir:-.}/tests/ui/lib.sh"

out="$TEST_HOME/game one.txt"
start -- --ascii --gold Alice --silver Bob
wait_for "Alice sets up (move 1g)"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Bob sets up"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Alice to move (2g)"
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "Bob to move (2s)"
# S before any save: a new name in the data directory.
keys S
wait_for "saved to $XDG_DATA_HOME/arimaa/"
n=$(ls "$XDG_DATA_HOME/arimaa/" | grep -c '\.txt$')
[ "$n" -eq 1 ] || fail "S wrote $n files in the data directory"
prompt "save $out"
wait_for "saved to $out"
[ -f "$out" ] || fail "no file written"
grep -qx "White: Alice" "$out" || fail "no White header"
grep -qx "Black: Bob" "$out" || fail "no Black header"
grep -q "^Date: " "$out" || fail "no Date header"
grep -qx "2g Ed2n Ed3n Ed4n Dg2n" "$out" || fail "2g not saved"
grep -qx "1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7" "$out" || fail "1s not saved"
check=$("$DRIVER" --check "$out") || fail "--check refused the saved file: $check"
case "$check" in *": ok"*) ;; *) fail "--check says: $check";; esac
# The position at the end is the one on the screen: E on d5, D on g3.
pos=$("$DRIVER" --position "$out") || fail "--position refused the saved file"
echo "$pos" | grep -q "E" || fail "no elephant in the position"

# A directory cannot be written as a file: the game goes on.
prompt "save $TEST_HOME"
wait_for "save failed:"
prompt "ee7s ee6s ee5s ee4s"
wait_for "Alice to move (3g)"
# Saving again without a name (S or :save) writes where the last save went.
keys S
wait_for "saved to $out"
grep -qx "2s ee7s ee6s ee5s ee4s" "$out" || fail "2s not saved"
echo "ok"
