/* test_aei.c: the AEI line helpers (src/aei/aeiline.c) and the built-in
 * player (src/engine): splitting messages, setoption's arguments, lines
 * read with a cap on their length; legal setups, a goal
 * found in one turn, a capture threat seen, a stop obeyed, and the
 * judgement the same for both colours. */
#include "config.h"
#include <stdatomic.h>
#include <unistd.h>
#include "aei/aeiline.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/record.h"
#include <stdio.h>
#include "lib/test.h"

START_TEST(split_type_and_rest)
{
	char line[] = "setoption name depth value 6  ";
	char *type, *rest;
	aeiline_split(line, &type, &rest);
	ck_assert_str_eq(type, "setoption");
	ck_assert_str_eq(rest, "name depth value 6");
	char bare[] = "go";
	aeiline_split(bare, &type, &rest);
	ck_assert_str_eq(type, "go");
	ck_assert_str_eq(rest, "");
}
END_TEST

START_TEST(option_name_and_value)
{
	char *name, *value;
	char a[] = "name opponent value bot Clueless";
	ck_assert_int_eq(aeiline_option(a, &name, &value), 0);
	ck_assert_str_eq(name, "opponent");
	ck_assert_str_eq(value, "bot Clueless");
	char b[] = "name rated";
	ck_assert_int_eq(aeiline_option(b, &name, &value), 0);
	ck_assert_str_eq(name, "rated");
	ck_assert_ptr_null(value);
	char c[] = "depth value 6";
	ck_assert_int_eq(aeiline_option(c, &name, &value), -1);
	char d[] = "name depth 6";
	ck_assert_int_eq(aeiline_option(d, &name, &value), -1);
	char e[] = "name";
	ck_assert_int_eq(aeiline_option(e, &name, &value), -1);
}
END_TEST

/* Writes text into a pipe and returns its read end (the write end closed). */
static int test_pipe(const char *text, size_t n)
{
	int fd[2];
	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(write(fd[1], text, n), (ssize_t)n);
	close(fd[1]);
	return fd[0];
}

START_TEST(reader_line_ends_and_last_line)
{
	static const char text[] = "aeiok\r\nreadyok\nbestmove Ed2n";
	int fd = test_pipe(text, sizeof text - 1);
	static struct aeiline_reader r;
	static struct aeiline line;
	aeiline_reader_init(&r);
	while (aeiline_fill(&r, fd) > 0)
		;
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "aeiok");
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "readyok");
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "bestmove Ed2n");
	ck_assert(!aeiline_next(&r, &line));
	close(fd);
}
END_TEST

START_TEST(reader_cuts_a_long_line_and_goes_on)
{
	static char text[3 * AEILINE_MAX];
	size_t n = 0;
	memset(text, 'i', 2 * AEILINE_MAX + 10);
	n = 2 * AEILINE_MAX + 10;
	memcpy(text + n, "\nreadyok\n", 9);
	n += 9;
	int fd[2];
	ck_assert_int_eq(pipe(fd), 0);
	static struct aeiline_reader r;
	static struct aeiline line;
	aeiline_reader_init(&r);
	/* fed in pieces, as a pipe delivers them */
	size_t done = 0, got = 0;
	bool cut = false, ready = false;
	while (done < n || !r.eof) {
		if (done < n) {
			size_t k = n - done < 1000 ? n - done : 1000;
			ck_assert_int_eq(write(fd[1], text + done, k), (ssize_t)k);
			done += k;
			if (done == n)
				close(fd[1]);
		}
		aeiline_fill(&r, fd[0]);
		while (aeiline_next(&r, &line)) {
			got++;
			if (line.too_long) {
				ck_assert_uint_eq(line.len, AEILINE_MAX);
				ck_assert_int_eq(line.text[0], 'i');
				cut = true;
			} else {
				ck_assert_str_eq(line.text, "readyok");
				ready = true;
			}
		}
	}
	ck_assert(cut && ready);
	ck_assert_uint_eq(got, 2);
	close(fd[0]);
}
END_TEST

START_TEST(setups_are_legal)
{
	for (int c = 0; c < COLOR_NB; c++) {
		struct placement pl[16];
		engine_setup((enum color)c, pl);
		ck_assert_int_eq(game_check_setup((enum color)c, pl, 16), SETUP_OK);
	}
}
END_TEST

/* Thinks at depth d in pos and returns the move as a record line's verdict. */
static void test_think(const struct position *pos, int depth, const atomic_bool *stop,
		       struct engine_result *res, struct game *g)
{
	ck_assert_int_eq(game_init_position(g, pos, 2), 0);
	struct engine *e = engine_new();
	struct engine_limits lim = { depth, 0 };
	ck_assert_int_eq(engine_think(e, g, &lim, stop, NULL, NULL, res), 0);
	engine_free(e);
	struct record_error err;
	ck_assert_msg(record_play_line(g, res->move, &err) == 0, "%s: %s", res->move, err.message);
}

START_TEST(goal_in_one_is_found)
{
	/* Gold's rabbit on c5 has four steps to c8; c6 is a trap with no
	 * friend beside it, so it goes round by b5 or d5. */
	struct position pos = test_pieces(GOLD, "Rc5 Ea1 ee8 rh7 dd6");
	struct engine_result res;
	struct game g;
	test_think(&pos, 1, NULL, &res, &g);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, GOLD);
	ck_assert_int_eq(g.reason, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(goal_threat_is_stopped)
{
	/* Silver's rabbit on b2 goals next turn unless Gold freezes it (the
	 * horse to b1 does): two turns deep, Gold must not let it through. */
	struct position pos = test_pieces(GOLD, "Ra1 Rd2 Eh8 Hc1 rb2 eh1 Mf5");
	ck_assert(!eval_goal_threat(&pos));
	struct position silver = pos;
	position_set_side(&silver, SILVER);
	ck_assert(eval_goal_threat(&silver));
	struct engine_result res;
	struct game g;
	test_think(&pos, 2, NULL, &res, &g);
	if (g.phase != GAME_OVER) {
		position_set_side(&g.pos, SILVER);
		ck_assert_msg(!eval_goal_threat(&g.pos), "after %s Silver still goals", res.move);
	}
	game_free(&g);
}
END_TEST

START_TEST(capture_threat_is_seen)
{
	/* A lone silver dog beside the empty trap c3, Gold's elephant two steps
	 * from d4 (then two steps push it in): Gold, to move, threatens it;
	 * Silver, to move, does not; from e2 the elephant is a step too far. */
	struct position pos = test_pieces(GOLD, "Ee3 dc4 Ra1 ra8 eh8");
	struct position far = test_pieces(GOLD, "Ee2 dc4 Ra1 ra8 eh8");
	ck_assert_int_eq(eval_capture_threat(&far), 0);
	ck_assert_int_eq(eval_capture_threat(&pos), eval_piece_value(DOG, 1));
	position_set_side(&pos, SILVER);
	ck_assert_int_eq(eval_capture_threat(&pos), 0);
}
END_TEST

START_TEST(a_stopped_search_still_moves)
{
	struct position pos = test_pieces(GOLD, "Ra2 Rb2 Ed2 Mc1 rh7 rg7 ed7 mc8");
	atomic_bool stop;
	atomic_init(&stop, true);
	struct engine_result res;
	struct game g;
	test_think(&pos, 0, &stop, &res, &g);
	ck_assert_int_eq(res.depth, 4);
	game_free(&g);
}
END_TEST

/* pos turned over: ranks mirrored and colours swapped. */
static struct position test_mirror(const struct position *pos)
{
	struct position m;
	position_clear(&m, color_other(pos->side));
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		int p = pos->board[sq];
		if (p != PIECE_NONE)
			position_put(&m, square_make(square_file(sq), 7 - square_rank(sq)),
				     piece_make(color_other(piece_color(p)), piece_kind(p)));
	}
	return m;
}

START_TEST(judgement_is_the_same_for_both_colours)
{
	static const char *const boards[] = {
		"Ra2 Rb2 Ed2 Mc1 Hc4 rh7 rg7 ed7 mc8 dc6 Rf6",
		"Ee2 dc4 Ra1 ra8 eh8",
		"Rc5 Ea1 ee8 rh7 dd6 Cf3 cf6",
	};
	for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
		for (int c = 0; c < COLOR_NB; c++) {
			struct position pos = test_pieces((enum color)c, boards[i]);
			struct position m = test_mirror(&pos);
			ck_assert_int_eq(eval_position(&pos), eval_position(&m));
			ck_assert_int_eq(eval_goal_threat(&pos), eval_goal_threat(&m));
		}
	}
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("aei");
	TCase *t = tcase_create("aeiline");
	tcase_add_test(t, split_type_and_rest);
	tcase_add_test(t, option_name_and_value);
	tcase_add_test(t, reader_line_ends_and_last_line);
	tcase_add_test(t, reader_cuts_a_long_line_and_goes_on);
	suite_add_tcase(s, t);
	t = tcase_create("engine");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, setups_are_legal);
	tcase_add_test(t, goal_in_one_is_found);
	tcase_add_test(t, goal_threat_is_stopped);
	tcase_add_test(t, capture_threat_is_seen);
	tcase_add_test(t, a_stopped_search_still_moves);
	tcase_add_test(t, judgement_is_the_same_for_both_colours);
	suite_add_tcase(s, t);
	return s;
}
