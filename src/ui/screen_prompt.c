/* screen_prompt.c: the ':' line: notation played as a whole turn or a
 * setup, or one of the command words (see command.h). */
#include "config.h"
#include <string.h>
#include "ui/command.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/files.h"

void screen_prompt_draw(struct ui *u)
{
	screen_draw_base(u);
	move(DRAW_PROMPT_ROW, 0);
	clrtoeol();
	mvaddch(DRAW_PROMPT_ROW, 0, ':');
	size_t width = (size_t)COLS - 3;
	const char *shown = u->prompt_len > width ? u->prompt + (u->prompt_len - width) : u->prompt;
	mvaddstr(DRAW_PROMPT_ROW, 1, shown);
	curs_set(1);
}

/* ":clock" opens the choice; ":clock M/R/P/L/G/T" (or "none") sets the
 * time control, before the game's first move. */
static void screen_prompt_clock(struct ui *u, const char *text)
{
	char why[200];
	u->screen = screen_base(u);
	if (!text[0]) {
		screen_open_clock(u);
		return;
	}
	if (u->mode != UI_MODE_GAME || u->s.game.nmoves > 0) {
		session_say(&u->s, true, "the clock is chosen before the first move (:new starts a new game)");
		return;
	}
	bool none = strcmp(text, "none") == 0;
	if (clockui_set(u, none ? NULL : text, false, why, sizeof why) != 0)
		session_say(&u->s, true, "clock refused: %s", why);
	else if (none)
		session_say(&u->s, false, "no clock");
	else
		session_say(&u->s, false, "clock %s: %s's clock runs", text,
			    session_side_name(&u->s, u->s.game.pos.side));
}

/* Carries out the line typed at the prompt. */
static void screen_prompt_run(struct ui *u)
{
	struct session *s = &u->s;
	char text[sizeof u->prompt];
	u->screen = screen_base(u);
	if (u->mode == UI_MODE_REPLAY) {
		screen_replay_command(u, u->prompt);
		if (u->screen != SCREEN_HELP && u->screen != SCREEN_CONFIRM)
			u->screen = screen_base(u);
		return;
	}
	enum command_kind c = command_parse(u->prompt, text, sizeof text);
	switch (c) {
	case COMMAND_EMPTY:
		break;
	case COMMAND_UNDO:
		session_undo(s);
		break;
	case COMMAND_REDO:
		session_redo(s);
		break;
	case COMMAND_RESET:
		session_reset(s);
		break;
	case COMMAND_END:
		if (s->game.phase == GAME_SETUP)
			session_accept_setup(s);
		else
			session_end_turn(s);
		break;
	case COMMAND_TAKEBACK:
		screen_open_confirm(u, CONFIRM_TAKEBACK, "take back the last move? both players agree (y/n)");
		break;
	case COMMAND_RESIGN:
		session_resign(s);
		break;
	case COMMAND_FLIP:
		s->flipped = !s->flipped;
		session_say(s, false, "board flipped");
		break;
	case COMMAND_HOTSEAT:
		s->hotseat = !s->hotseat;
		session_say(s, false, "hot-seat view %s", s->hotseat ? "on" : "off");
		break;
	case COMMAND_HELP:
		screen_open_help(u);
		break;
	case COMMAND_QUIT:
		screen_ask_quit(u);
		break;
	case COMMAND_NEW:
		if (session_in_progress(s))
			screen_open_confirm(u, CONFIRM_NEW, "abandon this game for a new one? (y/n)");
		else
			session_new_game(s);
		break;
	case COMMAND_SAVE:
		files_save(u, text);
		break;
	case COMMAND_REPLAY:
		screen_open_replay(u, true);
		break;
	case COMMAND_CLOCK: /* clocks */
		screen_prompt_clock(u, text);
		return;
	case COMMAND_PAUSE:
		screen_open_pause(u);
		return;
	case COMMAND_HANDOVER:
		u->clk.handover = !u->clk.handover;
		session_say(s, false, "hand-over screen between turns %s", u->clk.handover ? "on" : "off");
		break;
	case COMMAND_NOTATION:
	case COMMAND_NB:
		session_play_line(s, text);
		break;
	}
	if (u->screen != SCREEN_HELP && u->screen != SCREEN_CONFIRM)
		u->screen = screen_base(u);
}

void screen_prompt_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse)
		return;
	if (key_is(k, 27)) {
		u->screen = screen_base(u);
	} else if (key_is(k, '\r') || key_is(k, '\n') || key_code(k, KEY_ENTER)) {
		screen_prompt_run(u);
	} else if (key_code(k, KEY_BACKSPACE) || key_is(k, 127) || key_is(k, 8)) {
		if (u->prompt_len > 0)
			u->prompt[--u->prompt_len] = '\0';
		else
			u->screen = screen_base(u);
	} else if (key_is(k, 21)) {
		u->prompt_len = 0;
		u->prompt[0] = '\0';
	} else if (!k->code && k->ch >= ' ' && k->ch < 127 && u->prompt_len + 1 < sizeof u->prompt) {
		u->prompt[u->prompt_len++] = (char)k->ch;
		u->prompt[u->prompt_len] = '\0';
	}
}
