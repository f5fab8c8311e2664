/* core_fixture.c: test helpers for the rules core (see core_fixture.h). */
#include "config.h"
#include <check.h>
#include <string.h>
#include "core_fixture.h"

int fixture_piece(char letter)
{
	static const char gold[] = "RCDHME";
	static const char silver[] = "rcdhme";
	const char *g = letter ? strchr(gold, letter) : NULL;
	const char *s = letter ? strchr(silver, letter) : NULL;
	if (g)
		return piece_make(GOLD, (enum kind)(g - gold));
	if (s)
		return piece_make(SILVER, (enum kind)(s - silver));
	ck_abort_msg("fixture: not a piece letter: '%c'", letter);
	return PIECE_NONE;
}

void fixture_position(struct position *pos, const char *s, enum color side)
{
	ck_assert_msg(strlen(s) == 64, "fixture: board string of %zu characters", strlen(s));
	position_clear(pos, side);
	for (int i = 0; i < 64; i++) {
		if (s[i] == ' ' || s[i] == '.')
			continue;
		int sq = square_make(i % 8, 7 - i / 8);
		position_put(pos, sq, fixture_piece(s[i]));
	}
}

int fixture_square(const char *name)
{
	ck_assert_msg(name[0] >= 'a' && name[0] <= 'h' && name[1] >= '1' && name[1] <= '8',
		      "fixture: not a square: %s", name);
	return square_make(name[0] - 'a', name[1] - '1');
}

struct step fixture_step(const char *token)
{
	ck_assert_msg(strlen(token) >= 4, "fixture: not a step: %s", token);
	int from = fixture_square(token + 1);
	enum dir d;
	switch (token[3]) {
	case 'n': d = DIR_N; break;
	case 's': d = DIR_S; break;
	case 'e': d = DIR_E; break;
	case 'w': d = DIR_W; break;
	default: ck_abort_msg("fixture: not a direction in %s", token); d = DIR_NB;
	}
	int to = square_step(from, d);
	ck_assert_msg(to >= 0, "fixture: step off the board: %s", token);
	struct step s = { (uint8_t)fixture_piece(token[0]), (uint8_t)from, (uint8_t)to };
	return s;
}

uint64_t fixture_hash(const struct position *pos)
{
	uint64_t h = pos->side == SILVER ? position_zobrist_side() : 0;
	for (int sq = 0; sq < SQUARE_NB; sq++)
		if (pos->board[sq] != PIECE_NONE)
			h ^= position_zobrist(pos->board[sq], sq);
	return h;
}

void fixture_assert_consistent(const struct position *pos)
{
	bitboard kinds[KIND_NB] = { 0 }, colors[COLOR_NB] = { 0 };
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		int p = pos->board[sq];
		if (p == PIECE_NONE)
			continue;
		ck_assert_int_lt(p, PIECE_NB);
		kinds[piece_kind(p)] |= bb_square(sq);
		colors[piece_color(p)] |= bb_square(sq);
	}
	for (int k = 0; k < KIND_NB; k++)
		ck_assert_msg(kinds[k] == pos->kind_bb[k], "kind bitboard %d disagrees with the mailbox", k);
	for (int c = 0; c < COLOR_NB; c++)
		ck_assert_msg(colors[c] == pos->color_bb[c], "colour bitboard %d disagrees with the mailbox", c);
	ck_assert_msg(fixture_hash(pos) == pos->hash, "incremental hash differs from the hash rebuilt from scratch");
}

void fixture_assert_same_position(const struct position *a, const struct position *b)
{
	ck_assert_msg(position_same_board(a, b), "boards differ");
	for (int k = 0; k < KIND_NB; k++)
		ck_assert(a->kind_bb[k] == b->kind_bb[k]);
	for (int c = 0; c < COLOR_NB; c++)
		ck_assert(a->color_bb[c] == b->color_bb[c]);
	ck_assert_int_eq(a->side, b->side);
	ck_assert_msg(a->hash == b->hash, "hashes differ");
}

int fixture_parse_steps(const char *text, struct step *out, int max)
{
	int n = 0;
	char tok[16];
	while (*text) {
		while (*text == ' ')
			text++;
		if (!*text)
			break;
		size_t len = strcspn(text, " ");
		ck_assert_msg(len < sizeof tok, "fixture: token too long");
		memcpy(tok, text, len);
		tok[len] = '\0';
		text += len;
		ck_assert_msg(n < max, "fixture: too many steps in \"%s\"", text);
		out[n++] = fixture_step(tok);
	}
	return n;
}

int fixture_steps(struct turn *t, const char *text, enum step_error *err)
{
	struct step s[16];
	int n = fixture_parse_steps(text, s, 16);
	for (int i = 0; i < n; i++) {
		enum step_error e = turn_step(t, s[i]);
		if (e != STEP_OK) {
			if (err)
				*err = e;
			return i;
		}
	}
	return -1;
}
