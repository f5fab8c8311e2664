/* test_app_anmode.c: analysis mode and threat mode (app/anmode.c) without
 * a terminal: the engine's line read into moves (with labels, without,
 * after a turn's steps so far, cut short, not legal), its first turn for
 * the board; the built-in engine at a fixed depth searching the position
 * shown as the main loop drives it, a new position searched when the
 * game moves on and the old result shown again when it comes back, a
 * turn in progress searched from its steps, threat mode's threats, and
 * the line added to the game tree as a variation. */
#include "config.h"
#include <check.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/anmode.h"
#include "app/analyser.h"
#include "app/analysis.h"
#include "app/gamean.h"
#include "app/app.h"
#include "app/screen.h"
#include "app/study.h"
#include "app/studyview.h"
#include "lib/test.h"
#include "notation/notation.h"
#include "notation/treerecord.h"
#include "store/load.h"
#include "util/now.h"

/* The first moves of tests/data/cases/goal.txt after the setups. */
static const char *const test_setups[2] = {
	"Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1",
	"rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7",
};

/* A game after both setups (Gold to play 2g). */
static void test_game(struct game *g)
{
	game_init(g);
	for (int c = 0; c < 2; c++) {
		struct placement pl[SETUP_PIECES];
		const char *s = test_setups[c];
		for (int i = 0; i < SETUP_PIECES; i++) {
			size_t l = strcspn(s, " ");
			ck_assert_int_eq(notation_placement_read(s, l, &pl[i]), 0);
			s += l + (s[l] == ' ');
		}
		ck_assert_int_eq(game_setup(g, pl, SETUP_PIECES), SETUP_OK);
	}
}

/* A result whose line is text. */
static struct anmode_info test_info(const char *text, int ndone)
{
	struct anmode_info in;
	memset(&in, 0, sizeof in);
	in.valid = true;
	in.ndone = ndone;
	snprintf(in.line, sizeof in.line, "%s", text);
	return in;
}

START_TEST(a_labelled_line_becomes_moves_and_a_cut_turn_is_dropped)
{
	struct game g;
	struct gametree_move mv[8];
	test_game(&g);
	struct anmode_info in = test_info("2g Ed2n Ed3n Ed4n Dg2n 2s ee7s ee6s ee5s ee4s 3g Db2n", 0);
	size_t n = anmode_line_moves(&in, &g, NULL, 0, 0, mv, 8);
	/* 3g's one step is where the line was cut: no move */
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(mv[0].side, GOLD);
	ck_assert_int_eq(mv[0].number, 2);
	ck_assert_int_eq(mv[0].nsteps, 4);
	ck_assert_int_eq(mv[1].side, SILVER);
	ck_assert_int_eq(mv[1].nsteps, 4);
	char text[64];
	notation_turn(mv[1].steps, mv[1].nsteps, text, sizeof text);
	ck_assert_str_eq(text, "ee7s ee6s ee5s ee4s");
	/* up to a chosen turn */
	ck_assert_uint_eq(anmode_line_moves(&in, &g, NULL, 0, 1, mv, 8), 1);
	/* a shorter turn ended by the next label counts */
	in = test_info("2g Ed2n Ed3n 2s ee7s ee6s ee5s ee4s", 0);
	ck_assert_uint_eq(anmode_line_moves(&in, &g, NULL, 0, 0, mv, 8), 2);
	ck_assert_int_eq(mv[0].nsteps, 2);
	game_free(&g);
}
END_TEST

START_TEST(an_aei_line_without_labels_splits_by_side)
{
	struct game g;
	struct gametree_move mv[8];
	test_game(&g);
	struct anmode_info in = test_info("Ed2n Ed3n Ed4n Dg2n ee7s ee6s ee5s ee4s", 0);
	ck_assert_uint_eq(anmode_line_moves(&in, &g, NULL, 0, 0, mv, 8), 2);
	ck_assert_int_eq(mv[1].side, SILVER);
	/* not legal from here (no piece on d4): nothing */
	in = test_info("Ed4n Ed5n", 0);
	ck_assert_uint_eq(anmode_line_moves(&in, &g, NULL, 0, 0, mv, 8), 0);
	game_free(&g);
}
END_TEST

START_TEST(a_turn_in_progress_keeps_its_steps_in_the_first_move)
{
	struct game g;
	struct gametree_move mv[8];
	test_game(&g);
	struct step done[2] = { fixture_step("Ed2n"), fixture_step("Ed3n") };
	struct anmode_info in = test_info("2g Ed4n Dg2n 2s ee7s ee6s ee5s ee4s", 2);
	ck_assert_uint_eq(anmode_line_moves(&in, &g, done, 2, 0, mv, 8), 2);
	char text[64];
	notation_turn(mv[0].steps, mv[0].nsteps, text, sizeof text);
	ck_assert_str_eq(text, "Ed2n Ed3n Ed4n Dg2n");
	/* the first turn on the board: the steps after those done, numbered on */
	struct turn t;
	game_turn_begin(&g, &t);
	ck_assert_int_eq(turn_step(&t, done[0]), STEP_OK);
	ck_assert_int_eq(turn_step(&t, done[1]), STEP_OK);
	struct step st[TURN_MAX_STEPS];
	ck_assert_int_eq(anmode_first_turn(&in, &t.pos, st), 2);
	ck_assert_int_eq(st[0].from, fixture_square("d4"));
	ck_assert_int_eq(st[1].from, fixture_square("g2"));
	game_free(&g);
}
END_TEST

/* A push in the first turn: the enemy's step is part of it. */
START_TEST(a_push_is_part_of_the_first_turn)
{
	struct position pos = test_pieces(GOLD, "Ra1 Rb1 Rg1 Rh1 Ee5 ra8 rb8 ea6 rd3");
	struct anmode_info in = test_info("10g Ee5s Ee4w rd3w Ed4s 10s rb8s ea6e", 0);
	struct step st[TURN_MAX_STEPS];
	ck_assert_int_eq(anmode_first_turn(&in, &pos, st), 4);
	ck_assert_int_eq(st[2].piece, fixture_piece('r'));
	ck_assert_int_eq(st[2].from, fixture_square("d3"));
	ck_assert_int_eq(st[3].to, fixture_square("d3"));
	/* without labels, the enemy's next turn is not taken for a push */
	in = test_info("Ee5s Ee4s rd3s rd2s", 0);
	ck_assert_int_eq(anmode_first_turn(&in, &pos, st), 2);
}
END_TEST

/* ---- driven as the main loop drives it ---- */

static struct ui test_u;
static struct ui_options test_opt;

static void test_start(void)
{
	screen_init(&test_u);
	struct game g;
	test_game(&g);
	session_set_game(&test_u.s, &g);
	test_u.mode = UI_MODE_GAME;
	test_u.screen = screen_base(&test_u);
	test_u.opt = &test_opt;
	anmode_configure(NULL, 4, 1);
}

static void test_stop(void)
{
	test_opt.engine_depth = NULL;
	test_opt.engine_threads = 0;
	anmode_free();
	study_free(&test_u.study);
	session_free(&test_u.s);
}

/* Ticks until the search of the position shown is done (at most 60 s). */
static const struct anmode_info *test_until_done(void)
{
	long end = now_ms() + 60000;
	const struct anmode_info *in;
	do {
		anmode_tick(&test_u, now_ms());
		in = anmode_shown();
		if (in && in->done)
			return in;
		struct timespec ts = { 0, 5000000 };
		nanosleep(&ts, NULL);
	} while (now_ms() < end);
	ck_abort_msg("the search did not end");
	return NULL;
}

/* Plays a whole turn written in notation on the session. */
static void test_play(const char *text)
{
	struct step st[TURN_MAX_STEPS];
	int n = fixture_parse_steps(text, st, TURN_MAX_STEPS);
	ck_assert_int_eq(game_play_steps(&test_u.s.game, st, n, NULL, NULL, NULL), GAME_PLAYED);
	game_turn_begin(&test_u.s.game, &test_u.s.turn);
}

START_TEST(the_position_shown_is_searched_and_its_result_kept)
{
	test_start();
	ck_assert(!anmode_on());
	anmode_toggle(&test_u);
	ck_assert(anmode_on());
	const struct anmode_info *in = test_until_done();
	ck_assert_int_eq(in->depth, 4);
	ck_assert(in->has_score);
	ck_assert_int_eq(in->mover, GOLD);
	ck_assert_ptr_nonnull(strstr(in->line, "2g "));
	uint64_t first_key = in->key;
	int first_score = in->score;
	/* its first turn reads from the position shown */
	struct step st[TURN_MAX_STEPS];
	ck_assert_int_gt(anmode_first_turn(in, anmode_position(), st), 0);
	/* the game moves on: a new position, searched for Silver */
	test_play("Ed2n Ed3n Ed4n Dg2n");
	in = test_until_done();
	ck_assert(in->key != first_key);
	ck_assert_int_eq(in->mover, SILVER);
	/* back: the result kept is shown at once, before any search */
	ck_assert(game_takeback(&test_u.s.game));
	game_turn_begin(&test_u.s.game, &test_u.s.turn);
	anmode_tick(&test_u, now_ms());
	in = anmode_shown();
	ck_assert_ptr_nonnull(in);
	ck_assert(in->key == first_key);
	ck_assert_int_eq(in->score, first_score);
	ck_assert(in->done);
	test_stop();
}
END_TEST

/* The built-in search runs on the threads --engine-threads gives, else on
 * one for each processor, and says so while it searches; on two threads a
 * search to a fixed depth still ends there with its line. */
START_TEST(the_search_runs_on_the_threads_of_the_options)
{
	char want[64];
	test_start();
	anmode_free(); /* not configured: the options decide */
	test_opt.engine_threads = 2;
	anmode_toggle(&test_u);
	anmode_tick(&test_u, now_ms());
	ck_assert_str_eq(anmode_note(), "searching on 2 threads");
	anmode_free();
	/* by default one for each processor the program may run on: held to
	 * one (as by taskset -c 0), one thread */
	test_opt.engine_threads = 0;
	cpu_set_t all, one;
	ck_assert_int_eq(sched_getaffinity(0, sizeof all, &all), 0);
	CPU_ZERO(&one);
	for (int i = 0; i < CPU_SETSIZE; i++)
		if (CPU_ISSET(i, &all)) {
			CPU_SET(i, &one);
			break;
		}
	ck_assert_int_eq(sched_setaffinity(0, sizeof one, &one), 0);
	anmode_toggle(&test_u);
	anmode_tick(&test_u, now_ms());
	ck_assert_str_eq(anmode_note(), "searching");
	anmode_free();
	ck_assert_int_eq(sched_setaffinity(0, sizeof all, &all), 0);
	/* free to run anywhere again: as many as it may run on, up to 8 */
	anmode_toggle(&test_u);
	anmode_tick(&test_u, now_ms());
	int n = CPU_COUNT(&all) > 8 ? 8 : CPU_COUNT(&all);
	if (n > 1)
		snprintf(want, sizeof want, "searching on %d threads", n);
	else
		snprintf(want, sizeof want, "searching");
	ck_assert_str_eq(anmode_note(), want);
	anmode_configure(NULL, 4, 2);
	anmode_toggle(&test_u);
	const struct anmode_info *in = test_until_done();
	ck_assert_int_eq(in->depth, 4);
	ck_assert(in->has_score);
	ck_assert_ptr_nonnull(strstr(in->line, "2g "));
	test_stop();
}
END_TEST

START_TEST(a_turn_in_progress_is_searched_from_its_steps)
{
	test_start();
	anmode_toggle(&test_u);
	ck_assert_int_eq(turn_step(&test_u.s.turn, fixture_step("Ed2n")), STEP_OK);
	const struct anmode_info *in = test_until_done();
	ck_assert_int_eq(in->ndone, 1);
	/* the line continues the turn: it reads from the board after Ed2n */
	struct step st[TURN_MAX_STEPS];
	int n = anmode_first_turn(in, anmode_position(), st);
	ck_assert_int_le(n, 3);
	ck_assert_int_eq(anmode_position()->board[fixture_square("d3")], fixture_piece('E'));
	test_stop();
}
END_TEST

START_TEST(threat_mode_says_what_the_opponent_could_do)
{
	test_start();
	anmode_threat_toggle(&test_u);
	anmode_tick(&test_u, now_ms());
	const struct threat *t = anmode_threat();
	ck_assert_ptr_nonnull(t);
	/* the opening position: nothing can be taken, no goal */
	ck_assert_int_eq(t->by, SILVER);
	ck_assert(!t->goal);
	ck_assert_int_eq(t->ncaptures, 0);
	anmode_threat_toggle(&test_u);
	ck_assert_ptr_null(anmode_threat());
	test_stop();
}
END_TEST

START_TEST(the_line_is_added_to_the_tree_as_a_variation)
{
	test_start();
	char why[200];
	struct gametree_move mv[4];
	/* analysis off: nothing to add */
	ck_assert_uint_eq(anmode_variation(&test_u, 0, mv, 4, why, sizeof why), 0);
	anmode_toggle(&test_u);
	test_until_done();
	anmode_add_variation(&test_u, 1);
	ck_assert_ptr_nonnull(strstr(test_u.s.status, "the engine's line added as a variation: 1 move from 2g"));
	/* the tree follows the game (locked to its line); the engine's turn
	 * hangs after 1s, the game's last move */
	const struct gametree *t = &test_u.study.tree;
	gametree_id end = test_u.study.locked;
	ck_assert(end != GAMETREE_NONE);
	ck_assert_int_eq(t->nodes[end].move.side, SILVER);
	ck_assert_uint_eq(gametree_nchildren(t, end), 1);
	gametree_id v = gametree_child(t, end, 0);
	ck_assert_int_eq(t->nodes[v].move.number, 2);
	ck_assert_int_eq(t->nodes[v].move.side, GOLD);
	/* the game itself is not changed */
	ck_assert_uint_eq(test_u.s.game.nmoves, 2);
	test_stop();
}
END_TEST

/* Whole-game analysis: the main line searched in the background at a
 * fixed depth, every position's evaluation for the graph, and %eval
 * written into the tree when done; J goes to a marked move if any. */
START_TEST(the_whole_game_is_analysed_in_the_background)
{
	test_start();
	/* the depth of --engine-depth, as the command line gives it, and
	 * the threads of --engine-threads */
	test_opt.engine_depth = "4";
	test_opt.engine_threads = 2;
	test_play("Ed2n Ed3n Ed4n Dg2n");
	test_play("ee7s ee6s ee5s ee4s");
	const struct gamean_view *g = gamean_get(&test_u);
	ck_assert(!g->active);
	gamean_toggle(&test_u);
	ck_assert_ptr_nonnull(strstr(test_u.s.status, "whole-game analysis of 3 positions, 4 steps deep each"));
	ck_assert_ptr_nonnull(strstr(test_u.s.status, "in the background on 2 threads"));
	long end = now_ms() + 60000;
	do {
		gamean_tick(&test_u);
		g = gamean_get(&test_u);
		struct timespec ts = { 0, 5000000 };
		nanosleep(&ts, NULL);
	} while (g->running && now_ms() < end);
	ck_assert(!g->running);
	ck_assert_uint_eq(g->n, 3);
	ck_assert_uint_eq(g->done, 3);
	ck_assert_ptr_nonnull(strstr(test_u.s.status, "whole-game analysis done"));
	/* in the tree: 1s, 2g and 2s have their %eval, as the graph has it */
	const struct gametree *t = &test_u.study.tree;
	gametree_id id = t->nodes[GAMETREE_ROOT].first;
	ck_assert(!gametree_notes(t, id)->has_eval); /* Gold's setup */
	for (int k = 0; k < 3; k++) {
		id = t->nodes[id].first;
		ck_assert(id != GAMETREE_NONE);
		ck_assert(gametree_notes(t, id)->has_eval);
		ck_assert_int_eq(gametree_notes(t, id)->eval, g->eval[k]);
	}
	/* the game itself is not changed */
	ck_assert_uint_eq(test_u.s.game.nmoves, 4);
	gamean_free();
	test_stop();
}
END_TEST

/* The depth of the search for the real game below, in steps (a turn and
 * a half: 3 s for the game; 20 ms a position reaches about as far). */
enum { TEST_MARK_DEPTH = 6 };

/* A real game's marks: tests/data/allgames202602.txt#669122 (bot_dolores_v1
 * v browni3141, 37 plies, Silver resigned) analysed by the built-in engine
 * at a fixed depth. Marks come only with material or a goal at stake in
 * the engine's lines; checked by hand on the board:
 * - 37g Re5e Rf5n Hg6n Rf6e: Gold's elephant on g5 could push Silver's
 *   camel g4 to f4 and onto the trap f3 (no silver piece beside it):
 *   mg4w Eg5s mf4s mf3x Eg4w takes the camel (500), the move lets it go
 *   (Gold was well ahead; Silver resigned after it);
 * - 19g Hf4n Hf5w He5n Hg3n leaves the horse on e6, where Silver's camel
 *   c5 can walk to e5 and push it onto the trap f6 (mc5e md5e He6e Hf6x
 *   me5n: no gold piece beside f6 then);
 * Most moves take and lose nothing and are not marked. */
START_TEST(a_real_game_is_marked_only_where_material_is_at_stake)
{
	struct load_result r;
	char *cause = NULL, why[256];
	ck_assert_msg(load_path(test_data("allgames202602.txt#669122"), NULL, &r, &cause) == 0, "%s", cause);
	struct gametree t;
	treerecord_from_game(&r.game, NULL, 0, 0, 0, &t);
	load_free(&r);
	/* Under check-valgrind's stride, memcheck runs the same code at two
	 * steps (37 searches at six take it over a minute); the marks are
	 * the judgement of six steps, checked in every other run. */
	bool judged = !test_thinned();
	struct analyser an;
	ck_assert_msg(analyser_start(&an, NULL, judged ? TEST_MARK_DEPTH : 2, 0, 1, why, sizeof why) == 0, "%s", why);
	struct analysis_searcher se;
	analyser_searcher(&an, &se);
	struct analysis_game a;
	analysis_game_init(&a, &t);
	while (analysis_game_step(&a, &t, &se))
		;
	ck_assert(!a.failed);
	size_t marked = 0, moves = 0;
	bool m19g = false, m37g = false;
	for (size_t i = 1; i < a.n; i++) {
		int drop;
		if (!analysis_game_drop(&a, &t, i, &drop))
			continue;
		moves++;
		const struct gametree_node *nd = gametree_node(&t, a.nodes[i]);
		char label[16];
		notation_label(nd->move.number, nd->move.side, label);
		if (analysis_glyph(drop) != 0) {
			marked++;
			m19g |= strcmp(label, "19g") == 0;
			m37g |= strcmp(label, "37g") == 0;
		}
	}
	ck_assert_uint_ge(moves, 30);
	if (judged) {
		ck_assert_msg(m37g, "37g (the camel left on g4) is not marked");
		ck_assert_msg(m19g, "19g (the horse left to be pushed onto f6) is not marked");
		/* before the stake, two moves in three were marked */
		ck_assert_msg(marked * 5 <= moves, "%zu of %zu moves marked", marked, moves);
	}
	analysis_game_free(&a);
	analyser_stop(&an);
	gametree_free(&t);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_anmode");
	TCase *tc = tcase_create("lines");
	tcase_add_test(tc, a_labelled_line_becomes_moves_and_a_cut_turn_is_dropped);
	tcase_add_test(tc, an_aei_line_without_labels_splits_by_side);
	tcase_add_test(tc, a_turn_in_progress_keeps_its_steps_in_the_first_move);
	tcase_add_test(tc, a_push_is_part_of_the_first_turn);
	suite_add_tcase(s, tc);
	TCase *tc2 = tcase_create("driven");
	tcase_add_test(tc2, the_position_shown_is_searched_and_its_result_kept);
	tcase_add_test(tc2, a_turn_in_progress_is_searched_from_its_steps);
	tcase_add_test(tc2, the_search_runs_on_the_threads_of_the_options);
	tcase_add_test(tc2, threat_mode_says_what_the_opponent_could_do);
	tcase_add_test(tc2, the_line_is_added_to_the_tree_as_a_variation);
	tcase_add_test(tc2, the_whole_game_is_analysed_in_the_background);
	tcase_add_test(tc2, a_real_game_is_marked_only_where_material_is_at_stake);
	tcase_set_timeout(tc2, 120);
	suite_add_tcase(s, tc2);
	return s;
}
