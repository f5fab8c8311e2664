/* test_app_editor.c: the position editor's screen without a terminal
 * (app/editor.c): pieces put and removed, the rules' refusals explained
 * (a rabbit on its goal rank, a piece alone on a trap, too many pieces, no
 * piece to move, taken steps that are not legal), a game started from a
 * legal position with its taken steps, the position saved as a record
 * with a Position tag and read back, the short form typed, and the
 * editor opened on the game shown. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/app.h"
#include "app/editor.h"
#include "app/files.h"
#include "app/screen.h"
#include "app/tutor.h"
#include "lib/test.h"

static char tmpdir[256];
static struct ui u;
static struct ui_options opt;

static void setup(void)
{
	test_home_make(tmpdir, sizeof tmpdir, "editor");
	screen_init(&u);
	memset(&opt, 0, sizeof opt);
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_GAME); /* no file: nothing is written */
	u.mode = UI_MODE_GAME;
	u.screen = screen_base(&u);
}

static void teardown(void)
{
	tutor_free(&u);
	editor_free(&u);
	files_free(&u);
	session_free(&u.s);
	test_home_remove(tmpdir);
}

/* Puts piece letter c on square name. */
static void put(char c, const char *name)
{
	editor_goto(&u, fixture_square(name));
	editor_put(&u, fixture_piece(c));
}

START_TEST(a_rabbit_on_its_goal_rank_is_refused_with_the_rule)
{
	editor_open(&u, true);
	ck_assert_int_eq(u.mode, UI_MODE_EDITOR);
	ck_assert_int_eq(u.screen, SCREEN_EDITOR);
	put('R', "d8");
	put('r', "d2");
	ck_assert(u.s.status_warn);
	ck_assert_msg(strstr(u.s.status, "not yet a legal position"), "%s", u.s.status);
	ck_assert_int_eq(editor_play(&u), FILES_NEXT_STAY);
	ck_assert_str_eq(u.s.status, "no game from this position: the gold rabbit on d8 stands on the rank where "
				     "it wins: the game would be over");
	ck_assert_int_eq(u.mode, UI_MODE_EDITOR);
	/* moved down a square: legal, and a game starts from it */
	editor_goto(&u, fixture_square("d8"));
	editor_remove(&u);
	put('R', "d7");
	char why[200];
	ck_assert_int_eq(editor_check(&u, why, sizeof why), POSEDIT_OK);
	ck_assert_int_eq(editor_play(&u), FILES_NEXT_GAME);
	ck_assert_ptr_null(u.editor);
	ck_assert_int_eq(u.mode, UI_MODE_GAME);
	ck_assert_int_eq(u.s.game.phase, GAME_PLAY);
	ck_assert_int_eq(u.s.game.pos.side, GOLD);
	ck_assert_int_eq(u.s.game.number, 2);
	ck_assert_int_eq(u.s.game.pos.board[fixture_square("d7")], fixture_piece('R'));
	ck_assert_int_eq(u.s.game.pos.board[fixture_square("d2")], fixture_piece('r'));
	/* played on: the rabbit reaches d8, a goal */
	ck_assert_int_eq(session_play_line(&u.s, "Rd7n"), 0);
	ck_assert_int_eq(u.s.game.phase, GAME_OVER);
	ck_assert_int_eq(u.s.game.reason, REASON_GOAL);
}
END_TEST

START_TEST(a_piece_alone_on_a_trap_and_too_many_pieces_are_refused)
{
	char why[200];
	editor_open(&u, true);
	put('D', "c3");
	put('r', "h7");
	ck_assert_int_eq(editor_check(&u, why, sizeof why), POSEDIT_TRAP);
	ck_assert_str_eq(why, "the gold dog on c3 stands on a trap with no gold piece beside it: it would have "
			      "been captured");
	put('C', "c2"); /* a friend beside it */
	ck_assert_int_eq(editor_check(&u, why, sizeof why), POSEDIT_OK);
	put('E', "a1");
	put('E', "b1");
	ck_assert_int_eq(editor_check(&u, why, sizeof why), POSEDIT_TOO_MANY);
	ck_assert_str_eq(why, "gold has 2 elephants: a side has at most 1");
	editor_clear(&u);
	ck_assert_int_eq(editor_check(&u, why, sizeof why), POSEDIT_NO_PIECES);
	ck_assert_int_eq(editor_play(&u), FILES_NEXT_STAY);
}
END_TEST

START_TEST(the_side_the_number_and_the_taken_steps)
{
	editor_open(&u, true);
	put('E', "d4");
	put('r', "a7");
	editor_side(&u);
	ck_assert_int_eq(u.editor->e.pos.side, SILVER);
	editor_side(&u);
	editor_number(&u, 1);
	ck_assert_int_eq(u.editor->e.number, 3);
	editor_number(&u, -5);
	ck_assert_int_eq(u.editor->e.number, 3); /* 2 at least: refused */
	ck_assert(u.s.status_warn);
	/* steps taken: play's words for one that is not legal */
	ck_assert_int_eq(editor_taken(&u, "Ea4n"), 1);
	ck_assert_msg(strstr(u.s.status, "steps refused: step Ea4n:"), "%s", u.s.status);
	ck_assert_int_eq(editor_taken(&u, "Ed4n Ed5n Ed6n Ed7n"), 1);
	ck_assert_int_eq(editor_taken(&u, "Ed4n Ed5n"), 0);
	ck_assert_int_eq(u.editor->e.ntaken, 2);
	/* the game starts with them taken: two steps left */
	ck_assert_int_eq(editor_play(&u), FILES_NEXT_GAME);
	ck_assert_int_eq(u.s.turn.nsteps, 2);
	ck_assert_int_eq(u.s.turn.pos.board[fixture_square("d6")], fixture_piece('E'));
	ck_assert_int_eq(u.s.game.number, 3);
}
END_TEST

START_TEST(a_position_saved_with_a_position_tag_reads_back)
{
	char path[600], why[200];
	editor_open(&u, true);
	put('E', "d4");
	put('R', "a2");
	put('e', "e5");
	put('r', "h7");
	editor_side(&u); /* Silver to move */
	snprintf(path, sizeof path, "%s/pos.txt", tmpdir);
	ck_assert_int_eq(editor_save(&u, path), 0);
	char *text = test_slurp(path, NULL);
	ck_assert_msg(strncmp(text, "Event: Position\nPosition: 2s [", 30) == 0, "%s", text);
	ck_assert_ptr_null(strstr(text, "Taken:"));
	free(text);
	struct position want = u.editor->e.pos;
	editor_free(&u);
	ck_assert_int_eq(editor_open_file(&u, path, true, why, sizeof why), 0);
	ck_assert(position_same_board(&u.editor->e.pos, &want));
	ck_assert_int_eq(u.editor->e.pos.side, SILVER);
	/* with steps taken: a Taken tag, read back */
	editor_side(&u); /* Gold */
	ck_assert_int_eq(editor_taken(&u, "Ed4n Ed5w"), 0);
	ck_assert_int_eq(editor_save(&u, path), 0);
	text = test_slurp(path, NULL);
	ck_assert_msg(strstr(text, "\nTaken: Ed4n Ed5w\n"), "%s", text);
	free(text);
	editor_free(&u);
	ck_assert_int_eq(editor_open_file(&u, path, true, why, sizeof why), 0);
	ck_assert_int_eq(u.editor->e.ntaken, 2);
	ck_assert_int_eq(u.editor->e.pos.side, GOLD);
	/* S again saves to the same file */
	ck_assert_int_eq(editor_save(&u, NULL), 0);
	ck_assert_msg(strstr(u.s.status, path), "%s", u.s.status);
	/* a file that holds no position */
	snprintf(path, sizeof path, "%s/junk.txt", tmpdir);
	test_put(path, "\033[2J not a position\n");
	ck_assert_int_eq(editor_open_file(&u, path, true, why, sizeof why), -1);
}
END_TEST

START_TEST(a_short_form_typed_sets_the_position)
{
	editor_open(&u, true);
	ck_assert_int_eq(editor_line(&u, "5s [r      r                           E                    R      R]"), 0);
	ck_assert_int_eq(u.editor->e.number, 5);
	ck_assert_int_eq(u.editor->e.pos.side, SILVER);
	ck_assert_int_eq(u.editor->e.pos.board[fixture_square("d4")], fixture_piece('E'));
	ck_assert_int_eq(editor_line(&u, "not a position"), 1);
	ck_assert(u.s.status_warn);
}
END_TEST

/* E on the play screen: the game's position with the steps of the turn so far. */
START_TEST(the_editor_opens_on_the_game_shown_and_goes_back)
{
	ck_assert_int_eq(session_play_line(&u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Cb2 Dc2 Dd2 He2 Hf2 Mg2 Eh2"), 0);
	ck_assert_int_eq(session_play_line(&u.s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 cb7 dc7 dd7 he7 hf7 mg7 eh7"), 0);
	struct pick_move m = { .nsteps = 1 };
	m.steps[0] = fixture_step("Eh2n");
	ck_assert_int_eq(session_play(&u.s, &m), STEP_OK);
	u.screen = screen_base(&u);
	editor_open(&u, false);
	ck_assert_int_eq(u.editor->e.ntaken, 1);
	ck_assert_int_eq(u.editor->e.number, 2);
	ck_assert(position_same_board(&u.editor->e.pos, &u.s.game.pos));
	put('R', "d4"); /* the game is not changed */
	ck_assert_int_eq(u.s.game.pos.board[fixture_square("d4")], PIECE_NONE);
	editor_close(&u);
	ck_assert(!u.quit);
	ck_assert_int_eq(u.mode, UI_MODE_GAME);
	ck_assert_int_eq(u.screen, SCREEN_PLAY);
	ck_assert_int_eq(u.s.turn.nsteps, 1);
}
END_TEST

/* T: a puzzle from the position. A Gold rabbit on d6 with d7 and d8
 * empty reaches its goal in two steps: a goal puzzle, solved by those
 * steps (not scored: no progress file), and q comes back to the editor. */
START_TEST(a_position_with_a_goal_this_turn_becomes_a_puzzle)
{
	char path[600];
	editor_open(&u, true);
	put('R', "d6");
	put('r', "a7");
	put('E', "h1");
	editor_side(&u);
	/* Silver to move: a rabbit on a7 is far from a1, and nothing stops
	 * Gold's rabbit (Rd6e Re6n Re7n): no theme holds, and each one
	 * asked says why not */
	ck_assert_int_eq(editor_puzzle(&u, NULL), 1);
	ck_assert_str_eq(u.s.status, "no puzzle from this position: none of goal, stop-goal, win-material, "
			 "save-piece, goal-in-two holds (:puzzle THEME says why)");
	ck_assert_int_eq(editor_puzzle(&u, "stop-goal"), 1);
	ck_assert_str_eq(u.s.status, "no stop-goal puzzle from this position: no turn stops gold's goal: "
			 "the position is lost");
	ck_assert_int_eq(editor_puzzle(&u, "win-material"), 1);
	ck_assert_str_eq(u.s.status, "no win-material puzzle from this position: no turn of silver's captures a piece");
	ck_assert_int_eq(editor_puzzle(&u, "mate-in-one"), 1);
	ck_assert_msg(strstr(u.s.status, "no puzzle theme mate-in-one: goal, goal-in-two"), "%s", u.s.status);
	editor_side(&u);
	/* Gold: a goal is no stop-goal, which is said */
	ck_assert_int_eq(editor_puzzle(&u, "stop-goal"), 1);
	ck_assert_str_eq(u.s.status, "no stop-goal puzzle from this position: gold can reach the goal this "
			 "turn: that is a goal puzzle");
	ck_assert_int_eq(editor_puzzle(&u, NULL), 0);
	ck_assert_int_eq(u.mode, UI_MODE_TUTOR);
	ck_assert_int_eq(u.screen, SCREEN_TUTOR);
	ck_assert_int_eq(u.tutor->puzzles.items[0].solution.nsteps, 2);
	tutor_attempt(&u, "Eh1n Rd6n Rd7n");
	ck_assert_msg(u.tutor->verdict_ok, "%s", u.tutor->verdict);
	snprintf(path, sizeof path, "%s/.local/state/arimaa/learn.txt", tmpdir);
	FILE *f = fopen(path, "r");
	ck_assert_ptr_null(f); /* not scored */
	tutor_back(&u);
	ck_assert_ptr_null(u.tutor);
	ck_assert_int_eq(u.mode, UI_MODE_EDITOR);
	ck_assert_int_eq(u.screen, SCREEN_EDITOR);
	ck_assert_int_eq(u.editor->e.pos.board[fixture_square("d6")], fixture_piece('R'));
	/* a position the rules refuse makes no puzzle */
	put('R', "b8");
	ck_assert_int_eq(editor_puzzle(&u, NULL), 1);
	ck_assert_msg(strstr(u.s.status, "the rank where it wins"), "%s", u.s.status);
}
END_TEST

/* A save-piece puzzle of the set (data/puzzles.txt: 669122-35s, from
 * game 669122 of tests/data/allgames202602.txt) typed into the editor:
 * T finds it a puzzle of that theme (no goal, none to stop, no material
 * to win before it), and the set's solution solves it. */
START_TEST(a_position_of_another_theme_becomes_that_puzzle)
{
	editor_open(&u, true);
	ck_assert_int_eq(editor_line(&u, "35s [rc      rDr rc rMe dD  HR   R Eh    R m           R  RC  C   R  ]"),
			 0);
	ck_assert_int_eq(editor_puzzle(&u, "goal-in-two"), 1);
	ck_assert_str_eq(u.s.status, "no goal-in-two puzzle from this position: no turn of silver's makes the goal "
			 "next turn certain");
	ck_assert_int_eq(editor_puzzle(&u, NULL), 0);
	ck_assert_int_eq(u.mode, UI_MODE_TUTOR);
	ck_assert_int_eq(u.tutor->puzzles.items[0].theme, PUZZLE_SAVE);
	char task[200];
	tutor_task(&u, task, sizeof task);
	ck_assert_str_eq(task, "Silver to move: gold threatens to win a piece; lose nothing on balance after its reply");
	tutor_attempt(&u, "eb6s Db7s Db6e Dc6x eb5n");
	ck_assert_msg(u.tutor->verdict_ok, "%s", u.tutor->verdict);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_editor");
	TCase *tc = tcase_create("editor");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, a_rabbit_on_its_goal_rank_is_refused_with_the_rule);
	tcase_add_test(tc, a_piece_alone_on_a_trap_and_too_many_pieces_are_refused);
	tcase_add_test(tc, the_side_the_number_and_the_taken_steps);
	tcase_add_test(tc, a_position_saved_with_a_position_tag_reads_back);
	tcase_add_test(tc, a_short_form_typed_sets_the_position);
	tcase_add_test(tc, the_editor_opens_on_the_game_shown_and_goes_back);
	tcase_add_test(tc, a_position_with_a_goal_this_turn_becomes_a_puzzle);
	tcase_add_test(tc, a_position_of_another_theme_becomes_that_puzzle);
	suite_add_tcase(s, tc);
	return s;
}
