/* types.h: the basic vocabulary of the rules core: colours, piece kinds,
 * pieces, squares, directions and bitboards. */
#ifndef ARIMAA_CORE_TYPES_H
#define ARIMAA_CORE_TYPES_H

#include <stdbool.h>
#include <stdint.h>

enum color { GOLD, SILVER, COLOR_NB };

/* Piece kinds, weakest first, so that a larger value is a stronger piece. */
enum kind { RABBIT, CAT, DOG, HORSE, CAMEL, ELEPHANT, KIND_NB };

/* A piece is 0 for an empty square, else 1 + color * KIND_NB + kind:
 * 1..6 are Gold's R C D H M E, 7..12 Silver's r c d h m e. */
enum { PIECE_NONE = 0, PIECE_NB = 1 + COLOR_NB * KIND_NB };

/* Squares 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
enum { SQUARE_NB = 64, SQUARE_NONE = 255 };

/* Directions as written in notation: n towards rank 8, s towards rank 1,
 * e towards file h, w towards file a. */
enum dir { DIR_N, DIR_S, DIR_E, DIR_W, DIR_NB };

typedef uint64_t bitboard;

#define BB_FILE_A UINT64_C(0x0101010101010101)
#define BB_FILE_H UINT64_C(0x8080808080808080)
#define BB_RANK_1 UINT64_C(0x00000000000000ff)
#define BB_RANK_2 UINT64_C(0x000000000000ff00)
#define BB_RANK_7 UINT64_C(0x00ff000000000000)
#define BB_RANK_8 UINT64_C(0xff00000000000000)
/* c3, f3, c6, f6 */
#define BB_TRAPS UINT64_C(0x0000240000240000)

static inline int piece_make(enum color c, enum kind k) { return 1 + (int)c * KIND_NB + (int)k; }
static inline enum color piece_color(int p) { return (enum color)((p - 1) / KIND_NB); }
static inline enum kind piece_kind(int p) { return (enum kind)((p - 1) % KIND_NB); }
static inline enum color color_other(enum color c) { return (enum color)(1 - (int)c); }

/* The rank a rabbit of side c wins on: Gold's the 8th, Silver's the 1st. */
static inline bitboard bb_goal_rank(enum color c) { return c == GOLD ? BB_RANK_8 : BB_RANK_1; }

/* The two home ranks where side c sets up. */
static inline bitboard bb_setup_home(enum color c) { return c == GOLD ? BB_RANK_1 | BB_RANK_2 : BB_RANK_7 | BB_RANK_8; }

/* How many pieces of kind k each side sets up: 8 rabbits, 2 cats, 2 dogs,
 * 2 horses, 1 camel and 1 elephant (the one place this rule is written). */
static inline int kind_setup_count(enum kind k) { return k == RABBIT ? 8 : k <= HORSE ? 2 : 1; }

/* How many pieces each side sets up: the counts above added up. */
enum { SETUP_PIECES = 8 + 2 + 2 + 2 + 1 + 1 };

static inline int square_make(int file, int rank) { return rank * 8 + file; }
static inline int square_file(int sq) { return sq & 7; }
static inline int square_rank(int sq) { return sq >> 3; }
static inline bitboard bb_square(int sq) { return UINT64_C(1) << sq; }
static inline bool square_is_trap(int sq) { return (BB_TRAPS >> sq) & 1; }

/* The square one step from sq in direction d, or -1 off the board. */
static inline int square_step(int sq, enum dir d)
{
	switch (d) {
	case DIR_N: return sq < 56 ? sq + 8 : -1;
	case DIR_S: return sq >= 8 ? sq - 8 : -1;
	case DIR_E: return (sq & 7) != 7 ? sq + 1 : -1;
	case DIR_W: return (sq & 7) != 0 ? sq - 1 : -1;
	default: return -1;
	}
}

/* The direction from a square to an adjacent one, or DIR_NB if they are not adjacent. */
static inline enum dir square_direction(int from, int to)
{
	if (to == from + 8) return DIR_N;
	if (to == from - 8) return DIR_S;
	if (to == from + 1 && (from & 7) != 7) return DIR_E;
	if (to == from - 1 && (from & 7) != 0) return DIR_W;
	return DIR_NB;
}

/* All squares orthogonally adjacent to the squares of b. */
static inline bitboard bb_neighbors(bitboard b)
{
	return ((b << 8) | (b >> 8) | ((b & ~BB_FILE_H) << 1) | ((b & ~BB_FILE_A) >> 1));
}

/* The squares a rabbit of side c on the squares of b steps to: forward or sideways. */
static inline bitboard bb_forward_or_side(bitboard b, enum color c)
{
	return (c == GOLD ? b << 8 : b >> 8) | ((b & ~BB_FILE_H) << 1) | ((b & ~BB_FILE_A) >> 1);
}

/* The squares `rows` rows or fewer (0 or more) from side c's goal rank:
 * every square from 7 on. */
static inline bitboard bb_goal_near(enum color c, int rows)
{
	if (rows >= 7)
		return ~(bitboard)0;
	return c == GOLD ? ~(bitboard)0 << (8 * (7 - rows)) : ~(bitboard)0 >> (8 * (7 - rows));
}

static inline int bb_first(bitboard b) { return __builtin_ctzll(b); }

/* Whether the processor counts a bitboard's squares in one instruction
 * (x86-64's popcnt, which the baseline x86-64 lacks and nearly every
 * processor since 2009 has): asked once, before main, on x86-64 builds
 * with GCC or clang (types.c); true where the build may use it
 * (-mpopcnt, -march=native), false elsewhere. */
extern bool bb_popcnt;

/* The squares in b, by arithmetic (without -mpopcnt, GCC's builtin is a
 * call to a library function, and the engine's judgement counts often). */
static inline int bb_count_soft(bitboard b)
{
	b = b - ((b >> 1) & UINT64_C(0x5555555555555555));
	b = (b & UINT64_C(0x3333333333333333)) + ((b >> 2) & UINT64_C(0x3333333333333333));
	b = (b + (b >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)((b * UINT64_C(0x0101010101010101)) >> 56);
}

/* The squares in b: by the instruction where the build may use it or the
 * processor has it (bb_popcnt), by bb_count_soft otherwise. */
static inline int bb_count(bitboard b)
{
#if defined(__POPCNT__)
	return __builtin_popcountll(b);
#elif defined(__x86_64__) && defined(__GNUC__)
	if (bb_popcnt) {
		uint64_t n;
		__asm__("popcntq %1, %0" : "=r"(n) : "rm"(b) : "cc");
		return (int)n;
	}
	return bb_count_soft(b);
#else
	return bb_count_soft(b);
#endif
}

#endif
