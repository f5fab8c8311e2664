/* screen.c (app): which screen is shown and the moves between screens
 * (see app/screen.h). Draws nothing: the terminal view draws the screen
 * chosen here. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/clockui.h"
#include "app/files.h"
#include "app/screen.h"
#include "app/session.h"
#include "app/studyview.h"
#include "app/tutor.h"

void screen_init(struct ui *u)
{
	memset(u, 0, sizeof *u);
	u->press_sq = -1;
	u->prompt_name = -1;
	session_init(&u->s);
}

enum screen_id screen_base(const struct ui *u)
{
	if (u->mode == UI_MODE_REPLAY)
		return SCREEN_REPLAY;
	if (u->mode == UI_MODE_LIST)
		return SCREEN_LIST;
	if (u->mode == UI_MODE_TUTOR)
		return u->tutor && u->tutor->board ? SCREEN_TUTOR
			: u->tutor && u->tutor->kind == TUTOR_PUZZLES ? SCREEN_PUZZLES : SCREEN_LESSONS;
	if (u->mode == UI_MODE_EDITOR)
		return SCREEN_EDITOR;
	if (u->menu_home)
		return SCREEN_MENU; /* at start, until a game is chosen */
	switch (u->s.game.phase) {
	case GAME_SETUP: return SCREEN_SETUP;
	case GAME_PLAY: return SCREEN_PLAY;
	default: return SCREEN_OVER;
	}
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
	u->prompt_full = false;
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

void screen_ask_resign(struct ui *u)
{
	struct session *s = &u->s;
	if (s->game.phase != GAME_PLAY) {
		session_resign(s); /* says why not */
		return;
	}
	char q[sizeof u->question], who[64];
	session_player_label(s, s->game.pos.side, who, sizeof who);
	snprintf(q, sizeof q, "%s resigns and loses the game? (y/n)", who);
	screen_open_confirm(u, CONFIRM_RESIGN, q);
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

void screen_open_clock(struct ui *u)
{
	if (u->mode != UI_MODE_GAME || u->s.game.nmoves > 0) {
		session_say(&u->s, true, "the clock is chosen before the first move (:new starts a new game)");
		return;
	}
	u->clock_playon = false;
	clockui_pause(u, true);
	u->clock_sel = 0;
	for (size_t i = 0; i < clockctl_npresets; i++) {
		const char *c = clockctl_presets[i].control;
		const char *now = u->pf.timecontrol;
		if (u->clk.timed && c && now && strcmp(c, now) == 0)
			u->clock_sel = i;
	}
	u->screen = SCREEN_CLOCK;
}

void screen_open_pause(struct ui *u)
{
	clockui_pause(u, true);
	u->screen = SCREEN_PAUSE;
}

void screen_close_pause(struct ui *u)
{
	clockui_pause(u, false);
	u->screen = screen_base(u);
	session_say(&u->s, false, "%s %s%s", session_side_name(&u->s, u->s.game.pos.side),
		    u->s.game.phase == GAME_SETUP ? "sets up" : "to move", u->clk.timed ? ": the clock runs" : "");
}

void screen_come_back(struct ui *u, const char *said)
{
	u->screen = screen_base(u);
	if (u->mode == UI_MODE_GAME && u->clk.timed && u->s.game.phase != GAME_OVER) {
		screen_open_pause(u);
		return;
	}
	if (u->mode == UI_MODE_GAME)
		clockui_pause(u, false);
	/* at start, no game yet: the main menu is what comes back */
	session_say(&u->s, false, "%s", u->mode == UI_MODE_GAME && u->menu_home ? "back to the main menu" : said);
}

void screen_open_clock_playon(struct ui *u)
{
	clockui_pause(u, true);
	u->clock_playon = true;
	u->clock_sel = 0;
	u->screen = SCREEN_CLOCK;
}

size_t screen_clock_extra(const struct ui *u)
{
	return u->clock_playon && u->clk.timed && u->pf.timecontrol ? 1 : 0;
}

size_t screen_clock_lines(const struct ui *u)
{
	return screen_clock_extra(u) + clockctl_npresets;
}

/* Playing on: line i chosen, the game's own clock as it stands (stopped
 * until the hand-over) or a preset from this move, the earlier moves' times
 * (taken under the record's clock) left out. */
static void screen_clock_choose_playon(struct ui *u, size_t i)
{
	char why[200];
	size_t extra = screen_clock_extra(u);
	const char *side = session_side_name(&u->s, u->s.game.pos.side);
	u->screen = screen_base(u);
	u->clock_playon = false;
	if (i < extra) {
		session_say(&u->s, false, "the game's clock %.40s, as it stood: hand over to %s", u->pf.timecontrol,
			    side);
		return;
	}
	const struct clockctl_preset *p = &clockctl_presets[i - extra];
	for (size_t m = 0; m < u->s.game.nmoves; m++)
		u->s.game.moves[m].used = -1;
	if (clockui_set(u, p->control, true, why, sizeof why) != 0) {
		session_say(&u->s, true, "clock refused: %s", why);
		return;
	}
	files_autosave(u);
	if (p->control)
		session_say(&u->s, false, "clock: %s %s from this move: hand over to %s", p->name, p->control, side);
	else
		session_say(&u->s, false, "no clock; %s to move", side);
}

void screen_clock_choose(struct ui *u, size_t i)
{
	char why[200];
	if (u->clock_playon) {
		screen_clock_choose_playon(u, i);
		return;
	}
	const struct clockctl_preset *p = &clockctl_presets[i];
	u->screen = screen_base(u);
	/* A warning from the start (a presets file refused...) stays in view. */
	char prev[sizeof u->s.status];
	snprintf(prev, sizeof prev, "%s", u->s.status_warn ? u->s.status : "");
	if (clockui_set(u, p->control, false, why, sizeof why) != 0) {
		session_say(&u->s, true, "clock refused: %s", why);
		clockui_pause(u, false);
		return;
	}
	if (prev[0] != '\0')
		session_say(&u->s, true, "%s%s%s; %s", p->name, p->control ? " " : "", p->control ? p->control : "", prev);
	else if (p->control)
		session_say(&u->s, false, "clock: %s %s; %s sets up, the clock runs", p->name, p->control,
			    session_side_name(&u->s, u->s.game.pos.side));
	else
		session_say(&u->s, false, "no clock; %s sets up", session_side_name(&u->s, u->s.game.pos.side));
}

void screen_clock_close(struct ui *u)
{
	clockui_pause(u, false);
	u->screen = screen_base(u);
	session_say(&u->s, false, "the clock stays as it was");
}

void screen_clock_keep(struct ui *u)
{
	if (!u->clock_playon) {
		screen_clock_close(u);
		return;
	}
	/* playing on: the clock as it is, the game's (stopped until the
	 * hand-over), or none */
	if (screen_clock_extra(u)) {
		screen_clock_choose_playon(u, 0);
		return;
	}
	u->clock_playon = false;
	u->screen = screen_base(u);
	session_say(&u->s, false, "no clock; %s to move", session_side_name(&u->s, u->s.game.pos.side));
}

bool screen_open_replay(struct ui *u, bool at_end)
{
	struct study *st = &u->study;
	studyview_follow(u);
	gametree_id id = !at_end ? GAMETREE_ROOT
		: st->game_end != GAMETREE_NONE ? st->game_end : gametree_main_end(&st->tree);
	/* the line through it from the start, whatever was shown before */
	st->cur = id;
	study_build_path(st);
	if (!studyview_show(u, id)) {
		session_say(&u->s, true, "cannot open the replay viewer: the game's moves do not follow each other");
		return false;
	}
	if (at_end)
		viewer_end(&u->rp);
	studyview_sync(u);
	if (!at_end && !u->s.status_warn)
		/* At the start, the result is not given away (the status said it
		 * when the game was loaded); a warning about the record stays. */
		session_say(&u->s, false, "start of the game: l steps forward, j a whole move, G to the end");
	u->mode = UI_MODE_REPLAY;
	u->screen = SCREEN_REPLAY;
	return true;
}

void screen_close_replay(struct ui *u)
{
	autoplay_stop(&u->autoplay);
	/* back to the game: it is played on, its line the main line */
	u->study_only = false;
	if (u->rp.points)
		viewer_free(&u->rp);
	memset(&u->rp, 0, sizeof u->rp);
	u->mode = UI_MODE_GAME;
	u->screen = screen_base(u);
}

bool screen_tick(struct ui *u)
{
	switch (clockui_tick(u)) {
	case CLOCKCTL_CHOOSE:
		screen_open_clock(u);
		return true;
	case CLOCKCTL_ENDED:
		screen_game_ended(u);
		return true;
	case CLOCKCTL_HANDOVER:
		u->screen = SCREEN_HANDOVER;
		return true;
	case CLOCKCTL_NONE:
		break;
	}
	return false;
}
