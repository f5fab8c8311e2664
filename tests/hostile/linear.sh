#!/bin/sh
# linear.sh: the shapes of input that once cost time or memory out of all
# proportion to their size get a verdict fast and in little memory: four
# million continuation lines (the joined line was measured and copied again
# for each one: minutes), an archive of two million columns (each missing
# column was looked for among all of them, for every row: minutes), and
# 30 MB of tabs (a string allocated per field: 1.2 GB), 20 MB of
# one-letter headers (two strings each: 530 MB) and 20 MB of bare labels
# (480 MB). Each runs under a
# timeout that linear code meets many times over (it takes well under a
# second) and a memory limit of 256 MiB.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
HOSTILE_MEM_KB=262144

# A setup, then 4,000,000 continuation lines of one token each (12 MB): the
# joined line has 4,000,017 tokens, so it is refused, by its form.
{
	echo '1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2'
	awk 'BEGIN { for (i = 0; i < 4000000; i++) print " Ra1" }'
} > continued.txt
hostile_check 60 --check continued.txt
[ "$status" -eq 1 ] || fail "continued.txt: status $status, expected 1"
expect_line 'continued.txt: error: line 1, move 1g: the line has more than 40 tokens'

# The same continuation lines with a real turn: one line of 2,000,000 steps.
{
	echo '1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2'
	echo '1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7'
	echo '2g'
	awk 'BEGIN { for (i = 0; i < 2000000; i++) print "\tEe2n Ee3s" }'
} > steps.txt
hostile_check 60 --check steps.txt
[ "$status" -eq 1 ] || fail "steps.txt: status $status, expected 1"
expect_line 'steps.txt: error: line 3, move 2g: the line has more than 40 tokens'

# An archive whose header row names 2,000,000 columns before id and
# movelist, and 3,000 rows too short to reach them: no row has a movelist.
awk 'BEGIN {
	for (i = 0; i < 2000000; i++) printf "c%d\t", i % 10
	print "id\tmovelist"
	for (i = 0; i < 3000; i++) print "x\ty"
}' > columns.txt
hostile_check 60 --check columns.txt
[ "$status" -eq 1 ] || fail "columns.txt: status $status, expected 1"
[ "$(wc -l < "$tmp/out")" -eq 3000 ] || fail "columns.txt: expected 3000 verdicts"
expect_match '^columns\.txt#\(line [0-9]+\): error: line [0-9]+: the row has no movelist$'

# An archive row of id 5 and 30,000,000 tabs: its movelist is empty.
{
	printf 'id\tmovelist\n5'
	head -c 30000000 /dev/zero | tr '\0' '\t'
	echo
} > tabs.txt
hostile_check 60 --check tabs.txt
[ "$status" -eq 1 ] || fail "tabs.txt: status $status, expected 1"
expect_match '^tabs\.txt#5: error: '

# The same row, its id and movelist last: 30,000,000 columns to pass.
{
	head -c 30000000 /dev/zero | tr '\0' '\t'
	printf 'id\tmovelist\n'
	head -c 30000000 /dev/zero | tr '\0' '\t'
	printf '7\t1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n'
} > wide.txt
hostile_check 60 --check wide.txt
[ "$status" -eq 0 ] || fail "wide.txt: status $status, expected 0"
expect_line 'wide.txt#7: ok: unfinished, silver to move'
# 20 MB of headers of one letter (6,666,666 of them): each took two
# strings of its own (530 MB); now one block of text and 16 bytes each.
# Headers alone are a game saved before its first setup.
yes 'A:' | head -c 20000000 > headers.txt
hostile_check 60 --check headers.txt
[ "$status" -eq 0 ] || fail "headers.txt: status $status, expected 0"
expect_line 'headers.txt: ok: unfinished, gold to move'
# 6,666,666 bare labels "1g" (20 MB): a string and a line record each took
# 480 MB; now the move lines share one buffer, 16 bytes a line besides.
# A bare label is no move, so the game has not begun: Gold sets up.
yes 1g | head -n 6666666 > labels.txt
hostile_check 60 --check labels.txt
[ "$status" -eq 0 ] || fail "labels.txt: status $status, expected 0"
expect_line 'labels.txt: ok: unfinished, gold to move'
exit 0
