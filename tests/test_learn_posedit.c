/* test_learn_posedit.c: the position editor's model: putting, removing,
 * clearing, the side and the steps taken; the rules' checks explained;
 * saving as a record that the record reader reads back. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "learn/posedit.h"
#include "notation/record.h"
#include "lib/test.h"

static void put(struct posedit *e, const char *tokens)
{
	struct position pos = test_pieces(GOLD, tokens);
	for (int sq = 0; sq < SQUARE_NB; sq++)
		if (pos.board[sq])
			posedit_put(e, sq, pos.board[sq]);
}

START_TEST(put_remove_and_clear)
{
	struct posedit e;
	posedit_init(&e);
	ck_assert_int_eq(e.pos.side, GOLD);
	ck_assert_int_eq(e.number, 2);
	ck_assert_int_eq(posedit_put(&e, fixture_square("d4"), fixture_piece('E')), PIECE_NONE);
	/* Putting on an occupied square replaces the piece, and says which. */
	ck_assert_int_eq(posedit_put(&e, fixture_square("d4"), fixture_piece('m')), fixture_piece('E'));
	ck_assert_int_eq(e.pos.board[fixture_square("d4")], fixture_piece('m'));
	ck_assert_int_eq(posedit_remove(&e, fixture_square("d4")), fixture_piece('m'));
	ck_assert_int_eq(posedit_remove(&e, fixture_square("d4")), PIECE_NONE);
	ck_assert_int_eq(posedit_put(&e, 64, fixture_piece('E')), -1);
	ck_assert_int_eq(posedit_put(&e, 0, PIECE_NB), -1);
	put(&e, "Ra1 rh8 Ed4");
	fixture_assert_consistent(&e.pos);
	posedit_clear(&e);
	ck_assert_uint_eq(position_occupied(&e.pos), 0);
	fixture_assert_consistent(&e.pos);
	posedit_set_side(&e, SILVER);
	ck_assert_int_eq(e.pos.side, SILVER);
	fixture_assert_consistent(&e.pos);
	ck_assert_int_eq(posedit_set_number(&e, 1), -1);
	ck_assert_int_eq(posedit_set_number(&e, 17), 0);
	ck_assert_int_eq(e.number, 17);
}
END_TEST

START_TEST(checks_explain_what_the_rules_refuse)
{
	struct posedit e;
	char why[200];
	posedit_init(&e);
	put(&e, "Ra1 rh8 Ed4");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_OK);
	put(&e, "Hb1 Hc1 Hd1");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_TOO_MANY);
	ck_assert_str_eq(why, "gold has 3 horses: a side has at most 2");
	posedit_remove(&e, fixture_square("d1"));
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_OK);
	/* A cat alone on c6 would have fallen; a friend beside it saves it. */
	put(&e, "cc6");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_TRAP);
	ck_assert_str_eq(why, "the silver cat on c6 stands on a trap with no silver piece beside it: it would have been captured");
	put(&e, "dc7");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_OK);
	/* A gold piece beside it is no friend. */
	posedit_remove(&e, fixture_square("c7"));
	put(&e, "Dc7");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_TRAP);
	posedit_remove(&e, fixture_square("c6"));
	/* A gold rabbit on rank 8 has won; on rank 1 it is at home. */
	put(&e, "Rb8");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_GOAL_RANK);
	ck_assert_str_eq(why, "the gold rabbit on b8 stands on the rank where it wins: the game would be over");
	posedit_remove(&e, fixture_square("b8"));
	put(&e, "rb1");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_GOAL_RANK);
	ck_assert_str_eq(why, "the silver rabbit on b1 stands on the rank where it wins: the game would be over");
	posedit_remove(&e, fixture_square("b1"));
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_OK);
	posedit_clear(&e);
	put(&e, "rh8");
	ck_assert_int_eq(posedit_check(&e, why, sizeof why), POSEDIT_NO_PIECES);
	ck_assert_str_eq(why, "gold, to move, has no piece");
}
END_TEST

START_TEST(taken_steps_are_checked_in_plays_words)
{
	struct posedit e;
	char why[200];
	struct step s[3];
	posedit_init(&e);
	put(&e, "Ra1 rh8 Ed4 hd5 Dc4");
	s[0] = fixture_step("Ra1n");
	s[1] = fixture_step("Ra2s");
	ck_assert_int_eq(posedit_set_taken(&e, s, 2, why, sizeof why), -1);
	ck_assert_str_eq(why, "step Ra2s: a rabbit may not step back");
	ck_assert_int_eq(e.ntaken, 0);
	s[1] = fixture_step("hd5n");
	s[2] = fixture_step("Ed4n");
	ck_assert_int_eq(posedit_set_taken(&e, s, 3, why, sizeof why), 0);
	struct turn t;
	posedit_turn(&e, &t);
	ck_assert_int_eq(t.nsteps, 3);
	ck_assert_int_eq(t.pos.board[fixture_square("d5")], fixture_piece('E'));
	/* Changing the board drops the steps taken. */
	posedit_put(&e, fixture_square("h1"), fixture_piece('R'));
	ck_assert_int_eq(e.ntaken, 0);
}
END_TEST

START_TEST(saved_record_reads_back)
{
	struct posedit e;
	char why[200];
	posedit_init(&e);
	put(&e, "Ra1 Rb2 rh8 rg7 Ed4 md5 Cc2");
	posedit_set_side(&e, SILVER);
	posedit_set_number(&e, 12);
	char *text = posedit_save(&e);
	ck_assert_ptr_nonnull(strstr(text, "\nPosition: 12s ["));
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(record_parse(text, strlen(text), &rec, &err), 0);
	ck_assert(rec.has_position);
	ck_assert_int_eq(rec.start_number, 12);
	fixture_assert_same_position(&rec.start, &e.pos);
	ck_assert_ptr_nonnull(record_header(&rec, "Position"));
	record_free(&rec);
	/* The Position header alone reads back as the same position. */
	struct posedit back;
	const char *hdr = strstr(text, "Position: ") + 10;
	ck_assert_int_eq(posedit_read(&back, hdr, (size_t)(strchr(hdr, '\n') - hdr), why, sizeof why), 0);
	fixture_assert_same_position(&back.pos, &e.pos);
	ck_assert_int_eq(back.number, 12);
	free(text);
	ck_assert_int_eq(posedit_read(&back, "g [xx]", 6, why, sizeof why), -1);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("learn_posedit");
	TCase *tc = tcase_create("posedit");
	tcase_add_test(tc, put_remove_and_clear);
	tcase_add_test(tc, checks_explain_what_the_rules_refuse);
	tcase_add_test(tc, taken_steps_are_checked_in_plays_words);
	tcase_add_test(tc, saved_record_reads_back);
	suite_add_tcase(s, tc);
	return s;
}
