# common.sh: sourced by the shell tests of the command line. Sets $arimaa
# (the program), $data (tests/data), $tmp (a scratch directory removed on
# exit) and helpers that report a failure and remember it.

top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
arimaa=$top_builddir/arimaa
data=$top_srcdir/tests/data
failures=0
LC_ALL=C
export LC_ALL

if [ ! -x "$arimaa" ]; then
	echo "FAIL: $arimaa is not built" >&2
	exit 99
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/arimaa-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
trap 'exit 99' HUP INT TERM

# fail MESSAGE: reports a failed expectation.
fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

# run ARGS...: runs arimaa; stdout in $tmp/out, stderr in $tmp/err, status in $status.
run() {
	"$arimaa" "$@" > "$tmp/out" 2> "$tmp/err" < /dev/null
	status=$?
}

# expect_status NAME N: the last run exited with N.
expect_status() {
	if [ "$status" -ne "$2" ]; then
		fail "$1: exit status $status, expected $2"
		sed 's/^/  stdout: /' "$tmp/out" >&2
		sed 's/^/  stderr: /' "$tmp/err" >&2
	fi
}

# expect_out NAME TEXT: the last run's standard output is exactly TEXT (and a newline).
expect_out() {
	printf '%s\n' "$2" > "$tmp/want"
	if ! cmp -s "$tmp/want" "$tmp/out"; then
		fail "$1: unexpected output"
		diff "$tmp/want" "$tmp/out" | sed 's/^/  /' >&2
	fi
}

# expect_match NAME FILE REGEX: FILE has a line matching the extended REGEX.
expect_match() {
	if ! grep -Eq -- "$3" "$2"; then
		fail "$1: no line matches /$3/ in:"
		sed 's/^/  /' "$2" >&2
	fi
}

# finish: the test's exit status.
finish() {
	if [ "$failures" -ne 0 ]; then
		echo "$failures failure(s)" >&2
		exit 1
	fi
	exit 0
}
