# gen-long-game.awk: writes a legal game of N turns after the setups in which
# no position occurs three times. Each side moves one piece one step per turn
# inside three 2x2 blocks on its side of the board (two pieces per block), far
# from the enemy and from the traps, so no piece is ever frozen, captured or
# a rabbit; the step chosen is the one whose resulting position has occurred
# least often, and the start position counts as one occurrence.
# Variables: N (turns), FORMAT ("file": one move per line; "archive": one
# arimaa.com archive row, moves joined by the two characters \n), ID.
function sq(name) { return (index("abcdefgh", substr(name, 1, 1)) - 1) + 8 * (substr(name, 2, 1) - 1) }
function sqname(s) { return substr("abcdefgh", s % 8 + 1, 1) (int(s / 8) + 1) }
function key(   i, k) { k = side; for (i = 1; i <= nz; i++) k = k (zs[i] in board ? board[zs[i]] : "."); return k }
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
BEGIN {
	if (N == "") N = 10000
	if (ID == "") ID = "1"
	srand(20260201)
	dirs["n"] = 8; dirs["s"] = -8; dirs["e"] = 1; dirs["w"] = -1
	# the squares each side's pieces may use
	nz = split("a2 b2 a3 b3 d2 e2 d3 e3 g2 h2 g3 h3 a7 b7 a6 b6 d7 e7 d6 e6 g7 h7 g6 h6", z, " ")
	for (i = 1; i <= nz; i++) { zs[i] = sq(z[i]); zone[i <= 12 ? "g" : "s", zs[i]] = 1 }
	if (FORMAT == "archive") {
		print "id\twusername\tbusername\ttimecontrol\tstartts\tresult\ttermination\tplycount\tcorrupt\tmovelist\tevents"
		printf "%s\tgold_player\tsilver_player\t2/2/100/10/8\t1769941051\tb\tt\t%d\t0\t", ID, N
	}
	setup("g", "R R R R R R R R E M C H H C D D", "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2")
	setup("s", "r r r r r r r r e m c h h c d d", "a8 b8 c8 d8 e8 f8 g8 h8 a7 b7 c7 d7 e7 f7 g7 h7")
	side = "g"
	seen[key()] = 1
	for (t = 0; t < N; t++) {
		best = ""; bestn = 3; nbest = 0
		for (s = 0; s < 64; s++) {
			if (!((side, s) in zone) || !(s in board)) continue
			for (d in dirs) {
				to = s + dirs[d]
				if ((d == "e" && s % 8 == 7) || (d == "w" && s % 8 == 0)) continue
				if (!((side, to) in zone) || (to in board)) continue
				p = board[s]; delete board[s]; board[to] = p
				side = side == "g" ? "s" : "g"; k = key(); side = side == "g" ? "s" : "g"
				delete board[to]; board[s] = p
				c = (k in seen) ? seen[k] : 0
				if (c > 1) continue
				if (c < bestn) { bestn = c; nbest = 0 }
				if (c == bestn) { cand[++nbest] = p sqname(s) d SUBSEP s SUBSEP to }
			}
		}
		if (nbest == 0) { print "gen-long-game: stuck at turn " t > "/dev/stderr"; exit 1 }
		split(cand[int(rand() * nbest) + 1], m, SUBSEP)
		p = board[m[2]]; delete board[m[2]]; board[m[3]] = p
		emit((int(t / 2) + 2) (FORMAT == "archive" ? (side == "g" ? "w" : "b") : side) " " m[1])
		side = side == "g" ? "s" : "g"
		seen[key()]++
	}
	if (FORMAT == "archive") print "\t"
}
