#!/bin/sh
# annotated.sh: hostile annotated records stay linear and bounded (issue
# 19): a legal game of 10,000 turns written as 10,000 nested continuation
# blocks, 300,000 variations nested in each other, two million comments on
# one move, a comment of 30 MB, a million tags and two million games (read
# one by one: 2 MB of memory, where holding them all took 1.2 KB each). Each
# gets its verdict under a timeout that linear code meets many times over,
# in 256 MiB; the reader and writer keep their nesting on the heap, never
# on the C stack.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
HOSTILE_MEM_KB=262144
setups='1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7'

# The long legal game, each turn a continuation block inside the one before.
awk -v N=10000 -f "$hostile_dir/gen-long-game.awk" > long.txt || fail "could not generate the game"
awk 'NR <= 3 { print; next } { print "("; print; n++ } END { for (i = 0; i < n; i++) print ")" }' long.txt > nested.txt
hostile_check 60 --check nested.txt
[ "$status" -eq 0 ] || fail "nested.txt: status $status, expected 0"
expect_line 'nested.txt: ok: unfinished, gold to move'
# printed, it is the plain game again (a line of continuations is one line)
if [ "$hostile_asan" = yes ]; then
	timeout -k 5 60 "$ARIMAA" --print nested.txt > printed.txt 2>&1 || fail "nested.txt: --print failed"
else
	(ulimit -v "$HOSTILE_MEM_KB" && exec timeout -k 5 60 "$ARIMAA" --print nested.txt) > printed.txt 2>&1 ||
		fail "nested.txt: --print failed"
fi
cmp -s printed.txt long.txt || fail "nested.txt: --print is not the plain game"

# 300,000 variations nested, each replacing 1s by itself.
{
	printf '%s\n' "$setups"
	awk 'BEGIN { for (i = 0; i < 300000; i++) { print "("; print "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7" }
		     for (i = 0; i < 300000; i++) print ")" }'
} > deep.txt
hostile_check 60 --check deep.txt
[ "$status" -eq 0 ] || fail "deep.txt: status $status, expected 0"
expect_line 'deep.txt: ok: unfinished, gold to move'

# 500,000 variations of Gold's setup, most of them other arrangements: each
# new one was added after a walk over all its siblings (quadratic: 5.4 s for
# 40,000 where 20,000 took 1.1 s); now the parent knows its last child.
awk -v N=500000 -f "$hostile_dir/gen-setups.awk" > setups.txt
hostile_check 60 --check setups.txt
[ "$status" -eq 0 ] || fail "setups.txt: status $status, expected 0"
expect_line 'setups.txt: ok: unfinished, silver to move'

# Two million comments on one move, then a comment of 30 MB.
{ printf '%s\n' "$setups"; awk 'BEGIN { for (i = 0; i < 2000000; i++) print "{a}" }'; } > comments.txt
hostile_check 60 --check comments.txt
[ "$status" -eq 0 ] || fail "comments.txt: status $status, expected 0"
expect_line 'comments.txt: ok: unfinished, gold to move'
{ printf '%s\n{' "$setups"; head -c 30000000 /dev/zero | tr '\0' 'x'; printf '}\n'; } > long-comment.txt
hostile_check 60 --check long-comment.txt
[ "$status" -eq 0 ] || fail "long-comment.txt: status $status, expected 0"

# A million tags.
{ awk 'BEGIN { for (i = 0; i < 1000000; i++) print "[T\"v\"]" }'; echo; printf '%s\n' "$setups"; } > tags.txt
hostile_check 60 --check tags.txt
[ "$status" -eq 0 ] || fail "tags.txt: status $status, expected 0"
expect_line 'tags.txt: ok: unfinished, gold to move'

# Two million games of a tag and a result.
awk 'BEGIN { for (i = 0; i < 2000000; i++) { print "[Event \"e\"]"; print "1-0" } }' > games.txt
hostile_check 60 --check games.txt
[ "$status" -eq 0 ] || fail "games.txt: status $status, expected 0"
[ "$(wc -l < "$tmp/out")" -eq 2000000 ] || fail "games.txt: expected 2000000 verdicts"
exit 0
