#!/bin/sh
# options.sh: the manual and --help name the same long options: every
# option of --help is in man/arimaa.6 and every option the manual names
# (outside roff comments) is in --help.
. "${top_srcdir:-.}/tests/man/common.sh"

"$arimaa" --help > "$tmp/help" || { echo "FAIL: arimaa --help failed"; exit 1; }
grep -oE -- '--[a-z][a-z-]*[a-z]' "$tmp/help" | sort -u > "$tmp/help-opts"
grep -v '^\.\\"' "$man" | sed 's/\\-/-/g' | grep -oE -- '--[a-z][a-z-]*[a-z]' | sort -u > "$tmp/man-opts"

# A sanity floor: both lists were found at all.
for f in help-opts man-opts; do
	n=$(wc -l < "$tmp/$f")
	[ "$n" -ge 10 ] || { echo "FAIL: only $n long options found in $f"; exit 1; }
done

status=0
only_help=$(comm -23 "$tmp/help-opts" "$tmp/man-opts")
only_man=$(comm -13 "$tmp/help-opts" "$tmp/man-opts")
if [ -n "$only_help" ]; then
	echo "FAIL: in --help but not in the manual:" $only_help
	status=1
fi
if [ -n "$only_man" ]; then
	echo "FAIL: in the manual but not in --help:" $only_man
	status=1
fi
[ $status -eq 0 ] && echo "ok: $(wc -l < "$tmp/help-opts") long options, the same in --help and the manual"
exit $status
