/* aeiplayer.c: an AEI engine playing a game through aeictl, held to the
 * rules and to its time. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include "aei/aeiplayer.h"
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "util/now.h"
#include "util/xmalloc.h"

/* The most lines read in one poll, so a flood of info cannot starve the caller. */
enum { AEIPLAYER_LINES_PER_POLL = 256 };

/* Sets the fault and its reason. */
static void aeiplayer_fail(struct aeiplayer *p, enum aeiplayer_fault f, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void aeiplayer_fail(struct aeiplayer *p, enum aeiplayer_fault f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(p->reason, sizeof p->reason, fmt, ap);
	va_end(ap);
	p->fault = f;
	p->thinking = false;
}

int aeiplayer_begin(struct aeiplayer *p, const char *cmd, long now, char *why, size_t whysize)
{
	memset(p, 0, sizeof *p);
	if (aeictl_start(&p->ctl, cmd, why, whysize) != 0)
		return -1;
	p->started = true;
	if (aeictl_send(&p->ctl, "aei") != 0) {
		aeictl_last_words(&p->ctl, "the engine does not read its input", why, whysize);
		aeiplayer_stop(p);
		return -1;
	}
	p->opening = 1;
	p->open_deadline = now + AEIPLAYER_OPEN_MS;
	return 0;
}

int aeiplayer_start(struct aeiplayer *p, const char *cmd, char *why, size_t whysize)
{
	char move[8];
	if (aeiplayer_begin(p, cmd, now_ms(), why, whysize) != 0)
		return -1;
	while (p->opening) {
		if (aeiplayer_poll(p, NULL, AEIPLAYER_OPEN_MS, move, sizeof move) == AEIPLAYER_FAILED) {
			snprintf(why, whysize, "%s", p->reason);
			aeiplayer_stop(p);
			return -1;
		}
	}
	return 0;
}

/* The handshake's part of aeiplayer_take: protocol-version 1, the ids,
 * aeiok; then isready and readyok. */
static enum aeiplayer_poll aeiplayer_take_opening(struct aeiplayer *p, const struct aeictl_msg *m)
{
	char why[sizeof p->reason];
	switch (m->type) {
	case AEICTL_PROTOCOL:
		if (p->opening == 1 && strcmp(m->text, "1") != 0) {
			aeiplayer_fail(p, AEIPLAYER_CRASH, "protocol-version %s is not 1", m->text);
			break;
		}
		p->version = true;
		return AEIPLAYER_WAIT;
	case AEICTL_AEIOK:
		if (p->opening != 1)
			return AEIPLAYER_WAIT;
		if (!p->version) {
			aeiplayer_fail(p, AEIPLAYER_CRASH, "aeiok without protocol-version");
			break;
		}
		if (aeictl_send(&p->ctl, "isready") != 0) {
			aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine does not read its input");
			break;
		}
		p->opening = 2;
		return AEIPLAYER_WAIT;
	case AEICTL_READYOK:
		if (p->opening == 2)
			p->opening = 0;
		return AEIPLAYER_WAIT;
	case AEICTL_ID:
	case AEICTL_LOG:
	case AEICTL_INFO:
		return AEIPLAYER_WAIT;
	case AEICTL_EOF:
		aeictl_last_words(&p->ctl, p->opening == 1 ? "the engine ended before aeiok" : "the engine ended", why,
				  sizeof why);
		aeiplayer_fail(p, AEIPLAYER_CRASH, "%s", why);
		break;
	case AEICTL_GARBAGE:
		if (p->opening == 1)
			aeiplayer_fail(p, AEIPLAYER_CRASH, "'%s' is not an answer to aei", m->text);
		else
			aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine sent '%s', which is not AEI", m->text);
		break;
	default:
		if (p->opening == 2)
			return AEIPLAYER_WAIT;
		aeiplayer_fail(p, AEIPLAYER_CRASH, "'%s' is not an answer to aei", m->text);
		break;
	}
	aeictl_stop(&p->ctl);
	return AEIPLAYER_FAILED;
}

int aeiplayer_option(struct aeiplayer *p, const char *name, const char *value)
{
	int i = 0;
	while (i < p->noptions && strcmp(p->options[i][0], name) != 0)
		i++;
	if (i == AEIPLAYER_OPTIONS || strlen(name) >= AEIPLAYER_OPTION_SIZE ||
	    strlen(value) >= AEIPLAYER_OPTION_SIZE)
		return -1;
	if (i == p->noptions)
		p->noptions++;
	snprintf(p->options[i][0], AEIPLAYER_OPTION_SIZE, "%s", name);
	snprintf(p->options[i][1], AEIPLAYER_OPTION_SIZE, "%s", value);
	p->options_sent = false;
	return p->ctl.to_fd < 0 ? -1 : 0;
}

int aeiplayer_option_number(struct aeiplayer *p, const char *name, long value)
{
	char v[24];
	snprintf(v, sizeof v, "%ld", value);
	return aeiplayer_option(p, name, v);
}

/* Sends the options kept. Returns 0 or -1. */
static int aeiplayer_send_options(struct aeiplayer *p)
{
	int r = 0;
	for (int i = 0; i < p->noptions; i++)
		r |= aeictl_send(&p->ctl, "setoption name %s value %s", p->options[i][0], p->options[i][1]);
	p->options_sent = true;
	return r ? -1 : 0;
}

/* Sends a timed move's time control and clocks. Returns 0 or -1. */
static int aeiplayer_send_clock(struct aeiplayer *p, const struct aeiplayer_clock *k)
{
	struct aeictl *c = &p->ctl;
	const struct timecontrol *tc = &k->tc;
	int r = 0;
	r |= aeictl_send(c, "setoption name tcmove value %ld", tc->move);
	r |= aeictl_send(c, "setoption name tcreserve value %ld", tc->reserve);
	r |= aeictl_send(c, "setoption name tcpercent value %d", tc->percent);
	r |= aeictl_send(c, "setoption name tcmax value %ld", tc->reserve_limit);
	r |= aeictl_send(c, "setoption name tctotal value %ld", tc->game_time);
	r |= aeictl_send(c, "setoption name tcturns value %d", tc->game_turns);
	r |= aeictl_send(c, "setoption name tcturntime value %ld", tc->turn_limit);
	if (k->greserve >= 0 && k->sreserve >= 0) {
		r |= aeictl_send(c, "setoption name greserve value %ld", k->greserve);
		r |= aeictl_send(c, "setoption name sreserve value %ld", k->sreserve);
	}
	if (k->lastmoveused >= 0)
		r |= aeictl_send(c, "setoption name lastmoveused value %ld", k->lastmoveused);
	if (k->moveused >= 0)
		r |= aeictl_send(c, "setoption name moveused value %ld", k->moveused);
	return r ? -1 : 0;
}

void aeiplayer_fixed_clock(long move_s, struct aeiplayer_clock *clk, long *limit_ms)
{
	memset(clk, 0, sizeof *clk);
	clk->tc.move = move_s;
	clk->tc.reserve = AEIPLAYER_FIXED_RESERVE_S;
	clk->tc.percent = 0;
	clk->tc.reserve_limit = AEIPLAYER_FIXED_RESERVE_S;
	clk->greserve = clk->sreserve = AEIPLAYER_FIXED_RESERVE_S;
	clk->lastmoveused = -1;
	clk->moveused = -1;
	*limit_ms = (move_s + AEIPLAYER_FIXED_RESERVE_S) * 1000;
}

/* Writes move m as the engine is to receive it. */
static void aeiplayer_move_text(const struct game_move *m, char *buf, size_t size)
{
	if (m->type == MOVE_SETUP)
		notation_setup(m->placements, m->nplacements, buf, size);
	else
		notation_turn(m->steps, m->nsteps, buf, size);
}

/* Brings the engine up to the game: only the moves it lacks when the game
 * went on from what it knows, else from the start. Returns 0 or -1. */
static int aeiplayer_sync(struct aeiplayer *p, const struct game *g)
{
	struct aeictl *c = &p->ctl;
	size_t n = g->nmoves;
	char buf[DIAGRAM_SHORT_SIZE + 200];
	if (n > 0 && g->moves[n - 1].type == MOVE_RESIGN)
		n--;
	size_t from = p->synced;
	struct position at;
	if (p->synced_valid && from <= n)
		game_position_before(g, from, &at);
	bool whole = !p->synced_valid || from > n || at.hash != p->synced_hash;
	if (whole) {
		const struct position *start = &g->start;
		/* newgame first: an engine resets its state (its clocks, its
		 * settings) there, so everything else comes after it */
		if (aeictl_send(c, "newgame") != 0 || aeiplayer_send_options(p) != 0)
			return -1;
		bool empty = position_occupied(start) == 0 && start->side == GOLD;
		if (!empty) {
			diagram_short_write(start, buf, sizeof buf);
			if (aeictl_send(c, "setposition %s", buf) != 0)
				return -1;
		}
		from = 0;
	}
	if (!p->options_sent && aeiplayer_send_options(p) != 0)
		return -1;
	for (size_t i = from; i < n; i++) {
		aeiplayer_move_text(&g->moves[i], buf, sizeof buf);
		if (aeictl_send(c, "makemove %s", buf) != 0)
			return -1;
	}
	p->synced = n;
	p->synced_hash = g->pos.hash;
	p->synced_valid = true;
	return 0;
}

int aeiplayer_go(struct aeiplayer *p, const struct game *g, long limit_ms, bool analyse,
		 const struct aeiplayer_clock *clk)
{
	return aeiplayer_go_at(p, g, limit_ms, analyse, clk, now_ms());
}

int aeiplayer_go_at(struct aeiplayer *p, const struct game *g, long limit_ms, bool analyse,
		    const struct aeiplayer_clock *clk, long now)
{
	if (p->fault != AEIPLAYER_OK)
		return -1;
	/* A search or a pondering under way ends first; an answer it sends
	 * comes before the readyok and is dropped. */
	if (p->thinking || p->pondering)
		aeiplayer_cancel(p);
	if (p->fault != AEIPLAYER_OK)
		return -1;
	memset(&p->info, 0, sizeof p->info);
	if (aeiplayer_sync(p, g) != 0 || (clk && aeiplayer_send_clock(p, clk) != 0) ||
	    aeictl_send(&p->ctl, "go") != 0) {
		aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine no longer reads its input");
		return -1;
	}
	p->thinking = true;
	p->analysing = analyse;
	p->stop_sent = false;
	p->stop_at = analyse ? now + limit_ms : 0;
	p->deadline = now + limit_ms + AEIPLAYER_MARGIN_MS;
	return 0;
}

int aeiplayer_ponder(struct aeiplayer *p, const struct game *g)
{
	if (p->fault != AEIPLAYER_OK)
		return -1;
	if (p->thinking || p->pondering)
		return 0;
	memset(&p->info, 0, sizeof p->info);
	if (aeiplayer_sync(p, g) != 0 || aeictl_send(&p->ctl, "go ponder") != 0) {
		aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine no longer reads its input");
		return -1;
	}
	p->pondering = true;
	p->ponder_moves = g->nmoves;
	p->ponder_hash = g->pos.hash;
	return 0;
}

bool aeiplayer_ponders_elsewhere(const struct aeiplayer *p, const struct game *g)
{
	return p->pondering && (g->phase == GAME_OVER || g->nmoves != p->ponder_moves ||
				g->pos.hash != p->ponder_hash);
}

/* Keeps what an info line says. */
static void aeiplayer_note(struct aeiplayer *p, const struct aeictl_msg *m)
{
	struct aeiplayer_info *in = &p->info;
	in->count++;
	if (m->type == AEICTL_LOG) {
		snprintf(in->log, sizeof in->log, "%.*s", AEICTL_LOG_WIDTH, m->text);
		return;
	}
	if (strcmp(m->key, "score") == 0)
		snprintf(in->score, sizeof in->score, "%.15s", m->text);
	else if (strcmp(m->key, "depth") == 0)
		snprintf(in->depth, sizeof in->depth, "%.15s", m->text);
	else if (strcmp(m->key, "nodes") == 0)
		snprintf(in->nodes, sizeof in->nodes, "%.23s", m->text);
	else if (strcmp(m->key, "pv") == 0)
		snprintf(in->pv, sizeof in->pv, "%.159s", m->text);
}

/* Says how the engine's process ended. */
static void aeiplayer_crashed(struct aeiplayer *p)
{
	aeictl_stop(&p->ctl);
	int st = p->ctl.status;
	if (st >= 0 && WIFSIGNALED(st))
		aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine was killed by signal %d", WTERMSIG(st));
	else if (st >= 0 && WIFEXITED(st))
		aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine ended (exit status %d)", WEXITSTATUS(st));
	else
		aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine ended");
}

/* Reads a turn of steps (capture tokens allowed, as they are derived from
 * the steps) and plays it on g. Returns 0 with the turn in canonical form
 * in move, or -1 with why. */
static int aeiplayer_play_turn(struct game *g, char **tok, size_t *len, int n, char *move, size_t movesize,
			       char *why, size_t whysize)
{
	struct turn t;
	int piece, square;
	game_turn_begin(g, &t);
	for (int i = 0; i < n; i++) {
		struct step st;
		if (notation_capture_read(tok[i], len[i], &piece, &square) == 0)
			continue;
		if (notation_step_read(tok[i], len[i], &st) != 0 || st.to == SQUARE_NONE) {
			snprintf(why, whysize, "'%.*s' is not a step: a move is one to four steps such as Ed2n",
				 (int)len[i], tok[i]);
			return -1;
		}
		enum step_error e = t.nsteps >= TURN_MAX_STEPS ? STEP_ERR_TOO_MANY : turn_step(&t, st);
		if (e != STEP_OK) {
			notation_turn_step_error(&t, st, e, why, whysize);
			return -1;
		}
	}
	if (t.nsteps == 0) {
		snprintf(why, whysize, "%s", notation_turn_end_error(TURN_END_NO_STEP));
		return -1;
	}
	if (turn_push_pending(&t)) {
		snprintf(why, whysize, "a push is not completed");
		return -1;
	}
	notation_turn(t.steps, t.nsteps, move, movesize);
	enum turn_end end;
	enum game_outcome r = game_play(g, &t, &end);
	if (r == GAME_NO_MEMORY)
		xmalloc_fail();
	if (r != GAME_PLAYED) {
		snprintf(why, whysize, "%s", r == GAME_CANNOT_END ? notation_turn_end_error(end) : "the game is not in play");
		return -1;
	}
	return 0;
}

/* Reads a setup of placement tokens and plays it on g. Returns 0 with the
 * setup in canonical form in move, or -1 with why. */
static int aeiplayer_play_setup(struct game *g, char **tok, size_t *len, int n, char *move, size_t movesize,
				char *why, size_t whysize)
{
	struct placement pl[SETUP_PIECES];
	for (int i = 0; i < n; i++) {
		if (i == SETUP_PIECES) {
			snprintf(why, whysize, "a setup places %d pieces, not more", SETUP_PIECES);
			return -1;
		}
		if (notation_placement_read(tok[i], len[i], &pl[i]) != 0) {
			snprintf(why, whysize, "'%.*s' is not a placement: a setup is %d tokens such as Ra1",
				 (int)len[i], tok[i], SETUP_PIECES);
			return -1;
		}
	}
	enum setup_error e = game_setup(g, pl, n);
	if (e == SETUP_ERR_NO_MEMORY)
		xmalloc_fail();
	if (e != SETUP_OK) {
		snprintf(why, whysize, "%s", notation_setup_error(e));
		return -1;
	}
	notation_setup(pl, n, move, movesize);
	return 0;
}

int aeiplayer_check_move(struct game *g, const char *text, char *move, size_t movesize, char *why, size_t whysize)
{
	/* the tokens of at most one move: a setup's sixteen, or four steps
	 * with their captures */
	enum { TOKENS_MAX = SETUP_PIECES + 1 };
	char *tok[TOKENS_MAX];
	size_t len[TOKENS_MAX];
	int n = 0;
	const char *s = text;
	if (g->phase == GAME_OVER) {
		snprintf(why, whysize, "the game is over");
		return -1;
	}
	while (*s) {
		while (*s == ' ' || *s == '\t')
			s++;
		size_t l = strcspn(s, " \t");
		if (l == 0)
			break;
		if (n == TOKENS_MAX) {
			snprintf(why, whysize, "too many tokens for one move");
			return -1;
		}
		tok[n] = (char *)s;
		len[n++] = l;
		s += l;
	}
	int r = g->phase == GAME_SETUP ? aeiplayer_play_setup(g, tok, len, n, move, movesize, why, whysize)
				       : aeiplayer_play_turn(g, tok, len, n, move, movesize, why, whysize);
	if (r == 0)
		game_takeback(g);
	return r;
}

/* Checks the engine's move against the rules. */
static enum aeiplayer_poll aeiplayer_check(struct aeiplayer *p, struct game *g, const char *text,
					   char *move, size_t movesize)
{
	char shown[80], why[256];
	text_quote(text, strlen(text), shown, 60);
	if (aeiplayer_check_move(g, text, move, movesize, why, sizeof why) == 0) {
		p->thinking = false;
		return AEIPLAYER_MOVE;
	}
	aeiplayer_fail(p, AEIPLAYER_ILLEGAL, "illegal move '%s': %s", shown, why);
	return AEIPLAYER_FAILED;
}

enum aeiplayer_poll aeiplayer_take(struct aeiplayer *p, struct game *g, const struct aeictl_msg *m,
				   char *move, size_t movesize)
{
	if (p->fault != AEIPLAYER_OK)
		return AEIPLAYER_FAILED;
	if (p->opening)
		return aeiplayer_take_opening(p, m);
	switch (m->type) {
	case AEICTL_READYOK:
		if (p->barriers > 0)
			p->barriers--;
		break;
	case AEICTL_BESTMOVE:
		/* the answer of a search cancelled, or of a pondering, is dropped */
		if (p->thinking && p->barriers == 0)
			return aeiplayer_check(p, g, m->text, move, movesize);
		break;
	case AEICTL_INFO:
	case AEICTL_LOG:
		aeiplayer_note(p, m);
		break;
	case AEICTL_GARBAGE:
		aeiplayer_fail(p, AEIPLAYER_GARBAGE, "the engine sent '%s', which is not AEI", m->text);
		aeictl_stop(&p->ctl);
		return AEIPLAYER_FAILED;
	case AEICTL_EOF:
		aeiplayer_crashed(p);
		return AEIPLAYER_FAILED;
	default:
		break;
	}
	return AEIPLAYER_WAIT;
}

enum aeiplayer_poll aeiplayer_tick(struct aeiplayer *p, long now)
{
	if (p->fault != AEIPLAYER_OK)
		return AEIPLAYER_FAILED;
	if (p->opening && now >= p->open_deadline) {
		aeiplayer_fail(p, AEIPLAYER_CRASH, "no %s within %d ms", p->opening == 1 ? "aeiok" : "readyok",
			       AEIPLAYER_OPEN_MS);
		aeictl_stop(&p->ctl);
		return AEIPLAYER_FAILED;
	}
	if (!p->thinking)
		return AEIPLAYER_WAIT;
	if (p->analysing && !p->stop_sent && now >= p->stop_at) {
		p->stop_sent = true;
		aeictl_send(&p->ctl, "stop");
	}
	if (now >= p->deadline) {
		aeiplayer_fail(p, AEIPLAYER_TIMEOUT, "no move from the engine within its time");
		aeictl_stop(&p->ctl);
		return AEIPLAYER_FAILED;
	}
	return AEIPLAYER_WAIT;
}

enum aeiplayer_poll aeiplayer_poll(struct aeiplayer *p, struct game *g, int timeout_ms,
				   char *move, size_t movesize)
{
	struct aeictl_msg m;
	if (p->fault != AEIPLAYER_OK)
		return AEIPLAYER_FAILED;
	for (int i = 0; i < AEIPLAYER_LINES_PER_POLL; i++) {
		long now = now_ms();
		long wait = i == 0 ? timeout_ms : 0;
		if (p->opening || p->thinking) {
			long until = p->opening ? p->open_deadline : p->analysing && !p->stop_sent ? p->stop_at : p->deadline;
			if (wait > until - now)
				wait = until - now;
			if (wait < 0)
				wait = 0;
		}
		if (aeictl_read(&p->ctl, (int)wait, &m) == 0)
			break;
		enum aeiplayer_poll r = aeiplayer_take(p, g, &m, move, movesize);
		if (r != AEIPLAYER_WAIT)
			return r;
	}
	return aeiplayer_tick(p, now_ms());
}

void aeiplayer_cancel(struct aeiplayer *p)
{
	if (!(p->thinking || p->pondering) || p->fault != AEIPLAYER_OK)
		return;
	p->thinking = false;
	p->pondering = false;
	/* Its bestmove comes before the readyok: everything up to the readyok
	 * is dropped by the next polls, without waiting here. */
	if (aeictl_send(&p->ctl, "stop") != 0 || aeictl_send(&p->ctl, "isready") != 0) {
		aeiplayer_fail(p, AEIPLAYER_CRASH, "the engine no longer reads its input");
		aeictl_stop(&p->ctl);
		return;
	}
	p->barriers++;
}

int aeiplayer_pollfds(const struct aeiplayer *p, struct pollfd *fds)
{
	return p->started ? aeictl_pollfds(&p->ctl, fds, p->opening || p->thinking || p->pondering) : 0;
}

void aeiplayer_pump(struct aeiplayer *p)
{
	if (p->started)
		aeictl_pump(&p->ctl);
}

void aeiplayer_stop(struct aeiplayer *p)
{
	if (p->started)
		aeictl_stop(&p->ctl);
	p->thinking = false;
	p->pondering = false;
	p->started = false;
}
