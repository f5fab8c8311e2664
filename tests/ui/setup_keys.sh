#!/bin/sh
# setup_keys.sh: the setup editor driven by its keys: Gold swaps two pieces
# with the cursor and accepts; Silver, who sees Gold's pieces, picks a
# preset, mirrors it and accepts. The setups are played as shown.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii
wait_for "Gold sets up (move 1g)"
wait_for "arrangement: standard"
expect_rank 2 "2 | H | D | C | E | M | C | D | H |"
expect_rank 1 "1 | R | R | R | R | R | R | R | R |"
# Silver's ranks are still empty.
expect_rank 7 "7 | | | | | | | | |"

# The cursor starts on d2: pick the elephant, move to e2, swap with the camel.
keys Enter
wait_for "swap E on d2 with"
expect_rank 2 "2 | H | D | C |[E]| M | C | D | H |"
keys l Enter
wait_for "swapped"
expect_rank 2 "2 | H | D | C | M | E | C | D | H |"
wait_for "arrangement: your own"
# A rabbit from a1 to the front: swap a1 and a2 (cursor e2 -> a2 -> a1).
keys h h h h Enter
wait_for "now pick the square to swap with"
keys Down Enter
wait_for "swapped"
expect_rank 2 "2 | R | D | C | M | E | C | D | H |"
expect_rank 1 "1 | H | R | R | R | R | R | R | R |"
keys a
wait_for "Silver sets up (move 1s)"
wait_for "1g Ha1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ra2 Db2 Cc2 Md2 Ee2 Cf2"
# Gold's pieces stay in view while Silver sets up.
expect_rank 2 "2 | R | D | C | M | E | C | D | H |"
# Taking back Gold's setup from Silver's editor gives Gold's editor its
# arrangement back, not the default one.
keys t
wait_for "take back Gold's setup? both players agree (y/n)"
keys y
wait_for "Gold sets up (move 1g)"
expect_rank 2 "2 | R | D | C | M | E | C | D | H |"
expect_rank 1 "1 | H | R | R | R | R | R | R | R |"
keys a
wait_for "Silver sets up (move 1s)"

# Silver: preset 2 ("wings"), then mirrored; rank 7 is Silver's front rank.
keys 2
wait_for "preset: wings"
expect_rank 7 "7 | r | h | d | e | m | d | h | r |"
expect_rank 8 "8 | r | r | c | r | r | c | r | r |"
keys m
wait_for "mirrored"
expect_rank 7 "7 | r | h | d | m | e | d | h | r |"
# A shuffle keeps all sixteen pieces on the two home ranks.
keys s
wait_for "shuffled"
n=$(screen | grep -E '^[78] [|]' | cut -c1-35 | tr -cd 'emhdcr' | wc -c)
[ "$n" -eq 16 ] || fail "a shuffle left $n pieces"
keys 1
wait_for "preset: standard"
keys a
wait_for "Gold to move (2g)"
wait_for "1s ha7 db7 cc7 ed7 me7 cf7 dg7 hh7 ra8 rb8 rc8 rd8 re8 rf8"
expect_rank 7 "7 | h | d | c | e | m | c | d | h |"
echo "ok"
