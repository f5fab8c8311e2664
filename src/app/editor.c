/* editor.c: the position editor's screen without drawing it (see
 * editor.h). Edits change only the editor's position: the game shown
 * before stays as it was until a game is started from the position. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "app/clockui.h"
#include "app/editor.h"
#include "app/files.h"
#include "app/screen.h"
#include "app/tutor.h"
#include "learn/puzzlemake.h"
#include "learn/steps.h"
#include "notation/notation.h"
#include "notation/record.h"
#include "store/atomic.h"
#include "store/load.h"
#include "store/paths.h"
#include "util/xmalloc.h"

/* Opens the editor on e (copied). */
static void editor_start(struct ui *u, const struct posedit *e, bool standalone)
{
	struct editor *ed = u->editor;
	if (!ed)
		ed = u->editor = xcalloc(1, sizeof *ed);
	ed->e = *e;
	ed->standalone = standalone;
	ed->cursor = square_make(3, 3);
	if (u->mode == UI_MODE_GAME)
		clockui_pause(u, true); /* the game's clock waits while its position is edited */
	if (u->mode != UI_MODE_EDITOR)
		ed->back_mode = u->mode;
	u->mode = UI_MODE_EDITOR;
	u->screen = screen_base(u);
}

void editor_open(struct ui *u, bool standalone)
{
	struct posedit e;
	posedit_init(&e);
	const struct session *s = &u->s;
	if (u->mode == UI_MODE_REPLAY && u->rp.points) {
		struct game g;
		struct turn t;
		bool partial = false;
		if (viewer_play_on(&u->rp, &g, &t, &partial) == 0 && g.phase == GAME_PLAY) {
			e.pos = g.pos;
			e.number = g.number;
			if (partial && t.nsteps < TURN_MAX_STEPS) {
				for (int i = 0; i < t.nsteps; i++)
					e.taken[i] = t.steps[i].step;
				e.ntaken = t.nsteps;
			}
		} else {
			e.pos = viewer_current(&u->rp)->pos;
		}
		game_free(&g);
	} else if (s->game.phase != GAME_SETUP) {
		e.pos = s->game.pos;
		e.number = s->game.number;
		if (s->game.phase == GAME_PLAY && s->turn.nsteps < TURN_MAX_STEPS) {
			for (int i = 0; i < s->turn.nsteps; i++)
				e.taken[i] = s->turn.steps[i].step;
			e.ntaken = s->turn.nsteps;
		}
	}
	editor_start(u, &e, standalone);
	session_say(&u->s, false, "position editor: E M H D C R put Gold's pieces, e m h d c r Silver's; "
				  "Enter starts a game, ? for help");
}

/* The steps already taken that a saved position's Taken tag gives, if
 * any and legal from it, into e. */
static void editor_read_taken(struct posedit *e, const char *text, size_t len)
{
	struct record rec;
	struct record_error err;
	char why[200];
	if (record_parse(text, len, &rec, &err) != 0)
		return;
	const char *taken = record_header(&rec, "Taken");
	struct step s[STEPS_MAX];
	int n = taken ? steps_read(taken, s, why, sizeof why) : -1;
	if (n > 0)
		posedit_set_taken(e, s, n, why, sizeof why);
	record_free(&rec);
}

int editor_open_file(struct ui *u, const char *path, bool standalone, char *why, size_t size)
{
	struct posedit e;
	char *cause = NULL, w[200];
	size_t len = 0;
	char *text = load_read_file(path, &len, &cause);
	if (!text) {
		snprintf(why, size, "%s", cause);
		free(cause);
		return -1;
	}
	int rc = posedit_read(&e, text, len, w, sizeof w);
	if (rc == 0)
		editor_read_taken(&e, text, len);
	free(text);
	if (rc != 0) {
		/* a game record: the position at its end */
		struct load_result r;
		if (load_path(path, NULL, &r, &cause) != 0 || r.kind == LOAD_ARCHIVE_LIST ||
		    r.game.phase == GAME_SETUP) {
			snprintf(why, size, "%s: %s", path, w);
			load_free(&r);
			free(cause);
			return -1;
		}
		posedit_init(&e);
		e.pos = r.game.pos;
		e.number = r.game.number;
		load_free(&r);
	}
	editor_start(u, &e, standalone);
	free(u->editor->path);
	u->editor->path = xstrdup(path);
	session_say(&u->s, false, "position read from %.200s; Enter starts a game, ? for help", path);
	return 0;
}

void editor_free(struct ui *u)
{
	if (!u->editor)
		return;
	free(u->editor->path);
	free(u->editor);
	u->editor = NULL;
}

void editor_close(struct ui *u)
{
	struct editor *ed = u->editor;
	if (!ed)
		return;
	if (ed->standalone) {
		u->quit = true; /* the editor stays until the program frees it */
		return;
	}
	u->mode = ed->back_mode;
	editor_free(u);
	screen_come_back(u, "left the position editor");
}

void editor_cursor(struct ui *u, enum dir d)
{
	struct editor *ed = u->editor;
	int f = square_file(ed->cursor) + (d == DIR_E) - (d == DIR_W);
	int r = square_rank(ed->cursor) + (d == DIR_N) - (d == DIR_S);
	if (f >= 0 && f < 8 && r >= 0 && r < 8)
		ed->cursor = square_make(f, r);
}

void editor_goto(struct ui *u, int sq)
{
	if (sq >= 0 && sq < SQUARE_NB)
		u->editor->cursor = sq;
}

/* Says what the position's check finds after an edit: what was done, and
 * the rules' objection if there is one. */
static void editor_said(struct ui *u, const char *done)
{
	char why[200];
	if (editor_check(u, why, sizeof why) == POSEDIT_OK)
		session_say(&u->s, false, "%s", done);
	else
		session_say(&u->s, true, "%s; not yet a legal position: %s", done, why);
}

void editor_put(struct ui *u, int piece)
{
	struct editor *ed = u->editor;
	char sq[3], done[96];
	posedit_put(&ed->e, ed->cursor, piece);
	notation_square(ed->cursor, sq);
	snprintf(done, sizeof done, "%s %s on %s", notation_color_name(piece_color(piece)),
		 notation_kind_name(piece_kind(piece)), sq);
	editor_said(u, done);
}

void editor_remove(struct ui *u)
{
	struct editor *ed = u->editor;
	char sq[3], done[96];
	notation_square(ed->cursor, sq);
	int p = posedit_remove(&ed->e, ed->cursor);
	if (p == PIECE_NONE)
		snprintf(done, sizeof done, "%s is empty", sq);
	else
		snprintf(done, sizeof done, "the %s %s on %s removed", notation_color_name(piece_color(p)),
			 notation_kind_name(piece_kind(p)), sq);
	editor_said(u, done);
}

void editor_clear(struct ui *u)
{
	posedit_clear(&u->editor->e);
	editor_said(u, "board cleared");
}

void editor_side(struct ui *u)
{
	struct editor *ed = u->editor;
	char done[64];
	posedit_set_side(&ed->e, color_other(ed->e.pos.side));
	snprintf(done, sizeof done, "%s to move", notation_color_title(ed->e.pos.side));
	editor_said(u, done);
}

void editor_number(struct ui *u, int delta)
{
	struct editor *ed = u->editor;
	char label[16], done[64];
	if (posedit_set_number(&ed->e, ed->e.number + delta) != 0) {
		session_say(&u->s, true, "the move number goes from 2 to %d", NOTATION_START_MAX);
		return;
	}
	notation_label(ed->e.number, ed->e.pos.side, label);
	snprintf(done, sizeof done, "move %s to play", label);
	editor_said(u, done);
}

int editor_taken(struct ui *u, const char *text)
{
	struct editor *ed = u->editor;
	struct step s[STEPS_MAX];
	char why[200];
	int n = steps_read(text ? text : "", s, why, sizeof why);
	if (n < 0 || posedit_set_taken(&ed->e, s, n, why, sizeof why) != 0) {
		session_say(&u->s, true, "steps refused: %s", why);
		return 1;
	}
	editor_said(u, n ? "steps taken set" : "no step taken");
	return 0;
}

int editor_line(struct ui *u, const char *text)
{
	struct posedit e;
	char why[200];
	if (posedit_read(&e, text, strlen(text), why, sizeof why) != 0) {
		session_say(&u->s, true, "not a position (a short form such as 2g [...] or a diagram): %s", why);
		return 1;
	}
	u->editor->e = e;
	editor_said(u, "position read");
	return 0;
}

enum posedit_problem editor_check(const struct ui *u, char *why, size_t size)
{
	return posedit_check(&u->editor->e, why, size);
}

enum files_next editor_play(struct ui *u)
{
	struct editor *ed = u->editor;
	char why[200], label[16], from[64];
	if (editor_check(u, why, sizeof why) != POSEDIT_OK) {
		session_say(&u->s, true, "no game from this position: %s", why);
		return FILES_NEXT_STAY;
	}
	struct game g;
	struct turn t;
	if (game_init_position(&g, &ed->e.pos, ed->e.number) != 0)
		xmalloc_fail();
	if (g.phase != GAME_PLAY) {
		game_free(&g);
		session_say(&u->s, true, "no game from this position: %s cannot move (immobilization)",
			    notation_color_name(ed->e.pos.side));
		return FILES_NEXT_STAY;
	}
	posedit_turn(&ed->e, &t);
	notation_label(ed->e.number, ed->e.pos.side, label);
	snprintf(from, sizeof from, "a game from the position edited, move %s", label);
	if (u->mode == UI_MODE_EDITOR)
		u->mode = ed->back_mode;
	editor_free(u);
	if (u->mode == UI_MODE_REPLAY)
		screen_close_replay(u);
	u->mode = UI_MODE_GAME;
	return files_play_game(u, &g, t.nsteps ? &t : NULL, from);
}

int editor_puzzle(struct ui *u, const char *theme)
{
	struct editor *ed = u->editor;
	char why[200];
	if (editor_check(u, why, sizeof why) != POSEDIT_OK) {
		session_say(&u->s, true, "no puzzle from this position: %s", why);
		return 1;
	}
	if (ed->e.ntaken) {
		session_say(&u->s, true, "no puzzle from this position: a puzzle starts a turn (:taken with no step)");
		return 1;
	}
	/* one theme named, or each, the costly search of a goal in two last */
	static const enum puzzle_theme order[] = { PUZZLE_GOAL, PUZZLE_STOP, PUZZLE_MATERIAL, PUZZLE_SAVE,
						   PUZZLE_GOAL2 };
	enum puzzle_theme one = theme && *theme ? puzzle_theme_parse(theme) : PUZZLE_THEME_NB;
	if (theme && *theme && one == PUZZLE_THEME_NB) {
		session_say(&u->s, true, "no puzzle theme %.40s: goal, goal-in-two, win-material, save-piece or "
			    "stop-goal", theme);
		return 1;
	}
	struct puzzle p;
	const char *out = NULL; /* a theme the search ran out of its budget on */
	for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
		if (one != PUZZLE_THEME_NB && order[i] != one)
			continue;
		int r = puzzlemake_theme(&ed->e.pos, ed->e.number, order[i], TUTOR_BUDGET, &p, why, sizeof why);
		if (r == TACTICS_YES) {
			if (tutor_open_puzzle(u, &p, why, sizeof why) == 0)
				return 0;
			session_say(&u->s, true, "no puzzle from this position: %s", why);
			return 1;
		}
		if (r == TACTICS_OUT && !out)
			out = puzzle_theme_name(order[i]);
	}
	if (one != PUZZLE_THEME_NB)
		session_say(&u->s, true, "no %s puzzle from this position: %s", puzzle_theme_name(one), why);
	else
		session_say(&u->s, true, "no puzzle from this position: none of goal, stop-goal, win-material, "
			    "save-piece, goal-in-two holds%s%s (:puzzle THEME says why)",
			    out ? "; the search ran out of its budget on " : "", out ? out : "");
	return 1;
}

int editor_save(struct ui *u, const char *file)
{
	struct editor *ed = u->editor;
	char *cause = NULL, *path = NULL;
	if (file && *file)
		path = xstrdup(file);
	else if (ed->path)
		path = xstrdup(ed->path);
	else if (!(path = paths_default_save(time(NULL), &cause))) {
		session_say(&u->s, true, "not saved: %s", cause);
		free(cause);
		return 1;
	}
	char *text = posedit_save(&ed->e);
	int rc = atomic_write(path, text, strlen(text), 0644, &cause);
	free(text);
	if (rc != 0) {
		session_say(&u->s, true, "not saved: %s", cause);
		free(cause);
		free(path);
		return 1;
	}
	session_say(&u->s, false, "position saved to %.200s", path);
	free(ed->path);
	ed->path = path;
	return 0;
}
