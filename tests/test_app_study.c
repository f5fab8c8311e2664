/* test_app_study.c: the game tree being viewed (app/study.c): a move
 * entered off the end of a line adds a branch and an identical one reuses
 * its node, nothing is lost without a delete, promote / demote / make main
 * / delete, the line of a game being played kept as the main line (a
 * take-back keeping the move taken back as a variation), moving among
 * siblings and branch points, the move list's rows in order with their
 * indents, and when a tree needs the annotated record. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/load.h"
#include "app/study.h"
#include "app/autoplay.h"
#include "app/viewer.h"
#include "lib/test.h"

/* Five moves: the setups of the AEI test game resign.txt, then three turns
 * (tests/data/annotated/nested.txt plays the same). */
static const char game_text[] =
	"1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n"
	"1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n"
	"2g Ed2n Ed3n Ed4n Dg2n\n"
	"2s ee7s ee6s ee5s ee4s\n"
	"3g Db2n Hf2e Me2e Ce1n\n";

static struct load_result loaded;
static struct study st;

static void setup(void)
{
	char *cause = NULL;
	ck_assert_msg(load_text("game", game_text, sizeof game_text - 1, NULL, &loaded, &cause) == 0, "%s", cause);
	ck_assert_int_eq(loaded.game.nmoves, 5);
	study_init(&st);
	study_follow_game(&st, &loaded.game, false);
}

static void teardown(void)
{
	study_free(&st);
	load_free(&loaded);
}

/* The node after k moves of the main line. */
static gametree_id main_node(size_t k)
{
	gametree_id id = GAMETREE_ROOT;
	for (size_t i = 0; i < k; i++)
		id = gametree_node(&st.tree, id)->first;
	return id;
}

/* The text of node id's move. */
static const char *text_of(gametree_id id)
{
	static char buf[256];
	study_move_text(&st, id, buf, sizeof buf);
	return buf;
}

START_TEST(follow_game_makes_the_main_line)
{
	ck_assert_uint_eq(gametree_depth(&st.tree, gametree_main_end(&st.tree)), 5);
	ck_assert_str_eq(text_of(main_node(3)), "2g Ed2n Ed3n Ed4n Dg2n");
	ck_assert_str_eq(text_of(main_node(5)), "3g Db2n Hf2e Me2e Ce1n");
	ck_assert(!study_annotated(&st));
}
END_TEST

START_TEST(a_move_off_the_end_of_a_line_adds_a_branch)
{
	char why[128] = "";
	size_t before = st.tree.live;
	/* after the setups, 2g another way */
	gametree_id v = study_add_text(&st, main_node(2), "Me2n Me3n", why, sizeof why);
	ck_assert_msg(v != GAMETREE_NONE, "%s", why);
	ck_assert_uint_eq(st.tree.live, before + 1);
	ck_assert_uint_eq(gametree_nchildren(&st.tree, main_node(2)), 2);
	/* the main line is untouched: its 2g first, its end still 3g */
	ck_assert_str_eq(text_of(main_node(3)), "2g Ed2n Ed3n Ed4n Dg2n");
	ck_assert_uint_eq(gametree_depth(&st.tree, gametree_main_end(&st.tree)), 5);
	ck_assert_str_eq(text_of(v), "2g Me2n Me3n");
	ck_assert(study_annotated(&st));
	/* the same move again reuses the node */
	ck_assert_uint_eq(study_add_text(&st, main_node(2), "Me2n Me3n", why, sizeof why), v);
	/* the main line's own move too */
	ck_assert_uint_eq(study_add_text(&st, main_node(2), "Ed2n Ed3n Ed4n Dg2n", why, sizeof why), main_node(3));
	ck_assert_uint_eq(st.tree.live, before + 1);
}
END_TEST

START_TEST(an_illegal_move_is_refused_with_its_reason)
{
	char why[128] = "";
	/* the gold elephant is on d5 after 2g: d2 is empty */
	ck_assert_uint_eq(study_add_text(&st, main_node(3), "Ed2n", why, sizeof why), GAMETREE_NONE);
	ck_assert(why[0] != '\0');
	ck_assert_uint_eq(gametree_nchildren(&st.tree, main_node(3)), 1);
}
END_TEST

START_TEST(promote_demote_make_main_and_delete)
{
	char why[128];
	gametree_id a = study_add_text(&st, main_node(2), "Me2n Me3n", why, sizeof why);
	gametree_id b = study_add_text(&st, main_node(2), "Hc2n", why, sizeof why);
	gametree_id m = main_node(3);
	ck_assert_int_eq(study_promote(&st, m), STUDY_FIRST);
	ck_assert_int_eq(study_demote(&st, b), STUDY_LAST);
	ck_assert_int_eq(study_promote(&st, b), STUDY_OK);
	ck_assert_uint_eq(gametree_child(&st.tree, main_node(2), 1), b);
	ck_assert_uint_eq(gametree_child(&st.tree, main_node(2), 2), a);
	ck_assert_int_eq(study_demote(&st, m), STUDY_OK);
	ck_assert_uint_eq(gametree_child(&st.tree, main_node(2), 0), b);
	/* a move after the variation b, then b's line made the main line */
	gametree_id b2 = study_add_text(&st, b, "ee7s", why, sizeof why);
	ck_assert_msg(b2 != GAMETREE_NONE, "%s", why);
	ck_assert_int_eq(study_make_main(&st, a), STUDY_OK);
	ck_assert_uint_eq(gametree_main_end(&st.tree), a);
	/* deleting b takes b2 with it; the node shown below it goes up */
	study_go(&st, b2);
	ck_assert_int_eq(study_delete(&st, b), STUDY_OK);
	ck_assert_uint_eq(study_current(&st), main_node(2));
	ck_assert_uint_eq(gametree_nchildren(&st.tree, main_node(2)), 2);
	ck_assert_int_eq(study_delete(&st, GAMETREE_ROOT), STUDY_NO_NODE);
}
END_TEST

START_TEST(a_game_played_keeps_its_line_as_the_main_line)
{
	char why[128];
	study_follow_game(&st, &loaded.game, true);
	gametree_id v = study_add_text(&st, main_node(2), "Me2n Me3n", why, sizeof why);
	ck_assert_int_eq(study_promote(&st, v), STUDY_PLAYED);
	ck_assert_int_eq(study_make_main(&st, v), STUDY_PLAYED);
	ck_assert_int_eq(study_demote(&st, main_node(3)), STUDY_PLAYED);
	ck_assert_int_eq(study_delete(&st, main_node(4)), STUDY_PLAYED);
	/* exploring past the end adds a node and plays nothing */
	gametree_id end = main_node(5);
	gametree_id x = study_add_text(&st, end, "ra7s", why, sizeof why);
	ck_assert_msg(x != GAMETREE_NONE, "%s", why);
	ck_assert_uint_eq(loaded.game.nmoves, 5);
	ck_assert_uint_eq(st.locked, end);
	ck_assert_int_eq(study_delete(&st, x), STUDY_OK);
	ck_assert_int_eq(study_delete(&st, v), STUDY_OK);
}
END_TEST

START_TEST(a_takeback_keeps_the_move_taken_back_as_a_variation)
{
	study_follow_game(&st, &loaded.game, true);
	gametree_id old3g = main_node(5);
	/* 3g taken back and played another way */
	ck_assert(game_takeback(&loaded.game));
	struct step s = fixture_step("Ra2n");
	ck_assert_int_eq(game_play_steps(&loaded.game, &s, 1, NULL, NULL, NULL), GAME_PLAYED);
	gametree_id end = study_follow_game(&st, &loaded.game, true);
	ck_assert_uint_eq(gametree_nchildren(&st.tree, main_node(4)), 2);
	ck_assert_uint_eq(main_node(5), end);
	ck_assert_uint_eq(gametree_child(&st.tree, main_node(4), 1), old3g);
	ck_assert_str_eq(text_of(end), "3g Ra2n");
}
END_TEST

START_TEST(rows_list_variations_under_the_move_they_replace)
{
	char why[128];
	gametree_id a = study_add_text(&st, main_node(2), "Me2n Me3n", why, sizeof why);
	gametree_id a2 = study_add_text(&st, a, "ee7s", why, sizeof why);
	gametree_id b = study_add_text(&st, main_node(3), "ra7s", why, sizeof why);
	gametree_set_comment(&st.tree, a, "quieter", 7);
	gametree_set_intro(&st.tree, b, "sharper", 7);
	struct study_row rows[16];
	size_t n = study_rows(&st, 0, rows, 16);
	/* 1g 1s 2g (Me 2g, its comment, 2s) 2s (the intro, ra7s) 3g */
	ck_assert_uint_eq(n, 10);
	gametree_id want[] = { main_node(1), main_node(2), main_node(3), a, a, a2, main_node(4), b, b, main_node(5) };
	int depth[] = { 0, 0, 0, 1, 1, 1, 0, 1, 1, 0 };
	for (size_t i = 0; i < n; i++) {
		ck_assert_uint_eq(rows[i].node, want[i]);
		ck_assert_int_eq(rows[i].depth, depth[i]);
		ck_assert_int_eq(rows[i].kind, i == 4 ? STUDY_ROW_COMMENT : i == 7 ? STUDY_ROW_INTRO : STUDY_ROW_MOVE);
	}
	/* a window of the rows, and a node's row */
	ck_assert_uint_eq(study_rows(&st, 8, rows, 1), 10);
	ck_assert_uint_eq(rows[0].node, b);
	ck_assert_int_eq(rows[0].kind, STUDY_ROW_MOVE);
	ck_assert_int_eq(study_row_of(&st, a2), 5);
	ck_assert_int_eq(study_row_of(&st, b), 8);
	ck_assert_int_eq(study_row_of(&st, main_node(5)), 9);
}
END_TEST

START_TEST(siblings_and_branch_points)
{
	char why[128];
	gametree_id a = study_add_text(&st, main_node(2), "Me2n Me3n", why, sizeof why);
	gametree_id a2 = study_add_text(&st, a, "ee7s", why, sizeof why);
	study_go(&st, main_node(5));
	/* the line shown is the main line; its branch point is 2g */
	ck_assert_uint_eq(st.nline, 6);
	ck_assert(study_branch(&st, -1));
	ck_assert_uint_eq(study_current(&st), main_node(3));
	ck_assert(!study_branch(&st, -1));
	ck_assert(!study_sibling(&st, -1));
	ck_assert(study_sibling(&st, 1));
	ck_assert_uint_eq(study_current(&st), a);
	/* the line shown follows the variation to its end */
	ck_assert_uint_eq(st.nline, 5);
	ck_assert_uint_eq(st.line[4], a2);
	ck_assert_uint_eq(st.game.nmoves, 4);
	/* from inside the variation, Up goes to the move it replaces */
	study_go(&st, a2);
	ck_assert(study_sibling(&st, -1));
	ck_assert_uint_eq(study_current(&st), main_node(3));
	/* at the branch, before 2g: Down takes the variation, Up nothing */
	study_go(&st, main_node(2));
	ck_assert(!study_sibling(&st, -1));
	ck_assert(study_sibling(&st, 1));
	ck_assert_uint_eq(study_current(&st), a);
}
END_TEST

START_TEST(the_line_replayed_carries_the_board_result)
{
	char why[128];
	study_go(&st, main_node(5));
	ck_assert_int_eq(study_line_index(&st, main_node(4)), 4);
	ck_assert_int_eq(study_line_index(&st, GAMETREE_NONE), -1);
	ck_assert_int_eq(st.game.phase, GAME_PLAY);
	/* a comment or a glyph alone makes the tree annotated */
	ck_assert(!study_annotated(&st));
	ck_assert(gametree_add_nag(&st.tree, main_node(3), 1));
	ck_assert(study_annotated(&st));
	ck_assert_str_eq(text_of(main_node(3)), "2g Ed2n Ed3n Ed4n Dg2n !");
	(void)why;
}
END_TEST

/* What the last move of record text did, in the viewer's words, after
 * `steps` of its steps (-1: all of them). */
static const char *capture_text(const char *text, int steps)
{
	static char buf[256];
	struct load_result r;
	struct viewer v;
	char *cause = NULL;
	ck_assert_msg(load_text("captures", text, strlen(text), NULL, &r, &cause) == 0, "%s", cause);
	ck_assert_msg(!r.illegal, "%s", r.message);
	ck_assert_int_eq(viewer_init(&v, &r.game), 0);
	viewer_end(&v);
	if (steps >= 0) {
		while (viewer_current(&v)->step > steps)
			ck_assert(viewer_back(&v));
	}
	size_t n = viewer_effects(&v, buf, sizeof buf);
	ck_assert_uint_eq(n, strlen(buf));
	viewer_free(&v);
	load_free(&r);
	return buf;
}

START_TEST(captures_are_named_in_plays_words)
{
	/* Gold's horse b2 pushes Silver's rabbit b3 onto c3, where no silver
	 * piece stands beside it (tests/test_app_viewer.c works it out). */
	static const char push[] = "g [r      e                                 r       H             R]\n"
				   "2g rb3e rc3x Hb2n Rh1n\n";
	ck_assert_str_eq(capture_text(push, -1), "takes the silver rabbit on c3");
	/* inside the move: after the push, the rabbit has fallen; before it, nothing */
	ck_assert_str_eq(capture_text(push, 1), "takes the silver rabbit on c3");
	ck_assert_str_eq(capture_text(push, 0), "");
	/* Gold's rabbit c2 steps alone onto the trap c3: Gold loses it, in
	 * play's capitals. */
	ck_assert_str_eq(capture_text("g [r      e                                          R     R       ]\n"
				      "2g Rc2n Rc3x\n", -1),
			 "LOSES the gold rabbit on c3");
	/* both in one move: the push as above, then Gold's rabbit f2 steps
	 * onto f3 with no gold piece beside it (e3, g3, f4 empty, f2 left). */
	ck_assert_str_eq(capture_text("g [r      e                                 r       H   R         R]\n"
				      "2g rb3e rc3x Hb2n Rf2n Rf3x\n", -1),
			 "takes the silver rabbit on c3, LOSES the gold rabbit on f3");
	/* nothing falls: nothing said */
	ck_assert_str_eq(capture_text("g [r      e                                          R     R       ]\n"
				      "2g Ra1n\n", -1),
			 "");
}
END_TEST

/* The game above with the seconds its moves took: 1g 5, 1s 7 (or none),
 * 2g 4 (four steps: a second each), 2s 8 (two seconds a step). */
static void timed_viewer(const char *times, struct load_result *r, struct viewer *v)
{
	char text[1024], *cause = NULL;
	snprintf(text, sizeof text, "MoveTimes: %s\n\n%s", times, game_text);
	ck_assert_msg(load_text("timed", text, strlen(text), NULL, r, &cause) == 0, "%s", cause);
	ck_assert_int_eq(viewer_init(v, &r->game), 0);
	/* the start, two setups, four steps of 2g, four of 2s, four of 3g */
	ck_assert_uint_eq(v->npoints, 15);
}

START_TEST(real_time_replay_keeps_the_pace_the_moves_were_played)
{
	struct load_result r;
	struct viewer v;
	struct autoplay a;
	timed_viewer("5 7 4 8 2", &r, &v);
	autoplay_init(&a);
	ck_assert(autoplay_toggle(&a, &v, true, 0));
	ck_assert_int_eq(autoplay_wait(&a, 0), 5000);
	ck_assert_int_eq(autoplay_tick(&a, &v, 4999), 0);
	ck_assert_int_eq(autoplay_tick(&a, &v, 5000), 1);
	ck_assert_uint_eq(v.cur, 1);
	/* Silver's setup took 7 s */
	ck_assert_int_eq(autoplay_wait(&a, 5000), 7000);
	ck_assert_int_eq(autoplay_tick(&a, &v, 12000), 1);
	/* 2g: four steps in 4 s; Gold's clock runs from the end of 1s */
	ck_assert_int_eq(autoplay_thinking(&a, 12500), 500);
	ck_assert_int_eq(autoplay_tick(&a, &v, 13000), 1);
	ck_assert_uint_eq(v.cur, 3);
	ck_assert_int_eq(autoplay_thinking(&a, 13500), 1500);
	ck_assert_int_eq(autoplay_tick(&a, &v, 16000), 3);
	ck_assert_uint_eq(v.cur, 6);
	ck_assert_int_eq(autoplay_thinking(&a, 16100), 100);
	/* 2s: two seconds a step */
	ck_assert_int_eq(autoplay_wait(&a, 16000), 2000);
	/* paused: nothing moves, however long */
	ck_assert(!autoplay_toggle(&a, &v, true, 16500));
	ck_assert_int_eq(autoplay_wait(&a, 16500), -1);
	ck_assert_int_eq(autoplay_tick(&a, &v, 99000), 0);
	ck_assert_uint_eq(v.cur, 6);
	/* the rest at the fixed pace, a second a step, to the end, where it stops */
	ck_assert(autoplay_toggle(&a, &v, false, 100000));
	ck_assert_int_eq(autoplay_tick(&a, &v, 101000), 1);
	ck_assert_int_eq(autoplay_thinking(&a, 101000), 0);
	ck_assert_int_eq(autoplay_tick(&a, &v, 200000), 7);
	ck_assert(viewer_at_end(&v));
	ck_assert(!a.on);
	/* at the end, it starts again from the start */
	ck_assert(autoplay_toggle(&a, &v, false, 300000));
	ck_assert_uint_eq(v.cur, 0);
	viewer_free(&v);
	load_free(&r);
}
END_TEST

START_TEST(a_move_without_a_time_goes_at_the_fixed_pace)
{
	struct load_result r;
	struct viewer v;
	struct autoplay a;
	timed_viewer("5 - 4 8 2", &r, &v);
	autoplay_init(&a);
	a.pace_ms = 300;
	ck_assert(autoplay_toggle(&a, &v, true, 0));
	ck_assert_int_eq(autoplay_delay(&a, &v, 0), 5000);
	ck_assert_int_eq(autoplay_delay(&a, &v, 1), 300);
	ck_assert_int_eq(autoplay_delay(&a, &v, 2), 1000);
	/* a program held up long makes the steps due, and goes on from now */
	ck_assert_int_eq(autoplay_tick(&a, &v, 5300), 2);
	ck_assert_int_eq(autoplay_wait(&a, 5300), 1000);
	viewer_free(&v);
	load_free(&r);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_study");
	TCase *tc = tcase_create("tree");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, follow_game_makes_the_main_line);
	tcase_add_test(tc, a_move_off_the_end_of_a_line_adds_a_branch);
	tcase_add_test(tc, an_illegal_move_is_refused_with_its_reason);
	tcase_add_test(tc, promote_demote_make_main_and_delete);
	tcase_add_test(tc, a_game_played_keeps_its_line_as_the_main_line);
	tcase_add_test(tc, a_takeback_keeps_the_move_taken_back_as_a_variation);
	tcase_add_test(tc, rows_list_variations_under_the_move_they_replace);
	tcase_add_test(tc, siblings_and_branch_points);
	tcase_add_test(tc, the_line_replayed_carries_the_board_result);
	suite_add_tcase(s, tc);
	TCase *words = tcase_create("captures");
	tcase_add_test(words, captures_are_named_in_plays_words);
	suite_add_tcase(s, words);
	TCase *play = tcase_create("autoplay");
	tcase_add_test(play, real_time_replay_keeps_the_pace_the_moves_were_played);
	tcase_add_test(play, a_move_without_a_time_goes_at_the_fixed_pace);
	suite_add_tcase(s, play);
	return s;
}
