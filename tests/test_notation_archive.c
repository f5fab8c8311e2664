/* test_notation_archive.c: the arimaa.com archive (columns by name,
 * "\n"-separated movelists, old rules by start time), every game in
 * tests/data/allgames202602.txt, and the verdicts of tests/data/cases/. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "notation/archive.h"
#include "notation/notation.h"
#include "notation/record.h"
#include <stdio.h>
#include "lib/test.h"

static struct archive arch;
static char *arch_text;
static size_t arch_len;

static void load_archive(void)
{
	struct record_error err;
	arch_text = test_slurp(test_data("allgames202602.txt"), &arch_len);
	ck_assert_int_eq(archive_parse(arch_text, arch_len, &arch, &err), 0);
}

static void unload_archive(void)
{
	archive_free(&arch);
	free(arch_text);
}

START_TEST(archive_detected_by_header_row)
{
	ck_assert(archive_detect(arch_text, arch_len));
	ck_assert(!archive_detect("1g Ra1\n", 7));
	ck_assert(!archive_detect("id\tname\n1\tx\n", 12));
	ck_assert(archive_detect("movelist\tid\n", 12));
}
END_TEST

START_TEST(archive_rows_and_columns_by_name)
{
	ck_assert_uint_eq(arch.nrows, 147);
	ck_assert_uint_eq(arch.ncolumns, 29);
	ck_assert_str_eq(archive_field(&arch, 0, "id"), "669122");
	ck_assert_str_eq(archive_field(&arch, 0, "wusername"), "bot_dolores_v1");
	ck_assert_str_eq(archive_field(&arch, 0, "timecontrol"), "15s/2m30s/100");
	ck_assert_ptr_null(archive_field(&arch, 0, "nosuchcolumn"));
	ck_assert_ptr_null(archive_field(&arch, 147, "id"));
	ck_assert_int_eq(arch.rows[0].lineno, 2);
	ck_assert_int_eq(archive_find(&arch, "669122"), 0);
	ck_assert_int_eq(archive_find(&arch, "1"), -1);
}
END_TEST

START_TEST(archive_record_headers_as_arimaa_com_writes_them)
{
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(archive_record(&arch, 0, &rec, &err), 0);
	ck_assert_str_eq(rec.id, "669122");
	ck_assert_str_eq(record_header(&rec, "White"), "bot_dolores_v1");
	ck_assert_str_eq(record_header(&rec, "Black"), "browni3141");
	ck_assert_str_eq(record_header(&rec, "Result"), "1-0");
	ck_assert_str_eq(record_header(&rec, "ResultCode"), "w");
	ck_assert_str_eq(record_header(&rec, "ReasonCode"), "r");
	ck_assert_str_eq(record_header(&rec, "PlyCount"), "37");
	ck_assert_str_eq(record_header(&rec, "TimeControl"), "15s/2m30s/100");
	ck_assert_str_eq(record_header(&rec, "Event"), "Casual game");
	/* startts 1769941051 is Sun Feb 1 10:17:31 2026 UTC (the events column says so) */
	ck_assert_str_eq(record_header(&rec, "Date"), "2026.02.01");
	ck_assert(!rec.old_rules);
	/* 1w, 1b, 2w ... 37w, and the bare label 37b */
	ck_assert_uint_eq(rec.nlines, 74);
	ck_assert_int_eq(rec.lines[5].lineno, 2);
	record_free(&rec);
}
END_TEST

/* Parses a small archive text, which must succeed. */
static void small_archive(const char *text, struct archive *a)
{
	struct record_error err;
	ck_assert_int_eq(archive_parse(text, strlen(text), a, &err), 0);
}

START_TEST(archive_before_2008_07_01_old_rules)
{
	struct archive a;
	struct record rec;
	struct record_error err;
	small_archive("id\tstartts\tmovelist\r\n"
		      "1\t1214870399\t1w Ra1\r\n"
		      "2\t1214870400\t1w Ra1\r\n"
		      "3\t\t1w Ra1\r\n", &a);
	ck_assert_uint_eq(a.nrows, 3);
	ck_assert_int_eq(archive_record(&a, 0, &rec, &err), 0);
	ck_assert(rec.old_rules);
	ck_assert_str_eq(record_header(&rec, "Date"), "2008.06.30");
	record_free(&rec);
	ck_assert_int_eq(archive_record(&a, 1, &rec, &err), 0);
	ck_assert(!rec.old_rules);
	ck_assert_str_eq(record_header(&rec, "Date"), "2008.07.01");
	record_free(&rec);
	ck_assert_int_eq(archive_record(&a, 2, &rec, &err), 0);
	ck_assert(!rec.old_rules);
	record_free(&rec);
	archive_free(&a);
}
END_TEST

START_TEST(archive_columns_in_any_order_and_short_rows)
{
	struct archive a;
	struct record rec;
	struct record_error err;
	small_archive("movelist\tresult\tid\n"
		      "1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\\n1b\tb\t42\n"
		      "1w Ra1\n", &a);
	ck_assert_int_eq(archive_find(&a, "42"), 0);
	ck_assert_int_eq(archive_record(&a, 0, &rec, &err), 0);
	ck_assert_str_eq(record_header(&rec, "Result"), "0-1");
	ck_assert_uint_eq(rec.nlines, 2);
	record_free(&rec);
	ck_assert_ptr_null(archive_field(&a, 1, "id"));
	archive_free(&a);
}
END_TEST

START_TEST(archive_continuation_line_in_movelist)
{
	struct archive a;
	struct record rec;
	struct record_error err;
	struct game g;
	small_archive("id\tmovelist\n"
		      "7\t1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\\n"
		      "1b ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\\n"
		      "2w Ee2n\\n Ee3n\\n2b ra7s\\n3w\n", &a);
	ck_assert_int_eq(archive_record(&a, 0, &rec, &err), 0);
	ck_assert_int_eq(record_replay(&rec, &g, false, &err), 0);
	ck_assert_int_eq(g.pos.board[notation_square_read("e4")], piece_make(GOLD, ELEPHANT));
	game_free(&g);
	record_free(&rec);
	archive_free(&a);
}
END_TEST

START_TEST(not_an_archive)
{
	struct archive a;
	struct record_error err;
	ck_assert_int_eq(archive_parse("", 0, &a, &err), -1);
	ck_assert_int_eq(archive_parse("hello\n", 6, &a, &err), -1);
	ck_assert_int_eq(archive_parse("id\tmovelist\n\0\n", 14, &a, &err), -1);
	ck_assert_int_eq(err.line, 2);
}
END_TEST

/* Whether a termination code is decided by the board. */
static bool by_board(const char *t)
{
	return t && (strcmp(t, "g") == 0 || strcmp(t, "e") == 0 || strcmp(t, "m") == 0);
}

static enum game_reason reason_of(const char *t)
{
	return t[0] == 'g' ? REASON_GOAL : t[0] == 'e' ? REASON_ELIMINATION : REASON_IMMOBILIZATION;
}

START_TEST(archive_every_game_replays_with_archive_verdict)
{
	int decided = 0;
	for (size_t i = 0; i < arch.nrows; i++) {
		struct record rec;
		struct record_error err;
		struct game g;
		const char *id = archive_field(&arch, i, "id");
		ck_assert_msg(archive_record(&arch, i, &rec, &err) == 0, "game %s: %s", id, err.message);
		int r = record_replay(&rec, &g, false, &err);
		ck_assert_msg(r == 0, "game %s: move %s: %s", id, err.move, err.message);
		const char *term = archive_field(&arch, i, "termination");
		const char *result = archive_field(&arch, i, "result");
		if (by_board(term)) {
			ck_assert_msg(g.phase == GAME_OVER, "game %s should be over", id);
			ck_assert_msg(g.winner == (result[0] == 'w' ? GOLD : SILVER), "game %s winner", id);
			ck_assert_msg(g.reason == reason_of(term), "game %s reason %d", id, g.reason);
			decided++;
		} else {
			ck_assert_msg(g.phase == GAME_PLAY, "game %s should be unfinished", id);
		}
		game_free(&g);
		record_free(&rec);
	}
	ck_assert_int_eq(decided, 88 + 7 + 5);
}
END_TEST

/* Every game of the archive read as a stream (archive_record_scan, then
 * record_replay_text from the text the record keeps), as --check and the
 * viewer read it: the same number of moves and the same final board as
 * archive_record and record_replay; and a row with an illegal move says
 * the same line, move and words both ways. */
START_TEST(archive_rows_read_as_a_stream_as_whole)
{
	for (size_t i = 0; i < arch.nrows; i++) {
		struct record a, b;
		struct record_error ea, eb;
		struct game ga, gb;
		ck_assert_int_eq(archive_record(&arch, i, &a, &ea), 0);
		ck_assert_int_eq(archive_record_scan(&arch, i, &b, &eb), 0);
		ck_assert(b.streamed && b.stream && b.lines_at == arch.rows[i].lineno);
		ck_assert_uint_eq(a.nlines, b.nlines);
		ck_assert_int_eq(record_replay(&a, &ga, false, &ea), 0);
		ck_assert_int_eq(record_replay_text(&b, b.stream, b.stream_len, &gb, false, &eb, NULL), 0);
		ck_assert_uint_eq(ga.nmoves, gb.nmoves);
		ck_assert(position_same_board(&ga.pos, &gb.pos) && ga.phase == gb.phase);
		game_free(&ga);
		game_free(&gb);
		record_free(&a);
		record_free(&b);
	}
	const char *text = "id\tmovelist\n"
			   "7\t1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\\n"
			   "1b ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 ed8 me8 cf8 dg8 hh8\\n"
			   "2w Ee2n\\n2b Ee3n\n";
	struct archive one;
	struct record a, b;
	struct record_error ea, eb;
	struct game ga, gb;
	ck_assert_int_eq(archive_parse(text, strlen(text), &one, &ea), 0);
	ck_assert_int_eq(archive_record(&one, 0, &a, &ea), 0);
	ck_assert_int_eq(archive_record_scan(&one, 0, &b, &eb), 0);
	ck_assert_int_eq(record_replay(&a, &ga, false, &ea), 1);
	ck_assert_int_eq(record_replay_text(&b, b.stream, b.stream_len, &gb, false, &eb, NULL), 1);
	ck_assert_int_eq(ea.line, 2);
	ck_assert_int_eq(eb.line, 2);
	ck_assert_str_eq(ea.move, eb.move);
	ck_assert_str_eq(ea.message, eb.message);
	game_free(&ga);
	game_free(&gb);
	record_free(&a);
	record_free(&b);
	archive_free(&one);
}
END_TEST

/* Writes g, reads it back, and checks the same game results; returns the text. */
static void round_trip(const struct game *g, const struct record_header *h, size_t nh, const char *what)
{
	char *w = record_write(g, h, nh);
	ck_assert_ptr_nonnull(w);
	struct record rec;
	struct record_error err;
	struct game back;
	ck_assert_msg(record_parse(w, strlen(w), &rec, &err) == 0, "%s: line %d: %s", what, err.line, err.message);
	ck_assert_msg(record_replay(&rec, &back, g->old_rules, &err) == 0, "%s: move %s: %s", what, err.move, err.message);
	ck_assert_msg(back.pos.hash == g->pos.hash, "%s: final position differs", what);
	ck_assert_uint_eq(back.nmoves, g->nmoves);
	ck_assert_int_eq(back.phase, g->phase);
	char *again = record_write(&back, rec.headers, rec.nheaders);
	ck_assert_msg(strcmp(w, again) == 0, "%s: second writing differs", what);
	free(again);
	free(w);
	game_free(&back);
	record_free(&rec);
}

START_TEST(archive_every_game_round_trips)
{
	for (size_t i = 0; i < arch.nrows; i++) {
		struct record rec;
		struct record_error err;
		struct game g;
		ck_assert_int_eq(archive_record(&arch, i, &rec, &err), 0);
		ck_assert_int_eq(record_replay(&rec, &g, false, &err), 0);
		round_trip(&g, rec.headers, rec.nheaders, archive_field(&arch, i, "id"));
		game_free(&g);
		record_free(&rec);
	}
}
END_TEST

/* --- the AEI cases ------------------------------------------------- */

/* Replays tests/data/cases/NAME; returns record_replay's result, game in g. */
static int replay_case(const char *name, struct game *g, struct record_error *err)
{
	char rel[256];
	size_t len;
	snprintf(rel, sizeof rel, "cases/%s", name);
	char *text = test_slurp(test_data(rel), &len);
	struct record rec;
	ck_assert_int_eq(record_parse(text, len, &rec, err), 0);
	int r = record_replay(&rec, g, false, err);
	record_free(&rec);
	free(text);
	return r;
}

/* A legal case ends with winner by reason after the move `last`. */
static void case_legal(const char *name, enum color winner, enum game_reason reason, const char *last)
{
	struct game g;
	struct record_error err;
	int r = replay_case(name, &g, &err);
	ck_assert_msg(r == 0, "%s: move %s: %s", name, err.move, err.message);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, winner);
	ck_assert_int_eq(g.reason, reason);
	const struct game_move *m = game_last(&g);
	char label[16];
	notation_label(m->number, m->side, label);
	ck_assert_str_eq(label, last);
	round_trip(&g, NULL, 0, name);
	game_free(&g);
}

/* An illegal case fails at move `move` on line `line` with a message containing `part`. */
static void case_illegal(const char *name, int line, const char *move, const char *part)
{
	struct game g;
	struct record_error err;
	ck_assert_int_eq(replay_case(name, &g, &err), 1);
	ck_assert_int_eq(err.line, line);
	ck_assert_str_eq(err.move, move);
	ck_assert_msg(strstr(err.message, part), "%s: \"%s\" lacks \"%s\"", name, err.message, part);
	if (g.nmoves) /* a game with no move writes as an empty text, which is no record */
		round_trip(&g, NULL, 0, name);
	game_free(&g);
}

START_TEST(case_goal)
{
	case_legal("goal.txt", GOLD, REASON_GOAL, "43g");
}
END_TEST

START_TEST(case_elimination)
{
	case_legal("elimination.txt", SILVER, REASON_ELIMINATION, "32s");
}
END_TEST

START_TEST(case_immobilization)
{
	case_legal("immobilization.txt", SILVER, REASON_IMMOBILIZATION, "41s");
}
END_TEST

START_TEST(case_resign)
{
	case_legal("resign.txt", GOLD, REASON_RESIGNATION, "2s");
}
END_TEST

START_TEST(case_five_steps)
{
	case_illegal("five-steps.txt", 5, "3g", "step ed4w: a turn has at most four steps");
}
END_TEST

START_TEST(case_null_move)
{
	case_illegal("null-move.txt", 5, "3g", "the turn leaves the position unchanged");
}
END_TEST

START_TEST(case_third_repetition)
{
	case_illegal("third-repetition.txt", 8, "4s", "the position would occur for the third time");
}
END_TEST

START_TEST(case_third_repetition_under_old_rules_loses)
{
	size_t len;
	char *text = test_slurp(test_data("cases/third-repetition.txt"), &len);
	struct record rec;
	struct record_error err;
	struct game g;
	ck_assert_int_eq(record_parse(text, len, &rec, &err), 0);
	ck_assert_int_eq(record_replay(&rec, &g, true, &err), 1);
	/* 4s is played and loses for Silver (reason p); the next line is after the end */
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, GOLD);
	ck_assert_int_eq(g.reason, REASON_THIRD_REPETITION);
	ck_assert_int_eq(notation_reason_code(g.reason, g.old_rules), 'p');
	ck_assert_uint_eq(g.nmoves, 8);
	ck_assert_int_eq(err.line, 9);
	ck_assert_str_eq(err.move, "5g");
	game_free(&g);
	record_free(&rec);
	free(text);
}
END_TEST

START_TEST(case_handicap_setup)
{
	case_illegal("handicap-setup.txt", 1, "1g", "Ee5 is not on gold's two home ranks");
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("notation_archive");
	TCase *tc = tcase_create("archive");
	tcase_add_unchecked_fixture(tc, load_archive, unload_archive);
	tcase_add_test(tc, archive_detected_by_header_row);
	tcase_add_test(tc, archive_rows_and_columns_by_name);
	tcase_add_test(tc, archive_record_headers_as_arimaa_com_writes_them);
	tcase_add_test(tc, archive_before_2008_07_01_old_rules);
	tcase_add_test(tc, archive_columns_in_any_order_and_short_rows);
	tcase_add_test(tc, archive_continuation_line_in_movelist);
	tcase_add_test(tc, not_an_archive);
	tcase_add_test(tc, archive_every_game_replays_with_archive_verdict);
	tcase_add_test(tc, archive_rows_read_as_a_stream_as_whole);
	tcase_add_test(tc, archive_every_game_round_trips);
	suite_add_tcase(s, tc);
	tc = tcase_create("cases");
	tcase_add_test(tc, case_goal);
	tcase_add_test(tc, case_elimination);
	tcase_add_test(tc, case_immobilization);
	tcase_add_test(tc, case_resign);
	tcase_add_test(tc, case_five_steps);
	tcase_add_test(tc, case_null_move);
	tcase_add_test(tc, case_third_repetition);
	tcase_add_test(tc, case_third_repetition_under_old_rules_loses);
	tcase_add_test(tc, case_handicap_setup);
	suite_add_tcase(s, tc);
	return s;
}
