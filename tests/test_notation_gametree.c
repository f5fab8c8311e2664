/* test_notation_gametree.c: the game tree: a move added away from a line's
 * end branches, the same move added twice is one child, repetition counts
 * on the path from the root only, a board result ends a line and an
 * outside result does not, promote, demote, make main line and delete;
 * a node's packed move comes back whole, and a node with many children
 * finds them through the index; a tree fitted to its size keeps its moves. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "notation/gametree.h"
#include "notation/record.h"
#include "lib/test.h"

/* A turn of one step, numbered and sided, for trees that need no rules. */
static struct gametree_move one_step(int number, enum color side, const char *token)
{
	struct gametree_move mv;
	memset(&mv, 0, sizeof mv);
	mv.type = MOVE_TURN;
	mv.number = number;
	mv.side = side;
	mv.nsteps = 1;
	mv.steps[0].step = fixture_step(token);
	return mv;
}

/* Gold's setup of two rabbits, on a1 and b1 (a tree needs no rules). */
static struct gametree_move two_rabbits(void)
{
	struct gametree_move s;
	memset(&s, 0, sizeof s);
	s.type = MOVE_SETUP;
	s.number = 1;
	s.side = GOLD;
	s.nplacements = 2;
	s.placements[0] = (struct placement){ fixture_piece('R'), (uint8_t)fixture_square("a1") };
	s.placements[1] = (struct placement){ fixture_piece('R'), (uint8_t)fixture_square("b1") };
	return s;
}

/* Two distinct positions to hang on nodes. */
static struct position pos_p(void)
{
	return test_pieces(GOLD, "Ed4 ee5 Ra1 rh8");
}

static struct position pos_q(void)
{
	return test_pieces(GOLD, "Ed3 ee5 Ra1 rh8");
}

START_TEST(a_move_away_from_the_end_adds_a_branch)
{
	struct gametree t;
	struct position p = pos_p(), q = pos_q();
	struct gametree_move a = one_step(2, GOLD, "Ed4n"), b = one_step(2, SILVER, "ee5s");
	struct gametree_move c = one_step(2, GOLD, "Ed4s");
	gametree_init(&t);
	gametree_id na = gametree_add(&t, GAMETREE_ROOT, &a, &p, NULL);
	gametree_id nb = gametree_add(&t, na, &b, &q, NULL);
	bool added = false;
	gametree_id nc = gametree_add(&t, GAMETREE_ROOT, &c, &q, &added);
	ck_assert(added);
	ck_assert_uint_eq(gametree_nchildren(&t, GAMETREE_ROOT), 2);
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 0), na);   /* the main line stays */
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 1), nc);
	ck_assert_uint_eq(gametree_node(&t, na)->first, nb);             /* nothing lost */
	ck_assert(gametree_is_main(&t, nb));
	ck_assert(!gametree_is_main(&t, nc));
	ck_assert_uint_eq(gametree_main_end(&t), nb);
	ck_assert_uint_eq(gametree_depth(&t, nb), 2);
	gametree_free(&t);
}
END_TEST

START_TEST(the_same_move_twice_reuses_the_child)
{
	struct gametree t;
	struct position p = pos_p();
	struct gametree_move a = one_step(2, GOLD, "Ed4n"), a2 = one_step(2, GOLD, "Ed4n");
	gametree_init(&t);
	bool added;
	gametree_id n1 = gametree_add(&t, GAMETREE_ROOT, &a, &p, &added);
	ck_assert(added);
	gametree_id n2 = gametree_add(&t, GAMETREE_ROOT, &a2, &p, &added);
	ck_assert(!added);
	ck_assert_uint_eq(n1, n2);
	ck_assert_uint_eq(gametree_nchildren(&t, GAMETREE_ROOT), 1);
	gametree_free(&t);
}
END_TEST

START_TEST(setups_in_another_order_are_the_same_move)
{
	struct gametree t;
	struct gametree_move s1, s2;
	struct position p = test_pieces(SILVER, "Ra1 Rb1");
	s1 = two_rabbits();
	s2 = s1;
	s2.placements[0] = s1.placements[1];
	s2.placements[1] = s1.placements[0];
	gametree_init(&t);
	gametree_id n1 = gametree_add(&t, GAMETREE_ROOT, &s1, &p, NULL);
	ck_assert_uint_eq(gametree_add(&t, GAMETREE_ROOT, &s2, &p, NULL), n1);
	/* the node keeps the placements apart and gives them back whole */
	struct gametree_move got;
	gametree_move_get(&t, n1, &got);
	ck_assert_int_eq(got.type, MOVE_SETUP);
	ck_assert_int_eq(got.side, GOLD);
	ck_assert_int_eq(got.nplacements, 2);
	ck_assert_int_eq(got.placements[1].square, fixture_square("b1"));
	ck_assert_int_eq(got.placements[1].piece, fixture_piece('R'));
	ck_assert_int_eq(gametree_side_after(&t, n1), SILVER);
	gametree_free(&t);
}
END_TEST

START_TEST(repetition_counts_along_the_path_only)
{
	struct gametree t;
	struct position p = pos_p(), q = pos_q();
	gametree_init(&t);
	struct gametree_move m1 = one_step(2, GOLD, "Ed4s"), m2 = one_step(2, SILVER, "ee5n");
	struct gametree_move m3 = one_step(3, GOLD, "Ed3n"), m4 = one_step(3, SILVER, "ee6s");
	gametree_id a = gametree_add(&t, GAMETREE_ROOT, &m1, &p, NULL);   /* P */
	gametree_id b = gametree_add(&t, a, &m2, &q, NULL);               /* Q */
	gametree_id c = gametree_add(&t, b, &m3, &p, NULL);               /* P again */
	gametree_id d = gametree_add(&t, c, &m4, &p, NULL);               /* and again */
	struct gametree_move other = one_step(2, GOLD, "Ed4w");
	gametree_id e = gametree_add(&t, GAMETREE_ROOT, &other, &p, NULL);/* P on another line */
	ck_assert_int_eq(gametree_repetitions(&t, a), 1);
	ck_assert_int_eq(gametree_repetitions(&t, b), 1);
	ck_assert_int_eq(gametree_repetitions(&t, c), 2);
	ck_assert_int_eq(gametree_repetitions(&t, d), 3);
	ck_assert_int_eq(gametree_repetitions(&t, e), 1);   /* a, c and d are not on its path */
	gametree_free(&t);
}
END_TEST

START_TEST(third_repetition_is_refused_on_the_path)
{
	/* the AEI case third-repetition.txt, whose 4s makes the position after
	 * 2s for the third time: played along the tree's path, the core refuses it */
	struct gametree t;
	struct game g;
	char *text = test_slurp(test_data("cases/third-repetition.txt"), NULL);
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(record_parse(text, strlen(text), &rec, &err), 0);
	ck_assert_int_eq(record_replay(&rec, &g, false, &err), 1);
	ck_assert_str_eq(err.move, "4s");
	gametree_init(&t);
	gametree_id cur = GAMETREE_ROOT;
	for (size_t i = 0; i < g.nmoves; i++) {
		struct gametree_move mv;
		struct position after;
		gametree_move_of(&g.moves[i], &mv);
		game_position_before(&g, i + 1, &after);
		cur = gametree_add(&t, cur, &mv, &after, NULL);
	}
	ck_assert_int_eq(gametree_repetitions(&t, cur), 2);   /* after 4g: Gold's twice, Silver to move */
	struct game h;
	ck_assert_int_eq(gametree_game(&t, cur, &h), 0);
	struct gametree_move rep = one_step(4, SILVER, "he6n");
	ck_assert_int_ne(gametree_play(&h, &rep), GAME_PLAYED);
	game_free(&h);
	game_free(&g);
	record_free(&rec);
	free(text);
	gametree_free(&t);
}
END_TEST

START_TEST(a_board_result_ends_a_line_an_outside_one_does_not)
{
	struct gametree t;
	struct position p = pos_p(), q = pos_q();
	struct gametree_move a = one_step(2, GOLD, "Ed4n"), b = one_step(2, SILVER, "ee5s");
	gametree_init(&t);
	gametree_id na = gametree_add(&t, GAMETREE_ROOT, &a, &p, NULL);
	gametree_set_board_result(&t, na, 'w', 'g');
	ck_assert_uint_eq(gametree_add(&t, na, &b, &q, NULL), GAMETREE_NONE);
	ck_assert(!gametree_set_result(&t, na, 'b', 't'));   /* the board decided */
	struct gametree_move c = one_step(2, GOLD, "Ed4s");
	gametree_id nc = gametree_add(&t, GAMETREE_ROOT, &c, &p, NULL);
	ck_assert(gametree_set_result(&t, nc, 'b', 'r'));
	gametree_id nd = gametree_add(&t, nc, &b, &q, NULL);
	ck_assert_uint_ne(nd, GAMETREE_NONE);   /* play on after a resignation */
	/* each line keeps its own result */
	ck_assert_int_eq(gametree_node(&t, na)->winner, 'w');
	ck_assert_int_eq(gametree_node(&t, nc)->winner, 'b');
	ck_assert_int_eq(gametree_node(&t, nd)->winner, 0);
	/* the main line stops at a result */
	gametree_make_main(&t, nd);
	ck_assert_uint_eq(gametree_main_end(&t), nc);
	gametree_free(&t);
}
END_TEST

START_TEST(promote_demote_make_main_and_delete)
{
	struct gametree t;
	struct position p = pos_p();
	gametree_init(&t);
	gametree_id c[3];
	const char *tok[3] = { "Ed4n", "Ed4s", "Ed4w" };
	for (int i = 0; i < 3; i++) {
		struct gametree_move m = one_step(2, GOLD, tok[i]);
		c[i] = gametree_add(&t, GAMETREE_ROOT, &m, &p, NULL);
	}
	struct gametree_move deep = one_step(2, SILVER, "ee5n");
	gametree_id below = gametree_add(&t, c[2], &deep, &p, NULL);
	ck_assert(!gametree_promote(&t, c[0]));
	ck_assert(gametree_promote(&t, c[2]));      /* a c b */
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 1), c[2]);
	ck_assert(gametree_demote(&t, c[0]));       /* c a b */
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 0), c[2]);
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 1), c[0]);
	ck_assert(!gametree_demote(&t, c[1]));
	gametree_make_main(&t, c[1]);               /* b c a */
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 0), c[1]);
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 1), c[2]);
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 2), c[0]);
	ck_assert_uint_eq(gametree_node(&t, GAMETREE_ROOT)->last, c[0]);   /* the last child is known */
	size_t live = t.live;
	ck_assert(gametree_delete(&t, c[2]));       /* and the move below it */
	ck_assert_uint_eq(t.live, live - 2);
	ck_assert(gametree_node(&t, below)->dead);
	ck_assert_uint_eq(gametree_nchildren(&t, GAMETREE_ROOT), 2);
	ck_assert_uint_eq(gametree_node(&t, GAMETREE_ROOT)->last, c[0]);
	ck_assert(gametree_delete(&t, c[0]));
	ck_assert_uint_eq(gametree_node(&t, GAMETREE_ROOT)->last, c[1]);
	ck_assert(!gametree_delete(&t, GAMETREE_ROOT));
	/* a deleted move can be added again, as a new node */
	struct gametree_move again = one_step(2, GOLD, "Ed4w");
	bool added;
	gametree_id n = gametree_add(&t, GAMETREE_ROOT, &again, &p, &added);
	ck_assert(added);
	ck_assert_uint_ne(n, c[2]);
	ck_assert_uint_eq(gametree_child(&t, GAMETREE_ROOT, 1), n);   /* added after the last */
	ck_assert_uint_eq(gametree_node(&t, GAMETREE_ROOT)->last, n);
	gametree_free(&t);
}
END_TEST

/* Fitted to what it holds, a grown tree keeps every node and step, and
 * grows again when a move is added after. */
START_TEST(a_fitted_tree_keeps_its_moves_and_grows_again)
{
	struct gametree t;
	struct position p = pos_p();
	gametree_init(&t);
	gametree_id cur = GAMETREE_ROOT;
	for (int i = 0; i < 1000; i++) {
		struct gametree_move m = one_step(2 + i / 2, i % 2 ? SILVER : GOLD, i % 2 ? "ee5n" : "Ed4n");
		cur = gametree_add(&t, cur, &m, &p, NULL);
	}
	ck_assert_uint_gt(t.cap, t.nnodes);   /* grown by a quarter: room to spare */
	gametree_fit(&t);
	ck_assert_uint_eq(t.cap, 1001);
	ck_assert_uint_eq(t.packed_cap, 1000);
	ck_assert_uint_eq(gametree_depth(&t, cur), 1000);
	struct gametree_move got, m = one_step(502, GOLD, "Ed4n");
	gametree_move_get(&t, cur, &got);
	ck_assert_int_eq(got.number, 501);
	ck_assert_int_eq(got.side, SILVER);
	ck_assert(got.nsteps == 1 && got.steps[0].step.from == fixture_step("ee5n").from);
	gametree_id next = gametree_add(&t, cur, &m, &p, NULL);
	ck_assert_uint_eq(next, 1001);
	ck_assert_uint_eq(t.nodes[next].parent, cur);
	gametree_free(&t);
}
END_TEST

/* A line of 200,000 moves (a recursive delete would need a frame a
 * move); under check-valgrind's stride one move in the stride's (10,000
 * at 20: memcheck took 70 s for the whole line, the other builds 1 s). */
START_TEST(a_deep_line_is_deleted_without_recursion)
{
	struct gametree t;
	struct position p = pos_p();
	gametree_init(&t);
	gametree_id cur = GAMETREE_ROOT, first = GAMETREE_NONE;
	int n = 200000 / (int)test_stride();
	for (int i = 0; i < n; i++) {
		struct gametree_move m = one_step(2 + i / 2, i % 2 ? SILVER : GOLD, i % 2 ? "ee5n" : "Ed4n");
		cur = gametree_add(&t, cur, &m, &p, NULL);
		if (first == GAMETREE_NONE)
			first = cur;
	}
	ck_assert(gametree_delete(&t, first));
	ck_assert_uint_eq(t.live, 1);
	gametree_free(&t);
}
END_TEST

START_TEST(glyphs_one_move_glyph_and_numeric_ones)
{
	struct gametree t;
	struct position p = pos_p();
	struct gametree_move a = one_step(2, GOLD, "Ed4n");
	gametree_init(&t);
	gametree_id n = gametree_add(&t, GAMETREE_ROOT, &a, &p, NULL);
	ck_assert(gametree_add_nag(&t, n, 1));
	ck_assert(gametree_add_nag(&t, n, 14));
	ck_assert(gametree_add_nag(&t, n, 6));     /* replaces the move glyph ! */
	ck_assert_int_eq(gametree_notes(&t, n)->nnags, 2);
	ck_assert_int_eq(gametree_notes(&t, n)->nags[0], 6);
	ck_assert_str_eq(gametree_glyph_text(6), "?!");
	ck_assert_int_eq(gametree_glyph_read("!!", 2), 3);
	ck_assert_int_eq(gametree_glyph_read("??", 2), 4);
	ck_assert(!gametree_add_nag(&t, n, 0));
	gametree_free(&t);
}
END_TEST

START_TEST(a_turn_comes_back_whole_with_roles_and_captures)
{
	/* a node keeps its move packed: every field a turn's steps carry comes back */
	struct gametree t;
	struct gametree_move mv, got;
	struct position p = pos_p();
	memset(&mv, 0, sizeof mv);
	mv.type = MOVE_TURN;
	mv.number = 41;
	mv.side = SILVER;
	mv.nsteps = 3;
	mv.steps[0] = (struct turn_step){ fixture_step("Dc4s"), ROLE_PUSHED, 1, { fixture_piece('D'), 0 },
					  { (uint8_t)fixture_square("c3"), 0 } };
	mv.steps[1] = (struct turn_step){ fixture_step("ec5s"), ROLE_PUSHER, 2, { fixture_piece('H'), fixture_piece('c') },
					  { (uint8_t)fixture_square("f6"), (uint8_t)fixture_square("c6") } };
	mv.steps[2] = (struct turn_step){ fixture_step("eh8w"), ROLE_PLAIN, 1, { fixture_piece('R'), 0 },
					  { (uint8_t)fixture_square("f3"), 0 } };
	gametree_init(&t);
	gametree_id id = gametree_add(&t, GAMETREE_ROOT, &mv, &p, NULL);
	gametree_move_get(&t, id, &got);
	ck_assert_int_eq(got.type, MOVE_TURN);
	ck_assert_int_eq(got.number, 41);
	ck_assert_int_eq(got.side, SILVER);
	ck_assert_int_eq(got.nsteps, 3);
	for (int i = 0; i < 3; i++) {
		ck_assert_int_eq(got.steps[i].step.from, mv.steps[i].step.from);
		ck_assert_int_eq(got.steps[i].step.to, mv.steps[i].step.to);
		ck_assert_int_eq(got.steps[i].step.piece, mv.steps[i].step.piece);
		ck_assert_int_eq(got.steps[i].role, mv.steps[i].role);
		ck_assert_int_eq(got.steps[i].ncaptures, mv.steps[i].ncaptures);
		for (int c = 0; c < mv.steps[i].ncaptures; c++) {
			ck_assert_int_eq(got.steps[i].capture_piece[c], mv.steps[i].capture_piece[c]);
			ck_assert_int_eq(got.steps[i].capture_square[c], mv.steps[i].capture_square[c]);
		}
	}
	/* a node without notes reads as empty: no comment, no clock */
	ck_assert_ptr_null(gametree_notes(&t, id)->comment);
	ck_assert_int_eq(gametree_notes(&t, id)->clk, -1);
	ck_assert_int_eq(gametree_notes(&t, id)->emt, -1);
	ck_assert_uint_eq(gametree_node(&t, id)->notes, 0);
	gametree_free(&t);
}
END_TEST

START_TEST(many_children_are_found_again_and_a_line_needs_no_index)
{
	/* past a few children of a node they are found through the index;
	 * a line without variations puts nothing in it */
	static const char *const steps[] = { "Ea1n", "Eb1n", "Ec1n", "Ed1n", "Ee1n", "Ef1n", "Eg1n", "Eh1n",
					     "Ea2n", "Eb2n", "Ec2n", "Ed2n", "Ee2n", "Ef2n", "Eg2n", "Eh2n" };
	enum { N = sizeof steps / sizeof steps[0] };
	struct gametree t;
	struct position p = pos_p();
	gametree_id ids[N];
	gametree_init(&t);
	gametree_id at = GAMETREE_ROOT;
	for (int i = 0; i < 40; i++) {
		struct gametree_move mv = one_step(2 + i / 2, i % 2 ? SILVER : GOLD, "Ed4n");
		at = gametree_add(&t, at, &mv, &p, NULL);
	}
	ck_assert_uint_eq(t.index_live, 0);
	for (int i = 0; i < N; i++) {
		struct gametree_move mv = one_step(2, GOLD, steps[i]);
		bool added = false;
		ids[i] = gametree_add(&t, at, &mv, &p, &added);
		ck_assert(added);
	}
	ck_assert_uint_eq(gametree_nchildren(&t, at), N);
	size_t nodes = t.nnodes;
	for (int i = N; i-- > 0;) {
		struct gametree_move mv = one_step(2, GOLD, steps[i]);
		bool added = true;
		ck_assert_uint_eq(gametree_add(&t, at, &mv, &p, &added), ids[i]);
		ck_assert(!added);
	}
	ck_assert_uint_eq(t.nnodes, nodes);
	/* deleted children are not found; added again, they are new nodes found again */
	for (int i = 0; i < N; i += 2)
		ck_assert(gametree_delete(&t, ids[i]));
	for (int i = 0; i < N; i++) {
		struct gametree_move mv = one_step(2, GOLD, steps[i]);
		bool added = false;
		gametree_id id = gametree_add(&t, at, &mv, &p, &added);
		ck_assert(added == (i % 2 == 0));
		if (i % 2)
			ck_assert_uint_eq(id, ids[i]);
		else
			ids[i] = id;
	}
	for (int i = 0; i < N; i++) {
		struct gametree_move mv = one_step(2, GOLD, steps[i]);
		ck_assert_uint_eq(gametree_add(&t, at, &mv, &p, NULL), ids[i]);
	}
	ck_assert_uint_eq(gametree_nchildren(&t, at), N);
	gametree_free(&t);
}
END_TEST

START_TEST(a_hash_alone_does_not_make_a_repetition)
{
	/* moves that replay from the root: a node whose hash is forged to
	 * another's is told apart by its board */
	struct gametree t;
	struct position start = test_pieces(GOLD, "Ed4 ee5 Ra1 rh8");
	struct position a = start, b, c;
	gametree_init_position(&t, &start, 2);
	struct gametree_move m1 = one_step(2, GOLD, "Ed4s"), m2 = one_step(2, SILVER, "ee5s");
	struct gametree_move m3 = one_step(3, GOLD, "Ed3n");
	position_move(&a, fixture_square("d4"), fixture_square("d3"));
	position_set_side(&a, SILVER);
	b = a;
	position_move(&b, fixture_square("e5"), fixture_square("e4"));
	position_set_side(&b, GOLD);
	c = b;
	position_move(&c, fixture_square("d3"), fixture_square("d4"));
	position_set_side(&c, SILVER);
	struct position forged = c;
	forged.hash = a.hash;   /* the board of c, the hash of a */
	gametree_id n1 = gametree_add(&t, GAMETREE_ROOT, &m1, &a, NULL);
	gametree_id n2 = gametree_add(&t, n1, &m2, &b, NULL);
	gametree_id n3 = gametree_add(&t, n2, &m3, &forged, NULL);
	ck_assert_int_eq(gametree_repetitions(&t, n3), 1);
	ck_assert_int_eq(gametree_repetitions(&t, n1), 1);
	gametree_free(&t);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("notation_gametree");
	TCase *tc = tcase_create("gametree");
	tcase_add_test(tc, a_move_away_from_the_end_adds_a_branch);
	tcase_add_test(tc, the_same_move_twice_reuses_the_child);
	tcase_add_test(tc, setups_in_another_order_are_the_same_move);
	tcase_add_test(tc, repetition_counts_along_the_path_only);
	tcase_add_test(tc, third_repetition_is_refused_on_the_path);
	tcase_add_test(tc, a_board_result_ends_a_line_an_outside_one_does_not);
	tcase_add_test(tc, promote_demote_make_main_and_delete);
	tcase_add_test(tc, a_deep_line_is_deleted_without_recursion);
	tcase_add_test(tc, a_fitted_tree_keeps_its_moves_and_grows_again);
	tcase_add_test(tc, glyphs_one_move_glyph_and_numeric_ones);
	tcase_add_test(tc, a_turn_comes_back_whole_with_roles_and_captures);
	tcase_add_test(tc, many_children_are_found_again_and_a_line_needs_no_index);
	tcase_add_test(tc, a_hash_alone_does_not_make_a_repetition);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}
