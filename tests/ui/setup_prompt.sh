#!/bin/sh
# setup_prompt.sh: setups typed at the ':' prompt as sixteen tokens. An
# illegal setup is refused with the reason and changes nothing.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii
wait_for "Gold sets up (move 1g)"
# A piece off Gold's home ranks.
prompt "Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1 Ra2 Db2 Hc2 Ed3 Me2 Hf2 Dg2 Rh2"
wait_for "refused:"
wait_for "Gold sets up (move 1g)"
expect_rank 3 "3 | | | x | | | x | | |"
# Two elephants.
prompt "Ra1 Rb1 Rc1 Ed1 Ce1 Rf1 Rg1 Rh1 Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2"
wait_for "refused:"
wait_for "Gold sets up (move 1g)"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "Silver sets up (move 1s)"
expect_rank 2 "2 | R | D | H | E | M | H | D | R |"
expect_rank 1 "1 | R | R | R | C | C | R | R | R |"
# With its label, as in a game file.
prompt "1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Gold to move (2g)"
expect_rank 8 "8 | r | r | r | c | d | r | r | r |"
expect_rank 7 "7 | r | h | c | m | e | d | h | r |"
wait_for "1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7"
echo "ok"
