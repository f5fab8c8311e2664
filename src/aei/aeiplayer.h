/* aeiplayer.h: an AEI engine as a player of a game: it is kept in step
 * with the game (newgame, setposition, makemove), asked for a move with
 * the time control, and held to the rules: an illegal move, no answer in
 * its time plus a margin, a crash or garbage each end its part with the
 * reason and its last lines, and the game is never changed here. */
#ifndef ARIMAA_AEI_AEIPLAYER_H
#define ARIMAA_AEI_AEIPLAYER_H

#include <stdbool.h>
#include <stddef.h>
#include "aei/aeictl.h"
#include "core/game.h"
#include "notation/timecontrol.h"

/* How an engine failed. */
enum aeiplayer_fault {
	AEIPLAYER_OK,
	AEIPLAYER_ILLEGAL,   /* it sent an illegal move: it loses */
	AEIPLAYER_TIMEOUT,   /* no move in its time plus the margin: it loses on time */
	AEIPLAYER_CRASH,     /* it ended or stopped reading */
	AEIPLAYER_GARBAGE    /* it sent something that is not AEI */
};

/* The options set for the engine (setoption), kept so that they are sent
 * again after every newgame. */
enum { AEIPLAYER_OPTIONS = 16, AEIPLAYER_OPTION_SIZE = 64 };

/* A timed move: the time control and the clocks when go is sent. Sent
 * after the game (newgame, the options, the position), just before go. */
struct aeiplayer_clock {
	struct timecontrol tc;
	long greserve, sreserve;    /* seconds, or -1 for not sent */
	long lastmoveused;          /* seconds, or -1 for not sent */
	long moveused;              /* seconds, or -1 for not sent */
};

/* --engine-time: a fixed time a move, and a reserve refilled every move
 * (sent as tcreserve, greserve and sreserve) so that an engine that keeps
 * a margin still uses its time; the engine loses only past both and the
 * margin. */
enum { AEIPLAYER_FIXED_RESERVE_S = 3 };

/* What the engine last said about its search, printable. */
struct aeiplayer_info {
	char score[16];
	char depth[16];
	char nodes[24];
	char pv[160];
	char log[AEICTL_LOG_WIDTH + 4];
	unsigned long count;  /* info and log lines seen in this search */
};

struct aeiplayer {
	struct aeictl ctl;
	bool started;
	int opening;            /* the handshake under way: 1 aei sent, 2 isready sent; 0 done */
	bool version;           /* protocol-version 1 read */
	long open_deadline;     /* when the handshake has failed */
	size_t synced;          /* moves of the game the engine has been sent */
	uint64_t synced_hash;   /* the position after them */
	bool synced_valid;
	bool thinking;
	bool pondering;         /* go ponder sent: it thinks on the opponent's time */
	size_t ponder_moves;    /* the game it ponders on: its moves and position */
	uint64_t ponder_hash;
	bool analysing;         /* a search for analysis: stopped at its limit, its move not played */
	bool stop_sent;
	long stop_at;           /* when to send stop (analysis), 0 for never */
	long deadline;          /* when it has lost on time */
	int barriers;           /* isready sent after a cancelled search, readyok not yet read */
	char options[AEIPLAYER_OPTIONS][2][AEIPLAYER_OPTION_SIZE]; /* name, value */
	int noptions;
	bool options_sent;      /* the engine has them all */
	struct aeiplayer_info info;
	enum aeiplayer_fault fault;
	char reason[512];       /* why it failed, printable */
};

/* The margin past an engine's time before it loses on time. */
enum { AEIPLAYER_MARGIN_MS = 3000, AEIPLAYER_OPEN_MS = 10000 };

/* Starts cmd and opens the session (aei, then isready), waiting for it
 * (at most AEIPLAYER_OPEN_MS). Returns 0, or -1 with why (the engine is
 * stopped again). */
int aeiplayer_start(struct aeiplayer *p, const char *cmd, char *why, size_t whysize);

/* Starts cmd and sends aei without waiting: p->opening stays set while the
 * handshake goes on, read by aeiplayer_poll (or aeiplayer_take and
 * aeiplayer_tick) like any answer, which fail it (AEIPLAYER_CRASH, with
 * the engine's last words) past now + AEIPLAYER_OPEN_MS. Returns 0, or
 * -1 with why when the engine cannot be started. */
int aeiplayer_begin(struct aeiplayer *p, const char *cmd, long now, char *why, size_t whysize);

/* Sets an option (setoption name NAME value VALUE): kept, and sent before
 * the next go, after newgame when a new game is sent (an engine may reset
 * its settings there). Returns 0, or -1 if the engine no longer reads or
 * the option does not fit. */
int aeiplayer_option(struct aeiplayer *p, const char *name, const char *value);

/* aeiplayer_option with a number for the value. */
int aeiplayer_option_number(struct aeiplayer *p, const char *name, long value);

/* The clock of a fixed move_s seconds a move (--engine-time): tcmove
 * move_s with the reserve AEIPLAYER_FIXED_RESERVE_S, the reserve not
 * growing; *limit_ms is the time the engine has (both). */
void aeiplayer_fixed_clock(long move_s, struct aeiplayer_clock *clk, long *limit_ms);

/* Asks for a move of the side to move in g: brings the engine up to the
 * game (newgame, the options, setposition, the moves it lacks), then with
 * clk (NULL: untimed) the time control and the clocks, then go. All of it
 * is queued, never waited on; the engine has limit_ms plus the margin,
 * from now, to read it and answer. With analyse, stop is sent after
 * limit_ms and the move is only shown. Returns 0, or -1 with the fault set. */
int aeiplayer_go(struct aeiplayer *p, const struct game *g, long limit_ms, bool analyse,
		 const struct aeiplayer_clock *clk);

/* As aeiplayer_go, now being the time (now_ms's clock) from which its
 * time and the margin run (for the tests, which give the time). */
int aeiplayer_go_at(struct aeiplayer *p, const struct game *g, long limit_ms, bool analyse,
		    const struct aeiplayer_clock *clk, long now);

/* Lets the engine think on its opponent's time (go ponder) on g, where the
 * opponent is to move; its answer, if it sends one, is dropped. The next
 * aeiplayer_go or aeiplayer_cancel ends the pondering (stop, isready).
 * Nothing is done when it thinks or ponders already. Returns 0, or -1 with
 * the fault set. */
int aeiplayer_ponder(struct aeiplayer *p, const struct game *g);

/* Whether it ponders on another game than g (a move taken back, a new
 * game, the game over): then it is best cancelled. */
bool aeiplayer_ponders_elsewhere(const struct aeiplayer *p, const struct game *g);

/* Reads an engine's answer strictly as one move of the side to move in g:
 * in the setups, the placements of its setup; in play, one to four steps
 * (capture tokens may follow a step, and are rebuilt from the steps).
 * Nothing else is a move: no label, no "takeback" or "resign", no second
 * move. Returns 0 with the move in canonical notation in move, or -1 with
 * why. g is played on and restored. */
int aeiplayer_check_move(struct game *g, const char *text, char *move, size_t movesize, char *why, size_t whysize);

enum aeiplayer_poll {
	AEIPLAYER_WAIT,   /* still thinking */
	AEIPLAYER_MOVE,   /* move holds a legal move of the side to move in g */
	AEIPLAYER_FAILED  /* p->fault and p->reason say why */
};

/* Reads what the engine sent, waiting at most timeout_ms, and at most a
 * bounded number of lines per call. g is the game the move was asked for
 * (it is changed and restored to check the move). */
enum aeiplayer_poll aeiplayer_poll(struct aeiplayer *p, struct game *g, int timeout_ms,
				   char *move, size_t movesize);

/* What aeiplayer_poll does with one message m from the engine: a readyok
 * ends what a cancel drops, a bestmove of the search asked is checked (a
 * legal move in move, AEIPLAYER_MOVE; else the fault ILLEGAL), info and
 * log lines are kept, garbage and the end of its output are faults. The
 * engine's lines and the time can so be given by a test, without a
 * process (aeictl_take_line reads a line into m). */
enum aeiplayer_poll aeiplayer_take(struct aeiplayer *p, struct game *g, const struct aeictl_msg *m,
				   char *move, size_t movesize);

/* What aeiplayer_poll does with the time now (now_ms's clock) while the
 * engine thinks: stop is sent at an analysis's limit, and past its time
 * and the margin the engine has lost on time (AEIPLAYER_FAILED). */
enum aeiplayer_poll aeiplayer_tick(struct aeiplayer *p, long now);

/* Stops a search or a pondering in progress and forgets its answer (the
 * engine stays): stop and isready are sent, and what comes before the
 * readyok is dropped by the next polls. It does not wait. */
void aeiplayer_cancel(struct aeiplayer *p);

/* Fills fds (room for AEICTL_POLLFDS) with what to wait on for the
 * engine: its output while it thinks or ponders (the caller polls it
 * then), its input while something waits to be sent. Returns how many
 * (0 when it is not running). */
int aeiplayer_pollfds(const struct aeiplayer *p, struct pollfd *fds);

/* Sends what is queued for the engine as far as it reads and keeps its
 * standard error, never waiting (a broken engine is found by the next go
 * or poll). */
void aeiplayer_pump(struct aeiplayer *p);

/* Ends the engine for sure. */
void aeiplayer_stop(struct aeiplayer *p);

#endif
