/* ui.c: the main loop, which only draws the current screen and hands it
 * the keys (and, on SIGHUP, SIGTERM or SIGINT, or when the terminal is
 * gone, saves and leaves); and ui_run, the entry point. */
#include "config.h"
#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "tui/action.h"
#include "app/clockui.h"
#include "tui/clockview.h"
#include "tui/curses_inc.h"
#include "util/signals.h"
#include "tui/draw.h"
#include "app/files.h"
#include "app/screen.h"
#include "app/startup.h"
#include "app/setupmem.h"
#include "tui/term.h"
#include "tui/ui.h"
#include "app/uiengine.h"
#include "app/replay.h"
#include "util/now.h"
#include "tui/engineview.h"
#include "app/anmode.h"
#include "app/gamean.h"
#include "tui/analysisview.h"
#include "app/tutor.h"
#include "app/editor.h"
#include "app/viewmove.h"

/* The screens, in one place: each one's draw and key function. */
const struct screen_ops screen_table[SCREEN_NB] = {
	[SCREEN_SETUP] = { "setup", screen_setup_draw, screen_setup_key },
	[SCREEN_PLAY] = { "play", screen_play_draw, screen_play_key },
	[SCREEN_OVER] = { "game over", screen_over_draw, screen_over_key },
	[SCREEN_PROMPT] = { "prompt", screen_prompt_draw, screen_prompt_key },
	[SCREEN_HELP] = { "help", screen_help_draw, screen_help_key },
	[SCREEN_CONFIRM] = { "confirm", screen_confirm_draw, screen_confirm_key },
	[SCREEN_REPLAY] = { "replay", screen_replay_draw, screen_replay_key },
	[SCREEN_LIST] = { "archive", screen_list_draw, screen_list_key },
	[SCREEN_CLOCK] = { "clock", screen_clock_draw, screen_clock_key },
	[SCREEN_PAUSE] = { "pause", screen_pause_draw, screen_pause_key },
	[SCREEN_HANDOVER] = { "hand-over", screen_pause_draw, screen_pause_key },
	[SCREEN_MESSAGES] = { "messages", screen_messages_draw, screen_messages_key },
	[SCREEN_LESSONS] = { "lessons", screen_lessons_draw, screen_lessons_key },
	[SCREEN_TUTOR] = { "tutor", screen_tutor_draw, screen_tutor_key },
	[SCREEN_EDITOR] = { "editor", screen_editor_draw, screen_editor_key },
	[SCREEN_PUZZLES] = { "puzzles", screen_puzzles_draw, screen_puzzles_key },
	[SCREEN_MENU] = { "menu", screen_menu_draw, screen_menu_key },
};

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

/* Whether the keyboard can no longer send anything (asked after a read
 * that got nothing): the terminal hung up (its pty closed) or standard
 * input is an error. Without this, a terminal gone without a SIGHUP (its
 * shell ignores HUP) would make every read fail at once, forever. */
static bool ui_input_gone(void)
{
	struct pollfd p = { .fd = STDIN_FILENO, .events = POLLIN };
	int saved = errno;
	if (saved == EIO || saved == EBADF)
		return true;
	if (poll(&p, 1, 0) < 0)
		return false;
	return (p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* Draws the current screen, or the "enlarge the window" notice. */
static void ui_draw(struct ui *u)
{
	curs_set(0);
	erase();
	/* The engines' line (an analysis, an engine thinking, the offer of one
	 * at a new game's setup) has the right of the title row to itself. */
	u->engine_line = u->analysed || uiengine_plays(GOLD) || uiengine_plays(SILVER) ||
		(u->mode == UI_MODE_GAME && u->s.game.nmoves == 0 && u->screen == SCREEN_SETUP);
	if (layout_fits()) {
		/* an overlay (the prompt, a question) over the screen below */
		enum screen_id base = u->screen;
		if (base == SCREEN_PROMPT || base == SCREEN_CONFIRM)
			base = screen_base(u);
		/* clocks: at the foot of the side panel of the game's screens
		 * and the replay viewer; their rows are kept from the panel */
		bool game = u->mode == UI_MODE_GAME && (base == SCREEN_SETUP || base == SCREEN_PLAY || base == SCREEN_OVER);
		if (game || base == SCREEN_REPLAY)
			layout_panel_reserve(clockui_rows(u));
		if (base != u->screen)
			screen_table[base].draw(u);
		screen_table[u->screen].draw(u);
		if (game)
			clockview_draw(u, layout_panel_foot());
		engineview_draw(u);
		analysisview_draw(u);
	} else {
		draw_notice();
	}
	refresh();
}

/* Notices a change of the terminal's size even if SIGWINCH was missed:
 * asked after every key wait (which times out twice a second). Returns
 * true if resized. */
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
	setupmem_after_move(data); /* a named player's setup, remembered */
}

/* A signal ended the program: saves the game if it is being kept,
 * restores the terminal and dies of sig. */
static _Noreturn void ui_signal_exit(struct ui *u, int sig)
{
	tutor_restore(u); /* the game put aside, not the lesson's, is the one saved */
	files_signal_save(u);
	term_stop();
	signals_reraise(sig);
	_exit(128 + sig);
}

/* After a stop by Ctrl-Z (SIGTSTP; curses restored the terminal and has
 * redrawn it since SIGCONT): a running clock is paused as from the moment
 * of the stop, as P pauses it, so the time stopped is no one's. Returns
 * true if the program was stopped. */
static bool ui_was_stopped(struct ui *u)
{
	long long at = term_take_stop();
	if (!at)
		return false;
	if (u->mode == UI_MODE_GAME && clockui_live(u)) {
		clockui_pause_at(u, at);
		screen_open_pause(u);
	}
	clearok(curscr, TRUE);
	return true;
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
		/* a player's remembered setup, offered first */
		setupmem_offer(u);
		if (ui_was_stopped(u))
			redraw = true;
		if (screen_tick(u))
			redraw = true;
		/* the low-time bell, when asked for (--bell, bell = on) */
		if (clockui_bell_due(u))
			beep();
		/* analysis follows the position shown before it is drawn */
		if (anmode_tick(u, now_ms()))
			redraw = true;
		if (gamean_tick(u))
			redraw = true;
		if (redraw)
			ui_draw(u);
		redraw = true;
		/* the keyboard and the engines' output (issue 11); the
		 * autoplay's next step */
		long step = u->mode == UI_MODE_REPLAY ? autoplay_wait(&u->autoplay, now_ms()) : -1;
		timeout(gamean_wait(anmode_wait(uiengine_wait(u, step >= 0 && step < 500 ? (int)step : 500))));
		struct ui_key k;
		errno = 0;
		bool got = ui_read_key(&k);
		int sig = signals_pending();
		/* no more input can come: as if the terminal had sent SIGHUP */
		if (!got && !sig && ui_input_gone())
			sig = SIGHUP;
		if (sig) {
			uiengine_free(u); /* the engines end with us (issue 11) */
			anmode_free();
			gamean_free();
			ui_signal_exit(u, sig);
		}
		/* a resize whose SIGWINCH was missed (one that lands while
		 * curses starts, before its handler is in) is seen at the next
		 * key, not only at the next half second without one */
		bool resized = ui_size_changed();
		bool moved = uiengine_tick(u);
		if (replay_tick(u, now_ms()))
			moved = true;
		moved |= anmode_tick(u, now_ms());
		moved |= gamean_tick(u);
		if (!got) {
			/* an engine thinking: its turn's time ticks */
			redraw = resized || clockui_live(u) || moved || uiengine_thinking(u)
				 || (u->mode == UI_MODE_REPLAY && u->autoplay.on);
			continue;
		}
		/* a key read around a stop by Ctrl-Z is dropped with the pause */
		if (ui_was_stopped(u))
			continue;
		/* clocks: a key that came after the time ran out plays nothing */
		if (screen_tick(u))
			continue;
		if (k.code && k.ch == KEY_RESIZE)
			continue;
		/* a click on a screen drawn for the old size: it is not known
		 * what it aimed at; the new screen is drawn instead */
		if (resized && k.mouse)
			continue;
		if (COLS < LAYOUT_COMPACT_COLS || LINES < LAYOUT_COMPACT_LINES) {
			if (key_is(&k, 'q'))
				screen_ask_quit(u);
			continue;
		}
		/* engines: a key closes a failure report; while an engine is
		 * to move, only the keys of every board screen (the table's) */
		if (uiengine_key_seen())
			continue;
		/* a click on the evaluation graph */
		if (analysisview_click(u, &k))
			continue;
		if (uiengine_holds_board(u) && !action_every_screen_key(&k)) {
			uiengine_refuse(u);
			continue;
		}
		screen_table[u->screen].key(u, &k);
	}
}

int ui_print_keys(void)
{
	return action_print(stdout);
}

/* Opens the screen --learn, --puzzles or --edit asks for. Returns 0, or
 * -1 after saying why on standard error. */
static int ui_learning(struct ui *u, const struct ui_options *opt)
{
	char why[600];
	int rc = 0;
	if (opt->learn || opt->puzzles)
		rc = tutor_open(u, opt->learn ? TUTOR_LESSONS : TUTOR_PUZZLES, true, why, sizeof why);
	else if (opt->edit && opt->edit_file)
		rc = editor_open_file(u, opt->edit_file, true, why, sizeof why);
	else if (opt->edit)
		editor_open(u, true);
	if (rc != 0)
		fprintf(stderr, "arimaa: %s\n", why);
	return rc;
}

int ui_run(const struct ui_options *opt)
{
	static struct ui u;
	setlocale(LC_ALL, "");
	screen_init(&u);
	files_load_presets(&u);
	startup_load(&u);
	u.clk.bell = opt->bell || u.prefs.bell == PREFS_ON;
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
	/* learning (issue 20): the lessons, the puzzles or the editor, read
	 * before the terminal starts so that a missing file is said plainly */
	if (ui_learning(&u, opt) != 0) {
		files_free(&u);
		session_free(&u.s);
		return 1;
	}
	if (uiengine_start(&u, opt) != 0) {
		files_free(&u);
		session_free(&u.s);
		return 1;
	}
	term_start();
	u.color = term_color();
	u.ascii = opt->ascii || !term_utf8();
	screen_follow(&u, files_begin(&u));
	/* a game resumed or opened against the built-in engine brings it back */
	uiengine_resume(&u);
	setupmem_load(&u);
	/* A new game: the remembered answers offered, or the players' names
	 * asked and then the clock, unless options or the config say them (or
	 * engines play); after the question whether to resume one, if asked. */
	startup_begin(&u);
	ui_loop(&u);
	term_stop();
	uiengine_free(&u);
	anmode_free();
	gamean_free();
	/* left from --learn, --puzzles or --edit: no game of this run to speak of */
	bool learning = u.mode == UI_MODE_TUTOR || u.mode == UI_MODE_EDITOR;
	tutor_free(&u);
	viewmove_stop(&u);
	editor_free(&u);
	/* where the game is, once the screen is gone */
	char where[sizeof u.s.status * 2];
	if (!learning && files_farewell(&u, where, sizeof where))
		fprintf(stderr, "arimaa: %s\n", where);
	files_free(&u);
	session_free(&u.s);
	return 0;
}
