#!/bin/sh
# usage.sh: GNU conventions of the command line: --help and --version on
# standard output with status 0; usage errors on standard error with a
# pointer to --help and status 2; no interactive game without a terminal.
. "${top_srcdir:-.}/tests/cli/common.sh"

goal=$data/cases/goal.txt

run --help
expect_status "--help" 0
expect_match "--help" "$tmp/out" '^Usage: arimaa '
for opt in --check --position --moves --count --old-rules --replay --resume \
	--gold --silver --ascii --hotseat --games --help-keys --version \
	--time-control --handover; do
	expect_match "--help mentions $opt" "$tmp/out" "$opt"
done
[ -s "$tmp/err" ] && fail "--help wrote to standard error"
# There is no public bug tracker: --help names none.
grep -qi 'report bugs' "$tmp/out" && fail "--help names a bug address"

run --help-keys
expect_status "--help-keys" 0
expect_match "--help-keys" "$tmp/out" '^Playing	Space$'
expect_match "--help-keys" "$tmp/out" '^The replay viewer	Right$'
run --games --check "$data/cases/goal.txt"
expect_status "--games with --check" 2

run --version
expect_status "--version" 0
expect_match "--version" "$tmp/out" '^arimaa [0-9]+\.[0-9]+'

# usage NAME ARGS...: arimaa ARGS exits 2 with the pointer to --help and no output.
usage() {
	name=$1
	shift
	run "$@"
	expect_status "$name" 2
	expect_match "$name" "$tmp/err" "^Try 'arimaa --help' for more information\.\$"
	expect_match "$name" "$tmp/err" '^arimaa: '
	[ -s "$tmp/out" ] && fail "$name: wrote to standard output"
}

usage "unknown option" --frobnicate
usage "unknown short option" -q
usage "--check without files" --check
usage "--position without a file" --position
usage "--position with two files" --position "$goal" "$goal"
usage "--moves with two files" --moves "$goal" "$goal"
usage "two batch commands" --check --moves "$goal"
usage "--count with --check" --check --count "$goal"
usage "--gold without a name" --gold
usage "an interactive option with --check" --check --ascii "$goal"
usage "--old-rules without a batch command" --old-rules "$goal"
usage "--replay without a file" --replay
usage "two files to play" "$goal" "$goal"

# An option error names the option as it was typed (getopt_long's optopt
# for a long option is its code, not a character), its bytes shown safely.
usage "an argument to --hotseat" --hotseat=1
expect_match "--hotseat=1" "$tmp/err" "^arimaa: option '--hotseat' doesn't allow an argument\$"
usage "an argument to --help" --help=yes
expect_match "--help=yes" "$tmp/err" "^arimaa: option '--help' doesn't allow an argument\$"
usage "--gold without a name, named" --gold
expect_match "--gold" "$tmp/err" "^arimaa: option '--gold' requires an argument\$"
usage "an unknown option, named" --frobnicate=2
expect_match "--frobnicate" "$tmp/err" "^arimaa: unrecognized or ambiguous option '--frobnicate=2'\$"
usage "an unknown short option, named" -q
expect_match "-q" "$tmp/err" "^arimaa: invalid option -- 'q'\$"
usage "an escape in an option" "$(printf -- '--\033[2J')"
grep -q "$(printf '\033')" "$tmp/err" && fail "an escape character from an option reached standard error"
expect_match "escape" "$tmp/err" "^arimaa: unrecognized or ambiguous option '--\\^\\[\\[2J'\$"

# Without a terminal the interactive game refuses to start (run reads /dev/null).
run
expect_status "no terminal" 2
expect_match "no terminal" "$tmp/err" 'terminal'
run --hotseat --gold Ann "$goal"
expect_status "no terminal, with a file" 2

# --position=FILE and --position FILE are the same.
run --position="$goal"
s1=$status
cp "$tmp/out" "$tmp/out1"
run --position "$goal"
[ "$s1" -eq "$status" ] && cmp -s "$tmp/out1" "$tmp/out" || fail "--position=FILE differs from --position FILE"

# A write error (a full disk) is reported, not ignored.
if [ -w /dev/full ]; then
	"$arimaa" --help > /dev/full 2> "$tmp/err"
	status=$?
	expect_status "--help to a full disk" 1
	expect_match "--help to a full disk" "$tmp/err" 'write error'
fi

finish
