/* board.c: a step made and unmade in place for the search, and the legal
 * steps of a turn in progress, by the same rules as core/turn.c (which the
 * tests hold it to): a step of the mover's unfrozen piece (rabbits never
 * backward), the start of a push of a weaker enemy piece beside an
 * unfrozen stronger one (with a step left to finish it), the push's
 * finish, and a pull into the square the last plain step left. */
#include "config.h"
#include <assert.h>
#include <stdbool.h>
#include "engine/board.h"

/* Keys of the turn's state: steps left, the open push (square and kind)
 * and the open pull, by square (64 for none) and kind. */
static uint64_t board_zleft[TURN_MAX_STEPS + 1];
static uint64_t board_zpush[SQUARE_NB + 1][KIND_NB];
static uint64_t board_zpull[SQUARE_NB + 1][KIND_NB];
static uint64_t board_zside;
static uint64_t board_zpiece[PIECE_NB][SQUARE_NB];
/* The trap beside each square, SQUARE_NONE if none (no square has two). */
static uint8_t board_trap_near[SQUARE_NB];
static bool board_ready;

uint64_t board_splitmix(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Fills the tables once (the core's keys are fixed, so these are too). */
static void board_init(void)
{
	uint64_t state = UINT64_C(0x5374657053746570);
	for (int i = 0; i <= TURN_MAX_STEPS; i++)
		board_zleft[i] = board_splitmix(&state);
	for (int sq = 0; sq <= SQUARE_NB; sq++)
		for (int k = 0; k < KIND_NB; k++) {
			board_zpush[sq][k] = sq == SQUARE_NB ? 0 : board_splitmix(&state);
			board_zpull[sq][k] = sq == SQUARE_NB ? 0 : board_splitmix(&state);
		}
	board_zside = position_zobrist_side();
	for (int p = 0; p < PIECE_NB; p++)
		for (int sq = 0; sq < SQUARE_NB; sq++)
			board_zpiece[p][sq] = position_zobrist(p, sq);
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		bitboard t = bb_neighbors(bb_square(sq)) & BB_TRAPS;
		board_trap_near[sq] = t ? (uint8_t)bb_first(t) : SQUARE_NONE;
	}
	board_ready = true;
}

uint64_t board_key(const struct position *pos, const struct board_turn *t)
{
	if (!board_ready)
		board_init();
	int push = t->push_sq == SQUARE_NONE ? SQUARE_NB : t->push_sq;
	int pull = t->pull_sq == SQUARE_NONE ? SQUARE_NB : t->pull_sq;
	return pos->hash ^ board_zleft[t->left] ^ board_zpush[push][t->push_kind] ^ board_zpull[pull][t->pull_kind];
}

bitboard board_unfrozen(const struct position *pos, enum color c)
{
	bitboard mine = pos->color_bb[c], enemy = pos->color_bb[color_other(c)];
	bitboard frozen = 0, stronger = 0;
	for (int k = ELEPHANT; k >= RABBIT; k--) {
		frozen |= pos->kind_bb[k] & mine & bb_neighbors(stronger);
		stronger |= pos->kind_bb[k] & enemy;
	}
	return mine & ~(frozen & ~bb_neighbors(mine));
}

/* The pieces of colour c weaker than kind k. */
static inline bitboard board_weaker(const struct position *pos, enum color c, int k)
{
	bitboard b = 0;
	for (int w = RABBIT; w < k; w++)
		b |= pos->kind_bb[w];
	return b & pos->color_bb[c];
}

/* The squares one step from the squares of b in direction d. */
static inline bitboard board_shift(bitboard b, int d)
{
	switch (d) {
	case DIR_N: return b << 8;
	case DIR_S: return b >> 8;
	case DIR_E: return (b & ~BB_FILE_H) << 1;
	default: return (b & ~BB_FILE_A) >> 1;
	}
}

static const int board_delta[DIR_NB] = { 8, -8, 1, -1 };

int board_steps(const struct position *pos, const struct board_turn *t, bool with_pass, struct board_step *out)
{
	return board_steps_near(pos, t, with_pass, ~(bitboard)0, out);
}

int board_steps_near(const struct position *pos, const struct board_turn *t, bool with_pass, bitboard near,
		     struct board_step *out)
{
	if (!board_ready)
		board_init();
	enum color m = pos->side, e = color_other(m);
	bitboard empty = ~position_occupied(pos);
	int n = 0;
	if (board_push_pending(t)) {
		bitboard unfrozen = board_unfrozen(pos, m);
		bitboard pushers = bb_neighbors(bb_square(t->push_sq)) & unfrozen &
				   position_stronger(pos, m, (enum kind)t->push_kind);
		if (!(near & bb_square(t->push_sq)))
			pushers &= near;
		for (; pushers; pushers &= pushers - 1)
			out[n++] = (struct board_step){ (uint8_t)bb_first(pushers), t->push_sq };
		return n;
	}
	bitboard unfrozen = board_unfrozen(pos, m);
	bitboard rabbits = unfrozen & pos->kind_bb[RABBIT];
	bitboard others = unfrozen & ~rabbits;
	int back = m == GOLD ? DIR_S : DIR_N;
	/* the mover's own steps, direction by direction */
	for (int d = 0; d < DIR_NB; d++) {
		bitboard from = d == back ? others : unfrozen;
		bitboard to = board_shift(from, d) & empty & (near | board_shift(from & near, d));
		for (; to; to &= to - 1) {
			int sq = bb_first(to);
			out[n++] = (struct board_step){ (uint8_t)(sq - board_delta[d]), (uint8_t)sq };
		}
	}
	/* pulls into the square the last plain step left */
	int pull_kind = t->pull_sq != SQUARE_NONE ? t->pull_kind : RABBIT;
	bitboard pulled = 0;
	if (t->pull_sq != SQUARE_NONE) {
		pulled = bb_neighbors(bb_square(t->pull_sq)) & board_weaker(pos, e, pull_kind);
		for (bitboard b = near & bb_square(t->pull_sq) ? pulled : pulled & near; b; b &= b - 1)
			out[n++] = (struct board_step){ (uint8_t)bb_first(b), t->pull_sq };
	}
	/* the starts of pushes: a weaker enemy piece beside an unfrozen stronger one */
	if (t->left >= 2) {
		bitboard pushable = 0, stronger = 0;
		for (int k = ELEPHANT; k > RABBIT; k--) {
			stronger |= pos->kind_bb[k] & unfrozen;
			pushable |= pos->kind_bb[k - 1] & pos->color_bb[e] & bb_neighbors(stronger);
		}
		for (; pushable; pushable &= pushable - 1) {
			int sq = bb_first(pushable);
			bitboard to = bb_neighbors(bb_square(sq)) & empty & (near & bb_square(sq) ? ~(bitboard)0 : near);
			if (bb_square(sq) & pulled)
				to &= ~bb_square(t->pull_sq); /* that step is the pull */
			for (; to; to &= to - 1)
				out[n++] = (struct board_step){ (uint8_t)sq, (uint8_t)bb_first(to) };
		}
	}
	if (with_pass && t->left < TURN_MAX_STEPS)
		out[n++] = (struct board_step){ 0, 0 };
	assert(n <= BOARD_MAX_STEPS);
	return n;
}

bitboard board_step_zone(struct board_step s)
{
	bitboard b = bb_square(s.from) | bb_square(s.to);
	b |= bb_neighbors(b);
	return b | bb_neighbors(b);
}

int board_capture_of(const struct position *pos, struct board_step s)
{
	if (!board_ready)
		board_init();
	int trap = board_trap_near[s.from];
	if (board_is_pass(s) || trap == SQUARE_NONE)
		return PIECE_NONE;
	int p = pos->board[s.from];
	enum color c = piece_color(p);
	bitboard friends = pos->color_bb[c] & ~bb_square(s.from);
	if (s.to == trap)
		return bb_neighbors(bb_square(trap)) & friends ? PIECE_NONE : p;
	int q = pos->board[trap];
	if (q == PIECE_NONE || piece_color(q) != c || (bb_neighbors(bb_square(trap)) & (friends | bb_square(s.to))))
		return PIECE_NONE;
	return q;
}

bitboard board_capture_sources(const struct position *pos, enum color c)
{
	bitboard mine = pos->color_bb[c], theirs = pos->color_bb[color_other(c)], out = 0;
	for (bitboard traps = BB_TRAPS; traps; traps &= traps - 1) {
		/* a trap held by side c, or empty: side c's one piece beside it */
		bitboard tb = bb_square(bb_first(traps)), guards = bb_neighbors(tb) & mine;
		if (guards && !(guards & (guards - 1)) && !(theirs & tb))
			out |= guards;
	}
	return out;
}

void board_flip(struct position *pos)
{
	if (!board_ready)
		board_init();
	pos->side = color_other(pos->side);
	pos->hash ^= board_zside;
}

void board_make(struct position *pos, struct board_turn *t, struct board_step s, struct board_undo *u)
{
	if (!board_ready)
		board_init();
	u->turn = *t;
	u->from = s.from;
	u->to = s.to;
	u->cap_sq = SQUARE_NONE;
	u->cap_piece = 0;
	if (board_is_pass(s)) {
		assert(t->left < TURN_MAX_STEPS && !board_push_pending(t));
		board_flip(pos);
		*t = board_turn_new();
		return;
	}
	int p = pos->board[s.from];
	int k = piece_kind(p);
	enum color c = piece_color(p);
	assert(p != PIECE_NONE && pos->board[s.to] == PIECE_NONE);
	bitboard b = bb_square(s.from) | bb_square(s.to);
	pos->board[s.from] = PIECE_NONE;
	pos->board[s.to] = (uint8_t)p;
	pos->kind_bb[k] ^= b;
	pos->color_bb[c] ^= b;
	pos->hash ^= board_zpiece[p][s.from] ^ board_zpiece[p][s.to];
	/* the one trap the step can leave a piece alone on: the one beside its square */
	int trap = board_trap_near[s.from];
	if (trap != SQUARE_NONE && (pos->color_bb[c] & bb_square(trap)) &&
	    !(bb_neighbors(bb_square(trap)) & pos->color_bb[c])) {
		int q = pos->board[trap];
		pos->board[trap] = PIECE_NONE;
		pos->kind_bb[piece_kind(q)] ^= bb_square(trap);
		pos->color_bb[c] ^= bb_square(trap);
		pos->hash ^= board_zpiece[q][trap];
		u->cap_sq = (uint8_t)trap;
		u->cap_piece = (uint8_t)q;
	}
	struct board_turn next = { (uint8_t)(t->left - 1), SQUARE_NONE, 0, SQUARE_NONE, 0 };
	if (c == pos->side) {
		if (!board_push_pending(t)) {
			next.pull_sq = s.from;
			next.pull_kind = (uint8_t)k;
		}
	} else if (!(s.to == t->pull_sq && k < t->pull_kind)) {
		next.push_sq = s.from;
		next.push_kind = (uint8_t)k;
	}
	*t = next;
	if (t->left == 0) {
		assert(!board_push_pending(t));
		board_flip(pos);
		*t = board_turn_new();
	}
}

void board_unmake(struct position *pos, struct board_turn *t, const struct board_undo *u)
{
	if (board_is_pass((struct board_step){ u->from, u->to })) {
		board_flip(pos);
		*t = u->turn;
		return;
	}
	if (u->turn.left == 1)
		board_flip(pos);
	*t = u->turn;
	if (u->cap_sq != SQUARE_NONE) {
		int q = u->cap_piece;
		pos->board[u->cap_sq] = (uint8_t)q;
		pos->kind_bb[piece_kind(q)] |= bb_square(u->cap_sq);
		pos->color_bb[piece_color(q)] |= bb_square(u->cap_sq);
		pos->hash ^= board_zpiece[q][u->cap_sq];
	}
	int p = pos->board[u->to];
	bitboard b = bb_square(u->from) | bb_square(u->to);
	pos->board[u->to] = PIECE_NONE;
	pos->board[u->from] = (uint8_t)p;
	pos->kind_bb[piece_kind(p)] ^= b;
	pos->color_bb[piece_color(p)] ^= b;
	pos->hash ^= board_zpiece[p][u->from] ^ board_zpiece[p][u->to];
}
