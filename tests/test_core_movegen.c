/* test_core_movegen.c: Check tests of the enumeration of distinct legal
 * turns: the spec's known counts, counts worked out by hand, the list
 * against the turn API, and the status of a side that cannot move. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "core/movegen.h"
#include "lib/test.h"

/* The spec's "Known counts": board (short form), Gold to move, Silver to move. */
static const struct {
	const char *board;
	long gold, silver;
} known[] = {
	{ "rrrrrrrrhdcmecdh                                HDCMECDHRRRRRRRR", 3353, 3353 },
	{ "rrr r r hm c  r     r  d M r  h D  d            HRRRR RR RC R   ", 12724, 46401 },
	{ "rrr r   h c  r   R  r hdm M     D  drr   R RR R  H     RR C R   ", 23405, 29660 },
	{ "r       hR r r  m   r  hDRM    d   r rR    RR    RH  RR C       ", 14166, 8476 },
	{ "rrrrrr rdhce h d C   c      mCr     ED         RDH M  H RRRRRRR ", 15312, 5826 },
	{ "rrrrrc rdhce hMd          C mCr     ED   H     RD     H RRRRRRR ", 46370, 3251 },
	{ "rrrr rrr  hreh   dcC d     cRm                                  ", 2, 17329 },
	{ "rEmH    RdH      C                            c      hDr    hMeR", 0, 0 },
	{ "rRrr rrr  d      D c        Rm                       d  R RRRR  ", 1202, 12362 },
};
enum { KNOWN_NB = sizeof known / sizeof known[0] };

static struct movegen *new_mg(void)
{
	struct movegen *mg = movegen_new();
	ck_assert_ptr_nonnull(mg);
	return mg;
}

START_TEST(known_counts_match_the_spec)
{
	int row = _i / 2;
	enum color side = (_i & 1) ? SILVER : GOLD;
	long want = side == GOLD ? known[row].gold : known[row].silver;
	struct position pos;
	struct movegen *mg = new_mg();
	fixture_position(&pos, known[row].board, side);
	long got = movegen_count(mg, &pos, NULL);
	ck_assert_msg(got == want, "position %d, %s to move: %ld turns, the spec says %ld",
		      row + 1, side == GOLD ? "gold" : "silver", got, want);
	/* a second call on the same generator gives the same count */
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), want);
	movegen_free(mg);
}
END_TEST

START_TEST(lone_rabbit_reaches_22_positions)
{
	/* A gold rabbit on d4 may go n, e, w: every square (dx, dy) with
	 * dy >= 0 and |dx| + dy <= 4 on the board, 23 of them besides d4; the
	 * traps c6 and f6 take the rabbit (one result: the empty board), and
	 * every other square has a path around them: 21 + 1 = 22. Silver's
	 * rabbit on e5 is the same seen from the other side. */
	struct position pos;
	struct movegen *mg = new_mg();
	fixture_position(&pos,
		"........" "........" "........" "........"
		"...R...." "........" "........" "........", GOLD);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 22);
	fixture_position(&pos,
		"........" "........" "........" "....r..."
		"........" "........" "........" "........", SILVER);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 22);
	movegen_free(mg);
}
END_TEST

START_TEST(lone_elephant_in_the_corner_reaches_14_positions)
{
	/* From a1, the 14 squares at distance 1 to 4; c3 (distance 4) is a
	 * trap, where the elephant falls: the empty board instead. */
	struct position pos;
	struct movegen *mg = new_mg();
	fixture_position(&pos,
		"........" "........" "........" "........"
		"........" "........" "........" "E.......", GOLD);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 14);
	movegen_free(mg);
}
END_TEST

START_TEST(lone_elephant_in_the_centre_reaches_35_positions)
{
	/* From d4, 39 squares of the board lie within distance 4 (the 41 of
	 * the diamond less h4's mirror "z4" and "d0", off the board); 38
	 * besides d4, of which 4 are traps, where the elephant falls; a path
	 * around the traps reaches every other one: 34 squares plus the empty
	 * board. */
	struct position pos;
	struct movegen *mg = new_mg();
	fixture_position(&pos,
		"........" "........" "........" "........"
		"...E...." "........" "........" "........", GOLD);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 35);
	movegen_free(mg);
}
END_TEST

START_TEST(list_matches_count_and_replays_through_the_turn_api)
{
	int row = _i / 2;
	enum color side = (_i & 1) ? SILVER : GOLD;
	struct position pos;
	fixture_position(&pos, known[row].board, side);
	fixture_check_movegen(&pos, false, known[row].board);
}
END_TEST

/* The known positions whose every step sequence is walked (the others
 * take seconds): the opening and three with the fewest turns. */
static const int walked[][2] = { { 0, GOLD }, { 6, GOLD }, { 8, GOLD }, { 3, SILVER } };

START_TEST(list_is_every_result_of_every_step_sequence)
{
	struct position pos;
	fixture_position(&pos, known[walked[_i][0]].board, (enum color)walked[_i][1]);
	fixture_check_movegen(&pos, true, "a test position");
}
END_TEST

START_TEST(list_of_lone_pieces_replays)
{
	struct position pos;
	fixture_position(&pos,
		"........" "........" "........" "........"
		"...R...." "........" "........" "........", GOLD);
	fixture_check_movegen(&pos, true, "a test position");
	fixture_position(&pos,
		"........" "........" "........" "...c...."
		"...D...." "........" "........" "........", GOLD);
	fixture_check_movegen(&pos, true, "a test position");
}
END_TEST

START_TEST(status_of_a_side_that_can_move)
{
	struct position pos;
	struct movegen *mg = new_mg();
	fixture_position(&pos, known[0].board, GOLD);
	ck_assert_int_eq(movegen_status(mg, &pos, NULL), MOVEGEN_CAN_MOVE);
	movegen_free(mg);
}
END_TEST

START_TEST(status_of_an_immobilized_side)
{
	struct position pos;
	struct movegen *mg = new_mg();
	/* the spec's position with no turn for either side */
	fixture_position(&pos, known[7].board, GOLD);
	ck_assert_int_eq(movegen_status(mg, &pos, NULL), MOVEGEN_IMMOBILIZED);
	fixture_position(&pos, known[7].board, SILVER);
	ck_assert_int_eq(movegen_status(mg, &pos, NULL), MOVEGEN_IMMOBILIZED);
	/* a lone rabbit frozen by a cat */
	fixture_position(&pos,
		"........" "........" "........" "...c...."
		"...R...." "........" "........" "........", GOLD);
	ck_assert_int_eq(movegen_status(mg, &pos, NULL), MOVEGEN_IMMOBILIZED);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 0);
	/* no pieces at all */
	fixture_position(&pos,
		"........" "........" "........" "........"
		"........" "........" "........" "........", SILVER);
	ck_assert_int_eq(movegen_status(mg, &pos, NULL), MOVEGEN_IMMOBILIZED);
	movegen_free(mg);
}
END_TEST

START_TEST(status_when_only_third_repetitions_are_left)
{
	/* Silver's cat on h7 can only go back to h8 (g7 a gold cat, h6 its own
	 * rabbit, which cannot move: h5 and g6 are held and north is backward).
	 * The one result is the board with the cat on h8, Gold to move. */
	static const char now[] =
		"......C." "......Cc" "......Dr" ".......D"
		"........" "........" "R......." "...E....";
	static const char result[] =
		"......Cc" "......C." "......Dr" ".......D"
		"........" "........" "R......." "...E....";
	struct position pos, after;
	struct history h;
	struct movegen *mg = new_mg();
	history_init(&h);
	fixture_position(&pos, now, SILVER);
	fixture_position(&after, result, GOLD);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 1);
	ck_assert_int_eq(movegen_count(mg, &pos, &h), 1);
	ck_assert_int_eq(history_add(&h, &after), 0);
	ck_assert_int_eq(movegen_status(mg, &pos, &h), MOVEGEN_CAN_MOVE);
	ck_assert_int_eq(movegen_count(mg, &pos, &h), 1);
	ck_assert_int_eq(history_add(&h, &after), 0);
	ck_assert_int_eq(movegen_status(mg, &pos, &h), MOVEGEN_ONLY_REPETITIONS);
	ck_assert_int_eq(movegen_count(mg, &pos, &h), 0);
	ck_assert_int_eq(movegen_count(mg, &pos, NULL), 1);
	history_free(&h);
	movegen_free(mg);
}
END_TEST

START_TEST(count_with_history_leaves_out_third_repetitions)
{
	/* the lone rabbit on d4: with the rabbit on d5 (Silver to move) seen
	 * twice, that result is left out, and only that one */
	struct position pos, d5;
	struct history h;
	struct movegen *mg = new_mg();
	history_init(&h);
	fixture_position(&pos,
		"........" "........" "........" "........"
		"...R...." "........" "........" "........", GOLD);
	fixture_position(&d5,
		"........" "........" "........" "...R...."
		"........" "........" "........" "........", SILVER);
	history_add(&h, &d5);
	history_add(&h, &d5);
	ck_assert_int_eq(movegen_count(mg, &pos, &h), 21);
	const struct movegen_turn *list = NULL;
	ck_assert_int_eq(movegen_list(mg, &pos, &h, &list), 21);
	for (int i = 0; i < 21; i++)
		ck_assert(list[i].hash != d5.hash);
	ck_assert_int_eq(movegen_status(mg, &pos, &h), MOVEGEN_CAN_MOVE);
	history_free(&h);
	movegen_free(mg);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("movegen");
	TCase *tc = tcase_create("known counts");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, known_counts_match_the_spec, 0, 2 * KNOWN_NB);
	tcase_add_test(tc, lone_rabbit_reaches_22_positions);
	tcase_add_test(tc, lone_elephant_in_the_corner_reaches_14_positions);
	tcase_add_test(tc, lone_elephant_in_the_centre_reaches_35_positions);
	suite_add_tcase(s, tc);

	tc = tcase_create("list");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, list_matches_count_and_replays_through_the_turn_api, 0, 2 * KNOWN_NB);
	tcase_add_loop_test(tc, list_is_every_result_of_every_step_sequence, 0,
			    (int)(sizeof walked / sizeof walked[0]));
	tcase_add_test(tc, list_of_lone_pieces_replays);
	suite_add_tcase(s, tc);

	tc = tcase_create("status");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, status_of_a_side_that_can_move);
	tcase_add_test(tc, status_of_an_immobilized_side);
	tcase_add_test(tc, status_when_only_third_repetitions_are_left);
	tcase_add_test(tc, count_with_history_leaves_out_third_repetitions);
	suite_add_tcase(s, tc);
	return s;
}
