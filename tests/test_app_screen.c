/* test_app_screen.c: the moves between screens in the app layer
 * (app/screen.c), without a terminal: what the clocks return becomes a
 * screen (the choice of a clock for a new game, the hand-over), choosing
 * a preset or keeping the clock, leaving the pause, opening and leaving
 * the replay viewer, quitting with and without a game in progress. */
#include "config.h"
#include <check.h>
#include <string.h>
#include "app/app.h"
#include "app/clockui.h"
#include "app/screen.h"
#include "app/files.h"
#include "app/replay.h"
#include "app/studyview.h"
#include "lib/test.h"

static struct ui test_u;

/* A new game on its setup screen, no files (the terminal not yet up). */
static struct ui *test_start(void)
{
	memset(&test_u, 0, sizeof test_u);
	test_u.press_sq = -1;
	test_u.prompt_name = -1;
	session_init(&test_u.s);
	test_u.mode = UI_MODE_GAME;
	test_u.screen = screen_base(&test_u);
	return &test_u;
}

static void test_stop(void)
{
	if (test_u.rp.points)
		viewer_free(&test_u.rp);
	study_free(&test_u.study);
	session_free(&test_u.s);
}

START_TEST(a_new_game_opens_the_choice_of_a_clock_and_a_preset_sets_it)
{
	struct ui *u = test_start();
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	clockui_sync(u); /* as after session_new_game: a new game */
	ck_assert(screen_tick(u));
	ck_assert_int_eq(u->screen, SCREEN_CLOCK);
	ck_assert(!u->clock_playon);
	ck_assert(!screen_tick(u)); /* once */
	/* the second preset: standard, 2/2/100/10/8 */
	screen_clock_choose(u, 1);
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	ck_assert(u->clk.timed);
	ck_assert(clockui_live(u));
	ck_assert_msg(strstr(u->s.status, "standard 2/2/100/10/8"), "status: %s", u->s.status);
	test_stop();
}
END_TEST

START_TEST(esc_on_the_choice_keeps_the_clock_as_it_was)
{
	struct ui *u = test_start();
	screen_open_clock(u);
	ck_assert_int_eq(u->screen, SCREEN_CLOCK);
	screen_clock_keep(u);
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	ck_assert(!u->clk.timed);
	ck_assert_str_eq(u->s.status, "the clock stays as it was");
	test_stop();
}
END_TEST

START_TEST(a_clock_set_stopped_opens_the_hand_over_and_enter_starts_it)
{
	char why[200];
	struct ui *u = test_start();
	ck_assert_int_eq(clockui_set(u, "1/2", true, why, sizeof why), 0);
	ck_assert(!clockui_live(u));
	/* not over the prompt: only on the board's screens */
	screen_open_prompt(u);
	ck_assert(!screen_tick(u));
	u->screen = screen_base(u);
	ck_assert(screen_tick(u));
	ck_assert_int_eq(u->screen, SCREEN_HANDOVER);
	screen_close_pause(u);
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	ck_assert(clockui_live(u));
	ck_assert_str_eq(u->s.status, "Gold sets up: the clock runs");
	test_stop();
}
END_TEST

START_TEST(the_pause_stops_the_clock_until_it_is_left)
{
	char why[200];
	struct ui *u = test_start();
	ck_assert_int_eq(clockui_set(u, "1/2", false, why, sizeof why), 0);
	ck_assert(clockui_live(u));
	screen_open_pause(u);
	ck_assert_int_eq(u->screen, SCREEN_PAUSE);
	ck_assert(!clockui_live(u));
	screen_close_pause(u);
	ck_assert(clockui_live(u));
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	test_stop();
}
END_TEST

START_TEST(the_replay_viewer_opens_at_the_end_and_closes_to_the_game)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert(screen_open_replay(u, true));
	ck_assert_int_eq(u->mode, UI_MODE_REPLAY);
	ck_assert_int_eq(u->screen, SCREEN_REPLAY);
	ck_assert(viewer_at_end(&u->rp));
	screen_close_replay(u);
	ck_assert_int_eq(u->mode, UI_MODE_GAME);
	ck_assert_int_eq(u->screen, SCREEN_SETUP); /* Silver sets up */
	ck_assert(!u->rp.points);
	test_stop();
}
END_TEST

/* The node after k moves of the tree's main line. */
static gametree_id test_main_node(const struct ui *u, size_t k)
{
	gametree_id id = GAMETREE_ROOT;
	for (size_t i = 0; i < k; i++)
		id = gametree_child(&u->study.tree, id, 0);
	return id;
}

START_TEST(a_game_played_explored_in_the_viewer_keeps_its_line)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "Ed2n Ed3n Ed4n Dg2n"), 0);
	ck_assert(screen_open_replay(u, true));
	ck_assert(studyview_playing(u));
	ck_assert_uint_eq(u->study.locked, test_main_node(u, 3));
	/* after 1s, Gold's other 2g: a variation, not played */
	studyview_show(u, test_main_node(u, 2));
	ck_assert_int_eq(replay_enter(u, "Me2n Me3n"), 0);
	ck_assert_msg(strstr(u->s.status, "a new variation: 2g Me2n Me3n"), "status: %s", u->s.status);
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 2)), 2);
	/* the viewer shows the variation's line: 1g 1s and the new 2g */
	ck_assert_uint_eq(u->rp.game->nmoves, 3);
	ck_assert(u->rp.game != &u->s.game);
	replay_edit(u, REPLAY_MAKE_MAIN);
	ck_assert_msg(strstr(u->s.status, "keeps its own line"), "status: %s", u->s.status);
	replay_edit(u, REPLAY_PROMOTE);
	ck_assert_msg(strstr(u->s.status, "keeps its own line"), "status: %s", u->s.status);
	/* past the game's end: explored ahead */
	studyview_show(u, test_main_node(u, 3));
	ck_assert_int_eq(replay_enter(u, "ee7s"), 0);
	ck_assert_msg(strstr(u->s.status, "explored ahead (the game is not played)"), "status: %s", u->s.status);
	screen_close_replay(u);
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	ck_assert_int_eq(u->s.game.pos.side, SILVER);
	/* the game goes on: its move the main line, the one explored a variation */
	ck_assert_int_eq(session_play_line(&u->s, "ra7s"), 0);
	studyview_follow(u);
	ck_assert_uint_eq(u->study.locked, test_main_node(u, 4));
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 3)), 2);
	test_stop();
}
END_TEST

START_TEST(a_record_opened_to_be_studied_is_free_until_played_on)
{
	static struct ui_options opt;
	struct load_result r;
	char *cause = NULL;
	struct ui *u = test_start();
	memset(&opt, 0, sizeof opt);
	opt.replay = true;
	u->opt = &opt;
	ck_assert_msg(load_path(test_data("annotated/nested.txt"), NULL, &r, &cause) == 0, "%s", cause);
	ck_assert_ptr_nonnull(r.tree);
	enum files_next next = files_open_loaded(u, &r, "nested");
	load_free(&r);
	ck_assert_int_eq(next, FILES_NEXT_REPLAY);
	screen_follow(u, next);
	ck_assert_int_eq(u->screen, SCREEN_REPLAY);
	ck_assert(!studyview_playing(u));
	/* 2g has two variations; the second (Me2n Me3n) made the main line */
	gametree_id v = gametree_child(&u->study.tree, test_main_node(u, 2), 2);
	studyview_show(u, v);
	replay_edit(u, REPLAY_MAKE_MAIN);
	ck_assert_msg(strstr(u->s.status, "now the main line: 2g Me2n Me3n"), "status: %s", u->s.status);
	ck_assert_uint_eq(test_main_node(u, 3), v);
	/* played on: the game's own line is the main line again, locked */
	screen_close_replay(u);
	ck_assert(studyview_playing(u));
	studyview_follow(u);
	ck_assert(gametree_is_main(&u->study.tree, u->study.locked));
	ck_assert_uint_eq(gametree_depth(&u->study.tree, u->study.locked), 5);
	ck_assert_uint_eq(gametree_child(&u->study.tree, test_main_node(u, 2), 1), v);
	test_stop();
}
END_TEST

START_TEST(quitting_asks_only_while_a_game_is_in_progress)
{
	struct ui *u = test_start();
	screen_ask_quit(u);
	ck_assert(u->quit);
	u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	screen_ask_quit(u);
	ck_assert(!u->quit);
	ck_assert_int_eq(u->screen, SCREEN_CONFIRM);
	ck_assert_int_eq(u->confirm, CONFIRM_QUIT);
	test_stop();
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_screen");
	TCase *tc = tcase_create("screen");
	tcase_add_test(tc, a_new_game_opens_the_choice_of_a_clock_and_a_preset_sets_it);
	tcase_add_test(tc, esc_on_the_choice_keeps_the_clock_as_it_was);
	tcase_add_test(tc, a_clock_set_stopped_opens_the_hand_over_and_enter_starts_it);
	tcase_add_test(tc, the_pause_stops_the_clock_until_it_is_left);
	tcase_add_test(tc, the_replay_viewer_opens_at_the_end_and_closes_to_the_game);
	tcase_add_test(tc, quitting_asks_only_while_a_game_is_in_progress);
	tcase_add_test(tc, a_game_played_explored_in_the_viewer_keeps_its_line);
	tcase_add_test(tc, a_record_opened_to_be_studied_is_free_until_played_on);
	suite_add_tcase(s, tc);
	return s;
}
