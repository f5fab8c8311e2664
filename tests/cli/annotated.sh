#!/bin/sh
# annotated.sh: --print, --main-line and --check on annotated records
# (tests/data/annotated/): the canonical record written and stable when
# read again, the main line as a plain record that --check accepts, an AEI
# round-robin file judged by its board (its ResultCode "g" is the reason,
# not the winner), an illegal variation reported with its line while the
# main line is judged ok, format errors with their lines, archive rows
# printed with the times of their events as %emt, and the usage errors.
. "${top_srcdir:-.}/tests/cli/common.sh"

ann=$data/annotated

# --print writes the canonical form: the commands in one order, no empty comment
run --print "$ann/nested.txt"
expect_status "print nested" 0
expect_match "print nested" "$tmp/out" '^2g Ed2n Ed3n Ed4n Dg2n \?! \{The elephant leaves early\. \[%clk 0:02:48\] \[%emt 0:00:12\]\}$'
expect_match "print nested" "$tmp/out" '^3g Db2n Hf2e Me2e Ce1n !$'
[ "$(grep -c '^($' "$tmp/out")" -eq 3 ] || fail "print nested: three variations expected"
cp "$tmp/out" "$tmp/printed.txt"
run --print "$tmp/printed.txt"
cmp -s "$tmp/out" "$tmp/printed.txt" || fail "print nested: printing the printed record changes it"

# --main-line: the plain record of the main line, which --check reads
run --main-line "$ann/nested.txt"
expect_status "main line" 0
expect_out "main line" "Event: Annotated test game
White: alice
Black: bob
MoveTimes: - - 12 - -

1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1
1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7
2g Ed2n Ed3n Ed4n Dg2n
2s ee7s ee6s ee5s ee4s
3g Db2n Hf2e Me2e Ce1n"
cp "$tmp/out" "$tmp/main.txt"
run --check "$tmp/main.txt"
expect_status "main line checked" 0
expect_out "main line checked" "$tmp/main.txt: ok: unfinished, silver to move"
run --print --main-line "$ann/nested.txt"
cmp -s "$tmp/out" "$tmp/main.txt" || fail "--print --main-line differs from --main-line"

# a plain record: --main-line writes it byte for byte
run --main-line "$data/cases/goal.txt"
expect_status "plain goal" 0
sed '1,/^$/d' "$tmp/out" > "$tmp/moves.txt"
cmp -s "$tmp/moves.txt" "$data/cases/goal.txt" || fail "plain goal: the moves are not written byte for byte"

# --check: the AEI round-robin file is a goal by Gold, as its board says
run --check "$ann/aei-roundrobin.txt"
expect_status "aei" 0
expect_out "aei" "$ann/aei-roundrobin.txt: ok: gold wins by goal"

# --check: the main line judged, the illegal variation reported
run --check "$ann/errors/illegal-variation.txt"
expect_status "illegal variation" 1
expect_out "illegal variation" "$ann/errors/illegal-variation.txt: ok: unfinished, gold to move
$ann/errors/illegal-variation.txt: illegal variation: line 5, move 2g: step Hc3n: no piece on c3"

run --check "$ann/errors/illegal-main-line.txt"
expect_status "illegal main line" 1
expect_match "illegal main line" "$tmp/out" "^$ann/errors/illegal-main-line.txt: illegal: line 7, move 2s: "

# several games: one line each; a resignation and a time loss are the record's word
run --check "$ann/several.txt"
expect_status "several" 0
expect_out "several" "$ann/several.txt, game 1: ok: unfinished, silver to move (record: gold wins by resignation)
$ann/several.txt, game 2: ok: unfinished, silver to move (record: silver wins on time)
$ann/several.txt, game 3: ok: unfinished, silver to move"

# one game of several, FILE#N: checked, printed and listed alone; a number
# out of range is refused with how many games there are
run --check "$ann/several.txt#2"
expect_status "several #2" 0
expect_out "several #2" "$ann/several.txt#2: ok: unfinished, silver to move (record: silver wins on time)"
run --print "$ann/several.txt#2"
expect_status "print several #2" 0
expect_match "print several #2" "$tmp/out" '^\[Event "second"\]$'
grep -q 'first\|third' "$tmp/out" && fail "print several #2: another game printed"
# game 2's 2g Ed2n leaves the elephant on d3 (game 1's went on to d5)
run --position "$ann/several.txt#2"
expect_status "position several #2" 0
expect_match "position several #2" "$tmp/out" '^3\|     x E   x     \|$'
expect_match "position several #2" "$tmp/out" '^5\|                 \|$'
run --check "$ann/several.txt#4"
expect_status "several #4" 1
expect_out "several #4" "$ann/several.txt#4: error: no game #4: the file holds 3 games (#1 to #3)"
# the line of an illegal move in game 3 is the file's line: two games
# (16 lines), a tag and an empty line, then the illegal game's 7th line
{ head -n 16 "$ann/several.txt"; printf '[Event "bad"]\n\n'; cat "$ann/errors/illegal-main-line.txt"; } > "$tmp/three.txt"
run --check "$tmp/three.txt#3"
expect_status "several #3 illegal" 1
expect_match "several #3 illegal" "$tmp/out" "^$tmp/three.txt#3: illegal: line 25, move 2s: "

# format errors, with their lines
run --check "$ann/errors/close-without-open.txt"
expect_status "close without open" 1
expect_out "close without open" "$ann/errors/close-without-open.txt: error: line 3: a ')' without its '('"
run --print "$ann/errors/comment-not-closed.txt"
expect_status "print comment not closed" 1
expect_match "print comment not closed" "$tmp/err" "comment-not-closed.txt: error: line 2: "

# an archive row: the move times and reserves of its events as %emt and %clk
# (its events: after 1w, move used:13 wresv:150; after 2w, move used:17
# wresv:148, 15 s a move of 2m30s)
run --print "$data/allgames202602.txt#669123"
expect_status "archive" 0
expect_match "archive" "$tmp/out" '^\[Gold "bot_dolores_v1"\]$'
expect_match "archive" "$tmp/out" '^1g Da1 Db1 Rc1 Rd1 Ce1 Rf1 Cg1 Eh1 Ha2 Rb2 Rc2 Rd2 Me2 Rf2 Rg2 Hh2 \{\[%clk 0:02:30\] \[%emt 0:00:13\]\}$'
expect_match "archive" "$tmp/out" '^2g Hh2n Hh3n Eh1n Eh2n \{\[%clk 0:02:28\] \[%emt 0:00:17\]\}$'
expect_match "archive" "$tmp/out" '^1-0$'

# --position and --moves take the main line
run --position "$ann/nested.txt"
expect_status "position" 0
cp "$tmp/out" "$tmp/pos-annotated"
run --position "$tmp/main.txt"
cmp -s "$tmp/out" "$tmp/pos-annotated" || fail "--position of an annotated record is not its main line's"
run --moves --count "$ann/takeback.txt"
expect_status "moves takeback" 0
cp "$tmp/out" "$tmp/count-annotated"
run --main-line "$ann/takeback.txt"
cp "$tmp/out" "$tmp/takeback-main.txt"
run --moves --count "$tmp/takeback-main.txt"
cmp -s "$tmp/out" "$tmp/count-annotated" || fail "--moves of an annotated record is not its main line's"

# --old-rules: the third repetition at 4s ends the game, won by Gold (so the
# case's next move, 5g, is after the end); --print says so with a Rules tag
{ printf '[Event "x"]\n\n'; cat "$data/cases/third-repetition.txt"; } > "$tmp/rep.txt"
run --check "$tmp/rep.txt"
expect_out "repetition" "$tmp/rep.txt: illegal: line 10, move 4s: the position would occur for the third time"
run --check --old-rules "$tmp/rep.txt"
expect_match "old rules" "$tmp/out" "^$tmp/rep.txt: illegal: line 11, move 5g: the game is over: gold won by repetition"
run --print --old-rules "$tmp/rep.txt"
expect_match "old rules print" "$tmp/out" '^\[Rules "before 2008-07-01"\]$'

# usage
run --main-line --check "$ann/nested.txt"
expect_status "main-line with check" 2
run --print
expect_status "print without file" 2

finish
