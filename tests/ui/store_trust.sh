#!/bin/sh
# store_trust.sh: no game is lost. A start that fails (TERM=dumb) changes
# no file; two arimaa at once each keep every completed turn in an
# autosave of their own, and the second is told; a game under the rules
# before 2008-07-01 keeps them through autosave, kill, resume and save
# (--check agrees); a finished game is kept in the saved-games folder
# and the next game leaves it; a FIFO is not saved over, a symbolic link
# is followed; S on an opened file keeps its headers byte for byte and
# adds no Date; a file read only in part (an illegal move) is never saved
# over.
. "${top_srcdir:-.}/tests/ui/lib.sh"

state="$XDG_STATE_HOME/arimaa"
data="${top_srcdir:-.}/tests/data"
SETUP_G="Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
SETUP_S="rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"

# What the program's directories hold, names, sizes and contents.
snapshot() {
	( cd "$TEST_HOME" && find . -print | LC_ALL=C sort && find . -type f -exec cksum {} + | LC_ALL=C sort )
}

# --- A start that fails touches nothing ---------------------------------
mkdir -p "$state"
printf '1g %s\n1s %s\n2g Ed2n Ed3n\n' "$SETUP_G" "$SETUP_S" > "$state/autosave.txt"
before=$(snapshot)
start TERM=dumb -- --ascii "$data/positions/push-into-trap.txt"
wait_for "EXITED:2"
[ "$(snapshot)" = "$before" ] || fail "TERM=dumb changed files: $(snapshot)"

# --- Two at once ----------------------------------------------------------
# A resumes the game above and plays on; B starts meanwhile.
start -- --ascii --resume
wait_for "resumed: game loaded; Silver to move (2s)"
# The second window: a tmux server of its own (a second session beside one
# with window-size manual crashes tmux 3.3).
t2() { "$TMUX_BIN" -L "$SOCK_BASE-b" -f /dev/null "$@"; }
trap 'cleanup; t2 kill-server >/dev/null 2>&1; rm -rf "$TEST_HOME"' EXIT
screen2() { t2 capture-pane -p -t ui2; }
wait_for2() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		screen2 | grep -qF -- "$1" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	echo "---- second screen ----"
	screen2
	fail "timed out waiting in the second window for: $1"
}
t2 new-session -d -s ui2 -x 100 -y 30 "env $envs $DRIVER --ascii --gold Gold --silver Silver; echo EXITED:\$?; sleep 600" ||
	fail "no second window"
wait_for2 "1 other arimaa game is running, each with its autosave: this one autosaves to"
screen2 | grep -qF "resume the unfinished" && fail "B was offered A's game"
prompt "ee7s ee6s ee5s ee4s"
wait_for "Gold to move (3g)"
t2 send-keys -t ui2 : && t2 send-keys -t ui2 -l -- "$SETUP_G" && t2 send-keys -t ui2 Enter
wait_for2 "Silver sets up"
prompt "Db2n Me2w Ce1n"
wait_for "Silver to move (3s)"
kill -KILL "$(prog_pid)"
wait_for "EXITED:137"
grep -qxF "3g Db2n Me2w Ce1n" "$state/autosave.txt" || fail "A's last turn is lost"
grep -qxF "2s ee7s ee6s ee5s ee4s" "$state/autosave.txt" || fail "A's 2s is lost"
grep -qxF "1g $SETUP_G" "$state/autosave.2.txt" || fail "B's setup is lost"
ls "$state" | grep -q '^autosave-' && fail "a game was moved aside: $(ls "$state")"
bpid=$(ps -o pid= --ppid "$(t2 list-panes -t ui2 -F '#{pane_pid}')" | tr -d ' ')
kill -KILL "$bpid"
t2 kill-server

# --- The rules before 2008-07-01 ------------------------------------------
# An archive game of 2008-01-10 whose 4s makes a position a third time:
# under the rules of then that turn lost the game for Silver (reason p),
# so the game opens finished, in the viewer. Without that turn (row 8) it
# is played on under those rules, which the autosave keeps.
arch="$TEST_HOME/old.txt"
moves=$(head -n 8 "$data/cases/third-repetition.txt" | awk 'BEGIN { ORS = "" } NR > 1 { print "\\n" } { print }')
moves7=$(head -n 7 "$data/cases/third-repetition.txt" | awk 'BEGIN { ORS = "" } NR > 1 { print "\\n" } { print }')
printf 'id\twusername\tbusername\tstartts\tmovelist\n7\tGold\tSilver\t1200000000\t%s\n8\tGold\tSilver\t1200000000\t%s\n' \
	"$moves" "$moves7" > "$arch"
start -- --ascii "$arch#7"
# the viewer opens at the start, which does not give the result away
wait_for "start of the game"
keys G
wait_for "Gold wins by repetition: Silver made a position"
keys q
wait_for "EXITED:0"
start -- --ascii "$arch#8"
wait_for "game loaded; Silver to move (4s)"
prompt "hb7s"
wait_for "Gold to move (5g)"
grep -qx "Rules: before 2008-07-01" "$state/autosave.txt" || fail "the autosave forgot the rules"
kill -KILL "$(prog_pid)"
wait_for "EXITED:137"
start -- --ascii --resume
wait_for "resumed: game loaded; Gold to move (5g)"
prompt "save $TEST_HOME/old-saved.txt"
wait_for "saved to $TEST_HOME/old-saved.txt"
check=$("$DRIVER" --check "$TEST_HOME/old-saved.txt") || fail "--check: $check"
case "$check" in *": ok: unfinished, gold to move"*) ;; *) fail "--check says: $check";; esac
grep -qx "4s hb7s" "$TEST_HOME/old-saved.txt" || fail "4s not saved"

# --- A FIFO is not saved over --------------------------------------------
mkfifo "$TEST_HOME/pipe"
prompt "save $TEST_HOME/pipe"
wait_for "is a FIFO, not a regular file; nothing was written"
[ -p "$TEST_HOME/pipe" ] || fail "the FIFO was replaced"

# --- A finished game is kept ----------------------------------------------
# saved by name above: it ends in that file, and no second one is made
prompt "resign"
wait_for "resigns and loses the game? (y/n)"
keys y
wait_for "GAME OVER"
wait_for "the game is kept in $TEST_HOME/old-saved.txt"
kept="$TEST_HOME/old-saved.txt"
# (A's game, set aside when the archive game was opened, is in the folder)
ls "$XDG_DATA_HOME"/arimaa/*-unfinished.txt > /dev/null || fail "A's game was not kept"
others=$(ls "$XDG_DATA_HOME"/arimaa/ | grep -Ev -- '-unfinished(-[0-9]+)?\.txt$')
[ -z "$others" ] || fail "a second file: $others"
grep -qx "ReasonCode: r" "$kept" || fail "the kept game has no result"
grep -qx "5g resign" "$kept" || fail "the kept game lacks the resignation"
[ -e "$state/autosave.txt" ] && fail "the finished game stays in the autosave"
keys n
wait_for "new game: Gold sets up"
prompt "$SETUP_G"
wait_for "Silver sets up"
keys q
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"
start -- --ascii
wait_for "resume the unfinished game (1 moves, last 1g)?"
keys n
# a new game: its questions (issue 21), answered with Enter by lib.sh
wait_for "no clock; Gold sets up"
prompt "$SETUP_G"
wait_for "Silver sets up"
grep -qx "5g resign" "$kept" || fail "the next game touched the kept one"

# --- S keeps what it does not know, follows links, never cuts a file ----
keys q
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"
rm -f "$XDG_DATA_HOME"/arimaa/*.txt
mine="$TEST_HOME/club.txt"
{
	printf 'Event:  Club night \nSite: Over the Net\nRound: 3\n'
	printf 'White: Alice\nWhiteRating: 1812\nBlack: Bob\nAnnotator: X\tY\n\n'
	printf '1g %s\n1s %s\n2g Ed2n Ed3n\n' "$SETUP_G" "$SETUP_S"
} > "$TEST_HOME/real-club.txt"
ln -s real-club.txt "$mine"
start -- --ascii "$mine"
wait_for "game loaded; Bob to move (2s)"
prompt "ee7s ee6s"
wait_for "Alice to move (3g)"
keys S
wait_for "saved to $mine"
[ -L "$mine" ] || fail "the link became a file"
head -n 8 "$TEST_HOME/real-club.txt" > "$TEST_HOME/head.txt"
printf 'Event:  Club night \nSite: Over the Net\nRound: 3\nWhite: Alice\nWhiteRating: 1812\nBlack: Bob\nAnnotator: X\tY\nPlyCount: 2\n' |
	cmp -s - "$TEST_HOME/head.txt" || fail "headers changed: $(cat "$TEST_HOME/real-club.txt")"
grep -q '^Date' "$TEST_HOME/real-club.txt" && fail "a Date was added"
grep -qx "2s ee7s ee6s" "$TEST_HOME/real-club.txt" || fail "2s not saved through the link"
keys q
wait_for "quit the game in progress? (y/n)"
keys y
wait_for "EXITED:0"
cp "${top_srcdir:-.}/tests/data/cases/five-steps.txt" "$TEST_HOME/five.txt"
chmod u+w "$TEST_HOME/five.txt"
start -- --ascii "$TEST_HOME/five.txt"
wait_for "five.txt: line 5, move 3g"
keys S
wait_for "saved to $XDG_DATA_HOME/arimaa/"
cmp -s "${top_srcdir:-.}/tests/data/cases/five-steps.txt" "$TEST_HOME/five.txt" || fail "the file read in part was changed"
# (the games set aside by opening files are there too, as -unfinished)
n=$(ls "$XDG_DATA_HOME"/arimaa/ | grep -Evc -- '-unfinished(-[0-9]+)?\.txt$')
[ "$n" -eq 1 ] || fail "$n files in the data directory: $(ls "$XDG_DATA_HOME"/arimaa/)"
echo "ok"
