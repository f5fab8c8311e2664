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

START_TEST(resigning_asks_first_and_only_in_play)
{
	struct ui *u = test_start();
	/* In the setups: refused, no question. */
	screen_ask_resign(u);
	ck_assert_int_ne(u->screen, SCREEN_CONFIRM);
	ck_assert(u->s.status_warn);
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"), 0);
	u->screen = screen_base(u);
	screen_ask_resign(u);
	ck_assert_int_eq(u->screen, SCREEN_CONFIRM);
	ck_assert_int_eq(u->confirm, CONFIRM_RESIGN);
	ck_assert_str_eq(u->question, "Gold resigns and loses the game? (y/n)");
	/* Asked, not done. */
	ck_assert_int_eq(u->s.game.phase, GAME_PLAY);
	test_stop();
}
END_TEST

START_TEST(a_finished_game_opened_at_its_start_keeps_its_result_unsaid)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"), 0);
	ck_assert_int_eq(session_resign(&u->s), 0);
	ck_assert_ptr_nonnull(strstr(u->s.status, "wins"));
	ck_assert(screen_open_replay(u, false));
	ck_assert_ptr_null(strstr(u->s.status, "wins"));
	ck_assert_ptr_nonnull(strstr(u->s.status, "start of the game"));
	screen_close_replay(u);
	/* A warning about the record stays in view. */
	session_say(&u->s, true, "game.txt: line 9: not a move");
	ck_assert(screen_open_replay(u, false));
	ck_assert_str_eq(u->s.status, "game.txt: line 9: not a move");
	/* At the end, the viewer's caller says where it is. */
	screen_close_replay(u);
	session_say(&u->s, false, "Silver wins");
	ck_assert(screen_open_replay(u, true));
	ck_assert_str_eq(u->s.status, "Silver wins");
	test_stop();
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_screen");
	TCase *tc = tcase_create("screen");
	tcase_add_test(tc, a_new_game_opens_the_choice_of_a_clock_and_a_preset_sets_it);
	tcase_add_test(tc, resigning_asks_first_and_only_in_play);
	tcase_add_test(tc, a_finished_game_opened_at_its_start_keeps_its_result_unsaid);
	tcase_add_test(tc, esc_on_the_choice_keeps_the_clock_as_it_was);
	tcase_add_test(tc, a_clock_set_stopped_opens_the_hand_over_and_enter_starts_it);
	tcase_add_test(tc, the_pause_stops_the_clock_until_it_is_left);
	tcase_add_test(tc, the_replay_viewer_opens_at_the_end_and_closes_to_the_game);
	tcase_add_test(tc, quitting_asks_only_while_a_game_is_in_progress);
	suite_add_tcase(s, tc);
	return s;
}
