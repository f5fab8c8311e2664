#!/bin/sh
# push_selected.sh: a push typed while a piece is selected. The camel
# steps d4 to d5 and stays selected, beside the silver dog on e5; "e5 e6"
# (the enemy, where it goes) must push the dog to e6 with the camel, and
# not walk the camel to e6 by d6 (issue 21: it previewed Md5n Md6e).
# The position (tests/data/ui/push-selected.txt): Gold to move, 3g.
. "${top_srcdir:-.}/tests/ui/lib.sh"
pos=${top_srcdir:-.}/tests/data/ui/push-selected.txt

start -- --ascii "$pos"
wait_for "Gold to move (3g)"
keys d 4 d 5
wait_for "Enter: Md4n (M d4 to d5)"
keys Enter
wait_for "Md4n (step 1/4)"
# The camel stays selected; the dog beside it may be pushed (>d<); after
# a step to c5, d6 or d4 it may be pulled (+); a5 and b5 are further on (o).
expect_rank 5 "5 | o | o | + |[M]|>d<| | | |"
keys e 5
wait_for "d on e5 selected: choose where it goes"
keys e 6
wait_for "Enter: de5n Md5e (M d5 pushes d e5 to e6)"
flat | grep -qF "Md5n Md6e" && fail "the camel's path is offered instead of the push"
keys Enter
wait_for "de5n Md5e (step 3/4)"
expect_rank 6 "6 | | | x | | d | x | | |"
keys Space
wait_for "3g Md4n de5n Md5e"
wait_for "Silver to move (3s)"
echo "ok"
