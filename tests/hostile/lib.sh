# lib.sh: sourced by the hostile-input tests: where things are, a private
# temporary directory, and `hostile_check`, which runs `arimaa --check` with a
# time limit and bounded memory and fails on a crash, a hang or a malformed
# report line.

set -u
top_srcdir=$(cd "${top_srcdir:-.}" && pwd) || exit 99
top_builddir=$(cd "${top_builddir:-.}" && pwd) || exit 99
hostile_dir=$top_srcdir/tests/hostile
data_dir=$top_srcdir/tests/data
ARIMAA=${ARIMAA:-$top_builddir/arimaa}
# memory limit for one run, in kilobytes (1 GiB)
HOSTILE_MEM_KB=${HOSTILE_MEM_KB:-1048576}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/arimaa-hostile.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
	XDG_STATE_HOME="$tmp/state" XDG_CACHE_HOME="$tmp/cache"

# Prints a failure and ends the test with status 1.
fail()
{
	echo "FAIL: $*" >&2
	if [ -s "$tmp/out" ]; then echo "--- standard output (first lines):" >&2; head -c 2000 "$tmp/out" | head -n 20 >&2; fi
	if [ -s "$tmp/err" ]; then echo "--- standard error (first lines):" >&2; head -c 2000 "$tmp/err" | head -n 20 >&2; fi
	exit 1
}

[ -x "$ARIMAA" ] || fail "no program $ARIMAA (build it first)"

# Under AddressSanitizer, `ulimit -v` cannot work (the shadow memory alone is
# terabytes of address space); the allocator bounds allocations instead.
if grep -qa __asan_init "$ARIMAA"; then
	hostile_asan=yes
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1:max_allocation_size_mb=$((HOSTILE_MEM_KB / 1024))
	export ASAN_OPTIONS
else
	hostile_asan=no
fi

# hostile_check SECONDS ARG...: runs `arimaa ARG...` (ARG usually --check
# FILE...) with standard input from /dev/null; sets $status and leaves its
# output in $tmp/out and $tmp/err. Fails on a hang, a crash (a status above 2
# or a sanitizer report), or a line of output not of the form
# "LABEL: ok|illegal|error: ...".
hostile_check()
{
	secs=$1
	shift
	status=0
	if [ "$hostile_asan" = yes ]; then
		timeout -k 5 "$secs" "$ARIMAA" "$@" </dev/null >"$tmp/out" 2>"$tmp/err" || status=$?
	else
		(ulimit -v "$HOSTILE_MEM_KB" && exec timeout -k 5 "$secs" "$ARIMAA" "$@") \
			</dev/null >"$tmp/out" 2>"$tmp/err" || status=$?
	fi
	[ "$status" -ne 124 ] && [ "$status" -ne 137 ] || fail "arimaa $* did not finish within $secs s"
	if grep -q 'Sanitizer\|runtime error:' "$tmp/err"; then fail "arimaa $*: sanitizer report"; fi
	[ "$status" -le 1 ] || fail "arimaa $* exited with status $status (a crash or a usage error)"
	if [ "$(tr -d '\000' <"$tmp/out" | wc -c)" -ne "$(wc -c <"$tmp/out")" ]; then
		fail "arimaa $*: NUL bytes in the output"
	fi
	if grep -v -E '^[^ ].*: (ok|illegal|error): .' "$tmp/out" | grep -q .; then
		fail "arimaa $*: output lines not of the form 'LABEL: ok|illegal|error: ...'"
	fi
	grep -q . "$tmp/out" || fail "arimaa $*: no verdict printed"
}

# expect_line TEXT: fails unless the output of the last run is exactly TEXT (one line).
expect_line()
{
	printf '%s\n' "$1" | cmp -s - "$tmp/out" || fail "expected exactly: $1"
}

# expect_match REGEX: fails unless every line of the output matches REGEX (extended).
expect_match()
{
	if grep -v -E "$1" "$tmp/out" | grep -q .; then fail "expected every line to match: $1"; fi
}
