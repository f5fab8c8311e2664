#!/bin/sh
# keys.sh: the manual's KEYS section and the help screen list the same keys
# for each screen. The help screen's keys come from the program
# (arimaa --help-keys: "Screen<TAB>key" a line); the manual's from the .TP
# tags of each subsection of KEYS, keys separated by ", " as on the screen.
# Every key of the help screen must be in the manual's subsection of the
# same name, and every key tag of those subsections on the help screen.
. "${top_srcdir:-.}/tests/man/common.sh"
LC_ALL=C
export LC_ALL

"$arimaa" --help-keys > "$tmp/help-raw" || { echo "FAIL: arimaa --help-keys failed"; exit 1; }
sort -u "$tmp/help-raw" > "$tmp/help"
cut -f1 "$tmp/help" | sort -u > "$tmp/screens"

# The manual's keys: "Subsection<TAB>key" for each key of each .TP tag in
# the subsections of KEYS.
awk '
	/^\.SH / { inkeys = ($0 ~ /^\.SH "?KEYS"?$/); next }
	!inkeys { next }
	/^\.\\"/ { next }
	/^\.SS / { ss = substr($0, 5); gsub(/"/, "", ss); tag = 0; next }
	/^\.TP/ { tag = 1; next }
	tag {
		tag = 0
		t = $0
		sub(/^\.[BIR]+ /, "", t)
		gsub(/"/, "", t)
		gsub(/\\-/, "-", t)
		gsub(/\\&/, "", t)
		n = split(t, k, ", ")
		for (i = 1; i <= n; i++)
			print ss "\t" k[i]
	}
' "$man" | sort -u > "$tmp/man-all"
# Only the subsections that are screens of the help screen.
awk -F '\t' 'NR == FNR { s[$1] = 1; next } ($1 in s)' "$tmp/screens" "$tmp/man-all" > "$tmp/man"

n=$(wc -l < "$tmp/help")
[ "$n" -ge 40 ] || { echo "FAIL: only $n keys from --help-keys"; exit 1; }

status=0
while IFS= read -r screen; do
	grep -qxF ".SS \"$screen\"" "$man" || grep -qxF ".SS $screen" "$man" || {
		echo "FAIL: the help screen's \"$screen\" has no subsection in KEYS"
		status=1
	}
done < "$tmp/screens"
only_help=$(comm -23 "$tmp/help" "$tmp/man")
only_man=$(comm -13 "$tmp/help" "$tmp/man")
if [ -n "$only_help" ]; then
	echo "FAIL: on the help screen but not in the manual's KEYS:"
	printf '%s\n' "$only_help" | sed 's/^/  /'
	status=1
fi
if [ -n "$only_man" ]; then
	echo "FAIL: in the manual's KEYS but not on the help screen:"
	printf '%s\n' "$only_man" | sed 's/^/  /'
	status=1
fi
[ $status -eq 0 ] && echo "ok: $n keys of $(wc -l < "$tmp/screens") screens, the same in the help screen and the manual"
exit $status
