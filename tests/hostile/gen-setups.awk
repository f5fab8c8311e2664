# gen-setups.awk: Gold's setup 1g, then N variations of it, each another
# arrangement of the same sixteen pieces on a1-h2 (many distinct).
BEGIN {
	split("a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2", sq, " ")
	print "1g Ea1 Mb1 Dc1 Dd1 Ce1 Cf1 Hg1 Hh1 Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2"
	split("E M D C H", lead, " ")
	split("16 15 14 13 12", radix, " ")
	for (i = 0; i < N; i++) {
		for (k = 1; k <= 16; k++) used[k] = 0
		line = "1g"; v = i
		for (p = 1; p <= 5; p++) {
			pick = v % radix[p]; v = int(v / radix[p])
			for (k = 1; k <= 16; k++) if (!used[k] && pick-- == 0) break
			used[k] = 1; line = line " " lead[p] sq[k]
		}
		split("D C H R R R R R R R R", rest, " "); r = 1
		for (k = 1; k <= 16; k++) if (!used[k]) line = line " " rest[r++] sq[k]
		print "("; print line; print ")"
	}
}
