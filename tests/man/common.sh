# common.sh: what the manual's tests that run the program share: the
# manual, the program (built, or the test fails with 99), a private
# temporary directory removed at exit.
top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
man=$top_srcdir/man/arimaa.6
arimaa=$top_builddir/arimaa
[ -x "$arimaa" ] || { echo "FAIL: $arimaa is not built"; exit 99; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arimaa-man.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
