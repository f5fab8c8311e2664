/* startup.c (app): the start of a new game from the remembered answers
 * (see app/startup.h). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/clockui.h"
#include "app/screen.h"
#include "app/startup.h"
#include "notation/notation.h"
#include "store/paths.h"

void startup_load(struct ui *u)
{
	char *cause = NULL, *path = paths_config_file(false, &cause);
	prefs_init(&u->prefs);
	u->prefs_bad = path && prefs_load(path, &u->prefs, &cause) < 0;
	if (u->prefs_bad)
		session_say(&u->s, true, "config ignored: %.300s", cause);
	free(cause);
	free(path);
}

/* Writes u->prefs; a failure goes on the status line. */
static void startup_save(struct ui *u)
{
	/* a file refused is the player's to mend: never written over */
	if (u->prefs_bad)
		return;
	char *cause = NULL, *path = paths_config_file(true, &cause);
	if (!path || prefs_save(path, &u->prefs, &cause) != 0)
		session_say(&u->s, true, "the answers could not be remembered: %.300s", cause ? cause : "");
	free(cause);
	free(path);
}

/* The remembered name of colour c, else the colour's. */
static const char *startup_name(const struct ui *u, enum color c)
{
	const char *n = c == GOLD ? u->prefs.gold : u->prefs.silver;
	return n[0] ? n : notation_color_title(c);
}

/* Sets colour c's name as if typed at the question. */
static void startup_set_name(struct ui *u, enum color c, const char *name)
{
	snprintf(u->names[c], sizeof u->names[c], "%s", name);
	u->s.names[c] = u->names[c];
	playfiles_set_names(&u->pf, c == GOLD ? name : u->pf.info.gold, c == SILVER ? name : u->pf.info.silver);
}

/* The clock of the game now: its control, or "" for none. */
static const char *startup_clock_now(const struct ui *u)
{
	return u->clk.timed && u->pf.timecontrol ? u->pf.timecontrol : "";
}

/* The remembered clock, unless the command line chose one; stopped: until
 * the hand-over screen says the player is ready (as --time-control's). */
static void startup_set_clock(struct ui *u, bool stopped)
{
	char why[200];
	if ((u->opt && u->opt->time_control) || !u->prefs.has_clock)
		return;
	if (clockui_set(u, u->prefs.clock[0] ? u->prefs.clock : NULL, stopped, why, sizeof why) != 0)
		session_say(&u->s, true, "the remembered clock %.60s cannot be used: %s", u->prefs.clock, why);
}

void startup_offer_text(const struct ui *u, char *out, size_t size)
{
	const char *clock = u->opt && u->opt->time_control ? u->opt->time_control :
		u->prefs.has_clock ? u->prefs.clock : "";
	bool none = clock[0] == '\0' || strcmp(clock, "none") == 0;
	snprintf(out, size, "%s (Gold) against %s (Silver), %s%s%s: Enter plays, c changes",
		 startup_name(u, GOLD), startup_name(u, SILVER), none ? "no clock" : "clock ", none ? "" : clock,
		 u->s.hotseat ? ", hot-seat view" : "");
}

/* Says who plays whom and who sets up, keeping a warning in view. */
static void startup_say_players(struct ui *u)
{
	struct session *s = &u->s;
	char prev[sizeof s->status];
	snprintf(prev, sizeof prev, "%s", s->status_warn ? s->status : "");
	const char *clock = startup_clock_now(u);
	if (prev[0])
		session_say(s, true, "%s (Gold) against %s (Silver); %s", session_side_name(s, GOLD),
			    session_side_name(s, SILVER), prev);
	else
		session_say(s, false, "%s (Gold) against %s (Silver), %s%s; %s sets up: a accepts, ? for help",
			    session_side_name(s, GOLD), session_side_name(s, SILVER), clock[0] ? "clock " : "no clock",
			    clock, session_side_name(s, GOLD));
}

void startup_questions(struct ui *u)
{
	const struct ui_options *o = u->opt;
	bool names_given = o && (o->gold_name || o->silver_name);
	u->ask_clock = !(o && o->time_control);
	if (names_given) {
		/* the names from the command line: the clock as remembered, no question */
		u->ask_clock = false;
		startup_set_clock(u, true);
		return;
	}
	if (prefs_has_answers(&u->prefs) && u->prefs.questions == PREFS_OFF) {
		startup_offer(u, true);
		return;
	}
	if (prefs_has_answers(&u->prefs)) {
		char q[sizeof u->question];
		startup_offer_text(u, q, sizeof q);
		screen_open_confirm(u, CONFIRM_START, q);
		return;
	}
	screen_ask_name(u, GOLD);
}

/* Whether the start shows the main menu (app/menu.h): no game given or
 * resumed, and no option or config answer (names, clock, engines,
 * questions = off) that says a game is to start at once. */
static bool startup_menu_first(const struct ui *u)
{
	const struct ui_options *o = u->opt;
	return o && !o->file && !o->games && !o->gold_engine && !o->silver_engine && !o->gold_name &&
	       !o->silver_name && !o->time_control && !o->resume && u->prefs.questions != PREFS_OFF &&
	       u->mode == UI_MODE_GAME && u->s.game.nmoves == 0 && u->s.game.phase == GAME_SETUP;
}

/* A new game at start: the main menu when nothing says what to play (its
 * Play a friend asks the questions then), else the questions. */
static void startup_ask(struct ui *u)
{
	if (!startup_menu_first(u)) {
		startup_questions(u);
		return;
	}
	/* the status kept: a warning from the start stays in view */
	u->menu_home = true;
	u->menu_sel = 0;
	u->screen = screen_base(u);
}

void startup_begin(struct ui *u)
{
	const struct ui_options *o = u->opt;
	if (!o || o->file || o->games || o->gold_engine || o->silver_engine || u->mode != UI_MODE_GAME)
		return;
	/* the remembered view, unless the command line asked for the hot seat */
	if (!o->hotseat && u->prefs.hotseat != PREFS_UNSET)
		u->s.hotseat = u->prefs.hotseat == PREFS_ON;
	if (u->prefs.flip != PREFS_UNSET)
		u->s.flipped = u->prefs.flip == PREFS_ON;
	if (u->screen == SCREEN_CONFIRM && u->confirm == CONFIRM_RESUME) {
		u->ask_after_resume = true;
		return;
	}
	if (u->screen != SCREEN_SETUP || u->s.game.nmoves > 0)
		return;
	startup_ask(u);
}

void startup_resumed(struct ui *u, bool resumed)
{
	bool ask = u->ask_after_resume;
	u->ask_after_resume = false;
	if (!ask || resumed || u->mode != UI_MODE_GAME || u->s.game.nmoves > 0)
		return;
	u->screen = screen_base(u);
	startup_ask(u);
}

void startup_offer(struct ui *u, bool take)
{
	u->screen = screen_base(u);
	if (!take) {
		/* the questions, the remembered answers as their defaults (the
		 * clock's marked when its choice opens) */
		startup_set_name(u, GOLD, startup_name(u, GOLD));
		startup_set_name(u, SILVER, startup_name(u, SILVER));
		screen_ask_name(u, GOLD);
		return;
	}
	startup_set_name(u, GOLD, startup_name(u, GOLD));
	startup_set_name(u, SILVER, startup_name(u, SILVER));
	u->ask_clock = false;
	startup_set_clock(u, false);
	startup_say_players(u);
}

/* Whether a typed name differs from the remembered one (or the colour's). */
static bool startup_name_changed(const struct ui *u, enum color c)
{
	return strcmp(u->names[c][0] ? u->names[c] : notation_color_title(c), startup_name(u, c)) != 0;
}

void startup_names_done(struct ui *u)
{
	if (startup_name_changed(u, GOLD) || startup_name_changed(u, SILVER)) {
		snprintf(u->prefs.gold, sizeof u->prefs.gold, "%s", u->names[GOLD]);
		snprintf(u->prefs.silver, sizeof u->prefs.silver, "%s", u->names[SILVER]);
		startup_save(u);
	}
	if (u->ask_clock) {
		u->ask_clock = false;
		screen_open_clock(u);
		/* the remembered clock marked, when it is one of the presets */
		for (size_t i = 0; u->prefs.has_clock && i < clockctl_npresets; i++) {
			const char *c = clockctl_presets[i].control;
			if (strcmp(c ? c : "", u->prefs.clock) == 0)
				u->clock_sel = i;
		}
	}
}

void startup_clock_done(struct ui *u)
{
	const char *now = startup_clock_now(u);
	const char *was = u->prefs.has_clock ? u->prefs.clock : "";
	if (strcmp(now, was) == 0 || strlen(now) >= sizeof u->prefs.clock)
		return;
	snprintf(u->prefs.clock, sizeof u->prefs.clock, "%s", now);
	u->prefs.has_clock = true;
	startup_save(u);
}

void startup_view_done(struct ui *u)
{
	int hot = u->s.hotseat ? PREFS_ON : PREFS_OFF, flip = u->s.flipped ? PREFS_ON : PREFS_OFF;
	int was_hot = u->prefs.hotseat == PREFS_UNSET ? PREFS_OFF : u->prefs.hotseat;
	int was_flip = u->prefs.flip == PREFS_UNSET ? PREFS_OFF : u->prefs.flip;
	if (hot == was_hot && flip == was_flip)
		return;
	u->prefs.hotseat = hot;
	u->prefs.flip = flip;
	startup_save(u);
}
