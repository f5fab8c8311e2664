# common.sh: sourced by the AEI tests. Adds to tests/cli/common.sh the
# fake engine ($fake), the test driver ($match) and a scripted game.
. "${top_srcdir:-.}/tests/cli/common.sh"

fake=$top_srcdir/tests/aei/fake-engine.sh
match=$top_builddir/tests/aei/aei_match
goal=$data/cases/goal.txt

if [ ! -x "$match" ]; then
	echo "FAIL: $match is not built" >&2
	exit 99
fi
