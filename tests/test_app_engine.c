/* test_app_engine.c: the engine controller (app/uiengine.c) without a
 * terminal: the app's state driven as the main loop drives it (wait, tick),
 * against the fake AEI engine of the controller's tests
 * (tests/aei/fake-engine.sh), whose lines are the input: an engine that
 * answers (its moves are played, both sides), one that answers an illegal
 * move (it loses, reason i, the game so far kept), one that never answers
 * (it loses on time), one that crashes (reported with its last lines, the
 * side is played by hand). The script is tests/data/cases/goal.txt. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <unistd.h>
#include "app/app.h"
#include "app/screen.h"
#include "app/uiengine.h"
#include "engine/engine.h"
#include "lib/test.h"
#include "notation/notation.h"
#include "util/now.h"

static struct ui test_u;
static struct ui_options test_opt;
static char test_cmd[COLOR_NB][8192];

/* The command (into buf, of size) of a fake engine in mode, misbehaving
 * after `after` moves, appending every line it reads to the file log
 * (NULL: none). */
static const char *test_fake_in(char *buf, size_t size, const char *mode, int after, const char *log)
{
	const char *top = getenv("top_srcdir");
	snprintf(buf, size, "FAKE_LOG='%s' FAKE_AFTER=%d exec sh '%s/tests/aei/fake-engine.sh' %s '%s'",
		 log ? log : "", after, top ? top : ".", mode, test_data("cases/goal.txt"));
	return buf;
}

/* The command of side c's fake engine (test_fake_in, no log). */
static const char *test_fake(enum color c, const char *mode, int after)
{
	return test_fake_in(test_cmd[c], sizeof test_cmd[c], mode, after, NULL);
}

/* How many lines of the file at path are text (whole) or begin with it
 * (0 if the file does not exist). */
static int test_lines(const char *path, const char *text, bool whole)
{
	FILE *f = fopen(path, "r");
	char l[512];
	int n = 0;
	if (!f)
		return 0;
	while (fgets(l, sizeof l, f)) {
		l[strcspn(l, "\n")] = '\0';
		n += whole ? strcmp(l, text) == 0 : strncmp(l, text, strlen(text)) == 0;
	}
	fclose(f);
	return n;
}

/* A new game in the app's state, with the engines of opt started. */
static void test_start(void)
{
	screen_init(&test_u);
	playfiles_init(&test_u.pf, NULL, NULL, NULL);
	test_u.mode = UI_MODE_GAME;
	test_u.screen = screen_base(&test_u);
	test_u.opt = &test_opt;
	test_opt.self = "arimaa";
	test_opt.engine_delay = 0;
	test_opt.engine_delay_set = true;
	ck_assert_int_eq(uiengine_start(&test_u, &test_opt), 0);
}

static void test_stop(void)
{
	uiengine_free(&test_u);
	session_free(&test_u.s);
	playfiles_free(&test_u.pf);
	memset(&test_opt, 0, sizeof test_opt);
}

/* Runs the loop as ui.c does (without keys) until the game has n moves or
 * is over, for at most seconds. */
static void test_run(size_t n, int seconds)
{
	long long end = now_ms() + seconds * 1000LL;
	while (test_u.s.game.nmoves < n && test_u.s.game.phase != GAME_OVER && now_ms() < end) {
		uiengine_wait(&test_u, 20);
		uiengine_tick(&test_u);
		if (test_u.screen == SCREEN_SETUP || test_u.screen == SCREEN_PLAY || test_u.screen == SCREEN_OVER)
			test_u.screen = screen_base(&test_u);
	}
}

/* The piece on the square named. */
static int test_at(const char *square)
{
	return test_u.s.game.pos.board[fixture_square(square)];
}

START_TEST(engines_that_answer_play_their_moves_for_both_sides)
{
	test_opt.gold_engine = test_fake(GOLD, "ok", 100);
	test_opt.silver_engine = test_fake(SILVER, "ok", 100);
	test_start();
	ck_assert(uiengine_plays(GOLD) && uiengine_plays(SILVER));
	test_run(4, 20);
	ck_assert_int_eq(test_u.s.game.nmoves, 4);
	/* 2g Ed2n Ed3n Ed4n Dg2n, 2s ee7s ee6s ee5s ee4s */
	ck_assert_int_eq(test_at("d5"), fixture_piece('E'));
	ck_assert_int_eq(test_at("g3"), fixture_piece('D'));
	ck_assert_int_eq(test_at("e3"), fixture_piece('e'));
	ck_assert_int_eq(test_u.s.game.phase, GAME_PLAY);
	/* each side takes the engine's name */
	ck_assert_str_eq(test_u.s.names[GOLD], "fake-ok");
	test_stop();
}
END_TEST

START_TEST(an_illegal_move_loses_and_the_game_so_far_is_kept)
{
	test_opt.gold_engine = test_fake(GOLD, "illegal", 2);
	test_opt.silver_engine = test_fake(SILVER, "ok", 100);
	test_start();
	test_run(3, 20);
	ck_assert_int_eq(test_u.s.game.phase, GAME_OVER);
	ck_assert_int_eq(test_u.s.game.reason, REASON_ILLEGAL);
	ck_assert_int_eq(test_u.s.game.winner, SILVER);
	ck_assert_int_eq(test_u.s.game.nmoves, 2);
	ck_assert(!uiengine_plays(GOLD));
	const struct uiengine *e = uiengine_get();
	ck_assert(e->reporting);
	ck_assert_str_eq(e->title, "Gold's engine loses: illegal move");
	/* a key closes the report, and only that */
	ck_assert(uiengine_key_seen());
	ck_assert(!uiengine_key_seen());
	test_stop();
}
END_TEST

/* An engine that never answers loses on time: its deadline is the move's
 * second, the fixed reserve and the margin from when it was asked, it
 * thinks on before it, and past it the game is lost on time. (The test
 * brings the deadline to now once it has checked it, instead of waiting
 * the seven seconds; the loop's real clock ends the game.) */
START_TEST(an_engine_that_never_answers_loses_on_time)
{
	test_opt.gold_engine = test_fake(GOLD, "silent", 0);
	test_opt.engine_time = 1;
	test_start();
	const struct uiengine_side *sd = NULL;
	long long end = now_ms() + 20000;
	while (!(sd = uiengine_thinking(&test_u)) && now_ms() < end) {
		uiengine_wait(&test_u, 20);
		uiengine_tick(&test_u);
	}
	ck_assert_ptr_nonnull(sd);
	long long wait = sd->p.deadline - sd->asked_at;
	long long want = (1 + AEIPLAYER_FIXED_RESERVE_S) * 1000LL + AEIPLAYER_MARGIN_MS;
	ck_assert_msg(wait >= want && wait < want + 1000, "the deadline is %lld ms after the move was asked, not %lld", wait, want);
	end = now_ms() + 300;
	while (now_ms() < end) {
		uiengine_wait(&test_u, 20);
		uiengine_tick(&test_u);
	}
	ck_assert_int_ne(test_u.s.game.phase, GAME_OVER);
	ck_assert_ptr_eq(uiengine_thinking(&test_u), sd);
	((struct uiengine_side *)sd)->p.deadline = now_ms();
	test_run(1, 30);
	ck_assert_int_eq(test_u.s.game.phase, GAME_OVER);
	ck_assert_int_eq(test_u.s.game.reason, REASON_TIME);
	ck_assert_int_eq(test_u.s.game.winner, SILVER);
	ck_assert_str_eq(uiengine_get()->title, "Gold's engine loses on time");
	test_stop();
}
END_TEST

START_TEST(a_crash_is_reported_and_the_side_is_played_by_hand)
{
	test_opt.gold_engine = test_fake(GOLD, "crash", 0);
	test_start();
	long long end = now_ms() + 20000;
	while (uiengine_plays(GOLD) && now_ms() < end) {
		uiengine_wait(&test_u, 20);
		uiengine_tick(&test_u);
	}
	ck_assert(!uiengine_plays(GOLD));
	ck_assert_int_eq(test_u.s.game.phase, GAME_SETUP);
	ck_assert_int_eq(test_u.s.game.nmoves, 0);
	const struct uiengine *e = uiengine_get();
	ck_assert_str_eq(e->title, "Gold's engine failed");
	bool last_words = false;
	for (int i = 0; i < e->nreport; i++)
		if (strstr(e->report[i], "about to crash"))
			last_words = true;
	ck_assert_msg(last_words, "the report shows the engine's last lines");
	ck_assert(strstr(test_u.s.status, "played by hand now"));
	/* the board is the player's again: no key is refused */
	ck_assert(!uiengine_holds_board(&test_u));
	test_stop();
}
END_TEST

START_TEST(while_an_engine_is_to_move_it_holds_the_board)
{
	test_opt.silver_engine = test_fake(SILVER, "silent", 0);
	test_start();
	ck_assert(!uiengine_holds_board(&test_u)); /* Gold, a person, sets up */
	ck_assert_int_eq(session_play_line(&test_u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	test_u.screen = screen_base(&test_u);
	uiengine_tick(&test_u);
	ck_assert(uiengine_holds_board(&test_u));
	/* not on a screen that moves no piece */
	test_u.screen = SCREEN_HELP;
	ck_assert(!uiengine_holds_board(&test_u));
	test_stop();
}
END_TEST

/* Issue 21: while the engine thinks, its turn's time is shown, from the
 * moment it was asked (the time passed in). */
START_TEST(the_engines_turn_time_runs_while_it_thinks)
{
	test_opt.silver_engine = test_fake(SILVER, "silent", 0);
	test_start();
	ck_assert_int_eq(uiengine_thinking_ms(&test_u, now_ms()), -1); /* Gold, a person, to set up */
	ck_assert_int_eq(session_play_line(&test_u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	test_u.screen = screen_base(&test_u);
	uiengine_tick(&test_u); /* asks Silver's engine for its setup */
	const struct uiengine_side *sd = uiengine_thinking(&test_u);
	ck_assert_ptr_nonnull(sd);
	long long at = sd->asked_at;
	ck_assert_int_eq(uiengine_thinking_ms(&test_u, at), 0);
	ck_assert_int_eq(uiengine_thinking_ms(&test_u, at + 7000), 7000);
	ck_assert_int_eq(uiengine_thinking_ms(&test_u, at + 61500), 61500);
	ck_assert_msg(strstr(test_u.s.status, "Silver's engine is thinking"), "%s", test_u.s.status);
	test_stop();
}
END_TEST

/* Issue 21: a take-back against the engine asks the person alone, and says
 * what goes; between two people, both agree. */
START_TEST(a_take_back_against_the_engine_does_not_ask_both_players)
{
	char q[200];
	test_opt.silver_engine = test_fake(SILVER, "ok", 100);
	test_start();
	ck_assert_int_eq(session_play_line(&test_u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	test_u.screen = screen_base(&test_u);
	test_run(2, 20);
	ck_assert_int_eq(test_u.s.game.nmoves, 2);
	uiengine_takeback_question(&test_u, q, sizeof q);
	ck_assert_str_eq(q, "take back the engine's setup and your move before it? (y/n)");
	ck_assert_int_eq(session_play_line(&test_u.s, "Ed2n Ed3n"), 0);
	uiengine_takeback_question(&test_u, q, sizeof q);
	ck_assert_msg(strstr(q, "take back your 2g Ed2n Ed3n"), "%s", q);
	ck_assert(!strstr(q, "both players agree"));
	test_stop();
	/* two people */
	test_start();
	ck_assert_int_eq(session_play_line(&test_u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	uiengine_takeback_question(&test_u, q, sizeof q);
	ck_assert_str_eq(q, "take back Gold's setup? both players agree (y/n)");
	test_stop();
}
END_TEST

/* The built-in engine (here a fake one in its place, that writes down what
 * it is told) searches on one thread for each processor of the machine
 * unless --engine-threads says how many: told so as it plays a side and
 * as it answers the analysis key; an outside engine is told only the
 * number given. */
static void test_threads(int given)
{
	char dir[] = "/tmp/arimaa-threads-XXXXXX";
	char builtin_log[64], other_log[64], builtin_cmd[8192], line[64];
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(builtin_log, sizeof builtin_log, "%s/builtin", dir);
	snprintf(other_log, sizeof other_log, "%s/other", dir);
	test_opt.builtin_command = test_fake_in(builtin_cmd, sizeof builtin_cmd, "ok", 100, builtin_log);
	test_opt.gold_engine = "builtin";
	test_opt.silver_engine = test_fake_in(test_cmd[SILVER], sizeof test_cmd[SILVER], "ok", 100, other_log);
	test_opt.engine_threads = given;
	int want = given ? given : engine_processors();
	test_start();
	ck_assert(uiengine_plays(GOLD) && uiengine_plays(SILVER));
	test_run(4, 20);
	ck_assert_int_eq(test_u.s.game.nmoves, 4);
	/* it played Gold's moves, the script's */
	ck_assert_int_eq(test_at("d5"), fixture_piece('E'));
	snprintf(line, sizeof line, "setoption name threads value %d", want);
	ck_assert_int_eq(test_lines(builtin_log, line, true), 1);
	ck_assert_int_eq(test_lines(builtin_log, "setoption name threads", false), 1);
	ck_assert_int_eq(test_lines(other_log, line, true), given ? 1 : 0);
	ck_assert_int_eq(test_lines(other_log, "setoption name threads", false), given ? 1 : 0);
	test_stop();
	/* the analysis key, in a game played by hand: a second built-in
	 * engine, told the same */
	test_opt.builtin_command = builtin_cmd;
	test_opt.engine_threads = given;
	test_start();
	ck_assert_int_eq(session_play_line(&test_u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert_int_eq(session_play_line(&test_u.s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"), 0);
	uiengine_analyse(&test_u);
	long long end = now_ms() + 20000;
	while (uiengine_get()->an_busy && now_ms() < end) {
		uiengine_wait(&test_u, 20);
		uiengine_tick(&test_u);
	}
	ck_assert(!uiengine_get()->an_busy);
	ck_assert_msg(strstr(uiengine_get()->an_line, "analysis: best"), "%s", uiengine_get()->an_line);
	ck_assert_int_eq(test_lines(builtin_log, line, true), 2);
	ck_assert_int_eq(test_lines(builtin_log, "setoption name threads", false), 2);
	test_stop();
	unlink(builtin_log);
	unlink(other_log);
	ck_assert_int_eq(rmdir(dir), 0);
}

START_TEST(the_built_in_engine_searches_on_a_thread_for_each_processor)
{
	/* the processors the test may run on, up to 8 */
	cpu_set_t set;
	ck_assert_int_eq(sched_getaffinity(0, sizeof set, &set), 0);
	ck_assert_int_eq(engine_processors(), CPU_COUNT(&set) > 8 ? 8 : CPU_COUNT(&set));
	test_threads(0);
}
END_TEST

START_TEST(engine_threads_given_go_to_every_engine)
{
	test_threads(3);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_engine");
	TCase *tc = tcase_create("uiengine");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, engines_that_answer_play_their_moves_for_both_sides);
	tcase_add_test(tc, an_illegal_move_loses_and_the_game_so_far_is_kept);
	tcase_add_test(tc, an_engine_that_never_answers_loses_on_time);
	tcase_add_test(tc, a_crash_is_reported_and_the_side_is_played_by_hand);
	tcase_add_test(tc, while_an_engine_is_to_move_it_holds_the_board);
	tcase_add_test(tc, the_engines_turn_time_runs_while_it_thinks);
	tcase_add_test(tc, a_take_back_against_the_engine_does_not_ask_both_players);
	tcase_add_test(tc, the_built_in_engine_searches_on_a_thread_for_each_processor);
	tcase_add_test(tc, engine_threads_given_go_to_every_engine);
	suite_add_tcase(s, tc);
	return s;
}
