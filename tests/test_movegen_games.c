/* test_movegen_games.c: the move generator against the turn API by brute
 * force on positions from real games (a sample of tests/data/
 * allgames202602.txt): the turns it lists are every result of every
 * sequence of legal steps, each reached by its steps, none twice. The
 * positions are read with notation, so this program links notation. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/test.h"
#include "notation/archive.h"
#include "notation/record.h"

/* The sample: every SAMPLE_STEP-th game of the archive, at the middle of its
 * play and at its last turn. */
enum { SAMPLE_STEP = 21, SAMPLE_GAMES = 7 };

static struct archive arch;
static char *arch_text;

static void load_archive(void)
{
	struct record_error err;
	size_t len;
	arch_text = test_slurp(test_data("allgames202602.txt"), &len);
	ck_assert_int_eq(archive_parse(arch_text, len, &arch, &err), 0);
	ck_assert_int_ge((long)arch.nrows, (long)(SAMPLE_STEP * (SAMPLE_GAMES - 1) + 1));
}

static void unload_archive(void)
{
	archive_free(&arch);
	free(arch_text);
}

/* Game _i / 2 of the sample: its middle turn (even _i) or its last (odd).
 * Under check-valgrind's stride the first game's two only (memcheck took
 * 100 s for the fourteen; make check and the sanitizers take them all). */
START_TEST(movegen_lists_every_result_of_every_step_sequence_in_real_games)
{
	if (_i >= 2 && test_thinned())
		return;
	size_t row = (size_t)(_i / 2) * SAMPLE_STEP;
	struct record rec;
	struct record_error err;
	struct game g;
	ck_assert_int_eq(archive_record(&arch, row, &rec, &err), 0);
	ck_assert_int_eq(record_replay(&rec, &g, false, &err), 0);
	size_t turns[1024], nturns = 0;
	for (size_t k = 0; k < g.nmoves && nturns < 1024; k++)
		if (g.moves[k].type == MOVE_TURN)
			turns[nturns++] = k;
	ck_assert_int_gt((long)nturns, 0);
	size_t k = _i % 2 ? turns[nturns - 1] : turns[nturns / 2];
	char what[96];
	snprintf(what, sizeof what, "archive row %zu (id %s), before move %zu", row + 1,
		 rec.id ? rec.id : "?", k + 1);
	struct position before;
	game_position_before(&g, k, &before);
	fixture_check_movegen(&before, true, what);
	game_free(&g);
	record_free(&rec);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("movegen_games");
	TCase *tc = tcase_create("archive sample");
	tcase_add_unchecked_fixture(tc, load_archive, unload_archive);
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, movegen_lists_every_result_of_every_step_sequence_in_real_games, 0,
			    2 * SAMPLE_GAMES);
	suite_add_tcase(s, tc);
	return s;
}
