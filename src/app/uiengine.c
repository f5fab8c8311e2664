/* uiengine.c: engines in the interactive game. Each side may have an AEI
 * engine (aeiplayer); when it is to move it is brought up to the game and
 * asked; its move, checked by the controller, is shown one step at a time
 * on the turn in progress, then played through the session like a move
 * typed at the prompt (so the move list, saves and autosave take it). A
 * separate engine (the built-in one) answers the analysis key. */
#include "config.h"
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiplayer.h"
#include "engine/engine.h"
#include "notation/notation.h"
#include "app/clockui.h"
#include "app/screen.h"
#include "app/uiengine.h"
#include "util/now.h"
#include "util/xmalloc.h"

/* The module's state: one interactive game per process. */
static struct uiengine uiengine_state;

/* A copy of s, or NULL. */
static char *uiengine_dup(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* Starts side c's engine, waiting for its handshake (before the screens
 * start) or not (the handshake then goes on in uiengine_tick); on failure
 * why says why. Returns 0 or -1. */
static int uiengine_run(struct uiengine *e, enum color c, bool wait, char *why, size_t whysize)
{
	struct uiengine_side *sd = &e->side[c];
	const char *cmd = aeictl_command(sd->cmd, e->self);
	if ((wait ? aeiplayer_start(&sd->p, cmd, why, whysize) : aeiplayer_begin(&sd->p, cmd, now_ms(), why, whysize)) != 0)
		return -1;
	sd->running = true;
	sd->failed = false;
	if (e->depth)
		aeiplayer_option(&sd->p, "depth", e->depth);
	int threads = strcmp(cmd, e->self) == 0 ? e->threads : e->threads_other;
	if (threads > 0)
		aeiplayer_option_number(&sd->p, "threads", threads);
	return 0;
}

/* Whether side c's engine is the built-in one (C, or the command "builtin"). */
static bool uiengine_builtin(enum color c)
{
	const struct uiengine *e = &uiengine_state;
	const char *cmd = e->side[c].cmd;
	return cmd && (strcmp(cmd, "builtin") == 0 || (e->self && strcmp(cmd, e->self) == 0));
}

/* Side c's name in the game and its headers: the engine's "id name" (the
 * built-in one: UIENGINE_BUILTIN_NAME) when it plays the side (on) and the
 * side has no name of its own, back to none when it stops playing it
 * (off). The sides the built-in engine plays go into the headers, so that
 * the game resumed brings it back. */
static void uiengine_name(struct ui *u, enum color c, bool on)
{
	bool builtin = uiengine_builtin(c);
	unsigned bit = 1u << c;
	playfiles_set_computer(&u->pf, on && builtin ? u->pf.computer | bit : u->pf.computer & ~bit);
	const char *id = builtin ? UIENGINE_BUILTIN_NAME : uiengine_state.side[c].p.ctl.name;
	const char *now = u->s.names[c];
	bool unnamed = !now || strcmp(now, notation_color_name(c)) == 0 ||
		       strcmp(now, notation_color_title(c)) == 0;
	const char *name = NULL;
	if (on && unnamed && id[0] != '\0') {
		snprintf(u->names[c], sizeof u->names[c], "%s", id);
		name = u->names[c];
	} else if (!on && now == u->names[c] && strcmp(now, id) == 0) {
		name = NULL;
	} else {
		return;
	}
	u->s.names[c] = name;
	playfiles_set_names(&u->pf, c == GOLD ? name : u->pf.info.gold, c == SILVER ? name : u->pf.info.silver);
}

int uiengine_start(struct ui *u, const struct ui_options *opt)
{
	struct uiengine *e = &uiengine_state;
	char why[256];
	memset(e, 0, sizeof *e);
	e->self = opt->builtin_command ? xstrdup(opt->builtin_command) : aeictl_self_command(opt->self);
	e->depth = opt->engine_depth;
	e->threads = uiengine_threads(opt, true);
	e->threads_other = uiengine_threads(opt, false);
	e->time_s = opt->engine_time;
	e->ponder = opt->engine_ponder;
	e->delay_ms = opt->engine_delay >= 0 && opt->engine_delay_set ? opt->engine_delay : UIENGINE_DELAY_MS;
	const char *cmds[COLOR_NB] = { opt->gold_engine, opt->silver_engine };
	for (int c = 0; c < COLOR_NB; c++) {
		if (!cmds[c])
			continue;
		e->side[c].cmd = uiengine_dup(cmds[c]);
		if (uiengine_run(e, (enum color)c, true, why, sizeof why) != 0) {
			fprintf(stderr, "arimaa: the %s engine: %s\n", notation_color_name((enum color)c), why);
			uiengine_free(u);
			return -1;
		}
		uiengine_name(u, (enum color)c, true);
	}
	return 0;
}

void uiengine_free(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	(void)u;
	for (int c = 0; c < COLOR_NB; c++) {
		if (e->side[c].running)
			aeiplayer_stop(&e->side[c].p);
		free(e->side[c].cmd);
		e->side[c].cmd = NULL;
		e->side[c].running = false;
	}
	if (e->an_running)
		aeiplayer_stop(&e->an);
	if (e->an_game_set)
		game_free(&e->an_game);
	free(e->self);
	memset(e, 0, sizeof *e);
}

bool uiengine_plays(enum color c)
{
	const struct uiengine_side *sd = &uiengine_state.side[c];
	return sd->running && !sd->failed;
}

/* The engine that is to move in the game shown, or NULL. */
static struct uiengine_side *uiengine_to_move(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	const struct game *g = &u->s.game;
	/* not while the clock of a new game is chosen or the game is paused */
	if (u->mode != UI_MODE_GAME || g->phase == GAME_OVER || u->screen == SCREEN_CLOCK ||
	    u->screen == SCREEN_PAUSE)
		return NULL;
	struct uiengine_side *sd = &e->side[g->pos.side];
	return sd->running && !sd->failed ? sd : NULL;
}

int uiengine_wait(struct ui *u, int ms)
{
	struct uiengine *e = &uiengine_state;
	struct uiengine_side *sd = uiengine_to_move(u);
	bool opening = false;
	for (int c = 0; c < COLOR_NB; c++)
		opening |= e->side[c].running && !e->side[c].failed && e->side[c].p.opening;
	if (!e->showing && !e->an_busy && !sd && !opening)
		return ms;
	if (sd && !sd->p.thinking && !sd->p.opening && !e->showing)
		return 0; /* a move to ask for at once */
	if (ms > 100)
		ms = 100; /* lines already read wait in the reader, not on the descriptor */
	if (e->showing) {
		long left = e->next_at - now_ms();
		ms = left < 0 ? 0 : left < ms ? (int)left : ms;
	}
	/* the keyboard, and every engine: what it says, and its input while
	 * something waits to be sent to it */
	struct pollfd p[1 + (COLOR_NB + 1) * AEICTL_POLLFDS];
	int n = 0;
	p[n].fd = STDIN_FILENO;
	p[n].revents = 0;
	p[n++].events = POLLIN;
	if (e->an_running && e->an_busy)
		n += aeiplayer_pollfds(&e->an, p + n);
	for (int c = 0; c < COLOR_NB; c++)
		if (e->side[c].running && !e->side[c].failed)
			n += aeiplayer_pollfds(&e->side[c].p, p + n);
	poll(p, (nfds_t)n, ms);
	return 0;
}

int uiengine_copy_game(const struct game *g, struct game *out)
{
	const struct position *start = &g->start;
	int number = g->nmoves ? g->moves[0].number : g->number;
	if (position_occupied(start) == 0)
		game_init(out);
	else if (game_init_position(out, start, number) != 0)
		xmalloc_fail();
	out->old_rules = g->old_rules;
	for (size_t i = 0; i < g->nmoves; i++) {
		const struct game_move *m = &g->moves[i];
		bool ok;
		if (m->type == MOVE_SETUP) {
			ok = game_setup(out, m->placements, m->nplacements) == SETUP_OK;
		} else if (m->type == MOVE_TURN) {
			struct step st[TURN_MAX_STEPS];
			for (int k = 0; k < m->nsteps; k++)
				st[k] = m->steps[k].step;
			ok = game_play_steps(out, st, m->nsteps, NULL, NULL, NULL) == GAME_PLAYED;
		} else {
			ok = game_resign(out) == GAME_PLAYED;
		}
		if (!ok) {
			game_free(out);
			return -1;
		}
	}
	return 0;
}

/* Reads the steps of a move in notation (capture tokens skipped). */
static int uiengine_steps(const char *text, struct step *out)
{
	int n = 0;
	const char *s = text;
	while (*s) {
		while (*s == ' ')
			s++;
		size_t len = strcspn(s, " ");
		struct step st;
		if (len == 4 && notation_step_read(s, len, &st) == 0 && st.to != SQUARE_NONE) {
			if (n == TURN_MAX_STEPS)
				return -1;
			out[n++] = st;
		}
		s += len;
	}
	return n;
}

/* Side c's engine failed: it loses (illegal move, time) or is reported; the
 * side is played by hand from now on. */
static void uiengine_failed(struct ui *u, struct uiengine_side *sd, enum color c)
{
	struct uiengine *e = &uiengine_state;
	const char *who = notation_color_title(c);
	const char *verdict = sd->p.fault == AEIPLAYER_ILLEGAL ? "loses: illegal move" :
			      sd->p.fault == AEIPLAYER_TIMEOUT ? "loses on time" : "failed";
	sd->failed = true;
	snprintf(e->title, sizeof e->title, "%s's engine %s", who, verdict);
	snprintf(e->reason, sizeof e->reason, "%s", sd->p.reason);
	e->nreport = 0;
	for (int i = 0; i < sd->p.ctl.nlog && e->nreport < AEICTL_LOG_LINES; i++)
		snprintf(e->report[e->nreport++], sizeof e->report[0], "  %s", sd->p.ctl.log[i]);
	e->reporting = true;
	aeiplayer_stop(&sd->p);
	struct game *g = &u->s.game;
	bool lost = g->phase != GAME_OVER && g->pos.side == c &&
		    (sd->p.fault == AEIPLAYER_ILLEGAL ? game_lose_by_illegal_move(g) == 0 :
		     sd->p.fault == AEIPLAYER_TIMEOUT ? game_lose_on_time(g) == 0 : false);
	if (!lost) {
		session_say(&u->s, true, "%s's engine %s; the game so far is kept, %s is played by hand now",
			    who, verdict, who);
		return;
	}
	/* The game ends here, as a clock's flag ends it (t takes it back). */
	char v[160];
	session_verdict(&u->s, v, sizeof v);
	session_say(&u->s, true, "%s; the game so far is kept", v);
	screen_game_ended(u);
}

/* Reads the placements of a setup into e->placements when every one is a
 * piece of the side setting up on its home ranks (else none: the setup is
 * then played whole, and refused there if it must be). */
static void uiengine_placements(struct uiengine *e, const struct session *s, const char *text)
{
	e->nplacements = 0;
	e->placed = 0;
	while (*text) {
		while (*text == ' ')
			text++;
		size_t len = strcspn(text, " ");
		if (len == 0)
			break;
		struct placement pl;
		if (e->nplacements == SETUP_PIECES || notation_placement_read(text, len, &pl) != 0 ||
		    piece_color(pl.piece) != s->edit.side || !setupedit_home(s->edit.side, pl.square)) {
			e->nplacements = 0;
			return;
		}
		e->placements[e->nplacements++] = pl;
		text += len;
	}
}

/* Shows the next step of the engine's move (or the next piece of its
 * setup), or plays the whole move. */
static void uiengine_show_step(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	struct session *s = &u->s;
	if (e->placed < e->nplacements && s->game.phase == GAME_SETUP) {
		const struct placement *pl = &e->placements[e->placed++];
		s->edit.board[pl->square] = pl->piece;
		e->next_at = now_ms() + e->delay_ms / 4;
		return;
	}
	if (e->shown < e->nsteps && s->game.phase == GAME_PLAY &&
	    turn_step(&s->turn, e->steps[e->shown]) == STEP_OK) {
		e->shown++;
		e->next_at = now_ms() + e->delay_ms;
		return;
	}
	e->showing = false;
	session_play_line(s, e->move);
}

/* Side sd has answered: shows its move from the start of the turn. */
static void uiengine_begin_show(struct ui *u, const char *move)
{
	struct uiengine *e = &uiengine_state;
	snprintf(e->move, sizeof e->move, "%s", move);
	e->showing = true;
	e->show_moves = u->s.game.nmoves;
	e->show_hash = u->s.game.pos.hash;
	e->shown = 0;
	e->nsteps = u->s.game.phase == GAME_PLAY ? uiengine_steps(move, e->steps) : 0;
	if (e->nsteps < 0)
		e->nsteps = 0;
	e->nplacements = 0;
	if (u->s.game.phase == GAME_SETUP) {
		/* the home ranks emptied, then filled in the engine's order */
		uiengine_placements(e, &u->s, move);
		for (int sq = 0; e->nplacements > 0 && sq < SQUARE_NB; sq++)
			if (setupedit_home(u->s.edit.side, sq))
				u->s.edit.board[sq] = PIECE_NONE;
	} else {
		session_reset(&u->s);
	}
	e->next_at = now_ms() + e->delay_ms;
}

/* Moves the analysis on. */
/* Asks the analysis engine, its handshake done, for the position of an_game. */
static void uiengine_analysis_go(struct uiengine *e)
{
	e->an_go_pending = false;
	if (aeiplayer_go(&e->an, &e->an_game, UIENGINE_ANALYSIS_MS, true, NULL) != 0) {
		snprintf(e->an_line, sizeof e->an_line, "analysis failed: %.150s", e->an.reason);
		aeiplayer_stop(&e->an);
		e->an_running = false;
		e->an_busy = false;
		return;
	}
	snprintf(e->an_line, sizeof e->an_line, "analysing for %d s...", UIENGINE_ANALYSIS_MS / 1000);
}

static bool uiengine_tick_analysis(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	char move[AEILINE_MAX + 1];
	unsigned long seen = e->an.info.count;
	bool opening = e->an.opening;
	enum aeiplayer_poll r = aeiplayer_poll(&e->an, &e->an_game, 0, move, sizeof move);
	if (opening && r == AEIPLAYER_WAIT) {
		if (e->an.opening)
			return false;
		/* the handshake is done: the question the player asked */
		if (e->an_go_pending)
			uiengine_analysis_go(e);
		return true;
	}
	if (r == AEIPLAYER_MOVE) {
		e->an_busy = false;
		snprintf(e->an_line, sizeof e->an_line, "analysis: best %.100s  score %.15s  depth %.15s", move,
			 e->an.info.score[0] ? e->an.info.score : "?", e->an.info.depth[0] ? e->an.info.depth : "?");
		session_say(&u->s, false, "%s", e->an_line);
		return true;
	}
	if (r == AEIPLAYER_FAILED) {
		e->an_busy = false;
		snprintf(e->an_line, sizeof e->an_line, "analysis failed: %.150s", e->an.reason);
		aeiplayer_stop(&e->an);
		e->an_running = false;
		return true;
	}
	return e->an.info.count != seen;
}

/* With --engine-ponder, an engine whose opponent is to move thinks on
 * its time (go ponder), and what it says meanwhile is read. */
static bool uiengine_tick_ponder(struct ui *u, const struct uiengine_side *to_move)
{
	struct uiengine *e = &uiengine_state;
	struct game *g = &u->s.game;
	char move[AEILINE_MAX + 1];
	for (int c = 0; c < COLOR_NB; c++) {
		struct uiengine_side *o = &e->side[c];
		if (!o->running || o->failed || o == to_move || o->p.opening)
			continue;
		if (!o->p.pondering && !o->p.thinking && u->mode == UI_MODE_GAME && g->phase == GAME_PLAY &&
		    g->pos.side != (enum color)c && aeiplayer_ponder(&o->p, g) != 0) {
			uiengine_failed(u, o, (enum color)c);
			return true;
		}
		if (o->p.pondering && aeiplayer_poll(&o->p, g, 0, move, sizeof move) == AEIPLAYER_FAILED) {
			uiengine_failed(u, o, (enum color)c);
			return true;
		}
	}
	return false;
}

bool uiengine_tick(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	struct session *s = &u->s;
	bool changed = false;
	if ((e->an_busy || e->an_line[0]) &&
	    (u->mode != e->an_mode || s->game.nmoves != e->an_moves || s->game.pos.hash != e->an_hash ||
	     (u->mode == UI_MODE_REPLAY && u->rp.cur != e->an_point))) {
		/* the position analysed is no longer shown: the analysis goes */
		if (e->an_busy)
			aeiplayer_cancel(&e->an);
		e->an_busy = false;
		e->an_go_pending = false;
		e->an_line[0] = '\0';
		changed = true;
	}
	/* what waits to be sent goes as far as each engine reads */
	for (int c = 0; c < COLOR_NB; c++)
		if (e->side[c].running && !e->side[c].failed)
			aeiplayer_pump(&e->side[c].p);
	if (e->an_running)
		aeiplayer_pump(&e->an);
	if (e->an_busy)
		changed |= uiengine_tick_analysis(u);
	if (e->showing && (s->game.nmoves != e->show_moves || s->game.pos.hash != e->show_hash)) {
		/* the game changed under the move shown (a take-back): drop it */
		e->showing = false;
		if (s->game.phase == GAME_SETUP && e->placed < e->nplacements)
			setupedit_init(&s->edit, s->game.pos.side, s->presets); /* a setup half placed */
		else
			session_reset(s);
		e->nplacements = 0;
		changed = true;
	}
	if (e->showing) {
		if (u->mode != UI_MODE_GAME) {
			e->showing = false;
			session_play_line(s, e->move);
			return true;
		}
		if (now_ms() >= e->next_at) {
			uiengine_show_step(u);
			changed = true;
		}
		return changed;
	}
	/* an engine started from the screens (C) goes on with its handshake */
	for (int c = 0; c < COLOR_NB; c++) {
		struct uiengine_side *o = &e->side[c];
		if (!o->running || o->failed || !o->p.opening)
			continue;
		char ignored[8];
		if (aeiplayer_poll(&o->p, &s->game, 0, ignored, sizeof ignored) == AEIPLAYER_FAILED) {
			uiengine_failed(u, o, (enum color)c);
			return true;
		}
		if (!o->p.opening) {
			uiengine_name(u, (enum color)c, true);
			changed = true;
		}
	}
	struct uiengine_side *sd = uiengine_to_move(u);
	if (sd && sd->p.opening)
		return changed;
	if (sd && u->screen == SCREEN_HANDOVER) {
		/* no hand-over to an engine: its clock starts at once */
		clockui_pause(u, false);
		u->screen = screen_base(u);
		changed = true;
	}
	for (int c = 0; c < COLOR_NB; c++) {
		/* a search for a game that changed since (take-back, new game) is dropped */
		struct uiengine_side *o = &e->side[c];
		if (o->running && o->p.thinking && (o != sd || o->asked_moves != s->game.nmoves ||
						    o->asked_hash != s->game.pos.hash))
			aeiplayer_cancel(&o->p);
		if (o->running && aeiplayer_ponders_elsewhere(&o->p, &s->game))
			aeiplayer_cancel(&o->p);
	}
	if (e->ponder)
		changed |= uiengine_tick_ponder(u, sd);
	if (!sd)
		return changed;
	enum color side = s->game.pos.side;
	if (!sd->p.thinking) {
		long limit = UIENGINE_FREE_MS;
		struct aeiplayer_clock clk, *timed = NULL;
		if (e->time_s > 0) {
			aeiplayer_fixed_clock(e->time_s, &clk, &limit);
			timed = &clk;
		} else if (u->clk.timed) {
			/* the game's clock (issue 10): its control, both reserves,
			 * and the time the move has already run */
			const struct clock *ck = &u->clk.clock;
			long used = (long)(clock_turn_ms(ck, now_ms()) / 1000);
			clk.tc = u->clk.tc;
			clk.greserve = ck->reserve[GOLD];
			clk.sreserve = ck->reserve[SILVER];
			clk.lastmoveused = ck->last_used >= 0 ? ck->last_used : -1;
			clk.moveused = used;
			timed = &clk;
			limit = (clock_allowed(&u->clk.tc, ck->reserve[side], s->game.phase == GAME_SETUP) - used) * 1000;
			if (limit < 1000)
				limit = 1000;
		}
		sd->asked_moves = s->game.nmoves;
		sd->asked_hash = s->game.pos.hash;
		sd->asked_at = now_ms();
		if (aeiplayer_go(&sd->p, &s->game, limit, false, timed) != 0) {
			uiengine_failed(u, sd, side);
			return true;
		}
		session_say(s, false, "%s's engine%s is thinking...", notation_color_title(side),
			    uiengine_builtin(side) ? " (the built-in engine)" : "");
		return true;
	}
	char move[AEILINE_MAX + 1];
	unsigned long seen = sd->p.info.count;
	switch (aeiplayer_poll(&sd->p, &s->game, 0, move, sizeof move)) {
	case AEIPLAYER_MOVE:
		uiengine_begin_show(u, move);
		return true;
	case AEIPLAYER_FAILED:
		uiengine_failed(u, sd, side);
		return true;
	case AEIPLAYER_WAIT:
		break;
	}
	return changed || sd->p.info.count != seen;
}

void uiengine_computer(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	char why[256];
	enum color next;
	if (!e->side[SILVER].cmd && !e->side[GOLD].cmd)
		next = SILVER;
	else if (e->side[SILVER].cmd && !e->side[GOLD].cmd && e->side[SILVER].running)
		next = GOLD;
	else
		next = COLOR_NB;
	for (int c = 0; c < COLOR_NB; c++) {
		struct uiengine_side *sd = &e->side[c];
		if (sd->running) {
			uiengine_name(u, (enum color)c, false);
			aeiplayer_stop(&sd->p);
		}
		free(sd->cmd);
		sd->cmd = NULL;
		sd->running = false;
		sd->failed = false;
	}
	if (e->showing)
		session_reset(&u->s);
	e->showing = false;
	if (next == COLOR_NB) {
		session_say(&u->s, false, "no computer player: both sides are played by hand");
		return;
	}
	e->side[next].cmd = uiengine_dup(e->self);
	/* without waiting for its handshake, which uiengine_tick reads (it
	 * names the side when done) */
	if (uiengine_run(e, next, false, why, sizeof why) != 0) {
		session_say(&u->s, true, "the computer player could not start: %s", why);
		free(e->side[next].cmd);
		e->side[next].cmd = NULL;
		return;
	}
	session_say(&u->s, false, "the computer plays %s, you play %s (C again: %s)",
		    notation_color_name(next), notation_color_name(color_other(next)),
		    next == SILVER ? "the computer plays Gold" : "no computer");
}

void uiengine_analyse(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	char why[256];
	struct turn t;
	bool partial;
	if (e->an_game_set) {
		if (e->an_busy)
			aeiplayer_cancel(&e->an);
		e->an_busy = false;
		e->an_go_pending = false;
		game_free(&e->an_game);
		e->an_game_set = false;
	}
	e->an_mode = u->mode;
	e->an_moves = u->s.game.nmoves;
	e->an_hash = u->s.game.pos.hash;
	e->an_point = u->mode == UI_MODE_REPLAY ? u->rp.cur : 0;
	if (u->mode == UI_MODE_LIST) {
		snprintf(e->an_line, sizeof e->an_line, "analysis: open a game first");
		return;
	}
	if (u->mode == UI_MODE_REPLAY) {
		if (viewer_play_on(&u->rp, &e->an_game, &t, &partial) != 0) {
			snprintf(e->an_line, sizeof e->an_line, "analysis: this point of the game cannot be played on");
			return;
		}
	} else if (uiengine_copy_game(&u->s.game, &e->an_game) != 0) {
		snprintf(e->an_line, sizeof e->an_line, "analysis: the game could not be copied");
		return;
	}
	e->an_game_set = true;
	if (e->an_game.phase == GAME_OVER) {
		snprintf(e->an_line, sizeof e->an_line, "analysis: the game is over here");
		return;
	}
	if (!e->an_running) {
		/* without waiting: the handshake goes on in uiengine_tick */
		if (aeiplayer_begin(&e->an, e->self, now_ms(), why, sizeof why) != 0) {
			snprintf(e->an_line, sizeof e->an_line, "analysis: the engine could not start: %.150s", why);
			return;
		}
		e->an_running = true;
		aeiplayer_option_number(&e->an, "threads", e->threads);
	}
	e->an_busy = true;
	if (e->an.opening) {
		e->an_go_pending = true;
		snprintf(e->an_line, sizeof e->an_line, "analysis: starting the engine...");
		return;
	}
	uiengine_analysis_go(e);
}

bool uiengine_key_seen(void)
{
	struct uiengine *e = &uiengine_state;
	if (e->reporting) {
		e->reporting = false;
		return true;
	}
	if (!e->an_busy)
		e->an_line[0] = '\0';
	return false;
}

bool uiengine_holds_board(struct ui *u)
{
	return (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY) &&
	       (uiengine_to_move(u) || uiengine_state.showing);
}

void uiengine_refuse(struct ui *u)
{
	session_say(&u->s, true, "the engine is to move: wait, or C to play without it");
}

const struct uiengine *uiengine_get(void)
{
	return &uiengine_state;
}

int uiengine_threads(const struct ui_options *opt, bool builtin)
{
	if (opt && opt->engine_threads > 0)
		return opt->engine_threads;
	return builtin ? engine_processors() : 0;
}

const struct uiengine_side *uiengine_thinking(struct ui *u)
{
	const struct uiengine_side *sd = uiengine_to_move(u);
	return sd && sd->p.thinking ? sd : NULL;
}

long long uiengine_thinking_ms(struct ui *u, long long now)
{
	const struct uiengine_side *sd = uiengine_thinking(u);
	if (!sd)
		return -1;
	return now > sd->asked_at ? now - sd->asked_at : 0;
}

void uiengine_resume(struct ui *u)
{
	struct uiengine *e = &uiengine_state;
	char why[256];
	if (u->mode != UI_MODE_GAME || u->s.game.phase == GAME_OVER || e->side[GOLD].cmd || e->side[SILVER].cmd)
		return;
	unsigned sides = u->pf.computer;
	for (int c = 0; c < COLOR_NB; c++) {
		if (!(sides & (1u << c)))
			continue;
		e->side[c].cmd = uiengine_dup(e->self);
		if (uiengine_run(e, (enum color)c, false, why, sizeof why) != 0) {
			session_say(&u->s, true, "the built-in engine could not start again: %s", why);
			free(e->side[c].cmd);
			e->side[c].cmd = NULL;
			playfiles_set_computer(&u->pf, 0);
			return;
		}
		uiengine_name(u, (enum color)c, true);
		char said[sizeof u->s.status];
		snprintf(said, sizeof said, "%s", u->s.status);
		session_say(&u->s, u->s.status_warn, "%s%sthe built-in engine plays %s again (C: no computer)", said,
			    said[0] ? "; " : "", notation_color_name((enum color)c));
	}
}

bool uiengine_against(void)
{
	return uiengine_plays(GOLD) || uiengine_plays(SILVER);
}

void uiengine_takeback_question(struct ui *u, char *q, size_t size)
{
	const struct session *s = &u->s;
	char line[128];
	if (s->game.nmoves == 0) {
		snprintf(q, size, "take back? (y/n)");
		return;
	}
	const struct game_move *last = &s->game.moves[s->game.nmoves - 1];
	session_move_text(s, s->game.nmoves - 1, line, sizeof line);
	bool setup = last->type == MOVE_SETUP;
	if (!uiengine_against()) {
		/* two people at one keyboard: both agree */
		if (s->game.phase == GAME_OVER)
			snprintf(q, size, "take back the last move? both players agree (y/n)");
		else if (setup)
			snprintf(q, size, "take back %s's setup? both players agree (y/n)",
				 session_side_name(s, last->side));
		else
			snprintf(q, size, "take back %.100s? both players agree (y/n)", line);
		return;
	}
	/* against the engine: back to the person's own move, asked of the person alone */
	if (uiengine_plays(last->side) && !uiengine_plays(color_other(last->side)) && s->game.nmoves > 1)
		snprintf(q, size, "take back the engine's %.60s and your move before it? (y/n)",
			 setup ? "setup" : line);
	else if (setup)
		snprintf(q, size, "take back your setup? (y/n)");
	else
		snprintf(q, size, "take back your %.100s? (y/n)", line);
}
