/* fixture.c: test helpers for the rules core (see test.h). */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "test.h"

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

void fixture_assert_same_game(const struct game *a, const struct game *b, const char *what)
{
	ck_assert_msg(a->nmoves == b->nmoves, "%s: %zu moves, then %zu", what, a->nmoves, b->nmoves);
	for (size_t i = 0; i < a->nmoves; i++) {
		const struct game_move *x = &a->moves[i], *y = &b->moves[i];
		ck_assert_msg(x->type == y->type && x->number == y->number && x->side == y->side,
			      "%s: move %zu differs", what, i);
		ck_assert_msg(x->nsteps == y->nsteps && x->nplacements == y->nplacements,
			      "%s: move %zu has other steps", what, i);
		ck_assert_msg(x->used == y->used, "%s: move %zu took %ld s, then %ld s", what, i,
			      x->used, y->used);
		for (int k = 0; k < x->nsteps; k++)
			ck_assert_msg(x->steps[k].step.piece == y->steps[k].step.piece &&
				      x->steps[k].step.from == y->steps[k].step.from &&
				      x->steps[k].step.to == y->steps[k].step.to &&
				      x->steps[k].ncaptures == y->steps[k].ncaptures,
				      "%s: move %zu step %d differs", what, i, k);
		for (int k = 0; k < x->nplacements; k++)
			ck_assert_msg(x->placements[k].piece == y->placements[k].piece &&
				      x->placements[k].square == y->placements[k].square,
				      "%s: move %zu placement %d differs", what, i, k);
	}
	ck_assert_msg(a->pos.hash == b->pos.hash && position_same_board(&a->pos, &b->pos) &&
		      a->pos.side == b->pos.side, "%s: final positions differ", what);
	ck_assert_msg(a->phase == b->phase, "%s: phase %d then %d", what, a->phase, b->phase);
	if (a->phase == GAME_OVER)
		ck_assert_msg(a->winner == b->winner && a->reason == b->reason,
			      "%s: verdicts differ", what);
}

/* The result hashes of turns, collected to be compared as sets. */
struct fixture_hashes {
	uint64_t *v;
	size_t n, cap;
};

static void fixture_hashes_add(struct fixture_hashes *h, uint64_t x)
{
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 4096;
		h->v = realloc(h->v, h->cap * sizeof *h->v);
		if (!h->v)
			ck_abort_msg("fixture: out of memory");
	}
	h->v[h->n++] = x;
}

static int fixture_u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

/* Sorts the hashes and drops repeats; returns how many are left. */
static size_t fixture_hashes_unique(struct fixture_hashes *h)
{
	if (h->n == 0)
		return 0;
	qsort(h->v, h->n, sizeof *h->v, fixture_u64_cmp);
	size_t m = 0;
	for (size_t i = 0; i < h->n; i++)
		if (m == 0 || h->v[m - 1] != h->v[i])
			h->v[m++] = h->v[i];
	h->n = m;
	return m;
}

/* Every result of every sequence of legal steps from t, by brute force. */
static void fixture_walk(struct turn *t, struct fixture_hashes *h)
{
	if (turn_can_end(t, NULL) == TURN_END_OK) {
		struct position after;
		turn_result(t, &after);
		fixture_hashes_add(h, after.hash);
	}
	struct step out[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, out);
	for (int i = 0; i < n; i++) {
		if (turn_step(t, out[i]) != STEP_OK)
			ck_abort_msg("a listed legal step was refused");
		fixture_walk(t, h);
		turn_undo(t);
	}
}

void fixture_check_movegen(const struct position *pos, bool walk_all, const char *what)
{
	struct movegen *mg = movegen_new();
	ck_assert_ptr_nonnull(mg);
	const struct movegen_turn *list = NULL;
	long count = movegen_count(mg, pos, NULL);
	long n = movegen_list(mg, pos, NULL, &list);
	ck_assert_msg(n == count, "%s: %ld turns listed, %ld counted", what, n, count);
	ck_assert(n == 0 || list);
	struct fixture_hashes listed = { 0 }, walked = { 0 };
	/* plain tests rather than ck_assert in the loops: each ck_assert
	 * costs a message to the parent process */
	for (long i = 0; i < n; i++) {
		struct turn t;
		struct position after;
		turn_begin(&t, pos);
		if (list[i].nsteps < 1 || list[i].nsteps > TURN_MAX_STEPS)
			ck_abort_msg("%s: turn %ld has %d steps", what, i, list[i].nsteps);
		for (int k = 0; k < list[i].nsteps; k++)
			if (turn_step(&t, list[i].steps[k]) != STEP_OK)
				ck_abort_msg("%s: turn %ld: step %d refused", what, i, k);
		if (turn_can_end(&t, NULL) != TURN_END_OK)
			ck_abort_msg("%s: turn %ld may not end", what, i);
		turn_result(&t, &after);
		if (after.hash != list[i].hash || fixture_hash(&after) != list[i].hash)
			ck_abort_msg("%s: turn %ld reaches another position than its hash says", what, i);
		fixture_hashes_add(&listed, list[i].hash);
	}
	ck_assert_msg((long)fixture_hashes_unique(&listed) == n, "%s: a result listed twice", what);
	if (walk_all) {
		struct turn t;
		turn_begin(&t, pos);
		fixture_walk(&t, &walked);
		ck_assert_msg((long)fixture_hashes_unique(&walked) == n,
			      "%s: the walk over every step sequence finds %zu results, the list %ld",
			      what, walked.n, n);
		for (long i = 0; i < n; i++)
			if (listed.v[i] != walked.v[i])
				ck_abort_msg("%s: the list and the walk differ", what);
	}
	free(listed.v);
	free(walked.v);
	movegen_free(mg);
}
