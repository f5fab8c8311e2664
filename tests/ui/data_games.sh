#!/bin/sh
# data_games.sh: the data directory on the screens: --games lists the
# famous games of data/famous-games.txt and opens one in the replay viewer;
# the setup editor takes its presets from presets.txt, and a broken or
# missing presets file leaves only the standard arrangement, saying why;
# a program not installed finds data/ beside itself.
. "${top_srcdir:-.}/tests/ui/lib.sh"

datadir=${ARIMAA_DATADIR:-${top_srcdir:-.}/data}
mine="$TEST_HOME/mydata"
mkdir -p "$mine" || fail "mkdir"

# The list of the five famous games; the fourth is browni3141's
# immobilization of bot_Sharp2014Blitz.
start ARIMAA_DATADIR="$datadir" -- --ascii --games
wait_for "(5 games)"
wait_for "669123"
wait_for "669268"
wait_for "why: a goal: the month's strongest bot against its strongest human player"
keys j j j
wait_for "> 669252"
# The list says why each game is famous: the note of the game marked.
wait_for "why: immobilizes a 2014 Sharp, the program that won the 2015 Arimaa Challenge"
keys Enter
wait_for "replay: browni3141 vs bot_Sharp2014Blitz"
wait_for "start of the game"
keys G
wait_for "browni3141 wins by immobilization"

# Presets from a data directory of our own: the fifth is all rabbits in front.
cat > "$mine/presets.txt" <<'PRESETS'
# five presets
HDCEMCDH RRRRRRRR standard
RHDEMDHR RRCRRCRR wings
HDREMRDH CRRRRRRC corner cats
DHCMECHD RRRRRRRR camel west
RRRRRRRR HDCMECDH rabbits first
PRESETS
start ARIMAA_DATADIR="$mine" -- --ascii
wait_for "Gold sets up (move 1g)"
wait_for "5 rabbits first"
keys 5
wait_for "preset: rabbits first"
expect_rank 2 "2 | R | R | R | R | R | R | R | R |"
expect_rank 1 "1 | H | D | C | M | E | C | D | H |"
keys 2
wait_for "preset: wings"
expect_rank 1 "1 | R | R | C | R | R | C | R | R |"

# A mistake on line 3: the editor says where and why, and offers only the
# standard arrangement.
printf '%s\n' '# broken' 'HDCEMCDH RRRRRRRR standard' 'HDCEMCDH RRRRRRRE two elephants' > "$mine/presets.txt"
start ARIMAA_DATADIR="$mine" -- --ascii
wait_for "only the standard preset: "
wait_for "presets.txt: line 3: the two ranks"
wait_for "1-1 presets"
keys 2
keys d
wait_for "preset: standard"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"

# No data at all: --games says why and leaves; a new game still starts.
rm -f "$mine/presets.txt"
start ARIMAA_DATADIR="$mine" -- --ascii --games
wait_for "EXITED:1"
screen | grep -qF "famous-games.txt" || fail "no file named when the famous games are missing"
start ARIMAA_DATADIR="$mine" -- --ascii
wait_for "Gold sets up (move 1g)"
wait_for "only the standard preset: "

# A program that is not installed (built in its source tree) finds the
# data/ folder beside itself when ARIMAA_DATADIR is not set.
mkdir -p "$TEST_HOME/tree/data" || fail "mkdir"
cp "$DRIVER" "$TEST_HOME/tree/arimaa" || fail "cannot copy the program"
printf '%s\n' 'HDCEMCDH RRRRRRRR standard' 'RRRRRRRR HDCMECDH beside the program' > "$TEST_HOME/tree/data/presets.txt"
DRIVER="$TEST_HOME/tree/arimaa"
start ARIMAA_DATADIR= -- --ascii
wait_for "Gold sets up (move 1g)"
wait_for "2 beside the program"
