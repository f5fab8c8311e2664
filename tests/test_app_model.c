/* test_ui_model.c: the screens' logic without curses: the setup editor,
 * the selection with its push and pull offers, the prompt's words, and the
 * session's actions and their wording. */
#include "config.h"
#include <check.h>
#include "lib/test.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "app/command.h"
#include "app/lineedit.h"
#include "app/pick.h"
#include "notation/presets.h"
#include "app/session.h"
#include "app/setupedit.h"

/* Square from its name. */
static int sq(const char *name)
{
	return square_make(name[0] - 'a', name[1] - '1');
}

/* A position from "Ed4 dc4 ..." tokens (piece letter, square), side to move. */
static void position_from(struct position *pos, enum color side, const char *tokens)
{
	position_clear(pos, side);
	char buf[256];
	snprintf(buf, sizeof buf, "%s", tokens);
	for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " "))
		position_put(pos, sq(tok + 1), notation_piece_from_char(tok[0]));
}

/* A turn begun from such a position. */
static void turn_from(struct turn *t, enum color side, const char *tokens)
{
	struct position pos;
	position_from(&pos, side, tokens);
	turn_begin(t, &pos);
}

/* Selects the piece on `name` through the cursor, as Enter does. */
static enum pick_result press(struct pick *p, const struct turn *t, const char *name, struct pick_move *m)
{
	char msg[160];
	p->cursor = sq(name);
	return pick_activate(p, t, m, msg, sizeof msg);
}

static bool step_is(struct step s, const char *text)
{
	char out[5];
	notation_step(s, out);
	return strcmp(out, text) == 0;
}

/* Whether m's steps read text ("de5n Md5e"). */
static bool move_is(const struct pick_move *m, const char *text)
{
	char buf[64] = "";
	size_t len = 0;
	for (int i = 0; i < m->nsteps && len + 6 < sizeof buf; i++) {
		char out[5];
		notation_step(m->steps[i], out);
		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "", out);
	}
	return strcmp(buf, text) == 0;
}

/* ---- setup editor ---- */

START_TEST(default_setup_is_legal_for_both_sides)
{
	for (int c = 0; c < COLOR_NB; c++) {
		struct setupedit se;
		struct placement pl[16];
		setupedit_init(&se, (enum color)c, NULL);
		ck_assert_int_eq(setupedit_placements(&se, pl), 16);
		ck_assert_int_eq(game_check_setup((enum color)c, pl, 16), SETUP_OK);
	}
}
END_TEST

START_TEST(default_setup_puts_stronger_pieces_in_front_of_rabbits)
{
	struct setupedit se;
	setupedit_init(&se, GOLD, NULL);
	for (int f = 0; f < 8; f++) {
		ck_assert_int_eq(se.board[square_make(f, 0)], piece_make(GOLD, RABBIT));
		ck_assert_int_ne(piece_kind(se.board[square_make(f, 1)]), RABBIT);
	}
	setupedit_init(&se, SILVER, NULL);
	for (int f = 0; f < 8; f++) {
		ck_assert_int_eq(se.board[square_make(f, 7)], piece_make(SILVER, RABBIT));
		ck_assert_int_ne(piece_kind(se.board[square_make(f, 6)]), RABBIT);
	}
}
END_TEST

/* The presets of data/presets.txt ($ARIMAA_DATADIR, set by make check),
 * or the built-in one when the test runs without it. */
static void ui_model_data_presets(struct presets *p)
{
	const char *dir = getenv("ARIMAA_DATADIR");
	char path[4096], text[8192], err[200];
	presets_builtin(p);
	if (!dir || !*dir)
		return;
	snprintf(path, sizeof path, "%s/presets.txt", dir);
	FILE *f = fopen(path, "rb");
	ck_assert_msg(f, "cannot open %s", path);
	size_t len = fread(text, 1, sizeof text, f);
	fclose(f);
	ck_assert_msg(presets_parse(text, len, p, err, sizeof err) == 0, "%s: %s", path, err);
	ck_assert_int_ge(p->n, 4);
}

START_TEST(every_preset_is_legal)
{
	struct presets ps;
	struct setupedit se;
	struct placement pl[16];
	ui_model_data_presets(&ps);
	for (int i = 0; i < ps.n; i++) {
		for (int c = 0; c < COLOR_NB; c++) {
			setupedit_init(&se, (enum color)c, &ps);
			setupedit_preset(&se, i);
			ck_assert_int_eq(se.preset, i);
			ck_assert_str_eq(setupedit_preset_name(&se, i), ps.list[i].name);
			setupedit_placements(&se, pl);
			ck_assert_int_eq(game_check_setup((enum color)c, pl, 16), SETUP_OK);
		}
	}
}
END_TEST

/* Parses text as a presets file; returns the error text ("" if none). */
static const char *ui_model_presets_error(const char *text, struct presets *p)
{
	static char err[200];
	err[0] = '\0';
	presets_parse(text, strlen(text), p, err, sizeof err);
	return err;
}

START_TEST(presets_file_is_read_in_order_with_comments_and_crlf)
{
	struct presets p;
	ck_assert_str_eq(ui_model_presets_error("# comment\r\n\r\n  DHCMECHD RRRRRRRR  camel west  \r\n"
						"\tRHDEMDHR\tRRCRRCRR wings", &p), "");
	ck_assert_int_eq(p.n, 2);
	ck_assert_str_eq(p.list[0].name, "camel west");
	ck_assert_str_eq(p.list[0].front, "DHCMECHD");
	ck_assert_str_eq(p.list[1].name, "wings");
	ck_assert_str_eq(p.list[1].back, "RRCRRCRR");
	/* Preset 1 is what the editor starts from. */
	struct setupedit se;
	setupedit_init(&se, SILVER, &p);
	ck_assert_int_eq(se.board[square_make(0, 6)], piece_make(SILVER, DOG));
	ck_assert_int_eq(se.board[square_make(3, 6)], piece_make(SILVER, CAMEL));
	ck_assert_int_eq(setupedit_preset_count(&se), 2);
}
END_TEST

START_TEST(presets_file_errors_say_the_line_and_why)
{
	struct presets p;
	ck_assert_str_eq(ui_model_presets_error("HDCEMCDH RRRRRRRR ok\nHDCEMCDH RRRRRRR short\n", &p),
			 "line 2: a rank has eight letters, one for each file a to h");
	ck_assert_int_eq(p.n, 1); /* the built-in default */
	ck_assert_str_eq(p.list[0].name, "standard");
	ck_assert_str_eq(ui_model_presets_error("\n\nHDCEMCDH RRRRRRRRR long\n", &p),
			 "line 3: a rank has eight letters, one for each file a to h");
	ck_assert_str_eq(ui_model_presets_error("HDCEMCDX RRRRRRRR x\n", &p),
			 "line 1: a rank holds only the letters E M H D C R");
	ck_assert_str_eq(ui_model_presets_error("HDCEMCDH RRRRRRRE two elephants\n", &p),
			 "line 1: the two ranks must hold E, M, two H, two D, two C and eight R");
	ck_assert_str_eq(ui_model_presets_error("HDCEMCDH RRRRRRRR\n", &p),
			 "line 1: the preset has no name after its two ranks");
	ck_assert_str_eq(ui_model_presets_error("HDCEMCDH RRRRRRRR 1234567890123456789012345\n", &p),
			 "line 1: the name is longer than 24 characters");
	ck_assert_str_eq(ui_model_presets_error("HDCEMCDH RRRRRRRR caf\xc3\xa9\n", &p),
			 "line 1: the name is not printable ASCII");
	ck_assert_str_eq(ui_model_presets_error("# nothing\n\n", &p), "the file holds no preset");
	ck_assert_str_eq(ui_model_presets_error("", &p), "the file holds no preset");
	char many[1000] = "";
	for (int i = 0; i < 10; i++)
		strcat(many, "HDCEMCDH RRRRRRRR same\n");
	ck_assert_str_eq(ui_model_presets_error(many, &p), "line 10: there are more than 9 presets (keys 1 to 9)");
	char wide[400];
	memset(wide, '#', 300);
	wide[300] = '\0';
	ck_assert_str_eq(ui_model_presets_error(wide, &p), "line 1: the line is longer than 200 bytes");
	static const char nul[] = "HDCEMCDH RRRRRRRR a\0b\n";
	char err[200];
	ck_assert_int_eq(presets_parse(nul, sizeof nul - 1, &p, err, sizeof err), -1);
	ck_assert_str_eq(err, "line 1: the line holds a NUL byte");
}
END_TEST

START_TEST(random_setups_are_legal_and_differ)
{
	struct setupedit a, b;
	struct placement pl[16];
	unsigned seed = 12345;
	setupedit_init(&a, SILVER, NULL);
	setupedit_random(&a, &seed);
	setupedit_placements(&a, pl);
	ck_assert_int_eq(game_check_setup(SILVER, pl, 16), SETUP_OK);
	ck_assert_int_eq(a.preset, -1);
	b = a;
	setupedit_random(&b, &seed);
	setupedit_placements(&b, pl);
	ck_assert_int_eq(game_check_setup(SILVER, pl, 16), SETUP_OK);
	ck_assert(memcmp(a.board, b.board, sizeof a.board) != 0);
}
END_TEST

START_TEST(mirror_exchanges_the_a_and_h_sides)
{
	struct setupedit se, orig;
	setupedit_init(&se, GOLD, NULL);
	orig = se;
	ck_assert_int_eq(se.board[sq("d2")], piece_make(GOLD, ELEPHANT));
	setupedit_mirror(&se);
	ck_assert_int_eq(se.board[sq("e2")], piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(se.board[sq("d2")], piece_make(GOLD, CAMEL));
	setupedit_mirror(&se);
	ck_assert(memcmp(se.board, orig.board, sizeof se.board) == 0);
}
END_TEST

START_TEST(swap_stays_on_the_home_ranks)
{
	struct setupedit se;
	setupedit_init(&se, GOLD, NULL);
	ck_assert(!setupedit_swap(&se, sq("d2"), sq("d3")));
	ck_assert(setupedit_swap(&se, sq("d2"), sq("a1")));
	ck_assert_int_eq(se.board[sq("a1")], piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(se.board[sq("d2")], piece_make(GOLD, RABBIT));
	ck_assert_int_eq(se.preset, -1);
}
END_TEST

START_TEST(cursor_cannot_leave_the_home_ranks)
{
	struct setupedit se;
	setupedit_init(&se, GOLD, NULL);
	ck_assert_int_eq(se.cursor, sq("d2"));
	setupedit_cursor(&se, DIR_N);
	ck_assert_int_eq(se.cursor, sq("d2"));
	setupedit_cursor(&se, DIR_S);
	ck_assert_int_eq(se.cursor, sq("d1"));
	setupedit_cursor(&se, DIR_S);
	ck_assert_int_eq(se.cursor, sq("d1"));
	setupedit_init(&se, SILVER, NULL);
	ck_assert_int_eq(se.cursor, sq("d7"));
	setupedit_cursor(&se, DIR_S);
	ck_assert_int_eq(se.cursor, sq("d7"));
}
END_TEST

START_TEST(enter_marks_then_swaps)
{
	struct setupedit se;
	setupedit_init(&se, GOLD, NULL);
	ck_assert(!setupedit_activate(&se));
	ck_assert_int_eq(se.marked, sq("d2"));
	setupedit_cursor(&se, DIR_E);
	ck_assert(setupedit_activate(&se));
	ck_assert_int_eq(se.marked, -1);
	ck_assert_int_eq(se.board[sq("e2")], piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(se.board[sq("d2")], piece_make(GOLD, CAMEL));
	/* Enter twice on one square unmarks it and changes nothing. */
	ck_assert(!setupedit_activate(&se));
	ck_assert(!setupedit_activate(&se));
	ck_assert_int_eq(se.marked, -1);
	ck_assert_int_eq(se.board[sq("e2")], piece_make(GOLD, ELEPHANT));
}
END_TEST

/* ---- selection, push and pull ---- */

START_TEST(targets_are_the_legal_steps_of_the_piece)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 Rd5 rh8");
	pick_init(&p, sq("d4"));
	ck_assert_int_eq(pick_select(&p, &t, sq("d4"), msg, sizeof msg), PICK_CHANGED);
	ck_assert_int_eq(p.mode, PICK_PIECE);
	ck_assert(p.targets == (bb_square(sq("c4")) | bb_square(sq("e4")) | bb_square(sq("d3"))));
}
END_TEST

START_TEST(rabbit_targets_exclude_the_step_backward)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Rd4 rh8");
	pick_init(&p, 0);
	pick_select(&p, &t, sq("d4"), msg, sizeof msg);
	ck_assert(p.targets == (bb_square(sq("c4")) | bb_square(sq("e4")) | bb_square(sq("d5"))));
	turn_from(&t, SILVER, "rd4 Rh1");
	pick_select(&p, &t, sq("d4"), msg, sizeof msg);
	ck_assert(p.targets == (bb_square(sq("c4")) | bb_square(sq("e4")) | bb_square(sq("d3"))));
}
END_TEST

START_TEST(frozen_piece_has_no_target_and_says_so)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Rd4 cd5 rh8");
	pick_init(&p, 0);
	pick_select(&p, &t, sq("d4"), msg, sizeof msg);
	ck_assert(p.targets == 0);
	ck_assert_ptr_nonnull(strstr(msg, "frozen"));
}
END_TEST

START_TEST(selecting_an_enemy_shows_where_it_can_be_pushed)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 dc4 rh8");
	pick_init(&p, 0);
	pick_select(&p, &t, sq("c4"), msg, sizeof msg);
	ck_assert(p.targets == (bb_square(sq("b4")) | bb_square(sq("c5")) | bb_square(sq("c3"))));
}
END_TEST

START_TEST(push_with_one_pusher_completes_by_itself)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	turn_from(&t, GOLD, "Ed4 dc4 rh8");
	pick_init(&p, 0);
	ck_assert_int_eq(press(&p, &t, "c4", &m), PICK_CHANGED);
	ck_assert_int_eq(press(&p, &t, "b4", &m), PICK_PLAY);
	ck_assert_int_eq(m.nsteps, 2);
	/* The enemy's step is written first, then the pusher's into the vacated square. */
	ck_assert(step_is(m.steps[0], "dc4w"));
	ck_assert(step_is(m.steps[1], "Ed4w"));
}
END_TEST

START_TEST(push_with_two_pushers_lets_the_player_pick)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	turn_from(&t, GOLD, "Ed4 Hc5 dc4 rh8");
	pick_init(&p, 0);
	press(&p, &t, "c4", &m);
	ck_assert_int_eq(press(&p, &t, "b4", &m), PICK_CHANGED);
	ck_assert_int_eq(p.mode, PICK_PUSHER);
	ck_assert(p.actions == (bb_square(sq("d4")) | bb_square(sq("c5"))));
	/* An unmarked square is refused and keeps the question open. */
	ck_assert_int_eq(press(&p, &t, "a1", &m), PICK_REFUSED);
	ck_assert_int_eq(p.mode, PICK_PUSHER);
	ck_assert_int_eq(press(&p, &t, "c5", &m), PICK_PLAY);
	ck_assert(step_is(m.steps[0], "dc4w"));
	ck_assert(step_is(m.steps[1], "Hc5s"));
}
END_TEST

START_TEST(own_piece_pushes_a_marked_enemy)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	turn_from(&t, GOLD, "Ed4 dc4 rh8");
	pick_init(&p, 0);
	press(&p, &t, "d4", &m);
	ck_assert(p.actions == bb_square(sq("c4")));
	ck_assert_int_eq(press(&p, &t, "c4", &m), PICK_CHANGED);
	ck_assert_int_eq(p.mode, PICK_PUSH_DEST);
	ck_assert(p.targets == (bb_square(sq("b4")) | bb_square(sq("c5")) | bb_square(sq("c3"))));
	ck_assert_int_eq(press(&p, &t, "c5", &m), PICK_PLAY);
	ck_assert(step_is(m.steps[0], "dc4n"));
	ck_assert(step_is(m.steps[1], "Ed4w"));
}
END_TEST

START_TEST(own_piece_pushes_at_once_when_the_enemy_has_one_way)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	/* The dog on a4 can only go to a5 or a3; a3 is held. */
	turn_from(&t, GOLD, "Eb4 da4 Ra3 rh8");
	pick_init(&p, 0);
	press(&p, &t, "b4", &m);
	ck_assert_int_eq(press(&p, &t, "a4", &m), PICK_PLAY);
	ck_assert(step_is(m.steps[0], "da4n"));
	ck_assert(step_is(m.steps[1], "Eb4w"));
}
END_TEST

START_TEST(no_push_of_an_equal_piece)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 ec4 rh8");
	pick_init(&p, 0);
	pick_select(&p, &t, sq("d4"), msg, sizeof msg);
	ck_assert(p.actions == 0);
	pick_select(&p, &t, sq("c4"), msg, sizeof msg);
	ck_assert(p.targets == 0);
	ck_assert_ptr_nonnull(strstr(msg, "cannot be pushed or pulled"));
}
END_TEST

START_TEST(no_push_started_on_the_fourth_step)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 dc4 Ra1 rh8");
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, RABBIT), sq("a1"), sq("a2") }), STEP_OK);
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, RABBIT), sq("a2"), sq("a3") }), STEP_OK);
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, RABBIT), sq("a3"), sq("b3") }), STEP_OK);
	pick_init(&p, 0);
	pick_select(&p, &t, sq("c4"), msg, sizeof msg);
	ck_assert(p.targets == 0);
	pick_select(&p, &t, sq("d4"), msg, sizeof msg);
	ck_assert(p.actions == 0);
}
END_TEST

START_TEST(pull_is_offered_after_stepping_away)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 dc4 rh8");
	pick_init(&p, 0);
	press(&p, &t, "d4", &m);
	/* Every plain step of the elephant away from the dog may be followed by a pull. */
	ck_assert(p.pulls == (bb_square(sq("d5")) | bb_square(sq("d3")) | bb_square(sq("e4"))));
	ck_assert_int_eq(press(&p, &t, "e4", &m), PICK_PLAY);
	ck_assert_int_eq(m.nsteps, 1);
	ck_assert_int_eq(turn_step(&t, m.steps[0]), STEP_OK);
	pick_after(&p, &t);
	ck_assert_int_eq(p.mode, PICK_PULL);
	ck_assert_int_eq(p.sel, sq("d4"));
	ck_assert(p.actions == bb_square(sq("c4")));
	ck_assert_int_eq(pick_accept_pull(&p, &t, &m, msg, sizeof msg), PICK_PLAY);
	ck_assert(step_is(m.steps[0], "dc4e"));
}
END_TEST

START_TEST(pull_of_two_candidates_needs_the_cursor)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 dc4 cd5 rh8");
	turn_step(&t, (struct step){ piece_make(GOLD, ELEPHANT), sq("d4"), sq("e4") });
	pick_init(&p, sq("e4"));
	pick_after(&p, &t);
	ck_assert_int_eq(p.mode, PICK_PULL);
	ck_assert_int_eq(bb_count(p.actions), 2);
	ck_assert_int_eq(pick_accept_pull(&p, &t, &m, msg, sizeof msg), PICK_REFUSED);
	ck_assert_int_eq(press(&p, &t, "d5", &m), PICK_PLAY);
	ck_assert(step_is(m.steps[0], "cd5s"));
}
END_TEST

START_TEST(no_pull_of_an_equal_piece)
{
	struct turn t;
	struct pick p;
	turn_from(&t, GOLD, "Ed4 ec4 rh8");
	turn_step(&t, (struct step){ piece_make(GOLD, ELEPHANT), sq("d4"), sq("e4") });
	pick_init(&p, sq("e4"));
	pick_after(&p, &t);
	/* No pull: the elephant that stepped stays selected on its new square. */
	ck_assert_int_eq(p.mode, PICK_PIECE);
	ck_assert_int_eq(p.sel, sq("e4"));
}
END_TEST

/* ---- paths of one piece ---- */

/* Whether the path's steps read as text ("Ed2e Ee2n"). */
static bool path_is(const struct pick_path *path, const char *text)
{
	char out[96];
	struct turn_step ts[TURN_MAX_STEPS];
	memset(ts, 0, sizeof ts);
	for (int i = 0; i < path->nsteps; i++)
		ts[i].step = path->steps[i];
	notation_turn(ts, path->nsteps, out, sizeof out);
	return strcmp(out, text) == 0;
}

START_TEST(path_goes_straight_when_the_way_is_free)
{
	struct turn t;
	struct pick_path path;
	turn_from(&t, GOLD, "Ed2 rh8");
	ck_assert(pick_find_path(&t, sq("d2"), sq("d5"), &path));
	ck_assert(path_is(&path, "Ed2n Ed3n Ed4n"));
	ck_assert(!path.lost);
}
END_TEST

START_TEST(path_goes_around_pieces)
{
	struct turn t;
	struct pick_path path;
	/* d3 and c2 are taken: the only four-step way is by e2, e3 and e4. */
	turn_from(&t, GOLD, "Ed2 Rd3 Rc2 rh8");
	ck_assert(pick_find_path(&t, sq("d2"), sq("d4"), &path));
	ck_assert(path_is(&path, "Ed2e Ee2n Ee3n Ee4w"));
}
END_TEST

START_TEST(path_avoids_a_trap_that_would_capture_the_piece)
{
	struct turn t;
	struct pick_path path;
	/* c3 has no friend of the elephant beside it: the way through it would
	 * lose the elephant; b2 is taken, so the way is by d2, d3 and d4. */
	turn_from(&t, GOLD, "Ec2 Rb2 rh8");
	ck_assert(pick_find_path(&t, sq("c2"), sq("c4"), &path));
	ck_assert(path_is(&path, "Ec2e Ed2n Ed3n Ed4w"));
	ck_assert(!path.lost);
	ck_assert_int_eq(path.own_losses, 0);
}
END_TEST

START_TEST(path_onto_a_deadly_trap_is_found_and_flagged_and_previewed)
{
	struct turn t;
	struct pick p;
	struct pick_path path;
	char msg[160], preview[200];
	struct pick_move m;
	turn_from(&t, GOLD, "Ec2 Ra1 rh8");
	ck_assert(pick_find_path(&t, sq("c2"), sq("c3"), &path));
	ck_assert_int_eq(path.nsteps, 1);
	ck_assert(path.lost);
	pick_init(&p, sq("c2"));
	pick_select(&p, &t, sq("c2"), msg, sizeof msg);
	p.cursor = sq("c3");
	pick_preview(&p, &t, false, preview, sizeof preview);
	ck_assert_str_eq(preview, "Enter: Ec2n Ec3x (E c2 to c3) -- LOSES the gold elephant on c3 (Enter twice to play it)");
	/* Never the default: the first press only arms it, the second plays it. */
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_REFUSED);
	ck_assert_int_eq(m.nsteps, 0);
	ck_assert_msg(strstr(msg, "press again to play it"), "msg: %s", msg);
	pick_preview(&p, &t, false, preview, sizeof preview);
	ck_assert_msg(strstr(preview, "(Enter again plays it)"), "preview: %s", preview);
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_PLAY);
	ck_assert(move_is(&m, "Ec2n"));
	/* Moving the cursor away and back disarms it. */
	pick_select(&p, &t, sq("c2"), msg, sizeof msg);
	p.cursor = sq("c3");
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_REFUSED);
	pick_cursor(&p, DIR_N);
	pick_cursor(&p, DIR_S);
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_REFUSED);
	ck_assert_int_eq(m.nsteps, 0);
}
END_TEST

START_TEST(path_fits_in_the_steps_left)
{
	struct turn t;
	struct pick_path path;
	turn_from(&t, GOLD, "Ed2 Ra1 rh8");
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, RABBIT), sq("a1"), sq("a2") }), STEP_OK);
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, RABBIT), sq("a2"), sq("a3") }), STEP_OK);
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, RABBIT), sq("a3"), sq("a4") }), STEP_OK);
	ck_assert(pick_find_path(&t, sq("d2"), sq("d3"), &path));
	ck_assert(!pick_find_path(&t, sq("d2"), sq("d4"), &path));
}
END_TEST

START_TEST(path_of_a_rabbit_never_steps_backward)
{
	struct turn t;
	struct pick_path path;
	turn_from(&t, GOLD, "Rd4 rh8");
	ck_assert(!pick_find_path(&t, sq("d4"), sq("d2"), &path));
	ck_assert(pick_find_path(&t, sq("d4"), sq("b4"), &path));
	ck_assert(path_is(&path, "Rd4w Rc4w"));
}
END_TEST

START_TEST(path_stops_where_the_piece_is_frozen)
{
	struct turn t;
	struct pick_path path;
	/* The dog stepping to e4 stands beside the silver elephant on e5 with
	 * no friend: frozen, it can go no further. */
	turn_from(&t, GOLD, "Dd4 ee5 rh8");
	ck_assert(pick_find_path(&t, sq("d4"), sq("e4"), &path));
	/* Every other way passes f3, a trap with no friend beside it. */
	ck_assert(!pick_find_path(&t, sq("d4"), sq("f4"), &path));
}
END_TEST

START_TEST(enter_on_a_square_several_steps_away_plays_the_path)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	turn_from(&t, GOLD, "Ed2 rh8");
	pick_init(&p, 0);
	ck_assert_int_eq(press(&p, &t, "d2", &m), PICK_CHANGED);
	ck_assert(p.reach & bb_square(sq("d6")));
	ck_assert(!(p.reach & bb_square(sq("d7"))));
	ck_assert_int_eq(press(&p, &t, "d6", &m), PICK_PLAY);
	ck_assert_int_eq(m.nsteps, 4);
	ck_assert(step_is(m.steps[3], "Ed5n"));
}
END_TEST

START_TEST(typing_a_square_selects_its_piece_or_moves_the_cursor)
{
	struct turn t;
	struct pick p;
	char msg[160];
	turn_from(&t, GOLD, "Ed2 Mb2 rh8");
	pick_init(&p, 0);
	ck_assert_int_eq(pick_goto(&p, &t, sq("d2"), msg, sizeof msg), PICK_CHANGED);
	ck_assert_int_eq(p.mode, PICK_PIECE);
	ck_assert_int_eq(p.sel, sq("d2"));
	/* An empty square: only the cursor moves, the elephant stays selected. */
	pick_goto(&p, &t, sq("d5"), msg, sizeof msg);
	ck_assert_int_eq(p.cursor, sq("d5"));
	ck_assert_int_eq(p.sel, sq("d2"));
	/* Another piece: it is selected instead. */
	pick_goto(&p, &t, sq("b2"), msg, sizeof msg);
	ck_assert_int_eq(p.sel, sq("b2"));
	/* An enemy that cannot be pushed now: the camel stays selected, the
	 * message says why. */
	pick_goto(&p, &t, sq("h8"), msg, sizeof msg);
	ck_assert_int_eq(p.sel, sq("b2"));
	ck_assert_int_eq(p.cursor, sq("h8"));
	ck_assert_ptr_nonnull(strstr(msg, "cannot be pushed or pulled"));
}
END_TEST

START_TEST(goal_in_reach_and_rabbits_near_goal)
{
	struct turn t;
	struct pick_path path;
	turn_from(&t, GOLD, "Rc5 Rf7 rh8 Ea1");
	ck_assert(pick_goal_in_reach(&t, &path));
	/* The rabbit on f7 is one step away; the one on c5 needs three. */
	ck_assert_int_eq(path.nsteps, 1);
	ck_assert_int_eq(path.steps[0].from, sq("f7"));
	bitboard near = pick_near_goal(&t.pos);
	ck_assert(near == bb_square(sq("f7")));
	turn_from(&t, GOLD, "Rc3 rh8");
	ck_assert(!pick_goal_in_reach(&t, &path));
}
END_TEST

START_TEST(preview_shows_a_push_onto_a_trap_with_its_capture)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	char buf[128];
	turn_from(&t, GOLD, "Ed4 dc4 Ra1 rh8");
	pick_init(&p, 0);
	press(&p, &t, "c4", &m);
	p.cursor = sq("c3");
	pick_preview(&p, &t, false, buf, sizeof buf);
	/* The dog has no friend beside c3: it falls there. */
	ck_assert_str_eq(buf, "Enter: dc4s dc3x Ed4w (E d4 pushes d c4 to c3) -- takes the silver dog on c3");
	/* A preview plays nothing. */
	ck_assert_int_eq(t.nsteps, 0);
	p.cursor = sq("h1");
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "");
}
END_TEST

START_TEST(preview_of_a_push_with_a_choice_still_to_make)
{
	struct turn t;
	struct pick p;
	struct pick_move m;
	char buf[128];
	turn_from(&t, GOLD, "Ed4 dc4 Ra1 rh8");
	pick_init(&p, 0);
	press(&p, &t, "d4", &m);
	p.cursor = sq("c4");
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: the E on d4 pushes the d on c4, then choose where it goes");
	ck_assert_int_eq(p.mode, PICK_PIECE);
}
END_TEST

/* Types a square's name as the play screen does. */
static enum pick_result type_square(struct pick *p, const struct turn *t, const char *name)
{
	char msg[160];
	return pick_goto(p, t, sq(name), msg, sizeof msg);
}

START_TEST(typed_enemy_after_a_step_is_pushed_by_the_selected_piece_not_walked_around)
{
	/* The audit's trap: the camel stepped to d5 and stays selected; the dog
	 * on e5 beside it; "e5 e6" is the dog pushed to e6 by the camel, not
	 * the camel's path d5n d6e. */
	struct turn t;
	struct pick p;
	struct pick_move m;
	char buf[200];
	turn_from(&t, GOLD, "Md4 de5 Ra1 rh8");
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, CAMEL), sq("d4"), sq("d5") }), STEP_OK);
	pick_init(&p, sq("d5"));
	pick_after(&p, &t);
	ck_assert_int_eq(p.mode, PICK_PIECE);
	ck_assert_int_eq(p.sel, sq("d5"));
	ck_assert(p.actions & bb_square(sq("e5")));
	type_square(&p, &t, "e5");
	ck_assert_int_eq(p.sel, sq("e5"));
	ck_assert_int_eq(p.prefer, sq("d5"));
	type_square(&p, &t, "e6");
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: de5n Md5e (M d5 pushes d e5 to e6)");
	ck_assert_int_eq(press(&p, &t, "e6", &m), PICK_PLAY);
	ck_assert(move_is(&m, "de5n Md5e"));
}
END_TEST

START_TEST(typed_enemy_is_pushed_by_the_preferred_piece_among_several)
{
	/* The elephant on d4 and the camel on c5 may both push the dog on c4
	 * to b4; the camel, selected before the dog was typed, is the pusher. */
	struct turn t;
	struct pick p;
	struct pick_move m;
	char msg[160];
	turn_from(&t, GOLD, "Ed4 Mc5 dc4 Ra1 rh8");
	pick_init(&p, sq("c5"));
	pick_select(&p, &t, sq("c5"), msg, sizeof msg);
	type_square(&p, &t, "c4");
	type_square(&p, &t, "b4");
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_PLAY);
	ck_assert(move_is(&m, "dc4w Mc5s"));
	/* Typed with nothing selected, the choice of pusher is asked. */
	pick_init(&p, sq("a1"));
	type_square(&p, &t, "c4");
	type_square(&p, &t, "b4");
	char buf[200];
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: push the d on c4 to b4, then choose the pusher");
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_CHANGED);
	ck_assert_int_eq(p.mode, PICK_PUSHER);
	ck_assert_uint_eq(p.actions, bb_square(sq("d4")) | bb_square(sq("c5")));
}
END_TEST

START_TEST(typed_enemy_then_a_pullers_square_offers_the_pull)
{
	/* The dog on d6 beside the elephant on d5: "d6 d5" is the dog pulled
	 * into d5; the elephant may step to c5 or e5 (d4 is taken), so where
	 * it goes is asked; "d6 d5" then "e5" plays Ed5e dd6s. */
	struct turn t;
	struct pick p;
	struct pick_move m;
	char buf[200], msg[160];
	turn_from(&t, GOLD, "Ed5 Rd4 dd6 Ra1 rh8");
	pick_init(&p, sq("a1"));
	type_square(&p, &t, "d6");
	ck_assert_int_eq(p.sel, sq("d6"));
	ck_assert_uint_eq(p.actions, bb_square(sq("d5")));
	type_square(&p, &t, "d5");
	ck_assert_int_eq(p.sel, sq("d6"));
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: the E on d5 pulls the d on d6, then choose where the puller goes");
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_CHANGED);
	ck_assert_int_eq(p.mode, PICK_PULL_DEST);
	ck_assert_uint_eq(p.targets, bb_square(sq("c5")) | bb_square(sq("e5")));
	type_square(&p, &t, "e5");
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: Ed5e dd6s (E d5 to e5 pulls d d6 to d5)");
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_PLAY);
	ck_assert(move_is(&m, "Ed5e dd6s"));
}
END_TEST

START_TEST(pull_on_offer_takes_the_typed_enemy_into_the_square_left)
{
	/* The elephant stepped from d5 to e5: the dogs on d6 and c5 may be
	 * pulled into d5. "c5 d5" pulls the dog from c5, it does not walk the
	 * elephant back. */
	struct turn t;
	struct pick p;
	struct pick_move m;
	char msg[160];
	turn_from(&t, GOLD, "Ed5 dd6 dc5 Ra1 rh8");
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, ELEPHANT), sq("d5"), sq("e5") }), STEP_OK);
	pick_init(&p, sq("e5"));
	pick_after(&p, &t);
	ck_assert_int_eq(p.mode, PICK_PULL);
	type_square(&p, &t, "c5");
	type_square(&p, &t, "d5");
	ck_assert_int_eq(pick_activate(&p, &t, &m, msg, sizeof msg), PICK_PLAY);
	ck_assert(move_is(&m, "dc5e"));
}
END_TEST

START_TEST(preview_says_what_a_step_takes_and_when_it_wins)
{
	struct turn t;
	struct pick p;
	char buf[200], msg[160];
	/* The rabbit on g7 to g8 wins; the silver rabbit on h2 stays. */
	turn_from(&t, GOLD, "Rg7 Ed4 rh2");
	pick_init(&p, sq("g7"));
	pick_select(&p, &t, sq("g7"), msg, sizeof msg);
	p.cursor = sq("g8");
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: Rg7n (R g7 to g8) -- wins: the gold rabbit on g8 reaches the goal");
	/* The elephant on d4 pushes the only silver rabbit, on d3, into c3:
	 * it falls, and Silver has no rabbit left. */
	turn_from(&t, GOLD, "Ed4 rd3 Ra1");
	pick_init(&p, sq("d3"));
	pick_select(&p, &t, sq("d3"), msg, sizeof msg);
	p.cursor = sq("c3");
	pick_preview(&p, &t, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: rd3w rc3x Ed4s (E d4 pushes r d3 to c3) -- takes the silver rabbit on c3, "
			      "wins: silver has no rabbit left");
	/* Under the rules before 2008 elimination did not end the game. */
	pick_preview(&p, &t, true, buf, sizeof buf);
	ck_assert_str_eq(buf, "Enter: rd3w rc3x Ed4s (E d4 pushes r d3 to c3) -- takes the silver rabbit on c3");
}
END_TEST

START_TEST(marks_frozen_and_lonely_trap_pieces)
{
	struct position pos;
	bitboard frozen, danger;
	/* Rd4 is frozen by the cat; Cc3 on a trap has one friend (Cc2); Cf3 has two. */
	position_from(&pos, GOLD, "Rd4 cd5 Cc3 Cc2 Hf3 Df2 Rf4 rh8");
	pick_marks(&pos, &frozen, &danger);
	ck_assert(frozen == bb_square(sq("d4")));
	ck_assert(danger == bb_square(sq("c3")));
}
END_TEST

/* ---- the prompt ---- */

/* Whether line is word, with arg after it (NULL: the word must not match). */
static void expect_word(const char *line, const char *word, const char *arg)
{
	const char *a = NULL;
	size_t n = 0;
	bool matched = command_match(line, word, &a, &n);
	bool want = arg ? true : false;
	ck_assert_msg(matched == want, "\"%s\" as \"%s\"", line, word);
	if (arg) {
		ck_assert_uint_eq(n, strlen(arg));
		ck_assert(strncmp(a, arg, n) == 0);
	}
}

START_TEST(command_words_are_case_insensitive_and_trimmed)
{
	expect_word("  UNDO ", "undo", "");
	expect_word("resign", "resign", "");
	expect_word("Flip", "flip", "");
	expect_word("?", "?", "");
	expect_word("q", "q", "");
	expect_word("takeback", "takeback", "");
	expect_word("", "undo", NULL);
	expect_word("   ", "undo", NULL);
	ck_assert(command_blank("  \t "));
	ck_assert(!command_blank(" x "));
}
END_TEST

START_TEST(save_takes_the_rest_of_the_line_as_the_file)
{
	expect_word("save", "save", "");
	expect_word("  SAVE   my game.txt  ", "save", "my game.txt");
	expect_word("save\t/tmp/x.txt", "save", "/tmp/x.txt");
	/* A word that only begins with "save" is not the command. */
	expect_word("saved", "save", NULL);
	expect_word("replay", "save", NULL);
}
END_TEST

START_TEST(clock_takes_the_time_control_after_it)
{
	expect_word("clock", "clock", "");
	expect_word(" Clock  0:30/3/100/5/8 ", "clock", "0:30/3/100/5/8");
	expect_word("clock none", "clock", "none");
	expect_word("clocks", "clock", NULL);
	expect_word("PAUSE", "pause", "");
}
END_TEST

START_TEST(anything_else_is_notation_passed_on_trimmed)
{
	char text[64];
	command_trim("  Ed2n Ed3n\t", text, sizeof text);
	ck_assert_str_eq(text, "Ed2n Ed3n");
	/* a word followed by more: the table decides (undo takes nothing) */
	expect_word("undo now", "undo", "now");
	/* Truncated to the room given, never overflowing. */
	char small[5];
	command_trim("Ed2n Ed3n", small, sizeof small);
	ck_assert_str_eq(small, "Ed2n");
}
END_TEST

/* ---- the prompt's line editing ---- */

static struct ui edit_u;

/* An empty line with an empty history. */
static struct ui *edit_start(void)
{
	memset(&edit_u, 0, sizeof edit_u);
	return &edit_u;
}

static void edit_type(struct ui *u, const char *text)
{
	for (const char *p = text; *p; p++)
		ck_assert(lineedit_insert(u, *p));
}

START_TEST(line_editing_moves_inserts_and_deletes_at_the_cursor)
{
	struct ui *u = edit_start();
	edit_type(u, "Ed2n");
	lineedit_do(u, LINEEDIT_HOME);
	edit_type(u, "x");
	ck_assert_str_eq(u->prompt, "xEd2n");
	ck_assert_uint_eq(u->prompt_at, 1);
	lineedit_do(u, LINEEDIT_END);
	lineedit_do(u, LINEEDIT_RUBOUT);
	ck_assert_str_eq(u->prompt, "xEd2");
	lineedit_do(u, LINEEDIT_LEFT);
	lineedit_do(u, LINEEDIT_LEFT);
	lineedit_do(u, LINEEDIT_DELETE);
	ck_assert_str_eq(u->prompt, "xE2");
	ck_assert_uint_eq(u->prompt_at, 2);
	lineedit_do(u, LINEEDIT_KILL_AFTER);
	ck_assert_str_eq(u->prompt, "xE");
	lineedit_do(u, LINEEDIT_KILL_BEFORE);
	ck_assert_str_eq(u->prompt, "");
	ck_assert_uint_eq(u->prompt_len, 0);
	/* nothing to delete or move over: nothing happens */
	lineedit_do(u, LINEEDIT_RUBOUT);
	lineedit_do(u, LINEEDIT_DELETE);
	lineedit_do(u, LINEEDIT_LEFT);
	ck_assert_uint_eq(u->prompt_at, 0);
}
END_TEST

START_TEST(ctrl_w_deletes_the_word_before_the_cursor)
{
	struct ui *u = edit_start();
	edit_type(u, "Ed2n Ed3n  ");
	lineedit_do(u, LINEEDIT_KILL_WORD);
	ck_assert_str_eq(u->prompt, "Ed2n ");
	lineedit_do(u, LINEEDIT_KILL_WORD);
	ck_assert_str_eq(u->prompt, "");
}
END_TEST

START_TEST(a_full_line_takes_no_more)
{
	struct ui *u = edit_start();
	size_t n = 0;
	while (lineedit_insert(u, 'a'))
		n++;
	ck_assert_uint_eq(n, sizeof u->prompt - 1);
	ck_assert_uint_eq(strlen(u->prompt), sizeof u->prompt - 1);
}
END_TEST

START_TEST(the_history_browses_back_and_forth_and_keeps_the_latest)
{
	struct ui *u = edit_start();
	lineedit_remember(u, "a");
	lineedit_remember(u, "b");
	lineedit_remember(u, "b");
	lineedit_remember(u, "");
	ck_assert_int_eq(u->nhistory, 2);
	lineedit_do(u, LINEEDIT_OLDER);
	ck_assert_str_eq(u->prompt, "b");
	lineedit_do(u, LINEEDIT_OLDER);
	ck_assert_str_eq(u->prompt, "a");
	lineedit_do(u, LINEEDIT_OLDER);
	ck_assert_str_eq(u->prompt, "a");
	lineedit_do(u, LINEEDIT_NEWER);
	ck_assert_str_eq(u->prompt, "b");
	lineedit_do(u, LINEEDIT_NEWER);
	ck_assert_str_eq(u->prompt, "");
	/* more lines than it holds: the oldest go */
	int cap = (int)(sizeof u->history / sizeof u->history[0]);
	for (int i = 0; i < cap + 4; i++) {
		char line[16];
		snprintf(line, sizeof line, "line %d", i);
		lineedit_remember(u, line);
	}
	ck_assert_int_eq(u->nhistory, cap);
	ck_assert_str_eq(u->history[0], "line 4");
}
END_TEST

/* ---- the session ---- */

static int hook_calls;
static void count_hook(struct session *s, void *data)
{
	(void)s;
	(void)data;
	hook_calls++;
}

/* A session with both default setups played. */
static void session_started(struct session *s)
{
	session_init(s);
	s->after_move = count_hook;
	hook_calls = 0;
	ck_assert_int_eq(session_accept_setup(s), 0);
	ck_assert_int_eq(s->game.phase, GAME_SETUP);
	ck_assert_int_eq(s->edit.side, SILVER);
	ck_assert_int_eq(session_accept_setup(s), 0);
	ck_assert_int_eq(s->game.phase, GAME_PLAY);
	ck_assert_int_eq(hook_calls, 2);
}

static struct pick_move one_step(const char *text)
{
	struct pick_move m;
	m.nsteps = 1;
	m.steps[0] = (struct step){ (uint8_t)notation_piece_from_char(text[0]), (uint8_t)sq(text + 1), 0 };
	int d = text[3] == 'n' ? DIR_N : text[3] == 's' ? DIR_S : text[3] == 'e' ? DIR_E : DIR_W;
	m.steps[0].to = (uint8_t)square_step(sq(text + 1), (enum dir)d);
	return m;
}

START_TEST(turn_cannot_end_without_a_step_or_unchanged)
{
	struct session s;
	session_started(&s);
	ck_assert_int_eq(session_end_turn(&s), 1);
	ck_assert(s.status_warn);
	ck_assert_ptr_nonnull(strstr(s.status, "cannot end"));
	struct pick_move up = one_step("Ed2n"), down = one_step("Ed3s");
	ck_assert_int_eq(session_play(&s, &up), STEP_OK);
	ck_assert_int_eq(session_play(&s, &down), STEP_OK);
	ck_assert_int_eq(session_end_turn(&s), 1);
	ck_assert_ptr_nonnull(strstr(s.status, notation_turn_end_error(TURN_END_UNCHANGED)));
	ck_assert_int_eq(s.game.nmoves, 2);
	ck_assert_int_eq(hook_calls, 2);
	session_free(&s);
}
END_TEST

START_TEST(undo_redo_and_reset_walk_the_steps)
{
	struct session s;
	session_started(&s);
	struct pick_move a = one_step("Ed2n"), b = one_step("Ed3n");
	session_play(&s, &a);
	session_play(&s, &b);
	ck_assert(session_undo(&s));
	ck_assert_int_eq(s.turn.nsteps, 1);
	ck_assert_int_eq(s.turn.pos.board[sq("d3")], piece_make(GOLD, ELEPHANT));
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.pos.board[sq("d4")], piece_make(GOLD, ELEPHANT));
	ck_assert(!session_redo(&s));
	ck_assert(session_reset(&s));
	ck_assert_int_eq(s.turn.nsteps, 0);
	ck_assert_int_eq(s.turn.pos.board[sq("d2")], piece_make(GOLD, ELEPHANT));
	ck_assert(session_redo(&s));
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.nsteps, 2);
	/* A new step forgets what could be redone. */
	ck_assert(session_undo(&s));
	struct pick_move c = one_step("Me2n");
	session_play(&s, &c);
	ck_assert(!session_redo(&s));
	ck_assert(session_undo(&s));
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.pos.board[sq("e3")], piece_make(GOLD, CAMEL));
	session_free(&s);
}
END_TEST

START_TEST(undoing_the_pusher_leaves_an_unfinished_push)
{
	struct session s;
	session_started(&s);
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n Hh2n Hh3n"), 0);
	ck_assert_int_eq(session_play_line(&s, "db7s db6s db5e dc5s"), 0);
	struct pick_move m = { 2, { { (uint8_t)piece_make(SILVER, DOG), (uint8_t)sq("c4"), (uint8_t)sq("b4") },
				    { (uint8_t)piece_make(GOLD, ELEPHANT), (uint8_t)sq("d4"), (uint8_t)sq("c4") } } };
	ck_assert_int_eq(session_play(&s, &m), STEP_OK);
	ck_assert(session_undo(&s));
	ck_assert(turn_push_pending(&s.turn));
	ck_assert_int_eq(session_end_turn(&s), 1);
	ck_assert_ptr_nonnull(strstr(s.status, notation_turn_end_error(TURN_END_PUSH_UNFINISHED)));
	session_free(&s);
}
END_TEST

START_TEST(prompt_line_refused_leaves_the_board_as_it_was)
{
	struct session s;
	session_started(&s);
	struct pick_move a = one_step("Ed2n");
	session_play(&s, &a);
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n Ra1n"), 1);
	ck_assert(s.status_warn);
	ck_assert_ptr_nonnull(strstr(s.status, "refused"));
	ck_assert_int_eq(s.game.nmoves, 2);
	ck_assert_int_eq(s.turn.nsteps, 1);
	ck_assert_int_eq(s.turn.pos.board[sq("d3")], piece_make(GOLD, ELEPHANT));
	/* A legal line replaces the steps in progress and is the whole turn. */
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n Ed4n Ed5n"), 0);
	ck_assert_int_eq(s.game.nmoves, 3);
	ck_assert_int_eq(s.game.pos.side, SILVER);
	ck_assert_int_eq(s.turn.nsteps, 0);
	ck_assert_int_eq(s.game.pos.board[sq("d6")], piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(hook_calls, 3);
	session_free(&s);
}
END_TEST

/* A session of tests/data/cases/third-repetition.txt up to 4g, where
 * Silver's he6n would make the position after 2s a third time. */
static void session_before_third_time(struct session *s, bool old_rules)
{
	static const char *const lines[] = {
		"1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2",
		"1s ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8",
		"2g Ee2n Ee3n Ee4n", "2s ed7s ra7s ra6e rb6s",
		"3g Ee5n Ee6s he7s", "3s he6n", "4g Ee5n Ee6s he7s",
	};
	session_init(s);
	s->game.old_rules = old_rules;
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		ck_assert_int_eq(session_play_line(s, lines[i]), 0);
}

START_TEST(third_repetition_is_flagged_before_ending)
{
	struct session s;
	session_before_third_time(&s, false);
	struct pick_move m = one_step("he6n");
	ck_assert_int_eq(session_play(&s, &m), STEP_OK);
	/* Flagged as soon as the step is taken, before any attempt to end. */
	ck_assert(s.status_warn);
	ck_assert_ptr_nonnull(strstr(s.status, "third time"));
	ck_assert_int_eq(session_end_turn(&s), 1);
	ck_assert_ptr_nonnull(strstr(s.status, notation_turn_end_error(TURN_END_THIRD_TIME)));
	session_free(&s);
}
END_TEST

/* Under the rules before 2008-07-01 the same turn may end, and loses. */
START_TEST(third_repetition_under_old_rules_is_flagged_and_loses)
{
	struct session s;
	session_before_third_time(&s, true);
	struct pick_move m = one_step("he6n");
	ck_assert_int_eq(session_play(&s, &m), STEP_OK);
	ck_assert(s.status_warn);
	ck_assert_ptr_nonnull(strstr(s.status, "ending the turn here loses (old rules)"));
	ck_assert_int_eq(session_end_turn(&s), 0);
	ck_assert_int_eq(s.game.phase, GAME_OVER);
	ck_assert_int_eq(s.game.winner, GOLD);
	ck_assert_int_eq(s.game.reason, REASON_THIRD_REPETITION);
	session_free(&s);
}
END_TEST

START_TEST(takeback_restores_the_last_turn)
{
	struct session s;
	session_started(&s);
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n"), 0);
	ck_assert(session_takeback(&s));
	ck_assert_int_eq(s.game.pos.side, GOLD);
	ck_assert_int_eq(s.game.number, 2);
	ck_assert_int_eq(s.turn.pos.board[sq("d2")], piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(s.game.phase, GAME_PLAY);
	/* Back through the setups to the start. */
	ck_assert(session_takeback(&s));
	ck_assert_int_eq(s.game.phase, GAME_SETUP);
	ck_assert_int_eq(s.edit.side, SILVER);
	ck_assert(session_takeback(&s));
	ck_assert(!session_takeback(&s));
	session_free(&s);
}
END_TEST

START_TEST(takeback_puts_the_turns_steps_in_redo)
{
	struct session s;
	session_started(&s);
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n"), 0);
	ck_assert(session_takeback(&s));
	ck_assert_int_eq(s.nredo, 2);
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.pos.board[sq("d3")], piece_make(GOLD, ELEPHANT));
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.pos.board[sq("d4")], piece_make(GOLD, ELEPHANT));
	ck_assert(!session_redo(&s));
	session_free(&s);
}
END_TEST

START_TEST(taking_back_golds_setup_keeps_its_arrangement)
{
	struct session s;
	session_init(&s);
	setupedit_preset(&s.edit, 2);
	setupedit_swap(&s.edit, sq("a1"), sq("d2"));
	uint8_t played[SQUARE_NB];
	memcpy(played, s.edit.board, sizeof played);
	ck_assert_int_eq(session_accept_setup(&s), 0);
	ck_assert_int_eq(s.edit.side, SILVER);
	ck_assert(session_takeback(&s));
	ck_assert_int_eq(s.edit.side, GOLD);
	ck_assert(memcmp(s.edit.board, played, sizeof played) == 0);
	session_free(&s);
}
END_TEST

START_TEST(the_piece_stays_selected_after_its_step)
{
	struct session s;
	session_started(&s);
	struct pick_move up = one_step("Ed2n");
	ck_assert_int_eq(session_play(&s, &up), STEP_OK);
	ck_assert_int_eq(s.pick.mode, PICK_PIECE);
	ck_assert_int_eq(s.pick.sel, sq("d3"));
	ck_assert_int_eq(s.pick.cursor, sq("d3"));
	session_free(&s);
}
END_TEST

START_TEST(a_turn_starts_on_the_movers_last_moved_piece)
{
	struct session s;
	session_started(&s);
	/* Gold's first turn: the d file of its front rank. */
	ck_assert_int_eq(s.pick.cursor, sq("d2"));
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n Hh2n Hh3n"), 0);
	ck_assert_int_eq(s.pick.cursor, sq("d7"));
	ck_assert_int_eq(session_play_line(&s, "ed7s ed6w me7s me6s"), 0);
	/* Gold's horse moved last: h4. */
	ck_assert_int_eq(s.pick.cursor, sq("h4"));
	ck_assert_int_eq(session_play_line(&s, "Hh4n Ed4w Ec4w Eb4n"), 0);
	/* Silver's camel moved last: e5. */
	ck_assert_int_eq(s.pick.cursor, sq("e5"));
	session_free(&s);
}
END_TEST

START_TEST(a_push_is_undone_as_a_whole)
{
	struct session s;
	session_started(&s);
	ck_assert_int_eq(session_play_line(&s, "Ed2n Ed3n Ed4n Hh2n"), 0);
	ck_assert_int_eq(session_play_line(&s, "ha7s ha6s ha5e hb5s"), 0);
	/* The elephant comes to c4 beside the silver horse on b4 and pushes it to a4. */
	struct pick_move a = one_step("Ed5w"), b = one_step("Ec5s");
	ck_assert_int_eq(session_play(&s, &a), STEP_OK);
	ck_assert_int_eq(session_play(&s, &b), STEP_OK);
	struct pick_move push;
	push.nsteps = 2;
	push.steps[0] = (struct step){ (uint8_t)piece_make(SILVER, HORSE), (uint8_t)sq("b4"), (uint8_t)sq("a4") };
	push.steps[1] = (struct step){ (uint8_t)piece_make(GOLD, ELEPHANT), (uint8_t)sq("c4"), (uint8_t)sq("b4") };
	ck_assert_int_eq(session_play(&s, &push), STEP_OK);
	ck_assert_int_eq(s.turn.nsteps, 4);
	ck_assert(session_undo_action(&s));
	ck_assert_int_eq(s.turn.nsteps, 2);
	ck_assert_int_eq(s.turn.pos.board[sq("b4")], piece_make(SILVER, HORSE));
	ck_assert_int_eq(s.turn.pos.board[sq("c4")], piece_make(GOLD, ELEPHANT));
	/* The push's two steps wait in redo, and are redone as one. */
	ck_assert_int_eq(s.nredo, 2);
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.nsteps, 4);
	ck_assert_int_eq(s.turn.pos.board[sq("a4")], piece_make(SILVER, HORSE));
	ck_assert_int_eq(s.turn.pos.board[sq("b4")], piece_make(GOLD, ELEPHANT));
	ck_assert_str_eq(s.status, "redone hb4w Ec4w (4/4)");
	ck_assert(!session_redo(&s));
	/* Undone step by step, the push is redone step by step. */
	ck_assert(session_undo(&s));
	ck_assert(session_undo(&s));
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.nsteps, 3);
	ck_assert(turn_push_pending(&s.turn));
	ck_assert(session_redo(&s));
	ck_assert_int_eq(s.turn.nsteps, 4);
	/* A plain step is undone alone. */
	ck_assert(session_undo_action(&s));
	ck_assert(session_undo_action(&s));
	ck_assert_int_eq(s.turn.nsteps, 1);
	session_free(&s);
}
END_TEST

START_TEST(a_path_typed_at_the_prompt_ends_the_turn)
{
	struct session s;
	session_started(&s);
	/* d2d6: the elephant's four steps, and the turn ends, as "Ed2n Ed3n
	 * Ed4n Ed5n" typed whole would. */
	ck_assert_int_eq(session_play_path(&s, sq("d2"), sq("d6")), 0);
	ck_assert_int_eq(s.game.pos.side, SILVER);
	ck_assert_int_eq(s.game.pos.board[sq("d6")], piece_make(GOLD, ELEPHANT));
	char line[128];
	session_move_text(&s, s.game.nmoves - 1, line, sizeof line);
	ck_assert_str_eq(line, "2g Ed2n Ed3n Ed4n Ed5n");
	/* After steps taken, the path goes on from them and ends the turn. */
	struct pick_move a = one_step("ha7s");
	ck_assert_int_eq(session_play(&s, &a), STEP_OK);
	ck_assert_int_eq(session_play_path(&s, sq("h7"), sq("h5")), 0);
	session_move_text(&s, s.game.nmoves - 1, line, sizeof line);
	ck_assert_str_eq(line, "2s ha7s hh7s hh6s");
	/* A path back to where the turn began: played, but the turn cannot
	 * end, and the status says why. */
	a = one_step("Ed6s");
	ck_assert_int_eq(session_play(&s, &a), STEP_OK);
	ck_assert_int_eq(session_play_path(&s, sq("d5"), sq("d6")), 1);
	ck_assert_int_eq(s.turn.nsteps, 2);
	ck_assert_int_eq(s.game.pos.side, GOLD);
	ck_assert_ptr_nonnull(strstr(s.status, notation_turn_end_error(TURN_END_UNCHANGED)));
	/* No path: refused, nothing played. */
	ck_assert(session_reset(&s));
	ck_assert_int_eq(session_play_path(&s, sq("a1"), sq("a6")), 1);
	ck_assert_int_eq(s.turn.nsteps, 0);
	session_free(&s);
}
END_TEST

START_TEST(lost_pieces_count_a_capture_at_once)
{
	struct session s;
	char lost[64];
	session_started(&s);
	/* The cat on c2 steps onto c3: its friends b2? none beside c3 (b3, d3, c4
	 * empty, c2 left empty): captured at once. */
	struct pick_move m = one_step("Cc2n");
	ck_assert_int_eq(session_play(&s, &m), STEP_OK);
	session_lost(&s, GOLD, lost, sizeof lost);
	ck_assert_str_eq(lost, "C");
	session_free(&s);
}
END_TEST

START_TEST(messages_are_kept_latest_first)
{
	struct session s;
	session_init(&s);
	session_say(&s, false, "one");
	session_say(&s, true, "two");
	ck_assert_str_eq(session_message(&s, 0), "two");
	ck_assert_str_eq(session_message(&s, 1), "one");
	for (int i = 0; i < 2 * SESSION_LOG_NB; i++)
		session_say(&s, false, "m%d", i);
	ck_assert_ptr_null(session_message(&s, SESSION_LOG_NB));
	ck_assert_ptr_nonnull(session_message(&s, SESSION_LOG_NB - 1));
	session_free(&s);
}
END_TEST

START_TEST(rematch_swaps_the_names)
{
	struct session s;
	session_init(&s);
	s.names[GOLD] = "Ann";
	s.names[SILVER] = "Bob";
	session_rematch(&s);
	ck_assert_str_eq(session_side_name(&s, GOLD), "Bob");
	ck_assert_str_eq(session_side_name(&s, SILVER), "Ann");
	ck_assert_int_eq(s.game.phase, GAME_SETUP);
	session_free(&s);
}
END_TEST

START_TEST(resignation_ends_the_game_for_the_other_side)
{
	struct session s;
	char v[160];
	session_started(&s);
	ck_assert_int_eq(session_resign(&s), 0);
	ck_assert_int_eq(s.game.phase, GAME_OVER);
	session_verdict(&s, v, sizeof v);
	ck_assert_str_eq(v, "Silver wins: Gold resigned");
	ck_assert(!session_in_progress(&s));
	session_free(&s);
}
END_TEST

/* Two players of one name (an engine against itself): the verdict says
 * which colour won. */
START_TEST(verdict_names_the_colour_when_both_players_share_a_name)
{
	struct session s;
	char v[160];
	session_started(&s);
	s.names[GOLD] = "arimaa";
	s.names[SILVER] = "arimaa";
	ck_assert_int_eq(session_resign(&s), 0);
	session_verdict(&s, v, sizeof v);
	ck_assert_str_eq(v, "arimaa (Silver) wins: arimaa (Gold) resigned");
	s.names[SILVER] = "Bob";
	session_verdict(&s, v, sizeof v);
	ck_assert_str_eq(v, "Bob wins: arimaa resigned");
	session_free(&s);
}
END_TEST

START_TEST(goal_game_ends_with_the_verdict_and_lost_pieces)
{
	char path[512], line[256], v[160], lost[64];
	const char *top = getenv("top_srcdir");
	snprintf(path, sizeof path, "%s/tests/data/cases/goal.txt", top ? top : ".");
	FILE *f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	struct session s;
	session_init(&s);
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = '\0';
		if (!line[0])
			continue;
		ck_assert_int_eq(session_play_line(&s, line), 0);
		/* 22s Cc6x is the first capture of the game. */
		if (strncmp(line, "22s ", 4) == 0) {
			session_lost(&s, GOLD, lost, sizeof lost);
			ck_assert_str_eq(lost, "C");
			session_lost(&s, SILVER, lost, sizeof lost);
			ck_assert_str_eq(lost, "");
		}
	}
	fclose(f);
	ck_assert_int_eq(s.game.phase, GAME_OVER);
	ck_assert_int_eq(s.game.winner, GOLD);
	session_verdict(&s, v, sizeof v);
	ck_assert_ptr_nonnull(strstr(v, "Gold wins by goal"));
	session_free(&s);
}
END_TEST

START_TEST(hotseat_turns_the_view_to_silver)
{
	struct session s;
	session_started(&s);
	ck_assert(!session_view_flipped(&s));
	s.hotseat = true;
	ck_assert(!session_view_flipped(&s));
	ck_assert_int_eq(session_play_line(&s, "Ed2n"), 0);
	ck_assert(session_view_flipped(&s));
	s.flipped = true;
	ck_assert(!session_view_flipped(&s));
	session_free(&s);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("ui_model");
	TCase *tc = tcase_create("setupedit");
	tcase_add_test(tc, default_setup_is_legal_for_both_sides);
	tcase_add_test(tc, default_setup_puts_stronger_pieces_in_front_of_rabbits);
	tcase_add_test(tc, every_preset_is_legal);
	tcase_add_test(tc, presets_file_is_read_in_order_with_comments_and_crlf);
	tcase_add_test(tc, presets_file_errors_say_the_line_and_why);
	tcase_add_test(tc, random_setups_are_legal_and_differ);
	tcase_add_test(tc, mirror_exchanges_the_a_and_h_sides);
	tcase_add_test(tc, swap_stays_on_the_home_ranks);
	tcase_add_test(tc, cursor_cannot_leave_the_home_ranks);
	tcase_add_test(tc, enter_marks_then_swaps);
	suite_add_tcase(s, tc);

	tc = tcase_create("pick");
	tcase_add_test(tc, targets_are_the_legal_steps_of_the_piece);
	tcase_add_test(tc, rabbit_targets_exclude_the_step_backward);
	tcase_add_test(tc, frozen_piece_has_no_target_and_says_so);
	tcase_add_test(tc, selecting_an_enemy_shows_where_it_can_be_pushed);
	tcase_add_test(tc, push_with_one_pusher_completes_by_itself);
	tcase_add_test(tc, push_with_two_pushers_lets_the_player_pick);
	tcase_add_test(tc, own_piece_pushes_a_marked_enemy);
	tcase_add_test(tc, own_piece_pushes_at_once_when_the_enemy_has_one_way);
	tcase_add_test(tc, no_push_of_an_equal_piece);
	tcase_add_test(tc, no_push_started_on_the_fourth_step);
	tcase_add_test(tc, pull_is_offered_after_stepping_away);
	tcase_add_test(tc, pull_of_two_candidates_needs_the_cursor);
	tcase_add_test(tc, no_pull_of_an_equal_piece);
	tcase_add_test(tc, preview_shows_a_push_onto_a_trap_with_its_capture);
	tcase_add_test(tc, preview_of_a_push_with_a_choice_still_to_make);
	tcase_add_test(tc, marks_frozen_and_lonely_trap_pieces);
	tcase_add_test(tc, typed_enemy_after_a_step_is_pushed_by_the_selected_piece_not_walked_around);
	tcase_add_test(tc, typed_enemy_is_pushed_by_the_preferred_piece_among_several);
	tcase_add_test(tc, typed_enemy_then_a_pullers_square_offers_the_pull);
	tcase_add_test(tc, pull_on_offer_takes_the_typed_enemy_into_the_square_left);
	tcase_add_test(tc, preview_says_what_a_step_takes_and_when_it_wins);
	suite_add_tcase(s, tc);

	tc = tcase_create("path");
	tcase_add_test(tc, path_goes_straight_when_the_way_is_free);
	tcase_add_test(tc, path_goes_around_pieces);
	tcase_add_test(tc, path_avoids_a_trap_that_would_capture_the_piece);
	tcase_add_test(tc, path_onto_a_deadly_trap_is_found_and_flagged_and_previewed);
	tcase_add_test(tc, path_fits_in_the_steps_left);
	tcase_add_test(tc, path_of_a_rabbit_never_steps_backward);
	tcase_add_test(tc, path_stops_where_the_piece_is_frozen);
	tcase_add_test(tc, enter_on_a_square_several_steps_away_plays_the_path);
	tcase_add_test(tc, typing_a_square_selects_its_piece_or_moves_the_cursor);
	tcase_add_test(tc, goal_in_reach_and_rabbits_near_goal);
	suite_add_tcase(s, tc);

	tc = tcase_create("command");
	tcase_add_test(tc, command_words_are_case_insensitive_and_trimmed);
	tcase_add_test(tc, line_editing_moves_inserts_and_deletes_at_the_cursor);
	tcase_add_test(tc, ctrl_w_deletes_the_word_before_the_cursor);
	tcase_add_test(tc, a_full_line_takes_no_more);
	tcase_add_test(tc, the_history_browses_back_and_forth_and_keeps_the_latest);
	tcase_add_test(tc, save_takes_the_rest_of_the_line_as_the_file);
	tcase_add_test(tc, clock_takes_the_time_control_after_it);
	tcase_add_test(tc, anything_else_is_notation_passed_on_trimmed);
	suite_add_tcase(s, tc);

	tc = tcase_create("session");
	tcase_add_test(tc, turn_cannot_end_without_a_step_or_unchanged);
	tcase_add_test(tc, undo_redo_and_reset_walk_the_steps);
	tcase_add_test(tc, undoing_the_pusher_leaves_an_unfinished_push);
	tcase_add_test(tc, prompt_line_refused_leaves_the_board_as_it_was);
	tcase_add_test(tc, third_repetition_is_flagged_before_ending);
	tcase_add_test(tc, third_repetition_under_old_rules_is_flagged_and_loses);
	tcase_add_test(tc, takeback_restores_the_last_turn);
	tcase_add_test(tc, takeback_puts_the_turns_steps_in_redo);
	tcase_add_test(tc, taking_back_golds_setup_keeps_its_arrangement);
	tcase_add_test(tc, the_piece_stays_selected_after_its_step);
	tcase_add_test(tc, a_turn_starts_on_the_movers_last_moved_piece);
	tcase_add_test(tc, a_push_is_undone_as_a_whole);
	tcase_add_test(tc, a_path_typed_at_the_prompt_ends_the_turn);
	tcase_add_test(tc, lost_pieces_count_a_capture_at_once);
	tcase_add_test(tc, messages_are_kept_latest_first);
	tcase_add_test(tc, rematch_swaps_the_names);
	tcase_add_test(tc, resignation_ends_the_game_for_the_other_side);
	tcase_add_test(tc, verdict_names_the_colour_when_both_players_share_a_name);
	tcase_add_test(tc, goal_game_ends_with_the_verdict_and_lost_pieces);
	tcase_add_test(tc, hotseat_turns_the_view_to_silver);
	suite_add_tcase(s, tc);
	return s;
}
