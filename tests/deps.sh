#!/bin/sh
# tests/deps.sh: the architecture, checked on the built objects (issue 17).
# From nm's defined and undefined symbols of every object of src/ (the
# program's own objects and the members of the layers' libraries) it builds
# the graph "file A uses a symbol file B defines" and fails
#  - on any cycle among the files of src/ (two files calling each other,
#    directly or around a circle), naming the files and edges involved;
#  - if an object of src/app/ (the curses-free app layer) uses a curses
#    symbol, or if any file outside src/tui/ does.
# Needs nm; skipped (77) when the objects are not built.
set -u
build=${top_builddir:-.}
NM=${NM:-nm}
command -v "$NM" > /dev/null 2>&1 || { echo "deps: no nm" >&2; exit 77; }
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

# One line per symbol: "file D|U symbol", file named by its source path
# (src/DIR/NAME.c): a library member's name is the object's name, a
# program object drops its "arimaa-" prefix.
: > "$tmp/syms"
objs=$(find "$build/src" -name 'arimaa-*.o' | sort)
libs=$(find "$build/src" -name 'lib*.a' | sort)
[ -n "$objs" ] && [ -n "$libs" ] || { echo "deps: objects not built" >&2; exit 77; }
for o in $objs; do
	dir=$(dirname "$o"); dir=src${dir#"$build/src"}
	name=$(basename "$o" .o); name=${name#arimaa-}
	# an object left by a source since moved away is no part of the program
	[ -f "${top_srcdir:-.}/$dir/$name.c" ] || continue
	"$NM" -P "$o" | awk -v f="$dir/$name.c" '
		$2 == "U" { print f, "U", $1; next }
		$2 ~ /^[TDBRCGSVW]$/ { print f, "D", $1 }' >> "$tmp/syms"
done
for l in $libs; do
	dir=$(dirname "$l"); dir=src${dir#"$build/src"}
	[ -f "${top_srcdir:-.}/$dir/local.am" ] || continue
	"$NM" -P -A "$l" | awk -v d="$dir" '
		{ m = $1; sub(/^.*\[/, "", m); sub(/\].*$/, "", m); sub(/\.o$/, "", m)
		  sub(/^lib[a-z]*_a-/, "", m); f = d "/" m ".c" }
		$3 == "U" { print f, "U", $2; next }
		$3 ~ /^[TDBRCGSVW]$/ { print f, "D", $2 }' >> "$tmp/syms"
done

# The edges: A uses B when A has B's defined symbol undefined.
awk '$2 == "D" { def[$3] = $1; next }
	{ use[NR] = $1 " " $3 }
	END { for (i in use) { split(use[i], u, " ");
		if ((u[2] in def) && def[u[2]] != u[1]) print u[1], def[u[2]] } }' \
	"$tmp/syms" | sort -u > "$tmp/edges"
[ -s "$tmp/edges" ] || { echo "deps: no edges found" >&2; exit 99; }

status=0
# Cycles: peel off every file that uses no remaining file (a sink), then
# every file no remaining file uses (a source); what is left lies on a
# cycle or between two.
awk '{ e[NR] = $0; n = NR }
	END { do { changed = 0
		delete out; delete in_
		for (i = 1; i <= n; i++) if (e[i] != "") { split(e[i], p, " "); out[p[1]]++; in_[p[2]]++ }
		for (i = 1; i <= n; i++) if (e[i] != "") { split(e[i], p, " ")
			if (!(p[2] in out) || !(p[1] in in_)) { e[i] = ""; changed = 1 } }
	} while (changed)
	for (i = 1; i <= n; i++) if (e[i] != "") print e[i] }' "$tmp/edges" > "$tmp/cycle"
if [ -s "$tmp/cycle" ]; then
	echo "deps: files of src/ that call each other around a circle (A -> B: A uses B):" >&2
	sed 's/ / -> /' "$tmp/cycle" >&2
	status=1
fi

# Curses: the symbols the curses libraries define (their shared objects,
# found as the compiler finds -lncursesw and -ltinfo), else well-known names.
: > "$tmp/curses"
CC_=${CC:-cc}
for lib in ncursesw tinfo ncurses; do
	f=$($CC_ -print-file-name=lib$lib.so 2>/dev/null) || continue
	[ -f "$f" ] || continue
	if ! "$NM" -D --defined-only "$f" > /dev/null 2>&1; then
		# a linker script: INPUT(libncursesw.so.6 -ltinfo)
		g=$(sed -n 's/.*INPUT(\([^ )]*\).*/\1/p' "$f" | head -n 1)
		case $g in /*) f=$g ;; *) f=$(dirname "$f")/$g ;; esac
	fi
	"$NM" -D --defined-only "$f" 2>/dev/null | awk '{ n = $NF; sub(/@.*/, "", n); print n }' >> "$tmp/curses"
done
sort -u -o "$tmp/curses" "$tmp/curses"
awk '$2 == "U"' "$tmp/syms" | sort -k3,3 > "$tmp/undef"
if [ -s "$tmp/curses" ]; then
	join -1 3 -2 1 -o 1.1,1.3 "$tmp/undef" "$tmp/curses"
else
	awk '$3 ~ /^(initscr|endwin|newwin|delwin|wmove|waddn?str|waddch|wattr_?(on|off|set)|wgetch|wget_wch|stdscr|LINES|COLS|newterm|keypad|mvwadd.*|mvwprintw|wclear|werase|wrefresh|doupdate|start_color|init_pair|has_colors|curs_set|mousemask|getmouse|setupterm|tigetstr|tputs)$/ { print $1, $3 }' "$tmp/undef"
fi | sort -u > "$tmp/cursesuse"
# The check must see curses where it is, or it proves nothing.
grep -q '^src/tui/' "$tmp/cursesuse" || { echo "deps: no curses symbol found even in src/tui/: the check is blind" >&2; exit 99; }
bad=$(grep -v '^src/tui/' "$tmp/cursesuse" || true)
if [ -n "$bad" ]; then
	echo "deps: curses used outside src/tui/ (file symbol):" >&2
	echo "$bad" >&2
	status=1
fi
if [ ! -s "$tmp/curses" ] && [ ! -s "$tmp/cursesuse" ]; then
	echo "deps: note: curses library not found, checked well-known names only" >&2
fi
[ $status -eq 0 ] && echo "deps: $(wc -l < "$tmp/edges") edges among $(cut -d' ' -f1 "$tmp/syms" | sort -u | wc -l) files, no cycle, curses only in src/tui/"
exit $status
