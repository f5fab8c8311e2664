/* ui.c: the main loop, which only draws the current screen and hands it
 * the keys (and, on SIGHUP, SIGTERM or SIGINT, saves and leaves); and
 * ui_run, the entry point. */
#include "config.h"
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "ui/action.h"
#include "ui/curses_inc.h"
#include "store/signals.h"
#include "ui/draw.h"
#include "ui/files.h"
#include "ui/term.h"
#include "ui/ui.h"
#include "ui/uiengine.h"

/* Reads one key or click; false on nothing (a timeout or an error). */
static bool ui_read_key(struct ui_key *k)
{
	wint_t ch;
	int r = get_wch(&ch);
	memset(k, 0, sizeof *k);
	if (r == ERR)
		return false;
	k->code = r == KEY_CODE_YES;
	k->ch = ch;
	if (k->code && ch == KEY_MOUSE) {
		MEVENT ev;
		if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED)))
			return false;
		k->mouse = true;
		k->release = (ev.bstate & BUTTON1_RELEASED) != 0;
		k->y = ev.y;
		k->x = ev.x;
	}
	return true;
}

/* Draws the current screen, or the "enlarge the window" notice. */
static void ui_draw(struct ui *u)
{
	curs_set(0);
	erase();
	if (draw_fits()) {
		screen_table[u->screen].draw(u);
		/* clocks: at the foot of the side panel of the game's screens */
		enum screen_id base = u->screen;
		if (base == SCREEN_PROMPT || base == SCREEN_CONFIRM)
			base = screen_base(u);
		if (u->mode == UI_MODE_GAME && (base == SCREEN_SETUP || base == SCREEN_PLAY || base == SCREEN_OVER))
			clockui_draw(u, draw_panel_bottom() + 1 - clockui_rows(u));
		uiengine_draw(u);
	}
	refresh();
}

/* Notices a change of the terminal's size even if SIGWINCH was missed:
 * the key wait times out twice a second to look. Returns true if resized. */
static bool ui_size_changed(void)
{
	struct winsize ws;
	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0)
		return false;
	if (!is_term_resized(ws.ws_row, ws.ws_col))
		return false;
	resizeterm(ws.ws_row, ws.ws_col);
	return true;
}

/* The session's hook after every completed move, take-back and new game:
 * the clocks charge the move (its time goes into the save), then the
 * game is autosaved. */
static void ui_after_move(struct session *s, void *data)
{
	clockui_sync(data);
	files_after_move(s, data);
}

/* A signal ended the program: saves the game if it is being kept,
 * restores the terminal and dies of sig. */
static _Noreturn void ui_signal_exit(struct ui *u, int sig)
{
	files_signal_save(u);
	term_stop();
	signals_reraise(sig);
	_exit(128 + sig);
}

/* The main loop: draw, read a key, hand it to the screen. The key wait
 * times out twice a second, so running clocks are redrawn and a loss on
 * time is seen without a key. */
static void ui_loop(struct ui *u)
{
	bool redraw = true;
	while (!u->quit) {
		if (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY || u->screen == SCREEN_OVER)
			u->screen = screen_base(u);
		if (clockui_tick(u))
			redraw = true;
		if (redraw)
			ui_draw(u);
		redraw = true;
		/* the keyboard and the engines' output (issue 11) */
		timeout(uiengine_wait(u, 500));
		struct ui_key k;
		bool got = ui_read_key(&k);
		int sig = signals_pending();
		if (sig) {
			uiengine_free(u); /* the engines end with us (issue 11) */
			ui_signal_exit(u, sig);
		}
		bool moved = uiengine_tick(u);
		if (!got) {
			redraw = ui_size_changed() || clockui_live(u) || moved;
			continue;
		}
		/* clocks: a key that came after the time ran out plays nothing */
		if (clockui_tick(u))
			continue;
		if (k.code && k.ch == KEY_RESIZE)
			continue;
		if (COLS < DRAW_COMPACT_COLS || LINES < DRAW_COMPACT_LINES) {
			if (key_is(&k, 'q'))
				screen_ask_quit(u);
			continue;
		}
		if (uiengine_key(u, &k))
			continue;
		screen_table[u->screen].key(u, &k);
	}
}

int ui_print_keys(void)
{
	return action_print(stdout);
}

int ui_run(const struct ui_options *opt)
{
	static struct ui u;
	setlocale(LC_ALL, "");
	memset(&u, 0, sizeof u);
	u.press_sq = -1;
	u.prompt_name = -1;
	session_init(&u.s);
	files_load_presets(&u);
	u.s.hotseat = opt->hotseat;
	u.clk.handover = opt->handover;
	u.s.after_move = ui_after_move;
	u.s.after_move_data = &u;
	u.adopted = clockui_adopt;
	/* Reading only, until the terminal is known to work: a start that
	 * fails changes no file. */
	enum files_next next = files_start(&u, opt);
	if (next == FILES_NEXT_FAIL) {
		files_free(&u);
		session_free(&u.s);
		return 1;
	}
	u.screen = screen_base(&u);
	screen_follow(&u, next);
	if (uiengine_start(&u, opt) != 0) {
		files_free(&u);
		session_free(&u.s);
		return 1;
	}
	term_start();
	u.color = term_color();
	u.ascii = opt->ascii || !term_utf8();
	screen_follow(&u, files_begin(&u));
	/* A new game: the players' names are asked, unless given (or engines
	 * play), after the question whether to resume one; then the clock. */
	if (!opt->file && !opt->gold_name && !opt->silver_name && !opt->gold_engine &&
	    !opt->silver_engine && u.mode == UI_MODE_GAME &&
	    u.screen == SCREEN_SETUP && u.s.game.nmoves == 0) {
		/* then the clock, unless --time-control chose it */
		u.ask_clock = !opt->time_control;
		screen_ask_name(&u, GOLD);
	}
	ui_loop(&u);
	term_stop();
	uiengine_free(&u);
	/* where the game is, once the screen is gone */
	char where[sizeof u.s.status * 2];
	if (files_farewell(&u, where, sizeof where))
		fprintf(stderr, "arimaa: %s\n", where);
	files_free(&u);
	session_free(&u.s);
	return 0;
}
