/* test_store_load.c: opening records of every kind, an archive's list and
 * one of its games, illegal moves, and files that are not records. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "notation/treerecord.h"
#include "store/load.h"
#include <stdio.h>
#include "lib/test.h"

static char tmpdir[256];

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-load-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void teardown(void)
{
	char cmd[600];

	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

static const char *path_in(const char *name)
{
	static char buf[512];

	snprintf(buf, sizeof buf, "%s/%s", tmpdir, name);
	return buf;
}

/* The first n lines of a case file, written to a file of the test directory. */
static const char *first_lines(const char *name, int n, const char *prefix)
{
	size_t len, cut = 0;
	char *text = test_slurp(test_data(name), &len);
	FILE *f = fopen(path_in("part.txt"), "wb");

	while (cut < len && n > 0)
		if (text[cut++] == '\n')
			n--;
	ck_assert_ptr_nonnull(f);
	fputs(prefix, f);
	fwrite(text, 1, cut, f);
	fclose(f);
	free(text);
	return path_in("part.txt");
}

START_TEST(bare_move_list_opens_as_a_game)
{
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_MOVE_LIST);
	ck_assert(r.has_game && !r.illegal && r.finished);
	ck_assert_int_eq(r.game.phase, GAME_OVER);
	ck_assert_int_eq(r.game.winner, GOLD);
	ck_assert_int_eq(r.game.reason, REASON_GOAL);
	load_free(&r);
}
END_TEST

START_TEST(unfinished_move_list_is_not_finished)
{
	struct load_result r;
	char *cause = NULL;

	/* 1g 1s 2g 2s 3g: Silver is to make move 3s. */
	ck_assert_int_eq(load_path(first_lines("cases/goal.txt", 5, ""), NULL, &r, &cause), 0);
	ck_assert(r.has_game && !r.finished && !r.illegal);
	ck_assert_int_eq(r.game.nmoves, 5);
	ck_assert_int_eq(r.game.pos.side, SILVER);
	ck_assert_int_eq(r.game.number, 3);
	load_free(&r);
}
END_TEST

START_TEST(game_file_with_headers_keeps_names)
{
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(load_path(first_lines("cases/goal.txt", 4,
		"Event: Club night\nDate: 2026.02.14\nWhite: Alice\nBlack: Bob\n\n"), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_GAME_FILE);
	ck_assert_str_eq(r.info.event, "Club night");
	ck_assert_str_eq(r.info.gold, "Alice");
	ck_assert_str_eq(r.info.silver, "Bob");
	ck_assert_str_eq(r.info.date_text, "2026.02.14");
	ck_assert_int_eq(r.game.nmoves, 4);
	ck_assert(!r.finished);
	load_free(&r);
}
END_TEST

START_TEST(result_header_makes_a_game_finished)
{
	struct load_result r;
	char *cause = NULL;

	/* The board has not decided it, but the record says Silver won on time. */
	ck_assert_int_eq(load_path(first_lines("cases/goal.txt", 4,
		"Result: 0-1\nResultCode: b\nReasonCode: t\n\n"), NULL, &r, &cause), 0);
	ck_assert(r.game.phase != GAME_OVER);
	ck_assert(r.finished);
	ck_assert_int_eq(r.info.result_code, 'b');
	ck_assert_int_eq(r.info.reason_code, 't');
	load_free(&r);
}
END_TEST

START_TEST(diagram_opens_as_a_position)
{
	struct load_result r;
	char *cause = NULL;

	test_put(path_in("d.txt"),
		 "3g\n"
		 " +-----------------+\n"
		 "8| r r r r r r r r |\n"
		 "7| h   c   e c h d |\n"
		 "6| d   x   m x     |\n"
		 "5|                 |\n"
		 "4|         E       |\n"
		 "3|     x   R x     |\n"
		 "2| H D C M   C D H |\n"
		 "1| R R R R   R R R |\n"
		 " +-----------------+\n"
		 "   a b c d e f g h\n");
	ck_assert_int_eq(load_path(path_in("d.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_POSITION);
	ck_assert(!r.finished && !r.illegal);
	ck_assert_int_eq(r.game.pos.side, GOLD);
	ck_assert_int_eq(r.game.number, 3);
	/* e4 holds the gold elephant, e7 the silver one, e2 is empty. */
	ck_assert_int_eq(position_at(&r.game.pos, square_make(4, 3)), piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(position_at(&r.game.pos, square_make(4, 6)), piece_make(SILVER, ELEPHANT));
	ck_assert_int_eq(position_at(&r.game.pos, square_make(4, 1)), PIECE_NONE);
	load_free(&r);
}
END_TEST

START_TEST(short_form_opens_as_a_position)
{
	struct load_result r;
	char *cause = NULL;

	test_put(path_in("s.txt"), "s [rrrrrrrrhdcmecdh                                HDCMECDHRRRRRRRR]\n");
	ck_assert_int_eq(load_path(path_in("s.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_POSITION);
	ck_assert_int_eq(r.game.pos.side, SILVER);
	/* Rank 8 first: a8 r; rank 7 "hdcmecdh": e7 e; rank 2 "HDCMECDH": e2 E. */
	ck_assert_int_eq(position_at(&r.game.pos, square_make(0, 7)), piece_make(SILVER, RABBIT));
	ck_assert_int_eq(position_at(&r.game.pos, square_make(4, 6)), piece_make(SILVER, ELEPHANT));
	ck_assert_int_eq(position_at(&r.game.pos, square_make(4, 1)), piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(position_at(&r.game.pos, square_make(4, 3)), PIECE_NONE);
	load_free(&r);
}
END_TEST

START_TEST(archive_without_id_lists_its_games)
{
	struct load_result r;
	char *cause = NULL;

	setenv("TZ", "UTC", 1);
	ck_assert_int_eq(load_path(test_data("allgames202602.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_ARCHIVE_LIST);
	ck_assert(!r.has_game);
	ck_assert_int_eq(r.nentries, 147);
	/* The first row: 669122, bot_dolores_v1 v browni3141, startts 1769941051
	 * (2026-02-01 10:17:31 UTC), Gold won by resignation, plycount 37. */
	struct load_entry e;
	load_list_entry(&r, 0, &e);
	ck_assert_str_eq(e.id, "669122");
	ck_assert_str_eq(e.gold, "bot_dolores_v1");
	ck_assert_str_eq(e.silver, "browni3141");
	ck_assert_str_eq(e.date, "2026.02.01");
	ck_assert_str_eq(e.result, "1-0 r");
	ck_assert_int_eq(e.length, 37);
	ck_assert_str_eq(e.note, ""); /* arimaa.com's archive has no note column */
	/* its event, ratings (2616 and 2579), time control and last move, 37w */
	ck_assert_str_eq(e.event, "Casual game");
	ck_assert_str_eq(e.wrating, "2616");
	ck_assert_str_eq(e.brating, "2579");
	ck_assert_str_eq(e.timecontrol, "15s/2m30s/100");
	ck_assert_str_eq(e.last, "37w");
	load_free(&r);
}
END_TEST

/* Issue 19: an annotated record of several games opens as their list
 * (tests/data/annotated/several.txt: "first" 1g 1s 2g, then 2s resigns,
 * 1-0; "second" 1g 1s 2g, 0-1 on time; "third" 1g alone, no result);
 * each game opens from the list or as FILE#N, with its tree. */
START_TEST(annotated_record_of_several_games_lists_them)
{
	struct load_result r, g;
	struct load_entry e;
	char *cause = NULL;

	ck_assert_int_eq(load_path(test_data("annotated/several.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_ARCHIVE_LIST);
	ck_assert(!r.has_game);
	ck_assert_ptr_null(r.tree);
	ck_assert_uint_eq(r.nentries, 3);
	ck_assert_uint_eq(load_count(&r.source), 3);
	load_list_entry(&r, 0, &e);
	ck_assert_str_eq(e.id, "1");
	ck_assert_str_eq(e.event, "first");
	ck_assert_str_eq(e.result, "1-0 r");
	ck_assert_int_eq(e.length, 3);
	ck_assert_str_eq(e.last, "2g");
	load_list_entry(&r, 1, &e);
	ck_assert_str_eq(e.id, "2");
	ck_assert_str_eq(e.event, "second");
	ck_assert_str_eq(e.result, "0-1 t");
	load_list_entry(&r, 2, &e);
	ck_assert_str_eq(e.event, "third, after no blank line");
	ck_assert_str_eq(e.result, "");
	ck_assert_int_eq(e.length, 1);
	ck_assert_str_eq(e.last, "1g");
	char label[256];
	load_label(&r.source, "several.txt", 1, label, sizeof label);
	ck_assert_str_eq(label, "several.txt#2");
	/* the second from the list: its three moves, its tree, its tags */
	ck_assert_int_eq(load_list_game(&r, 1, &g, &cause), 0);
	ck_assert_int_eq(g.kind, LOAD_ARCHIVE_GAME); /* one of several: never saved over the file */
	ck_assert_uint_eq(g.row, 1);
	ck_assert_ptr_nonnull(g.tree);
	ck_assert_uint_eq(g.game.nmoves, 3);
	ck_assert_str_eq(gametree_tag(g.tree, "Event"), "second");
	load_free(&g);
	load_free(&r);
	/* the third as FILE#3; no fourth */
	ck_assert_int_eq(load_path(test_data("annotated/several.txt#3"), NULL, &g, &cause), 0);
	ck_assert_int_eq(g.kind, LOAD_ARCHIVE_GAME);
	ck_assert_uint_eq(g.game.nmoves, 1);
	ck_assert_str_eq(gametree_tag(g.tree, "Event"), "third, after no blank line");
	load_free(&g);
	ck_assert_int_eq(load_path(test_data("annotated/several.txt#4"), NULL, &g, &cause), -1);
	ck_assert_msg(strstr(cause, "no game #4: the file holds 3 games (#1 to #3)"), "%s", cause);
	free(cause);
	cause = NULL;
	load_free(&g);
	/* a file of one annotated game opens that game, as before */
	ck_assert_int_eq(load_path(test_data("annotated/nested.txt"), NULL, &g, &cause), 0);
	ck_assert_int_ne(g.kind, LOAD_ARCHIVE_LIST);
	ck_assert_ptr_nonnull(g.tree);
	load_free(&g);
}
END_TEST

/* Issue 21: a "note" column (the famous games': why each is famous) is
 * read for the list, cut at a character's boundary when long. */
/* FILE#ID on an annotated record (load_narrow, as the command line reads
 * it): the text becomes that game alone, the games before it blank lines
 * (so that its line numbers stay true); a game of variations, comments
 * and takebacks before it is skipped whole. */
START_TEST(annotated_record_narrowed_to_one_game)
{
	size_t ln, lc;
	char *nested = test_slurp(test_data("annotated/nested.txt"), &ln);
	char *cont = test_slurp(test_data("annotated/continuation.txt"), &lc);
	size_t len = ln + 1 + lc + 1 + ln;
	char *text = malloc(len + 1);
	ck_assert_ptr_nonnull(text);
	snprintf(text, len + 1, "%s\n%s\n%s", nested, cont, nested);
	int before = 0;
	for (size_t i = 0; i < ln + 1; i++)
		before += nested[i] == '\n' || i == ln;
	for (int k = 2; k <= 3; k++) {
		struct load_source src;
		struct record_error err;
		char id[4];
		snprintf(id, sizeof id, "%d", k);
		ck_assert_int_eq(load_open_text(text, len, &src, &err), 0);
		ck_assert_int_eq(load_narrow(&src, id, &err), 0);
		const char *want = k == 2 ? cont : nested;
		size_t skip = strspn(src.text, "\n");
		if (k == 2) {
			ck_assert_uint_eq(skip, (size_t)before);                 /* the first game's lines, as blank lines */
			ck_assert_uint_eq(src.len - skip, lc + 1);             /* the game and the blank line after it */
		}
		ck_assert_msg(strncmp(src.text + skip, want, strlen(want)) == 0, "game #%d is not the %s game", k,
			      k == 2 ? "second" : "third");
		ck_assert(treerecord_detect(src.text, src.len));
		load_close(&src);
	}
	struct load_source src;
	struct record_error err;
	ck_assert_int_eq(load_open_text(text, len, &src, &err), 0);
	ck_assert_int_eq(load_narrow(&src, "4", &err), -1);
	ck_assert_msg(strstr(err.message, "the file holds 3 games"), "%s", err.message);
	load_close(&src);
	free(text);
	free(cont);
	free(nested);
}
END_TEST

START_TEST(archive_note_column_is_read_for_the_list)
{
	struct load_result r;
	struct load_entry e;
	char *cause = NULL, text[600], longnote[200];
	/* 158 bytes, then an é across the 159-byte limit of the entry */
	memset(longnote, 'x', 158);
	snprintf(longnote + 158, sizeof longnote - 158, "\xc3\xa9yyy");
	snprintf(text, sizeof text, "id\tmovelist\tnote\n1\t\tthe first\n2\t\t%s\n", longnote);
	ck_assert_int_eq(load_text("notes.txt", text, strlen(text), NULL, &r, &cause), 0);
	ck_assert_int_eq(r.kind, LOAD_ARCHIVE_LIST);
	load_list_entry(&r, 0, &e);
	ck_assert_str_eq(e.note, "the first");
	load_list_entry(&r, 1, &e);
	ck_assert_uint_eq(strlen(e.note), 158);
	ck_assert_int_eq(e.note[157], 'x');
	load_free(&r);
}
END_TEST

START_TEST(archive_game_by_hash_id)
{
	struct load_result r, r2;
	char spec[1100], *cause = NULL;

	snprintf(spec, sizeof spec, "%s#669122", test_data("allgames202602.txt"));
	ck_assert_msg(load_path(spec, NULL, &r, &cause) == 0, "%s", cause);
	ck_assert_int_eq(r.kind, LOAD_ARCHIVE_GAME);
	ck_assert(r.has_game && !r.illegal);
	/* Ended by resignation after 37w: the board has not decided it, the record has. */
	ck_assert(r.finished);
	ck_assert_int_eq(r.info.result_code, 'w');
	ck_assert_str_eq(r.info.gold, "bot_dolores_v1");
	ck_assert_int_eq(game_last(&r.game)->number, 37);
	ck_assert_int_eq(game_last(&r.game)->side, GOLD);
	ck_assert_int_eq(load_path(test_data("allgames202602.txt"), "669122", &r2, &cause), 0);
	fixture_assert_same_game(&r.game, &r2.game, "by # and by id");
	load_free(&r);
	load_free(&r2);
}
END_TEST

START_TEST(archive_list_opens_rows_whatever_their_ids)
{
	/* Rows with an empty id, the same id twice and an id with a control
	 * character; the games differ in length (1, 2 and 3 moves). */
	static const char text[] =
		"id\tmovelist\tresult\ttermination\n"
		"\t1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\tb\tt\n"
		"7\t1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2"
		"\\n1b ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\n"
		"7\t1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2"
		"\\n1b ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\\n2w Ee2n\n"
		"\x1b[2J\t1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\n";
	static const size_t moves[] = { 1, 2, 3, 1 };
	struct load_result list, r;
	struct load_entry e;
	char *cause = NULL;

	ck_assert_int_eq(load_text("rows", text, sizeof text - 1, NULL, &list, &cause), 0);
	ck_assert_int_eq(list.kind, LOAD_ARCHIVE_LIST);
	ck_assert_uint_eq(list.nentries, 4);
	for (size_t i = 0; i < 4; i++) {
		ck_assert_int_eq(load_list_game(&list, i, &r, &cause), 0);
		ck_assert_uint_eq(r.row, i);
		ck_assert_uint_eq(r.game.nmoves, moves[i]);
		load_free(&r);
	}
	/* The first row ended on time by the record: unfinished on the board. */
	ck_assert_int_eq(load_list_game(&list, 0, &r, &cause), 0);
	ck_assert(r.record_result && r.finished && r.game.phase != GAME_OVER);
	ck_assert_int_eq(r.info.result_code, 'b');
	load_free(&r);
	/* The list keeps the id as the file has it; the screen shows it as text. */
	load_list_entry(&list, 3, &e);
	ck_assert_str_eq(e.id, "\x1b[2J");
	load_list_entry(&list, 0, &e);
	ck_assert_str_eq(e.id, "");
	ck_assert_str_eq(e.result, "0-1 t");
	ck_assert_str_eq(e.last, "1w");
	load_list_entry(&list, 2, &e);
	ck_assert_str_eq(e.last, "2w");
	ck_assert_str_eq(e.wrating, "");
	load_free(&list);
}
END_TEST

START_TEST(archive_unknown_id_is_an_error)
{
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(load_path(test_data("allgames202602.txt"), "1", &r, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "#1"), "cause: %s", cause);
	free(cause);
	load_free(&r);
}
END_TEST

START_TEST(illegal_move_opens_up_to_last_legal_turn)
{
	struct load_result r;
	char *cause = NULL;

	/* five-steps.txt: line 5 is 3g, whose fifth step ed4w is illegal. */
	ck_assert_int_eq(load_path(test_data("cases/five-steps.txt"), NULL, &r, &cause), 0);
	ck_assert(r.has_game && r.illegal && !r.finished);
	ck_assert_int_eq(r.game.nmoves, 4);
	ck_assert_int_eq(r.game.number, 3);
	ck_assert_int_eq(r.game.pos.side, GOLD);
	ck_assert_ptr_nonnull(r.message);
	ck_assert_msg(strstr(r.message, "line 5") && strstr(r.message, "3g") &&
		      strstr(r.message, "ed4w") && strstr(r.message, "four steps"),
		      "message names line, move and reason: %s", r.message);
	load_free(&r);
}
END_TEST

START_TEST(illegal_setup_opens_as_an_empty_game)
{
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(load_path(test_data("cases/handicap-setup.txt"), NULL, &r, &cause), 0);
	ck_assert(r.illegal);
	ck_assert_int_eq(r.game.nmoves, 0);
	ck_assert_msg(strstr(r.message, "line 1") && strstr(r.message, "1g"),
		      "message: %s", r.message);
	load_free(&r);
}
END_TEST

START_TEST(text_that_is_not_a_record_is_an_error)
{
	struct load_result r;
	char *cause = NULL;

	test_put(path_in("poem.txt"), "Shall I compare thee to a summer's day?\nThou art more lovely.\n");
	ck_assert_int_eq(load_path(path_in("poem.txt"), NULL, &r, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "poem.txt"), "cause: %s", cause);
	free(cause);
	load_free(&r);
}
END_TEST

START_TEST(empty_file_is_an_error)
{
	struct load_result r;
	char *cause = NULL;

	test_put(path_in("empty.txt"), "");
	ck_assert_int_eq(load_path(path_in("empty.txt"), NULL, &r, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	load_free(&r);
}
END_TEST

START_TEST(directory_and_missing_file_are_errors)
{
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(load_path(tmpdir, NULL, &r, &cause), -1);
	ck_assert_msg(strstr(cause, "directory"), "cause: %s", cause);
	free(cause);
	load_free(&r);
	ck_assert_int_eq(load_path(path_in("nothing.txt"), NULL, &r, &cause), -1);
	ck_assert_msg(strstr(cause, "nothing.txt"), "cause: %s", cause);
	free(cause);
	load_free(&r);
}
END_TEST

START_TEST(id_on_a_plain_record_is_an_error)
{
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), "5", &r, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	load_free(&r);
}
END_TEST

START_TEST(random_bytes_never_crash)
{
	unsigned seed = 12345;
	char buf[512];
	size_t n;

	for (int i = 0; i < 2000; i++) {
		struct load_result r;
		char *cause = NULL;

		n = (size_t)(rand_r(&seed) % sizeof buf);
		for (size_t k = 0; k < n; k++) {
			/* Mostly notation-like bytes, some of anything (NULs included). */
			static const char alpha[] = "1234567890gswbx ERMHDCrmhdce\n\tnsew#:[]|+-.";
			buf[k] = rand_r(&seed) % 8 == 0 ? (char)rand_r(&seed)
				: alpha[rand_r(&seed) % (sizeof alpha - 1)];
		}
		(void)load_text("random", buf, n, NULL, &r, &cause);
		free(cause);
		load_free(&r);
	}
}
END_TEST

START_TEST(file_over_the_size_bound_is_refused)
{
	struct load_result r;
	char *cause = NULL;
	FILE *f = fopen(path_in("huge.txt"), "wb");

	/* A sparse file one byte over the bound: refused before it is parsed. */
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(ftruncate(fileno(f), (off_t)LOAD_MAX_SIZE + 1), 0);
	fclose(f);
	ck_assert_int_eq(load_path(path_in("huge.txt"), NULL, &r, &cause), -1);
	ck_assert_msg(strstr(cause, "larger than 64 MiB"), "cause: %s", cause);
	free(cause);
	load_free(&r);
}
END_TEST

START_TEST(nul_byte_inside_a_record_is_no_crash)
{
	static const char text[] = "1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\n"
				   "1s ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\n"
				   "2g Ee2n\0Hg2n Dg1n Ee3w\n";
	struct load_result r;
	char *cause = NULL;
	int rc = load_text("nul", text, sizeof text - 1, NULL, &r, &cause);

	/* Either refused or read up to the bad line; the setups are never lost. */
	if (rc == 0)
		ck_assert_int_ge(r.game.nmoves, 2);
	else
		ck_assert_ptr_nonnull(cause);
	free(cause);
	load_free(&r);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("store_load");
	TCase *tc = tcase_create("load");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, bare_move_list_opens_as_a_game);
	tcase_add_test(tc, unfinished_move_list_is_not_finished);
	tcase_add_test(tc, game_file_with_headers_keeps_names);
	tcase_add_test(tc, result_header_makes_a_game_finished);
	tcase_add_test(tc, diagram_opens_as_a_position);
	tcase_add_test(tc, short_form_opens_as_a_position);
	tcase_add_test(tc, archive_without_id_lists_its_games);
	tcase_add_test(tc, annotated_record_of_several_games_lists_them);
	tcase_add_test(tc, annotated_record_narrowed_to_one_game);
	tcase_add_test(tc, archive_game_by_hash_id);
	tcase_add_test(tc, archive_note_column_is_read_for_the_list);
	tcase_add_test(tc, archive_unknown_id_is_an_error);
	tcase_add_test(tc, illegal_move_opens_up_to_last_legal_turn);
	tcase_add_test(tc, illegal_setup_opens_as_an_empty_game);
	tcase_add_test(tc, text_that_is_not_a_record_is_an_error);
	tcase_add_test(tc, empty_file_is_an_error);
	tcase_add_test(tc, directory_and_missing_file_are_errors);
	tcase_add_test(tc, id_on_a_plain_record_is_an_error);
	tcase_add_test(tc, random_bytes_never_crash);
	tcase_add_test(tc, file_over_the_size_bound_is_refused);
	tcase_add_test(tc, nul_byte_inside_a_record_is_no_crash);
	tcase_add_test(tc, archive_list_opens_rows_whatever_their_ids);
	suite_add_tcase(s, tc);
	return s;
}
