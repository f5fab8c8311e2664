/* fuzz_tree.c: the annotated record's round trip: any bytes read as game
 * trees (treerecord_read); each game written in the canonical form reads
 * back as one game with no illegal move, and writing that again gives the
 * same bytes; its main line written as a plain record reads back as a
 * legal record. And the check's reader (treerecord_check_each, which keeps
 * the tree's shape alone) gives every game the verdict the tree reader
 * gives it (treerecord_read_each), and the same error. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/treerecord.h"
#include "fuzz.h"

/* What --check says of one game, as a reader hands it over. */
struct fuzz_verdict {
	bool illegal, variation_illegal;
	struct record_error error, variation_error;
	char said_winner, said_reason, end_winner, end_reason;
	bool end_board_result;
	enum game_phase phase;
	enum color winner, side;
	enum game_reason reason;
	int number;
	struct position pos;
};

/* The verdicts of a text's games, in order. */
struct fuzz_verdicts {
	struct fuzz_verdict *v;
	size_t n;
	bool lean;   /* from treerecord_check_each */
};

/* A reader's hand-over: the game's verdict, from the tree (the tree
 * reader: its main line's end, replayed unless at_end) or from what the
 * check's reader gives. */
static void fuzz_tree_verdict(void *ctx, size_t index, bool last, struct treerecord_game *tg)
{
	struct fuzz_verdicts *all = ctx;
	(void)last;
	FUZZ_ASSERT(index == all->n, "games handed over out of order");
	all->v = realloc(all->v, (all->n + 1) * sizeof *all->v);
	FUZZ_ASSERT(all->v, "out of memory");
	struct fuzz_verdict *v = &all->v[all->n++];
	memset(v, 0, sizeof *v);
	v->illegal = tg->illegal;
	v->variation_illegal = tg->variation_illegal;
	if (tg->illegal)
		v->error = tg->error;
	if (tg->variation_illegal)
		v->variation_error = tg->variation_error;
	v->said_winner = tg->said_winner;
	v->said_reason = tg->said_reason;
	struct game own;
	const struct game *g = tg->at_end;
	if (all->lean) {
		FUZZ_ASSERT(g, "the check's reader gave no game at the main line's end");
		FUZZ_ASSERT(tg->tree.nnodes == 1, "the check's reader made a tree");
		v->end_winner = tg->end_winner;
		v->end_reason = tg->end_reason;
		v->end_board_result = tg->end_board_result;
	} else {
		gametree_id end = gametree_main_end(&tg->tree);
		const struct gametree_node *e = gametree_node(&tg->tree, end);
		v->end_winner = e->winner;
		v->end_reason = e->reason;
		v->end_board_result = e->board_result;
		if (!g) {
			(void)gametree_game(&tg->tree, end, &own);
			g = &own;
		}
	}
	v->phase = g->phase;
	v->winner = g->phase == GAME_OVER ? g->winner : GOLD;
	v->reason = g->phase == GAME_OVER ? g->reason : REASON_NONE;
	v->side = g->pos.side;
	v->number = g->number;
	v->pos = g->pos;
	if (g == &own)
		game_free(&own);
}

/* Whether two errors say the same: line, move and why. */
static bool fuzz_same_error(const struct record_error *a, const struct record_error *b)
{
	return a->line == b->line && strcmp(a->move, b->move) == 0 && strcmp(a->message, b->message) == 0;
}

/* Reads text with both readers (every game under the old rules or not)
 * and aborts unless they agree on every game. */
static void fuzz_tree_check_agrees(const char *text, size_t len, bool old_rules)
{
	struct fuzz_verdicts tree = { NULL, 0, false }, lean = { NULL, 0, true };
	struct record_error e1, e2;
	size_t n1, n2;
	int r1 = treerecord_read_each(text, len, old_rules, fuzz_tree_verdict, &tree, &n1, &e1);
	int r2 = treerecord_check_each(text, len, old_rules, fuzz_tree_verdict, &lean, &n2, &e2);
	FUZZ_ASSERT(r1 == r2 && n1 == n2 && tree.n == lean.n, "the check's reader reads other games");
	if (r1 != 0)
		FUZZ_ASSERT(fuzz_same_error(&e1, &e2), "the check's reader gives another error");
	for (size_t i = 0; i < tree.n; i++) {
		const struct fuzz_verdict *a = &tree.v[i], *b = &lean.v[i];
		FUZZ_ASSERT(a->illegal == b->illegal && fuzz_same_error(&a->error, &b->error),
			    "the check's reader meets another illegal move");
		FUZZ_ASSERT(a->variation_illegal == b->variation_illegal &&
				    fuzz_same_error(&a->variation_error, &b->variation_error),
			    "the check's reader meets another illegal variation");
		FUZZ_ASSERT(a->said_winner == b->said_winner && a->said_reason == b->said_reason &&
				    a->end_winner == b->end_winner && a->end_reason == b->end_reason &&
				    a->end_board_result == b->end_board_result,
			    "the check's reader reads another result");
		FUZZ_ASSERT(a->phase == b->phase && a->winner == b->winner && a->reason == b->reason &&
				    a->side == b->side && a->number == b->number && fuzz_same_position(&a->pos, &b->pos),
			    "the check's reader ends the main line elsewhere");
	}
	free(tree.v);
	free(lean.v);
}

/* Checks one tree's round trip. */
static void fuzz_tree_one(const struct gametree *t)
{
	struct treerecord_game *again;
	struct record_error err;
	size_t n;
	char *w1 = treerecord_write(t);
	if (w1[0] == '\0') {
		/* nothing to write: a game of no tags, no comment and no move */
		FUZZ_ASSERT(t->ntags == 0 && t->nodes[0].first == GAMETREE_NONE, "a game with content written as nothing");
		free(w1);
		return;
	}
	int rc = treerecord_read(w1, strlen(w1), &again, &n, &err);
	if (rc != 0)
		fprintf(stderr, "written:\n%s\nread back: line %d: %s\n", w1, err.line, err.message);
	FUZZ_ASSERT(rc == 0, "a game written does not read back");
	FUZZ_ASSERT(n == 1, "a game written reads back as several");
	if (again[0].illegal || again[0].variation_illegal)
		fprintf(stderr, "written:\n%s\nillegal: line %d: %s / line %d: %s\n", w1, again[0].error.line,
			again[0].error.message, again[0].variation_error.line, again[0].variation_error.message);
	FUZZ_ASSERT(!again[0].illegal && !again[0].variation_illegal, "a game written reads back with an illegal move");
	char *w2 = treerecord_write(&again[0].tree);
	if (strcmp(w1, w2) != 0)
		fprintf(stderr, "first:\n%s\nsecond:\n%s\n", w1, w2);
	FUZZ_ASSERT(strcmp(w1, w2) == 0, "writing a game read back gives other bytes");
	char *m = treerecord_write_main(&again[0].tree);
	struct record rec;
	struct game g;
	FUZZ_ASSERT(record_parse(m, strlen(m), &rec, &err) == 0 || m[0] == '\0', "the main line is not a record");
	if (m[0] != '\0') {
		FUZZ_ASSERT(record_replay(&rec, &g, false, &err) == 0, "the main line written is not legal");
		game_free(&g);
		record_free(&rec);
	}
	free(m);
	free(w2);
	free(w1);
	treerecord_free(again, n);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct treerecord_game *games;
	struct record_error err;
	size_t n;
	fuzz_tree_check_agrees((const char *)data, size, false);
	fuzz_tree_check_agrees((const char *)data, size, true);
	if (treerecord_read((const char *)data, size, &games, &n, &err) != 0) {
		fuzz_check_error(&err);
		return 0;
	}
	for (size_t i = 0; i < n; i++)
		fuzz_tree_one(&games[i].tree);
	treerecord_free(games, n);
	return 0;
}
