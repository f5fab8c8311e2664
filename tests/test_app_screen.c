/* test_app_screen.c: the moves between screens in the app layer
 * (app/screen.c), without a terminal: what the clocks return becomes a
 * screen (the choice of a clock for a new game, the hand-over), choosing
 * a preset or keeping the clock, leaving the pause, opening and leaving
 * the replay viewer, quitting with and without a game in progress. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "app/app.h"
#include "app/clockui.h"
#include "app/screen.h"
#include "app/files.h"
#include "app/replay.h"
#include "app/studyview.h"
#include "app/viewmove.h"
#include "lib/test.h"

static struct ui test_u;

/* A new game on its setup screen, no files (the terminal not yet up). */
static struct ui *test_start(void)
{
	screen_init(&test_u);
	test_u.mode = UI_MODE_GAME;
	test_u.screen = screen_base(&test_u);
	return &test_u;
}

static void test_stop(void)
{
	if (test_u.rp.points)
		viewer_free(&test_u.rp);
	viewmove_stop(&test_u);
	study_free(&test_u.study);
	session_free(&test_u.s);
}

START_TEST(a_new_game_opens_the_choice_of_a_clock_and_a_preset_sets_it)
{
	struct ui *u = test_start();
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	clockui_sync(u); /* as after session_new_game: a new game */
	ck_assert(screen_tick(u));
	ck_assert_int_eq(u->screen, SCREEN_CLOCK);
	ck_assert(!u->clock_playon);
	ck_assert(!screen_tick(u)); /* once */
	/* the second preset: standard, 2/2/100/10/8 */
	screen_clock_choose(u, 1);
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	ck_assert(u->clk.timed);
	ck_assert(clockui_live(u));
	ck_assert_msg(strstr(u->s.status, "standard 2/2/100/10/8"), "status: %s", u->s.status);
	test_stop();
}
END_TEST

START_TEST(esc_on_the_choice_keeps_the_clock_as_it_was)
{
	struct ui *u = test_start();
	screen_open_clock(u);
	ck_assert_int_eq(u->screen, SCREEN_CLOCK);
	screen_clock_keep(u);
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	ck_assert(!u->clk.timed);
	ck_assert_str_eq(u->s.status, "the clock stays as it was");
	test_stop();
}
END_TEST

START_TEST(a_clock_set_stopped_opens_the_hand_over_and_enter_starts_it)
{
	char why[200];
	struct ui *u = test_start();
	ck_assert_int_eq(clockui_set(u, "1/2", true, why, sizeof why), 0);
	ck_assert(!clockui_live(u));
	/* not over the prompt: only on the board's screens */
	screen_open_prompt(u);
	ck_assert(!screen_tick(u));
	u->screen = screen_base(u);
	ck_assert(screen_tick(u));
	ck_assert_int_eq(u->screen, SCREEN_HANDOVER);
	screen_close_pause(u);
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	ck_assert(clockui_live(u));
	ck_assert_str_eq(u->s.status, "Gold sets up: the clock runs");
	test_stop();
}
END_TEST

START_TEST(the_pause_stops_the_clock_until_it_is_left)
{
	char why[200];
	struct ui *u = test_start();
	ck_assert_int_eq(clockui_set(u, "1/2", false, why, sizeof why), 0);
	ck_assert(clockui_live(u));
	screen_open_pause(u);
	ck_assert_int_eq(u->screen, SCREEN_PAUSE);
	ck_assert(!clockui_live(u));
	screen_close_pause(u);
	ck_assert(clockui_live(u));
	ck_assert_int_eq(u->screen, SCREEN_SETUP);
	test_stop();
}
END_TEST

START_TEST(the_replay_viewer_opens_at_the_end_and_closes_to_the_game)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert(screen_open_replay(u, true));
	ck_assert_int_eq(u->mode, UI_MODE_REPLAY);
	ck_assert_int_eq(u->screen, SCREEN_REPLAY);
	ck_assert(viewer_at_end(&u->rp));
	screen_close_replay(u);
	ck_assert_int_eq(u->mode, UI_MODE_GAME);
	ck_assert_int_eq(u->screen, SCREEN_SETUP); /* Silver sets up */
	ck_assert(!u->rp.points);
	test_stop();
}
END_TEST

/* The node after k moves of the tree's main line. */
static gametree_id test_main_node(const struct ui *u, size_t k)
{
	gametree_id id = GAMETREE_ROOT;
	for (size_t i = 0; i < k; i++)
		id = gametree_child(&u->study.tree, id, 0);
	return id;
}

START_TEST(a_game_played_explored_in_the_viewer_keeps_its_line)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "Ed2n Ed3n Ed4n Dg2n"), 0);
	ck_assert(screen_open_replay(u, true));
	ck_assert(studyview_playing(u));
	ck_assert_uint_eq(u->study.locked, test_main_node(u, 3));
	/* after 1s, Gold's other 2g: a variation, not played */
	studyview_show(u, test_main_node(u, 2));
	ck_assert_int_eq(replay_enter(u, "Me2n Me3n"), 0);
	ck_assert_msg(strstr(u->s.status, "a new variation: 2g Me2n Me3n"), "status: %s", u->s.status);
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 2)), 2);
	/* the viewer shows the variation's line: 1g 1s and the new 2g */
	ck_assert_uint_eq(u->rp.game->nmoves, 3);
	ck_assert(u->rp.game != &u->s.game);
	replay_edit(u, REPLAY_MAKE_MAIN);
	ck_assert_msg(strstr(u->s.status, "keeps its own line"), "status: %s", u->s.status);
	replay_edit(u, REPLAY_PROMOTE);
	ck_assert_msg(strstr(u->s.status, "keeps its own line"), "status: %s", u->s.status);
	/* past the game's end: explored ahead */
	studyview_show(u, test_main_node(u, 3));
	ck_assert_int_eq(replay_enter(u, "ee7s"), 0);
	ck_assert_msg(strstr(u->s.status, "explored ahead (the game is not played)"), "status: %s", u->s.status);
	screen_close_replay(u);
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	ck_assert_int_eq(u->s.game.pos.side, SILVER);
	/* the play screen's list draws the tree around the game's own node */
	ck_assert_uint_eq(studyview_game_node(u), test_main_node(u, 3));
	/* the game goes on: its move the main line, the one explored a variation */
	ck_assert_int_eq(session_play_line(&u->s, "ra7s"), 0);
	studyview_follow(u);
	ck_assert_uint_eq(u->study.locked, test_main_node(u, 4));
	ck_assert_uint_eq(studyview_game_node(u), test_main_node(u, 4));
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 3)), 2);
	test_stop();
}
END_TEST

/* The game above after 2g, opened in the viewer. */
static struct ui *test_played_in_the_viewer(void)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "Ed2n Ed3n Ed4n Dg2n"), 0);
	ck_assert(screen_open_replay(u, true));
	return u;
}

/* As the play screen's Enter (or a click) on square `from`, then on `to`:
 * the piece selected, then its path played. */
static void test_hands_move(struct ui *u, int from, int to)
{
	struct session *s = viewmove_hands(u);
	struct pick_move m;
	char msg[160];
	ck_assert_ptr_ne(s, &u->s);
	s->pick.cursor = from;
	ck_assert_int_eq(pick_activate(&s->pick, &s->turn, &m, msg, sizeof msg), PICK_CHANGED);
	viewmove_settle(u);
	ck_assert_msg(strstr(u->s.status, "selected"), "status: %s", u->s.status);
	s->pick.cursor = to;
	ck_assert_int_eq(pick_activate(&s->pick, &s->turn, &m, msg, sizeof msg), PICK_PLAY);
	ck_assert_int_eq(session_play(s, &m), STEP_OK);
	viewmove_settle(u);
}

START_TEST(a_move_entered_on_the_viewers_board_adds_a_variation)
{
	struct ui *u = test_played_in_the_viewer();
	/* at the start, no turn: the setups are typed */
	studyview_show(u, GAMETREE_ROOT);
	ck_assert(!viewmove_start(u));
	ck_assert_msg(strstr(u->s.status, "setup"), "status: %s", u->s.status);
	ck_assert_ptr_eq(viewmove_hands(u), &u->s);
	/* after 1s: the camel e2 walks to e4 (Me2n Me3n) and Space ends it */
	studyview_show(u, test_main_node(u, 2));
	ck_assert(viewmove_start(u));
	ck_assert(viewmove_active(u));
	test_hands_move(u, square_make(4, 1), square_make(4, 3));
	ck_assert_int_eq(viewmove_hands(u)->turn.nsteps, 2);
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 2)), 1); /* not yet */
	ck_assert_int_eq(session_end_turn(viewmove_hands(u)), 0);
	viewmove_settle(u);
	ck_assert_msg(strstr(u->s.status, "a new variation: 2g Me2n Me3n"), "status: %s", u->s.status);
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 2)), 2);
	/* the game played is untouched; the viewer shows the new move, the
	 * hands stay on the board after it, Silver to move */
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	ck_assert_int_eq(u->s.game.pos.side, SILVER);
	ck_assert_uint_eq(study_current(&u->study), gametree_child(&u->study.tree, test_main_node(u, 2), 1));
	ck_assert(viewmove_active(u));
	ck_assert_int_eq(viewmove_hands(u)->game.pos.side, SILVER);
	ck_assert_uint_eq(viewmove_hands(u)->game.nmoves, 3);
	/* the viewer moving away takes the hands off */
	replay_go(u, REPLAY_START);
	ck_assert(!viewmove_active(u));
	ck_assert_ptr_eq(viewmove_hands(u), &u->s);
	test_stop();
}
END_TEST

START_TEST(a_move_entered_inside_a_move_keeps_its_steps_so_far)
{
	struct ui *u = test_played_in_the_viewer();
	/* two steps into 2g (Ed2n Ed3n): the hands take the dog g2 to g4 */
	studyview_show(u, test_main_node(u, 3));
	replay_go(u, REPLAY_STEP_BACK);
	replay_go(u, REPLAY_STEP_BACK);
	ck_assert_int_eq(viewer_current(&u->rp)->step, 2);
	ck_assert(viewmove_start(u));
	ck_assert_int_eq(viewmove_hands(u)->turn.nsteps, 2);
	test_hands_move(u, square_make(6, 1), square_make(6, 3));
	ck_assert_int_eq(session_end_turn(viewmove_hands(u)), 0);
	viewmove_settle(u);
	ck_assert_msg(strstr(u->s.status, "a new variation: 2g Ed2n Ed3n Dg2n Dg3n"), "status: %s", u->s.status);
	ck_assert_uint_eq(gametree_nchildren(&u->study.tree, test_main_node(u, 2)), 2);
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	test_stop();
}
END_TEST

START_TEST(a_move_entered_at_the_end_of_a_line_extends_it)
{
	struct ui *u = test_played_in_the_viewer();
	/* the end of the game being played: explored ahead, never played */
	ck_assert(viewer_at_end(&u->rp));
	ck_assert(viewmove_start(u));
	test_hands_move(u, square_make(4, 6), square_make(4, 5)); /* the elephant e7 to e6 */
	ck_assert_int_eq(session_end_turn(viewmove_hands(u)), 0);
	viewmove_settle(u);
	ck_assert_msg(strstr(u->s.status, "explored ahead (the game is not played): 2s ee7s"), "status: %s",
		      u->s.status);
	ck_assert_uint_eq(u->s.game.nmoves, 3);
	ck_assert_uint_eq(gametree_child(&u->study.tree, test_main_node(u, 3), 0), study_current(&u->study));
	test_stop();
}
END_TEST

START_TEST(a_record_opened_to_be_studied_is_free_until_played_on)
{
	static struct ui_options opt;
	struct load_result r;
	char *cause = NULL;
	struct ui *u = test_start();
	memset(&opt, 0, sizeof opt);
	opt.replay = true;
	u->opt = &opt;
	playfiles_init(&u->pf, NULL, NULL, NULL);
	ck_assert_msg(load_path(test_data("annotated/nested.txt"), NULL, &r, &cause) == 0, "%s", cause);
	ck_assert_ptr_nonnull(r.tree);
	enum files_next next = files_open_loaded(u, &r, "nested");
	load_free(&r);
	ck_assert_int_eq(next, FILES_NEXT_REPLAY);
	screen_follow(u, next);
	ck_assert_int_eq(u->screen, SCREEN_REPLAY);
	ck_assert(!studyview_playing(u));
	ck_assert_uint_eq(studyview_game_node(u), GAMETREE_NONE); /* studied: no game's list */
	/* 2g has two variations; the second (Me2n Me3n) made the main line */
	gametree_id v = gametree_child(&u->study.tree, test_main_node(u, 2), 2);
	studyview_show(u, v);
	replay_edit(u, REPLAY_MAKE_MAIN);
	ck_assert_msg(strstr(u->s.status, "now the main line: 2g Me2n Me3n"), "status: %s", u->s.status);
	ck_assert_uint_eq(test_main_node(u, 3), v);
	/* played on: the game's own line is the main line again, locked */
	screen_close_replay(u);
	ck_assert(studyview_playing(u));
	studyview_follow(u);
	ck_assert(gametree_is_main(&u->study.tree, u->study.locked));
	ck_assert_uint_eq(gametree_depth(&u->study.tree, u->study.locked), 5);
	ck_assert_uint_eq(gametree_child(&u->study.tree, test_main_node(u, 2), 1), v);
	playfiles_free(&u->pf);
	test_stop();
}
END_TEST

/* A record studied, its own 2g deleted: saved, the file's main line is the
 * line left first (2g Ed2n Ed3n Ed4n Ed5n, then 2s ra7s and 3g Ra2n), the
 * other variation kept. */
START_TEST(a_studied_record_saves_the_main_line_it_was_given)
{
	static struct ui_options opt;
	struct load_result r, back;
	char *cause = NULL, dir[] = "/tmp/arimaa-test-study-XXXXXX", path[64];
	struct ui *u = test_start();
	memset(&opt, 0, sizeof opt);
	opt.replay = true;
	u->opt = &opt;
	playfiles_init(&u->pf, NULL, NULL, NULL);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/study.txt", dir);
	ck_assert_msg(load_path(test_data("annotated/nested.txt"), NULL, &r, &cause) == 0, "%s", cause);
	screen_follow(u, files_open_loaded(u, &r, "nested"));
	load_free(&r);
	studyview_show(u, test_main_node(u, 3));
	replay_edit(u, REPLAY_DELETE);
	ck_assert_msg(strstr(u->s.status, "deleted from here"), "status: %s", u->s.status);
	ck_assert_uint_eq(study_current(&u->study), test_main_node(u, 2));
	files_save(u, path);
	ck_assert_msg(strstr(u->s.status, "saved to"), "status: %s", u->s.status);
	ck_assert_msg(load_path(path, NULL, &back, &cause) == 0, "%s", cause);
	ck_assert_ptr_nonnull(back.tree);
	ck_assert_uint_eq(back.game.nmoves, 5);
	ck_assert_int_eq(back.game.moves[2].steps[3].step.to, square_make(3, 5)); /* Ed5n: to d6 */
	ck_assert_uint_eq(gametree_nchildren(back.tree, gametree_child(back.tree, GAMETREE_ROOT, 0)), 1);
	gametree_id s1 = gametree_child(back.tree, gametree_child(back.tree, GAMETREE_ROOT, 0), 0);
	ck_assert_uint_eq(gametree_nchildren(back.tree, s1), 2);
	load_free(&back);
	unlink(path);
	rmdir(dir);
	playfiles_free(&u->pf);
	test_stop();
}
END_TEST

START_TEST(the_autoplay_pace_is_read_in_seconds)
{
	static const struct {
		const char *text;
		long ms;   /* 0: refused */
	} cases[] = {
		{ "0.5", 500 }, { " 2 ", 2000 }, { "1.25", 1250 }, { "0.05", 50 }, { "60", 60000 },
		{ "0.04", 0 }, { "61", 0 }, { "abc", 0 }, { "", 0 }, { "1.5s", 0 }, { "99999999999", 0 },
	};
	struct ui *u = test_start();
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		autoplay_init(&u->autoplay);
		replay_pace(u, cases[i].text);
		ck_assert_msg(u->autoplay.pace_ms == (cases[i].ms ? cases[i].ms : AUTOPLAY_PACE_MS), "%s: %ld",
			      cases[i].text, u->autoplay.pace_ms);
		ck_assert_msg(u->s.status_warn == (cases[i].ms == 0), "%s: %s", cases[i].text, u->s.status);
	}
	test_stop();
}
END_TEST

START_TEST(quitting_asks_only_while_a_game_is_in_progress)
{
	struct ui *u = test_start();
	screen_ask_quit(u);
	ck_assert(u->quit);
	u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	screen_ask_quit(u);
	ck_assert(!u->quit);
	ck_assert_int_eq(u->screen, SCREEN_CONFIRM);
	ck_assert_int_eq(u->confirm, CONFIRM_QUIT);
	test_stop();
}
END_TEST

START_TEST(resigning_asks_first_and_only_in_play)
{
	struct ui *u = test_start();
	/* In the setups: refused, no question. */
	screen_ask_resign(u);
	ck_assert_int_ne(u->screen, SCREEN_CONFIRM);
	ck_assert(u->s.status_warn);
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"), 0);
	u->screen = screen_base(u);
	screen_ask_resign(u);
	ck_assert_int_eq(u->screen, SCREEN_CONFIRM);
	ck_assert_int_eq(u->confirm, CONFIRM_RESIGN);
	ck_assert_str_eq(u->question, "Gold resigns and loses the game? (y/n)");
	/* Asked, not done. */
	ck_assert_int_eq(u->s.game.phase, GAME_PLAY);
	test_stop();
}
END_TEST

START_TEST(a_finished_game_opened_at_its_start_keeps_its_result_unsaid)
{
	struct ui *u = test_start();
	ck_assert_int_eq(session_play_line(&u->s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert_int_eq(session_play_line(&u->s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"), 0);
	ck_assert_int_eq(session_resign(&u->s), 0);
	ck_assert_ptr_nonnull(strstr(u->s.status, "wins"));
	ck_assert(screen_open_replay(u, false));
	ck_assert_ptr_null(strstr(u->s.status, "wins"));
	ck_assert_ptr_nonnull(strstr(u->s.status, "start of the game"));
	screen_close_replay(u);
	/* A warning about the record stays in view. */
	session_say(&u->s, true, "game.txt: line 9: not a move");
	ck_assert(screen_open_replay(u, false));
	ck_assert_str_eq(u->s.status, "game.txt: line 9: not a move");
	/* At the end, the viewer's caller says where it is. */
	screen_close_replay(u);
	session_say(&u->s, false, "Silver wins");
	ck_assert(screen_open_replay(u, true));
	ck_assert_str_eq(u->s.status, "Silver wins");
	test_stop();
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_screen");
	TCase *tc = tcase_create("screen");
	tcase_add_test(tc, a_new_game_opens_the_choice_of_a_clock_and_a_preset_sets_it);
	tcase_add_test(tc, resigning_asks_first_and_only_in_play);
	tcase_add_test(tc, a_finished_game_opened_at_its_start_keeps_its_result_unsaid);
	tcase_add_test(tc, esc_on_the_choice_keeps_the_clock_as_it_was);
	tcase_add_test(tc, a_clock_set_stopped_opens_the_hand_over_and_enter_starts_it);
	tcase_add_test(tc, the_pause_stops_the_clock_until_it_is_left);
	tcase_add_test(tc, the_replay_viewer_opens_at_the_end_and_closes_to_the_game);
	tcase_add_test(tc, quitting_asks_only_while_a_game_is_in_progress);
	tcase_add_test(tc, a_game_played_explored_in_the_viewer_keeps_its_line);
	tcase_add_test(tc, a_record_opened_to_be_studied_is_free_until_played_on);
	tcase_add_test(tc, a_move_entered_on_the_viewers_board_adds_a_variation);
	tcase_add_test(tc, a_move_entered_inside_a_move_keeps_its_steps_so_far);
	tcase_add_test(tc, a_move_entered_at_the_end_of_a_line_extends_it);
	tcase_add_test(tc, the_autoplay_pace_is_read_in_seconds);
	tcase_add_test(tc, a_studied_record_saves_the_main_line_it_was_given);
	suite_add_tcase(s, tc);
	return s;
}
