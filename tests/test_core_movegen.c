/* test_core_movegen.c: Check tests of the enumeration of distinct legal
 * turns: the spec's known counts, counts worked out by hand, the list
 * against the turn API, and the status of a side that cannot move. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "core/movegen.h"
#include "core_fixture.h"

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

/* The result hashes of every legal turn, found by walking the turn API. */
struct hashes {
	uint64_t *v;
	size_t n, cap;
};

static void hashes_add(struct hashes *h, uint64_t x)
{
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 4096;
		h->v = realloc(h->v, h->cap * sizeof *h->v);
		if (!h->v)
			ck_abort_msg("out of memory");
	}
	h->v[h->n++] = x;
}

static int u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

static size_t hashes_unique(struct hashes *h)
{
	if (h->n == 0)
		return 0;
	qsort(h->v, h->n, sizeof *h->v, u64_cmp);
	size_t m = 0;
	for (size_t i = 0; i < h->n; i++)
		if (m == 0 || h->v[m - 1] != h->v[i])
			h->v[m++] = h->v[i];
	h->n = m;
	return m;
}

static void walk(struct turn *t, struct hashes *h)
{
	if (turn_can_end(t, NULL) == TURN_END_OK) {
		struct position after;
		turn_result(t, &after);
		hashes_add(h, after.hash);
	}
	struct step out[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, out);
	for (int i = 0; i < n; i++) {
		if (turn_step(t, out[i]) != STEP_OK)
			ck_abort_msg("a listed legal step was refused");
		walk(t, h);
		turn_undo(t);
	}
}

/* Checks movegen_list on pos: as many turns as the count, each legal step by
 * step through the turn API and reaching the hash it claims, all distinct,
 * and (when walk_all) the same set as a walk over every step sequence of
 * the turn API. */
static void check_list(const struct position *pos, bool walk_all)
{
	struct movegen *mg = new_mg();
	const struct movegen_turn *list = NULL;
	long count = movegen_count(mg, pos, NULL);
	long n = movegen_list(mg, pos, NULL, &list);
	ck_assert_int_eq(n, count);
	ck_assert(n == 0 || list);
	struct hashes listed = { 0 }, walked = { 0 };
	/* plain tests rather than ck_assert in the loops: each ck_assert
	 * costs a message to the parent process */
	for (long i = 0; i < n; i++) {
		struct turn t;
		struct position after;
		turn_begin(&t, pos);
		if (list[i].nsteps < 1 || list[i].nsteps > TURN_MAX_STEPS)
			ck_abort_msg("turn %ld has %d steps", i, list[i].nsteps);
		for (int k = 0; k < list[i].nsteps; k++)
			if (turn_step(&t, list[i].steps[k]) != STEP_OK)
				ck_abort_msg("turn %ld: step %d refused", i, k);
		if (turn_can_end(&t, NULL) != TURN_END_OK)
			ck_abort_msg("turn %ld may not end", i);
		turn_result(&t, &after);
		if (after.hash != list[i].hash || fixture_hash(&after) != list[i].hash)
			ck_abort_msg("turn %ld reaches another position than its hash says", i);
		hashes_add(&listed, list[i].hash);
	}
	ck_assert_int_eq((long)hashes_unique(&listed), n);
	if (!walk_all) {
		free(listed.v);
		movegen_free(mg);
		return;
	}

	struct turn t;
	turn_begin(&t, pos);
	walk(&t, &walked);
	ck_assert_int_eq((long)hashes_unique(&walked), n);
	for (long i = 0; i < n; i++)
		if (listed.v[i] != walked.v[i])
			ck_abort_msg("the list and the walk differ");
	free(listed.v);
	free(walked.v);
	movegen_free(mg);
}

START_TEST(list_matches_count_and_replays_through_the_turn_api)
{
	int row = _i / 2;
	enum color side = (_i & 1) ? SILVER : GOLD;
	struct position pos;
	fixture_position(&pos, known[row].board, side);
	check_list(&pos, false);
}
END_TEST

/* The known positions whose every step sequence is walked (the others
 * take seconds): the opening and three with the fewest turns. */
static const int walked[][2] = { { 0, GOLD }, { 6, GOLD }, { 8, GOLD }, { 3, SILVER } };

START_TEST(list_is_every_result_of_every_step_sequence)
{
	struct position pos;
	fixture_position(&pos, known[walked[_i][0]].board, (enum color)walked[_i][1]);
	check_list(&pos, true);
}
END_TEST

START_TEST(list_of_lone_pieces_replays)
{
	struct position pos;
	fixture_position(&pos,
		"........" "........" "........" "........"
		"...R...." "........" "........" "........", GOLD);
	check_list(&pos, true);
	fixture_position(&pos,
		"........" "........" "........" "...c...."
		"...D...." "........" "........" "........", GOLD);
	check_list(&pos, true);
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

static Suite *movegen_suite(void)
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

int main(void)
{
	SRunner *sr = srunner_create(movegen_suite());
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
