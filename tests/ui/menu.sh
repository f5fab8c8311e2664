#!/bin/sh
# menu.sh: the main menu. arimaa alone shows it first (no game to resume):
# no Resume line there. p opens the puzzles and q on their list comes back
# to the menu, the puzzles' line still marked; o opens the prompt with "open ", and a file named there
# gives the archive's list; O on the list opens the menu over it, with
# Resume marked, and Esc goes back; Play a friend there is :new. At
# start, Play a friend asks the players' names; O over the game, then c,
# starts a game against the computer.
. "${top_srcdir:-.}/tests/ui/lib.sh"

ASK_MENU=1
ASK_NAMES=1
start -- --ascii
wait_for "arimaa  main menu"
wait_for "> f  Play a friend"
wait_for "p  Puzzles"
screen | grep -qF "Resume the game" && fail "Resume shown at start, with no game to go back to"
keys p
wait_for "puzzles: 0 of "
keys q
wait_for "back to the main menu"
wait_for "> p  Puzzles"
# the prompt over the menu at start runs its words only, never a move
keys o
wait_for ":open "
keys C-u
type_text "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"
keys Enter
wait_for "on the main menu, :open FILE (or o) and the keys"
wait_for "> o  Open a game record or the archive"
keys o
wait_for ":open "
type_text "${top_srcdir:-.}/tests/data/allgames202602.txt"
keys Enter
wait_for "archive: "
wait_for "Enter opens the one marked"
keys O
wait_for "main menu (Esc: back to the game)"
wait_for "> r  Resume the game"
keys Escape
wait_for "archive: "
# over the list, Play a friend is :new: the clock's choice, no names
keys O
wait_for "> r  Resume the game"
keys f
wait_for "the clock for this game"
keys Enter
wait_for "Gold sets up"
keys q
wait_for "EXITED:0"
# again: at start, Play a friend asks the players' names, then the clock
start -- --ascii
wait_for "> f  Play a friend"
keys f
wait_for "Gold player's name: Gold"
keys Enter
wait_for "Silver player's name: Silver"
keys Enter
wait_for "the clock for this game"
keys Enter
wait_for "Gold sets up"
# O over the game (no move yet), c: the computer plays Silver
keys O
wait_for "> r  Resume the game"
keys c
wait_for "the computer plays silver"
keys q
wait_for "EXITED:0"
echo "ok"
