/* test_app_analysis.c: the analysis of a whole game (app/analysis.c) with
 * a scripted engine: scores turned to Gold's side, the glyph each drop
 * earns at the thresholds the manual gives, %eval on every move, ?? and a
 * comment on the move that threw a position away, nothing on a move that
 * is the engine's own, a player's glyph kept, the value at the same
 * horizon used when the engine gives one, a proved win kept costing
 * nothing, and an engine's failure stopping the analysis. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/analysis.h"
#include "app/threat.h"
#include "lib/test.h"
#include "notation/treerecord.h"

/* A game from a position: Gold Ed4 Ra1 Rh1, Silver ee5 ra8 rh8, four
 * one-step turns (each checked against the rules by the reader). */
static const char test_game[] =
	"[Position \"10g [r      r                    e      E                    R      R]\"]\n"
	"\n"
	"10g Ra1n\n"
	"10s ra8s%s\n"
	"11g Rh1n\n"
	"11s rh8s\n";

/* One scripted answer: the side to move's score, the engine's turn, its depth. */
struct test_answer {
	int score;
	const char *move;
	int depth;
};

/* The script and what the fake engine saw. */
struct test_script {
	const struct test_answer *answers;
	int nanswers, asked;
	const int *values;     /* the value function's answers (side to move), or NULL */
	int valued;
	int value_depth[8];    /* the depths the value function was asked for */
	int fail_at;           /* the search that fails, -1 for none */
};

static int test_search(void *ctx, struct game *g, struct analysis_line *out, int *mover_score, char *why,
		       size_t whysize)
{
	struct test_script *s = ctx;
	ck_assert_int_eq(g->phase, GAME_PLAY);
	if (s->asked == s->fail_at) {
		snprintf(why, whysize, "the engine ended");
		return -1;
	}
	ck_assert_int_lt(s->asked, s->nanswers);
	const struct test_answer *a = &s->answers[s->asked++];
	out->has_score = true;
	*mover_score = a->score;
	out->depth = a->depth;
	snprintf(out->move, sizeof out->move, "%s", a->move);
	return 0;
}

static int test_value(void *ctx, struct game *g, int depth, int *mover_score, char *why, size_t whysize)
{
	struct test_script *s = ctx;
	(void)g;
	(void)why;
	(void)whysize;
	s->value_depth[s->valued] = depth;
	*mover_score = s->values[s->valued++];
	return 0;
}

/* Reads the test game (glyph after 10s's move) into *tg. */
static void test_read(const char *glyph, struct treerecord_game **tg)
{
	char text[1024];
	struct record_error err;
	size_t n;
	snprintf(text, sizeof text, test_game, glyph);
	ck_assert_int_eq(treerecord_read(text, strlen(text), tg, &n, &err), 0);
	ck_assert_int_eq(n, 1);
	ck_assert(!(*tg)[0].illegal);
}

/* The notes of the main line's k-th move (from 0). */
static const struct gametree_notes *test_move(struct gametree *t, int k)
{
	gametree_id id = t->nodes[GAMETREE_ROOT].first;
	while (k-- > 0)
		id = t->nodes[id].first;
	return gametree_notes(t, id);
}

/* Runs the whole analysis of t with script s (value function if values). */
static void test_analyse(struct gametree *t, struct test_script *s, struct analysis_game *a)
{
	struct analysis_searcher se = { test_search, s->values ? test_value : NULL, s };
	analysis_game_init(a, t);
	ck_assert_int_eq(a->n, 5);
	int steps = 0;
	while (analysis_game_step(a, t, &se))
		steps++;
	ck_assert(analysis_game_done(a));
	analysis_game_apply(a, t);
}

START_TEST(glyphs_by_the_drop)
{
	ck_assert_int_eq(analysis_glyph(-500), 0);
	ck_assert_int_eq(analysis_glyph(ANALYSIS_DUBIOUS - 1), 0);
	ck_assert_int_eq(analysis_glyph(ANALYSIS_DUBIOUS), 6);       /* ?! */
	ck_assert_int_eq(analysis_glyph(ANALYSIS_MISTAKE - 1), 6);
	ck_assert_int_eq(analysis_glyph(ANALYSIS_MISTAKE), 2);       /* ? */
	ck_assert_int_eq(analysis_glyph(ANALYSIS_BLUNDER - 1), 2);
	ck_assert_int_eq(analysis_glyph(ANALYSIS_BLUNDER), 4);       /* ?? */
	ck_assert_str_eq(gametree_glyph_text(analysis_glyph(ANALYSIS_BLUNDER)), "??");
	ck_assert_str_eq(gametree_glyph_text(analysis_glyph(ANALYSIS_DUBIOUS)), "?!");
	/* the manual's thresholds: half a rabbit, a rabbit, three rabbits */
	ck_assert_int_eq(ANALYSIS_DUBIOUS, 100);
	ck_assert_int_eq(ANALYSIS_MISTAKE, 200);
	ck_assert_int_eq(ANALYSIS_BLUNDER, 400);
}
END_TEST

START_TEST(scores_from_golds_side)
{
	ck_assert_int_eq(analysis_gold_score(120, 0, GOLD), 120);
	ck_assert_int_eq(analysis_gold_score(120, 0, SILVER), -120);
	ck_assert_int_eq(analysis_gold_score(50000, 0, GOLD), ANALYSIS_WIN);
	ck_assert_int_eq(analysis_gold_score(-50000, 0, SILVER), ANALYSIS_WIN);
	/* beyond `won`: a proved win */
	ck_assert_int_eq(analysis_gold_score(29500, 29000, GOLD), ANALYSIS_WIN);
	ck_assert_int_eq(analysis_gold_score(-29500, 29000, GOLD), -ANALYSIS_WIN);
}
END_TEST

/* The engine's own move costs nothing; Silver's 10s throws 8.2 rabbits
 * away, and the engine's answer takes its elephant (800): ??; Gold's 11g
 * lets that capture go, 1.2 rabbits (?!). */
static const struct test_answer test_plain[] = {
	{ 100, "Ra1n", 8 },      /* P0, Gold: the move played */
	{ 400, "rh8s", 8 },      /* P1, Silver: -400 for Gold */
	{ 420, "Ed4n ef6x", 8 }, /* P2, Gold: takes the silver elephant */
	{ -300, "rh8s", 8 },     /* P3, Silver: +300 for Gold; rh8s is played next */
	{ 0, "Ed4n", 8 },        /* P4, Gold */
};

/* The same drops with no material in the engine's lines: its judgement
 * of the position alone, which marks nothing. */
static const struct test_answer test_quiet[] = {
	{ 100, "Ra1n", 8 },
	{ 400, "rh8s", 8 },
	{ 420, "Ed4n", 8 },
	{ -300, "rh8s", 8 },
	{ 0, "Ed4n", 8 },
};

START_TEST(every_move_gets_its_eval_and_the_blunder_its_glyph)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_plain, 5, 0, NULL, 0, { 0 }, -1 };
	test_read("", &tg);
	struct gametree *t = &tg[0].tree;
	test_analyse(t, &s, &a);
	ck_assert_int_eq(s.asked, 5);
	int evals[] = { -400, 420, 300, 0 };
	for (int k = 0; k < 4; k++) {
		ck_assert(test_move(t, k)->has_eval);
		ck_assert_int_eq(test_move(t, k)->eval, evals[k]);
	}
	/* 10g: the engine's move, no mark though the score fell */
	ck_assert_int_eq(test_move(t, 0)->nnags, 0);
	ck_assert_ptr_null(test_move(t, 0)->comment);
	/* 10s: ?? with the engine's better turn */
	ck_assert_int_eq(test_move(t, 1)->nnags, 1);
	ck_assert_str_eq(gametree_glyph_text(test_move(t, 1)->nags[0]), "??");
	ck_assert_str_eq(test_move(t, 1)->comment, "better: rh8s (-400; played: +420)");
	/* 11g: 420 to 300, the elephant left, ?! */
	ck_assert_str_eq(gametree_glyph_text(test_move(t, 2)->nags[0]), "?!");
	/* 11s: the engine's move again */
	ck_assert_int_eq(test_move(t, 3)->nnags, 0);
	/* written: the annotated record carries them */
	char *text = treerecord_write(t);
	ck_assert_ptr_nonnull(strstr(text, "10s ra8s ?? {better: rh8s (-400; played: +420) [%eval 420]}\n"));
	ck_assert_ptr_nonnull(strstr(text, "10g Ra1n {[%eval -400]}\n"));
	free(text);
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

START_TEST(a_drop_with_no_material_at_stake_is_not_marked)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_quiet, 5, 0, NULL, 0, { 0 }, -1 };
	test_read("", &tg);
	struct gametree *t = &tg[0].tree;
	test_analyse(t, &s, &a);
	int drop;
	ck_assert(analysis_game_drop(&a, t, 2, &drop));
	ck_assert_int_eq(drop, 0);
	for (int k = 0; k < 4; k++) {
		ck_assert_int_eq(test_move(t, k)->nnags, 0);
		ck_assert_ptr_null(test_move(t, k)->comment);
		ck_assert(test_move(t, k)->has_eval); /* the evaluations are written all the same */
	}
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

/* A goal allowed: the engine's answer to 10s is a proved win for Gold. */
static const struct test_answer test_goal[] = {
	{ 100, "Ra1n", 8 },
	{ 50, "rh8s", 8 },
	{ ANALYSIS_WIN, "Ed4n", 8 },
	{ -ANALYSIS_WIN, "rh8s", 8 },
	{ ANALYSIS_WIN, "Ed4n", 8 },
};

START_TEST(a_goal_allowed_is_a_blunder)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_goal, 5, 0, NULL, 0, { 0 }, -1 };
	test_read("", &tg);
	struct gametree *t = &tg[0].tree;
	test_analyse(t, &s, &a);
	ck_assert_int_eq(test_move(t, 1)->nnags, 1);
	ck_assert_str_eq(gametree_glyph_text(test_move(t, 1)->nags[0]), "??");
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

START_TEST(a_players_glyph_is_kept)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_plain, 5, 0, NULL, 0, { 0 }, -1 };
	test_read(" !", &tg);
	struct gametree *t = &tg[0].tree;
	test_analyse(t, &s, &a);
	ck_assert_int_eq(test_move(t, 1)->nnags, 1);
	ck_assert_str_eq(gametree_glyph_text(test_move(t, 1)->nags[0]), "!");
	ck_assert_ptr_nonnull(strstr(test_move(t, 1)->comment, "better: rh8s"));
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

/* With a value function: the move's value at the horizon of the search
 * before it (that search's depth less a turn) gives the drop, and the
 * eval shown is the mean of value and score. */
static const struct test_answer test_deep[] = {
	{ 100, "Ra1n", 8 },
	{ 0, "ra8s", 4 },    /* P1: 10s will be the engine's move */
	{ 60, "Rh1n", 12 },  /* P2 */
	{ 0, "rh8s", 8 },    /* P3 */
	{ 30, "Ed4n", 8 },   /* P4 */
};
/* The values (side to move's) of P1..P4 after their moves. */
static const int test_values[] = { -100, 40, -250, 10 };

START_TEST(the_value_at_the_same_horizon_gives_the_drop)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_deep, 5, 0, test_values, 0, { 0 }, -1 };
	test_read("", &tg);
	struct gametree *t = &tg[0].tree;
	test_analyse(t, &s, &a);
	ck_assert_int_eq(s.valued, 4);
	/* asked at the depth of the search before, less a turn */
	ck_assert_int_eq(s.value_depth[0], 4);  /* P0 at 8 */
	ck_assert_int_eq(s.value_depth[1], 0);  /* P1 at 4 */
	ck_assert_int_eq(s.value_depth[2], 8);  /* P2 at 12 */
	ck_assert_int_eq(s.value_depth[3], 4);  /* P3 at 8 */
	/* P3: score 0 (Silver to move), value -250 Silver's: +250 for Gold; mean 125 */
	int eval;
	ck_assert(analysis_game_eval(&a, 3, &eval));
	ck_assert_int_eq(eval, 125);
	ck_assert_int_eq(test_move(t, 2)->eval, 125);
	/* 11g: 60 before, 250 at the same horizon: no drop, though the
	 * plain scores (60 to 0) would have fallen */
	int drop;
	ck_assert(analysis_game_drop(&a, t, 3, &drop));
	ck_assert_int_eq(drop, 0);
	ck_assert_int_eq(test_move(t, 2)->nnags, 0);
	/* 10g: the engine's move (drop 0 by rule), eval (0 + 100) / 2 */
	ck_assert_int_eq(test_move(t, 0)->eval, 50);
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

/* Gold proved a win before 11g and still has one after it: no drop. */
static const struct test_answer test_won[] = {
	{ 100, "Ra1n", 8 },
	{ 0, "ra8s", 8 },
	{ ANALYSIS_WIN, "Ed4e", 8 },
	{ -ANALYSIS_WIN, "rh8s", 8 },
	{ ANALYSIS_WIN, "Ed4n", 8 },
};

START_TEST(a_win_kept_costs_nothing)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_won, 5, 0, NULL, 0, { 0 }, -1 };
	test_read("", &tg);
	struct gametree *t = &tg[0].tree;
	test_analyse(t, &s, &a);
	ck_assert_int_eq(test_move(t, 2)->eval, ANALYSIS_WIN);
	ck_assert_int_eq(test_move(t, 2)->nnags, 0);
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

START_TEST(a_failing_engine_stops_the_analysis)
{
	struct treerecord_game *tg;
	struct analysis_game a;
	struct test_script s = { test_plain, 5, 0, NULL, 0, { 0 }, 2 };
	test_read("", &tg);
	struct gametree *t = &tg[0].tree;
	struct analysis_searcher se = { test_search, NULL, &s };
	analysis_game_init(&a, t);
	while (analysis_game_step(&a, t, &se))
		;
	ck_assert(a.failed);
	ck_assert_str_eq(a.why, "the engine ended");
	ck_assert_int_eq(s.asked, 2);
	analysis_game_apply(&a, t);
	/* what was searched is written: 10g's eval; nothing past the failure */
	ck_assert(test_move(t, 0)->has_eval);
	ck_assert(!test_move(t, 1)->has_eval);
	ck_assert(!test_move(t, 2)->has_eval);
	analysis_game_free(&a);
	treerecord_free(tg, 1);
}
END_TEST

/* The setups are no position to search: the first is the one after Silver's. */
START_TEST(a_game_from_the_setups_starts_after_silvers_setup)
{
	struct treerecord_game *tg;
	struct record_error err;
	size_t n, len;
	char *text = test_slurp(test_data("cases/goal.txt"), &len);
	ck_assert_int_eq(treerecord_read(text, len, &tg, &n, &err), 0);
	struct analysis_game a;
	analysis_game_init(&a, &tg[0].tree);
	/* after 1s, then after each of the 83 turns 2g to 43g, the last a goal */
	ck_assert_int_eq(a.n, 84);
	ck_assert_int_eq(tg[0].tree.nodes[a.nodes[0]].move.side, SILVER);
	ck_assert_int_eq(tg[0].tree.nodes[a.nodes[0]].move.type, MOVE_SETUP);
	/* the last position is scored by its goal without a search */
	a.next = a.n - 1;
	struct test_script s = { NULL, 0, 0, NULL, 0, { 0 }, -1 };
	struct analysis_searcher se = { test_search, NULL, &s };
	ck_assert(analysis_game_step(&a, &tg[0].tree, &se));
	ck_assert_int_eq(s.asked, 0);
	int eval;
	ck_assert(analysis_game_eval(&a, a.n - 1, &eval));
	ck_assert_int_eq(eval, ANALYSIS_WIN);
	analysis_game_free(&a);
	treerecord_free(tg, n);
	free(text);
}
END_TEST

/* Threat mode: Gold to move; were it Silver's move, the elephant on b4
 * could push the horse on b3 onto the trap c3, where no gold piece stands
 * beside it (Hb3e eb4s). Nothing else of Gold's is within reach. */
START_TEST(threat_of_a_capture)
{
	struct position pos = test_pieces(GOLD, "Hb3 Ra1 Eh1 eb4 rh8");
	struct threat t;
	ck_assert_int_eq(threat_find(&pos, &t), 0);
	ck_assert_int_eq(t.by, SILVER);
	ck_assert(!t.goal);
	ck_assert_int_eq(t.ncaptures, 1);
	ck_assert_int_eq(t.captures[0].piece, piece_make(GOLD, HORSE));
	ck_assert_int_eq(t.captures[0].square, fixture_square("b3"));
	ck_assert_ptr_nonnull(strstr(t.captures[0].turn, "Hc3x"));
	ck_assert_int_gt(t.turns, 0);
	char words[512];
	threat_words(&t, words, sizeof words);
	ck_assert_ptr_nonnull(strstr(words, "Silver threatens to take the gold horse on b3 ("));
	/* the position itself is unchanged: still Gold to move */
	ck_assert_int_eq(pos.side, GOLD);
}
END_TEST

/* The hand-made blunder's position: Silver's rabbit on d3 reaches d1 in two
 * steps (d2 and d1 empty, no gold piece beside it). */
START_TEST(threat_of_a_goal)
{
	struct position pos = test_pieces(GOLD, "Ra1 Rb1 Rg1 Rh1 Ee5 ra8 rb8 ea6 rd3");
	struct threat t;
	ck_assert_int_eq(threat_find(&pos, &t), 0);
	ck_assert(t.goal);
	ck_assert_int_eq(t.goal_square, fixture_square("d1"));
	ck_assert_str_eq(t.goal_turn, "rd3s rd2s");
	char words[512];
	threat_words(&t, words, sizeof words);
	ck_assert_str_eq(words, "Silver threatens a goal on d1 (rd3s rd2s)");
	/* with the elephant on e3 the rabbit is frozen: no goal */
	pos = test_pieces(GOLD, "Ra1 Rb1 Rg1 Rh1 Ee3 ra8 rb8 ea6 rd3");
	ck_assert_int_eq(threat_find(&pos, &t), 0);
	ck_assert(!t.goal);
	threat_words(&t, words, sizeof words);
	ck_assert_str_eq(words, "Silver threatens no capture and no goal");
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_analysis");
	TCase *tc = tcase_create("analysis");
	tcase_add_test(tc, glyphs_by_the_drop);
	tcase_add_test(tc, scores_from_golds_side);
	tcase_add_test(tc, every_move_gets_its_eval_and_the_blunder_its_glyph);
	tcase_add_test(tc, a_players_glyph_is_kept);
	tcase_add_test(tc, a_drop_with_no_material_at_stake_is_not_marked);
	tcase_add_test(tc, a_goal_allowed_is_a_blunder);
	tcase_add_test(tc, the_value_at_the_same_horizon_gives_the_drop);
	tcase_add_test(tc, a_win_kept_costs_nothing);
	tcase_add_test(tc, a_failing_engine_stops_the_analysis);
	tcase_add_test(tc, a_game_from_the_setups_starts_after_silvers_setup);
	tcase_add_test(tc, threat_of_a_capture);
	tcase_add_test(tc, threat_of_a_goal);
	suite_add_tcase(s, tc);
	return s;
}
