/* test_store_gamefile.c: game files as we write them: the headers
 * arimaa.com writes, canonical bytes, and round trips of every real game
 * and every case through our writer and reader. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "notation/archive.h"
#include "notation/record.h"
#include "store/gamefile.h"
#include "store/load.h"
#include "util/xmalloc.h"
#include "notation/treerecord.h"
#include <stdio.h>
#include "lib/test.h"

/* The setups of cases/resign.txt. */
#define SETUP_LINES "1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n" \
	"1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n"

static const char *const cases[] = {
	"cases/goal.txt", "cases/elimination.txt", "cases/immobilization.txt",
	"cases/resign.txt", "cases/five-steps.txt", "cases/null-move.txt",
	"cases/third-repetition.txt", "cases/handicap-setup.txt",
};

/* Writes g with info, reads the text back, and checks the same game comes
 * back and writing it again gives the same bytes. Returns the text. */
static char *round_trip(const struct game *g, const struct gamefile_info *info, const char *what)
{
	struct record rec;
	struct record_error err;
	struct gamefile_info info2;
	struct game g2;
	char *text, *again;
	int rc;

	text = gamefile_text(g, info);
	ck_assert_ptr_nonnull(text);
	memset(&rec, 0, sizeof rec);
	memset(&err, 0, sizeof err);
	ck_assert_msg(record_parse(text, strlen(text), &rec, &err) == 0,
		      "%s: our own file does not read back: line %d: %s", what, err.line, err.message);
	rc = record_replay(&rec, &g2, g->old_rules, &err);
	ck_assert_msg(rc == 0, "%s: our own file does not replay: line %d, %s: %s", what, err.line,
		      err.move, err.message);
	fixture_assert_same_game(g, &g2, what);
	gamefile_info_from_record(&rec, &g2, &info2);
	again = gamefile_text(&g2, &info2);
	ck_assert_ptr_nonnull(again);
	ck_assert_msg(strcmp(text, again) == 0, "%s: writing twice gives other bytes:\n%s\n--\n%s",
		      what, text, again);
	free(again);
	game_free(&g2);
	record_free(&rec);
	return text;
}

START_TEST(every_archive_game_round_trips)
{
	struct archive a;
	struct record_error err;
	size_t len, ntime = 0;
	char *text = test_slurp(test_data("allgames202602.txt"), &len);

	memset(&err, 0, sizeof err);
	ck_assert_int_eq(archive_parse(text, len, &a, &err), 0);
	ck_assert_int_eq(a.nrows, 147);
	for (size_t i = 0; i < a.nrows; i++) {
		struct record rec;
		struct game g;
		struct gamefile_info info;
		char what[64], *out;
		const char *why = archive_field(&a, i, "termination");

		snprintf(what, sizeof what, "game %s", archive_field(&a, i, "id"));
		ck_assert_int_eq(archive_record(&a, i, &rec, &err), 0);
		ck_assert_msg(record_replay(&rec, &g, false, &err) == 0, "%s: %s", what, err.message);
		gamefile_info_from_record(&rec, &g, &info);
		out = round_trip(&g, &info, what);
		/* A game lost on time keeps its result, which the board does not give. */
		if (why && strcmp(why, "t") == 0) {
			ck_assert_msg(g.phase != GAME_OVER, "%s", what);
			ck_assert_msg(strstr(out, "\nReasonCode: t\n"), "%s:\n%s", what, out);
			ntime++;
		}
		free(out);
		game_free(&g);
		record_free(&rec);
	}
	ck_assert_int_eq(ntime, 30);
	archive_free(&a);
	free(text);
}
END_TEST

START_TEST(every_case_round_trips)
{
	struct load_result r;
	char *cause = NULL, *out;
	const char *name = cases[_i];

	ck_assert_msg(load_path(test_data(name), NULL, &r, &cause) == 0, "%s: %s", name, cause);
	ck_assert(r.has_game);
	out = round_trip(&r.game, &r.info, name);
	free(out);
	load_free(&r);
}
END_TEST

/* The header lines of a game file, up to the blank line. */
static void assert_headers(const char *text, const char *want)
{
	size_t n = strlen(want);

	ck_assert_msg(strncmp(text, want, n) == 0 && text[n] == '\n',
		      "headers:\n%s\nwanted:\n%s", text, want);
}

START_TEST(finished_game_gets_arimaa_com_headers_in_order)
{
	struct load_result r;
	struct gamefile_info info = { .gold = "Alice", .silver = "Bob", .timecontrol = "2/2/100/10/8", .date = 1771083012 };
	char *cause = NULL, *text;

	setenv("TZ", "UTC", 1);
	tzset();
	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, &info);
	/* Gold wins by goal after 43g (tests/data/README.md). */
	assert_headers(text, "Event: Casual game\nDate: 2026.02.14\nWhite: Alice\nBlack: Bob\n"
		       "TimeControl: 2/2/100/10/8\nResult: 1-0\nResultCode: w\nReasonCode: g\n"
		       "PlyCount: 43\n");
	ck_assert_msg(strstr(text, "\n\n1g "), "moves after a blank line:\n%s", text);
	free(text);
	load_free(&r);
}
END_TEST

START_TEST(silver_win_by_elimination_is_0_1_b_e)
{
	struct load_result r;
	char *cause = NULL, *text;

	ck_assert_int_eq(load_path(test_data("cases/elimination.txt"), NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, NULL);
	/* Silver wins by elimination after 32s; no names, no date, no time control. */
	assert_headers(text, "Event: Casual game\nResult: 0-1\nResultCode: b\nReasonCode: e\nPlyCount: 32\n");
	free(text);
	load_free(&r);
}
END_TEST

START_TEST(resignation_is_reason_r)
{
	struct load_result r;
	char *cause = NULL, *text;

	ck_assert_int_eq(load_path(test_data("cases/resign.txt"), NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, NULL);
	/* Silver resigns at 2s: Gold wins. */
	assert_headers(text, "Event: Casual game\nResult: 1-0\nResultCode: w\nReasonCode: r\nPlyCount: 2\n");
	free(text);
	load_free(&r);
}
END_TEST

START_TEST(loss_on_time_is_reason_t_with_the_move_times)
{
	struct load_result r, back;
	struct gamefile_info info = { .gold = "Alice", .silver = "Bob", .timecontrol = "0:02/0:03" };
	char *cause = NULL, *text;
	char path[] = "/tmp/arimaa-gamefile-XXXXXX";
	int fd;

	ck_assert_int_eq(load_path(test_data("cases/resign.txt"), NULL, &r, &cause), 0);
	/* Take the resignation back: Silver runs out of time at 2s instead. */
	ck_assert(game_takeback(&r.game));
	for (size_t i = 0; i < r.game.nmoves; i++)
		r.game.moves[i].used = (long)i + 1;
	ck_assert_int_eq(game_lose_on_time(&r.game), 0);
	text = gamefile_text(&r.game, &info);
	assert_headers(text, "Event: Casual game\nWhite: Alice\nBlack: Bob\nTimeControl: 0:02/0:03\n"
		       "Result: 1-0\nResultCode: w\nReasonCode: t\nPlyCount: 2\nMoveTimes: 1 2 3\n");
	/* Read back: finished, by time, each move with its time. */
	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	ck_assert_int_eq(load_path(path, NULL, &back, &cause), 0);
	ck_assert(back.finished);
	ck_assert_int_eq(back.info.result_code, 'w');
	ck_assert_int_eq(back.info.reason_code, 't');
	ck_assert_int_eq(back.game.nmoves, 3);
	ck_assert_int_eq(back.game.moves[2].used, 3);
	unlink(path);
	free(text);
	load_free(&back);
	load_free(&r);
}
END_TEST

/* tests/data/cases/goal.txt (malloc'd), with in *cut the length of its
 * first n lines. */
static char *goal_head(int n, size_t *cut)
{
	size_t len;
	int lines = 0;
	char *text = test_slurp(test_data("cases/goal.txt"), &len);
	*cut = 0;
	while (*cut < len && lines < n)
		if (text[(*cut)++] == '\n')
			lines++;
	return text;
}

/* AEI's round-robin files state the winner in Result and the reason in
 * ResultCode: "s" there is the game limit (score), not Silver. A game file
 * with such headers (tests/data/annotated/aei-roundrobin-score.txt's, as
 * key: value lines) is read so, and written back in arimaa.com's headers.
 * It was read as a Silver win. */
START_TEST(aei_roundrobin_result_code_is_the_reason)
{
	struct load_result r;
	struct gamefile_info info;
	char *cause = NULL, *moves, *text;
	size_t cut = 0;

	moves = goal_head(22, &cut);      /* the setups to 11s */
	static const char head[] = "White: bot_a\nBlack: bot_b\nResultCode: s\nResult: 1-0\n\n";
	text = xmalloc(sizeof head + cut);
	memcpy(text, head, sizeof head - 1);
	memcpy(text + sizeof head - 1, moves, cut);
	ck_assert_int_eq(load_text("rr", text, sizeof head - 1 + cut, NULL, &r, &cause), 0);
	ck_assert(!r.illegal);
	ck_assert_int_eq(r.game.phase, GAME_PLAY);      /* not decided on the board */
	ck_assert_int_eq(r.info.result_code, 'w');
	ck_assert_int_eq(r.info.reason_code, 's');
	free(text);
	gamefile_info_from_record(&r.rec, &r.game, &info);
	text = gamefile_text(&r.game, &info);
	ck_assert_ptr_nonnull(strstr(text, "ResultCode: w\n"));
	ck_assert_ptr_nonnull(strstr(text, "ReasonCode: s\n"));
	ck_assert_ptr_nonnull(strstr(text, "Result: 1-0\n"));
	free(text);
	free(moves);
	load_free(&r);
}
END_TEST

START_TEST(unfinished_game_has_no_result_headers)
{
	struct load_result r;
	struct record_error err;
	char *cause = NULL, *text, *full;
	size_t cut = 0;

	/* The first six lines of goal.txt: the setups and 2g, 2s, 3g, 3s. */
	full = goal_head(6, &cut);
	memset(&err, 0, sizeof err);
	ck_assert_int_eq(load_text("goal6", full, cut, NULL, &r, &cause), 0);
	ck_assert(!r.finished);
	text = gamefile_text(&r.game, NULL);
	assert_headers(text, "Event: Casual game\nPlyCount: 3\n");
	ck_assert_ptr_null(strstr(text, "Result"));
	free(text);
	free(full);
	load_free(&r);
}
END_TEST

START_TEST(header_values_stay_on_one_line)
{
	struct load_result r;
	struct gamefile_info info = { .event = "Cup\nResult: 1-0", .gold = "A\tB", .silver = "C\rD" };
	char *cause = NULL, *text;

	ck_assert_int_eq(load_path(test_data("cases/resign.txt"), NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, &info);
	assert_headers(text, "Event: Cup Result: 1-0\nWhite: A B\nBlack: C D\nResult: 1-0\n"
		       "ResultCode: w\nReasonCode: r\nPlyCount: 2\n");
	free(text);
	load_free(&r);
}
END_TEST

/* A record as a player might have it: headers the program does not know,
 * odd spacing, no Date; its header block must come back as it was. */
static const char kept_headers[] =
	"Event:  Club night \n"
	"Site: Over the Net\n"
	"Round: 3\n"
	"White: Alice\n"
	"WhiteRating: 1812\n"
	"Black: Bob\n"
	"Annotator: X\tY (tab kept)\n"
	"X-Custom-Key:\n";

START_TEST(save_back_keeps_unknown_headers_byte_for_byte_and_adds_no_date)
{
	struct load_result r;
	char *cause = NULL, *text, *full;
	size_t len;

	full = malloc(sizeof kept_headers + 200);
	ck_assert_ptr_nonnull(full);
	sprintf(full, "%s\n%s", kept_headers, SETUP_LINES "2g Ed2n Ed3n\n");
	len = strlen(full);
	ck_assert_int_eq(load_text("kept", full, len, NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, &r.info);
	ck_assert_ptr_nonnull(text);
	/* the kept lines in order, then only what the program computes */
	assert_headers(text, "Event:  Club night \nSite: Over the Net\nRound: 3\nWhite: Alice\n"
		       "WhiteRating: 1812\nBlack: Bob\nAnnotator: X\tY (tab kept)\nX-Custom-Key:\n"
		       "PlyCount: 2\n");
	ck_assert_ptr_null(strstr(text, "Date"));
	free(text);
	/* A name given on the command line replaces the header in its place. */
	r.info.silver = "Carol";
	text = gamefile_text(&r.game, &r.info);
	ck_assert_msg(strstr(text, "WhiteRating: 1812\nBlack: Carol\nAnnotator"), "%s", text);
	free(text);
	load_free(&r);
	free(full);
}
END_TEST

START_TEST(result_headers_follow_the_moves)
{
	struct load_result r;
	char *cause = NULL, *text;

	/* goal.txt: Gold wins by goal at 43g (tests/data/README.md). */
	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, &r.info);
	ck_assert_msg(strstr(text, "Result: 1-0\nResultCode: w\nReasonCode: g\nPlyCount: 43\n"), "%s", text);
	free(text);
	/* (kept headers only from the second reading on) */
	/* Written again with those headers kept, then the goal taken back: no result. */
	text = gamefile_text(&r.game, &r.info);
	load_free(&r);
	ck_assert_int_eq(load_text("again", text, strlen(text), NULL, &r, &cause), 0);
	free(text);
	ck_assert(game_takeback(&r.game));
	text = gamefile_text(&r.game, &r.info);
	ck_assert_ptr_null(strstr(text, "Result"));
	ck_assert_ptr_null(strstr(text, "ReasonCode"));
	ck_assert_msg(strstr(text, "PlyCount: 42\n"), "%s", text);
	free(text);
	load_free(&r);
}
END_TEST

START_TEST(recorded_result_holds_only_for_the_moves_it_came_with)
{
	struct load_result r;
	char *cause = NULL, *text;
	static const char rec[] =
		"Event: e\nResult: 0-1\nResultCode: b\nReasonCode: t\nPlyCount: 2\n\n"
		SETUP_LINES "2g Ed2n Ed3n\n";

	ck_assert_int_eq(load_text("time", rec, strlen(rec), NULL, &r, &cause), 0);
	ck_assert(r.finished);
	ck_assert(r.game.phase != GAME_OVER);
	text = gamefile_text(&r.game, &r.info);
	ck_assert_msg(strstr(text, "Result: 0-1\nResultCode: b\nReasonCode: t\nPlyCount: 2\n"), "%s", text);
	free(text);
	/* Play on: silver moves; the old result no longer holds. */
	struct step st = { .piece = (uint8_t)piece_make(SILVER, RABBIT), .from = (uint8_t)square_make(0, 6),
			   .to = (uint8_t)square_make(0, 5) };
	int bad = 0;
	ck_assert_int_eq(game_play_steps(&r.game, &st, 1, &bad, NULL, NULL), 0);
	text = gamefile_text(&r.game, &r.info);
	ck_assert_ptr_null(strstr(text, "Result"));
	free(text);
	/* and taking it back makes the game the one the record gave again */
	ck_assert(game_takeback(&r.game));
	text = gamefile_text(&r.game, &r.info);
	ck_assert_ptr_nonnull(strstr(text, "ReasonCode: t\n"));
	free(text);
	load_free(&r);
}
END_TEST

START_TEST(old_rules_travel_in_a_header)
{
	struct load_result r;
	char *cause = NULL, *text;
	struct record rec;
	struct record_error err;

	ck_assert_int_eq(load_path(test_data("cases/third-repetition.txt"), NULL, &r, &cause), 0);
	text = gamefile_text(&r.game, &r.info);
	ck_assert_ptr_null(strstr(text, "Rules"));
	free(text);
	r.game.old_rules = true;
	text = gamefile_text(&r.game, &r.info);
	/* the file had no headers: the rules are the first and Event is not added */
	ck_assert_msg(strncmp(text, "Rules: before 2008-07-01\nPlyCount: ", 35) == 0, "%s", text);
	ck_assert_int_eq(record_parse(text, strlen(text), &rec, &err), 0);
	ck_assert(rec.old_rules);
	record_free(&rec);
	free(text);
	load_free(&r);
}
END_TEST

START_TEST(save_writes_the_file_and_reports_an_unwritable_place)
{
	struct load_result r, back;
	char dir[] = "/tmp/arimaa-gamefile-XXXXXX", path[256], *cause = NULL;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), NULL, &r, &cause), 0);
	snprintf(path, sizeof path, "%s/game.txt", dir);
	ck_assert_int_eq(gamefile_save(path, &r.game, NULL, 0644, &cause), 0);
	ck_assert_int_eq(load_path(path, NULL, &back, &cause), 0);
	fixture_assert_same_game(&r.game, &back.game, "saved goal.txt");
	ck_assert(back.finished);
	load_free(&back);
	snprintf(path, sizeof path, "%s/missing/game.txt", dir);
	ck_assert_int_eq(gamefile_save(path, &r.game, NULL, 0644, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "missing/game.txt"), "cause: %s", cause);
	free(cause);
	ck_assert_int_eq(gamefile_save(dir, &r.game, NULL, 0644, &cause), -1);
	ck_assert_msg(strstr(cause, "directory"), "cause: %s", cause);
	free(cause);
	load_free(&r);
	snprintf(path, sizeof path, "rm -rf %s", dir);
	ck_assert_int_eq(system(path), 0);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
/* A game with its tree: a plain tree leaves the file as it was, byte for
 * byte; a variation and a comment make it the annotated record, the
 * headers its tags, which reads back with the variation, the comment and
 * the headers. */
START_TEST(a_tree_with_variations_is_written_annotated_and_reads_back)
{
	static const char game[] = "Event: Club night\nWhite: Alice\nBlack: Bob\n\n" SETUP_LINES
		"2g Ed2n Ed3n Ed4n Dg2n\n2s ee7s ee6s ee5s ee4s\n";
	static const char other[] = SETUP_LINES "2g Ed2n Ed3n Ed4n Dg2n\n2s ra7s\n";
	struct load_result r, alt, back;
	struct gametree t;
	struct gametree_move mv;
	char *cause = NULL;
	ck_assert_int_eq(load_text("game", game, sizeof game - 1, NULL, &r, &cause), 0);
	ck_assert_int_eq(load_text("other", other, sizeof other - 1, NULL, &alt, &cause), 0);
	ck_assert_ptr_null(r.tree);
	char *plain = gamefile_text(&r.game, &r.info);
	treerecord_from_game(&r.game, NULL, 0, 0, 0, &t);
	r.info.tree = &t;
	char *same = gamefile_text(&r.game, &r.info);
	ck_assert_str_eq(same, plain);
	/* 2s another way, and a comment on 2g */
	gametree_id n2g = GAMETREE_ROOT;
	for (int i = 0; i < 3; i++)
		n2g = gametree_child(&t, n2g, 0);
	gametree_move_of(&alt.game.moves[3], &mv);
	gametree_id v = gametree_add(&t, n2g, &mv, &alt.game.pos, NULL);
	ck_assert_uint_eq(gametree_nchildren(&t, n2g), 2);
	gametree_set_comment(&t, n2g, "early", 5);
	char *annotated = gamefile_text(&r.game, &r.info);
	ck_assert_msg(strstr(annotated, "[Event \"Club night\"]\n[Gold \"Alice\"]\n[Silver \"Bob\"]\n"), "%s",
		      annotated);
	ck_assert_msg(strstr(annotated, "\n2g Ed2n Ed3n Ed4n Dg2n {early}\n2s ee7s ee6s ee5s ee4s\n(\n2s ra7s\n)\n"),
		      "%s", annotated);
	/* read back: the main line as the game, the tree with its variation */
	ck_assert_msg(load_text("back", annotated, strlen(annotated), NULL, &back, &cause) == 0, "%s", cause);
	ck_assert_ptr_nonnull(back.tree);
	fixture_assert_same_game(&r.game, &back.game, "the main line read back");
	ck_assert_str_eq(back.info.gold, "Alice");
	ck_assert_str_eq(back.info.event, "Club night");
	gametree_id b2g = GAMETREE_ROOT;
	for (int i = 0; i < 3; i++)
		b2g = gametree_child(back.tree, b2g, 0);
	ck_assert_uint_eq(gametree_nchildren(back.tree, b2g), 2);
	ck_assert_str_eq(gametree_notes(back.tree, b2g)->comment, "early");
	struct gametree_move had;
	gametree_move_get(back.tree, gametree_child(back.tree, b2g, 1), &had);
	ck_assert(gametree_move_equal(&had, &mv));
	(void)v;
	free(annotated);
	free(same);
	free(plain);
	gametree_free(&t);
	load_free(&back);
	load_free(&alt);
	load_free(&r);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("store_gamefile");
	TCase *tc = tcase_create("gamefile");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, every_archive_game_round_trips);
	tcase_add_loop_test(tc, every_case_round_trips, 0, (int)(sizeof cases / sizeof cases[0]));
	tcase_add_test(tc, finished_game_gets_arimaa_com_headers_in_order);
	tcase_add_test(tc, silver_win_by_elimination_is_0_1_b_e);
	tcase_add_test(tc, resignation_is_reason_r);
	tcase_add_test(tc, loss_on_time_is_reason_t_with_the_move_times);
	tcase_add_test(tc, unfinished_game_has_no_result_headers);
	tcase_add_test(tc, aei_roundrobin_result_code_is_the_reason);
	tcase_add_test(tc, header_values_stay_on_one_line);
	tcase_add_test(tc, save_writes_the_file_and_reports_an_unwritable_place);
	tcase_add_test(tc, save_back_keeps_unknown_headers_byte_for_byte_and_adds_no_date);
	tcase_add_test(tc, result_headers_follow_the_moves);
	tcase_add_test(tc, recorded_result_holds_only_for_the_moves_it_came_with);
	tcase_add_test(tc, old_rules_travel_in_a_header);
	tcase_add_test(tc, a_tree_with_variations_is_written_annotated_and_reads_back);
	suite_add_tcase(s, tc);
	return s;
}
