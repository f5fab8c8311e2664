/* game.c: a whole game: setups, turns, the repetition history, the
 * official win checks after every turn, resignation and take-back. */
#include "config.h"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "core/game.h"

void game_init(struct game *g)
{
	memset(g, 0, sizeof *g);
	position_clear(&g->pos, GOLD);
	g->phase = GAME_SETUP;
	g->number = 1;
	history_init(&g->history);
	g->reason = REASON_NONE;
	g->start = g->pos;
}

void game_free(struct game *g)
{
	free(g->moves);
	history_free(&g->history);
	movegen_free(g->mg);
	g->moves = NULL;
	g->nmoves = g->cap = 0;
	g->mg = NULL;
}

static void game_finish(struct game *g, enum color winner, enum game_reason reason)
{
	g->phase = GAME_OVER;
	g->winner = winner;
	g->reason = reason;
}

enum movegen_status game_mobility(struct game *g)
{
	if (!g->mg && !(g->mg = movegen_new()))
		return MOVEGEN_NO_MEMORY;
	return movegen_status(g->mg, &g->pos, g->old_rules ? NULL : &g->history);
}

int game_init_position(struct game *g, const struct position *pos, int number)
{
	game_init(g);
	g->pos = *pos;
	g->start = *pos;
	g->phase = GAME_PLAY;
	g->number = number > 0 ? number : 2;
	if (history_add(&g->history, &g->pos) < 0)
		return -1;
	enum movegen_status st = game_mobility(g);
	if (st == MOVEGEN_NO_MEMORY)
		return -1;
	if (st == MOVEGEN_IMMOBILIZED)
		game_finish(g, color_other(g->pos.side), REASON_IMMOBILIZATION);
	return 0;
}

/* Appends a move; returns it, or NULL if memory ran out. */
static struct game_move *game_append(struct game *g)
{
	if (g->nmoves == g->cap) {
		/* grown by a quarter: a long game's moves take at most a quarter
		 * more address space than they use (doubling took up to twice) */
		size_t cap = g->cap < 64 ? 64 : g->cap + g->cap / 4;
		struct game_move *m = realloc(g->moves, cap * sizeof *m);
		if (!m)
			return NULL;
		g->moves = m;
		g->cap = cap;
	}
	struct game_move *m = &g->moves[g->nmoves];
	memset(m, 0, sizeof *m);
	m->number = g->number;
	m->side = g->pos.side;
	m->used = -1;
	return m;
}

enum setup_error game_check_setup_where(enum color c, const struct placement *pl, int n,
					struct setup_fault *fault)
{
	struct setup_fault none;
	int have[KIND_NB] = { 0 };
	bitboard used = 0;
	bitboard home = bb_setup_home(c);
	if (!fault)
		fault = &none;
	fault->index = -1;
	fault->kind = RABBIT;
	fault->count = 0;
	for (int i = 0; i < n; i++) {
		int p = pl[i].piece;
		fault->index = i;
		if (p <= PIECE_NONE || p >= PIECE_NB || piece_color(p) != c)
			return SETUP_ERR_COLOR;
		if (pl[i].square >= SQUARE_NB || !(home & bb_square(pl[i].square)))
			return SETUP_ERR_SQUARE;
		if (used & bb_square(pl[i].square))
			return SETUP_ERR_TWICE;
		used |= bb_square(pl[i].square);
		have[piece_kind(p)]++;
	}
	fault->index = -1;
	for (int k = KIND_NB - 1; k >= 0; k--) {
		if (have[k] != kind_setup_count((enum kind)k)) {
			fault->kind = (enum kind)k;
			fault->count = have[k];
			return SETUP_ERR_PIECES;
		}
	}
	return SETUP_OK;
}

enum setup_error game_check_setup(enum color c, const struct placement *pl, int n)
{
	return game_check_setup_where(c, pl, n, NULL);
}

enum setup_error game_setup(struct game *g, const struct placement *pl, int n)
{
	if (g->phase != GAME_SETUP)
		return SETUP_ERR_PHASE;
	enum color c = g->pos.side;
	enum setup_error e = game_check_setup(c, pl, n);
	if (e != SETUP_OK)
		return e;
	struct game_move *m = game_append(g);
	if (!m)
		return SETUP_ERR_NO_MEMORY;
	struct position before = g->pos;
	m->type = MOVE_SETUP;
	m->nplacements = n;
	memcpy(m->placements, pl, (size_t)n * sizeof *pl);
	for (int i = 0; i < n; i++)
		position_put(&g->pos, pl[i].square, pl[i].piece);
	position_set_side(&g->pos, color_other(c));
	assert(position_valid(&g->pos));
	if (c == SILVER) {
		if (history_add(&g->history, &g->pos) < 0) {
			g->pos = before;
			return SETUP_ERR_NO_MEMORY;
		}
		g->phase = GAME_PLAY;
		g->number = 2;
	}
	g->nmoves++;
	return SETUP_OK;
}

void game_turn_begin(const struct game *g, struct turn *t)
{
	turn_begin(t, &g->pos);
}

static bool game_no_rabbits(const struct position *pos)
{
	return position_count(pos, GOLD, RABBIT) == 0 || position_count(pos, SILVER, RABBIT) == 0;
}

enum game_reason game_board_verdict(const struct position *pos, bool old_rules, enum color *winner)
{
	enum color b = pos->side, a = color_other(b);
	if (position_pieces(pos, a, RABBIT) & bb_goal_rank(a)) {
		*winner = a;
		return REASON_GOAL;
	}
	if (position_pieces(pos, b, RABBIT) & bb_goal_rank(b)) {
		*winner = b;
		return REASON_GOAL;
	}
	if (old_rules)
		return REASON_NONE;
	if (position_count(pos, b, RABBIT) == 0) {
		*winner = a;
		return REASON_ELIMINATION;
	}
	if (position_count(pos, a, RABBIT) == 0) {
		*winner = b;
		return REASON_ELIMINATION;
	}
	return REASON_NONE;
}

/* The official win checks, in order, after side a has moved (b to move):
 * those of the board, then immobilization. Returns 0, or -1 if memory ran out. */
static int game_check_end(struct game *g, enum color a)
{
	enum color winner;
	enum game_reason r = game_board_verdict(&g->pos, g->old_rules, &winner);
	assert(g->pos.side == color_other(a));
	if (r != REASON_NONE) {
		game_finish(g, winner, r);
		return 0;
	}
	switch (game_mobility(g)) {
	case MOVEGEN_NO_MEMORY:
		return -1;
	case MOVEGEN_IMMOBILIZED:
		game_finish(g, a, REASON_IMMOBILIZATION);
		break;
	case MOVEGEN_ONLY_REPETITIONS:
		game_finish(g, a, REASON_REPETITION);
		break;
	case MOVEGEN_CAN_MOVE:
		break;
	}
	return 0;
}

enum game_outcome game_play(struct game *g, const struct turn *t, enum turn_end *end_err)
{
	if (g->phase != GAME_PLAY)
		return GAME_NOT_IN_PLAY;
	unsigned notes = 0;
	bool third_time = false;
	enum turn_end e = turn_can_end(t, &g->history);
	if (e == TURN_END_THIRD_TIME && g->old_rules) {
		/* the rules before 2008-07-01: the turn is made, and loses */
		third_time = true;
		e = turn_can_end(t, NULL);
	}
	if (e != TURN_END_OK) {
		if (end_err)
			*end_err = e;
		return GAME_CANNOT_END;
	}
	if (g->old_rules && game_no_rabbits(&g->pos))
		notes |= NOTE_NO_RABBITS;

	struct game_move *m = game_append(g);
	if (!m)
		return GAME_NO_MEMORY;
	m->type = MOVE_TURN;
	m->nsteps = t->nsteps;
	memcpy(m->steps, t->steps, sizeof m->steps);
	m->notes = notes;

	enum color mover = g->pos.side;
	struct position before = g->pos;
	turn_result(t, &g->pos);
	if (history_add(&g->history, &g->pos) < 0) {
		g->pos = before;
		return GAME_NO_MEMORY;
	}
	g->nmoves++;
	assert(position_valid(&g->pos) && history_count(&g->history, &g->pos) > 0);
	if (mover == SILVER)
		g->number++;
	if (third_time)
		game_finish(g, color_other(mover), REASON_THIRD_REPETITION);
	else if (game_check_end(g, mover) < 0)
		return GAME_NO_MEMORY;
	return GAME_PLAYED;
}

enum game_outcome game_play_steps(struct game *g, const struct step *s, int n, int *bad_step,
				  enum step_error *step_err, enum turn_end *end_err)
{
	struct turn t;
	if (g->phase != GAME_PLAY)
		return GAME_NOT_IN_PLAY;
	game_turn_begin(g, &t);
	for (int i = 0; i < n; i++) {
		enum step_error e = turn_step(&t, s[i]);
		if (e != STEP_OK) {
			if (bad_step)
				*bad_step = i;
			if (step_err)
				*step_err = e;
			return GAME_STEP_ILLEGAL;
		}
	}
	return game_play(g, &t, end_err);
}

enum game_outcome game_resign(struct game *g)
{
	if (g->phase != GAME_PLAY)
		return GAME_NOT_IN_PLAY;
	struct game_move *m = game_append(g);
	if (!m)
		return GAME_NO_MEMORY;
	m->type = MOVE_RESIGN;
	g->nmoves++;
	game_finish(g, color_other(g->pos.side), REASON_RESIGNATION);
	return GAME_PLAYED;
}

/* The side to move loses for a reason off the board; a take-back undoes it. */
static int game_forfeit(struct game *g, enum game_reason reason)
{
	if (g->phase == GAME_OVER)
		return -1;
	g->ended_in = g->phase;
	game_finish(g, color_other(g->pos.side), reason);
	return 0;
}

int game_lose_on_time(struct game *g)
{
	return game_forfeit(g, REASON_TIME);
}

int game_lose_by_illegal_move(struct game *g)
{
	return game_forfeit(g, REASON_ILLEGAL);
}

/* The number of pieces of colour c on the board of pos. */
static int game_pieces(const struct position *pos, enum color c)
{
	int n = 0;
	for (int k = 0; k < KIND_NB; k++)
		n += position_count(pos, c, (enum kind)k);
	return n;
}

enum color game_score_winner(const struct game *g)
{
	/* From the board now back, undoing each move: after is the position after move i. */
	struct position after = g->pos;
	for (size_t i = g->nmoves; i-- > 0; game_move_undo(&g->moves[i], &after)) {
		/* Only turns count: after Gold's setup Silver has no pieces yet. */
		if (g->moves[i].type != MOVE_TURN)
			continue;
		int gold = game_pieces(&after, GOLD), silver = game_pieces(&after, SILVER);
		if (gold != silver)
			return gold > silver ? GOLD : SILVER;
	}
	return SILVER;
}

int game_end_by_limit(struct game *g)
{
	if (g->phase == GAME_OVER)
		return -1;
	g->ended_in = g->phase;
	game_finish(g, game_score_winner(g), REASON_SCORE);
	return 0;
}

void game_set_move_time(struct game *g, long seconds)
{
	if (g->nmoves)
		g->moves[g->nmoves - 1].used = seconds < 0 ? -1 : seconds;
}

bool game_takeback(struct game *g)
{
	if (g->phase == GAME_OVER &&
	    (g->reason == REASON_TIME || g->reason == REASON_SCORE || g->reason == REASON_ILLEGAL)) {
		g->phase = g->ended_in;
		g->reason = REASON_NONE;
		return true;
	}
	if (g->nmoves == 0)
		return false;
	struct game_move *m = &g->moves[g->nmoves - 1];
	if (m->type == MOVE_TURN || (m->type == MOVE_SETUP && m->side == SILVER))
		history_remove(&g->history, &g->pos);
	game_move_undo(m, &g->pos);
	g->number = m->number;
	g->phase = m->type == MOVE_SETUP ? GAME_SETUP : GAME_PLAY;
	g->reason = REASON_NONE;
	g->nmoves--;
	return true;
}

void game_move_redo(const struct game_move *m, struct position *pos)
{
	switch (m->type) {
	case MOVE_SETUP:
		for (int i = 0; i < m->nplacements && i < SETUP_PIECES; i++)
			position_put(pos, m->placements[i].square, m->placements[i].piece);
		break;
	case MOVE_TURN:
		for (int k = 0; k < m->nsteps && k < TURN_MAX_STEPS; k++) {
			const struct turn_step *ts = &m->steps[k];
			position_move(pos, ts->step.from, ts->step.to);
			for (int c = 0; c < ts->ncaptures && c < 2; c++)
				position_remove(pos, ts->capture_square[c]);
		}
		break;
	case MOVE_RESIGN:
		return;
	}
	position_set_side(pos, color_other(m->side));
}

void game_move_undo(const struct game_move *m, struct position *pos)
{
	switch (m->type) {
	case MOVE_SETUP:
		for (int i = 0; i < m->nplacements && i < SETUP_PIECES; i++)
			position_remove(pos, m->placements[i].square);
		break;
	case MOVE_TURN:
		for (int k = m->nsteps < TURN_MAX_STEPS ? m->nsteps : TURN_MAX_STEPS; k-- > 0;) {
			const struct turn_step *ts = &m->steps[k];
			for (int c = ts->ncaptures < 2 ? ts->ncaptures : 2; c-- > 0;)
				position_put(pos, ts->capture_square[c], ts->capture_piece[c]);
			position_move(pos, ts->step.to, ts->step.from);
		}
		break;
	case MOVE_RESIGN:
		break;
	}
	position_set_side(pos, m->side);
}

void game_position_before(const struct game *g, size_t i, struct position *out)
{
	if (i > g->nmoves)
		i = g->nmoves;
	if (i <= g->nmoves - i) {
		*out = g->start;
		for (size_t k = 0; k < i; k++)
			game_move_redo(&g->moves[k], out);
	} else {
		*out = g->pos;
		for (size_t k = g->nmoves; k-- > i;)
			game_move_undo(&g->moves[k], out);
	}
}

int game_reserve(struct game *g, size_t n)
{
	if (n <= g->cap)
		return 0;
	struct game_move *m = realloc(g->moves, n * sizeof *m);
	if (!m)
		return -1;
	g->moves = m;
	g->cap = n;
	return 0;
}

void game_forget(struct game *g, size_t n)
{
	if (n > g->nmoves)
		n = g->nmoves;
	for (size_t k = 0; k < n; k++)
		game_move_redo(&g->moves[k], &g->start);
	memmove(g->moves, g->moves + n, (g->nmoves - n) * sizeof *g->moves);
	g->nmoves -= n;
}

int game_unforget(struct game *g, const struct game_move *m)
{
	if (g->nmoves == g->cap && game_reserve(g, g->cap < 64 ? 64 : g->cap + g->cap / 4) != 0)
		return -1;
	memmove(g->moves + 1, g->moves, g->nmoves * sizeof *g->moves);
	g->moves[0] = *m;
	g->nmoves++;
	game_move_undo(m, &g->start);
	return 0;
}
