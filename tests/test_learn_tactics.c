/* test_learn_tactics.c: the exact searches behind the puzzles
 * (src/learn/tactics.c), on hand-made positions checked by hand and on
 * every goal of the February 2026 archive. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "learn/tactics.h"
#include "notation/archive.h"
#include "notation/record.h"
#include "lib/test.h"

static struct tactics_line line_of(const char *text)
{
	struct tactics_line l;
	l.nsteps = fixture_parse_steps(text, l.steps, TURN_MAX_STEPS);
	return l;
}

/* Gold's rabbit on e5 with a free column: three steps to e8. */
START_TEST(goal_now_finds_the_fewest_steps)
{
	struct position pos = test_pieces(GOLD, "Re5 Ea1 ra8 eh1");
	struct tactics tx;
	struct tactics_line l;
	tactics_init(&tx, 1000000);
	ck_assert_int_eq(tactics_goal_now(&tx, &pos, &l), TACTICS_YES);
	ck_assert_int_eq(l.nsteps, 3);
	ck_assert_int_eq(tactics_rabbit_distance(&pos, GOLD), 3);
	ck_assert_int_eq(tactics_rabbit_distance(&pos, SILVER), 7);
	tactics_free(&tx);
}
END_TEST

/* A rabbit on e4 needs four steps, but a silver cat on e6 blocks the
 * column and the way round costs two more: no goal. Frozen, a rabbit on
 * e7 cannot move at all. */
START_TEST(goal_now_refuses_a_blocked_or_frozen_rabbit)
{
	struct position pos = test_pieces(GOLD, "Re4 Ea1 ce6 ra8 eh1");
	struct tactics tx;
	tactics_init(&tx, 1000000);
	ck_assert_int_eq(tactics_goal_now(&tx, &pos, NULL), TACTICS_NO);
	struct position frozen = test_pieces(GOLD, "Re7 Ea1 dd7 ra8 eh1");
	ck_assert_int_eq(tactics_goal_now(&tx, &frozen, NULL), TACTICS_NO);
	/* Unfrozen by a friend that steps beside it first: two steps. */
	struct position friend = test_pieces(GOLD, "Re7 Ef6 dd7 ra8 eh1");
	struct tactics_line l;
	ck_assert_int_eq(tactics_goal_now(&tx, &friend, &l), TACTICS_YES);
	ck_assert_int_eq(l.nsteps, 2); /* Ef6n (to f7, beside e7), then Re7n */
	tactics_free(&tx);
}
END_TEST

/* Every game of the archive won by a goal: the position before the last
 * turn has a goal of at most as many steps as the winner took. */
START_TEST(goal_now_finds_every_goal_of_the_archive)
{
	size_t len;
	char *text = test_slurp(test_data("allgames202602.txt"), &len);
	struct archive a;
	struct record_error err;
	ck_assert_int_eq(archive_parse(text, len, &a, &err), 0);
	struct tactics tx;
	tactics_init(&tx, 10000000);
	int goals = 0;
	for (size_t i = 0; i < a.nrows; i++) {
		struct record rec;
		struct game g;
		ck_assert_int_eq(archive_record(&a, i, &rec, &err), 0);
		record_replay(&rec, &g, false, &err);
		if (g.phase == GAME_OVER && g.reason == REASON_GOAL) {
			const struct game_move *m = game_last(&g);
			struct tactics_line l;
			struct position before;
			game_position_before(&g, g.nmoves - 1, &before);
			ck_assert_msg(tactics_goal_now(&tx, &before, &l) == TACTICS_YES, "game %s", rec.id);
			ck_assert_int_le(l.nsteps, m->nsteps);
			goals++;
		}
		game_free(&g);
		record_free(&rec);
	}
	ck_assert_int_eq(goals, 88);
	tactics_free(&tx);
	archive_free(&a);
	free(text);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("learn_tactics");
	TCase *tc = tcase_create("tactics");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, goal_now_finds_the_fewest_steps);
	tcase_add_test(tc, goal_now_refuses_a_blocked_or_frozen_rabbit);
	tcase_add_test(tc, goal_now_finds_every_goal_of_the_archive);
	suite_add_tcase(s, tc);
	(void)line_of;
	return s;
}
