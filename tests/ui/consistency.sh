#!/bin/sh
# consistency.sh: the frictions of issue 21 a player met. :resign asks
# first; a piece's path typed at the prompt (d2d6) ends the turn as a
# whole turn in notation does; the replay viewer opened on a finished game
# does not give its result away at the start; the help screen names the
# saved games' directory that XDG_DATA_HOME sets, and its CLOCKS lines wrap
# at a word, under their own text. (A push or pull undone as a whole and
# redone as a whole: cursor_play.sh.)
. "${top_srcdir:-.}/tests/ui/lib.sh"
archive=${top_srcdir:-.}/tests/data/allgames202602.txt

start -- --ascii
wait_for "Gold sets up"
keys a
wait_for "Silver sets up"
keys a
wait_for "Gold to move (2g)"

# The path d2d6 at the prompt: four steps, and the turn ends.
prompt "d2d6"
wait_for "2g Ed2n Ed3n Ed4n Ed5n; Silver to move (2s)"
expect_rank 6 "6 | | | x | E | | x | | |"

# :resign asks; n keeps the game, y ends it.
prompt "resign"
wait_for "Silver resigns and loses the game? (y/n)"
keys n
wait_for "cancelled"
screen | grep -qF "Silver to move  turn 2s" || fail "the game did not go on after n"
prompt "resign"
wait_for "Silver resigns and loses the game? (y/n)"
keys y
wait_for "Gold wins"

# help_row TEXT WHY: until a row of the help reads TEXT exactly (G going
# to its end each time, as a resize may move it), or fails with WHY.
help_row() {
	i=0
	until screen | grep -qxF -- "$1"; do
		keys G
		i=$((i + 1))
		[ $i -lt $((TIMEOUT * 20)) ] || fail "$2"
		sleep 0.05
	done
}

# The help: the saved games' directory is the one XDG_DATA_HOME names.
keys '?'
wait_for "PLAYING"
n=0
until flat | grep -qF "a new file in $XDG_DATA_HOME/arimaa (:save"; do
	flat | grep -qF "~/.local/share/arimaa" && fail "the help names the default directory, not XDG_DATA_HOME's"
	n=$((n + 1))
	[ $n -lt 20 ] || fail "no saved games' directory in the help"
	keys NPage
	sleep 0.3
done
# CLOCKS at 80 columns: each line of the paragraph on a row of its own.
t resize-window -t ui -x 80 -y 24 >/dev/null 2>&1
help_row "  = a stopped one." "the CLOCKS line is not on a row of its own at 80 columns"
help_row "  Each side: move time left and reserve; > marks the clock that runs," \
	"the CLOCKS line is cut at 80 columns"
# At 60 columns it wraps at a word, under its own text.
t resize-window -t ui -x 60 -y 24 >/dev/null 2>&1
help_row "  that runs," "the CLOCKS line does not wrap at a word under its text at 60 columns"
help_row "  Each side: move time left and reserve; > marks the clock" \
	"the CLOCKS line's first row is not cut at a word"

# A finished game opened in the viewer: the status says where, not who won.
start -- --ascii --replay "$archive#669123"
wait_for "start of the game: l steps forward"
flat | grep -qF "wins" && fail "the replay status gives the result away at the start"
keys G
wait_for "(the end)"
echo "ok"
