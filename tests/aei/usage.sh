#!/bin/sh
# usage.sh: the engine options on the command line: --help names them;
# --aei takes no file and no other mode; the numbers are checked; the
# engine options belong to the interactive game.
. "${top_srcdir:-.}/tests/aei/common.sh"

run --help
expect_status "--help" 0
for opt in --aei --gold-engine --silver-engine --engine-depth --engine-time --engine-delay; do
	expect_match "--help mentions $opt" "$tmp/out" "$opt"
done

# usage NAME ARGS...: arimaa ARGS exits 2 with a message and the pointer to --help.
usage() {
	name=$1
	shift
	run "$@"
	expect_status "$name" 2
	expect_match "$name" "$tmp/err" "^Try 'arimaa --help' for more information\.\$"
}

usage "--aei with a file" --aei "$goal"
usage "--aei with --check" --aei --check "$goal"
usage "--aei with --old-rules" --aei --old-rules
usage "--engine-depth not a number" --engine-depth deep
usage "--engine-depth 0" --engine-depth 0
usage "--engine-time 0" --engine-time 0
usage "--engine-time too long" --engine-time 86401
usage "--engine-delay negative" --engine-delay -1
usage "--gold-engine with --check" --gold-engine "arimaa --aei" --check "$goal"
usage "--gold-engine without an argument" --gold-engine

# Without a terminal the interactive game (with engines) is refused.
run --silver-engine "$arimaa --aei"
expect_status "engines without a terminal" 2
expect_match "engines without a terminal" "$tmp/err" 'needs a terminal'

# --aei at the end of its input: status 0, nothing but the opening phase.
printf 'aei\n' | "$arimaa" --aei > "$tmp/out" 2> "$tmp/err"
status=$?
expect_status "--aei at end of input" 0
expect_match "--aei at end of input" "$tmp/out" '^aeiok$'
[ -s "$tmp/err" ] && fail "--aei wrote to standard error"

finish
