/* fuzz.c: assertions and consistency checks shared by the fuzz targets. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/record.h"
#include "fuzz.h"

_Noreturn void fuzz_fail(const char *file, int line, const char *cond, const char *msg)
{
	fprintf(stderr, "%s:%d: invariant failed: %s: %s\n", file, line, cond, msg);
	abort();
}

char *fuzz_text(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	if (!s)
		return NULL;
	if (size)
		memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

void fuzz_check_position(const struct position *pos)
{
	bitboard color[COLOR_NB] = { 0, 0 };
	bitboard kind[KIND_NB] = { 0, 0, 0, 0, 0, 0 };
	uint64_t hash = pos->side == SILVER ? position_zobrist_side() : 0;

	FUZZ_ASSERT(pos->side == GOLD || pos->side == SILVER, "side to move out of range");
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		int p = pos->board[sq];
		FUZZ_ASSERT(p < PIECE_NB, "piece out of range in the mailbox");
		if (p == PIECE_NONE)
			continue;
		color[piece_color(p)] |= bb_square(sq);
		kind[piece_kind(p)] |= bb_square(sq);
		hash ^= position_zobrist(p, sq);
	}
	for (int c = 0; c < COLOR_NB; c++)
		FUZZ_ASSERT(color[c] == pos->color_bb[c], "colour bitboard differs from the mailbox");
	for (int k = 0; k < KIND_NB; k++)
		FUZZ_ASSERT(kind[k] == pos->kind_bb[k], "kind bitboard differs from the mailbox");
	FUZZ_ASSERT(hash == pos->hash, "incremental hash differs from the hash computed afresh");
}

bool fuzz_same_position(const struct position *a, const struct position *b)
{
	return a->side == b->side && a->hash == b->hash &&
	       memcmp(a->board, b->board, sizeof a->board) == 0 &&
	       memcmp(a->kind_bb, b->kind_bb, sizeof a->kind_bb) == 0 &&
	       memcmp(a->color_bb, b->color_bb, sizeof a->color_bb) == 0;
}

void fuzz_check_error(const struct record_error *err)
{
	FUZZ_ASSERT(memchr(err->message, '\0', sizeof err->message), "error message not terminated");
	FUZZ_ASSERT(memchr(err->move, '\0', sizeof err->move), "error move label not terminated");
}

/* Replays text written by record_write into g2; aborts unless it is all legal. */
static void fuzz_reread(const char *text, bool old_rules, struct game *g2)
{
	struct record rec2;
	struct record_error err;

	memset(&err, 0, sizeof err);
	int r = record_parse(text, strlen(text), &rec2, &err);
	char why[sizeof err.message + 64];
	if (r != 0)
		fprintf(stderr, "record_write wrote:\n%s\nrecord_parse: %s\n", text,
			record_error_format(&err, why, sizeof why));
	FUZZ_ASSERT(r == 0, "a record written by record_write does not read back");
	r = record_replay(&rec2, g2, old_rules, &err);
	if (r != 0)
		fprintf(stderr, "record_write wrote:\n%s\nrecord_replay: %s\n", text,
			record_error_format(&err, why, sizeof why));
	FUZZ_ASSERT(r == 0, "a record written by record_write does not replay");
	record_free(&rec2);
}

void fuzz_record_roundtrip(const struct record *rec, bool old_rules)
{
	struct game g, g2;
	struct record_error err;

	memset(&err, 0, sizeof err);
	old_rules = old_rules || rec->old_rules;
	if (rec->has_position)
		fuzz_check_position(&rec->start);
	int r = record_replay(rec, &g, old_rules, &err);
	FUZZ_ASSERT(r == 0 || r == 1, "record_replay returned an unknown value");
	if (r == 1) {
		fuzz_check_error(&err);
		FUZZ_ASSERT(err.message[0] != '\0', "an illegal move without a reason");
	}
	fuzz_check_position(&g.pos);
	/* a game with no move and no diagram is written as its headers alone,
	 * which is not a record when there are none (reported to notation) */
	if (g.nmoves == 0 && !rec->has_position && rec->nheaders == 0) {
		game_free(&g);
		return;
	}
	char *text = record_write(&g, rec->headers, rec->nheaders);
	if (!text) {
		game_free(&g);
		return;
	}
	fuzz_reread(text, old_rules, &g2);
	FUZZ_ASSERT(fuzz_same_position(&g.pos, &g2.pos), "the game read back ends in another position");
	FUZZ_ASSERT(g.phase == g2.phase && g.nmoves == g2.nmoves, "the game read back has another phase or length");
	if (g.phase == GAME_OVER)
		FUZZ_ASSERT(g.winner == g2.winner && g.reason == g2.reason, "the game read back has another verdict");
	char *text2 = record_write(&g2, rec->headers, rec->nheaders);
	if (text2)
		FUZZ_ASSERT(strcmp(text, text2) == 0, "record_write is not canonical: a second round trip writes other text");
	free(text2);
	free(text);
	game_free(&g2);
	game_free(&g);
}
