/* test_app_startup.c: the start of a new game from the remembered answers
 * (app/startup.c, issue 21), without a terminal: the offer of the
 * remembered players and clock, taken or changed; the questions skipped by
 * the config or the options; a "no" to resuming followed by the questions;
 * the config file written only when the player changed something. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "app/app.h"
#include "app/screen.h"
#include "app/setupmem.h"
#include "app/startup.h"
#include "app/menu.h"
#include "lib/test.h"
#include "store/paths.h"

static struct ui test_u;
static struct ui_options test_opt;
static char test_dir[] = "/tmp/arimaa-startup-XXXXXX";
static char test_conf[128];

/* A new game on its setup screen, the config file in a fresh directory. */
static void setup(void)
{
	strcpy(test_dir, "/tmp/arimaa-startup-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(test_dir));
	setenv("XDG_CONFIG_HOME", test_dir, 1);
	setenv("XDG_STATE_HOME", test_dir, 1);
	snprintf(test_conf, sizeof test_conf, "%s/arimaa/config", test_dir);
	screen_init(&test_u);
	memset(&test_opt, 0, sizeof test_opt);
	test_u.opt = &test_opt;
	playfiles_init(&test_u.pf, NULL, NULL, NULL);
	test_u.pf_ok = true;
	test_u.mode = UI_MODE_GAME;
	test_u.screen = screen_base(&test_u);
	prefs_init(&test_u.prefs);
}

static void teardown(void)
{
	char cmd[200];
	playfiles_free(&test_u.pf);
	session_free(&test_u.s);
	snprintf(cmd, sizeof cmd, "rm -rf %s", test_dir);
	ck_assert_int_eq(system(cmd), 0);
	unsetenv("XDG_CONFIG_HOME");
	unsetenv("XDG_STATE_HOME");
}

static bool conf_exists(void)
{
	return access(test_conf, F_OK) == 0;
}

/* Remembers Ann and Bob on the standard clock, as a file read would. */
static void remember_ann_and_bob(void)
{
	strcpy(test_u.prefs.gold, "Ann");
	strcpy(test_u.prefs.silver, "Bob");
	test_u.prefs.has_clock = true;
	strcpy(test_u.prefs.clock, "2/2/100/10/8");
}

/* The main menu comes first (nothing says what to play); Play a friend,
 * marked first, goes on to the questions. */
static void menu_then_friend(void)
{
	ck_assert_int_eq(test_u.screen, SCREEN_MENU);
	ck_assert(test_u.menu_home);
	ck_assert_uint_eq(test_u.menu_sel, 0);
	menu_choose(&test_u);
	ck_assert(!test_u.menu_home);
}

START_TEST(without_a_config_the_names_are_asked_then_the_clock)
{
	startup_begin(&test_u);
	menu_then_friend();
	ck_assert_int_eq(test_u.screen, SCREEN_PROMPT);
	ck_assert_int_eq(test_u.prompt_name, GOLD);
	ck_assert_str_eq(test_u.prompt, "Gold");
	ck_assert(test_u.ask_clock);
}
END_TEST

START_TEST(time_control_none_skips_the_clock_question)
{
	test_opt.time_control = "none";
	startup_begin(&test_u);
	ck_assert_int_eq(test_u.prompt_name, GOLD);
	ck_assert(!test_u.ask_clock);
}
END_TEST

START_TEST(the_remembered_answers_are_offered_and_enter_takes_them)
{
	remember_ann_and_bob();
	startup_begin(&test_u);
	menu_then_friend();
	ck_assert_int_eq(test_u.screen, SCREEN_CONFIRM);
	ck_assert_int_eq(test_u.confirm, CONFIRM_START);
	ck_assert_str_eq(test_u.question,
			 "Ann (Gold) against Bob (Silver), clock 2/2/100/10/8: Enter plays, c changes");
	startup_offer(&test_u, true);
	ck_assert_int_eq(test_u.screen, SCREEN_SETUP);
	ck_assert_str_eq(session_side_name(&test_u.s, GOLD), "Ann");
	ck_assert_str_eq(session_side_name(&test_u.s, SILVER), "Bob");
	ck_assert_str_eq(test_u.pf.info.gold, "Ann");
	ck_assert(test_u.clk.timed);
	ck_assert_str_eq(test_u.pf.timecontrol, "2/2/100/10/8");
	ck_assert_msg(strstr(test_u.s.status, "Ann (Gold) against Bob (Silver), clock 2/2/100/10/8; Ann sets up"),
		      "status: %s", test_u.s.status);
	/* nothing changed: nothing written */
	ck_assert(!conf_exists());
}
END_TEST

START_TEST(c_changes_them_the_remembered_answers_as_defaults)
{
	remember_ann_and_bob();
	startup_begin(&test_u);
	menu_then_friend();
	startup_offer(&test_u, false);
	ck_assert_int_eq(test_u.screen, SCREEN_PROMPT);
	ck_assert_int_eq(test_u.prompt_name, GOLD);
	ck_assert_str_eq(test_u.prompt, "Ann");
	/* no clock runs while the names are typed */
	ck_assert(!test_u.clk.timed);
	/* the names answered as they were: the clock's choice, the remembered one marked */
	test_u.screen = screen_base(&test_u);
	startup_names_done(&test_u);
	ck_assert_int_eq(test_u.screen, SCREEN_CLOCK);
	ck_assert_str_eq(clockctl_presets[test_u.clock_sel].control, "2/2/100/10/8");
	ck_assert(!conf_exists());
}
END_TEST

START_TEST(questions_off_starts_at_once_and_options_skip_them)
{
	remember_ann_and_bob();
	test_u.prefs.questions = PREFS_OFF;
	startup_begin(&test_u);
	ck_assert_int_eq(test_u.screen, SCREEN_SETUP);
	ck_assert_str_eq(session_side_name(&test_u.s, SILVER), "Bob");
	ck_assert(test_u.clk.timed);
	teardown();
	setup();
	/* names on the command line: no question, the remembered clock */
	remember_ann_and_bob();
	test_opt.gold_name = "Cy";
	startup_begin(&test_u);
	ck_assert_int_eq(test_u.screen, SCREEN_SETUP);
	ck_assert(test_u.clk.timed);
}
END_TEST

START_TEST(a_no_to_resuming_is_followed_by_the_questions)
{
	screen_open_confirm(&test_u, CONFIRM_RESUME, "resume?");
	startup_begin(&test_u);
	ck_assert_int_eq(test_u.screen, SCREEN_CONFIRM);
	ck_assert(test_u.ask_after_resume);
	test_u.screen = screen_base(&test_u);
	startup_resumed(&test_u, false);
	menu_then_friend();
	ck_assert_int_eq(test_u.screen, SCREEN_PROMPT);
	ck_assert_int_eq(test_u.prompt_name, GOLD);
	/* once only; and a yes asks nothing */
	test_u.screen = screen_base(&test_u);
	startup_resumed(&test_u, false);
	ck_assert_int_eq(test_u.screen, SCREEN_SETUP);
}
END_TEST

START_TEST(names_and_view_are_written_only_when_changed)
{
	/* the defaults answered: nothing to remember */
	snprintf(test_u.names[GOLD], sizeof test_u.names[GOLD], "Gold");
	snprintf(test_u.names[SILVER], sizeof test_u.names[SILVER], "Silver");
	startup_names_done(&test_u);
	startup_clock_done(&test_u);
	startup_view_done(&test_u);
	ck_assert(!conf_exists());
	/* a name typed: written */
	snprintf(test_u.names[GOLD], sizeof test_u.names[GOLD], "Ann");
	startup_names_done(&test_u);
	ck_assert(conf_exists());
	struct prefs p;
	char *cause = NULL;
	ck_assert_int_eq(prefs_load(test_conf, &p, &cause), 1);
	ck_assert_str_eq(p.gold, "Ann");
	ck_assert_str_eq(p.silver, "Silver");
	ck_assert_int_eq(p.hotseat, PREFS_UNSET);
	/* the hot seat: written, and the next new game starts with it */
	test_u.s.hotseat = true;
	startup_view_done(&test_u);
	ck_assert_int_eq(prefs_load(test_conf, &p, &cause), 1);
	ck_assert_int_eq(p.hotseat, PREFS_ON);
	test_u.prefs = p;
	test_u.s.hotseat = false;
	startup_begin(&test_u);
	ck_assert(test_u.s.hotseat);
}
END_TEST

/* Issue 21: each named player's last setup is remembered and offered
 * first, on either side; L copies it; unnamed players are not remembered. */
START_TEST(a_named_players_last_setup_is_remembered_and_offered_first)
{
	struct session *s = &test_u.s;
	char front[9], back[9], path[160];
	setupmem_load(&test_u);
	/* Gold and Silver, unnamed: nothing remembered */
	ck_assert_int_eq(session_play_line(s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	setupmem_after_move(&test_u);
	ck_assert_uint_eq(test_u.setups.n, 0);
	/* Bob, Silver: his wings (front rank 7 from his edge) */
	s->names[SILVER] = "Bob";
	ck_assert_int_eq(session_play_line(s, "ra8 rb8 cc8 rd8 re8 cf8 rg8 rh8 ra7 hb7 dc7 ed7 me7 df7 hg7 rh7"), 0);
	setupmem_after_move(&test_u);
	ck_assert_uint_eq(test_u.setups.n, 1);
	ck_assert_str_eq(test_u.setups.e[0].name, "Bob");
	ck_assert_str_eq(test_u.setups.e[0].front, "RHDEMDHR");
	ck_assert_str_eq(test_u.setups.e[0].back, "RRCRRCRR");
	snprintf(path, sizeof path, "%s/arimaa/setups.txt", test_dir);
	char *text = test_slurp(path, NULL);
	ck_assert_ptr_nonnull(strstr(text, "\nBob\tRHDEMDHR RRCRRCRR\n"));
	free(text);
	/* a new game, Bob now Gold: the editor shows his setup first, on ranks 2 and 1 */
	session_new_game(s);
	s->names[GOLD] = "Bob";
	s->names[SILVER] = NULL;
	test_u.screen = screen_base(&test_u);
	ck_assert(s->edit.fresh);
	setupmem_offer(&test_u);
	ck_assert(!s->edit.fresh);
	ck_assert_int_eq(s->game.pos.board[0], 0); /* the board itself untouched */
	setupedit_ranks(&s->edit, front, back);
	ck_assert_str_eq(front, "RHDEMDHR");
	ck_assert_str_eq(back, "RRCRRCRR");
	ck_assert_int_eq(s->edit.board[fixture_square("b2")], piece_make(GOLD, HORSE));
	ck_assert_msg(strstr(s->status, "Bob's last setup, offered first"), "%s", s->status);
	/* once: the default chosen stays */
	setupedit_preset(&s->edit, 0);
	setupmem_offer(&test_u);
	setupedit_ranks(&s->edit, front, back);
	ck_assert_str_eq(front, "HDCEMCDH");
	/* L brings it back */
	ck_assert(setupmem_copy(&test_u));
	setupedit_ranks(&s->edit, front, back);
	ck_assert_str_eq(front, "RHDEMDHR");
	/* Silver, unnamed: nothing to copy */
	ck_assert_int_eq(session_play_line(s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert(!setupmem_copy(&test_u));
	ck_assert_msg(strstr(s->status, "a name of their own"), "%s", s->status);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_startup");
	TCase *tc = tcase_create("startup");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, without_a_config_the_names_are_asked_then_the_clock);
	tcase_add_test(tc, time_control_none_skips_the_clock_question);
	tcase_add_test(tc, the_remembered_answers_are_offered_and_enter_takes_them);
	tcase_add_test(tc, c_changes_them_the_remembered_answers_as_defaults);
	tcase_add_test(tc, questions_off_starts_at_once_and_options_skip_them);
	tcase_add_test(tc, a_no_to_resuming_is_followed_by_the_questions);
	tcase_add_test(tc, names_and_view_are_written_only_when_changed);
	tcase_add_test(tc, a_named_players_last_setup_is_remembered_and_offered_first);
	suite_add_tcase(s, tc);
	return s;
}
