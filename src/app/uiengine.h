/* uiengine.h: engines in the interactive game (issue 11): a side played
 * by an AEI engine (--gold-engine, --silver-engine, or the built-in one
 * chosen with C), its moves shown step by step at a watchable pace and
 * played like a person's, its failures reported with its last lines, and
 * the analysis key A in play and in the replay viewer. The main loop waits
 * on the engine's output as well as the keyboard. The engine controller of
 * the app layer: curses-free, tested without a terminal against fake
 * engines (tests/test_app_engine.c); tui/engineview.c draws its lines. */
#ifndef ARIMAA_APP_UIENGINE_H
#define ARIMAA_APP_UIENGINE_H

#include <stdbool.h>
#include <stdint.h>
#include "aei/aeiplayer.h"
#include "app/app.h"

enum {
	UIENGINE_DELAY_MS = 400,       /* between the steps of a move shown */
	UIENGINE_ANALYSIS_MS = 3000,   /* an analysis's time */
	UIENGINE_FREE_MS = 60000       /* a move's time when none is set */
};

/* The built-in engine's name in the game, its headers and the status. */
#define UIENGINE_BUILTIN_NAME "built-in engine"

/* One side's engine. */
struct uiengine_side {
	char *cmd;                  /* its command, NULL for a person */
	struct aeiplayer p;
	bool running;
	bool failed;                /* it failed: the side is played by hand now */
	size_t asked_moves;         /* the game when the move was asked */
	uint64_t asked_hash;
	long long asked_at;         /* when (now_ms) the move was asked */
};

struct uiengine {
	struct uiengine_side side[COLOR_NB];
	char *self;                 /* this program, for the built-in engine */
	const char *depth;          /* --engine-depth, or NULL */
	int threads;                /* the built-in engine's threads (uiengine_threads) */
	int threads_other;          /* the other engines' (0: not told) */
	long time_s;                /* --engine-time, 0 for none */
	long delay_ms;
	bool ponder;                /* --engine-ponder */
	/* a move being shown */
	bool showing;
	char move[AEILINE_MAX + 1];
	struct step steps[TURN_MAX_STEPS];
	int nsteps, shown;
	struct placement placements[SETUP_PIECES]; /* a setup, placed one piece at a time */
	int nplacements, placed;
	long next_at;
	size_t show_moves;          /* the game the move was found for */
	uint64_t show_hash;
	/* analysis */
	struct aeiplayer an;
	bool an_running, an_busy;
	bool an_go_pending;         /* asked while the engine's handshake goes on */
	struct game an_game;
	bool an_game_set;
	char an_line[200];          /* what the analysis found, shown until the next key */
	enum ui_mode an_mode;       /* where it was asked: the game or the replay viewer */
	size_t an_moves, an_point;  /* and at what point (the game's moves, the viewer's point) */
	uint64_t an_hash;
	/* a failure report, shown until a key */
	bool reporting;
	char title[80];
	char reason[512];
	char report[AEICTL_LOG_LINES][AEICTL_LOG_WIDTH + 8];
	int nreport;
};

/* Starts the engines named on the command line (before the screen starts:
 * a failure is printed). Returns 0, or -1 if one could not be started. */
int uiengine_start(struct ui *u, const struct ui_options *opt);

/* Stops every engine for sure and frees what the module holds. */
void uiengine_free(struct ui *u);

/* Waits at most ms for a key or for the engines (their output, the next
 * step of a move being shown). Returns the time curses should still wait
 * for a key: ms when no engine is busy, else 0. */
int uiengine_wait(struct ui *u, int ms);

/* Moves the engines on: asks for a move when it is an engine's turn,
 * reads what they sent, shows the next step. Returns true if the screen changed. */
bool uiengine_tick(struct ui *u);

/* C (from the action table): the built-in engine plays Silver, then Gold,
 * then nobody. */
void uiengine_computer(struct ui *u);

/* Whether an engine plays side c now (started, and not failed). */
bool uiengine_plays(enum color c);

/* A (from the action table): asks the built-in engine for its best move
 * and score from the position shown, without changing the game. */
void uiengine_analyse(struct ui *u);

/* Before the screens see a key: any key closes a failure report (true:
 * the key did only that) and an analysis's finished line. */
bool uiengine_key_seen(void);

/* Whether an engine is to move on the setup or play screen (or its move
 * is being shown): the keys that would move a piece are refused then. */
bool uiengine_holds_board(struct ui *u);

/* Says that a key was refused because the engine is to move. */
void uiengine_refuse(struct ui *u);

/* The module's state, for the view (tui/engineview.c). */
const struct uiengine *uiengine_get(void);

/* A copy of g in out, move by move through the core (the same moves
 * played again from the same start). Returns 0, or -1 (nothing to free). */
int uiengine_copy_game(const struct game *g, struct game *out);

/* The threads an engine of the screens searches on: those of
 * --engine-threads; else the built-in engine (builtin) one for each
 * processor (engine_processors), another engine its own (0: not told). */
int uiengine_threads(const struct ui_options *opt, bool builtin);

/* The engine to move in the game shown, if it is thinking, or NULL. */
const struct uiengine_side *uiengine_thinking(struct ui *u);

/* How long (ms) the engine to move has been thinking at now (the monotonic
 * clock's time), or -1 if none is: its turn's time, shown while it thinks. */
long long uiengine_thinking_ms(struct ui *u, long long now);

/* After a game was resumed or opened: the sides its record says the
 * built-in engine played (the Arimaa-Computer header) are its again,
 * unless engines were named on the command line (the status says so). */
void uiengine_resume(struct ui *u);

/* Whether an engine plays a side of the game now. */
bool uiengine_against(void);

/* The question t asks (room for size): two people both agree; against the
 * engine, the person alone, told what goes (the engine's move and the
 * person's before it). */
void uiengine_takeback_question(struct ui *u, char *q, size_t size);

#endif
