/* screen.c: the table of screens, in one place, and the moves between
 * them: opening the prompt, help or a confirmation, and the keys every
 * board screen shares. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "ui/action.h"
#include "ui/curses_inc.h"
#include "ui/files.h"
#include "ui/screen.h"

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
};

enum screen_id screen_base(const struct ui *u)
{
	if (u->mode == UI_MODE_REPLAY)
		return SCREEN_REPLAY;
	if (u->mode == UI_MODE_LIST)
		return SCREEN_LIST;
	switch (u->s.game.phase) {
	case GAME_SETUP: return SCREEN_SETUP;
	case GAME_PLAY: return SCREEN_PLAY;
	default: return SCREEN_OVER;
	}
}

void screen_draw_base(struct ui *u)
{
	screen_table[screen_base(u)].draw(u);
}

void screen_ask_name(struct ui *u, enum color c)
{
	screen_open_prompt(u);
	u->prompt_name = (int)c;
	snprintf(u->prompt, sizeof u->prompt, "%s", session_side_name(&u->s, c));
	u->prompt_len = strlen(u->prompt);
}

void screen_open_prompt(struct ui *u)
{
	u->prompt_name = -1;
	u->prompt_len = 0;
	u->prompt_at = (size_t)-1; /* at the end of whatever the caller puts in */
	u->prompt[0] = '\0';
	u->history_at = u->nhistory;
	u->screen = SCREEN_PROMPT;
}

void screen_open_confirm(struct ui *u, enum confirm_action action, const char *question)
{
	u->confirm = action;
	snprintf(u->question, sizeof u->question, "%s", question);
	u->screen = SCREEN_CONFIRM;
}

void screen_follow(struct ui *u, enum files_next next)
{
	switch (next) {
	case FILES_NEXT_GAME:
		if (u->mode == UI_MODE_REPLAY)
			screen_close_replay(u);
		u->mode = UI_MODE_GAME;
		u->screen = screen_base(u);
		break;
	case FILES_NEXT_REPLAY:
		screen_open_replay(u, false);
		break;
	case FILES_NEXT_LIST:
		u->mode = UI_MODE_LIST;
		u->screen = SCREEN_LIST;
		break;
	case FILES_NEXT_ASK_RESUME:
		screen_open_confirm(u, CONFIRM_RESUME, u->resume_question);
		break;
	case FILES_NEXT_STAY:
	case FILES_NEXT_FAIL:
		break;
	}
}

void screen_game_ended(struct ui *u)
{
	files_autosave(u);
	if (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY || u->screen == SCREEN_PROMPT ||
	    u->screen == SCREEN_CONFIRM)
		u->screen = screen_base(u);
}

void screen_ask_quit(struct ui *u)
{
	char q[sizeof u->question];
	if (files_leaving_loses(u, "quits", q, sizeof q))
		screen_open_confirm(u, CONFIRM_QUIT, q);
	else if (session_in_progress(&u->s))
		screen_open_confirm(u, CONFIRM_QUIT, "quit the game in progress? (y/n)");
	else
		u->quit = true;
}

void screen_open_help(struct ui *u)
{
	u->help_top = 0;
	u->screen = SCREEN_HELP;
}

void screen_open_messages(struct ui *u)
{
	u->help_top = 0;
	u->screen = SCREEN_MESSAGES;
}

bool screen_common_key(struct ui *u, const struct ui_key *k)
{
	if (key_is(k, 'f')) {
		u->s.flipped = !u->s.flipped;
		session_say(&u->s, false, "board flipped");
		return true;
	}
	return action_key(u, ACTION_VIEW, k);
}
