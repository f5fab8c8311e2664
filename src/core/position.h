/* position.h: a board of pieces with the side to move, kept as bitboards
 * and a mailbox, with an incremental Zobrist hash. */
#ifndef ARIMAA_CORE_POSITION_H
#define ARIMAA_CORE_POSITION_H

#include <stddef.h>
#include "core/types.h"

struct position {
	bitboard kind_bb[KIND_NB];   /* squares holding a piece of each kind, both colours */
	bitboard color_bb[COLOR_NB]; /* squares holding a piece of each colour */
	uint8_t board[SQUARE_NB];    /* the piece on each square, PIECE_NONE if empty */
	enum color side;             /* the side to move */
	uint64_t hash;               /* Zobrist hash of the board and the side to move */
};

/* Empties the board and sets the side to move. */
void position_clear(struct position *pos, enum color side);

/* Puts piece p on the empty square sq. */
void position_put(struct position *pos, int sq, int p);

/* Removes and returns the piece on sq (PIECE_NONE if empty). */
int position_remove(struct position *pos, int sq);

/* Moves the piece on from to the empty square to. */
void position_move(struct position *pos, int from, int to);

/* Sets the side to move, updating the hash. */
void position_set_side(struct position *pos, enum color side);

static inline int position_at(const struct position *pos, int sq) { return pos->board[sq]; }
static inline bitboard position_occupied(const struct position *pos)
{
	return pos->color_bb[GOLD] | pos->color_bb[SILVER];
}
static inline bitboard position_pieces(const struct position *pos, enum color c, enum kind k)
{
	return pos->kind_bb[k] & pos->color_bb[c];
}

/* The squares holding pieces of colour c stronger than kind k. */
bitboard position_stronger(const struct position *pos, enum color c, enum kind k);

/* Whether the piece on sq (which must be occupied) is frozen: next to a
 * stronger enemy piece and to no friendly piece. */
bool position_frozen(const struct position *pos, int sq);

/* Removes every piece standing on a trap with no friendly piece beside it.
 * Returns the number removed; their squares and pieces go to sqs and pieces
 * (each room for 4) when not NULL. */
int position_capture(struct position *pos, int *sqs, int *pieces);

/* The first trap square (a1 upward) on which a piece stands with no
 * friendly piece beside it, or -1. No position reached by play has one:
 * such a piece is captured in the step that leaves it so. */
int position_unsupported_trap(const struct position *pos);

/* Whether pos is consistent: each square's piece agrees with the kind and
 * colour bitboards (which do not overlap), and the hash with one computed
 * afresh. The core asserts it in debug builds (./configure --enable-debug). */
bool position_valid(const struct position *pos);

/* Whether two positions have the same pieces on the same squares (the side to move is not compared). */
bool position_same_board(const struct position *a, const struct position *b);

/* A position exactly and compactly: the squares of Gold's pieces, three
 * bit-planes of each piece's kind + 1 (rabbit 1 ... elephant 6) and the
 * side to move. Two positions are the same iff their exact forms are equal. */
struct position_exact {
	bitboard gold;
	bitboard plane[3];
	uint64_t side;
};

/* The exact form of the kinds' bitboards kind_bb, Gold's pieces and side. */
static inline void position_exact_of(const bitboard *kind_bb, bitboard gold, enum color side,
				     struct position_exact *e)
{
	e->gold = gold;
	e->plane[0] = kind_bb[RABBIT] | kind_bb[DOG] | kind_bb[CAMEL];    /* codes 1, 3, 5 */
	e->plane[1] = kind_bb[CAT] | kind_bb[DOG] | kind_bb[ELEPHANT];    /* codes 2, 3, 6 */
	e->plane[2] = kind_bb[HORSE] | kind_bb[CAMEL] | kind_bb[ELEPHANT]; /* codes 4, 5, 6 */
	e->side = (uint64_t)side;
}

/* The exact form of pos. */
static inline void position_exact(const struct position *pos, struct position_exact *e)
{
	position_exact_of(pos->kind_bb, pos->color_bb[GOLD], pos->side, e);
}

/* Whether two exact forms are the same position. */
static inline bool position_exact_equal(const struct position_exact *a, const struct position_exact *b)
{
	return a->gold == b->gold && a->plane[0] == b->plane[0] && a->plane[1] == b->plane[1] &&
	       a->plane[2] == b->plane[2] && a->side == b->side;
}

/* Number of pieces of colour c, of kind k. */
static inline int position_count(const struct position *pos, enum color c, enum kind k)
{
	return bb_count(position_pieces(pos, c, k));
}

/* The Zobrist key of piece p on square sq, and of Silver to move. */
uint64_t position_zobrist(int p, int sq);
uint64_t position_zobrist_side(void);

#endif
