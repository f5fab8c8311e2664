/* test_app_tutor.c: the lessons and puzzles on screen without a terminal
 * (app/tutor.c): the lesson list and a lesson's board, a wrong step
 * explained and the right one accepted, a step the rules refuse told in
 * play's words, the steps a lesson took for the learner, the progress
 * kept; a puzzle solved by a turn other than the stored solution, the
 * answer scored as a miss; the game in progress put aside (never
 * autosaved while learning) and given back; a hostile progress file. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/app.h"
#include "app/clockui.h"
#include "app/files.h"
#include "app/screen.h"
#include "app/tutor.h"
#include "notation/notation.h"
#include "lib/test.h"

static char tmpdir[256];
static struct ui u;
static struct ui_options opt;
static int moves_saved; /* the after_move hook's calls */

static void test_hook(struct session *s, void *data)
{
	(void)s, (void)data;
	moves_saved++;
}

static void setup(void)
{
	char data[4096];
	test_home_make(tmpdir, sizeof tmpdir, "tutor");
	if (!getenv("ARIMAA_DATADIR")) {
		const char *top = getenv("top_srcdir");
		snprintf(data, sizeof data, "%s/data", top ? top : ".");
		setenv("ARIMAA_DATADIR", data, 1);
	}
	screen_init(&u);
	memset(&opt, 0, sizeof opt);
	u.s.after_move = test_hook;
	u.opt = &opt;
	moves_saved = 0;
	u.mode = UI_MODE_GAME;
	u.screen = screen_base(&u);
}

static void teardown(void)
{
	tutor_free(&u);
	session_free(&u.s);
	test_home_remove(tmpdir);
}

/* Plays the steps of text on the tutor's board as the keys would. */
static void board_steps(const char *text)
{
	struct pick_move m;
	m.nsteps = fixture_parse_steps(text, m.steps, TURN_MAX_STEPS);
	ck_assert_int_eq(session_play(&u.s, &m), STEP_OK);
}

/* The progress file's text (static buffer; "" if there is none). */
static const char *progress_text(void)
{
	static char buf[8192];
	char path[600];
	snprintf(path, sizeof path, "%s/.local/state/arimaa/learn.txt", tmpdir);
	FILE *f = fopen(path, "rb");
	buf[0] = '\0';
	if (f) {
		size_t n = fread(buf, 1, sizeof buf - 1, f);
		buf[n] = '\0';
		fclose(f);
	}
	return buf;
}

/* Opens the lessons standalone and the lesson called name. */
static void open_lesson(const char *name)
{
	char why[300];
	ck_assert_msg(tutor_open(&u, TUTOR_LESSONS, true, why, sizeof why) == 0, "%s", why);
	for (size_t i = 0; i < u.tutor->lessons.n; i++)
		if (strcmp(u.tutor->lessons.items[i].name, name) == 0) {
			tutor_list_mark(&u, (long)i);
			tutor_list_open(&u);
			ck_assert_int_eq(u.screen, SCREEN_TUTOR);
			return;
		}
	ck_abort_msg("no lesson %s", name);
}

START_TEST(the_lessons_open_on_their_list_at_the_first_not_passed)
{
	char why[300];
	ck_assert_int_eq(tutor_open(&u, TUTOR_LESSONS, true, why, sizeof why), 0);
	ck_assert_int_eq(u.mode, UI_MODE_TUTOR);
	ck_assert_int_eq(u.screen, SCREEN_LESSONS);
	ck_assert_uint_ge(u.tutor->lessons.n, 18);
	ck_assert_uint_eq(u.tutor->sel, 0);
	ck_assert_uint_eq(tutor_count_done(&u), 0);
	tutor_list_mark(&u, -5);
	ck_assert_uint_eq(u.tutor->sel, 0);
	tutor_list_mark(&u, 1000);
	ck_assert_uint_eq(u.tutor->sel, u.tutor->lessons.n - 1);
	/* leaving a standalone tutor quits */
	tutor_back(&u);
	ck_assert(u.quit);
	ck_assert_int_eq(u.mode, UI_MODE_TUTOR); /* no game of this run: nothing to say at the exit */
}
END_TEST

/* Lesson "step": the elephant from d4 to d5 (data/lessons.txt). Ed4s is a
 * legal step that misses the task: the lesson's message; Ed4n passes. */
START_TEST(a_wrong_step_is_explained_and_the_right_one_passes)
{
	open_lesson("step");
	char title[200];
	tutor_title(&u, title, sizeof title);
	ck_assert_str_eq(title, "lesson 1 of 18: A step");
	board_steps("Ed4s");
	tutor_check(&u);
	ck_assert(!u.tutor->verdict_ok);
	ck_assert_str_eq(u.tutor->verdict, "The elephant must end the turn on d5.");
	ck_assert(u.s.status_warn);
	ck_assert(session_reset(&u.s));
	board_steps("Ed4n");
	tutor_check(&u);
	ck_assert_msg(u.tutor->verdict_ok, "%s", u.tutor->verdict);
	ck_assert(u.tutor->done);
	ck_assert_ptr_nonnull(strstr(progress_text(), "\nlesson step\n"));
	ck_assert_uint_eq(tutor_count_done(&u), 1);
	/* the next lesson, and a restart of it */
	tutor_next(&u);
	ck_assert_uint_eq(u.tutor->cur, 1);
	ck_assert(!u.tutor->done);
	/* no step yet: said, not judged */
	tutor_start(&u, 0);
	tutor_check(&u);
	ck_assert_str_eq(u.tutor->verdict, "no step taken yet: take the steps on the board, then Space");
	ck_assert_int_eq(moves_saved, 0);
}
END_TEST

START_TEST(a_step_the_rules_refuse_is_told_in_the_words_of_play)
{
	open_lesson("rabbits");
	tutor_attempt(&u, "Rd4s");
	ck_assert_str_eq(u.tutor->verdict, "step Rd4s: a rabbit may not step back");
	tutor_attempt(&u, "Rd4e Re4n");
	ck_assert_msg(u.tutor->verdict_ok, "%s", u.tutor->verdict);
}
END_TEST

/* Lesson "four-steps" took Ed2n Ed3n for the learner: the board shows
 * them taken; undone, the check says so rather than judging. */
START_TEST(the_steps_a_lesson_took_stay_taken)
{
	open_lesson("four-steps");
	ck_assert_int_eq(u.s.turn.nsteps, 2);
	board_steps("Ed4n Ed5n");
	tutor_check(&u);
	ck_assert_msg(u.tutor->verdict_ok, "%s", u.tutor->verdict);
	/* undone and replaced by another path to d4: not the lesson's steps */
	tutor_start(&u, u.tutor->cur);
	ck_assert(session_undo(&u.s));
	ck_assert(session_undo(&u.s));
	board_steps("Ed2e Ee2n Ee3n Ee4w");
	tutor_check(&u);
	ck_assert_msg(strstr(u.tutor->verdict, "were undone"), "%s", u.tutor->verdict);
	ck_assert(!u.tutor->verdict_ok);
}
END_TEST

/* The game in progress waits aside: learning never calls its autosave
 * hook, and leaving gives it back as it was. */
START_TEST(the_game_in_progress_waits_aside_and_comes_back)
{
	char why[300];
	ck_assert_int_eq(session_play_line(&u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Cb2 Dc2 Dd2 He2 Hf2 Mg2 Eh2"), 0);
	ck_assert_int_eq(session_play_line(&u.s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 cb7 dc7 dd7 he7 hf7 mg7 eh7"), 0);
	u.screen = screen_base(&u);
	int saved = moves_saved;
	uint64_t hash = u.s.game.pos.hash;
	ck_assert_int_eq(tutor_open(&u, TUTOR_LESSONS, false, why, sizeof why), 0);
	ck_assert(!u.s.after_move);
	tutor_list_open(&u);
	board_steps("Ed4n");
	tutor_check(&u);
	ck_assert(u.tutor->verdict_ok);
	ck_assert_int_eq(moves_saved, saved);
	tutor_back(&u); /* to the list */
	ck_assert_int_eq(u.screen, SCREEN_LESSONS);
	tutor_back(&u); /* out */
	ck_assert(!u.quit);
	ck_assert_ptr_null(u.tutor);
	ck_assert_int_eq(u.mode, UI_MODE_GAME);
	ck_assert_int_eq(u.screen, SCREEN_PLAY);
	ck_assert_uint_eq(u.s.game.nmoves, 2);
	ck_assert_uint_eq(u.s.game.pos.hash, hash);
	ck_assert(u.s.after_move == test_hook);
	ck_assert_int_eq(moves_saved, saved);
}
END_TEST

/* A game on the clock: its clock stops while the learner learns, and the
 * pause screen comes back first (the clock runs when the player is ready). */
START_TEST(the_game_s_clock_waits_while_learning)
{
	char why[300];
	ck_assert_int_eq(clockui_set(&u, "1/2", false, why, sizeof why), 0);
	ck_assert(clockui_live(&u));
	ck_assert_int_eq(tutor_open(&u, TUTOR_PUZZLES, false, why, sizeof why), 0);
	ck_assert(!clockui_live(&u));
	ck_assert(!screen_tick(&u)); /* no loss on time, no clock chosen, while learning */
	tutor_back(&u);
	ck_assert_int_eq(u.mode, UI_MODE_GAME);
	ck_assert_int_eq(u.screen, SCREEN_PAUSE);
	ck_assert(!clockui_live(&u));
	screen_close_pause(&u);
	ck_assert(clockui_live(&u));
}
END_TEST

/* Opens the puzzles standalone and puzzle id. */
static void open_puzzle(const char *id)
{
	char why[300];
	ck_assert_msg(tutor_open(&u, TUTOR_PUZZLES, true, why, sizeof why) == 0, "%s", why);
	ck_assert_int_eq(u.screen, SCREEN_PUZZLES); /* the list first */
	for (size_t i = 0; i < u.tutor->puzzles.n; i++)
		if (strcmp(u.tutor->puzzles.items[i].id, id) == 0) {
			tutor_start(&u, i);
			return;
		}
	ck_abort_msg("no puzzle %s", id);
}

/* Puzzle 669140-49s: Silver to move, a rabbit on d3, Silver's goal rank
 * 1; the stored solution is rd3s rd2s. df2w rd3s rd2s (the dog on f2 free
 * to step west to the empty e2) ends with the rabbit on d1 too: another
 * solution, reaching another position. */
START_TEST(a_puzzle_accepts_a_solution_other_than_the_stored_one)
{
	open_puzzle("669140-49s");
	const struct puzzle *p = &u.tutor->puzzles.items[u.tutor->cur];
	ck_assert_int_eq(p->solution.nsteps, 2);
	ck_assert(u.s.flipped); /* Silver moves: at the bottom */
	board_steps("df2w rd3s rd2s");
	tutor_check(&u);
	ck_assert_msg(u.tutor->verdict_ok, "%s", u.tutor->verdict);
	ck_assert_msg(strstr(u.tutor->verdict, "Solved! streak 1"), "%s", u.tutor->verdict);
	ck_assert_int_eq(u.tutor->prog.solved[PUZZLE_GOAL], 1);
	ck_assert_ptr_nonnull(strstr(progress_text(), "puzzle 669140-49s"));
	ck_assert_ptr_nonnull(strstr(progress_text(), "theme goal 1 1"));
	/* the hint marks the rabbit's square */
	tutor_hint(&u);
	ck_assert_int_eq(u.tutor->hint_sq, fixture_square("d3"));
}
END_TEST

START_TEST(a_wrong_turn_ends_the_streak_and_again_keeps_it_unscored)
{
	open_puzzle("669140-49s");
	board_steps("df2w");
	tutor_check(&u);
	ck_assert(!u.tutor->verdict_ok);
	ck_assert_msg(strstr(u.tutor->verdict, "Not solved"), "%s", u.tutor->verdict);
	tutor_start(&u, u.tutor->cur); /* R */
	tutor_attempt(&u, "rd3s rd2s");
	ck_assert(u.tutor->verdict_ok);
	ck_assert_msg(strstr(u.tutor->verdict, "not scored"), "%s", u.tutor->verdict);
	ck_assert_int_eq(u.tutor->prog.solved[PUZZLE_GOAL], 0);
	ck_assert_int_eq(u.tutor->prog.tried[PUZZLE_GOAL], 1);
	ck_assert_int_eq(u.tutor->prog.streak, 0);
}
END_TEST

START_TEST(the_answer_shown_first_scores_a_miss)
{
	open_puzzle("669140-49s");
	tutor_answer(&u);
	ck_assert_str_eq(u.s.status, "answer: rd3s rd2s (other turns do it too)");
	ck_assert_int_eq(u.tutor->prog.tried[PUZZLE_GOAL], 1);
	ck_assert_int_eq(u.tutor->prog.solved[PUZZLE_GOAL], 0);
	/* an illegal attempt is explained and not scored */
	tutor_start(&u, u.tutor->cur);
	tutor_attempt(&u, "rd3n");
	ck_assert_msg(strstr(u.tutor->verdict, "step rd3n: a rabbit may not step back"), "%s", u.tutor->verdict);
	tutor_attempt(&u, "df2w df2w df2w df2w df2w");
	ck_assert_str_eq(u.tutor->verdict, "step df2w: a turn has at most four steps");
	ck_assert_int_eq(u.tutor->prog.tried[PUZZLE_GOAL], 1);
}
END_TEST

/* A hostile progress file: the tutor opens, says why, starts afresh, and
 * the next save replaces the file. */
START_TEST(a_hostile_progress_file_is_reported_not_trusted)
{
	char why[300], path[600];
	snprintf(path, sizeof path, "%s/.local/state/arimaa", tmpdir);
	char cmd[700];
	snprintf(cmd, sizeof cmd, "mkdir -p %s", path);
	ck_assert_int_eq(system(cmd), 0);
	strcat(path, "/learn.txt");
	test_put(path, "lesson step\nlesson \033]0;pwned\007\nstreak 7\n");
	ck_assert_int_eq(tutor_open(&u, TUTOR_LESSONS, true, why, sizeof why), 0);
	ck_assert(u.s.status_warn);
	ck_assert_msg(strstr(u.s.status, "progress file refused") && strstr(u.s.status, "line 2"), "%s", u.s.status);
	ck_assert_uint_eq(tutor_count_done(&u), 0); /* not even line 1 is kept */
	tutor_list_open(&u);
	tutor_attempt(&u, "Ed4n");
	ck_assert(u.tutor->verdict_ok);
	ck_assert_str_eq(strstr(progress_text(), "lesson"), "lesson step\n");
}
END_TEST

START_TEST(a_missing_data_file_is_said)
{
	char why[300], data[4096];
	snprintf(data, sizeof data, "%s", getenv("ARIMAA_DATADIR")); /* set by setup */
	setenv("ARIMAA_DATADIR", tmpdir, 1);
	ck_assert_int_eq(tutor_open(&u, TUTOR_PUZZLES, true, why, sizeof why), -1);
	ck_assert_msg(strstr(why, "puzzles.txt"), "%s", why);
	ck_assert_ptr_null(u.tutor);
	ck_assert_int_eq(u.mode, UI_MODE_GAME);
	setenv("ARIMAA_DATADIR", data, 1); /* for the tests after, without fork */
}
END_TEST

/* A goal in two (669124-53g, Gold): its solution accepted, Silver's reply
 * played, then the second turn: one that leaves no gold rabbit on rank 8
 * is refused with the rule, one that ends on the goal rank completes it. */
START_TEST(a_goal_in_two_goes_on_to_the_second_turn)
{
	open_puzzle("669124-53g");
	tutor_attempt(&u, "Cd6n Rc6e Rd6e Re6n");
	ck_assert_msg(u.tutor->second, "%s", u.tutor->verdict);
	ck_assert_msg(strstr(u.tutor->verdict, "Silver replies "), "%s", u.tutor->verdict);
	ck_assert_int_eq(u.tutor->prog.solved[PUZZLE_GOAL2], 1);
	ck_assert(!u.tutor->done);
	ck_assert_int_eq(u.s.game.pos.side, GOLD);
	ck_assert(position_same_board(&u.s.game.pos, &u.tutor->next));
	ck_assert_int_eq(u.s.game.number, 54);
	enum color w; /* the game goes on after the reply */
	ck_assert_msg(game_board_verdict(&u.tutor->next, false, &w) == REASON_NONE, "reply %s", u.tutor->reply);
	/* every legal second turn is a goal or refused as none */
	struct movegen *mg = movegen_new();
	const struct movegen_turn *list;
	long n = movegen_list(mg, &u.tutor->next, NULL, &list);
	ck_assert_int_gt(n, 0);
	bool goal = false, none = false;
	for (long i = 0; i < n && !(goal && none); i++) {
		struct turn tn;
		enum color winner;
		turn_begin(&tn, &u.tutor->next);
		for (int j = 0; j < list[i].nsteps; j++)
			ck_assert_int_eq(turn_step(&tn, list[i].steps[j]), STEP_OK);
		bool is_goal = game_board_verdict(&tn.pos, false, &winner) == REASON_GOAL && winner == GOLD;
		if (is_goal ? goal : none)
			continue;
		char text[96];
		notation_turn(tn.steps, tn.nsteps, text, sizeof text);
		tutor_attempt(&u, text);
		if (is_goal) {
			goal = true;
			ck_assert_str_eq(u.tutor->verdict, "Goal! The puzzle is done. N: the next puzzle");
			ck_assert(u.tutor->done);
		} else {
			none = true;
			ck_assert_str_eq(u.tutor->verdict, "No goal: a gold rabbit must end the turn on rank 8");
		}
	}
	ck_assert(goal && none);
	movegen_free(mg);
	/* R: the puzzle from its start again */
	tutor_start(&u, u.tutor->cur);
	ck_assert(!u.tutor->second);
	ck_assert_int_eq(u.s.game.number, 53);
}
END_TEST

START_TEST(go_takes_a_number_an_id_or_a_theme)
{
	open_puzzle("669140-49s");
	ck_assert_int_eq(tutor_go(&u, "1"), 0);
	ck_assert_uint_eq(u.tutor->cur, 0);
	ck_assert_int_eq(tutor_go(&u, "669140-49s"), 0);
	ck_assert_str_eq(u.tutor->puzzles.items[u.tutor->cur].id, "669140-49s");
	ck_assert_int_eq(tutor_go(&u, "stop-goal"), 0);
	ck_assert_int_eq(u.tutor->puzzles.items[u.tutor->cur].theme, PUZZLE_STOP);
	size_t first = u.tutor->cur;
	ck_assert_int_eq(tutor_go(&u, "stop-goal"), 0); /* the next one of the theme */
	ck_assert_int_eq(u.tutor->puzzles.items[u.tutor->cur].theme, PUZZLE_STOP);
	ck_assert_uint_ne(u.tutor->cur, first);
	ck_assert_int_eq(tutor_go(&u, "0"), 1);
	ck_assert_int_eq(tutor_go(&u, "chess"), 1);
	ck_assert(u.s.status_warn);
	ck_assert_int_eq(tutor_go(&u, "99999"), 1);
}
END_TEST

/* How many entries of the puzzle file have the line `line` (counted in
 * the file's text, not through the reader). */
static size_t count_lines(const char *line)
{
	char path[4096];
	size_t len, n = 0;
	snprintf(path, sizeof path, "%s/puzzles.txt", getenv("ARIMAA_DATADIR"));
	char *text = test_slurp(path, &len);
	for (const char *at = text; (at = strstr(at, line)); at++)
		n += at == text || at[-1] == '\n';
	free(text);
	return n;
}

/* The puzzle list: every puzzle at first, the first one marked (nothing
 * solved yet); a theme, a difficulty and the unsolved only filter it; a
 * puzzle solved shows "yes" on its row once back on the list, and the
 * unsolved filter leaves it out; q on the board comes back to the list,
 * q on the list leaves. */
START_TEST(the_puzzle_list_filters_and_shows_what_is_solved)
{
	char why[300], row[200], what[160];
	ck_assert_msg(tutor_open(&u, TUTOR_PUZZLES, true, why, sizeof why) == 0, "%s", why);
	struct tutor *t = u.tutor;
	ck_assert_int_eq(u.screen, SCREEN_PUZZLES);
	ck_assert_uint_eq(t->plist.n, count_lines("Puzzle: "));
	ck_assert_uint_ge(t->plist.n, 200);
	ck_assert_uint_eq(puzzlelist_marked(&t->plist), 0);
	/* the first theme: the goals */
	tutor_list_theme(&u);
	ck_assert_uint_eq(t->plist.n, count_lines("Theme: goal\n"));
	ck_assert_msg(strstr(u.s.status, "goal, every difficulty: "), "%s", u.s.status);
	for (size_t r = 0; r < t->plist.n; r++)
		ck_assert_int_eq(t->puzzles.items[t->plist.rows[r]].theme, PUZZLE_GOAL);
	/* and difficulty 1 among them: a goal of one step */
	tutor_list_difficulty(&u);
	ck_assert_uint_gt(t->plist.n, 0);
	for (size_t r = 0; r < t->plist.n; r++) {
		const struct puzzle *p = &t->puzzles.items[t->plist.rows[r]];
		ck_assert_int_eq(p->difficulty, 1);
		ck_assert_int_eq(p->solution.nsteps, 1);
	}
	/* every difficulty again (five more presses), the goals still */
	for (int i = 0; i < 5; i++)
		tutor_list_difficulty(&u);
	ck_assert_int_eq(t->plist.difficulty, 0);
	ck_assert_uint_eq(t->plist.n, count_lines("Theme: goal\n"));
	/* play 669140-49s from the list, solve it, come back */
	size_t r = 0;
	while (r < t->plist.n && strcmp(t->puzzles.items[t->plist.rows[r]].id, "669140-49s") != 0)
		r++;
	ck_assert_uint_lt(r, t->plist.n);
	tutor_list_mark(&u, (long)r);
	puzzlelist_row(&t->plist, &t->puzzles, &t->prog, r, row, sizeof row);
	ck_assert_msg(strstr(row, "       goal          2    Silver  669140-49s"), "[%s]", row);
	tutor_list_open(&u);
	ck_assert_int_eq(u.screen, SCREEN_TUTOR);
	ck_assert_str_eq(t->puzzles.items[t->cur].id, "669140-49s");
	tutor_attempt(&u, "rd3s rd2s");
	ck_assert(t->verdict_ok);
	tutor_back(&u);
	ck_assert_int_eq(u.screen, SCREEN_PUZZLES);
	ck_assert(!u.quit);
	ck_assert_uint_eq(t->plist.sel, r);
	puzzlelist_row(&t->plist, &t->puzzles, &t->prog, r, row, sizeof row);
	ck_assert_msg(strstr(row, " yes    goal          2    Silver  669140-49s"), "[%s]", row);
	/* the unsolved only: one row fewer, the mark on the next goal */
	size_t all = t->plist.n;
	tutor_list_unsolved(&u);
	ck_assert_uint_eq(t->plist.n, all - 1);
	ck_assert_uint_eq(t->plist.sel, r < all - 1 ? r : all - 2);
	puzzlelist_describe(&t->plist, what, sizeof what);
	ck_assert_msg(strstr(what, "goal, every difficulty, unsolved only: "), "%s", what);
	/* past the last theme: every puzzle again */
	for (int i = 0; i < PUZZLE_THEME_NB; i++)
		tutor_list_theme(&u);
	ck_assert_int_eq(t->plist.theme, PUZZLE_THEME_NB);
	ck_assert_uint_eq(t->plist.n, count_lines("Puzzle: ") - 1);
	tutor_back(&u);
	ck_assert(u.quit); /* standalone: leaving the list quits */
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_tutor");
	TCase *tc = tcase_create("tutor");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, the_lessons_open_on_their_list_at_the_first_not_passed);
	tcase_add_test(tc, a_wrong_step_is_explained_and_the_right_one_passes);
	tcase_add_test(tc, a_step_the_rules_refuse_is_told_in_the_words_of_play);
	tcase_add_test(tc, the_steps_a_lesson_took_stay_taken);
	tcase_add_test(tc, the_game_in_progress_waits_aside_and_comes_back);
	tcase_add_test(tc, the_game_s_clock_waits_while_learning);
	tcase_add_test(tc, a_puzzle_accepts_a_solution_other_than_the_stored_one);
	tcase_add_test(tc, a_wrong_turn_ends_the_streak_and_again_keeps_it_unscored);
	tcase_add_test(tc, the_answer_shown_first_scores_a_miss);
	tcase_add_test(tc, the_puzzle_list_filters_and_shows_what_is_solved);
	tcase_add_test(tc, a_hostile_progress_file_is_reported_not_trusted);
	tcase_add_test(tc, a_goal_in_two_goes_on_to_the_second_turn);
	tcase_add_test(tc, go_takes_a_number_an_id_or_a_theme);
	tcase_add_test(tc, a_missing_data_file_is_said);
	suite_add_tcase(s, tc);
	return s;
}
