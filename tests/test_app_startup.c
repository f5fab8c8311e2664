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
#include "app/startup.h"
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
	snprintf(test_conf, sizeof test_conf, "%s/arimaa/config", test_dir);
	memset(&test_u, 0, sizeof test_u);
	memset(&test_opt, 0, sizeof test_opt);
	test_u.press_sq = -1;
	test_u.prompt_name = -1;
	test_u.opt = &test_opt;
	session_init(&test_u.s);
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

START_TEST(without_a_config_the_names_are_asked_then_the_clock)
{
	startup_begin(&test_u);
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
	startup_offer(&test_u, false);
	ck_assert_int_eq(test_u.screen, SCREEN_PROMPT);
	ck_assert_int_eq(test_u.prompt_name, GOLD);
	ck_assert_str_eq(test_u.prompt, "Ann");
	ck_assert(test_u.clk.timed);
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
	suite_add_tcase(s, tc);
	return s;
}
