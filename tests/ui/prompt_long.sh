#!/bin/sh
# prompt_long.sh: the ':' prompt takes a line as long as a path may be.
# ":save" of a 400-byte path once saved to its first 199 bytes; now the
# game is saved under the whole name. A line past PATH_MAX (4096) is
# refused with a message and not run, never cut.
. "${top_srcdir:-.}/tests/ui/lib.sh"

d200=$(printf '%0200d' 0 | tr 0 d)
g150=$(printf '%0150d' 0 | tr 0 g)
dir="$TEST_HOME/$d200"
mkdir -p "$dir" || fail "cannot make the directory"
target="$dir/$g150.txt"
[ ${#target} -gt 350 ] || fail "the path is only ${#target} bytes"

start -- --ascii
wait_for "sets up"
prompt "save $target"
wait_for "saved to"
[ -f "$target" ] || fail "no game saved under the whole name"
ls "$dir" | grep -qv "^$g150.txt\$" && fail "another file saved: $(ls "$dir")"

# 4200 characters: refused, and nothing is saved under a cut name
long="$TEST_HOME/$(printf '%04200d' 0 | tr 0 x)"
keys :
type_text "save $long"
wait_for "the line is full: the prompt takes at most 4096 characters"
keys Enter
wait_for "the line was longer than 4096 characters: it was not run"
ls "$TEST_HOME" | grep -q '^xxx' && fail "a file saved under a cut name"
echo "ok"
