# gen-new-positions.awk: writes a legal game of one-step turns, as many as
# fit in BYTES bytes (default 67108864, the largest file the program reads),
# in which every position at the end of every turn is new: the worst shape
# per byte for the repetition table, which keeps one board per position.
#
# Gold's and Silver's pieces never meet (ranks 5 on files a to d and 4 on
# e to h stay empty, and neither side goes past them), no piece stands on
# a trap, and no rabbit moves but Silver's d7 one, which steps to d6 and
# then only sideways: nothing is ever frozen, pushed or captured.
# Each side keeps three pieces other than rabbits in each of two 2x2
# blocks (gold: a1 a2 b2 b1 and h1 h2 g2 g1; silver: a8 a7 b7 b8 and h8 h7
# g7 g8), whose fourth piece leaves it first: moving the hole round a
# block takes it through 12 arrangements of its three different pieces.
# That piece then walks a path of its own (gold: a3 b3 b4 c4 d4 and h3 g3
# g4 f4 e4; silver: b6 a6 a5 and g6 h6 h5). Gold's four "digits" (12 x 12
# x 5 x 5 = 3,600 states) follow a reflected mixed-radix Gray code: each
# Gold turn moves one digit one place, so Gold's states do not repeat in
# a sweep of 3,599 turns. Silver's rabbit steps between d6 and e6 every
# turn, except the turn after a sweep ends, which moves one of Silver's
# own four digits (12 x 12 x 3 x 3 = 1,296 states, its own Gray code)
# instead; then Gold sweeps back. A position after a turn is (Gold's
# state, the rabbit's square, Silver's digits, the side to move): within a
# sweep Gold's states differ, and Silver's digits differ from sweep to
# sweep, so no position comes back (the first few turns, which bring the
# walking pieces out, have boards no later turn has).
#
# Variables: BYTES (the file's largest size), BOARDS (a file to write each
# position to, after each turn: 64 squares a8 to h1 as letters or ".",
# then the side to move; for checking that none repeats).
function sq(name) { return (index("abcdefgh", substr(name, 1, 1)) - 1) + 8 * (substr(name, 2, 1) - 1) }
function sqname(s) { return substr("abcdefgh", s % 8 + 1, 1) (int(s / 8) + 1) }
function die(msg) { print "gen-new-positions: " msg > "/dev/stderr"; exit 1 }
function setup(pieces, sqs,   n, p, q, i, line) {
	n = split(pieces, p, " "); split(sqs, q, " ")
	line = ""
	for (i = 1; i <= n; i++) { board[sq(q[i])] = p[i]; line = line " " p[i] q[i] }
	return line
}
# The step of the piece on square `from` to the next square `to`, as text;
# moves it on the board.
function step(from, to,   d, piece) {
	if (!(from in board) || (to in board)) die("bad step " sqname(from) " " sqname(to))
	d = to - from == 8 ? "n" : to - from == -8 ? "s" : to - from == 1 ? "e" : to - from == -1 ? "w" : ""
	if (d == "") die("not a step " sqname(from) " " sqname(to))
	piece = board[from]; delete board[from]; board[to] = piece
	return piece sqname(from) d
}
# digit(D, KIND, SQUARES): digit D of a Gray code: a block ("ring", four
# squares round it, the hole on the first) of 12 states, or a path of n.
function digit(d, kind, squares,   i, n) {
	n = split(squares, tmp, " ")
	for (i = 1; i <= n; i++) dsq[d, i - 1] = sq(tmp[i])
	dlen[d] = n; dkind[d] = kind; dval[d] = 0; ddir[d] = 1
	hole[d] = 0; at[d] = 0
	dmax[d] = kind == "ring" ? 12 : n
}
# Moves digit D one place in direction DIR (+1 or -1), as a step.
function digit_move(d, dir,   h, from) {
	dval[d] += dir
	if (dkind[d] == "ring") {
		h = hole[d]
		hole[d] = (h + (dir > 0 ? 1 : 3)) % 4
		return step(dsq[d, hole[d]], dsq[d, h])
	}
	from = at[d]; at[d] += dir
	return step(dsq[d, from], dsq[d, at[d]])
}
# The next state of the Gray code of digits FIRST..LAST: the lowest digit
# that can move in its direction moves, each lower one turning round.
# Returns the step, or "" when the sweep is over (all directions turned).
function gray(first, last,   d) {
	for (d = first; d <= last; d++) {
		if (dval[d] + ddir[d] >= 0 && dval[d] + ddir[d] < dmax[d]) return digit_move(d, ddir[d])
		ddir[d] = -ddir[d]
	}
	return ""
}
# Whether no digit of FIRST..LAST can move on: the sweep is at its end.
function swept(first, last,   d) {
	for (d = first; d <= last; d++)
		if (dval[d] + ddir[d] >= 0 && dval[d] + ddir[d] < dmax[d]) return 0
	return 1
}
function write_board(side,   r, f, s, line) {
	line = ""
	for (r = 7; r >= 0; r--)
		for (f = 0; f < 8; f++) { s = r * 8 + f; line = line (s in board ? board[s] : ".") }
	print line " " side > BOARDS
}
BEGIN {
	if (BYTES == "") BYTES = 67108864
	line = "1g" setup("E C R R R R C M H D R R R R D H", "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2")
	print line; bytes = length(line) + 1
	line = "1s" setup("e c r r r r c m h d r r r r d h", "a8 b8 c8 d8 e8 f8 g8 h8 a7 b7 c7 d7 e7 f7 g7 h7")
	print line; bytes += length(line) + 1
	if (BOARDS != "") write_board("g")
	# Gold's digits 1-4, Silver's 5-8
	digit(1, "ring", "a2 b2 b1 a1"); digit(2, "ring", "h2 g2 g1 h1")
	digit(3, "path", "a3 b3 b4 c4 d4"); digit(4, "path", "h3 g3 g4 f4 e4")
	digit(5, "ring", "a7 b7 b8 a8"); digit(6, "ring", "h7 g7 g8 h8")
	digit(7, "path", "b6 a6 a5"); digit(8, "path", "g6 h6 h5")
	# the turns that bring the walking pieces out, and the rabbit
	n = split("Ha2n Hh2n", gold_out, " ")
	n = split("ha7s ha6e hh7s hh6w rd7s", silver_out, " ")
	for (t = 0; ; t++) {
		side = t % 2 ? "s" : "g"
		k = int(t / 2)
		if (side == "g" && k < 2) {
			s = gold_out[k + 1]
			step(sq(substr(s, 2, 2)), sq(substr(s, 2, 2)) + 8)
		} else if (side == "g") {
			s = gray(1, 4)
			if (s == "") s = gray(1, 4)   # a new sweep, back the other way
		} else if (k < 5) {
			s = silver_out[k + 1]
			from = sq(substr(s, 2, 2)); d = substr(s, 4, 1)
			step(from, from + (d == "s" ? -8 : d == "e" ? 1 : -1))
		} else if (swept(1, 4)) {
			s = gray(5, 8)
			if (s == "") die("Silver's digits are spent")
		} else {
			to = rabbit == sq("d6") ? sq("e6") : sq("d6")
			s = step(rabbit, to)
			rabbit = to
		}
		if (side == "s" && k == 4) rabbit = sq("d6")
		line = (k + 2) side " " s
		if (bytes + length(line) + 1 > BYTES) break
		print line; bytes += length(line) + 1
		if (BOARDS != "") write_board(side == "g" ? "s" : "g")
	}
}
