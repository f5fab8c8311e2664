#!/bin/sh
# screens.sh: the Unicode and ASCII looks, the help screen, the refusals of the end of a turn, take-back
# with confirmation, quitting with confirmation, flip and hot-seat view,
# NO_COLOR, and the terminal restored after quitting and after SIGTERM.
. "${top_srcdir:-.}/tests/ui/lib.sh"

# The Unicode look where the locale is UTF-8, ASCII otherwise or on request.
start --
wait_for "Gold sets up (move 1g)"
screen | grep -qF "┌───┬" || fail "no line-drawing border in a UTF-8 locale"
start LANG=C LC_ALL=C --
wait_for "Gold sets up (move 1g)"
screen | grep -qF "+---+" || fail "no ASCII border in the C locale"

# Colour: Gold's pieces in yellow, unless NO_COLOR is set.
start -- --ascii
wait_for "Gold sets up (move 1g)"
t capture-pane -e -p -t ui | grep -a '^2 ' | grep -qF "$(printf '\033[33m')" || fail "Gold's pieces are not yellow"
cleanup
start NO_COLOR=1 -- --ascii
wait_for "Gold sets up (move 1g)"
esc=$(printf '\033')
t capture-pane -e -p -t ui | grep -qaE "$esc\[([34][0-7]|[34]8;)" && fail "colour in spite of NO_COLOR"
# Traps read as traps without colour.
expect_rank 6 "6 | | | x | | | x | | |"

# Help: every key and the rules; any key goes back.
keys ?
wait_for "PLAYING"
wait_for "THE SETUP EDITOR"
keys G
wait_for "THE RULES IN SHORT"
keys Escape
wait_for "Gold sets up (move 1g)"

keys a
wait_for "Silver sets up (move 1s)"
keys a
wait_for "Gold to move (2g)"

# The end of a turn refused, with the reason.
keys Space
wait_for "the turn cannot end:"
# A step there and back leaves the position unchanged (cursor on d2); the
# elephant stays selected after its step.
keys Enter Up Enter
wait_for "Ed2n (step 1/4)"
keys Down Enter
wait_for "Ed3s (step 2/4)"
wait_for "cannot end:"
keys Space
wait_for "the turn cannot end:"
keys x
wait_for "turn reset to its start"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
# A piece with nowhere to go says so.
keys Down Enter
wait_for "the R on d1 has nowhere to go"
keys Escape
wait_gone "the R on d1 has nowhere to go"
prompt "Ed2n Ed3n Hh2n Hh3n"
wait_for "Silver to move (2s)"

# Flip: rank 1 on top. Hot-seat: the board turns to the player to move.
keys F
wait_for "board flipped: Silver at the bottom"
wait_line 3 '^1 [|]' # rank 1 on top
keys F
wait_for "board flipped: Gold at the bottom"
wait_line 3 '^8 [|]' # and back
keys H
wait_for "hot-seat view on"
wait_line 3 '^1 [|]' # hot-seat turns the board to Silver

# Take-back with confirmation: declined, then accepted.
keys t
wait_for "take back 2g Ed2n Ed3n Hh2n Hh3n? both players agree (y/n)"
keys n
wait_for "cancelled"
keys t
wait_for "both players agree (y/n)"
keys y
wait_for "2g taken back; Gold to move (2g)"
# The turn taken back waits in redo: r plays its steps again.
keys r
wait_for "redone Ed2n (1/4)"
keys x
wait_for "turn reset to its start"
wait_line 3 '^8 [|]' # the hot-seat view turns back to Gold
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"

# Quitting a game in progress asks first.
keys q
wait_for "quit the game in progress? (y/n)"
keys n
wait_for "cancelled"
prompt "quit"
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"
[ "$(t display -p -t ui '#{alternate_on}')" = 0 ] || fail "the terminal was left in the alternate screen"

# A signal restores the terminal too.
cleanup
start -- --ascii
wait_for "Gold sets up (move 1g)"
pid=$(ps -o pid= --ppid "$(t display -p -t ui '#{pane_pid}')" | tr -d ' ')
[ -n "$pid" ] || fail "no program to signal"
kill -TERM $pid
wait_for "EXITED:143"
[ "$(t display -p -t ui '#{alternate_on}')" = 0 ] || fail "SIGTERM left the terminal in the alternate screen"
echo "ok"
