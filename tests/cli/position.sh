#!/bin/sh
# position.sh: --position prints the position at the end of a record as
# the canonical diagram of the spec (worked out by hand here), for game
# files, short forms and archive rows (FILE#ID, or the first row).
. "${top_srcdir:-.}/tests/cli/common.sh"

# elephant-trap: Silver's cat falls on c6 (2s), then the gold elephant
# steps onto the lonely trap c6 and falls too, and a gold rabbit walks to
# d3 (3g). Silver is to play 3s.
run --position "$top_srcdir/tests/cli/games/elephant-trap.txt"
expect_status "--position elephant-trap" 0
expect_out "--position elephant-trap" '3s
 +-----------------+
8| r r r r r r r r |
7|   d   m e c d h |
6|     x     x     |
5| h               |
4|                 |
3|     x R   x     |
2| H D C   M C D H |
1| R R R   R R R R |
 +-----------------+
   a b c d e f g h'

# The diagram is read back as the same position.
cp "$tmp/out" "$tmp/diagram.txt"
run --position "$tmp/diagram.txt"
expect_status "--position of a diagram" 0
cmp -s "$tmp/diagram.txt" "$tmp/out" || fail "--position of its own diagram differs"

# The opening position read from the AEI short form: the board as given.
run --position "$data/positions/known1-gold.txt"
expect_status "--position known1-gold" 0
tail -n +2 "$tmp/out" > "$tmp/board"
cp "$tmp/board" "$tmp/out"
expect_out "--position known1-gold" ' +-----------------+
8| r r r r r r r r |
7| h d c m e c d h |
6|     x     x     |
5|                 |
4|                 |
3|     x     x     |
2| H D C M E C D H |
1| R R R R R R R R |
 +-----------------+
   a b c d e f g h'

# An archive row is the same game as the game file of its movelist.
goal=$data/cases/goal.txt
moves=$(awk 'NF { printf "%s%s", sep, $0; sep = "\\n" }' "$goal")
printf 'id\tmovelist\n7\t%s\n8\t%s\n' "$moves" "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\\n1b" > "$tmp/archive.txt"
run --position "$goal"
expect_status "--position goal" 0
cp "$tmp/out" "$tmp/goal"
for spec in "$tmp/archive.txt#7" "$tmp/archive.txt"; do
	run --position "$spec"
	expect_status "--position $spec" 0
	cmp -s "$tmp/goal" "$tmp/out" || fail "--position $spec differs from --position goal.txt"
done
run --position "$tmp/archive.txt#8"
expect_status "--position archive#8" 0
cmp -s "$tmp/goal" "$tmp/out" && fail "--position archive#8 is the position of row 7"

run --position "$tmp/archive.txt#9"
expect_status "--position of a missing id" 1
expect_match "--position of a missing id" "$tmp/err" "archive.txt#9: error: "

finish
