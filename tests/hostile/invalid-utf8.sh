#!/bin/sh
# invalid-utf8.sh: bytes that are not UTF-8. In a header value (old archive
# files are Latin-1) the game still checks ok; in a move it is not a legal move.
. "${top_srcdir:-.}/tests/hostile/lib.sh"
cd "$tmp" || exit 99
{ printf 'Event: Caf\351 \377\376 \300\257 \355\240\200\nWhite: J\366rg\nBlack: \303\n\n'; cat "$data_dir/cases/goal.txt"; } > header.txt
hostile_check 10 --check header.txt
[ "$status" -eq 0 ] || fail "header.txt: status $status, expected 0"
expect_line 'header.txt: ok: gold wins by goal'
awk 'NR == 3 { sub(/^2g /, "2g \303\050 ") } { print }' "$data_dir/cases/goal.txt" > move.txt
hostile_check 10 --check move.txt
[ "$status" -eq 1 ] || fail "move.txt: status $status, expected 1"
expect_match '^move.txt: (illegal|error): '
printf '\357\273\277' > bom.txt; cat "$data_dir/cases/goal.txt" >> bom.txt
hostile_check 10 --check bom.txt
expect_match '^bom.txt: (ok: gold wins by goal|error: .*)$'
# a label made of invalid bytes
printf '\377\376 Ra1 Rb1\n' > label.txt
hostile_check 10 --check label.txt
[ "$status" -eq 1 ] || fail "label.txt: status $status, expected 1"
expect_match '^label.txt: (illegal|error): '
exit 0
