# gen-long-game.awk: writes a legal game of N turns after the setups in which
# no position occurs three times, in time linear in N (up to 3,538,943
# turns, over 45 MB as a file).
#
# Each side's eight pieces other than rabbits stay on its side of the board,
# never beside an enemy nor on a trap, so none is ever frozen or captured,
# and the rabbits never move. Two of each side's pieces stand still (c2 f2,
# c7 f7); the six others move in pairs around three rings of squares (gold:
# a2 b2 b3 b4 a4 a3, g2 h2 h3 h4 g4 g3, d2 e2 e3 d3; silver: d7 e7 e6 e5 d5
# d6, a7 b7 b6 a6, g7 h7 h6 g6), the front piece of a pair stepping first,
# then the other behind it. A ring of L squares with two different pieces
# goes through 2L distinct states and back to its first, so each side's
# three rings are the digits of a counter (12 x 12 x 8 = 1152 states for
# gold, 12 x 8 x 8 = 768 for silver): each turn advances its side's counter
# by one, a ring stepping once more when the one before it comes round.
#
# A position is the two counters and the side to move. Were both counters
# advanced once a turn, the pair would come back after lcm(1152, 768) = 2304
# turns each; so Silver advances twice (two to four steps) in every 1152nd
# turn of its own. Then in the e-th run of 1152 turns, Gold's counter is the
# turn's place r in the run and Silver's is e * 1153 + r (mod 768), and as
# 1153 and 768 are coprime, no pair comes back before 1152 * 768 = 884,736
# turns each: every position occurs once in the first 1,769,472 turns and
# once more in the next (the start position, which counts as one, comes
# back after exactly 1,769,472 turns, its second time).
#
# Variables: N (turns), FORMAT ("file": one move per line; "archive": one
# arimaa.com archive row, moves joined by the two characters \n), ID.
function sq(name) { return (index("abcdefgh", substr(name, 1, 1)) - 1) + 8 * (substr(name, 2, 1) - 1) }
function sqname(s) { return substr("abcdefgh", s % 8 + 1, 1) (int(s / 8) + 1) }
function emit(line) {
	if (FORMAT != "archive") print line
	else { printf "%s%s", (nemitted++ ? "\\n" : ""), line }
}
function setup(c, pieces, sqs,   n, p, q, i, line) {
	n = split(pieces, p, " "); split(sqs, q, " ")
	line = "1" (FORMAT == "archive" ? (c == "g" ? "w" : "b") : c)
	for (i = 1; i <= n; i++) { board[sq(q[i])] = p[i]; line = line " " p[i] q[i] }
	emit(line)
}
# ring(R, SQUARES): ring R is the cycle of SQUARES, its two pieces on the first two.
function ring(r, squares,   i) {
	len[r] = split(squares, tmp, " ")
	for (i = 1; i <= len[r]; i++) rsq[r, i - 1] = sq(tmp[i])
	state[r] = 0
}
# The step that advances ring R by one state, as text; moves the piece on the board.
function ring_step(r,   k, p, from, to, d, piece) {
	k = state[r]
	p = 1 - k % 2                      # the front piece (1) steps first
	from = rsq[r, (p + int(k / 2)) % len[r]]
	to = rsq[r, (p + int(k / 2) + 1) % len[r]]
	state[r] = (k + 1) % (2 * len[r])
	if (!(from in board) || (to in board)) { print "gen-long-game: bad ring step" > "/dev/stderr"; exit 1 }
	d = to - from == 8 ? "n" : to - from == -8 ? "s" : to - from == 1 ? "e" : "w"
	piece = board[from]; delete board[from]; board[to] = piece
	return " " piece sqname(from) d
}
# The steps that advance side C's counter by one: its first ring, and each
# next ring when the one before it has come round.
function advance(c,   i, r, steps) {
	steps = ""
	for (i = 1; i <= 3; i++) {
		r = c i
		steps = steps ring_step(r)
		if (state[r] != 0) break
	}
	return steps
}
BEGIN {
	if (N == "") N = 10000
	if (ID == "") ID = "1"
	if (N > 3538943) { print "gen-long-game: at most 3538943 turns" > "/dev/stderr"; exit 1 }
	if (FORMAT == "archive") {
		print "id\twusername\tbusername\ttimecontrol\tstartts\tresult\ttermination\tplycount\tcorrupt\tmovelist\tevents"
		printf "%s\tgold_player\tsilver_player\t2/2/100/10/8\t1769941051\tb\tt\t%d\t0\t", ID, N
	}
	setup("g", "R R R R R R R R E D C M H C H D", "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2")
	setup("s", "r r r r r r r r e d c m h c h d", "a8 b8 c8 d8 e8 f8 g8 h8 a7 b7 c7 d7 e7 f7 g7 h7")
	ring("g1", "a2 b2 b3 b4 a4 a3"); ring("g2", "g2 h2 h3 h4 g4 g3"); ring("g3", "d2 e2 e3 d3")
	ring("s1", "d7 e7 e6 e5 d5 d6"); ring("s2", "a7 b7 b6 a6"); ring("s3", "g7 h7 h6 g6")
	for (t = 0; t < N; t++) {
		side = t % 2 ? "s" : "g"
		steps = advance(side)
		# Silver's extra advance at the end of each run of 1152 turns of its own
		if (side == "s" && (t + 1) % 2304 == 0) steps = steps advance(side)
		emit((int(t / 2) + 2) (FORMAT == "archive" ? (side == "g" ? "w" : "b") : side) steps)
	}
	if (FORMAT == "archive") print "\t"
}
