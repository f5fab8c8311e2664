#!/bin/sh
# store_unsaved.sh: a game is never left without the player being told
# where it is. While the autosave is off (its folder unusable: a file in
# its way) the status line says so for the whole game; quitting warns and
# offers to save elsewhere (s opens ":save "); the game-over screen does
# not let a finished game that could not be kept go silently; and every
# exit prints where the game is, or that it is not saved.
. "${top_srcdir:-.}/tests/ui/lib.sh"

SETUP_G="Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
SETUP_S="rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
inway="$TEST_HOME/in-the-way"
echo "not a folder" > "$inway"

# --- The autosave off: shown all game long; quitting offers to save -----
start XDG_STATE_HOME="$inway" -- --ascii --gold Ann --silver Bob
wait_for "autosave off: $inway/arimaa: Not a directory"
prompt "$SETUP_G"
wait_for "Bob sets up"
prompt "$SETUP_S"
wait_for "Ann to move (2g)"
wait_for "[autosave off:"
prompt "Ed2n Ed3n"
wait_for "Bob to move (2s)"
wait_for "[autosave off:"
keys q
wait_for "the game is NOT saved (autosave off:"
wait_for "NOT SAVED: s saves it (:save FILE), y quits without it, n stays"
keys s
wait_for ":save "
keys -l "$TEST_HOME/mine.txt"
keys Enter
wait_for "saved to $TEST_HOME/mine.txt"
grep -qx "2g Ed2n Ed3n" "$TEST_HOME/mine.txt" || fail "the saved game lacks 2g"
keys q
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"
wait_for "arimaa: the game is saved in $TEST_HOME/mine.txt"

# --- A finished game that nothing could keep: game over warns -----------
start XDG_STATE_HOME="$inway" XDG_DATA_HOME="$inway" -- --ascii
wait_for "Gold sets up"
prompt "$SETUP_G"
wait_for "Silver sets up"
prompt "$SETUP_S"
wait_for "Gold to move (2g)"
prompt "resign"
wait_for "resigns and loses the game? (y/n)"
keys y
wait_for "GAME OVER"
wait_for "the finished game could not be kept"
keys q
wait_for "the game is NOT saved (the finished game is not saved:"
keys y
wait_for "EXITED:0"
wait_for "arimaa: the game is NOT saved"

# --- The autosave working: the exit says where the game is --------------
start -- --ascii
wait_for "Gold sets up"
prompt "$SETUP_G"
wait_for "Silver sets up"
screen | grep -qF "[autosave" && fail "a warning while the autosave works"
keys q
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"
wait_for "arimaa: the unfinished game is autosaved in $XDG_STATE_HOME/arimaa/autosave.txt;"
wait_for "start offers it"
# only the slot in use had a lock file, and it went at exit
ls "$XDG_STATE_HOME/arimaa/" | grep -q '\.lock$' && fail "lock files left: $(ls "$XDG_STATE_HOME/arimaa/")"
echo "ok"
