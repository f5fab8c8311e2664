#!/bin/sh
# escapes.sh: --check writes no control character from a file raw: C0
# (CR, ESC, BEL) and DEL as \xNN, a lone byte 0x9b (CSI in 8-bit C1) as
# \x9b, U+009B in UTF-8 as \u009b; printable UTF-8 (an e acute) and bytes
# of another charset (Latin-1 0xe9) stay as they are.
. "${top_srcdir:-.}/tests/cli/common.sh"

setup='1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2'
printf 'id\tmovelist\n7\r\033[2J\007\t%s\n8\2335m\t%s\n9\302\233x\t%s\n10\303\251\351\177\t%s\n' \
	"$setup" "$setup" "$setup" "$setup" > "$tmp/ids.txt"
run --check "$tmp/ids.txt"
expect_status "ids" 0
{
	printf '%s\n' "$tmp/ids.txt#7\\x0d\\x1b[2J\\x07: ok: unfinished, silver to move"
	printf '%s\n' "$tmp/ids.txt#8\\x9b5m: ok: unfinished, silver to move"
	printf '%s\n' "$tmp/ids.txt#9\\u009bx: ok: unfinished, silver to move"
	printf '%s\303\251\351%s\n' "$tmp/ids.txt#10" "\\x7f: ok: unfinished, silver to move"
} > "$tmp/want"
cmp -s "$tmp/want" "$tmp/out" || { fail "ids: unexpected output"; od -c "$tmp/out" | head -20 >&2; }

# A file name with a C1 byte in it, in an error message on standard error.
name=$(printf 'c1\233name.txt')
printf 'not a record\n' > "$tmp/$name"
run --position "$tmp/$name"
expect_status "file name" 1
grep -q "$(printf '\233')" "$tmp/err" && fail "file name: a raw 0x9b on standard error"
expect_match "file name" "$tmp/err" 'c1\\x9bname\.txt'
finish
