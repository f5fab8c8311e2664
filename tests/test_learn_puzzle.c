/* test_learn_puzzle.c: the puzzles of data/puzzles.txt (every one solved
 * by its stored solution; for each theme, another correct solution
 * accepted and a wrong one refused) and the puzzle file's reader. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "learn/puzzle.h"
#include "notation/notation.h"
#include "lib/test.h"

/* Enough work for any judgement of a puzzle of the file. */
#define BUDGET 50000000L

static char *data_text;
static size_t data_len;
static struct puzzle_set set;

static void load_puzzles(void)
{
	char path[4096], why[300];
	const char *file = getenv("LEARN_PUZZLES");
	const char *top = getenv("top_srcdir");
	snprintf(path, sizeof path, "%s/data/puzzles.txt", top ? top : ".");
	data_text = test_slurp(file ? file : path, &data_len);
	ck_assert_msg(puzzle_read(data_text, data_len, &set, why, sizeof why) == 0, "%s", why);
}

static void unload_puzzles(void)
{
	puzzle_set_free(&set);
	free(data_text);
}

/* Judges the steps written in text as an attempt at p; msg has room for 300. */
static enum puzzle_verdict judge(const struct puzzle *p, const char *text, char *msg)
{
	struct tactics_line l;
	l.nsteps = fixture_parse_steps(text, l.steps, TURN_MAX_STEPS);
	return puzzle_judge(p, &l, BUDGET, msg, 300);
}

START_TEST(at_least_200_puzzles_of_every_theme)
{
	long count[PUZZLE_THEME_NB] = { 0 };
	ck_assert_uint_ge(set.n, 200);
	for (size_t i = 0; i < set.n; i++) {
		const struct puzzle *p = &set.items[i];
		count[p->theme]++;
		ck_assert_msg(p->game[0] && p->move[0] && p->source[0], "puzzle %s names no game and move", p->id);
		ck_assert_int_ge(p->difficulty, 1);
		ck_assert_int_le(p->difficulty, 5);
	}
	for (int t = 0; t < PUZZLE_THEME_NB; t++)
		ck_assert_msg(count[t] > 0, "no puzzle of theme %s", puzzle_theme_name((enum puzzle_theme)t));
}
END_TEST

START_TEST(every_puzzle_is_solved_by_its_solution)
{
	for (size_t i = 0; i < set.n; i += test_stride()) {
		const struct puzzle *p = &set.items[i];
		char msg[300];
		enum puzzle_verdict v = puzzle_judge(p, &p->solution, BUDGET, msg, sizeof msg);
		ck_assert_msg(v == PUZZLE_SOLVED, "puzzle %s (line %d): %s", p->id, p->line, msg);
	}
}
END_TEST

/* Judges p's legal turns (from mg) other than its stored solution,
 * spread over the list, until one that does the task (if *other is
 * false) and one that does not (if *wrong is false) turn up; sets each
 * found. Every verdict must be a solution or a wrong turn with a reason. */
static void hunt(struct movegen *mg, const struct puzzle *p, bool *other, bool *wrong)
{
	struct position mine;
	ck_assert_int_eq(tactics_play(&p->pos, &p->solution, &mine), -1);
	const struct movegen_turn *list;
	long n = movegen_list(mg, &p->pos, NULL, &list);
	ck_assert_int_gt(n, 0);
	for (long j = 0; j < n && (!*other || !*wrong); j++) {
		struct tactics_line l = { .nsteps = list[j].nsteps };
		memcpy(l.steps, list[j].steps, sizeof l.steps);
		struct position there;
		ck_assert_int_eq(tactics_play(&p->pos, &l, &there), -1);
		if (position_same_board(&there, &mine))
			continue;
		char msg[300];
		enum puzzle_verdict v = puzzle_judge(p, &l, BUDGET, msg, sizeof msg);
		ck_assert_msg(v == PUZZLE_SOLVED || v == PUZZLE_WRONG, "puzzle %s: %s", p->id, msg);
		if (v == PUZZLE_SOLVED)
			*other = true;
		if (v == PUZZLE_WRONG) {
			*wrong = true;
			ck_assert_msg(msg[0] != '\0', "puzzle %s: a wrong turn without a reason", p->id);
		}
	}
	ck_assert_msg(*other, "puzzle %s counts %ld solutions but no other was accepted", p->id, p->solutions);
}

/* Whether q's other solutions are denser among its turns than p's
 * (solutions / turns), so that a hunt on q is likely the shorter. */
static bool denser(const struct puzzle *q, const struct puzzle *p)
{
	return q->turns > 0 && (!p || (double)q->solutions / (double)q->turns > (double)p->solutions / (double)p->turns);
}

/* For the first puzzles of each theme: a turn other than the stored one
 * (reaching another position) that does the task is accepted, where the
 * file counts more than one; and a turn that does not is refused. Under
 * a stride (test_thinned: check-valgrind's, CI's sanitizer slow tier's),
 * where judging turn after turn of the first puzzles until another
 * solution turns up would be most of the program's time, one puzzle of
 * each theme: the one whose solutions are densest among its turns. */
START_TEST(other_solutions_accepted_and_wrong_ones_refused)
{
	struct movegen *mg = movegen_new();
	int others[PUZZLE_THEME_NB] = { 0 }, wrongs[PUZZLE_THEME_NB] = { 0 };
	int need = test_thinned() ? 1 : 2; /* of each, by theme */
	const struct puzzle *pick[PUZZLE_THEME_NB] = { NULL };
	for (size_t i = 0; i < set.n; i++) {
		const struct puzzle *p = &set.items[i];
		if (test_thinned()) {
			if (p->solutions >= 2 && denser(p, pick[p->theme]))
				pick[p->theme] = p;
			continue;
		}
		if (others[p->theme] >= need && wrongs[p->theme] >= need)
			continue;
		bool other = p->solutions < 2 || others[p->theme] >= need, wrong = wrongs[p->theme] >= need;
		bool had_other = other, had_wrong = wrong;
		hunt(mg, p, &other, &wrong);
		others[p->theme] += other && !had_other;
		wrongs[p->theme] += wrong && !had_wrong;
	}
	for (int t = 0; t < PUZZLE_THEME_NB && test_thinned(); t++) {
		if (!pick[t])
			continue;
		bool other = false, wrong = false;
		hunt(mg, pick[t], &other, &wrong);
		others[t] += other;
		wrongs[t] += wrong;
	}
	for (int t = 0; t < PUZZLE_THEME_NB; t++) {
		ck_assert_msg(wrongs[t] >= 1, "no wrong turn refused for %s", puzzle_theme_name((enum puzzle_theme)t));
		if (t != PUZZLE_GOAL2)
			ck_assert_msg(others[t] >= 1, "no other solution accepted for %s",
				      puzzle_theme_name((enum puzzle_theme)t));
	}
	movegen_free(mg);
}
END_TEST

/* A goal puzzle made by hand: the rabbit on e6 goals by e7 (Re6n Re7n) or
 * by d6 (Re6w Rd6n Rd7n). Both are accepted; a turn that stops short is
 * refused; an illegal step is told in play's words. */
START_TEST(a_goal_by_any_path_is_accepted)
{
	const char *text = "Puzzle: hand\nTheme: goal\nPosition: 2g [r       "
			   "        "
			   "    R   "
			   "        "
			   "        "
			   "        "
			   "   E    "
			   "R      r]\nSolution: Re6n Re7n\n";
	struct puzzle_set s;
	char why[300], msg[300];
	ck_assert_msg(puzzle_read(text, strlen(text), &s, why, sizeof why) == 0, "%s", why);
	ck_assert_uint_eq(s.n, 1);
	ck_assert_int_eq(judge(&s.items[0], "Re6w Rd6n Rd7n", msg), PUZZLE_SOLVED);
	ck_assert_int_eq(judge(&s.items[0], "Re6n", msg), PUZZLE_WRONG);
	ck_assert_str_eq(msg, "no rabbit of yours is on the goal rank at the end of the turn");
	ck_assert_int_eq(judge(&s.items[0], "Re6s", msg), PUZZLE_ILLEGAL);
	ck_assert_str_eq(msg, "step Re6s: a rabbit may not step back");
	puzzle_set_free(&s);
}
END_TEST

/* Silver threatens rb2s (a goal); Gold's elephant on c1 stops it by
 * stepping to b1, or to c2 where it freezes the rabbit; a turn of the
 * gold rabbit lets it through. */
START_TEST(stopping_a_goal_is_judged_by_every_reply)
{
	const char *text = "Puzzle: hand\nTheme: stop-goal\nPosition: 2g [        "
			   "        "
			   "        "
			   "        "
			   "      R "
			   "        "
			   " r      "
			   "  E     ]\nSolution: Ec1w\n";
	struct puzzle_set s;
	char why[300], msg[300];
	ck_assert_msg(puzzle_read(text, strlen(text), &s, why, sizeof why) == 0, "%s", why);
	ck_assert_int_eq(judge(&s.items[0], "Ec1w", msg), PUZZLE_SOLVED);
	ck_assert_int_eq(judge(&s.items[0], "Ec1n", msg), PUZZLE_SOLVED);
	ck_assert_int_eq(judge(&s.items[0], "Rg4n", msg), PUZZLE_WRONG);
	ck_assert_str_eq(msg, "silver still reaches the goal: rb2s");
	puzzle_set_free(&s);
}
END_TEST

/* A goal in two played through: the stored first turn, the reply that
 * puts the goal furthest off (the game going on after it), and then a goal. */
START_TEST(goal_in_two_is_played_to_its_goal)
{
	int played = 0;
	for (size_t i = 0; i < set.n && played < 3; i++) {
		const struct puzzle *p = &set.items[i];
		if (p->theme != PUZZLE_GOAL2)
			continue;
		struct tactics_line reply, goal;
		struct position next;
		ck_assert_int_eq(puzzle_reply(p, &p->solution, BUDGET, &reply, &next), TACTICS_YES);
		ck_assert_int_eq(next.side, p->pos.side);
		/* not a reply that loses at once (669124-53g: Silver's elephant
		 * pulling Gold's rabbit onto e8 was taken as the furthest) */
		enum color winner;
		ck_assert_msg(game_board_verdict(&next, false, &winner) == REASON_NONE, "puzzle %s", p->id);
		struct tactics tx;
		tactics_init(&tx, BUDGET);
		ck_assert_msg(tactics_goal_now(&tx, &next, &goal) == TACTICS_YES, "puzzle %s", p->id);
		tactics_free(&tx);
		played++;
	}
	ck_assert_int_gt(played, 0);
}
END_TEST

START_TEST(broken_puzzle_files_say_line_and_why)
{
	static const struct {
		const char *text, *why;
	} cases[] = {
		{ "Puzzle: x\nTheme: goal\nSolution: Ed2n\n", "line 1: the entry has no Position" },
		{ "# c\n\nPuzzle: x\nTheme: nonsense\nPosition: g []\nSolution: Ed2n\n", "line 4: unknown theme" },
		{ "Puzzle: x\nTheme: goal\nPosition: g [xx]\nSolution: Ed2n\n", NULL },
		{ "Puzzle: x\nTheme: goal\nPosition: 2g [" "                                                                " "]\nSolution: Zz9q\n",
		  "line 4: solution: not a step: \"Zz9q\"" },
		{ "Puzzle: x\nTheme: win-material\nPosition: 2g [" "                                                                " "]\nSolution: Ed2n\n",
		  "line 1: the entry has no Score" },
		{ "Puzzle: x\nTheme: goal\nDifficulty: 9\nPosition: 2g [" "                                                                " "]\nSolution: Ed2n\n",
		  "line 3: the difficulty is not 1 to 5" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct puzzle_set s;
		char why[300];
		ck_assert_int_eq(puzzle_read(cases[i].text, strlen(cases[i].text), &s, why, sizeof why), -1);
		if (cases[i].why)
			ck_assert_str_eq(why, cases[i].why);
		else
			ck_assert_msg(strncmp(why, "line 3: position: ", 18) == 0, "%s", why);
	}
}
END_TEST

/* An entry written and read back is the same puzzle. */
START_TEST(written_entries_read_back)
{
	ck_assert_uint_gt(set.n, 0);
	const struct puzzle *p = &set.items[0];
	char buf[1024], why[300];
	size_t n = puzzle_write(p, buf, sizeof buf);
	ck_assert_uint_lt(n, sizeof buf);
	struct puzzle_set s;
	ck_assert_msg(puzzle_read(buf, n, &s, why, sizeof why) == 0, "%s", why);
	ck_assert_uint_eq(s.n, 1);
	ck_assert_str_eq(s.items[0].id, p->id);
	ck_assert_int_eq(s.items[0].theme, p->theme);
	fixture_assert_same_position(&s.items[0].pos, &p->pos);
	ck_assert_int_eq(s.items[0].solution.nsteps, p->solution.nsteps);
	ck_assert_int_eq(s.items[0].score, p->score);
	puzzle_set_free(&s);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("learn_puzzle");
	TCase *tc = tcase_create("puzzles");
	tcase_set_timeout(tc, 900);
	tcase_add_unchecked_fixture(tc, load_puzzles, unload_puzzles);
	tcase_add_test(tc, at_least_200_puzzles_of_every_theme);
	tcase_add_test(tc, every_puzzle_is_solved_by_its_solution);
	tcase_add_test(tc, other_solutions_accepted_and_wrong_ones_refused);
	tcase_add_test(tc, a_goal_by_any_path_is_accepted);
	tcase_add_test(tc, stopping_a_goal_is_judged_by_every_reply);
	tcase_add_test(tc, goal_in_two_is_played_to_its_goal);
	tcase_add_test(tc, broken_puzzle_files_say_line_and_why);
	tcase_add_test(tc, written_entries_read_back);
	suite_add_tcase(s, tc);
	return s;
}
