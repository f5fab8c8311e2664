/* screen_prompt.c: the ':' line, with line editing and a history of the
 * lines typed: notation played as a whole turn or a setup, a piece's
 * square and where it goes ("d2d5"), or one of the action table's words. */
#include "config.h"
#include <ctype.h>
#include <string.h>
#include "notation/notation.h"
#include "tui/action.h"
#include "app/tutor.h"
#include "app/editor.h"
#include "app/command.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/files.h"
#include "app/lineedit.h"
#include "app/startup.h"

void screen_prompt_draw(struct ui *u)
{
	int row = layout_prompt_row();
	move(row, 0);
	clrtoeol();
	char label[64] = ":";
	if (u->prompt_name >= 0)
		snprintf(label, sizeof label, "%s player's name: ", notation_color_title((enum color)u->prompt_name));
	int lw = (int)strlen(label);
	if (lw > COLS - 8)
		lw = 1;
	mvaddnstr(row, 0, label, lw);
	size_t width = (size_t)(COLS - lw - 2), first = 0;
	if (u->prompt_at > u->prompt_len)
		u->prompt_at = u->prompt_len;
	if (u->prompt_at > width)
		first = u->prompt_at - width;
	mvaddnstr(row, lw, u->prompt + first, (int)width + 1);
	move(row, lw + (int)(u->prompt_at - first));
	curs_set(1);
}

/* Plays "d2d5" or "d2 d5": the piece on the first square along its
 * shortest path to the second, then ends the turn as a whole turn in
 * notation does (session_play_path). Returns false if the line is not of
 * that form. */
static bool screen_prompt_path(struct ui *u, const char *line)
{
	struct session *s = &u->s;
	char a[3], b[3];
	int n = 0;
	if (sscanf(line, " %1[a-h]%1[1-8] %n", a, a + 1, &n) != 2 && sscanf(line, " %1[a-h]%1[1-8]%n", a, a + 1, &n) != 2)
		return false;
	const char *rest = line + n;
	while (*rest == ' ')
		rest++;
	int m = 0;
	if (sscanf(rest, "%1[a-h]%1[1-8]%n", b, b + 1, &m) != 2)
		return false;
	for (const char *p = rest + m; *p; p++)
		if (!isspace((unsigned char)*p))
			return false;
	session_play_path(s, square_make(a[0] - 'a', a[1] - '1'), square_make(b[0] - 'a', b[1] - '1'));
	return true;
}

/* Says who plays whom and who sets up, keeping a warning from the start
 * (a presets file refused...) in view. */
static void screen_prompt_names_said(struct ui *u)
{
	struct session *s = &u->s;
	if (s->status_warn) {
		char prev[sizeof s->status];
		snprintf(prev, sizeof prev, "%s", s->status);
		session_say(s, true, "%s (Gold) against %s (Silver); %s", session_side_name(s, GOLD),
			    session_side_name(s, SILVER), prev);
		return;
	}
	session_say(s, false, "%s (Gold) against %s (Silver); %s sets up: a accepts, ? for help",
		    session_side_name(s, GOLD), session_side_name(s, SILVER), session_side_name(s, GOLD));
}

/* Takes the name typed for colour c (blanks trimmed; empty: the colour's
 * name), then asks the next one or says who sets up. */
static void screen_prompt_name(struct ui *u, enum color c)
{
	struct session *s = &u->s;
	const char *p = u->prompt;
	while (*p == ' ')
		p++;
	size_t n = strlen(p);
	while (n > 0 && p[n - 1] == ' ')
		n--;
	if (n >= sizeof u->names[c])
		n = sizeof u->names[c] - 1;
	if (n == 0) {
		snprintf(u->names[c], sizeof u->names[c], "%s", notation_color_title(c));
	} else {
		memcpy(u->names[c], p, n);
		u->names[c][n] = '\0';
	}
	s->names[c] = u->names[c];
	/* copied into the headers: kept when the clock is set next */
	playfiles_set_names(&u->pf, c == GOLD ? u->names[c] : u->pf.info.gold,
			    c == SILVER ? u->names[c] : u->pf.info.silver);
	if (c == GOLD) {
		screen_ask_name(u, SILVER);
		return;
	}
	u->screen = screen_base(u);
	screen_prompt_names_said(u);
	/* remembered if changed; then the clock (its choice keeps a warning in view) */
	startup_names_done(u);
}

/* Carries out the line typed at the prompt. */
static void screen_prompt_run(struct ui *u)
{
	struct session *s = &u->s;
	char text[sizeof u->prompt];
	if (u->prompt_name >= 0) {
		screen_prompt_name(u, (enum color)u->prompt_name);
		return;
	}
	u->screen = screen_base(u);
	if (u->prompt_full) {
		/* never a cut line: ":save" would write to a name cut short */
		session_say(s, true, "the line was longer than %d characters: it was not run",
			    SCREEN_PROMPT_MAX);
		return;
	}
	lineedit_remember(u, u->prompt);
	if (u->mode == UI_MODE_REPLAY) {
		screen_replay_command(u, u->prompt);
		if (u->screen != SCREEN_HELP && u->screen != SCREEN_CONFIRM)
			u->screen = screen_base(u);
		return;
	}
	if (command_blank(u->prompt))
		return;
	if (u->mode == UI_MODE_TUTOR || u->mode == UI_MODE_EDITOR) {
		/* learning: a word of the screen's, else an attempt or a position */
		unsigned bit = u->mode == UI_MODE_EDITOR ? ACTION_EDITOR
			       : tutor_setup(u) ? ACTION_TUTOR_SETUP : ACTION_TUTOR;
		if (!action_line(u, bit, u->prompt)) {
			command_trim(u->prompt, text, sizeof text);
			if (u->mode == UI_MODE_EDITOR)
				editor_line(u, text);
			else
				tutor_attempt(u, text);
		}
		if (u->screen == SCREEN_PROMPT)
			u->screen = screen_base(u);
		return;
	}
	if (u->mode == UI_MODE_LIST) {
		/* an archive's list: its words only (:filter) */
		if (!action_line(u, ACTION_LIST, u->prompt))
			session_say(s, true, "on the list of games, :filter (or /) and the keys; Enter opens a game");
		return;
	}
	if (u->menu_home && u->mode == UI_MODE_GAME) {
		/* the main menu at start: its words only, no move into the game behind it */
		if (!action_line(u, ACTION_MENU, u->prompt))
			session_say(s, true, "on the main menu, :open FILE (or o) and the keys; Enter chooses a line");
		return;
	}
	if (!action_line(u, action_screen_bit(screen_base(u)), u->prompt)) {
		command_trim(u->prompt, text, sizeof text);
		if (!screen_prompt_path(u, text))
			session_play_line(s, text);
	}
	/* An action may have opened a screen of its own (help, a question,
	 * the clocks); else the base screen the game now calls for. */
	if (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY || u->screen == SCREEN_OVER)
		u->screen = screen_base(u);
}

/* Enter runs the line; the other keys of the line come from the table of
 * bindings (Esc, the editing keys); any other character is typed. */
void screen_prompt_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse)
		return;
	if (key_is(k, '\r') || key_is(k, '\n') || key_code(k, KEY_ENTER)) {
		screen_prompt_run(u);
		return;
	}
	if (action_key(u, ACTION_PROMPT, k))
		return;
	if (!k->code && k->ch >= ' ' && k->ch < KEYCH_DEL && !lineedit_insert(u, (char)k->ch))
		session_say(&u->s, true, "the line is full: the prompt takes at most %d characters, "
			    "and a longer line is not run", SCREEN_PROMPT_MAX);
}
