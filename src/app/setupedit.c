/* setupedit.c: the setup editor's model. The arrangement is only ever
 * changed by permuting the sixteen pieces, so it cannot become illegal. */
#include "config.h"
#include <string.h>
#include "notation/notation.h"
#include "app/setupedit.h"

/* The built-in presets, for an editor given none. */
static const struct presets *setupedit_builtin(void)
{
	static struct presets builtin;
	if (builtin.n == 0)
		presets_builtin(&builtin);
	return &builtin;
}


bool setupedit_home(enum color side, int sq)
{
	if (sq < 0 || sq >= SQUARE_NB)
		return false;
	return (bb_setup_home(side) & bb_square(sq)) != 0;
}

/* The kind for a preset letter (in notation's letters: E, M, H, D, C, R). */
static enum kind setupedit_kind(char c)
{
	return piece_kind(notation_piece_from_char(c));
}

int setupedit_preset_count(const struct setupedit *se)
{
	return se->presets->n;
}

const char *setupedit_preset_name(const struct setupedit *se, int i)
{
	return i >= 0 && i < se->presets->n ? se->presets->list[i].name : "";
}

void setupedit_preset(struct setupedit *se, int i)
{
	if (i < 0 || i >= se->presets->n)
		return;
	int front = se->side == GOLD ? 1 : 6, back = se->side == GOLD ? 0 : 7;
	memset(se->board, 0, sizeof se->board);
	for (int f = 0; f < 8; f++) {
		se->board[square_make(f, front)] =
			(uint8_t)piece_make(se->side, setupedit_kind(se->presets->list[i].front[f]));
		se->board[square_make(f, back)] =
			(uint8_t)piece_make(se->side, setupedit_kind(se->presets->list[i].back[f]));
	}
	se->preset = i;
	se->marked = -1;
	se->fresh = false;
}

void setupedit_init(struct setupedit *se, enum color side, const struct presets *presets)
{
	memset(se, 0, sizeof *se);
	se->side = side;
	se->presets = presets && presets->n > 0 ? presets : setupedit_builtin();
	se->cursor = square_make(3, side == GOLD ? 1 : 6);
	setupedit_preset(se, 0);
	se->fresh = true;
}

/* The i-th home square of side, 0..15. */
static int setupedit_square(enum color side, int i)
{
	return side == GOLD ? i : 48 + i;
}

void setupedit_random(struct setupedit *se, unsigned *seed)
{
	unsigned x = *seed ? *seed : 0x9e3779b9u;
	for (int i = 15; i > 0; i--) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		int j = (int)(x % (unsigned)(i + 1));
		int a = setupedit_square(se->side, i), b = setupedit_square(se->side, j);
		uint8_t p = se->board[a];
		se->board[a] = se->board[b];
		se->board[b] = p;
	}
	*seed = x;
	se->preset = -1;
	se->marked = -1;
	se->fresh = false;
}

void setupedit_mirror(struct setupedit *se)
{
	for (int i = 0; i < SETUP_PIECES; i++) {
		int sq = setupedit_square(se->side, i);
		if (square_file(sq) >= 4)
			continue;
		int other = square_make(7 - square_file(sq), square_rank(sq));
		uint8_t p = se->board[sq];
		se->board[sq] = se->board[other];
		se->board[other] = p;
	}
	se->preset = -1;
	se->marked = -1;
	se->fresh = false;
}

bool setupedit_swap(struct setupedit *se, int a, int b)
{
	if (!setupedit_home(se->side, a) || !setupedit_home(se->side, b))
		return false;
	uint8_t p = se->board[a];
	se->board[a] = se->board[b];
	se->board[b] = p;
	if (a != b) {
		se->preset = -1;
		se->fresh = false;
	}
	return true;
}

void setupedit_cursor(struct setupedit *se, enum dir d)
{
	int to = square_step(se->cursor, d);
	if (setupedit_home(se->side, to))
		se->cursor = to;
}

bool setupedit_activate(struct setupedit *se)
{
	if (se->marked < 0) {
		se->marked = se->cursor;
		return false;
	}
	int m = se->marked;
	se->marked = -1;
	if (m == se->cursor)
		return false;
	setupedit_swap(se, m, se->cursor);
	return true;
}

int setupedit_placements(const struct setupedit *se, struct placement *out)
{
	for (int i = 0; i < SETUP_PIECES; i++) {
		int sq = setupedit_square(se->side, i);
		out[i].piece = se->board[sq];
		out[i].square = (uint8_t)sq;
	}
	return SETUP_PIECES;
}

void setupedit_ranks(const struct setupedit *se, char front[9], char back[9])
{
	int fr = se->side == GOLD ? 1 : 6, br = se->side == GOLD ? 0 : 7;
	for (int f = 0; f < 8; f++) {
		front[f] = notation_piece_char(piece_make(GOLD, piece_kind(se->board[square_make(f, fr)])));
		back[f] = notation_piece_char(piece_make(GOLD, piece_kind(se->board[square_make(f, br)])));
	}
	front[8] = back[8] = '\0';
}

bool setupedit_set_ranks(struct setupedit *se, const char *front, const char *back)
{
	static const int count[KIND_NB] = { [ELEPHANT] = 1, [CAMEL] = 1, [HORSE] = 2, [DOG] = 2, [CAT] = 2,
					    [RABBIT] = 8 };
	int seen[KIND_NB] = { 0 };
	if (strlen(front) != 8 || strlen(back) != 8)
		return false;
	for (int i = 0; i < 16; i++) {
		int p = notation_piece_from_char(i < 8 ? front[i] : back[i - 8]);
		if (p <= PIECE_NONE || p >= PIECE_NB || piece_color(p) != GOLD)
			return false;
		seen[piece_kind(p)]++;
	}
	if (memcmp(seen, count, sizeof seen) != 0)
		return false;
	int fr = se->side == GOLD ? 1 : 6, br = se->side == GOLD ? 0 : 7;
	memset(se->board, 0, sizeof se->board);
	for (int f = 0; f < 8; f++) {
		se->board[square_make(f, fr)] = (uint8_t)piece_make(se->side, setupedit_kind(front[f]));
		se->board[square_make(f, br)] = (uint8_t)piece_make(se->side, setupedit_kind(back[f]));
	}
	se->preset = -1;
	se->marked = -1;
	se->fresh = false;
	return true;
}
