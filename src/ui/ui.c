/* ui.c: the main loop, which only draws the current screen and hands it
 * the keys; and ui_run, the entry point. */
#include "config.h"
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/hook.h"
#include "ui/term.h"
#include "ui/ui.h"

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
		if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
			return false;
		k->mouse = true;
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
	if (draw_fits())
		screen_table[u->screen].draw(u);
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

/* The main loop: draw, read a key, hand it to the screen. */
static void ui_loop(struct ui *u)
{
	timeout(500);
	bool redraw = true;
	while (!u->quit) {
		if (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY || u->screen == SCREEN_OVER)
			u->screen = screen_base(u);
		if (redraw)
			ui_draw(u);
		redraw = true;
		struct ui_key k;
		if (!ui_read_key(&k)) {
			redraw = ui_size_changed();
			continue;
		}
		if (k.code && k.ch == KEY_RESIZE)
			continue;
		if (COLS < DRAW_MIN_COLS || LINES < DRAW_MIN_LINES) {
			if (key_is(&k, 'q'))
				screen_ask_quit(u);
			continue;
		}
		screen_table[u->screen].key(u, &k);
	}
}

/* Opens a game file to continue it; prints why not on stderr. Returns 0 or 1. */
static int ui_load(struct session *s, const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "arimaa: %s: %s\n", path, strerror(errno));
		return 1;
	}
	size_t cap = 1 << 16, len = 0;
	char *text = malloc(cap);
	while (text) {
		size_t n = fread(text + len, 1, cap - len, f);
		len += n;
		if (len < cap)
			break;
		char *bigger = cap < ((size_t)64 << 20) ? realloc(text, cap * 2) : NULL;
		if (!bigger) {
			free(text);
			text = NULL;
			break;
		}
		text = bigger;
		cap *= 2;
	}
	bool bad = ferror(f);
	fclose(f);
	if (!text || bad) {
		fprintf(stderr, "arimaa: %s: %s\n", path, text ? "read error" : "too large or out of memory");
		free(text);
		return 1;
	}
	char err[320];
	int r = session_load(s, text, len, err, sizeof err);
	free(text);
	if (r != 0) {
		fprintf(stderr, "arimaa: %s: %s\n", path, r < 0 ? "out of memory" : err);
		return 1;
	}
	return 0;
}

int ui_run(const struct ui_options *opt)
{
	static struct ui u;
	setlocale(LC_ALL, "");
	memset(&u, 0, sizeof u);
	if (session_init(&u.s) != 0) {
		fputs("arimaa: out of memory\n", stderr);
		return 1;
	}
	if (opt->replay) {
		fputs("arimaa: the replay viewer is not built yet\n", stderr);
		session_free(&u.s);
		return 1;
	}
	if (opt->file && ui_load(&u.s, opt->file) != 0) {
		session_free(&u.s);
		return 1;
	}
	u.s.names[GOLD] = opt->gold_name;
	u.s.names[SILVER] = opt->silver_name;
	u.s.hotseat = opt->hotseat;
	u.s.after_move = ui_after_move;
	term_start();
	u.color = term_color();
	u.ascii = opt->ascii || !term_utf8();
	u.screen = screen_base(&u);
	ui_loop(&u);
	term_stop();
	session_free(&u.s);
	return 0;
}
