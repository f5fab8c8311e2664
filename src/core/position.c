/* position.c: the board as bitboards plus a mailbox, the Zobrist hash,
 * freezing and trap captures. */
#include "config.h"
#include <assert.h>
#include <string.h>
#include "core/position.h"

/* Zobrist keys from a fixed-seed splitmix64, so hashes are the same on every run. */
static uint64_t zobrist_piece[PIECE_NB][SQUARE_NB];
static uint64_t zobrist_silver;
static bool zobrist_ready;

static uint64_t position_splitmix(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static void position_zobrist_init(void)
{
	uint64_t state = UINT64_C(0x41726966616d6161); /* "Arimaa" */
	for (int p = 0; p < PIECE_NB; p++)
		for (int sq = 0; sq < SQUARE_NB; sq++)
			zobrist_piece[p][sq] = p == PIECE_NONE ? 0 : position_splitmix(&state);
	zobrist_silver = position_splitmix(&state);
	zobrist_ready = true;
}

uint64_t position_zobrist(int p, int sq)
{
	if (!zobrist_ready)
		position_zobrist_init();
	return zobrist_piece[p][sq];
}

uint64_t position_zobrist_side(void)
{
	if (!zobrist_ready)
		position_zobrist_init();
	return zobrist_silver;
}

void position_clear(struct position *pos, enum color side)
{
	if (!zobrist_ready)
		position_zobrist_init();
	memset(pos, 0, sizeof *pos);
	pos->side = side;
	pos->hash = side == SILVER ? zobrist_silver : 0;
}

void position_set_side(struct position *pos, enum color side)
{
	if (pos->side != side)
		pos->hash ^= zobrist_silver;
	pos->side = side;
}

void position_put(struct position *pos, int sq, int p)
{
	assert(sq >= 0 && sq < SQUARE_NB && p > PIECE_NONE && p < PIECE_NB);
	assert(pos->board[sq] == PIECE_NONE);
	bitboard b = bb_square(sq);
	pos->board[sq] = (uint8_t)p;
	pos->kind_bb[piece_kind(p)] |= b;
	pos->color_bb[piece_color(p)] |= b;
	pos->hash ^= zobrist_piece[p][sq];
}

int position_remove(struct position *pos, int sq)
{
	int p = pos->board[sq];
	if (p == PIECE_NONE)
		return p;
	bitboard b = bb_square(sq);
	pos->board[sq] = PIECE_NONE;
	pos->kind_bb[piece_kind(p)] &= ~b;
	pos->color_bb[piece_color(p)] &= ~b;
	pos->hash ^= zobrist_piece[p][sq];
	return p;
}

void position_move(struct position *pos, int from, int to)
{
	int p = pos->board[from];
	assert(p != PIECE_NONE && pos->board[to] == PIECE_NONE);
	bitboard b = bb_square(from) | bb_square(to);
	pos->board[from] = PIECE_NONE;
	pos->board[to] = (uint8_t)p;
	pos->kind_bb[piece_kind(p)] ^= b;
	pos->color_bb[piece_color(p)] ^= b;
	pos->hash ^= zobrist_piece[p][from] ^ zobrist_piece[p][to];
}

bitboard position_stronger(const struct position *pos, enum color c, enum kind k)
{
	bitboard b = 0;
	for (int s = (int)k + 1; s < KIND_NB; s++)
		b |= pos->kind_bb[s];
	return b & pos->color_bb[c];
}

bool position_frozen(const struct position *pos, int sq)
{
	int p = pos->board[sq];
	enum color c = piece_color(p);
	bitboard around = bb_neighbors(bb_square(sq));
	if (around & pos->color_bb[c])
		return false;
	return (around & position_stronger(pos, color_other(c), piece_kind(p))) != 0;
}

/* Whether the piece on trap square sq has no friend beside it. */
static bool position_trap_alone(const struct position *pos, int sq)
{
	enum color c = piece_color(pos->board[sq]);
	return !(bb_neighbors(bb_square(sq)) & pos->color_bb[c]);
}

int position_unsupported_trap(const struct position *pos)
{
	bitboard on_traps = position_occupied(pos) & BB_TRAPS;
	for (; on_traps; on_traps &= on_traps - 1)
		if (position_trap_alone(pos, bb_first(on_traps)))
			return bb_first(on_traps);
	return -1;
}

int position_capture(struct position *pos, int *sqs, int *pieces)
{
	int n = 0;
	bitboard on_traps = position_occupied(pos) & BB_TRAPS;
	while (on_traps) {
		int sq = bb_first(on_traps);
		on_traps &= on_traps - 1;
		if (!position_trap_alone(pos, sq))
			continue;
		int p = position_remove(pos, sq);
		if (sqs)
			sqs[n] = sq;
		if (pieces)
			pieces[n] = p;
		n++;
	}
	return n;
}

bool position_valid(const struct position *pos)
{
	bitboard kinds = 0, colors = pos->color_bb[GOLD] | pos->color_bb[SILVER];
	uint64_t hash = pos->side == SILVER ? position_zobrist_side() : 0;
	if (pos->color_bb[GOLD] & pos->color_bb[SILVER])
		return false;
	for (int k = 0; k < KIND_NB; k++) {
		if (kinds & pos->kind_bb[k])
			return false;
		kinds |= pos->kind_bb[k];
	}
	if (kinds != colors || (pos->side != GOLD && pos->side != SILVER))
		return false;
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		int p = pos->board[sq];
		bitboard b = bb_square(sq);
		if (p == PIECE_NONE) {
			if (colors & b)
				return false;
			continue;
		}
		if (p >= PIECE_NB || !(pos->kind_bb[piece_kind(p)] & b) || !(pos->color_bb[piece_color(p)] & b))
			return false;
		hash ^= position_zobrist(p, sq);
	}
	return hash == pos->hash;
}

bool position_same_board(const struct position *a, const struct position *b)
{
	return memcmp(a->board, b->board, sizeof a->board) == 0;
}
