#!/bin/sh
# analysis_place.sh: at 80x24 the engine's analysis (A) has the right of
# the title row to itself, the title cut to the left of it; the analysis
# was once written over a long title's tail (". . . vs browanalysis:").
# In the replay viewer (archive game 669122, whose title names
# bot_dolores_v1 and browni3141) and in play (a Gold player with a name
# of 27 letters, so that the title's text reaches the panel's column).
. "${top_srcdir:-.}/tests/ui/lib.sh"

arch="$TEST_HOME/one.txt"
head -n 2 "${top_srcdir:-.}/tests/data/allgames202602.txt" > "$arch" || fail "cannot write the archive"

# title_kept PREFIX: the title row starts with PREFIX and the engine's
# text on it comes after a blank, in the panel's columns (38 on).
title_kept() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		row=$(screen | sed -n 1p)
		case $row in *analys*) break ;; esac
		sleep 0.05
		i=$((i + 1))
	done
	case $row in "$1"*) ;; *) fail "the title row lost its title: $row" ;; esac
	printf '%s\n' "$row" | grep -qE ' analys(is|ing):' || fail "the analysis is written over the title: $row"
	left=$(printf '%s\n' "$row" | cut -c1-38)
	case $left in *analys*) fail "the analysis starts left of the panel: $row" ;; esac
}

start -- --ascii "$arch#669122"
t resize-window -t ui -x 80 -y 24
wait_for "replay: bot_dolores_v1"
keys G
wait_for "move 37g"
keys A
title_kept "arimaa  replay: bot_dolores_v1 vs br"

start -- --ascii --gold Abcdefghijklmnopqrstuvwxyza --silver Bob
t resize-window -t ui -x 80 -y 24
wait_for "sets up"
keys a
wait_for "Bob sets up"
keys a
wait_for "to move"
keys A
title_kept "arimaa  Abcdefghijklmnopqrstuvwxyza"
echo "ok"
