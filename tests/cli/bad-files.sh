#!/bin/sh
# bad-files.sh: --check on files that are not legal games: each gets one
# line on standard output saying where and why, with exit status 1, and
# nothing crashes or writes raw control bytes, whatever the input.
. "${top_srcdir:-.}/tests/cli/common.sh"

goal=$data/cases/goal.txt

# bad NAME FILE REGEX: --check FILE prints one line matching REGEX, exits 1.
bad() {
	run --check "$2"
	expect_status "$1" 1
	[ "$(wc -l < "$tmp/out")" -eq 1 ] || fail "$1: expected exactly one line of output"
	expect_match "$1" "$tmp/out" "$3"
	if tr -d '\n' < "$tmp/out" | grep -q '[[:cntrl:]]'; then
		fail "$1: raw control characters in the output"
	fi
}

: > "$tmp/empty.txt"
bad "empty file" "$tmp/empty.txt" "^$tmp/empty.txt: error: the file is empty\$"

printf ' \n\t\r\n\n' > "$tmp/blank.txt"
bad "white space only" "$tmp/blank.txt" "^$tmp/blank.txt: error: "

bad "no such file" "$tmp/nope.txt" "^$tmp/nope.txt: error: cannot open: No such file or directory\$"

# A file over the 64 MiB limit is refused without being read (a sparse file).
if truncate -s 65M "$tmp/huge.txt" 2> /dev/null; then
	bad "a file over 64 MiB" "$tmp/huge.txt" "^$tmp/huge.txt: error: the file is larger than 64 MiB\$"
	rm -f "$tmp/huge.txt"
fi

mkdir "$tmp/dir"
bad "a directory" "$tmp/dir" "^$tmp/dir: error: cannot open: is a directory\$"

# A FIFO is refused at once with the reason, never waited on for a writer
# (timeout ends a run that blocks: status 124, not 1).
if mkfifo "$tmp/fifo" 2> /dev/null; then
	if command -v timeout > /dev/null 2>&1; then
		timeout 10 "$arimaa" --check "$tmp/fifo" > "$tmp/out" 2> "$tmp/err" < /dev/null
		status=$?
	else
		run --check "$tmp/fifo"
	fi
	expect_status "a FIFO" 1
	expect_match "a FIFO" "$tmp/out" "^$tmp/fifo: error: cannot open: is a FIFO, not a regular file\$"
	rm -f "$tmp/fifo"
fi

# Binary: a fixed mix of NULs, control bytes and high bytes, then random bytes.
printf '\177ELF\002\001\001\000\000\000\033[2J\033]0;x\007\r\n\300\377\376\000\0001g Ra1\000Rb1\n' > "$tmp/binary.bin"
bad "binary bytes" "$tmp/binary.bin" "^$tmp/binary.bin: (error|illegal): "
if [ -r /dev/urandom ]; then
	for i in 1 2 3 4 5; do
		head -c 4096 /dev/urandom > "$tmp/random.bin"
		bad "random bytes $i" "$tmp/random.bin" "^$tmp/random.bin: (error|illegal): "
	done
fi
printf '\000\000\000\000' > "$tmp/nul.bin"
bad "NUL bytes" "$tmp/nul.bin" "^$tmp/nul.bin: (error|illegal): "

# A record cut off in the middle of the step Ed3n of move 2g (line 3).
{ head -n 2 "$goal"; printf '2g Ed2n Ed3'; } > "$tmp/truncated.txt"
bad "truncated mid-move" "$tmp/truncated.txt" \
	"^$tmp/truncated.txt: (illegal|error): line 3, move 2g: .*Ed3"

# A token that is not notation.
{ head -n 2 "$goal"; echo '2g Ed2n Qd3n Ed4n'; } > "$tmp/token.txt"
bad "wrong token" "$tmp/token.txt" "^$tmp/token.txt: (illegal|error): line 3, move 2g: .*Qd3n"

# Gold's turn moving a silver piece on its own.
{ head -n 2 "$goal"; echo '2g ee7s'; } > "$tmp/enemy.txt"
bad "silver piece in gold's turn" "$tmp/enemy.txt" "^$tmp/enemy.txt: illegal: line 3, move 2g: .*ee7s"

# Silver's label where Gold is to move.
{ head -n 2 "$goal"; echo '2s ee7s'; } > "$tmp/side.txt"
bad "move for the wrong side" "$tmp/side.txt" "^$tmp/side.txt: (illegal|error): line 3, move 2[sbg]: "

# A setup of two pieces.
echo '1g Ra1 Rb1' > "$tmp/setup.txt"
bad "short setup" "$tmp/setup.txt" "^$tmp/setup.txt: illegal: line 1, move 1[gw]: "

# Archives: rows are labelled FILE#ID; a row with an illegal move is reported as such.
moves=$(awk 'NF { printf "%s%s", sep, $0; sep = "\\n" }' "$goal")
printf 'id\tmovelist\n7\t%s\n8\t1w Ra1 Rb1\\n1b\n' "$moves" > "$tmp/archive.txt"
run --check "$tmp/archive.txt"
expect_status "archive with a bad row" 1
expect_match "archive good row" "$tmp/out" "^$tmp/archive.txt#7: ok: gold wins by goal\$"
expect_match "archive bad row" "$tmp/out" "^$tmp/archive.txt#8: illegal: line 3, move 1[gw]: "

printf 'id\tmovelist\n' > "$tmp/noarchive.txt"
bad "archive without rows" "$tmp/noarchive.txt" "^$tmp/noarchive.txt: error: "

# Good and bad files together: a line for each, status 1.
run --check "$goal" "$tmp/nope.txt" "$goal"
expect_status "mixed files" 1
[ "$(grep -c ': ok: ' "$tmp/out")" -eq 2 ] || fail "mixed files: expected two ok lines"

# --position and --moves on a bad file: a message on standard error, status 1.
for opt in --position --moves; do
	run $opt "$tmp/token.txt"
	expect_status "$opt on a bad file" 1
	expect_match "$opt on a bad file" "$tmp/err" "^arimaa: $tmp/token.txt: (illegal|error): "
	run $opt "$tmp/nope.txt"
	expect_status "$opt on a missing file" 1
	expect_match "$opt on a missing file" "$tmp/err" "No such file"
done

finish
