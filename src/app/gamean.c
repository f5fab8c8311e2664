/* gamean.c: the whole-game analysis of the main line in a thread of its
 * own, its progress read by the main loop, and its result written into the
 * game tree. */
#include "config.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/analyser.h"
#include "app/gamean.h"
#include "app/replay.h"
#include "app/screen.h"
#include "app/study.h"
#include "app/studyview.h"
#include "app/uiengine.h"
#include "notation/treerecord.h"
#include "util/xmalloc.h"

static struct {
	bool active;
	/* the thread's: a copy of the main line, its analysis and engine */
	pthread_t th;
	bool running;                /* a thread to join */
	atomic_bool stop;
	struct gametree tree;        /* the copy (read by both, written by neither once made) */
	bool tree_set;
	struct analysis_game work;   /* written by the thread */
	struct analyser an;
	/* shared: what the thread has found, under mu */
	pthread_mutex_t mu;
	bool mu_init;
	struct analysis_line *shared;
	size_t shared_next;
	bool finished;
	bool failed;
	char why[256];
	/* the main loop's view of it */
	struct analysis_game view;   /* on the copy; lines from shared */
	int *eval, *glyph;
	size_t seen;
	bool applied;
	struct gamean_view out;
} gamean_state;

/* The thread: each position in turn until done or stopped. */
static void *gamean_thread(void *arg)
{
	(void)arg;
	struct analysis_searcher s;
	analyser_searcher(&gamean_state.an, &s);
	struct analysis_game *a = &gamean_state.work;
	while (!atomic_load(&gamean_state.stop) && analysis_game_step(a, &gamean_state.tree, &s)) {
		pthread_mutex_lock(&gamean_state.mu);
		for (size_t i = gamean_state.shared_next; i < a->next && i < a->n; i++)
			gamean_state.shared[i] = a->lines[i];
		gamean_state.shared_next = a->next < a->n ? a->next : a->n;
		pthread_mutex_unlock(&gamean_state.mu);
	}
	pthread_mutex_lock(&gamean_state.mu);
	gamean_state.finished = true;
	gamean_state.failed = a->failed;
	snprintf(gamean_state.why, sizeof gamean_state.why, "%s", a->why);
	pthread_mutex_unlock(&gamean_state.mu);
	return NULL;
}

/* Stops the thread and frees the copy and the results. */
static void gamean_stop(void)
{
	if (gamean_state.running) {
		atomic_store(&gamean_state.stop, true);
		pthread_join(gamean_state.th, NULL);
		gamean_state.running = false;
	}
	if (gamean_state.an.builtin)
		analyser_stop(&gamean_state.an);
	analysis_game_free(&gamean_state.work);
	analysis_game_free(&gamean_state.view);
	if (gamean_state.tree_set)
		gametree_free(&gamean_state.tree);
	gamean_state.tree_set = false;
	free(gamean_state.shared);
	free(gamean_state.eval);
	free(gamean_state.glyph);
	gamean_state.shared = NULL;
	gamean_state.eval = gamean_state.glyph = NULL;
	gamean_state.active = false;
}

/* The main line shown, as a plain tree of its own. Returns 0 or -1. */
static int gamean_copy(struct ui *u, struct gametree *out)
{
	studyview_follow(u);
	struct game g;
	if (gametree_game(&u->study.tree, gametree_main_end(&u->study.tree), &g) != 0) {
		game_free(&g);
		return -1;
	}
	treerecord_from_game(&g, NULL, 0, 0, 0, out);
	game_free(&g);
	return 0;
}

void gamean_toggle(struct ui *u)
{
	if (gamean_state.running) {
		gamean_stop();
		session_say(&u->s, false, "whole-game analysis stopped");
		return;
	}
	gamean_stop();
	if (!gamean_state.mu_init) {
		pthread_mutex_init(&gamean_state.mu, NULL);
		gamean_state.mu_init = true;
	}
	if (gamean_copy(u, &gamean_state.tree) != 0) {
		session_say(&u->s, true, "whole-game analysis: the main line does not replay");
		return;
	}
	gamean_state.tree_set = true;
	analysis_game_init(&gamean_state.work, &gamean_state.tree);
	analysis_game_init(&gamean_state.view, &gamean_state.tree);
	size_t n = gamean_state.work.n;
	if (n == 0) {
		gamean_stop();
		session_say(&u->s, true, "whole-game analysis: no position in play on the main line");
		return;
	}
	char why[256];
	/* the depth the command line gave the engines (--engine-depth), if any */
	int depth = u->opt && u->opt->engine_depth ? atoi(u->opt->engine_depth) : 0;
	int threads = uiengine_threads(u->opt, true);
	if (analyser_start(&gamean_state.an, NULL, depth, depth > 0 ? 0 : GAMEAN_MS, threads, why, sizeof why) != 0) {
		gamean_stop();
		session_say(&u->s, true, "whole-game analysis: %s", why);
		return;
	}
	gamean_state.shared = xcalloc(n, sizeof *gamean_state.shared);
	gamean_state.eval = xcalloc(n, sizeof *gamean_state.eval);
	gamean_state.glyph = xcalloc(n, sizeof *gamean_state.glyph);
	gamean_state.shared_next = 0;
	gamean_state.seen = 0;
	gamean_state.finished = gamean_state.failed = gamean_state.applied = false;
	atomic_store(&gamean_state.stop, false);
	if (pthread_create(&gamean_state.th, NULL, gamean_thread, NULL) != 0) {
		gamean_stop();
		session_say(&u->s, true, "whole-game analysis: no thread could start");
		return;
	}
	gamean_state.running = true;
	gamean_state.active = true;
	char on[32] = "";
	if (threads > 1)
		snprintf(on, sizeof on, " on %d threads", threads);
	if (depth > 0)
		session_say(&u->s, false, "whole-game analysis of %zu positions, %d steps deep each, in the background%s",
			    n, depth, on);
	else
		session_say(&u->s, false, "whole-game analysis of %zu positions, %d ms each, in the background%s", n,
			    GAMEAN_MS, on);
}

/* The main line node of the study tree at depth d, or GAMETREE_NONE. */
static gametree_id gamean_main_node(const struct gametree *t, size_t d)
{
	gametree_id id = GAMETREE_ROOT;
	while (d-- > 0 && id != GAMETREE_NONE)
		id = t->nodes[id].first;
	return id;
}

/* Writes the whole analysis into the study tree, if its main line is
 * still the one analysed. Returns true if it was written. */
static bool gamean_apply(struct ui *u)
{
	struct gametree *t = &u->study.tree;
	struct analysis_game *v = &gamean_state.view;
	struct analysis_game b;
	analysis_game_init(&b, t);
	bool same = b.n == v->n;
	for (size_t i = 0; same && i < v->n; i++) {
		const struct gametree_node *x = &t->nodes[b.nodes[i]], *y = &gamean_state.tree.nodes[v->nodes[i]];
		same = x->hash == y->hash && gametree_depth(t, b.nodes[i]) == gametree_depth(&gamean_state.tree, v->nodes[i]);
	}
	if (same) {
		memcpy(b.lines, v->lines, v->n * sizeof *b.lines);
		b.next = b.n;
		analysis_game_apply(&b, t);
	}
	analysis_game_free(&b);
	return same;
}

bool gamean_tick(struct ui *u)
{
	if (!gamean_state.active || !gamean_state.running)
		return false;
	pthread_mutex_lock(&gamean_state.mu);
	size_t next = gamean_state.shared_next;
	bool finished = gamean_state.finished;
	for (size_t i = gamean_state.seen; i < next; i++)
		gamean_state.view.lines[i] = gamean_state.shared[i];
	pthread_mutex_unlock(&gamean_state.mu);
	bool changed = next != gamean_state.seen;
	struct analysis_game *v = &gamean_state.view;
	v->next = next;
	for (size_t i = gamean_state.seen; i < next; i++) {
		int e = 0, drop = 0;
		if (analysis_game_eval(v, i, &e))
			gamean_state.eval[i] = e;
		/* the drop of move i needs position i - 1 as well */
		if (i > 0 && analysis_game_drop(v, &gamean_state.tree, i, &drop))
			gamean_state.glyph[i] = analysis_glyph(drop);
	}
	gamean_state.seen = next;
	if (finished) {
		pthread_join(gamean_state.th, NULL);
		gamean_state.running = false;
		if (gamean_state.failed)
			session_say(&u->s, true, "whole-game analysis: the engine failed: %s", gamean_state.why);
		else if (gamean_apply(u))
			session_say(&u->s, false, "whole-game analysis done: %%eval and the marks are in the tree (S saves them)");
		else
			session_say(&u->s, true, "whole-game analysis done, but the main line changed meanwhile: not written");
		changed = true;
	}
	return changed;
}

int gamean_wait(int ms)
{
	return gamean_state.running && ms > 250 ? 250 : ms;
}

/* The index of the main-line position shown, or -1. */
static long gamean_current(const struct ui *u)
{
	if (!u->study.ready)
		return -1;
	gametree_id cur = u->mode == UI_MODE_REPLAY ? study_current(&u->study) : gametree_main_end(&u->study.tree);
	if (!gametree_is_main(&u->study.tree, cur))
		return -1;
	size_t d = gametree_depth(&u->study.tree, cur);
	const struct analysis_game *v = &gamean_state.view;
	for (size_t i = 0; i < v->n; i++)
		if (gametree_depth(&gamean_state.tree, v->nodes[i]) == d)
			return (long)i;
	return -1;
}

const struct gamean_view *gamean_get(const struct ui *u)
{
	struct gamean_view *o = &gamean_state.out;
	memset(o, 0, sizeof *o);
	if (!gamean_state.active)
		return o;
	o->active = true;
	o->running = gamean_state.running;
	o->n = gamean_state.view.n;
	o->done = gamean_state.seen;
	o->eval = gamean_state.eval;
	o->glyph = gamean_state.glyph;
	o->cur = gamean_current(u);
	return o;
}

void gamean_show(struct ui *u, size_t i)
{
	const struct analysis_game *v = &gamean_state.view;
	if (!gamean_state.active || i >= v->n)
		return;
	size_t d = gametree_depth(&gamean_state.tree, v->nodes[i]);
	gametree_id id = gamean_main_node(&u->study.tree, d);
	if (id == GAMETREE_NONE) {
		session_say(&u->s, true, "that move is no longer on the main line");
		return;
	}
	if (u->mode != UI_MODE_REPLAY && !screen_open_replay(u, true))
		return;
	replay_show(u, id);
}

void gamean_jump(struct ui *u)
{
	const struct gamean_view *o = gamean_get(u);
	if (!o->active) {
		session_say(&u->s, true, "no whole-game analysis yet (W starts one)");
		return;
	}
	size_t from = o->cur < 0 ? 0 : (size_t)o->cur + 1;
	for (size_t k = 0; k < o->done; k++) {
		size_t i = (from + k) % o->done;
		if (o->glyph[i]) {
			gamean_show(u, i);
			return;
		}
	}
	session_say(&u->s, false, "no move marked ?! ? or ?? %s", o->running ? "yet" : "in this game");
}

void gamean_free(void)
{
	gamean_stop();
	if (gamean_state.mu_init)
		pthread_mutex_destroy(&gamean_state.mu);
	gamean_state.mu_init = false;
}
