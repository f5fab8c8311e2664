/* action.c: the table of every action a player can take on the board
 * screens (see action.h), the functions that run them, and the readers of
 * the table: keys, prompt words, the help listing. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/files.h"
#include "app/lineedit.h"
#include "tui/helpkeys.h"
#include "app/uiengine.h"
#include "app/anmode.h"
#include "app/gamean.h"
#include "app/clockui.h"
#include "app/replay.h"
#include "app/startup.h"
#include "app/setupmem.h"
#include "util/now.h"
#include "app/listview.h"
#include "app/tutor.h"
#include "app/editor.h"
#include "app/viewmove.h"
#include "app/menu.h"

/* ---- what the actions do ---- */

static void action_prompt(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_open_prompt(u);
}

static void action_open_help(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_open_help(u);
}

static void action_flip(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->s.flipped = !u->s.flipped;
	session_say(&u->s, false, "board flipped: %s at the bottom",
		    session_view_flipped(&u->s) ? "Silver" : "Gold");
	if (u->mode == UI_MODE_GAME)
		startup_view_done(u); /* remembered for the next game */
}

static void action_hotseat(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_REPLAY) {
		session_say(&u->s, false, "the replay viewer keeps Gold at the bottom; f flips");
		return;
	}
	u->s.hotseat = !u->s.hotseat;
	session_say(&u->s, false, "hot-seat view %s",
		    u->s.hotseat ? "on: the board turns to the player to move" : "off");
	startup_view_done(u); /* remembered for the next game */
}

static void action_save(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	screen_follow(u, files_save(u, arg));
}

static void action_replay(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_REPLAY) {
		session_say(&u->s, false, "this is the replay viewer: Esc goes back to the game");
		return;
	}
	if (u->mode == UI_MODE_GAME && screen_open_replay(u, true))
		session_say(&u->s, false, "replay viewer at the end of the game: h/l step, k/j turn, Esc back");
}

static void action_quit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_ask_quit(u);
}

static void action_redraw(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)u, (void)k, (void)arg;
	clearok(curscr, TRUE);
}

static void action_messages(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_open_messages(u);
}

/* Engines (uiengine.c, issue 11): the computer player and analysis. */
static void action_computer(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_GAME)
		uiengine_computer(u);
}

static void action_analyse(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->analysed = true; /* its line has a place of its own (draw_title) */
	uiengine_analyse(u);
}

/* Analysis mode, threat mode and the engine's line as a variation (app/anmode.c, issue 19). */
static void action_analysis_mode(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	anmode_toggle(u);
}

static void action_threat_mode(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	anmode_threat_toggle(u);
}

static void action_add_variation(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	int turns = 0;
	if (arg && arg[0]) {
		char *end;
		long v = strtol(arg, &end, 10);
		if (*end || v < 1 || v > 99) {
			session_say(&u->s, true, "variation: N, the turns of the line to add, is 1 to 99");
			return;
		}
		turns = (int)v;
	}
	anmode_add_variation(u, turns);
}

/* Whole-game analysis (app/gamean.c). */
static void action_game_analysis(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	gamean_toggle(u);
}

static void action_next_marked(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	gamean_jump(u);
}

static void action_pause(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_GAME)
		screen_open_pause(u); /* clocks: pause */
}

/* ":clock" opens the choice; ":clock M/R/P/L/G/T" (or "none") sets the
 * time control, before the game's first move. */
static void action_clock(struct ui *u, const struct ui_key *k, const char *arg)
{
	char why[200];
	(void)k;
	if (!arg || !arg[0]) {
		screen_open_clock(u);
		return;
	}
	if (u->mode != UI_MODE_GAME || u->s.game.nmoves > 0) {
		session_say(&u->s, true, "the clock is chosen before the first move (:new starts a new game)");
		return;
	}
	bool none = strcmp(arg, "none") == 0;
	if (clockui_set(u, none ? NULL : arg, false, why, sizeof why) != 0)
		session_say(&u->s, true, "clock refused: %s", why);
	else if (none)
		session_say(&u->s, false, "no clock");
	else
		session_say(&u->s, false, "clock %s: %s's clock runs", arg, session_side_name(&u->s, u->s.game.pos.side));
	startup_clock_done(u); /* remembered for the next game, if it changed */
}

static void action_handover(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->clk.handover = !u->clk.handover;
	session_say(&u->s, false, "hand-over screen between turns %s", u->clk.handover ? "on" : "off");
}

static void action_new(struct ui *u, const struct ui_key *k, const char *arg)
{
	char q[sizeof u->question];
	(void)k, (void)arg;
	if (files_leaving_loses(u, "starts a new game", q, sizeof q))
		screen_open_confirm(u, CONFIRM_NEW, q);
	else if (session_in_progress(&u->s))
		screen_open_confirm(u, CONFIRM_NEW, "abandon this game for a new one? (y/n)");
	else
		screen_follow(u, files_new_game(u, false));
}

static void action_rematch(struct ui *u, const struct ui_key *k, const char *arg)
{
	char q[sizeof u->question];
	(void)k, (void)arg;
	if (u->s.game.phase != GAME_OVER) {
		session_say(&u->s, true, "a rematch follows a finished game");
		return;
	}
	if (files_leaving_loses(u, "starts the rematch", q, sizeof q))
		screen_open_confirm(u, CONFIRM_REMATCH, q);
	else
		screen_follow(u, files_new_game(u, true));
}

static void action_takeback(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	(void)k, (void)arg;
	if (s->game.nmoves == 0) {
		session_say(s, true, "no move to take back");
		return;
	}
	char q[200];
	uiengine_takeback_question(u, q, sizeof q);
	screen_open_confirm(u, CONFIRM_TAKEBACK, q);
}

static void action_resign(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_ask_resign(u);
}

/* The board direction an arrow key means on a board drawn with this orientation. */
static enum dir action_arrow_dir(const struct ui_key *k, bool flip)
{
	if (key_code(k, KEY_UP) || key_is(k, 'k'))
		return flip ? DIR_S : DIR_N;
	if (key_code(k, KEY_DOWN) || key_is(k, 'j'))
		return flip ? DIR_N : DIR_S;
	if (key_code(k, KEY_LEFT) || key_is(k, 'h'))
		return flip ? DIR_E : DIR_W;
	return flip ? DIR_W : DIR_E;
}

static void action_cursor(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	struct session *s = viewmove_hands(u);
	if (k)
		pick_cursor(&s->pick, action_arrow_dir(k, session_view_flipped(s)));
}

/* Takes the steps a pick gave, or says why not. */
static void action_pick_result(struct ui *u, enum pick_result r, const struct pick_move *m, const char *msg)
{
	struct session *s = viewmove_hands(u);
	if (r == PICK_PLAY)
		session_play(s, m);
	else if (msg[0])
		session_say(s, r == PICK_REFUSED, "%s", msg);
}

static void action_enter(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = viewmove_hands(u);
	struct pick_move m;
	char msg[160];
	(void)k, (void)arg;
	enum pick_result r = pick_activate(&s->pick, &s->turn, &m, msg, sizeof msg);
	action_pick_result(u, r, &m, msg);
}

/* Acts on a click (or the end of a drag) on square sq. */
static void action_play_square(struct ui *u, int sq, bool drag)
{
	struct session *s = viewmove_hands(u);
	struct pick *p = &s->pick;
	struct pick_move m;
	char msg[160];
	/* A square several steps away is shown first; a second click plays it. */
	if (p->cursor != sq)
		p->armed = -1; /* a losing move asks again on its own square only */
	if (!drag && p->mode == PICK_PIECE && (p->reach & bb_square(sq)) && p->cursor != sq) {
		p->cursor = sq;
		session_say(s, false, "click again to play the path shown, or choose another square");
		return;
	}
	p->cursor = sq;
	enum pick_result r = pick_activate(p, &s->turn, &m, msg, sizeof msg);
	if (r == PICK_PLAY)
		session_play(s, &m);
	else if (msg[0])
		session_say(s, r == PICK_REFUSED, "%s", msg);
}

/* click and drag in play: a press on a square acts on it; its release on
 * another square (the end of a drag) acts on that one. */
static void action_play_click(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	const struct session *s = viewmove_hands(u);
	int sq = layout_square_at(session_view_flipped(s), k->y, k->x);
	if (k->release) {
		if (sq >= 0 && u->press_sq >= 0 && sq != u->press_sq && s->pick.mode != PICK_IDLE)
			action_play_square(u, sq, true);
		u->press_sq = -1;
		return;
	}
	u->press_sq = sq;
	if (sq >= 0)
		action_play_square(u, sq, false);
}

static void action_pull(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = viewmove_hands(u);
	struct pick_move m;
	char msg[160];
	(void)k, (void)arg;
	enum pick_result r = pick_accept_pull(&s->pick, &s->turn, &m, msg, sizeof msg);
	action_pick_result(u, r, &m, msg);
}

static void action_cancel(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = viewmove_hands(u);
	struct pick *p = &s->pick;
	(void)k, (void)arg;
	if (p->mode == PICK_PULL) {
		session_say(s, false, "pull declined");
		int piece = p->piece;
		pick_cancel(p);
		if (piece >= 0) {
			char msg[160];
			pick_select(p, &s->turn, piece, msg, sizeof msg);
		}
		return;
	}
	session_say(s, false, "%s", "");
	pick_cancel(p);
}

static void action_undo(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_undo(viewmove_hands(u));
}

static void action_undo_action(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_undo_action(viewmove_hands(u));
}

static void action_redo(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_redo(viewmove_hands(u));
}

static void action_reset(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_reset(viewmove_hands(u));
}

static void action_end(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_end_turn(viewmove_hands(u));
}

static void action_setup_cursor(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k)
		setupedit_cursor(&u->s.edit, action_arrow_dir(k, session_view_flipped(&u->s)));
}

static void action_setup_enter(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	(void)arg;
	if (k && k->mouse) {
		/* a click: on a square of the side's home ranks, as the cursor there and Enter */
		int sq = layout_square_at(session_view_flipped(s), k->y, k->x);
		if (sq < 0 || !setupedit_home(s->edit.side, sq))
			return;
		s->edit.cursor = sq;
	}
	if (setupedit_activate(&s->edit))
		session_say(s, false, "swapped");
	else if (s->edit.marked >= 0)
		session_say(s, false, "now pick the square to swap with (Esc to unpick)");
}

static void action_setup_unpick(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->s.edit.marked = -1;
}

static void action_setup_preset(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	struct setupedit *se = &u->s.edit;
	int i = 0;
	if (k && !k->code && k->ch >= '1' && k->ch <= '9') {
		i = (int)(k->ch - '1');
		if (i >= setupedit_preset_count(se)) {
			session_say(&u->s, true, "there are %d presets", setupedit_preset_count(se));
			return;
		}
	}
	setupedit_preset(se, i);
	session_say(&u->s, false, "preset: %s", setupedit_preset_name(se, i));
}

static void action_setup_shuffle(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	setupedit_random(&u->s.edit, &u->s.seed);
	session_say(&u->s, false, "shuffled");
}

static void action_setup_mirror(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	setupedit_mirror(&u->s.edit);
	session_say(&u->s, false, "mirrored");
}

static void action_setup_last(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	setupmem_copy(u);
}

static void action_setup_accept(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_accept_setup(&u->s);
}

/* The replay viewer (app/replay.c). */
static void action_replay_forward(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_go(u, REPLAY_STEP_FORWARD);
}

static void action_replay_back(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_go(u, REPLAY_STEP_BACK);
}

static void action_replay_turn_forward(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_go(u, REPLAY_TURN_FORWARD);
}

static void action_replay_turn_back(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_go(u, REPLAY_TURN_BACK);
}

static void action_replay_start(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_go(u, REPLAY_START);
}

static void action_replay_end(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_go(u, REPLAY_END);
}

/* A digit opens the prompt with it: the label of a move to go to. */
static void action_replay_digit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (!k)
		return;
	screen_open_prompt(u);
	u->prompt[0] = (char)k->ch;
	u->prompt[1] = '\0';
	u->prompt_len = 1;
}

static void action_replay_play_on(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	enum files_next next = files_play_on(u);
	screen_follow(u, next);
	/* which clock the game goes on with, when the record has one */
	if (next == FILES_NEXT_GAME && u->clk.timed)
		screen_open_clock_playon(u);
}

/* Enter in the viewer: the hands on the board, play's keys (app/viewmove.h). */
static void action_replay_hands(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	viewmove_start(u);
}

static void action_replay_leave(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_leave(u);
}

static void action_replay_flip(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->s.flipped = !u->s.flipped;
	session_say(&u->s, false, "board flipped");
}

/* The game tree in the replay viewer (app/replay.c, app/study.c). */
static void action_tree_sibling(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	replay_sibling(u, k && k->code && k->ch == KEY_UP ? -1 : 1);
}

static void action_tree_branch(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	replay_branch(u, k && !k->code && k->ch == '[' ? -1 : 1);
}

static void action_tree_move(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	replay_enter(u, arg ? arg : "");
}

static void action_tree_promote(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_edit(u, REPLAY_PROMOTE);
}

static void action_tree_demote(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_edit(u, REPLAY_DEMOTE);
}

static void action_tree_main(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_edit(u, REPLAY_MAKE_MAIN);
}

static void action_tree_delete(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	replay_edit(u, REPLAY_DELETE);
}

/* The comment: from the prompt, set; from the key, the prompt opens
 * with the comment there is, to edit. */
static void action_tree_comment(struct ui *u, const struct ui_key *k, const char *arg)
{
	if (!k) {
		replay_comment(u, arg ? arg : "");
		return;
	}
	screen_open_prompt(u);
	u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "comment %s", replay_comment_of(u));
	if (u->prompt_len >= sizeof u->prompt)
		u->prompt_len = sizeof u->prompt - 1;
}

static void action_tree_glyph(struct ui *u, const struct ui_key *k, const char *arg)
{
	if (!k) {
		replay_glyph(u, arg ? arg : "");
		return;
	}
	screen_open_prompt(u);
	u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "glyph ");
}

/* Autoplay in the replay viewer (app/autoplay.c): a at the fixed pace, R
 * at the pace the moves were played. */
static void action_autoplay(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	replay_autoplay(u, k && !k->code && k->ch == 'R', now_ms());
}

static void action_pace(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	replay_pace(u, arg ? arg : "");
}

/* An archive's list filtered: from the prompt, the filter; from the key,
 * the prompt opens with the filter there is. */
static void action_list_filter(struct ui *u, const struct ui_key *k, const char *arg)
{
	if (!k) {
		listview_filter(u, arg ? arg : "");
		return;
	}
	screen_open_prompt(u);
	u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "filter %s", u->list_filter);
	if (u->prompt_len >= sizeof u->prompt)
		u->prompt_len = sizeof u->prompt - 1;
}

/* An archive's list: the game marked moves to the one at i (clamped). */
static void action_list_mark(struct ui *u, long i)
{
	long n = (long)listview_count(u);
	if (n == 0)
		return;
	u->list_sel = (size_t)(i < 0 ? 0 : i >= n ? n - 1 : i);
}

static void action_list_next(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_list_mark(u, (long)u->list_sel + 1);
}

static void action_list_prev(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_list_mark(u, (long)u->list_sel - 1);
}

static void action_list_page(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	long rows = layout_list_game_rows(listview_has_note(u));
	action_list_mark(u, (long)u->list_sel + (k && key_code(k, KEY_PPAGE) ? -rows : rows));
}

static void action_list_first(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_list_mark(u, 0);
}

static void action_list_last(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_list_mark(u, (long)listview_count(u) - 1);
}

static void action_list_open(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k && k->mouse) {
		/* a click opens the game of its row */
		int row = k->y - layout_list_top();
		if (row < 0 || row >= layout_list_game_rows(listview_has_note(u))
		    || u->list_top + (size_t)row >= listview_count(u))
			return;
		u->list_sel = u->list_top + (size_t)row;
	}
	if (listview_count(u) > 0)
		screen_follow(u, files_open_entry(u));
}

static void action_list_quit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->quit = true;
}

/* The choice of a clock: its presets marked and taken. */
static void action_clock_prev(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->clock_sel = u->clock_sel ? u->clock_sel - 1 : screen_clock_lines(u) - 1;
}

static void action_clock_next(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->clock_sel = (u->clock_sel + 1) % screen_clock_lines(u);
}

/* Enter takes the preset marked; a digit, the preset of that number. */
static void action_clock_take(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	size_t i = u->clock_sel;
	if (k && !k->code && k->ch >= '1' && k->ch <= '9') {
		i = (size_t)(k->ch - '1');
		if (i >= screen_clock_lines(u))
			return;
	}
	bool playon = u->clock_playon;
	screen_clock_choose(u, i);
	if (!playon)
		startup_clock_done(u); /* remembered for the next game, if it changed */
}

static void action_clock_keep(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_clock_keep(u);
}

static void action_clock_prompt(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->clock_playon)
		return; /* playing on: the choice is made here */
	clockui_pause(u, false);
	screen_open_prompt(u);
}

static void action_clock_quit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->clock_playon)
		return; /* playing on: the choice is made here */
	clockui_pause(u, false);
	u->screen = screen_base(u);
	screen_ask_quit(u);
}

/* The help screen: its first line shown (clamped when drawn). */
static void action_help_scroll(struct ui *u, int by)
{
	enum { ACTION_HELP_FAR = 1 << 20 };
	long top = (long)u->help_top + by;
	u->help_top = top < 0 ? 0 : top > ACTION_HELP_FAR ? ACTION_HELP_FAR : (int)top;
}

static void action_help_down(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_help_scroll(u, 1);
}

static void action_help_up(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_help_scroll(u, -1);
}

static void action_help_page_down(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_help_scroll(u, layout_page_rows());
}

static void action_help_page_up(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_help_scroll(u, -layout_page_rows());
}

static void action_help_top(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->help_top = 0;
}

static void action_help_end(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_help_scroll(u, 1 << 20);
}

/* The pause and the hand-over: the clock runs again. */
static void action_pause_end(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_close_pause(u);
}

static void action_pause_quit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	clockui_pause(u, false);
	u->screen = screen_base(u);
	screen_ask_quit(u);
}

/* A question (screen_confirm.c): yes does what it asked. */
static void action_confirm_yes(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	(void)k, (void)arg;
	u->screen = screen_base(u);
	switch (u->confirm) {
	case CONFIRM_QUIT:
		u->quit = true;
		break;
	case CONFIRM_TAKEBACK:
		session_takeback(s);
		/* Against an engine, back to the person's own move: else the
		 * engine would answer again at once. */
		while (s->game.nmoves > 0 && uiengine_plays(s->game.pos.side) &&
		       !uiengine_plays(color_other(s->game.pos.side)))
			session_takeback(s);
		break;
	case CONFIRM_NEW:
		screen_follow(u, files_new_game(u, false));
		menu_after_new(u); /* the computer, if the menu asked for it */
		break;
	case CONFIRM_REMATCH:
		screen_follow(u, files_new_game(u, true));
		break;
	case CONFIRM_RESUME:
		screen_follow(u, files_resume(u, true));
		startup_resumed(u, true);
		uiengine_resume(u); /* the built-in engine, if it played */
		return;
	case CONFIRM_START:
		startup_offer(u, true);
		return;
	case CONFIRM_RESIGN:
		session_resign(s);
		break;
	}
	u->screen = screen_base(u);
}

static void action_confirm_no(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->screen = screen_base(u);
	if (u->confirm == CONFIRM_RESUME) {
		screen_follow(u, files_resume(u, false));
		startup_resumed(u, false); /* a new game: its questions */
	} else if (u->confirm == CONFIRM_START) {
		startup_offer(u, false);
	} else {
		u->menu_new = 0; /* a new game the menu asked for, not started */
		session_say(&u->s, false, "cancelled");
	}
}

/* The offer of the remembered answers at start: Enter takes them, c
 * changes them; to any other question, as any other key. */
static void action_confirm_start(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (u->confirm == CONFIRM_START) {
		startup_offer(u, !key_is(k, 'c'));
		return;
	}
	if (u->confirm == CONFIRM_RESUME)
		return;
	u->screen = screen_base(u);
	session_say(&u->s, false, "cancelled");
}

/* Leaving a game saved nowhere: s saves it elsewhere first (the prompt
 * with "save "); elsewhere the key is any other key. */
static void action_confirm_save(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->confirm == CONFIRM_RESUME || u->confirm == CONFIRM_START)
		return; /* the questions at start-up wait for their keys */
	if (u->confirm == CONFIRM_TAKEBACK || u->confirm == CONFIRM_RESIGN) {
		u->screen = screen_base(u);
		session_say(&u->s, false, "cancelled");
		return;
	}
	screen_open_prompt(u);
	u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "save ");
}

/* Learning (issue 20): the lessons, the puzzles (app/tutor.c) and the
 * position editor (app/editor.c). */
static void action_open_tutor(struct ui *u, enum tutor_kind kind)
{
	char why[400];
	if (u->mode == UI_MODE_TUTOR || u->mode == UI_MODE_EDITOR) {
		session_say(&u->s, true, "leave this screen first (q)");
		return;
	}
	if (tutor_open(u, kind, false, why, sizeof why) != 0)
		session_say(&u->s, true, "%s", why);
}

static void action_learn(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_open_tutor(u, TUTOR_LESSONS);
}

static void action_puzzles(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_open_tutor(u, TUTOR_PUZZLES);
}

static void action_edit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode != UI_MODE_GAME && u->mode != UI_MODE_REPLAY)
		return;
	if (uiengine_plays(GOLD) || uiengine_plays(SILVER)) {
		session_say(&u->s, true, "an engine plays in this game: C gives its side back first");
		return;
	}
	editor_open(u, false);
}

static void action_tutor_check(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_check(u);
}

static void action_tutor_hint(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_hint(u);
}

static void action_tutor_answer(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_answer(u);
}

static void action_tutor_next(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_next(u);
}

static void action_tutor_again(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_start(u, u->tutor->cur);
}

static void action_tutor_go(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	tutor_go(u, arg);
}

static void action_tutor_back(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_back(u);
}

static void action_lessons_next(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_list_mark(u, (long)u->tutor->sel + 1);
}

static void action_lessons_prev(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_list_mark(u, (long)u->tutor->sel - 1);
}

static void action_lessons_open(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_list_open(u);
}

/* The main menu (app/menu.c). */
static void action_menu(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_TUTOR || u->mode == UI_MODE_EDITOR) {
		session_say(&u->s, true, "leave this screen first (q)");
		return;
	}
	menu_open(u, false);
}

static void action_open(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	menu_open_file(u, arg);
}

static void action_menu_move(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	menu_mark(u, (long)u->menu_sel + (key_is(k, 'k') || key_code(k, KEY_UP) ? -1 : 1));
}

static void action_menu_choose(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	menu_choose(u);
}

static void action_menu_letter(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k && !k->code)
		menu_key(u, (int)k->ch);
}

static void action_menu_close(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	menu_close(u);
}

/* The puzzle list (app/puzzlelist.c, through app/tutor.c). */
static void action_puzzles_move(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	long page = layout_list_rows(), d = 1;
	if (key_is(k, 'k') || key_code(k, KEY_UP))
		d = -1;
	else if (key_code(k, KEY_NPAGE))
		d = page;
	else if (key_code(k, KEY_PPAGE))
		d = -page;
	else if (key_is(k, 'g') || key_code(k, KEY_HOME))
		d = -(long)u->tutor->plist.n;
	else if (key_is(k, 'G') || key_code(k, KEY_END))
		d = (long)u->tutor->plist.n;
	tutor_list_mark(u, (long)u->tutor->plist.sel + d);
}

static void action_puzzles_theme(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_list_theme(u);
}

static void action_puzzles_difficulty(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_list_difficulty(u);
}

static void action_puzzles_unsolved(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	tutor_list_unsolved(u);
}

static void action_editor_cursor(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k)
		editor_cursor(u, action_arrow_dir(k, u->s.flipped));
}

static void action_editor_put(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k && !k->code && k->ch < 128) {
		int p = notation_piece_from_char((char)k->ch);
		if (p != PIECE_NONE)
			editor_put(u, p);
	}
}

static void action_editor_remove(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	editor_remove(u);
}

static void action_editor_clear(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	editor_clear(u);
}

static void action_editor_side(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	editor_side(u);
}

static void action_editor_number(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	editor_number(u, k && key_is(k, '-') ? -1 : 1);
}

static void action_editor_taken(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	editor_taken(u, arg);
}

static void action_editor_play(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_follow(u, editor_play(u));
}

static void action_editor_analyse(struct ui *u, const struct ui_key *k, const char *arg)
{
	if (editor_play(u) != FILES_NEXT_GAME)
		return;
	screen_follow(u, FILES_NEXT_GAME);
	action_analyse(u, k, arg);
}

static void action_editor_puzzle(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	editor_puzzle(u, arg);
}

static void action_editor_save(struct ui *u, const struct ui_key *k, const char *arg)
{
	if (k) {
		/* the key: the prompt, to name the file */
		screen_open_prompt(u);
		u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "save ");
		return;
	}
	editor_save(u, arg);
}

static void action_editor_leave(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	editor_close(u);
}

/* ---- the table ---- */

#define SP ACTION_SETUP
/* The prompt's keys, on the app's line editor (Enter, which runs the
 * line through this table, is the prompt screen's own). */
static void action_prompt_close(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->prompt_name >= 0) {
		/* Esc keeps the names as they are (and a warning in view:
		 * a config file ignored...). */
		u->prompt_name = -1;
		if (!u->s.status_warn)
			session_say(&u->s, false, "%s sets up: a accepts, ? for help",
				    session_side_name(&u->s, GOLD));
	}
	u->screen = screen_base(u);
}

static void action_prompt_rubout(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->prompt_len == 0 && u->prompt_name < 0)
		u->screen = screen_base(u);
	else
		lineedit_do(u, LINEEDIT_RUBOUT);
}

/* Edits the prompt's line by op (no history for a name). */
static void action_prompt_edit(struct ui *u, enum lineedit_op op)
{
	if (u->prompt_name < 0 || (op != LINEEDIT_OLDER && op != LINEEDIT_NEWER))
		lineedit_do(u, op);
}

static void action_prompt_left(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_LEFT);
}

static void action_prompt_right(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_RIGHT);
}

static void action_prompt_home(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_HOME);
}

static void action_prompt_end(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_END);
}

static void action_prompt_delete(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_DELETE);
}

static void action_prompt_kill_word(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_KILL_WORD);
}

static void action_prompt_kill_before(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_KILL_BEFORE);
}

static void action_prompt_kill_after(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_KILL_AFTER);
}

static void action_prompt_older(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_OLDER);
}

static void action_prompt_newer(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	action_prompt_edit(u, LINEEDIT_NEWER);
}

#define PL ACTION_PLAY
#define OV ACTION_OVER
#define RP ACTION_REPLAY
#define RM ACTION_REPLAY_MOVE
#define LS ACTION_LIST
#define CK ACTION_CLOCK
#define HS ACTION_HELP
#define PS ACTION_PAUSE
#define HO ACTION_HANDOVER
#define QU ACTION_CONFIRM
#define PR ACTION_PROMPT
#define LN ACTION_TUTOR
#define LQ ACTION_TUTOR_SETUP
#define LL ACTION_LESSONS
#define ED ACTION_EDITOR
#define PZ ACTION_PUZZLES
#define MN ACTION_MENU

const struct action action_table[] = {
	/* Playing. */
	{ "arrows", NULL, NULL,
	  "move the cursor (the directions follow the board as drawn)", PL | LN | RM, action_cursor },
	{ "a1..h8", NULL, NULL,
	  "type a square's name (a file, then a rank) to put the cursor there; "
	  "a piece there is selected", PL | LN | RM, NULL },
	{ "Enter", NULL, NULL,
	  "select the piece under the cursor; with a piece selected, play what the preview "
	  "line shows: its path of up to four steps to the cursor, a push or a pull", PL | LN | RM, action_enter },
	{ "click drag", NULL, NULL,
	  "click a piece, then a square (a path of several steps is shown first: click "
	  "again to play it); or press on a piece and release on the square", PL | LN | RM, action_play_click },
	{ "p", NULL, NULL, "pull the marked enemy piece into the square just left", PL | LN | RM, action_pull },
	{ "Esc", NULL, NULL, "drop the selection, or decline a pull", PL | LN | RM, action_cancel },
	{ "u Backspace", "undo", NULL, "undo the last step", PL | LN | RM, action_undo },
	{ "U", NULL, NULL, "undo the last push or pull as a whole (else the last step)", PL | LN | RM,
	  action_undo_action },
	{ "r Ctrl-R", "redo", NULL, "redo the step undone last (a push or pull undone as a whole: "
	  "both its steps)", PL | LN | RM, action_redo },
	{ "x", "reset", NULL, "take back every step of this turn (r redoes them)", PL | LN | RM, action_reset },
	{ "Space", "end", NULL, "end the turn", PL | RM, action_end },
	/* The setup editor. */
	{ "arrows h j k l", NULL, NULL, "move the cursor on the home ranks", SP | LQ,
	  action_setup_cursor },
	{ "Enter Space click", NULL, NULL,
	  "pick a piece, then the square to swap it with", SP | LQ, action_setup_enter },
	{ "Esc", NULL, NULL, "drop the picked piece", SP | LQ, action_setup_unpick },
	{ "a", "end", NULL, "accept the setup shown", SP, action_setup_accept },
	{ "1-9", NULL, NULL, "the presets (from the data directory)", SP | LQ, action_setup_preset },
	{ "d", NULL, NULL, "the default arrangement", SP | LQ, action_setup_preset },
	{ "s", NULL, NULL, "a random arrangement", SP | LQ, action_setup_shuffle },
	{ "m", NULL, NULL, "mirror left to right", SP | LQ, action_setup_mirror },
	{ "L", "last", NULL, "copy my last setup (each named player's is remembered, and offered first)", SP,
	  action_setup_last },
	/* Game over. */
	{ "n", NULL, NULL, "a new game, the same players on the same sides", OV, action_new },
	{ "r", "rematch", NULL, "a rematch, the players' colours swapped", OV, action_rematch },
	/* Every board screen. */
	{ "t", "takeback", NULL,
	  "take back the last move (both players confirm; against an engine, you); a turn's steps can be redone", SP | PL | OV,
	  action_takeback },
	{ ":", NULL, NULL,
	  "the prompt: a whole turn or setup in notation, a piece's square and where it "
	  "goes (d2d5: that path, then the turn ends), or a command", SP | PL | OV | RP | LS | LN | LQ | ED, action_prompt },
	{ "? F1", "help ?", NULL, "this help", SP | PL | OV | RP | RM | LS | LN | LQ | LL | ED | PZ | MN, action_open_help },
	{ "F", "flip", NULL, "flip the board", SP | PL | OV | RP | LN | LQ | ED, action_flip },
	{ "H", "hotseat", NULL, "hot-seat view: the board turns toward the player to move", SP | PL | OV | RP,
	  action_hotseat },
	{ "S", "save", "[FILE]",
	  "save the game: to FILE, else where it was saved last, else a new file in "
	  "~/.local/share/arimaa", SP | PL | OV | RP, action_save },
	{ "v", "replay", NULL, "the replay viewer, at the end of the game so far", SP | PL | OV | RP,
	  action_replay },
	{ "M", "messages", NULL, "the recent messages", SP | PL | OV | RP | LN | LQ, action_messages },
	{ "Ctrl-L", NULL, NULL, "redraw the screen", SP | PL | OV | RP | RM | LS | LN | LQ | LL | ED | PZ | MN, action_redraw },
	{ "q", "quit q", NULL, "quit (asks first while a game is in progress)", SP | PL | OV | RP, action_quit },
	{ NULL, "new", NULL, "a new game (asks first while one is in progress)", SP | PL | OV, action_new },
	/* Learning (issue 20): the game in progress waits aside, its clock stopped. */
	{ NULL, "learn", NULL, "the tutorial's lessons (the game waits)", SP | PL | OV | RP, action_learn },
	{ NULL, "puzzles", NULL, "puzzles from real games (the game waits)", SP | PL | OV | RP, action_puzzles },
	{ "B", "edit", NULL, "the position editor (the board), on the position shown", SP | PL | OV | RP, action_edit },
	{ "O", "menu", NULL, "the main menu: a new game with a friend or the computer, a record to open, the "
	  "lessons, the puzzles, the editor (the game waits; Esc comes back)", SP | PL | OV | RP | LS, action_menu },
	{ NULL, "open", "[FILE]", "open a game record or an archive (nothing: the famous games); the game left "
	  "is kept aside by the autosave", SP | PL | OV | RP | LS | MN, action_open },
	/* The clocks (clockui.c). */
	{ "P", "pause", NULL, "pause: both clocks stop and the board is hidden", SP | PL | OV, action_pause },
	{ NULL, "clock", "[M/R/P/L/G/T|none]",
	  "the time control, before the first move (alone: the choice of presets)", SP | PL | OV, action_clock },
	{ NULL, "handover", NULL, "a hand-over screen between turns, or none", SP | PL | OV, action_handover },
	{ NULL, "resign", NULL, "the player to move resigns (asks first)", PL, action_resign },
	/* Engines (uiengine.c, issue 11). */
	{ "C", NULL, NULL, "the computer (the built-in engine) plays Silver; again: Gold; "
	  "again: nobody", SP | PL | OV, action_computer },
	{ "A", NULL, NULL, "analysis: the engine's best move and score from the position shown",
	  SP | PL | OV | RP, action_analyse },
	{ "E", "analysis", NULL, "analysis mode: the engine searches the position shown until it changes "
	  "(depth, score from Gold's side, nodes per second, its line on the board); again: off",
	  SP | PL | OV | RP, action_analysis_mode },
	{ "T", "threats", NULL, "threat mode: what the opponent could capture, or a goal, were it its move now; "
	  "again: off", SP | PL | OV | RP, action_threat_mode },
	{ "V", "variation", "[N]", "add the engine's line (or its first N turns) to the game tree as a variation",
	  SP | PL | OV | RP, action_add_variation },
	{ "W", "analyse", NULL, "whole-game analysis in the background: every move of the main line judged, "
	  "an evaluation graph under the board, ?! ? ?? on the moves that lose ground, %eval and the marks "
	  "kept in the game tree; again: stop", SP | PL | OV | RP, action_game_analysis },
	{ "J", NULL, NULL, "to the next move the whole-game analysis marked (a click on the graph: that move)",
	  SP | PL | OV | RP, action_next_marked },
	/* The ':' prompt's line (Enter and any other character typed are
	 * screen_prompt.c's: the line runs through this table). */
	{ "Enter", NULL, NULL, "play or run the line typed", PR, NULL },
	{ "Left Ctrl-B", NULL, NULL, "one character left", PR, action_prompt_left },
	{ "Right Ctrl-F", NULL, NULL, "one character right", PR, action_prompt_right },
	{ "Home Ctrl-A", NULL, NULL, "to the start of the line", PR, action_prompt_home },
	{ "End Ctrl-E", NULL, NULL, "to the end of the line", PR, action_prompt_end },
	{ "Backspace", NULL, NULL, "delete the character before the cursor (on an empty line: close the prompt)",
	  PR, action_prompt_rubout },
	{ "Delete Ctrl-D", NULL, NULL, "delete the character under the cursor", PR, action_prompt_delete },
	{ "Ctrl-W", NULL, NULL, "delete the word before the cursor", PR, action_prompt_kill_word },
	{ "Ctrl-U", NULL, NULL, "delete the line before the cursor", PR, action_prompt_kill_before },
	{ "Ctrl-K", NULL, NULL, "delete the line after the cursor", PR, action_prompt_kill_after },
	{ "Up Ctrl-P", NULL, NULL, "the line typed before (not for a name)", PR, action_prompt_older },
	{ "Down Ctrl-N", NULL, NULL, "the line typed after", PR, action_prompt_newer },
	{ "Esc", NULL, NULL, "close the prompt (asking a name: keep the names as they are)", PR,
	  action_prompt_close },
	/* The replay viewer (app/replay.c); its other keys are the board screens' (RP). */
	{ "l Right Space", NULL, NULL, "one step forward", RP, action_replay_forward },
	{ "h Left Backspace", NULL, NULL, "one step back", RP, action_replay_back },
	{ "j", NULL, NULL, "to the end of the move", RP, action_replay_turn_forward },
	{ "k", NULL, NULL, "to the start of the move, or of the one before", RP,
	  action_replay_turn_back },
	{ "Up Down", NULL, NULL, "the variation before, after (of the move shown, or of the move "
	  "the line shown branches from; at a branch, Down: the next move's first variation)", RP, action_tree_sibling },
	{ "[ ]", NULL, NULL, "the branch point before, after on the line shown", RP, action_tree_branch },
	{ "click", NULL, NULL, "a move of the move list: go there", RP, NULL },
	{ "Enter click", NULL, NULL, "enter a move on the board from the position shown, with the play screen's "
	  "keys and mouse (a click on the board: on that square) until Esc with nothing selected; Space ends "
	  "it: a new variation, or the line goes on (in a game being played, never played)", RP, action_replay_hands },
	{ NULL, "move", "NOTATION", "add a move after the position shown (typing the move alone at the "
	  "prompt does the same): a new variation, unless the line ends there; in a game being played, never "
	  "played", RP, action_tree_move },
	{ "c", "comment", "[TEXT]", "comment the move shown (at the start: the game); the prompt shows "
	  "the comment there is; nothing removes it", RP, action_tree_comment },
	{ "!", "glyph", "[GLYPH]", "a glyph for the move shown: ! ? !! ?? !? ?! or $1 to $255; "
	  "nothing removes them", RP, action_tree_glyph },
	{ "+", "promote", NULL, "promote the variation shown one place toward the main line", RP,
	  action_tree_promote },
	{ "-", "demote", NULL, "demote the move shown one place", RP, action_tree_demote },
	{ "*", "mainline", NULL, "make the line of the move shown the main line", RP, action_tree_main },
	{ "X", "delete", NULL, "delete the move shown and every move after it (not the game being played)",
	  RP, action_tree_delete },
	{ "a", NULL, NULL, "autoplay: a step at a fixed pace; again: pause", RP, action_autoplay },
	{ "R", NULL, NULL, "real-time replay: each move takes the time it took (its steps spread over "
	  "it), the clocks running; again: pause", RP, action_autoplay },
	{ NULL, "pace", "SECONDS", "the autoplay's pace, seconds a step (0.05 to 60; 1 at first)", RP,
	  action_pace },
	{ "g Home", NULL, NULL, "to the start of the game", RP, action_replay_start },
	{ "G End", "end", NULL, "to the end of the game, with the result", RP, action_replay_end },
	{ "0-9", NULL, NULL, "the position after a move (12, 12g, 12s), then Enter", RP,
	  action_replay_digit },
	{ "p", NULL, NULL, "play on from here: a new game, the record unchanged", RP,
	  action_replay_play_on },
	{ "f", NULL, NULL, "flip the board", RP, action_replay_flip },
	{ "Esc", NULL, NULL, "back to the game", RP, action_replay_leave },
	/* An archive's list; ?, F1 and Ctrl-L are the board screens' (LS). */
	{ "j Down", NULL, NULL, "the next game", LS, action_list_next },
	{ "k Up", NULL, NULL, "the game before", LS, action_list_prev },
	{ "PgDn PgUp", NULL, NULL, "a page down, a page up", LS, action_list_page },
	{ "g Home", NULL, NULL, "the first game", LS, action_list_first },
	{ "G End", NULL, NULL, "the last game", LS, action_list_last },
	{ "Enter click", NULL, NULL, "open the game marked", LS, action_list_open },
	{ "/", "filter", "[FILTER]", "show only the games a filter keeps: player=NAME event=TEXT "
	  "result=TEXT (1-0, 0-1, a reason letter) tc=TEXT date=FROM[..TO] (2026.02.01..2026.02.10, or the "
	  "start of a date); nothing shows every game", LS, action_list_filter },
	{ "q", NULL, NULL, "quit", LS, action_list_quit },
	/* The choice of a clock (a new game, :clock alone). */
	{ "k Up", NULL, NULL, "the preset before", CK, action_clock_prev },
	{ "j Down", NULL, NULL, "the next preset", CK, action_clock_next },
	{ "Enter Space", NULL, NULL, "take the preset marked", CK, action_clock_take },
	{ "1-9", NULL, NULL, "take the preset of that number", CK, action_clock_take },
	{ "Esc", NULL, NULL, "keep the clock as it is", CK, action_clock_keep },
	{ ":", NULL, NULL, "the prompt (:clock M/R/P/L/G/T sets any other)", CK, action_clock_prompt },
	{ "q", NULL, NULL, "quit (asks first while a game is in progress)", CK, action_clock_quit },
	/* The help screen; any other key goes back (screen_help.c). */
	{ "j Down", NULL, NULL, "a line down", HS, action_help_down },
	{ "k Up", NULL, NULL, "a line up", HS, action_help_up },
	{ "PgDn Space", NULL, NULL, "a page down", HS, action_help_page_down },
	{ "PgUp", NULL, NULL, "a page up", HS, action_help_page_up },
	{ "g Home", NULL, NULL, "to the top", HS, action_help_top },
	{ "G End", NULL, NULL, "to the end", HS, action_help_end },
	/* The pause screen and the hand-over between turns. */
	{ "Enter Space", NULL, NULL, "go on: the clock of the side to move runs, the board shows", PS | HO,
	  action_pause_end },
	{ "P", NULL, NULL, "go on (as Enter)", PS, action_pause_end },
	{ "q", NULL, NULL, "quit (asks first while a game is in progress)", PS, action_pause_quit },
	/* A question on the status line; any other key is no (screen_confirm.c). */
	{ "y Y", NULL, NULL, "yes", QU, action_confirm_yes },
	{ "n N", NULL, NULL, "no", QU, action_confirm_no },
	{ "Enter c", NULL, NULL, "at start, the remembered players and clock offered: Enter plays "
	  "with them, c changes them (the questions follow)", QU, action_confirm_start },
	{ "s", NULL, NULL, "leaving a game saved nowhere: save it elsewhere first (the prompt, with :save)", QU,
	  action_confirm_save },
	/* A lesson's or a puzzle's board (app/tutor.c); its other keys are the play screen's. */
	{ "Space", "check", NULL, "check the steps taken: the position they reach does the task, or why not",
	  LN, action_tutor_check },
	{ "a", "check", NULL, "check the setup shown", LQ, action_tutor_check },
	{ "I", "hint", NULL, "a hint (for a puzzle, a square its solution moves from, marked)", LN | LQ,
	  action_tutor_hint },
	{ "A", "answer", NULL, "the answer (a puzzle answered so is not scored)", LN | LQ, action_tutor_answer },
	{ "N", "next", NULL, "the next lesson, or the next puzzle not solved yet", LN | LQ, action_tutor_next },
	{ "R", "again", NULL, "start this lesson or puzzle again", LN | LQ, action_tutor_again },
	{ NULL, "go", "N|ID|THEME", "lesson or puzzle number N, the puzzle with id ID, or the next puzzle "
	  "of a theme not solved yet (goal, goal-in-two, win-material, save-piece, stop-goal)", LN | LQ,
	  action_tutor_go },
	{ "q", NULL, NULL, "back to the lesson list or the puzzle list (a puzzle from the editor: back to it)", LN | LQ,
	  action_tutor_back },
	/* The tutorial's lesson list. */
	{ "j Down", NULL, NULL, "the next lesson", LL, action_lessons_next },
	{ "k Up", NULL, NULL, "the lesson before", LL, action_lessons_prev },
	{ "Enter click", NULL, NULL, "open the lesson marked", LL, action_lessons_open },
	{ "q Esc", NULL, NULL, "leave the lessons (back to the game, or quit)", LL, action_tutor_back },
	/* The list of the puzzles. */
	{ "j Down k Up", NULL, NULL, "the next puzzle, the one before", PZ, action_puzzles_move },
	{ "PgDn PgUp", NULL, NULL, "a page down, a page up", PZ, action_puzzles_move },
	{ "g Home G End", NULL, NULL, "the first puzzle, the last", PZ, action_puzzles_move },
	{ "Enter click", NULL, NULL, "play the puzzle marked (q on its board comes back here)", PZ,
	  action_lessons_open },
	{ "t", NULL, NULL, "show one theme (goal, goal-in-two, win-material, save-piece, stop-goal), "
	  "the next at each press, then every one", PZ, action_puzzles_theme },
	{ "d", NULL, NULL, "show one difficulty (1 to 5), the next at each press, then every one", PZ,
	  action_puzzles_difficulty },
	{ "u", NULL, NULL, "show only the puzzles not solved yet; again: every one", PZ, action_puzzles_unsolved },
	{ ":", NULL, NULL, "the prompt: :go N|ID|THEME plays puzzle number N, the one with id ID, or the next "
	  "of a theme not solved yet", PZ, action_prompt },
	{ "q Esc", NULL, NULL, "leave the puzzles (back to the game, or quit)", PZ, action_tutor_back },
	/* The main menu (app/menu.c). */
	{ "j Down k Up", NULL, NULL, "the next line, the one before", MN, action_menu_move },
	{ "Enter click", NULL, NULL, "do what the line marked says", MN, action_menu_choose },
	{ "f c r o l p e h q", NULL, NULL, "do what the line of that letter says: play a friend, the computer, "
	  "resume the game, open a file, learn, puzzles, the editor, help, quit", MN, action_menu_letter },
	{ "Esc", NULL, NULL, "back to the game (at start: play a friend)", MN, action_menu_close },
	/* The position editor (app/editor.c). */
	{ "arrows", NULL, NULL, "move the cursor (click: put it on a square)", ED, action_editor_cursor },
	{ "E M H D C R", NULL, NULL, "put a Gold piece on the cursor's square", ED, action_editor_put },
	{ "e m h d c r", NULL, NULL, "put a Silver piece on the cursor's square", ED, action_editor_put },
	{ "x Backspace", NULL, NULL, "remove the piece on the cursor's square", ED, action_editor_remove },
	{ "X", "clear", NULL, "clear the board", ED, action_editor_clear },
	{ "Tab", "side", NULL, "give the move to the other side", ED, action_editor_side },
	{ "+ -", NULL, NULL, "the number of the move to play, up or down", ED, action_editor_number },
	{ NULL, "taken", "[STEPS]", "the steps of the turn already taken (none: no step)", ED,
	  action_editor_taken },
	{ "Enter", "play", NULL, "start a game from the position (refused with the rule it breaks)", ED,
	  action_editor_play },
	{ "A", "analyse", NULL, "start a game from the position and ask the engine's analysis", ED,
	  action_editor_analyse },
	{ "T", "puzzle", "[THEME]", "a puzzle attempt from the position, checked as the puzzle set's: of THEME "
	  "(goal, goal-in-two, win-material, save-piece, stop-goal), else the first it holds; refused with "
	  "why (q comes back)", ED, action_editor_puzzle },
	{ "S", "save", "[FILE]", "save the position as a record with a Position tag (S: the prompt names the file)",
	  ED, action_editor_save },
	{ "q Esc", NULL, NULL, "leave the editor (back to where it opened, or quit)", ED, action_editor_leave },
	{ NULL, NULL, NULL, NULL, 0, NULL }
};

#undef SP
#undef PL
#undef OV
#undef RP
#undef RM
#undef LS
#undef CK
#undef HS
#undef PS
#undef HO
#undef QU
#undef LN
#undef LQ
#undef LL
#undef ED
#undef PZ
#undef MN

/* ---- reading the table ---- */


unsigned action_screen_bit(enum screen_id id)
{
	switch (id) {
	case SCREEN_SETUP: return ACTION_SETUP;
	case SCREEN_PLAY: return ACTION_PLAY;
	case SCREEN_OVER: return ACTION_OVER;
	case SCREEN_LESSONS: return ACTION_LESSONS;
	case SCREEN_EDITOR: return ACTION_EDITOR;
	case SCREEN_PUZZLES: return ACTION_PUZZLES;
	case SCREEN_MENU: return ACTION_MENU;
	default: return 0;
	}
}

/* Whether the key named by the len characters at name is k. */
static bool action_key_named(const char *name, size_t len, const struct ui_key *k)
{
	static const struct {
		const char *name;
		int code;   /* a KEY_* code, or 0 */
		int ch;     /* a character, or 0 */
		int ch2;
	} names[] = {
		{ "Enter", KEY_ENTER, '\r', '\n' },
		{ "Space", 0, ' ', 0 },
		{ "Tab", 0, '\t', 0 },
		{ "Esc", 0, KEYCH_ESC, 0 },
		{ "Backspace", KEY_BACKSPACE, KEYCH_DEL, KEYCH_BACKSPACE },
		{ "Delete", KEY_DC, 0, 0 },
		{ "Up", KEY_UP, 0, 0 },
		{ "Down", KEY_DOWN, 0, 0 },
		{ "Left", KEY_LEFT, 0, 0 },
		{ "Right", KEY_RIGHT, 0, 0 },
		{ "Home", KEY_HOME, 0, 0 },
		{ "End", KEY_END, 0, 0 },
		{ "PgUp", KEY_PPAGE, 0, 0 },
		{ "PgDn", KEY_NPAGE, 0, 0 },
		{ "F1", KEY_F(1), 0, 0 },
	};
	/* the mouse's button 1: "click" its press, "drag" its release */
	if (k->mouse)
		return (len == 5 && strncmp(name, "click", 5) == 0 && !k->release) ||
		       (len == 4 && strncmp(name, "drag", 4) == 0 && k->release);
	if (len == 1)
		return key_is(k, (wint_t)(unsigned char)name[0]);
	if (len == 3 && name[1] == '-') /* a range: "1-9" */
		return !k->code && k->ch >= (wint_t)(unsigned char)name[0] && k->ch <= (wint_t)(unsigned char)name[2];
	if (len == 6 && strncmp(name, "Ctrl-", 5) == 0)
		return key_is(k, KEYCH_CTRL(name[5]));
	if (len == 6 && strncmp(name, "arrows", 6) == 0)
		return key_code(k, KEY_UP) || key_code(k, KEY_DOWN) || key_code(k, KEY_LEFT) || key_code(k, KEY_RIGHT);
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strlen(names[i].name) != len || strncmp(names[i].name, name, len) != 0)
			continue;
		if (names[i].code && key_code(k, names[i].code))
			return true;
		if (names[i].ch && (key_is(k, (wint_t)names[i].ch) || (names[i].ch2 && key_is(k, (wint_t)names[i].ch2))))
			return true;
	}
	return false;
}

/* Whether one of the keys of a is k. */
static bool action_has_key(const struct action *a, const struct ui_key *k)
{
	const char *p = a->keys;
	if (!p)
		return false;
	while (*p) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		if (n && action_key_named(p, n, k))
			return true;
		p += n;
	}
	return false;
}

bool action_key(struct ui *u, unsigned screen, const struct ui_key *k)
{
	for (const struct action *a = action_table; a->help; a++)
		if ((a->screens & screen) && a->run && action_has_key(a, k)) {
			a->run(u, k, NULL);
			return true;
		}
	return false;
}

bool action_every_screen_key(const struct ui_key *k)
{
	for (const struct action *a = action_table; a->help; a++)
		if ((a->screens & ACTION_GAME) == ACTION_GAME && action_has_key(a, k))
			return true;
	return false;
}

/* The first of entry a's words (its name in the help) into buf. */
static void action_word_name(const struct action *a, char *buf, size_t size)
{
	snprintf(buf, size, "%.*s", (int)strcspn(a->words, " "), a->words);
}

/* Whether line is one of the words of a, followed by an argument only if a
 * takes one; *arg and *arglen are what follows the word. */
static bool action_has_word(const struct action *a, const char *line, const char **arg, size_t *arglen)
{
	const char *p = a->words;
	if (!p)
		return false;
	while (*p) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		char w[24];
		if (n > 0 && n < sizeof w) {
			memcpy(w, p, n);
			w[n] = '\0';
			if (command_match(line, w, arg, arglen) && (*arglen == 0 || a->args))
				return true;
		}
		p += n;
	}
	return false;
}

bool action_line(struct ui *u, unsigned screen, const char *line)
{
	const struct action *elsewhere = NULL;
	const char *arg;
	size_t arglen;
	for (const struct action *a = action_table; a->help; a++) {
		if (!a->run || !action_has_word(a, line, &arg, &arglen))
			continue;
		if (a->screens & screen) {
			char text[sizeof u->prompt];
			snprintf(text, sizeof text, "%.*s", (int)arglen, arg);
			a->run(u, NULL, text);
			return true;
		}
		elsewhere = a;
	}
	if (!elsewhere)
		return false;
	char name[24];
	action_word_name(elsewhere, name, sizeof name);
	session_say(&u->s, true, "%s: not on this screen", name);
	return true;
}

void action_keys_text(const struct action *a, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	if (!a->keys) {
		char name[24];
		action_word_name(a, name, sizeof name);
		snprintf(buf, size, ":%s%s%s", name, a->args ? " " : "", a->args ? a->args : "");
		return;
	}
	for (const char *p = a->keys; *p && len + 1 < size;) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		if (!n)
			break;
		int w = snprintf(buf + len, size - len, "%s%.*s", len ? ", " : "", (int)n, p);
		if (w < 0)
			break;
		len += (size_t)w;
		if (len >= size)
			len = size - 1;
		p += n;
	}
}

/* The sections of the help the table writes, each the table's entries for
 * some screens; the headings are the manual's subsections of KEYS. The
 * board screens' come first; the viewers' where helpkeys.c's text names
 * them (a HELPKEYS_ACTIONS line). */
static const struct {
	const char *title;
	unsigned screens;
} action_sections[] = {
	{ "Playing", ACTION_PLAY },
	{ "The setup editor", ACTION_SETUP },
	{ "The end of a game", ACTION_OVER },
	{ "Every board screen", ACTION_GAME },
	{ "The replay viewer", ACTION_REPLAY },
	{ "The archive list", ACTION_LIST },
	{ "Choosing the clock", ACTION_CLOCK },
	{ "The help screen", ACTION_HELP },
	{ "The pause screen", ACTION_PAUSE },
	{ "Questions", ACTION_CONFIRM },
	{ "The prompt", ACTION_PROMPT },
	{ "Lessons and puzzles", ACTION_TUTOR },
	{ "A setup lesson", ACTION_TUTOR_SETUP },
	{ "The lesson list", ACTION_LESSONS },
	{ "The puzzle list", ACTION_PUZZLES },
	{ "The main menu", ACTION_MENU },
	{ "The position editor", ACTION_EDITOR },
};

/* Whether entry a is listed in the section of these screens: a board
 * section lists the entries of exactly its board screens; the replay
 * viewer's, the entries of the viewer alone (the board screens' list the
 * rest); the archive list's, every entry of the list. */
static bool action_in_section(const struct action *a, unsigned screens)
{
	if (screens & ACTION_GAME)
		return (a->screens & ACTION_GAME) == screens;
	if (screens == ACTION_REPLAY)
		return (a->screens & ACTION_REPLAY) && !(a->screens & ACTION_GAME);
	return (a->screens & screens) != 0;
}

/* Adds section s (its heading, its keys, a blank line unless last) to
 * out, which holds n of max lines; returns the new n. */
static size_t action_help_section(size_t s, bool blank, struct helpkeys_line *out, size_t n, size_t max)
{
	enum { ACTION_MAX = 256 };
	static char keys[ACTION_MAX][48], text[ACTION_MAX][200];
	static size_t k;
	if (s == 0)
		k = 0;
	if (n < max)
		out[n++] = (struct helpkeys_line){ HELPKEYS_HEADING, NULL, action_sections[s].title };
	for (const struct action *a = action_table; a->help && k < ACTION_MAX; a++) {
		if (!action_in_section(a, action_sections[s].screens) || n >= max)
			continue;
		action_keys_text(a, keys[k], sizeof keys[k]);
		char name[24] = "";
		if (a->words)
			action_word_name(a, name, sizeof name);
		if (a->keys && a->words)
			snprintf(text[k], sizeof text[k], "%s (:%s%s%s)", a->help, name,
				 a->args ? " " : "", a->args ? a->args : "");
		else
			snprintf(text[k], sizeof text[k], "%s", a->help);
		out[n++] = (struct helpkeys_line){ HELPKEYS_KEY, keys[k], text[k] };
		k++;
	}
	if (blank && n < max)
		out[n++] = (struct helpkeys_line){ HELPKEYS_TEXT, NULL, "" };
	return n;
}

size_t action_help(struct helpkeys_line *out, size_t max)
{
	size_t n = 0, nsections = sizeof action_sections / sizeof action_sections[0];
	for (size_t s = 0; s < nsections; s++)
		if (action_sections[s].screens & ACTION_GAME)
			n = action_help_section(s, true, out, n, max);
	for (size_t i = 0; i < helpkeys_count && n < max; i++) {
		if (helpkeys_lines[i].kind != HELPKEYS_ACTIONS) {
			out[n++] = helpkeys_lines[i];
			continue;
		}
		for (size_t s = 0; s < nsections; s++)
			if (strcmp(action_sections[s].title, helpkeys_lines[i].text) == 0)
				n = action_help_section(s, false, out, n, max);
	}
	return n;
}

int action_print(FILE *f)
{
	static struct helpkeys_line lines[ACTION_HELP_MAX];
	size_t n = action_help(lines, ACTION_HELP_MAX);
	return helpkeys_print(f, lines, n);
}
