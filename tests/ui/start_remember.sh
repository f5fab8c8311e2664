#!/bin/sh
# start_remember.sh: the start-up questions (issue 21): the names, clock and
# view the player chose are remembered in $XDG_CONFIG_HOME/arimaa/config,
# written only when they change; the next start offers them, taken with
# Enter (c changes them); a bad config file is reported with its line and
# ignored; "questions = off" and the options skip the questions
# (--time-control none too); a "no" to resuming still asks; n after a
# timed game keeps its clock.
. "${top_srcdir:-.}/tests/ui/lib.sh"

CONF=$TEST_HOME/config/arimaa/config
ASK_NAMES=1
inode() { ls -i "$CONF" | cut -d' ' -f1; }

# 1. A first start: the three questions; the answers changed are written.
start -- --ascii
wait_for "Gold player's name: Gold"
keys C-u
type_text "Ann"
keys Enter
wait_for "Silver player's name: Silver"
keys C-u
type_text "Bob"
keys Enter
wait_for "the clock for this game"
keys 2
wait_for "clock: standard 2/2/100/10/8; Ann sets up"
grep -qx "gold = Ann" "$CONF" || fail "gold not remembered: $(cat "$CONF")"
grep -qx "silver = Bob" "$CONF" || fail "silver not remembered"
grep -qx "clock = 2/2/100/10/8" "$CONF" || fail "clock not remembered: $(cat "$CONF")"
# The view: the hot seat toggled is remembered too.
keys H
wait_for "hot-seat view on"
grep -qx "hotseat = on" "$CONF" || fail "view not remembered: $(cat "$CONF")"
keys q
wait_for "EXITED:0"

# 2. The next start offers them: Enter plays with them, nothing written.
before=$(inode)
start -- --ascii
wait_for "Ann (Gold) against Bob (Silver), clock 2/2/100/10/8, hot-seat view: Enter plays, c changes"
keys Enter
wait_for "Ann (Gold) against Bob (Silver), clock 2/2/100/10/8; Ann sets up"
wait_for "Ann  "
[ "$(inode)" = "$before" ] || fail "the config was written though nothing changed"
keys q
wait_for "EXITED:0"

# 3. c changes them: the questions with the remembered answers as defaults;
# Enter to each changes nothing, and nothing is written.
start -- --ascii
wait_for "Enter plays, c changes"
keys c
wait_for "Gold player's name: Ann"
keys Enter
wait_for "Silver player's name: Bob"
keys Enter
wait_for "the clock for this game"
keys Enter
wait_for "clock: standard 2/2/100/10/8; Ann sets up"
[ "$(inode)" = "$before" ] || fail "the config was written though the answers were the same"
keys q
wait_for "EXITED:0"

# 4. "questions = off": no question at all.
printf 'gold = Cy\nsilver = Di\nclock = none\nquestions = off\n' > "$CONF"
start -- --ascii
wait_for "Cy (Gold) against Di (Silver), no clock; Cy sets up"
screen | grep -qF "player's name" && fail "a name was asked"
keys q
wait_for "EXITED:0"

# 5. A bad file: reported with its line, ignored (the questions as at first).
printf 'gold = Cy\nthis is not a setting\nsilver = Di\n' > "$CONF"
start -- --ascii
wait_for "Gold player's name: Gold"
wait_for "config ignored: "
wait_for "config: line 2: not \"key = value\""
keys Escape
wait_gone "player's name"
wait_for "config ignored: "
# the view changed: still not written over the file refused
keys H
wait_for "hot-seat view on"
keys q
wait_for "EXITED:0"
grep -qx "this is not a setting" "$CONF" || fail "the bad file was changed"
rm -f "$CONF"

# 6. --time-control none: the names asked, the clock not.
start -- --ascii --time-control none
wait_for "Gold player's name: Gold"
keys Enter
wait_for "Silver player's name: Silver"
keys Enter
wait_for "Gold (Gold) against Silver (Silver); Gold sets up"
screen | grep -qF "the clock for this game" && fail "the clock was asked"
[ -e "$CONF" ] && fail "the config was written though nothing changed"
# A setup played, then quit: the autosave holds an unfinished game.
keys a
wait_for "Silver sets up"
keys q
wait_for "quit the game in progress"
keys y
wait_for "EXITED:0"

# 7. A "no" to resuming still asks the names.
start -- --ascii
wait_for "resume the unfinished game"
keys n
wait_for "Gold player's name: Gold"
keys Escape
keys q
wait_for "EXITED:0"

# 8. n after a timed game keeps its clock.
start -- --ascii --gold A --silver B --time-control 2/2/100/10/8
wait_for "Hand over to A"
keys Enter
wait_gone "Hand over to A"
keys a
wait_for "B sets up"
keys a
wait_for "A to move"
prompt "resign"
wait_for "resigns and loses the game? (y/n)"
keys y
wait_for "GAME OVER"
keys n
wait_for "the same clock, 2/2/100/10/8"
screen | grep -qF "the clock for this game" && fail "the clock was asked again"
echo ok
