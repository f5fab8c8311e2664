#!/bin/sh
# seed.sh: makes the seed corpus of one fuzz target from tests/data/.
# Usage: seed.sh TOP_SRCDIR TARGET DIR. Existing files in DIR are kept, so a
# corpus grown by earlier runs is not lost.
set -eu
top=$1 target=$2 dir=$3
data=$top/tests/data
mkdir -p "$dir"
n=0
# put NAME: copies standard input to DIR/seed-NAME
put() { cat > "$dir/seed-$1"; }
diagram='3g
 +-----------------+
8| r r r r r r r r |
7| h   c   e c h d |
6| d   x   m x     |
5|                 |
4|         E       |
3|     x   R x     |
2| H D C M   C D H |
1| R R R R   R R R |
 +-----------------+
   a b c d e f g h'
headers='Event: Casual game
Site: Over the Net
Date: 2003.01.26
White: bot_Occam
Black: bot_ShallowBlue
Result: 1-0
ResultCode: w
ReasonCode: g
PlyCount: 84
'
# the boards of the spec's known counts, rank 8 first
boards='rrrrrrrrhdcmecdh                                HDCMECDHRRRRRRRR
rrr r r hm c  r     r  d M r  h D  d            HRRRR RR RC R   
rrr r   h c  r   R  r hdm M     D  drr   R RR R  H     RR C R   
r       hR r r  m   r  hDRM    d   r rR    RR    RH  RR C       
rrrrrr rdhce h d C   c      mCr     ED         RDH M  H RRRRRRR 
rrrrrc rdhce hMd          C mCr     ED   H     RD     H RRRRRRR 
rrrr rrr  hreh   dcC d     cRm                                  
rEmH    RdH      C                            c      hDr    hMeR
rRrr rrr  d      D c        Rm                       d  R RRRR  '
case $target in
load|save|adopt)
	# every kind of file the loader reads
	for f in "$data"/cases/*.txt; do put "$(basename "$f" .txt)" < "$f"; done
	{ printf '%s\n' "$headers"; cat "$data/cases/goal.txt"; } | put headers
	printf '%s\n3g Ee4n Ee5n Ee6w Ee6x\n3s dh7s\n' "$diagram" | put diagram-moves
	awk 'NF { printf "%s%s", sep, $0; sep = "\\n" } END { print "" }' "$data/cases/goal.txt" | put pasted
	awk -F '\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "events") ev = i }
		NR <= 4 { if (ev) $ev = ""; print }' "$data/allgames202602.txt" | put archive
	if [ "$target" = adopt ]; then
		# time controls taken and refused, with and without move times
		for tc in 2/2/100/10/8 0:30/3/100/5/8/2 2/2/100/bogus 0/0 ''; do
			n=$((n + 1))
			{ printf 'TimeControl: %s\nMoveTimes: 30 45 150\n\n' "$tc"; cat "$data/cases/goal.txt"; } | put "tc-$n"
		done
	fi ;;
tree)
	# the annotated corpus, and plain records (which it reads too)
	for f in "$data"/annotated/*.txt "$data"/annotated/errors/*.txt "$data"/cases/*.txt; do
		put "$(basename "$f" .txt)" < "$f"
	done ;;
moves|record)
	for f in "$data"/cases/*.txt; do put "$(basename "$f" .txt)" < "$f"; done
	printf '1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n2g Ed2n Ed3n Ed4n Dg2n\n2s ee7s ee6s ee5s ee4s\n3g takeback\n2s ee7s\n3g resign\n' | put takeback
	printf '2g Ee2n Ee3n\n2s ed7s ed6s\n3g Ee4n Ee5n Ee6w Ee6x\n 3g\n' | put continuation
	if [ "$target" = record ]; then
		{ printf '%s\n' "$headers"; cat "$data/cases/goal.txt"; } | put headers
		printf '%s\n' "$diagram" | put diagram
		printf '%s\n3g Ee4n Ee5n Ee6w Ee6x\n3s dh7s\n' "$diagram" | put diagram-moves
	fi ;;
setup)
	for f in "$data"/cases/*.txt; do head -n 2 "$f" | put "$(basename "$f" .txt)"; done ;;
position)
	i=0
	printf '%s\n' "$boards" | while IFS= read -r b; do
		i=$((i + 1))
		printf '1%s' "$b" | put "short-g-$i"
		printf '2%s2s Ee4n\n' "$b" | put "short-s-$i"
	done
	printf '0%s\n' "$diagram" | put diagram
	printf '0%s\n3g Ee4n Ee5n\n' "$diagram" | put diagram-moves
	printf '0g [%s]\n' "$(printf '%s\n' "$boards" | head -n 1)" | put short-text ;;
archive)
	# one row per seed, the long "events" column emptied
	awk -F '\t' -v OFS='\t' -v dir="$dir" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "events") ev = i; head = $0; next }
		{ if (ev) $ev = ""; f = dir "/seed-row-" NR; print head > f; print $0 > f; close(f) }' "$data/allgames202602.txt" ;;
timecontrol)
	awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "timecontrol") c = i; next }
		c { print $c }' "$data/allgames202602.txt" | sort -u | while IFS= read -r tc; do
		n=$((n + 1)); printf '%s' "$tc" | put "tc-$n"
	done
	for tc in 2/2/100/10/8 '0:30/5/100/0/90t/2' 2m30s/1h 1d2h3m4s/0 3/3/100/15/6; do
		n=$((n + 1)); printf '%s' "$tc" | put "tc-x$n"
	done ;;
prefs)
	# the remembered answers and setups, good and bad
	printf 'gold = Ann\nsilver = Bob\nclock = 2/2/100/10/8\nhotseat = on\nflip = off\nquestions = on\nbell = on\n' | put prefs
	printf '# c\n\nclock = none\r\nquestions = off\n' | put prefs-none
	printf 'gold = Ann\nbogus\n' | put prefs-bad
	printf '# setups\nAnn\tRHDEMDHR RRCRRCRR\nBob\tHDCEMCDH RRRRRRRR\n' | put setups
	printf 'Ann\tRHDEEDHR RRCRRCRR\n' | put setups-bad ;;
turn)
	# the opening position as (square, piece - 1) pairs, Gold to move, then step choices
	awk 'BEGIN {
		printf "%c", 32
		split("R R R R R R R R H D C M E C D H", g, " "); split("r r r r r r r r h d c e m c d h", s, " ")
		letters = "RCDHMErcdhme"
		for (i = 1; i <= 16; i++) { printf "%c%c", i - 1, index(letters, g[i]) - 1 }
		for (i = 1; i <= 16; i++) { printf "%c%c", 63 - (i - 1), index(letters, s[i]) - 1 }
		printf "%c", 0
		for (i = 0; i < 200; i++) printf "%c", (i * 37 + 11) % 256
	}' | put opening ;;
*)
	echo "seed.sh: unknown target $target" >&2; exit 2 ;;
esac
