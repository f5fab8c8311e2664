/* test_notation_treerecord.c: the annotated record read into trees and
 * written back, on the corpus of tests/data/annotated/: nested variations,
 * introductions, glyphs, commands and escaped braces; a continuation block
 * after a resignation; several games; a takeback kept as a variation; an
 * AEI round-robin file whose ResultCode is the reason; every error case
 * with its line; a plain game written byte for byte as record_write does;
 * and the round trip (write, read, write gives the same bytes). */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/treerecord.h"
#include "lib/test.h"

/* Reads a corpus file, which must be a record. */
static struct treerecord_game *read_file(const char *name, size_t *n)
{
	struct treerecord_game *games;
	struct record_error err;
	size_t len;
	char *text = test_slurp(test_data(name), &len);
	ck_assert_msg(treerecord_read(text, len, &games, n, &err) == 0, "%s: line %d: %s", name, err.line,
		      err.message);
	free(text);
	return games;
}

/* Asserts that writing, reading and writing again gives the same bytes; returns the first writing. */
static char *assert_round_trip(const struct gametree *t)
{
	struct treerecord_game *again;
	struct record_error err;
	size_t n;
	char *w1 = treerecord_write(t);
	ck_assert_msg(treerecord_read(w1, strlen(w1), &again, &n, &err) == 0, "%s", err.message);
	ck_assert_uint_eq(n, 1);
	char *w2 = treerecord_write(&again[0].tree);
	ck_assert_str_eq(w2, w1);
	free(w2);
	treerecord_free(again, n);
	return w1;
}

START_TEST(nested_variations_comments_glyphs_and_commands)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/nested.txt", &n);
	const struct gametree *t = &g[0].tree;
	ck_assert_uint_eq(n, 1);
	ck_assert(!g[0].illegal && !g[0].variation_illegal);
	ck_assert_str_eq(gametree_tag(t, "Gold"), "alice");
	ck_assert_str_eq(gametree_notes(t, 0)->comment, "The AEI test game resign.txt, annotated.");
	ck_assert_uint_eq(gametree_notes(t, 0)->nmarks, 1);
	ck_assert(gametree_notes(t, 0)->marks[0].arrow);
	ck_assert_int_eq(gametree_notes(t, 0)->marks[0].color, 'G');
	ck_assert_int_eq(gametree_notes(t, 0)->marks[0].from, fixture_square("d2"));
	ck_assert_int_eq(gametree_notes(t, 0)->marks[0].to, fixture_square("d5"));
	gametree_id s1 = gametree_child(t, gametree_child(t, GAMETREE_ROOT, 0), 0);
	ck_assert_uint_eq(gametree_nchildren(t, s1), 3);   /* 2g and its two variations */
	const struct gametree_notes *m2 = gametree_notes(t, gametree_child(t, s1, 0));
	ck_assert_int_eq(m2->nnags, 1);
	ck_assert_int_eq(m2->nags[0], 6);                   /* ?! */
	ck_assert_int_eq(m2->emt, 12);
	ck_assert_int_eq(m2->clk, 168);
	ck_assert_str_eq(m2->comment, "The elephant leaves early.");
	gametree_id v1 = gametree_child(t, s1, 1);
	ck_assert_str_eq(gametree_notes(t, v1)->intro, "A quieter start.");
	struct gametree_move mv;
	gametree_move_get(t, v1, &mv);
	ck_assert_int_eq(mv.steps[3].step.from, fixture_square("d5"));
	gametree_id v1s = gametree_child(t, v1, 0);
	ck_assert(gametree_notes(t, v1s)->has_eval);
	ck_assert_int_eq(gametree_notes(t, v1s)->eval, -35);
	ck_assert_int_eq(gametree_notes(t, v1s)->nags[0], 5);        /* !? */
	ck_assert_uint_eq(gametree_nchildren(t, v1), 2);   /* the nested variation */
	ck_assert_int_eq(gametree_notes(t, gametree_child(t, v1, 1))->nags[0], 14);
	ck_assert_uint_eq(gametree_nchildren(t, v1s), 1);  /* 3g Ra2n goes on after 2s ra7s */
	gametree_id v2 = gametree_child(t, s1, 2);
	ck_assert_int_eq(gametree_notes(t, v2)->nags[0], 10);
	ck_assert_str_eq(gametree_notes(t, v2)->comment, "A brace } and a backslash \\ in a comment.");
	gametree_id m2s = gametree_child(t, gametree_child(t, s1, 0), 0);
	ck_assert_uint_eq(gametree_notes(t, m2s)->nmarks, 3);
	gametree_id m3 = gametree_child(t, m2s, 0);
	ck_assert_int_eq(gametree_notes(t, m3)->nags[0], 1);
	ck_assert_ptr_null(gametree_notes(t, m3)->comment);          /* {} is no comment */
	ck_assert_uint_eq(gametree_main_end(t), m3);
	char *w = assert_round_trip(t);
	/* canonical: the commands in one order, an empty comment dropped */
	ck_assert_ptr_nonnull(strstr(w, "2g Ed2n Ed3n Ed4n Dg2n ?! {The elephant leaves early. [%clk 0:02:48] [%emt 0:00:12]}\n(\n{A quieter start.}\n2g Ed2n Ed3n Ed4n Ed5n\n2s ra7s !? {[%eval -35]}\n(\n2s ee7s ee6s ee5s ee4s $14\n)\n3g Ra2n\n)\n(\n2g Me2n Me3n $10 {A brace \\} and a backslash \\\\ in a comment.}\n)\n"));
	ck_assert_ptr_nonnull(strstr(w, "\n3g Db2n Hf2e Me2e Ce1n !\n"));
	free(w);
	treerecord_free(g, n);
}
END_TEST

static const char setups[] =
	"1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n"
	"1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n";

START_TEST(a_continuation_block_after_a_resignation)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/continuation.txt", &n);
	const struct gametree *t = &g[0].tree;
	gametree_id end = gametree_main_end(t);
	ck_assert_int_eq(t->nodes[end].winner, 'w');
	ck_assert_int_eq(t->nodes[end].reason, 'r');
	ck_assert_int_eq(t->nodes[end].move.number, 2);
	ck_assert_int_eq(t->nodes[end].move.side, GOLD);
	gametree_id c = t->nodes[end].first;
	ck_assert_uint_ne(c, GAMETREE_NONE);                /* played on after it */
	ck_assert_str_eq(gametree_notes(t, c)->intro, "What if Silver had played on.");
	char *w = assert_round_trip(t);
	char expect[1024];
	snprintf(expect, sizeof expect,
		 "[Gold \"alice\"]\n[Silver \"bob\"]\n[ResultCode \"r\"]\n[Result \"1-0\"]\n\n%s"
		 "2g Ed2n Ed3n Ed4n Dg2n\n2s resign\n(\n{What if Silver had played on.}\n2s ra7s\n3g Ed5n\n)\n1-0\n",
		 setups);
	ck_assert_str_eq(w, expect);
	free(w);
	treerecord_free(g, n);
}
END_TEST

START_TEST(several_games_in_one_file)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/several.txt", &n);
	ck_assert_uint_eq(n, 3);
	ck_assert_str_eq(gametree_tag(&g[0].tree, "Event"), "first");
	ck_assert_str_eq(gametree_tag(&g[1].tree, "Event"), "second");
	ck_assert_str_eq(gametree_tag(&g[2].tree, "Event"), "third, after no blank line");
	gametree_id e1 = gametree_main_end(&g[1].tree);
	ck_assert_int_eq(g[1].tree.nodes[e1].winner, 'b');
	ck_assert_int_eq(g[1].tree.nodes[e1].reason, 't');
	ck_assert_ptr_null(gametree_tag(&g[1].tree, "Result"));   /* made from the tree when written */
	ck_assert_int_eq(g[0].tree.nodes[gametree_main_end(&g[0].tree)].reason, 'r');
	ck_assert_uint_eq(gametree_depth(&g[2].tree, gametree_main_end(&g[2].tree)), 1);
	treerecord_free(g, n);
}
END_TEST

START_TEST(takeback_keeps_the_move_as_a_variation)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/takeback.txt", &n);
	const struct gametree *t = &g[0].tree;
	gametree_id s1 = gametree_child(t, gametree_child(t, GAMETREE_ROOT, 0), 0);
	ck_assert_uint_eq(gametree_nchildren(t, s1), 2);
	struct gametree_move played, taken;
	gametree_move_get(t, gametree_child(t, s1, 0), &played);
	gametree_move_get(t, gametree_child(t, s1, 1), &taken);
	ck_assert_int_eq(played.steps[3].step.from, fixture_square("g2"));   /* Dg2n, played after */
	ck_assert_int_eq(taken.steps[3].step.from, fixture_square("d5"));    /* Ed5n, taken back */
	ck_assert_uint_eq(gametree_depth(t, gametree_main_end(t)), 4);
	ck_assert_str_eq(gametree_tag(t, "Gold"), "alice");   /* White: read as Gold */
	free(assert_round_trip(t));
	treerecord_free(g, n);
}
END_TEST

START_TEST(aei_roundrobin_result_code_is_the_reason)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/aei-roundrobin.txt", &n);
	const struct gametree *t = &g[0].tree;
	gametree_id end = gametree_main_end(t);
	ck_assert_int_eq(g[0].said_winner, 'w');
	ck_assert_int_eq(g[0].said_reason, 'g');
	ck_assert(t->nodes[end].board_result);
	ck_assert_int_eq(t->nodes[end].winner, 'w');
	ck_assert_int_eq(t->nodes[end].reason, 'g');
	ck_assert_int_eq(t->nodes[end].move.number, 43);
	ck_assert_str_eq(gametree_tag(t, "Silver"), "bot_b");
	free(assert_round_trip(t));
	treerecord_free(g, n);
}
END_TEST

/* The same convention for a game not decided on the board: "s" is the
 * reason (score), not Silver. */
START_TEST(aei_roundrobin_score_is_the_reason)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/aei-roundrobin-score.txt", &n);
	ck_assert_int_eq(g[0].said_winner, 'w');
	ck_assert_int_eq(g[0].said_reason, 's');
	treerecord_free(g, n);
}
END_TEST

/* An error case: the file, the line and words of the reason. */
struct error_case {
	const char *file;
	int line;
	const char *words;
};

static const struct error_case error_cases[] = {
	{ "annotated/errors/close-without-open.txt", 3, "')' without its '('" },
	{ "annotated/errors/open-without-close.txt", 3, "has no ')'" },
	{ "annotated/errors/comment-not-closed.txt", 2, "has no '}'" },
	{ "annotated/errors/variation-before-any-move.txt", 3, "before any move" },
	{ "annotated/errors/variation-wrong-label.txt", 4, "must replace 1s" },
	{ "annotated/errors/tag-unclosed-quote.txt", 1, "no closing double quote" },
	{ "annotated/errors/tag-unquoted.txt", 1, "double quotes" },
};

START_TEST(every_error_case_says_its_line)
{
	const struct error_case *c = &error_cases[_i];
	struct treerecord_game *games;
	struct record_error err;
	size_t len, n;
	char *text = test_slurp(test_data(c->file), &len);
	ck_assert_int_eq(treerecord_read(text, len, &games, &n, &err), -1);
	ck_assert_int_eq(err.line, c->line);
	ck_assert_msg(strstr(err.message, c->words), "%s: %s", c->file, err.message);
	free(text);
}
END_TEST

START_TEST(an_illegal_variation_is_cut_and_the_main_line_read_on)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/errors/illegal-variation.txt", &n);
	ck_assert(!g[0].illegal);
	ck_assert(g[0].variation_illegal);
	ck_assert_int_eq(g[0].variation_error.line, 5);
	ck_assert_str_eq(g[0].variation_error.move, "2g");
	ck_assert_ptr_nonnull(strstr(g[0].variation_error.message, "c3"));   /* the horse fell on c3 */
	ck_assert_uint_eq(gametree_depth(&g[0].tree, gametree_main_end(&g[0].tree)), 4);
	treerecord_free(g, n);
	g = read_file("annotated/errors/illegal-main-line.txt", &n);
	ck_assert(g[0].illegal);
	ck_assert_int_eq(g[0].error.line, 7);
	ck_assert_str_eq(g[0].error.move, "2s");
	ck_assert_uint_eq(gametree_depth(&g[0].tree, gametree_main_end(&g[0].tree)), 3);
	treerecord_free(g, n);
}
END_TEST

/* The plain records of the AEI cases, cut before their last line so that
 * no result is written. */
static const char *const plain_cases[] = { "cases/goal.txt", "cases/elimination.txt", "cases/immobilization.txt",
					   "cases/resign.txt" };

START_TEST(a_plain_game_is_written_as_record_write_writes_it)
{
	size_t len;
	char *text = test_slurp(test_data(plain_cases[_i]), &len);
	char *cut = text + len - 1;
	while (cut > text && cut[-1] != '\n')
		cut--;
	*cut = '\0';
	len = (size_t)(cut - text);
	struct record rec;
	struct record_error err;
	struct game g;
	ck_assert_int_eq(record_parse(text, len, &rec, &err), 0);
	ck_assert_int_eq(record_replay(&rec, &g, false, &err), 0);
	char *old = record_write(&g, NULL, 0);
	ck_assert_str_eq(old, text);   /* the cases are canonical already */
	struct treerecord_game *games;
	size_t n;
	ck_assert_int_eq(treerecord_read(text, len, &games, &n, &err), 0);
	char *w = treerecord_write(&games[0].tree);
	ck_assert_str_eq(w, old);
	char *m = treerecord_write_main(&games[0].tree);
	ck_assert_str_eq(m, old);
	struct gametree t;
	treerecord_from_game(&g, NULL, 0, 0, 0, &t);
	char *f = treerecord_write(&t);
	ck_assert_str_eq(f, old);
	free(f);
	gametree_free(&t);
	free(m);
	free(w);
	free(old);
	treerecord_free(games, n);
	game_free(&g);
	record_free(&rec);
	free(text);
}
END_TEST

START_TEST(the_main_line_is_a_plain_record)
{
	size_t n;
	struct treerecord_game *g = read_file("annotated/nested.txt", &n);
	char *m = treerecord_write_main(&g[0].tree);
	char expect[1024];
	snprintf(expect, sizeof expect,
		 "Event: Annotated test game\nWhite: alice\nBlack: bob\nMoveTimes: - - 12 - -\n\n%s"
		 "2g Ed2n Ed3n Ed4n Dg2n\n2s ee7s ee6s ee5s ee4s\n3g Db2n Hf2e Me2e Ce1n\n", setups);
	ck_assert_str_eq(m, expect);
	free(m);
	treerecord_free(g, n);
}
END_TEST

START_TEST(a_game_from_a_position_keeps_its_position_tag)
{
	static const char text[] =
		"[Position \"12s [rrrrrrrr                                                RRRRRRRR]\"]\n\n12s ra8s\n(\n12s rh8s\n)\n";
	struct treerecord_game *g;
	struct record_error err;
	size_t n;
	ck_assert_msg(treerecord_read(text, strlen(text), &g, &n, &err) == 0, "%s", err.message);
	ck_assert(g[0].tree.from_position);
	ck_assert_int_eq(g[0].tree.start_number, 12);
	ck_assert_uint_eq(gametree_nchildren(&g[0].tree, GAMETREE_ROOT), 2);
	char *w = assert_round_trip(&g[0].tree);
	ck_assert_str_eq(w, text);
	free(w);
	treerecord_free(g, n);
}
END_TEST

START_TEST(comment_escapes_and_tag_escapes_round_trip)
{
	static const char text[] =
		"[Event \"a \\\"quoted\\\" name\\nand a second line \\\\\"]\n\n"
		"{braces \\{ \\} and \\\\ [%unknown 1] kept}\n"
		"1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1 {a comment\nover two lines}\n";
	struct treerecord_game *g;
	struct record_error err;
	size_t n;
	ck_assert_msg(treerecord_read(text, strlen(text), &g, &n, &err) == 0, "%s", err.message);
	ck_assert_str_eq(gametree_tag(&g[0].tree, "Event"), "a \"quoted\" name\nand a second line \\");
	ck_assert_str_eq(gametree_notes(&g[0].tree, 0)->comment, "braces \\{ } and \\ [%unknown 1] kept");
	ck_assert_str_eq(gametree_notes(&g[0].tree, 1)->comment, "a comment\nover two lines");
	free(assert_round_trip(&g[0].tree));
	treerecord_free(g, n);
}
END_TEST

START_TEST(archive_events_give_the_reserves)
{
	static const char events[] =
		"1 [x] after 1w, move used:13 wresv:150 bresv:150 game:13\\n"
		"2 [x] after 1b, move used:16 wresv:150 bresv:149 game:29\\n"
		"3 [x] move 2w received\\n"
		"4 [x] after 2w, move used:17 wresv:148 bresv:149 game:46\\n"
		"5 [x] after 3w, move used:1 wresv:1 bresv:1 game:47";
	struct treerecord_game *g;
	struct record_error err;
	size_t n;
	char text[512];
	snprintf(text, sizeof text, "%s2g Ed2n\n2s ee7s\n", setups);
	ck_assert_int_eq(treerecord_read(text, strlen(text), &g, &n, &err), 0);
	struct gametree *t = &g[0].tree;
	treerecord_clocks_from_events(t, events, strlen(events));
	gametree_id a = t->nodes[0].first, b = t->nodes[a].first, c = t->nodes[b].first, d = t->nodes[c].first;
	ck_assert_int_eq(gametree_notes(t, a)->clk, 150);
	ck_assert_int_eq(gametree_notes(t, b)->clk, 149);   /* Silver's reserve after Silver's move */
	ck_assert_int_eq(gametree_notes(t, c)->clk, 148);
	ck_assert_int_eq(gametree_notes(t, d)->clk, -1);    /* 3w is not 2s: the events stop there */
	treerecord_free(g, n);
}
END_TEST

/* Counts the games handed over, and checks their order and the last flag. */
static void count_each(void *ctx, size_t index, bool last, struct treerecord_game *game)
{
	size_t *seen = ctx;
	ck_assert_uint_eq(index, *seen);
	ck_assert(last == (index == 2));
	ck_assert_ptr_nonnull(gametree_tag(&game->tree, "Event"));
	(*seen)++;
}

START_TEST(games_handed_over_one_by_one)
{
	size_t len, n, seen = 0;
	struct record_error err;
	char *text = test_slurp(test_data("annotated/several.txt"), &len);
	ck_assert_int_eq(treerecord_read_each(text, len, false, count_each, &seen, &n, &err), 0);
	ck_assert_uint_eq(n, 3);
	ck_assert_uint_eq(seen, 3);
	free(text);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("notation_treerecord");
	TCase *tc = tcase_create("treerecord");
	tcase_add_test(tc, nested_variations_comments_glyphs_and_commands);
	tcase_add_test(tc, a_continuation_block_after_a_resignation);
	tcase_add_test(tc, several_games_in_one_file);
	tcase_add_test(tc, takeback_keeps_the_move_as_a_variation);
	tcase_add_test(tc, aei_roundrobin_result_code_is_the_reason);
	tcase_add_test(tc, aei_roundrobin_score_is_the_reason);
	tcase_add_loop_test(tc, every_error_case_says_its_line, 0, (int)(sizeof error_cases / sizeof error_cases[0]));
	tcase_add_test(tc, an_illegal_variation_is_cut_and_the_main_line_read_on);
	tcase_add_loop_test(tc, a_plain_game_is_written_as_record_write_writes_it, 0,
			    (int)(sizeof plain_cases / sizeof plain_cases[0]));
	tcase_add_test(tc, the_main_line_is_a_plain_record);
	tcase_add_test(tc, a_game_from_a_position_keeps_its_position_tag);
	tcase_add_test(tc, comment_escapes_and_tag_escapes_round_trip);
	tcase_add_test(tc, archive_events_give_the_reserves);
	tcase_add_test(tc, games_handed_over_one_by_one);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}
