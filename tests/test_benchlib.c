/* test_benchlib.c: the benchmarks' weights from the environment
 * (bench/benchlib.c): BENCH_WEIGHTS's name=value pairs set in a player,
 * every malformed pair refused with a message that names it, and the
 * weights a player differs by written back for a match's log; the
 * shuffled setups the benchmarks' games start from, and the loop they
 * are played by. */
#include "config.h"
#include <check.h>
#include "lib/test.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bench/benchlib.h"
#include "engine/eval.h"
#include "notation/notation.h"
#include "notation/record.h"

/* The index of the weight called name in the table. */
static int test_index(const char *name)
{
	int i = eval_weights_index(name);
	ck_assert_msg(i >= 0, "no weight %s", name);
	return i;
}

/* The weight called name as player e judges with it. */
static int test_get(const struct engine *e, const char *name)
{
	return engine_weights(e)->w[test_index(name)];
}

/* Its default. */
static int test_default(const char *name)
{
	return eval_weights_default()->w[test_index(name)];
}

/* Sets BENCH_WEIGHTS to list (unset for NULL) and reads it into e;
 * what benchlib_weights printed on stderr goes to msg. */
static int test_weights(struct engine *e, const char *list, char *msg, size_t size)
{
	if (list)
		ck_assert_int_eq(setenv("BENCH_WEIGHTS", list, 1), 0);
	else
		ck_assert_int_eq(unsetenv("BENCH_WEIGHTS"), 0);
	FILE *f = tmpfile();
	ck_assert_ptr_nonnull(f);
	fflush(stderr);
	int saved = dup(2);
	ck_assert_int_ge(saved, 0);
	ck_assert_int_eq(dup2(fileno(f), 2), 2);
	int rc = benchlib_weights("test_benchlib", "BENCH_WEIGHTS", e);
	fflush(stderr);
	ck_assert_int_eq(dup2(saved, 2), 2);
	close(saved);
	rewind(f);
	size_t n = fread(msg, 1, size - 1, f);
	msg[n] = '\0';
	fclose(f);
	return rc;
}

START_TEST(no_list_or_an_empty_one_changes_nothing)
{
	struct engine *e = engine_new();
	char msg[4096], text[200];
	ck_assert_int_eq(test_weights(e, NULL, msg, sizeof msg), 0);
	ck_assert_int_eq(test_weights(e, "", msg, sizeof msg), 0);
	ck_assert_str_eq(msg, "");
	ck_assert_mem_eq(engine_weights(e), eval_weights_default(), sizeof(struct eval_weights));
	benchlib_weights_text(e, text, sizeof text);
	ck_assert_str_eq(text, "");
	engine_free(e);
}
END_TEST

START_TEST(each_pair_of_a_list_sets_its_weight)
{
	/* three weights moved off their defaults (checked, so that the test
	 * could fail), listed out of the table's order, a comma at the end */
	ck_assert_int_ne(test_default("trap_guard"), -7);
	ck_assert_int_ne(test_default("rabbit_exposed_row"), 9);
	ck_assert_int_ne(test_default("elephant_mob"), 3);
	struct engine *e = engine_new();
	char msg[4096], text[200];
	ck_assert_int_eq(test_weights(e, "elephant_mob=3,rabbit_exposed_row=9,trap_guard=-7,", msg, sizeof msg), 0);
	ck_assert_str_eq(msg, "");
	ck_assert_int_eq(test_get(e, "elephant_mob"), 3);
	ck_assert_int_eq(test_get(e, "rabbit_exposed_row"), 9);
	ck_assert_int_eq(test_get(e, "trap_guard"), -7);
	/* the others as they were */
	struct eval_weights want = *eval_weights_default();
	want.w[test_index("elephant_mob")] = 3;
	want.w[test_index("rabbit_exposed_row")] = 9;
	want.w[test_index("trap_guard")] = -7;
	ck_assert_mem_eq(engine_weights(e), &want, sizeof want);
	/* written back in the table's order, each once */
	benchlib_weights_text(e, text, sizeof text);
	ck_assert_str_eq(text, "trap_guard=-7,rabbit_exposed_row=9,elephant_mob=3");
	/* a weight set back to its default is not among those that differ */
	char back[64];
	snprintf(back, sizeof back, "trap_guard=%d,elephant_mob=%d", test_default("trap_guard"),
		 test_default("elephant_mob"));
	ck_assert_int_eq(test_weights(e, back, msg, sizeof msg), 0);
	benchlib_weights_text(e, text, sizeof text);
	ck_assert_str_eq(text, "rabbit_exposed_row=9");
	engine_free(e);
}
END_TEST

START_TEST(a_malformed_pair_is_refused_by_name)
{
	/* each refused whole, its weight left at the default, the message
	 * naming the pair and listing the weights with their ranges */
	static const char *bad[] = {
		"elephant_mob", /* no value */
		"elephant_mob=", /* an empty value */
		"=3", /* no name */
		"elephant_mob=3x", /* not a number */
		"elephant_mob=0x10", /* not decimal */
		"elephant_mob= 3", /* a space */
		"elephant_mob=+3", /* a sign where none is needed */
		"elephant_mob=-", /* a sign alone */
		"no_such_weight=1", /* no such name */
		"elephant_mob=1001", /* past EVAL_WEIGHT_LIMIT */
		"elephant_mob=-1001", /* below it */
		"rabbit_near_rows=9", /* past its own range (0 to 8) */
		"elephant_mob=99999999999999999999", /* past a long */
		"elephant_mob=4294967299", /* past an int (3 once cut short) */
		"elephant_mob=3,,trap_guard=1", /* an empty pair */
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		struct engine *e = engine_new();
		char msg[8192], want[128];
		ck_assert_msg(test_weights(e, bad[i], msg, sizeof msg) == -1, "%s was taken", bad[i]);
		/* the empty pair's list sets elephant_mob before it is refused */
		bool later = strncmp(bad[i], "elephant_mob=3,", 15) == 0;
		const char *pair = later ? "" : bad[i];
		snprintf(want, sizeof want, "test_benchlib: BENCH_WEIGHTS: cannot set \"%s\"", pair);
		ck_assert_msg(strstr(msg, want) == msg, "%s: %s", bad[i], msg);
		ck_assert_msg(strstr(msg, "\n  rabbit_near_rows=5 (0 to 8)\n"), "%s: %s", bad[i], msg);
		int mob = test_get(e, "elephant_mob");
		ck_assert_int_eq(mob, later ? 3 : test_default("elephant_mob"));
		ck_assert_int_eq(test_get(e, "trap_guard"), test_default("trap_guard"));
		engine_free(e);
	}
}
END_TEST

START_TEST(the_pair_refused_is_named_as_text_and_cut_short)
{
	/* the pair refused is the second one; a terminal's escape in it
	 * shows as '?', and a name of 200 letters is refused and cut to 80 */
	struct engine *e = engine_new();
	char msg[8192], list[300];
	ck_assert_int_eq(test_weights(e, "trap_guard=1,\033[2J=4", msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "cannot set \"?[2J=4\""));
	ck_assert_ptr_null(strchr(msg, '\033'));
	ck_assert_int_eq(test_get(e, "trap_guard"), 1);
	memset(list, 'a', 200);
	strcpy(list + 200, "=1");
	ck_assert_int_eq(test_weights(e, list, msg, sizeof msg), -1);
	char want[128] = "cannot set \"";
	memset(want + 12, 'a', 80);
	strcpy(want + 92, "...\"");
	ck_assert_msg(strstr(msg, want), "%s", msg);
	engine_free(e);
}
END_TEST

START_TEST(the_weights_written_back_end_at_a_whole_pair)
{
	struct engine *e = engine_new();
	char msg[256], text[64];
	ck_assert_int_eq(test_weights(e, "trap_guard=-7,rabbit_exposed_row=9,elephant_mob=3", msg, sizeof msg), 0);
	/* "trap_guard=-7,rabbit_exposed_row=9,elephant_mob=3" is 49 characters */
	static const struct {
		size_t size;
		const char *want;
	} cut[] = {
		{ 50, "trap_guard=-7,rabbit_exposed_row=9,elephant_mob=3" },
		{ 49, "trap_guard=-7,rabbit_exposed_row=9,..." },
		{ 39, "trap_guard=-7,rabbit_exposed_row=9,..." },
		{ 38, "trap_guard=-7,..." },
		{ 18, "trap_guard=-7,..." },
		{ 17, "..." },
		{ 4, "..." },
	};
	for (size_t i = 0; i < sizeof cut / sizeof *cut; i++) {
		benchlib_weights_text(e, text, cut[i].size);
		ck_assert_msg(strcmp(text, cut[i].want) == 0, "%zu bytes: %s", cut[i].size, text);
	}
	engine_free(e);
}
END_TEST

/* The games' setups (benchlib_shuffled_setup): the player's first,
 * shuffled by rand(): legal for each side in turn (game_setup checks
 * the squares and the pieces' counts), the same after the same srand,
 * and shuffled (over ten seeds, some differ from the player's own). */
START_TEST(the_shuffled_setups_are_legal_and_follow_the_seed)
{
	char first[120], silver[120], again[120], plain[120];
	struct placement pl[SETUP_PIECES];
	engine_setup(GOLD, pl);
	notation_setup(pl, SETUP_PIECES, plain, sizeof plain);
	int shuffled = 0;
	for (unsigned seed = 1; seed <= 10; seed++) {
		struct game g;
		struct record_error err;
		game_init(&g);
		srand(seed);
		benchlib_shuffled_setup(GOLD, first, sizeof first);
		ck_assert_msg(record_play_line(&g, first, &err) == 0, "Gold's %s: %s", first, err.message);
		benchlib_shuffled_setup(SILVER, silver, sizeof silver);
		ck_assert_msg(record_play_line(&g, silver, &err) == 0, "Silver's %s: %s", silver, err.message);
		ck_assert(g.phase == GAME_PLAY);
		game_free(&g);
		srand(seed);
		benchlib_shuffled_setup(GOLD, again, sizeof again);
		ck_assert_str_eq(first, again);
		shuffled += strcmp(first, plain) != 0;
	}
	ck_assert_int_gt(shuffled, 0);
}
END_TEST

/* A mover that gives the moves of a list in turn, counting its calls,
 * and has none when the list is spent. */
struct test_script {
	const char *const *moves;
	int n, calls;
};

static int test_script_move(void *ctx, const struct game *g, char *buf, size_t size)
{
	(void)g;
	struct test_script *t = ctx;
	if (t->calls >= t->n)
		return 1;
	snprintf(buf, size, "%s", t->moves[t->calls++]);
	return 0;
}

/* The loop (benchlib_play) stops after the last turn it is given, and
 * not before: the two setups (move 1), then 2g and 2s are played, 3g is
 * never asked for. */
START_TEST(the_game_loop_stops_after_its_last_turn)
{
	static const char *const moves[] = {
		"Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Md2 Ee2 Hf2 Dg2 Ch2",
		"ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7",
		"Ee2n Ee3n Ee4n Ee5n",
		"ed7s ed6s ed5w ec5w",
		"Md2n Md3n",
	};
	struct test_script t = { moves, 5, 0 };
	struct game g;
	game_init(&g);
	char buf[160];
	struct record_error err;
	ck_assert_int_eq(benchlib_play(&g, 2, test_script_move, &t, buf, sizeof buf, &err), 0);
	ck_assert_int_eq(t.calls, 4);
	ck_assert_int_eq(g.number, 3);
	ck_assert(g.phase == GAME_PLAY);
	ck_assert(g.pos.side == GOLD);
	game_free(&g);
}
END_TEST

/* A move that cannot be played ends the loop with it and the reason,
 * the game as it was before it; so does a mover with no move. */
START_TEST(the_game_loop_names_a_move_refused_and_a_mover_with_none)
{
	static const char *const moves[] = {
		"Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Md2 Ee2 Hf2 Dg2 Ch2",
		"ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7",
		"Ra1n Ra2n",
	};
	struct test_script t = { moves, 3, 0 };
	struct game g;
	game_init(&g);
	char buf[160];
	struct record_error err;
	ck_assert_int_eq(benchlib_play(&g, 10, test_script_move, &t, buf, sizeof buf, &err), -1);
	ck_assert_str_eq(buf, "Ra1n Ra2n");
	ck_assert_msg(err.message[0] != '\0', "no reason given");
	ck_assert_int_eq(g.number, 2);
	ck_assert(g.pos.side == GOLD);
	ck_assert_int_eq(g.nmoves, 2);
	game_free(&g);

	t = (struct test_script){ moves, 2, 0 };
	game_init(&g);
	ck_assert_int_eq(benchlib_play(&g, 10, test_script_move, &t, buf, sizeof buf, &err), -1);
	ck_assert_str_eq(err.message, "no move given");
	ck_assert_int_eq(t.calls, 2);
	ck_assert_int_eq(g.number, 2);
	game_free(&g);
}
END_TEST

/* A game that ends before the last turn ends the loop at once: Gold's
 * rabbit on b7 steps to b8 and wins; the mover is asked once. */
START_TEST(the_game_loop_stops_when_the_game_is_won)
{
	static const char *const moves[] = { "Rb7n", "ra8e" };
	struct test_script t = { moves, 2, 0 };
	struct position pos = test_pieces(GOLD, "Rb7 Ea1 eh8 rh5");
	struct game g;
	ck_assert_int_eq(game_init_position(&g, &pos, 2), 0);
	char buf[160];
	struct record_error err;
	ck_assert_int_eq(benchlib_play(&g, 100, test_script_move, &t, buf, sizeof buf, &err), 0);
	ck_assert_int_eq(t.calls, 1);
	ck_assert(g.phase == GAME_OVER);
	ck_assert(g.winner == GOLD);
	game_free(&g);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("benchlib");
	TCase *tc = tcase_create("weights");
	tcase_add_test(tc, no_list_or_an_empty_one_changes_nothing);
	tcase_add_test(tc, each_pair_of_a_list_sets_its_weight);
	tcase_add_test(tc, a_malformed_pair_is_refused_by_name);
	tcase_add_test(tc, the_pair_refused_is_named_as_text_and_cut_short);
	tcase_add_test(tc, the_weights_written_back_end_at_a_whole_pair);
	tcase_add_test(tc, the_shuffled_setups_are_legal_and_follow_the_seed);
	tcase_add_test(tc, the_game_loop_stops_after_its_last_turn);
	tcase_add_test(tc, the_game_loop_names_a_move_refused_and_a_mover_with_none);
	tcase_add_test(tc, the_game_loop_stops_when_the_game_is_won);
	suite_add_tcase(s, tc);
	return s;
}
