#!/bin/sh
# crlf.sh: files with CRLF line ends (Windows) give the same verdicts as
# with LF: the whole archive still checks ok game by game, and each case
# game keeps its verdict.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
cp "$data_dir/allgames202602.txt" lf.txt
sed 's/$/\r/' lf.txt > crlf.txt
hostile_check 60 --check lf.txt
[ "$status" -eq 0 ] || fail "the archive with LF line ends: status $status, expected 0"
sed 's/^lf\.txt#/X#/' "$tmp/out" > lf.out
[ "$(wc -l < lf.out)" -eq 147 ] || fail "expected 147 verdicts for the archive"
hostile_check 60 --check crlf.txt
[ "$status" -eq 0 ] || fail "the archive with CRLF line ends: status $status, expected 0"
sed 's/^crlf\.txt#/X#/' "$tmp/out" > crlf.out
cmp -s lf.out crlf.out || { diff lf.out crlf.out | head >&2; fail "CRLF changed the verdicts on the archive"; }
for c in "$data_dir"/cases/*.txt; do
	cp "$c" lf.txt
	sed 's/$/\r/' "$c" > crlf.txt
	hostile_check 10 --check lf.txt
	s1=$status
	sed 's/^lf\.txt:/X:/' "$tmp/out" > lf.out
	hostile_check 10 --check crlf.txt
	[ "$status" -eq "$s1" ] || fail "$(basename "$c") with CRLF: status $status, $s1 with LF"
	sed 's/^crlf\.txt:/X:/' "$tmp/out" > crlf.out
	cmp -s lf.out crlf.out || fail "$(basename "$c"): CRLF gives $(cat crlf.out), LF $(cat lf.out)"
done
exit 0
