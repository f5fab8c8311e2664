/* aeiengine.c: the engine side of AEI. The main thread reads and answers
 * the controller's messages; a search runs in a second thread and sends
 * its info lines and its bestmove through the same locked writer. */
#include "config.h"
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiengine.h"
#include "aei/aeiline.h"
#include "engine/engine.h"
#include "engine/timectl.h"
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/record.h"
#include "notation/text.h"
#include "util/xmalloc.h"

/* The standard game-state options, kept in seconds (or as given). */
enum aeiengine_opt {
	OPT_TCMOVE, OPT_TCRESERVE, OPT_TCPERCENT, OPT_TCMAX, OPT_TCTOTAL, OPT_TCTURNS,
	OPT_TCTURNTIME, OPT_GRESERVE, OPT_SRESERVE, OPT_GUSED, OPT_SUSED, OPT_LASTMOVEUSED,
	OPT_MOVEUSED, OPT_OPPONENT, OPT_OPPONENT_RATING, OPT_RATING, OPT_RATED, OPT_EVENT,
	OPT_HASH, OPT_DEPTH, OPT_MOVETIME, OPT_THREADS, OPT_NB
};

static const char *const aeiengine_opt_names[OPT_NB] = {
	"tcmove", "tcreserve", "tcpercent", "tcmax", "tctotal", "tcturns",
	"tcturntime", "greserve", "sreserve", "gused", "sused", "lastmoveused",
	"moveused", "opponent", "opponent_rating", "rating", "rated", "event",
	"hash", "depth", "movetime", "threads"
};

struct aeiengine {
	int out_fd;
	pthread_mutex_t out_lock;
	bool out_failed;
	bool opened;                 /* "aei" received */
	struct game game;
	struct engine *engine;
	double opt[OPT_NB];          /* numeric options (names and events: 0) */
	/* the search */
	pthread_t thread;
	bool thinking;
	bool ponder;
	atomic_bool stop;
	atomic_bool discard;         /* a search stopped by a new position: no bestmove */
	atomic_bool finished;        /* the search thread has returned */
	bool reported;               /* its bestmove has been sent */
	struct engine_limits limits;
	int status;
	struct engine_result result;
};

/* Writes one line to the controller, whole, under the lock. */
static void aeiengine_say(struct aeiengine *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void aeiengine_say(struct aeiengine *a, const char *fmt, ...)
{
	char line[AEILINE_MAX + 2];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n > sizeof line - 2)
		n = (int)(sizeof line - 2);
	line[n++] = '\n';
	pthread_mutex_lock(&a->out_lock);
	size_t done = 0;
	while (!a->out_failed && done < (size_t)n) {
		ssize_t w = write(a->out_fd, line + done, (size_t)n - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			a->out_failed = true;
		else
			done += (size_t)w;
	}
	pthread_mutex_unlock(&a->out_lock);
}

/* Sends the search's progress as info lines. */
static void aeiengine_info(void *ctx, const struct engine_info *info)
{
	struct aeiengine *a = ctx;
	aeiengine_say(a, "info depth %d%s", info->depth, info->partial ? "+" : "");
	aeiengine_say(a, "info score %d", info->score);
	aeiengine_say(a, "info nodes %ld", info->nodes);
	aeiengine_say(a, "info time %ld", info->ms / 1000);
	if (info->pv && info->pv[0])
		aeiengine_say(a, "info pv %s", info->pv);
}

/* The search thread: thinks, then sends bestmove unless pondering or discarded. */
static void *aeiengine_thread(void *arg)
{
	struct aeiengine *a = arg;
	a->status = engine_think(a->engine, &a->game, &a->limits, &a->stop, aeiengine_info, a, &a->result);
	if (!a->ponder && !atomic_load(&a->discard)) {
		if (a->status == 0)
			aeiengine_say(a, "bestmove %s", a->result.move);
		else
			aeiengine_say(a, "log Error: no move to make: the side to move cannot move");
		a->reported = true;
	}
	atomic_store(&a->finished, true);
	return NULL;
}

/* Ends a search in progress. With report, a pondering search's bestmove
 * is sent now (as stop asks); without, nothing more is sent. */
static void aeiengine_halt(struct aeiengine *a, bool report)
{
	if (!a->thinking)
		return;
	if (!report)
		atomic_store(&a->discard, true);
	atomic_store(&a->stop, true);
	pthread_join(a->thread, NULL);
	a->thinking = false;
	if (report && !a->reported) {
		if (a->status == 0)
			aeiengine_say(a, "bestmove %s", a->result.move);
		else
			aeiengine_say(a, "log Error: no move to make");
	}
}

/* The time control and the clocks for the side to move, from the options. */
static struct timectl aeiengine_timectl(const struct aeiengine *a)
{
	bool gold = a->game.pos.side == GOLD;
	struct timectl tc = {
		.tcmove = a->opt[OPT_TCMOVE], .tcreserve = a->opt[OPT_TCRESERVE],
		.tcpercent = a->opt[OPT_TCPERCENT], .tcmax = a->opt[OPT_TCMAX],
		.tctotal = a->opt[OPT_TCTOTAL], .tcturns = a->opt[OPT_TCTURNS],
		.tcturntime = a->opt[OPT_TCTURNTIME],
		.reserve = gold ? a->opt[OPT_GRESERVE] : a->opt[OPT_SRESERVE],
		.used = a->opt[OPT_MOVEUSED],
		.total_used = gold ? a->opt[OPT_GUSED] : a->opt[OPT_SUSED],
		.turn = a->game.number,
		.fallback = a->opt[OPT_MOVETIME] > 0 ? a->opt[OPT_MOVETIME] : 2,
	};
	return tc;
}

/* go [ponder]: starts the search. */
static void aeiengine_go(struct aeiengine *a, const char *rest)
{
	if (a->thinking) {
		aeiengine_say(a, "log Error: go while already searching");
		return;
	}
	if (*rest && strcmp(rest, "ponder") != 0) {
		aeiengine_say(a, "log Error: unknown go subcommand");
		return;
	}
	a->ponder = *rest != '\0';
	/* the depth counts steps; the clock is kept whatever the depth */
	int depth = (int)a->opt[OPT_DEPTH];
	struct timectl tc = aeiengine_timectl(a);
	struct timectl_plan plan = timectl_plan(&tc);
	a->limits.depth = depth <= 0 ? 0 : depth > ENGINE_MAX_DEPTH ? ENGINE_MAX_DEPTH : depth;
	a->limits.time_ms = plan.target_ms;
	a->limits.max_ms = plan.max_ms;
	/* the movetime option (seconds) caps a move's time */
	if (a->opt[OPT_MOVETIME] > 0 && a->limits.max_ms > (long)(a->opt[OPT_MOVETIME] * 1000)) {
		a->limits.max_ms = (long)(a->opt[OPT_MOVETIME] * 1000);
		if (a->limits.time_ms > a->limits.max_ms)
			a->limits.time_ms = a->limits.max_ms;
	}
	atomic_store(&a->stop, false);
	atomic_store(&a->discard, false);
	atomic_store(&a->finished, false);
	a->reported = false;
	if (pthread_create(&a->thread, NULL, aeiengine_thread, a) != 0) {
		aeiengine_say(a, "log Error: cannot start the search");
		return;
	}
	a->thinking = true;
}

/* Forgets the clocks of a game: each side's reserve is tcreserve again
 * (until greserve or sreserve says otherwise) and nothing is used. */
static void aeiengine_reset_clocks(struct aeiengine *a)
{
	a->opt[OPT_GRESERVE] = a->opt[OPT_SRESERVE] = -1;
	a->opt[OPT_GUSED] = a->opt[OPT_SUSED] = 0;
	a->opt[OPT_MOVEUSED] = a->opt[OPT_LASTMOVEUSED] = 0;
}

/* newgame: the empty board, Gold to set up, the reserves as at the start. */
static void aeiengine_newgame(struct aeiengine *a)
{
	aeiengine_halt(a, false);
	game_free(&a->game);
	game_init(&a->game);
	aeiengine_reset_clocks(a);
	engine_clear(a->engine);
}

/* setposition <side> <board>. A position that cannot be read is logged
 * (the game stays as it was); nothing else can fail. */
static void aeiengine_setposition(struct aeiengine *a, const char *rest)
{
	struct position pos;
	int number;
	char why[160];
	aeiengine_halt(a, false);
	if (diagram_short_read(rest, strlen(rest), &pos, &number, why, sizeof why) != 0) {
		aeiengine_say(a, "log Error: setposition: %s", why);
		return;
	}
	game_free(&a->game);
	if (game_init_position(&a->game, &pos, number) != 0)
		xmalloc_fail();
}

/* makemove <move>. An illegal move is logged and not played. */
static void aeiengine_makemove(struct aeiengine *a, const char *rest)
{
	struct record_error err;
	aeiengine_halt(a, false);
	if (record_play_line(&a->game, rest, &err) != 0) {
		char shown[80];
		text_quote(rest, strlen(rest), shown, 60);
		aeiengine_say(a, "log Error: illegal move %s: %s", shown, err.message);
	}
}

/* Whether a search is under way (the engine may not be changed then). */
static bool aeiengine_searching(struct aeiengine *a)
{
	return a->thinking && !atomic_load(&a->finished);
}

/* setoption name <id> [value <x>]. */
static void aeiengine_setoption(struct aeiengine *a, char *rest)
{
	char *name, *value;
	if (aeiline_option(rest, &name, &value) != 0) {
		aeiengine_say(a, "log Error: setoption needs 'name ID [value X]'");
		return;
	}
	for (int i = 0; i < OPT_NB; i++) {
		if (strcmp(name, aeiengine_opt_names[i]) != 0)
			continue;
		if (i == OPT_OPPONENT || i == OPT_EVENT)
			return;
		char *end = NULL;
		double v = value ? strtod(value, &end) : 0;
		if (!value || end == value || *end != '\0' || v != v) {
			aeiengine_say(a, "log Warning: option %s needs a number", name);
			return;
		}
		a->opt[i] = v;
		if (i == OPT_DEPTH)
			aeiengine_say(a, "log Search depth set to %d steps", (int)v);
		if (i == OPT_HASH) {
			if (aeiengine_searching(a))
				aeiengine_say(a, "log Warning: hash not resized while searching");
			else
				engine_set_hash(a->engine, v < 1 ? 1 : v > ENGINE_HASH_MAX_MB ? ENGINE_HASH_MAX_MB : (long)v);
		}
		if (i == OPT_THREADS) {
			if (aeiengine_searching(a)) {
				aeiengine_say(a, "log Warning: threads not changed while searching");
			} else {
				engine_set_threads(a->engine, v < 1 ? 1 : v > ENGINE_MAX_THREADS ? ENGINE_MAX_THREADS : (int)v);
				int n = engine_threads(a->engine);
				aeiengine_say(a, "log Searching with %d thread%s", n, n == 1 ? "" : "s");
			}
		}
		return;
	}
	char shown[80];
	text_quote(name, strlen(name), shown, 60);
	aeiengine_say(a, "log Warning: unrecognized option %s", shown);
}

/* Handles one message. Returns 1 to end the session normally, -1 on an
 * error that ends it, 0 to go on. */
static int aeiengine_message(struct aeiengine *a, struct aeiline *line)
{
	char *type, *rest;
	if (line->too_long) {
		aeiengine_say(a, "log Error: message longer than %d bytes", AEILINE_MAX);
		return -1;
	}
	aeiline_split(line->text, &type, &rest);
	if (*type == '\0')
		return 0;
	if (strcmp(type, "aei") == 0) {
		if (a->opened) {
			aeiengine_say(a, "log Error: aei received twice");
			return 0;
		}
		a->opened = true;
		aeiengine_say(a, "protocol-version 1");
		aeiengine_say(a, "id name arimaa");
		aeiengine_say(a, "id author the arimaa authors");
		aeiengine_say(a, "id version " PACKAGE_VERSION);
		aeiengine_say(a, "aeiok");
		return 0;
	}
	if (strcmp(type, "quit") == 0) {
		aeiengine_halt(a, false);
		aeiengine_say(a, "log Exiting by controller's command");
		return 1;
	}
	static const char *const known[] = {
		"isready", "newgame", "setposition", "setoption", "makemove", "go", "stop"
	};
	bool is_known = false;
	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
		is_known |= strcmp(type, known[i]) == 0;
	if (!is_known) {
		char shown[80];
		text_quote(type, strlen(type), shown, 60);
		aeiengine_say(a, "log Error: unrecognized message %s", shown);
		return -1;
	}
	if (!a->opened)
		aeiengine_say(a, "log Error: %s before aei", type);
	if (a->thinking && atomic_load(&a->finished) && a->reported) {
		/* a search that has sent its bestmove: collect its thread */
		pthread_join(a->thread, NULL);
		a->thinking = false;
	}
	if (strcmp(type, "isready") == 0) {
		aeiengine_say(a, "readyok");
	} else if (strcmp(type, "newgame") == 0) {
		aeiengine_newgame(a);
	} else if (strcmp(type, "setposition") == 0) {
		aeiengine_setposition(a, rest);
	} else if (strcmp(type, "setoption") == 0) {
		aeiengine_setoption(a, rest);
	} else if (strcmp(type, "makemove") == 0) {
		aeiengine_makemove(a, rest);
	} else if (strcmp(type, "go") == 0) {
		aeiengine_go(a, rest);
	} else if (strcmp(type, "stop") == 0) {
		if (a->thinking)
			aeiengine_halt(a, true);
		else
			aeiengine_say(a, "log Warning: stop while not searching");
	}
	return 0;
}

int aeiengine_run(int in_fd, int out_fd)
{
	static struct aeiengine a; /* large; one per process */
	static struct aeiline_reader reader;
	static struct aeiline line;
	int status = 0;

	memset(&a, 0, sizeof a);
	a.out_fd = out_fd;
	pthread_mutex_init(&a.out_lock, NULL);
	a.opt[OPT_TCPERCENT] = 100;
	a.opt[OPT_RATED] = 1;
	aeiengine_reset_clocks(&a);
	atomic_init(&a.stop, false);
	atomic_init(&a.discard, false);
	atomic_init(&a.finished, false);
	a.engine = engine_new();
	game_init(&a.game);
	aeiline_reader_init(&reader);
	for (;;) {
		int r = 0;
		while (r == 0 && aeiline_next(&reader, &line))
			r = aeiengine_message(&a, &line);
		if (r != 0) {
			status = r < 0;
			break;
		}
		if (reader.eof)
			break;
		if (aeiline_fill(&reader, in_fd) < 0 && !reader.eof)
			continue;
		if (a.out_failed)
			break;
	}
	aeiengine_halt(&a, false);
	game_free(&a.game);
	engine_free(a.engine);
	pthread_mutex_destroy(&a.out_lock);
	return status;
}
