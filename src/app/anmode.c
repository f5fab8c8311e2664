/* anmode.c: analysis mode (an engine on the position shown, in a thread
 * of its own or as an AEI engine) and threat mode, with their results kept
 * per position. */
#include "config.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "aei/aeiplayer.h"
#include "app/analyser.h"
#include "app/anmode.h"
#include "app/study.h"
#include "app/studyview.h"
#include "app/uiengine.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

/* An AEI engine's search in analysis mode: until the position changes (a day). */
enum { ANMODE_AEI_MS = 86400000 };

/* The built-in engine's search, in its thread. */
struct anmode_worker {
	pthread_t th;
	bool running;               /* a thread to join */
	atomic_bool stop;
	pthread_mutex_t mu;         /* guards shared */
	struct anmode_info shared;  /* what the search says, written by the thread */
	struct engine *eng;
	struct game game;           /* the thread's own copy */
	struct step done[TURN_MAX_STEPS];
	int ndone;
	struct engine_limits lim;
};

static struct {
	bool on, threat_on;
	char *cmd;                  /* the AEI engine, NULL for the built-in one */
	int depth;                  /* the built-in search's depth (0: until stopped) */
	int threads;                /* the built-in search's threads; the AEI engine's option (0: not sent) */
	bool configured;
	/* the position shown */
	bool have_key;
	uint64_t key;
	struct position pos;        /* the board shown (after the turn's steps) */
	enum color mover;
	bool analysable;
	char note[160];
	long started;               /* when its search began */
	struct anmode_info cur;     /* what is shown */
	struct anmode_info cache[ANMODE_CACHE];
	/* built-in */
	struct anmode_worker w;
	bool mu_init;
	/* AEI */
	struct aeiplayer aei;
	bool aei_started, aei_failed, aei_busy;
	struct game aei_game;
	bool aei_game_set;
	/* threats */
	struct threat threat;
	bool threat_valid;
} anmode_state;

uint64_t anmode_key(const struct position *pos, int ndone)
{
	return pos->hash ^ ((uint64_t)(ndone + 1) * 0x9e3779b97f4a7c15ull) ^ (pos->side == GOLD ? 0 : 0x5bd1e995ull);
}

long anmode_nps(const struct anmode_info *in)
{
	return in->ms >= 50 ? (long)((double)in->nodes * 1000.0 / (double)in->ms) : 0;
}

/* What a token of an engine's line is. */
enum anmode_token { ANMODE_TOKEN_END, ANMODE_TOKEN_LABEL, ANMODE_TOKEN_STEP, ANMODE_TOKEN_OTHER };

/* The next token of the line at *s (blanks and capture tokens passed
 * over, *s left at it): a label, a step (into *st) or something else;
 * *len is its length, to pass once it is taken. */
static enum anmode_token anmode_token(const char **s, size_t *len, struct step *st)
{
	for (;;) {
		while (**s == ' ')
			(*s)++;
		size_t l = strcspn(*s, " ");
		int piece, sq, number;
		enum color side;
		*len = l;
		if (l == 0)
			return ANMODE_TOKEN_END;
		if (notation_label_read(*s, l, &number, &side) == 0)
			return ANMODE_TOKEN_LABEL;
		if (notation_capture_read(*s, l, &piece, &sq) != 0)
			return notation_step_read(*s, l, st) == 0 && st->to != SQUARE_NONE ? ANMODE_TOKEN_STEP
												 : ANMODE_TOKEN_OTHER;
		*s += l;
	}
}

int anmode_first_turn(const struct anmode_info *in, const struct position *pos, struct step *out)
{
	if (!in || !in->valid || !in->line[0])
		return 0;
	/* the steps after a first label up to the next, each taken through
	 * the rules from pos (a push or a pull moves an enemy piece) */
	struct turn t;
	turn_begin(&t, pos);
	const char *s = in->line;
	size_t l;
	struct step st;
	int labels = 0;
	while (t.nsteps + in->ndone < TURN_MAX_STEPS) {
		enum anmode_token k = anmode_token(&s, &l, &st);
		if (k == ANMODE_TOKEN_LABEL && labels++ == 0 && t.nsteps == 0) {
			s += l;
			continue;
		}
		if (k != ANMODE_TOKEN_STEP || turn_step(&t, st) != STEP_OK)
			break;
		s += l;
	}
	/* an enemy step taken for a push that never came is the next turn's */
	if (turn_push_pending(&t))
		turn_undo(&t);
	for (int i = 0; i < t.nsteps; i++)
		out[i] = t.steps[i].step;
	return t.nsteps;
}

size_t anmode_line_moves(const struct anmode_info *in, const struct game *g, const struct step *done, int ndone,
			 int turns, struct gametree_move *out, size_t max)
{
	if (!in || !in->valid || !in->line[0] || g->phase != GAME_PLAY || max == 0)
		return 0;
	struct game c;
	if (uiengine_copy_game(g, &c) != 0)
		return 0;
	size_t n = 0;
	const char *s = in->line;
	bool first = true;
	while (n < max && (turns == 0 || (int)n < turns) && c.phase == GAME_PLAY) {
		struct turn t;
		game_turn_begin(&c, &t);
		bool first_turn = first;
		if (first) {
			for (int i = 0; i < ndone; i++)
				if (turn_step(&t, done[i]) != STEP_OK)
					goto out;
		}
		first = false;
		/* the tokens of this turn: while the mover's pieces (or the enemy
		 * pushed) step and fewer than four steps are taken */
		while (t.nsteps < TURN_MAX_STEPS) {
			size_t l;
			struct step st;
			enum anmode_token k = anmode_token(&s, &l, &st);
			if (k == ANMODE_TOKEN_END)
				break;
			if (k == ANMODE_TOKEN_LABEL) {
				/* a label ends the turn before it */
				if (t.nsteps > (first_turn ? ndone : 0))
					break;
				s += l;
				continue;
			}
			if (k != ANMODE_TOKEN_STEP)
				goto out;
			if (piece_color(st.piece) != c.pos.side && !turn_push_pending(&t)) {
				/* an enemy piece: a push or a pull of this turn, or the next turn */
				enum step_role role;
				if (turn_check(&t, st, &role) != STEP_OK)
					break;
			}
			if (turn_step(&t, st) != STEP_OK)
				break;
			s += l;
		}
		if (t.nsteps == 0 || turn_push_pending(&t))
			break;
		/* a turn the line's end cut short (not the first, not four
		 * steps, no label after it) is no move the engine chose */
		size_t l;
		struct step next;
		bool at_end = anmode_token(&s, &l, &next) == ANMODE_TOKEN_END;
		if (at_end && !first_turn && t.nsteps < TURN_MAX_STEPS)
			break;
		struct gametree_move *mv = &out[n];
		memset(mv, 0, sizeof *mv);
		mv->type = MOVE_TURN;
		mv->number = c.number;
		mv->side = c.pos.side;
		mv->nsteps = t.nsteps;
		memcpy(mv->steps, t.steps, sizeof t.steps[0] * (size_t)t.nsteps);
		enum turn_end end;
		if (game_play(&c, &t, &end) != GAME_PLAYED)
			break;
		n++;
		if (at_end)
			break;
	}
out:
	game_free(&c);
	return n;
}

/* ---- the built-in engine's thread ---- */

/* The search's progress, from the thread. */
static void anmode_report(void *ctx, const struct engine_info *info)
{
	struct anmode_worker *w = ctx;
	pthread_mutex_lock(&w->mu);
	struct anmode_info *in = &w->shared;
	in->valid = true;
	in->depth = info->depth;
	in->partial = info->partial;
	in->has_score = true;
	int s = info->score > EVAL_WON ? ANALYSIS_WIN : info->score < -EVAL_WON ? -ANALYSIS_WIN : info->score;
	in->score = analysis_gold_score(s, 0, w->game.pos.side);
	in->nodes = info->nodes;
	in->ms = info->ms;
	if (info->line && info->line[0])
		snprintf(in->line, sizeof in->line, "%s", info->line);
	else if (info->pv && info->pv[0])
		snprintf(in->line, sizeof in->line, "%s", info->pv);
	pthread_mutex_unlock(&w->mu);
}

static void *anmode_thread(void *arg)
{
	struct anmode_worker *w = arg;
	struct engine_result r;
	int rc = engine_analyse(w->eng, &w->game, w->done, w->ndone, &w->lim, &w->stop, anmode_report, w, &r);
	pthread_mutex_lock(&w->mu);
	if (rc == 0 && !atomic_load(&w->stop)) {
		struct anmode_info *in = &w->shared;
		in->valid = true;
		in->done = true;
		in->partial = false;
		in->depth = r.depth;
		in->nodes = r.nodes;
		in->has_score = true;
		int s = r.score > EVAL_WON ? ANALYSIS_WIN : r.score < -EVAL_WON ? -ANALYSIS_WIN : r.score;
		in->score = analysis_gold_score(s, 0, w->game.pos.side);
		/* the last whole line reported, if it begins with the move chosen */
		if (strncmp(in->line, r.move, strlen(r.move)) != 0 && !strstr(in->line, r.move))
			snprintf(in->line, sizeof in->line, "%s", r.move);
	} else if (rc != 0) {
		w->shared.done = true;
	}
	pthread_mutex_unlock(&w->mu);
	return NULL;
}

/* Stops the thread's search, if any, and waits for it (it looks at the
 * flag every few hundred nodes). */
static void anmode_worker_stop(struct anmode_worker *w)
{
	if (!w->running)
		return;
	atomic_store(&w->stop, true);
	pthread_join(w->th, NULL);
	w->running = false;
	game_free(&w->game);
}

/* Starts the built-in search of g with the turn's steps done. */
static int anmode_worker_start(struct anmode_worker *w, const struct game *g, const struct step *done, int ndone,
			       int depth, int threads, uint64_t key)
{
	if (!w->eng)
		w->eng = engine_new();
	engine_set_threads(w->eng, threads);
	if (uiengine_copy_game(g, &w->game) != 0)
		return -1;
	memcpy(w->done, done, sizeof w->done[0] * (size_t)ndone);
	w->ndone = ndone;
	w->lim = (struct engine_limits){ depth, depth > 0 ? 0 : ANMODE_AEI_MS, depth > 0 ? 0 : ANMODE_AEI_MS, 0, false };
	memset(&w->shared, 0, sizeof w->shared);
	w->shared.key = key;
	w->shared.mover = g->pos.side;
	w->shared.ndone = ndone;
	atomic_store(&w->stop, false);
	if (pthread_create(&w->th, NULL, anmode_thread, w) != 0) {
		game_free(&w->game);
		return -1;
	}
	w->running = true;
	return 0;
}

/* ---- the position shown ---- */

/* The cache's slot for key. */
static struct anmode_info *anmode_slot(uint64_t key)
{
	return &anmode_state.cache[key % ANMODE_CACHE];
}

/* Keeps what is shown with its position (the deeper of old and new). */
static void anmode_keep(void)
{
	struct anmode_info *c = &anmode_state.cur;
	if (!c->valid)
		return;
	struct anmode_info *slot = anmode_slot(c->key);
	if (slot->valid && slot->key == c->key && slot->depth > c->depth)
		return;
	*slot = *c;
}

/* The position shown and its key: the board after the turn's steps, and
 * the side whose turn it is; false when there is no position in play
 * (the setups, an archive's list, the game over). */
static bool anmode_where(struct ui *u, struct position *pos, int *ndone)
{
	if (u->mode == UI_MODE_REPLAY) {
		const struct viewer_point *pt = viewer_current(&u->rp);
		const struct game *g = u->rp.game;
		*pos = pt->pos;
		*ndone = pt->move >= 0 && pt->step < pt->nsteps ? pt->step : 0;
		if (pt->move < 0) /* the start: in play only for a game from a position */
			return g->nmoves > 0 ? g->moves[0].type == MOVE_TURN : g->phase == GAME_PLAY;
		const struct game_move *m = &g->moves[pt->move];
		if (m->type == MOVE_TURN)
			return true;
		/* after Silver's whole setup, play begins */
		return m->type == MOVE_SETUP && m->side == SILVER && pt->step == pt->nsteps;
	}
	if (u->mode != UI_MODE_GAME || u->s.game.phase != GAME_PLAY)
		return false;
	*pos = u->s.turn.pos;
	*ndone = u->s.turn.nsteps;
	return true;
}

/* The game shown at the start of its turn, and the steps of the turn so far. */
static int anmode_game(struct ui *u, struct game *g, struct step *done, int *ndone)
{
	*ndone = 0;
	if (u->mode == UI_MODE_REPLAY) {
		struct turn t;
		bool partial;
		if (viewer_play_on(&u->rp, g, &t, &partial) != 0)
			return -1;
		if (partial)
			for (int i = 0; i < t.nsteps; i++)
				done[(*ndone)++] = t.steps[i].step;
		return 0;
	}
	if (uiengine_copy_game(&u->s.game, g) != 0)
		return -1;
	for (int i = 0; i < u->s.turn.nsteps; i++)
		done[(*ndone)++] = u->s.turn.steps[i].step;
	return 0;
}

/* Stops what searches (the AEI engine's search cancelled, not ended). */
static void anmode_stop_search(void)
{
	anmode_worker_stop(&anmode_state.w);
	if (anmode_state.aei_busy) {
		aeiplayer_cancel(&anmode_state.aei);
		anmode_state.aei_busy = false;
	}
	if (anmode_state.aei_game_set) {
		game_free(&anmode_state.aei_game);
		anmode_state.aei_game_set = false;
	}
}

/* Starts the search of the position shown. */
static void anmode_start(struct ui *u, long now)
{
	struct game g;
	struct step done[TURN_MAX_STEPS];
	int ndone;
	anmode_state.started = now;
	if (anmode_game(u, &g, done, &ndone) != 0) {
		snprintf(anmode_state.note, sizeof anmode_state.note, "this point cannot be analysed");
		return;
	}
	if (g.phase != GAME_PLAY) {
		snprintf(anmode_state.note, sizeof anmode_state.note, "the game is over here");
		game_free(&g);
		return;
	}
	if (!anmode_state.cmd) {
		if (!anmode_state.mu_init) {
			pthread_mutex_init(&anmode_state.w.mu, NULL);
			anmode_state.mu_init = true;
		}
		int threads = anmode_state.threads > 0 ? anmode_state.threads : 1;
		if (anmode_worker_start(&anmode_state.w, &g, done, ndone, anmode_state.depth, threads, anmode_state.key) != 0)
			snprintf(anmode_state.note, sizeof anmode_state.note, "the search could not start");
		else if (threads > 1)
			snprintf(anmode_state.note, sizeof anmode_state.note, "searching on %d threads", threads);
		else
			snprintf(anmode_state.note, sizeof anmode_state.note, "searching");
		game_free(&g);
		return;
	}
	/* an AEI engine: the position at the turn's start */
	char why[256];
	if (!anmode_state.aei_started && !anmode_state.aei_failed) {
		if (aeiplayer_start(&anmode_state.aei, anmode_state.cmd, why, sizeof why) != 0) {
			anmode_state.aei_failed = true;
			snprintf(anmode_state.note, sizeof anmode_state.note, "the engine could not start: %.120s", why);
			game_free(&g);
			return;
		}
		anmode_state.aei_started = true;
		if (anmode_state.threads > 0)
			aeiplayer_option_number(&anmode_state.aei, "threads", anmode_state.threads);
	}
	if (anmode_state.aei_failed) {
		game_free(&g);
		return;
	}
	if (aeiplayer_go(&anmode_state.aei, &g, ANMODE_AEI_MS, true, NULL) != 0) {
		anmode_state.aei_failed = true;
		snprintf(anmode_state.note, sizeof anmode_state.note, "the engine failed: %.120s", anmode_state.aei.reason);
		game_free(&g);
		return;
	}
	anmode_state.aei_busy = true;
	anmode_state.aei_game = g;
	anmode_state.aei_game_set = true;
	anmode_state.cur.mover = g.pos.side;
	snprintf(anmode_state.note, sizeof anmode_state.note,
		 ndone ? "searching (an AEI engine: from the turn's start)" : "searching");
}

/* Reads what the AEI engine said into cur. Returns true if it changed. */
static bool anmode_read_aei(long now)
{
	struct aeiplayer *p = &anmode_state.aei;
	struct anmode_info *c = &anmode_state.cur;
	if (!anmode_state.aei_busy)
		return false;
	unsigned long before = p->info.count;
	char move[200];
	enum aeiplayer_poll r = aeiplayer_poll(p, &anmode_state.aei_game, 0, move, sizeof move);
	bool changed = p->info.count != before;
	if (r == AEIPLAYER_FAILED) {
		anmode_state.aei_busy = false;
		anmode_state.aei_failed = true;
		snprintf(anmode_state.note, sizeof anmode_state.note, "the engine failed: %.120s", p->reason);
		return true;
	}
	if (changed || r == AEIPLAYER_MOVE) {
		int s;
		c->valid = true;
		c->key = anmode_state.key;
		c->ndone = 0;
		c->depth = atoi(p->info.depth);
		c->nodes = atol(p->info.nodes);
		c->ms = now - anmode_state.started;
		if (analyser_read_score(p->info.score, &s)) {
			c->has_score = true;
			c->score = analysis_gold_score(s, 0, anmode_state.aei_game.pos.side);
		}
		snprintf(c->line, sizeof c->line, "%s", r == AEIPLAYER_MOVE && !p->info.pv[0] ? move : p->info.pv);
	}
	if (r == AEIPLAYER_MOVE) {
		anmode_state.aei_busy = false;
		c->done = true;
		changed = true;
	}
	return changed;
}

/* Reads what the built-in search said into cur. Returns true if it changed. */
static bool anmode_read_worker(void)
{
	struct anmode_worker *w = &anmode_state.w;
	struct anmode_info *c = &anmode_state.cur;
	if (!w->running)
		return false;
	pthread_mutex_lock(&w->mu);
	struct anmode_info in = w->shared;
	pthread_mutex_unlock(&w->mu);
	if (in.key != anmode_state.key || (!in.valid && !in.done))
		return false;
	/* a result kept from before stays until the search goes deeper */
	bool changed = memcmp(&in, c, sizeof in) != 0;
	if (in.valid && (!c->valid || c->key != in.key || in.depth >= c->depth || in.done))
		*c = in;
	else if (in.done && !in.valid) {
		c->done = true;
		snprintf(anmode_state.note, sizeof anmode_state.note, "no move to search here");
	}
	if (in.done && w->running) {
		pthread_join(w->th, NULL);
		w->running = false;
		game_free(&w->game);
	}
	return changed;
}

bool anmode_tick(struct ui *u, long now)
{
	if (!anmode_state.on && !anmode_state.threat_on)
		return false;
	struct position pos;
	int ndone = 0;
	bool ok = anmode_where(u, &pos, &ndone);
	uint64_t key = ok ? anmode_key(&pos, ndone) : 0;
	bool changed = false;
	if (!anmode_state.have_key || key != anmode_state.key || ok != anmode_state.analysable) {
		/* moved away: keep what was found, start on the position shown */
		changed = true;
		anmode_keep();
		anmode_stop_search();
		anmode_state.have_key = true;
		anmode_state.key = key;
		anmode_state.analysable = ok;
		anmode_state.pos = pos;
		anmode_state.mover = pos.side;
		anmode_state.threat_valid = false;
		memset(&anmode_state.cur, 0, sizeof anmode_state.cur);
		anmode_state.note[0] = '\0';
		if (!ok) {
			snprintf(anmode_state.note, sizeof anmode_state.note, "no position in play here");
		} else {
			struct anmode_info *slot = anmode_slot(key);
			if (slot->valid && slot->key == key)
				anmode_state.cur = *slot;
			if (anmode_state.on && !(anmode_state.cur.valid && anmode_state.cur.done))
				anmode_start(u, now);
			if (anmode_state.threat_on)
				anmode_state.threat_valid = threat_find(&pos, &anmode_state.threat) == 0;
		}
	}
	if (anmode_state.on)
		changed |= anmode_state.cmd ? anmode_read_aei(now) : anmode_read_worker();
	return changed;
}

int anmode_wait(int ms)
{
	if (anmode_state.w.running || anmode_state.aei_busy)
		return ms > 250 ? 250 : ms;
	return ms;
}

void anmode_configure(const char *cmd, int depth, int threads)
{
	anmode_free();
	anmode_state.cmd = cmd ? xstrdup(cmd) : NULL;
	anmode_state.depth = depth;
	anmode_state.threads = threads;
	anmode_state.configured = true;
}

void anmode_toggle(struct ui *u)
{
	if (!anmode_state.configured) {
		const char *cmd = u->opt ? u->opt->analysis_engine : NULL;
		if (cmd && strcmp(cmd, "builtin") != 0)
			anmode_state.cmd = xstrdup(aeictl_command(cmd, uiengine_get()->self));
		anmode_state.threads = uiengine_threads(u->opt, !anmode_state.cmd);
		anmode_state.configured = true;
	}
	anmode_state.on = !anmode_state.on;
	anmode_state.have_key = false; /* looked at again by the next tick */
	if (!anmode_state.on) {
		anmode_keep();
		anmode_stop_search();
	}
	session_say(&u->s, false, "analysis %s", anmode_state.on ? "on: the engine searches the position shown"
								 : "off");
}

void anmode_threat_toggle(struct ui *u)
{
	anmode_state.threat_on = !anmode_state.threat_on;
	anmode_state.have_key = false;
	session_say(&u->s, false, "threat mode %s", anmode_state.threat_on ? "on: what the opponent could do now" : "off");
}

bool anmode_on(void)
{
	return anmode_state.on;
}

bool anmode_threat_on(void)
{
	return anmode_state.threat_on;
}

const struct anmode_info *anmode_shown(void)
{
	if (!anmode_state.on || !anmode_state.analysable || !anmode_state.cur.valid)
		return NULL;
	return &anmode_state.cur;
}

const char *anmode_note(void)
{
	return anmode_state.note;
}

const struct threat *anmode_threat(void)
{
	return anmode_state.threat_on && anmode_state.analysable && anmode_state.threat_valid ? &anmode_state.threat
											      : NULL;
}

const struct position *anmode_position(void)
{
	return &anmode_state.pos;
}

size_t anmode_variation(struct ui *u, int turns, struct gametree_move *out, size_t max, char *why, size_t size)
{
	const struct anmode_info *in = anmode_shown();
	if (!in || !in->line[0]) {
		snprintf(why, size, "%s", anmode_state.on ? "no line found yet" : "analysis is off (E turns it on)");
		return 0;
	}
	struct game g;
	struct step done[TURN_MAX_STEPS];
	int ndone;
	if (anmode_game(u, &g, done, &ndone) != 0) {
		snprintf(why, size, "this point cannot be played on");
		return 0;
	}
	size_t n = anmode_line_moves(in, &g, done, ndone, turns, out, max);
	game_free(&g);
	if (n == 0)
		snprintf(why, size, "the engine's line does not read from here");
	return n;
}

void anmode_add_variation(struct ui *u, int turns)
{
	enum { ANMODE_LINE_MOVES = 40 };
	struct gametree_move mv[ANMODE_LINE_MOVES];
	char why[200];
	size_t n = anmode_variation(u, turns, mv, ANMODE_LINE_MOVES, why, sizeof why);
	if (n == 0) {
		session_say(&u->s, true, "variation: %s", why);
		return;
	}
	gametree_id at;
	if (u->mode == UI_MODE_REPLAY) {
		at = study_current(&u->study);
	} else {
		studyview_follow(u);
		at = u->study.locked != GAMETREE_NONE ? u->study.locked : gametree_main_end(&u->study.tree);
	}
	gametree_id end = study_add_line(&u->study, at, mv, n, why, sizeof why);
	if (end == GAMETREE_NONE) {
		session_say(&u->s, true, "variation: %s", why);
		return;
	}
	if (u->mode == UI_MODE_REPLAY)
		(void)studyview_show(u, at);
	char label[16];
	notation_label(mv[0].number, mv[0].side, label);
	session_say(&u->s, false, "the engine's line added as a variation: %zu move%s from %s", n, n == 1 ? "" : "s",
		    label);
}

void anmode_free(void)
{
	anmode_stop_search();
	if (anmode_state.aei_started)
		aeiplayer_stop(&anmode_state.aei);
	if (anmode_state.w.eng)
		engine_free(anmode_state.w.eng);
	if (anmode_state.mu_init)
		pthread_mutex_destroy(&anmode_state.w.mu);
	free(anmode_state.cmd);
	memset(&anmode_state, 0, sizeof anmode_state);
}
