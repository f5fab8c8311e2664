/* test_aeictl.c: the AEI controller (src/aei/aeictl.c, aeiplayer.c)
 * against the rules and against engines that misbehave: an engine's
 * answer is one move and nothing else (no takeback, resign or label). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "aei/aeiplayer.h"
#include "notation/record.h"
#include "lib/test.h"

/* The first moves of tests/data/cases/goal.txt. */
static const char *const goal_moves[] = {
	"Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1",
	"rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7",
	"Ed2n Ed3n Ed4n Dg2n",
	"ee7s ee6s ee5s ee4s",
};

/* g: the game after the first n moves of goal.txt. */
static void goal_game(struct game *g, int n)
{
	struct record_error err;
	game_init(g);
	for (int i = 0; i < n; i++)
		ck_assert_int_eq(record_play_line(g, goal_moves[i], &err), 0);
}

/* Words a record reader takes, which are no move of an engine: each is
 * refused and the game is left exactly as it was. */
START_TEST(an_answer_is_one_move_and_nothing_else)
{
	static const char *const bad[] = {
		"takeback", "resign", "Db2n resign", "takeback Db2n", "3g Db2n", "Db2n 3g",
		"Db2n Hf2e Me2e Ce1n Cd1n", "", "Db2n\tfoo", "Ra1",
	};
	struct game g;
	char move[200], why[256];
	goal_game(&g, 4);
	uint64_t hash = g.pos.hash;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_msg(aeiplayer_check_move(&g, bad[i], move, sizeof move, why, sizeof why) != 0,
			      "'%s' was taken as a move", bad[i]);
		ck_assert_msg(why[0] != '\0', "no reason for '%s'", bad[i]);
		ck_assert_uint_eq(g.nmoves, 4);
		ck_assert(g.pos.hash == hash);
	}
	game_free(&g);
}
END_TEST

/* A turn of steps is taken, with or without its capture tokens, and given
 * back in canonical form; the game is not changed. */
START_TEST(a_turn_is_taken_in_canonical_form)
{
	struct game g;
	char move[200], why[256];
	goal_game(&g, 4);
	ck_assert_int_eq(aeiplayer_check_move(&g, "  Db2n   Hf2e\tMe2e Ce1n ", move, sizeof move, why, sizeof why), 0);
	ck_assert_str_eq(move, "Db2n Hf2e Me2e Ce1n");
	ck_assert_uint_eq(g.nmoves, 4);
	game_free(&g);
}
END_TEST

/* In the setups only a setup is a move, and only of the side to set up. */
START_TEST(a_setup_is_taken_only_when_due)
{
	struct game g;
	char move[200], why[256];
	goal_game(&g, 1);
	ck_assert_int_ne(aeiplayer_check_move(&g, "Ed2n", move, sizeof move, why, sizeof why), 0);
	ck_assert_int_ne(aeiplayer_check_move(&g, goal_moves[0], move, sizeof move, why, sizeof why), 0);
	ck_assert_int_ne(aeiplayer_check_move(&g, "1s rh7", move, sizeof move, why, sizeof why), 0);
	ck_assert_int_eq(aeiplayer_check_move(&g, goal_moves[1], move, sizeof move, why, sizeof why), 0);
	ck_assert_str_eq(move, goal_moves[1]);
	ck_assert_uint_eq(g.nmoves, 1);
	game_free(&g);
	goal_game(&g, 2);
	ck_assert_int_ne(aeiplayer_check_move(&g, goal_moves[1], move, sizeof move, why, sizeof why), 0);
	game_free(&g);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("aeictl");
	TCase *t = tcase_create("move");
	tcase_add_test(t, an_answer_is_one_move_and_nothing_else);
	tcase_add_test(t, a_turn_is_taken_in_canonical_form);
	tcase_add_test(t, a_setup_is_taken_only_when_due);
	suite_add_tcase(s, t);
	return s;
}
