/* test_learn_puzzlemake.c: whether a position holds a puzzle of a theme
 * (learn/puzzlemake.c, the tests behind data/puzzles.txt and the position
 * editor's T): every theme found again in a puzzle of the set, with the
 * same score, and each refusal said in words on boards checked by hand. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "learn/puzzlemake.h"
#include "lib/test.h"

/* Enough work for any puzzle of the file. */
#define BUDGET 50000000L

/* Asks theme t of the board s (the short form's 64 squares, rank 8 first)
 * with side to move; why has room for 300. */
static int make(const char *s, enum color side, enum puzzle_theme t, struct puzzle *p, char *why)
{
	struct position pos;
	fixture_position(&pos, s, side);
	return puzzlemake_theme(&pos, 10, t, BUDGET, p, why, 300);
}

/* The first puzzle of every theme in the set: its position holds that
 * theme again, with the same best score, and the solution found is judged
 * a solution. Under check-valgrind (a stride), the goal only: the other
 * searches take seconds there. */
START_TEST(every_theme_is_found_again_in_a_puzzle_of_the_set)
{
	char path[4096], why[300], msg[300];
	const char *top = getenv("top_srcdir");
	size_t len;
	struct puzzle_set set;
	snprintf(path, sizeof path, "%s/data/puzzles.txt", top ? top : ".");
	char *text = test_slurp(path, &len);
	ck_assert_msg(puzzle_read(text, len, &set, why, sizeof why) == 0, "%s", why);
	for (int t = 0; t < PUZZLE_THEME_NB; t += test_thinned() ? PUZZLE_THEME_NB : 1) {
		size_t i = 0;
		while (i < set.n && set.items[i].theme != (enum puzzle_theme)t)
			i++;
		ck_assert_uint_lt(i, set.n);
		const struct puzzle *q = &set.items[i];
		struct puzzle p;
		int r = puzzlemake_theme(&q->pos, q->number, (enum puzzle_theme)t, BUDGET, &p, why, sizeof why);
		ck_assert_msg(r == TACTICS_YES, "%s: %s", q->id, why);
		ck_assert_int_eq(p.theme, t);
		ck_assert_int_eq(p.score, q->score);
		ck_assert_msg(puzzle_judge(&p, &p.solution, BUDGET, msg, sizeof msg) == PUZZLE_SOLVED, "%s: %s",
			      q->id, msg);
		ck_assert_str_eq(p.id, "edited");
	}
	puzzle_set_free(&set);
	free(text);
}
END_TEST

/* A Gold rabbit on d6 with d7 and d8 empty: a goal in two steps. Silver
 * to move there, its rabbit on a7 six steps from a1, has none. */
START_TEST(a_goal_this_turn_and_none)
{
	static const char board[] = "        r          R                                           E";
	struct puzzle p;
	char why[300];
	ck_assert_int_eq(make(board, GOLD, PUZZLE_GOAL, &p, why), TACTICS_YES);
	ck_assert_int_eq(p.solution.nsteps, 2);
	ck_assert_int_eq(make(board, SILVER, PUZZLE_GOAL, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "no silver rabbit can reach the goal this turn");
	/* a goal this turn is no other puzzle */
	ck_assert_int_eq(make(board, GOLD, PUZZLE_STOP, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "gold can reach the goal this turn: that is a goal puzzle");
	ck_assert_int_eq(make(board, GOLD, PUZZLE_MATERIAL, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "gold can reach the goal this turn: that is a goal puzzle");
}
END_TEST

/* Silver threatens rb2s; Gold's rabbit on g3 is five steps from g8 (no
 * goal of its own), its elephant on c1 stops the goal on b1 or beside b2,
 * where it freezes the rabbit: Ec1w, Ec1n, each with any of the rabbit's
 * steps after, and more; of the few turns (an elephant and a rabbit
 * alone), more than a tenth stop it: too easy. With the silver rabbit on
 * b7 instead, six steps from b1, nothing is threatened. */
START_TEST(a_goal_to_stop_and_nothing_to_stop)
{
	static const char threat[] = "                                              R  r        E     ";
	static const char none[] = "         r                                    R           E     ";
	struct puzzle p;
	char why[300];
	ck_assert_int_eq(make(threat, GOLD, PUZZLE_STOP, &p, why), TACTICS_NO);
	ck_assert_msg(strstr(why, "turns stop silver's goal: too easy for a puzzle"), "%s", why);
	ck_assert_int_eq(make(none, GOLD, PUZZLE_STOP, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "silver threatens no goal: there is nothing to stop");
}
END_TEST

/* Boards where no material can be won or lost: a Gold elephant and
 * rabbit far from Silver's lone rabbit and from every trap's neighbours
 * that matter. Nothing to capture, nothing threatened, and with no Gold
 * rabbit no goal in two. */
START_TEST(material_save_and_goal_in_two_refused_with_why)
{
	static const char quiet[] = "r                                                             RE";
	static const char no_rabbit[] = "r                                                              E";
	struct puzzle p;
	char why[300];
	ck_assert_int_eq(make(quiet, GOLD, PUZZLE_MATERIAL, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "no turn of gold's captures a piece");
	ck_assert_int_eq(make(quiet, GOLD, PUZZLE_SAVE, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "no gold piece is threatened: were it silver's move, it would win nothing");
	ck_assert_int_eq(make(no_rabbit, GOLD, PUZZLE_GOAL2, &p, why), TACTICS_NO);
	ck_assert_str_eq(why, "no gold rabbit is within 8 steps of its goal");
}
END_TEST

/* The search's budget: too little work is said, never taken for an answer. */
START_TEST(a_search_out_of_budget_says_so)
{
	static const char threat[] = "                                              R  r        E     ";
	struct position pos;
	struct puzzle p;
	char why[300];
	fixture_position(&pos, threat, GOLD);
	ck_assert_int_eq(puzzlemake_theme(&pos, 10, PUZZLE_STOP, 10, &p, why, sizeof why), TACTICS_OUT);
	ck_assert_str_eq(why, "the search ran out of its budget before it could tell");
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("learn_puzzlemake");
	TCase *tc = tcase_create("puzzlemake");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, every_theme_is_found_again_in_a_puzzle_of_the_set);
	tcase_add_test(tc, a_goal_this_turn_and_none);
	tcase_add_test(tc, a_goal_to_stop_and_nothing_to_stop);
	tcase_add_test(tc, material_save_and_goal_in_two_refused_with_why);
	tcase_add_test(tc, a_search_out_of_budget_says_so);
	suite_add_tcase(s, tc);
	return s;
}
