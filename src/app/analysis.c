/* analysis.c: the analysis of positions and of a whole game's main line,
 * written back into the game tree as %eval, glyphs and comments. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/analysis.h"
#include "engine/eval.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

int analysis_gold_score(int mover_score, int won, enum color side)
{
	int s = mover_score;
	if (won > 0 && s > won)
		s = ANALYSIS_WIN;
	else if (won > 0 && s < -won)
		s = -ANALYSIS_WIN;
	if (s > ANALYSIS_WIN)
		s = ANALYSIS_WIN;
	if (s < -ANALYSIS_WIN)
		s = -ANALYSIS_WIN;
	return side == GOLD ? s : -s;
}

int analysis_glyph(int drop)
{
	if (drop >= ANALYSIS_BLUNDER)
		return 4;
	if (drop >= ANALYSIS_MISTAKE)
		return 2;
	if (drop >= ANALYSIS_DUBIOUS)
		return 6;
	return 0;
}

void analysis_game_init(struct analysis_game *a, const struct gametree *t)
{
	memset(a, 0, sizeof *a);
	/* the main line's nodes, counted first */
	size_t total = 0;
	for (gametree_id id = GAMETREE_ROOT; id != GAMETREE_NONE; id = t->nodes[id].first)
		total++;
	a->nodes = xmalloc(total * sizeof *a->nodes);
	for (gametree_id id = GAMETREE_ROOT; id != GAMETREE_NONE; id = t->nodes[id].first) {
		const struct gametree_node *nd = &t->nodes[id];
		/* a position in play: after Silver's setup, at a root in play, after any turn */
		bool in_play = id == GAMETREE_ROOT ? t->from_position
						    : nd->move.type == MOVE_TURN || nd->move.side == SILVER;
		if (in_play)
			a->nodes[a->n++] = id;
		if (nd->winner && nd->board_result)
			break;
	}
	a->lines = xcalloc(a->n ? a->n : 1, sizeof *a->lines);
}

void analysis_game_free(struct analysis_game *a)
{
	free(a->nodes);
	free(a->lines);
	memset(a, 0, sizeof *a);
}

bool analysis_game_done(const struct analysis_game *a)
{
	return a->failed || a->next >= a->n;
}

/* With a value function, the value of the move into position i (in g)
 * at the horizon of the search of position i-1. Returns 0 or -1. */
static int analysis_game_reply(struct analysis_game *a, size_t i, struct game *g, const struct analysis_searcher *s)
{
	if (!s->value || i == 0)
		return 0;
	const struct analysis_line *before = &a->lines[i - 1];
	struct analysis_line *l = &a->lines[i];
	if (!before->done || !before->has_score)
		return 0;
	int depth = before->depth - TURN_MAX_STEPS, v = 0;
	if (s->value(s->ctx, g, depth > 0 ? depth : 0, &v, a->why, sizeof a->why) != 0)
		return -1;
	l->has_reply = true;
	l->reply = analysis_gold_score(v, 0, g->pos.side);
	return 0;
}

bool analysis_game_step(struct analysis_game *a, const struct gametree *t, const struct analysis_searcher *s)
{
	if (analysis_game_done(a))
		return false;
	size_t i = a->next++;
	const struct gametree_node *nd = &t->nodes[a->nodes[i]];
	struct analysis_line *l = &a->lines[i];
	memset(l, 0, sizeof *l);
	if (nd->winner && nd->board_result) {
		/* a decided game: the winner's, without a search */
		l->done = l->has_score = l->has_reply = true;
		l->score = l->reply = nd->winner == 'w' ? ANALYSIS_WIN : -ANALYSIS_WIN;
		return true;
	}
	struct game g;
	if (gametree_game(t, a->nodes[i], &g) != 0 || g.phase != GAME_PLAY) {
		/* nothing to search (the main line as read is legal: a game
		 * over by a rule the node does not hold, such as repetition) */
		if (g.phase == GAME_OVER) {
			l->done = l->has_score = l->has_reply = true;
			l->score = l->reply = g.winner == GOLD ? ANALYSIS_WIN : -ANALYSIS_WIN;
		}
		game_free(&g);
		return true;
	}
	int ms = 0;
	if (s->search(s->ctx, &g, l, &ms, a->why, sizeof a->why) != 0 || analysis_game_reply(a, i, &g, s) != 0) {
		a->failed = true;
		memset(l, 0, sizeof *l);
	} else {
		l->done = true;
		if (l->has_score)
			l->score = analysis_gold_score(ms, 0, g.pos.side);
	}
	game_free(&g);
	return true;
}

/* The notation of node id's turn, as the engine writes its move. */
static void analysis_move_text(const struct gametree *t, gametree_id id, char *buf, size_t size)
{
	struct gametree_move mv;
	gametree_move_get(t, id, &mv);
	notation_turn(mv.steps, mv.nsteps, buf, size);
}

/* A piece's worth on the engine's scale (eval.c: a rabbit 100 while all
 * eight stand), to weigh the material a turn wins or loses. */
static int analysis_piece_worth(int piece)
{
	return eval_piece_value(piece_kind(piece), 8);
}

/* What the turn written in text (the engine's, in notation) captures of
 * side victim's pieces less what it loses of the other side's. */
static int analysis_text_takes(const char *text, enum color victim)
{
	int v = 0;
	for (const char *p = text; *p;) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		int piece, square;
		if (n > 0 && notation_capture_read(p, n, &piece, &square) == 0 && piece > PIECE_NONE && piece < PIECE_NB)
			v += piece_color(piece) == victim ? analysis_piece_worth(piece) : -analysis_piece_worth(piece);
		p += n;
	}
	return v;
}

/* What move mv captures of side victim's pieces less what it loses of the other's. */
static int analysis_move_takes(const struct gametree_move *mv, enum color victim)
{
	int v = 0;
	for (int k = 0; k < mv->nsteps; k++)
		for (int j = 0; j < mv->steps[k].ncaptures && j < 2; j++) {
			int piece = mv->steps[k].capture_piece[j];
			if (piece > PIECE_NONE && piece < PIECE_NB)
				v += piece_color(piece) == victim ? analysis_piece_worth(piece) : -analysis_piece_worth(piece);
		}
	return v;
}

/* What the move into position i puts at stake by the engine's lines: the
 * material it loses itself, what the engine's reply to it takes, what the
 * engine's turn would have taken instead (less what the move took), or a
 * whole game (ANALYSIS_WIN) when a win is missed or a goal allowed; 0
 * when the engine only prefers another turn by its judgement of the
 * position, which at a shallow depth disagrees with good players often. */
static int analysis_game_stake(const struct analysis_game *a, const struct gametree_move *mv, size_t i)
{
	const struct analysis_line *before = &a->lines[i - 1], *after = &a->lines[i];
	enum color mover = mv->side, other = color_other(mover);
	int sign = mover == GOLD ? 1 : -1;
	int value_after = sign * (after->has_reply ? after->reply : after->score);
	if (sign * before->score >= ANALYSIS_WIN || value_after <= -ANALYSIS_WIN || sign * after->score <= -ANALYSIS_WIN)
		return ANALYSIS_WIN;
	int took = analysis_move_takes(mv, other), stake = -took;
	int reply = analysis_text_takes(after->move, mover);
	int missed = analysis_text_takes(before->move, other) - took;
	stake = reply > stake ? reply : stake;
	stake = missed > stake ? missed : stake;
	return stake > 0 ? stake : 0;
}

bool analysis_game_drop(const struct analysis_game *a, const struct gametree *t, size_t i, int *drop)
{
	if (i == 0 || i >= a->n)
		return false;
	const struct analysis_line *before = &a->lines[i - 1], *after = &a->lines[i];
	if (!before->done || !after->done || !before->has_score || !after->has_score)
		return false;
	const struct gametree_node *nd = &t->nodes[a->nodes[i]];
	if (nd->move.type != MOVE_TURN)
		return false;
	char played[160];
	analysis_move_text(t, a->nodes[i], played, sizeof played);
	if (strcmp(played, before->move) == 0) {
		*drop = 0;
		return true;
	}
	int d = before->score - (after->has_reply ? after->reply : after->score);
	*drop = nd->move.side == GOLD ? d : -d;
	/* a win kept (found again by the deeper search after the move) costs nothing */
	if (after->score == (nd->move.side == GOLD ? ANALYSIS_WIN : -ANALYSIS_WIN))
		*drop = 0;
	/* only as much as the material or the game at stake */
	struct gametree_move mv;
	gametree_move_get(t, a->nodes[i], &mv);
	int stake = analysis_game_stake(a, &mv, i);
	if (*drop > stake)
		*drop = stake;
	if (*drop < 0)
		*drop = 0;
	return true;
}

bool analysis_game_eval(const struct analysis_game *a, size_t i, int *eval)
{
	if (i >= a->n || !a->lines[i].done || !a->lines[i].has_score)
		return false;
	const struct analysis_line *l = &a->lines[i];
	/* a proved result is shown as it is, never halved */
	bool proved = l->score == ANALYSIS_WIN || l->score == -ANALYSIS_WIN;
	*eval = l->has_reply && !proved ? (l->score + l->reply) / 2 : l->score;
	return true;
}

void analysis_game_apply(const struct analysis_game *a, struct gametree *t)
{
	for (size_t i = 0; i < a->n; i++) {
		gametree_id id = a->nodes[i];
		int eval;
		if (id == GAMETREE_ROOT || !analysis_game_eval(a, i, &eval))
			continue;
		struct gametree_notes *nd = gametree_notes_edit(t, id);
		nd->has_eval = true;
		nd->eval = eval;
		int drop;
		if (!analysis_game_drop(a, t, i, &drop))
			continue;
		int glyph = analysis_glyph(drop);
		if (glyph == 0)
			continue;
		bool has_move_glyph = false;
		for (int k = 0; k < nd->nnags; k++)
			has_move_glyph |= nd->nags[k] >= 1 && nd->nags[k] <= 6;
		if (!has_move_glyph)
			gametree_add_nag(t, id, glyph);
		const struct analysis_line *b = &a->lines[i - 1];
		if (b->move[0]) {
			char text[220];
			const struct analysis_line *l = &a->lines[i];
			int played = l->has_reply ? l->reply : l->score;
			int n = snprintf(text, sizeof text, "better: %s (%+d; played: %+d)", b->move, b->score, played);
			gametree_append_comment(t, id, text, (size_t)n < sizeof text ? (size_t)n : sizeof text - 1);
		}
	}
}
