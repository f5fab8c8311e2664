/* session.h: the game the screens share: the core's game, the turn in
 * progress with its redo list, the setup editor, the board under the
 * player's hands, the view's orientation and the status line; and every
 * action a player can take on them, worded for the status line. No curses:
 * the screens draw it and the unit tests drive it. */
#ifndef ARIMAA_APP_SESSION_H
#define ARIMAA_APP_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "app/pick.h"
#include "app/setupedit.h"

enum { SESSION_LOG_NB = 32 };

struct session {
	struct game game;                   /* the game so far (setups, turns, win checks) */
	struct turn turn;                   /* the turn in progress while game.phase is GAME_PLAY */
	struct step redo[TURN_MAX_STEPS];   /* steps undone in this turn, last undone at the end */
	int nredo;
	unsigned redo_whole;                /* bit i: redo[i] and redo[i - 1] are a push or pull undone
					     * as a whole, to be redone as one */
	struct setupedit edit;              /* the setup editor while game.phase is GAME_SETUP */
	struct pick pick;                   /* cursor, selection and offers while playing */
	bool flipped;                       /* the player turned the board over */
	bool hotseat;                       /* turn the board towards the player to move */
	char status[256];                   /* the status line */
	bool status_warn;                   /* the status line is a refusal or a warning */
	char log[SESSION_LOG_NB][256];      /* recent status messages, a ring */
	int nlog;                           /* messages logged so far */
	unsigned seed;                      /* for random setups */
	const struct presets *presets;      /* the setup presets, or NULL for the built-in one */
	const char *names[COLOR_NB];        /* players' names, or NULL */
	/* Called after every completed turn, setup, resignation, take-back and
	 * new game; NULL for none. The store helper hooks saving here. */
	void (*after_move)(struct session *s, void *data);
	void *after_move_data;
};

/* Starts a new game with Gold to set up. */
void session_init(struct session *s);

void session_free(struct session *s);

/* Gives the setup editor its presets (not copied; NULL: the built-in one);
 * a setup under way starts again from the first. */
void session_set_presets(struct session *s, const struct presets *presets);

/* Replaces the game with a new one, keeping the view and the hook. */
void session_new_game(struct session *s);

/* A new game with the players' names swapped (Gold's player takes Silver). */
void session_rematch(struct session *s);

/* Replaces the game with g (taken over: the caller no longer frees it),
 * to be continued from its end; the view and the hook are kept. */
void session_set_game(struct session *s, struct game *g);

/* Sets the status line (warn marks a refusal or a warning). */
void session_say(struct session *s, bool warn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* The i-th most recent status message (0 the latest), or NULL past the oldest kept. */
const char *session_message(const struct session *s, int i);

/* Whether the view has Silver at the bottom: the flip key, and the hot-seat option when Silver is to move. */
bool session_view_flipped(const struct session *s);

/* Plays the setup in the editor. Returns 0, or 1 if refused (the status says why). */
int session_accept_setup(struct session *s);

/* Takes the steps of m (as pick_activate gave them). Returns STEP_OK or why
 * the first refused step failed (the turn is then as it was). */
enum step_error session_play(struct session *s, const struct pick_move *m);

/* Undoes the last step of the turn; false if none. */
bool session_undo(struct session *s);

/* Undoes the last push or pull as a whole (its two steps), else the last
 * step; false if there is none. */
bool session_undo_action(struct session *s);

/* Takes again the last step undone (a push or pull undone as a whole:
 * both its steps); false if none. */
bool session_redo(struct session *s);

/* Undoes every step of the turn (they can be redone); false if none. */
bool session_reset(struct session *s);

/* Ends the turn if the rules allow: 0 ended, 1 refused (the status says why). */
int session_end_turn(struct session *s);

/* Plays a line of notation from the prompt as the next move (a whole turn,
 * a setup, "resign"); the turn in progress is dropped only if it succeeds.
 * Returns 0, or 1 if refused (the status says why). */
int session_play_line(struct session *s, const char *text);

/* Plays the path of the mover's piece on `from` to `to` (pick_find_path)
 * after the steps taken so far, then ends the turn, as a whole turn typed
 * in notation does; if the turn may not end there, the steps stay taken
 * and the status says why. Returns 0 if the turn ended, 1 if not. */
int session_play_path(struct session *s, int from, int to);

/* Takes back the last completed move (turn or setup); a turn's steps go to
 * the redo list. false if there is none. */
bool session_takeback(struct session *s);

/* The side to move resigns. Returns 0, or 1 if not in play. */
int session_resign(struct session *s);

/* Whether quitting would lose something: a move or a step has been made and the game is not over. */
bool session_in_progress(const struct session *s);

/* Writes move i of the game as a move-list line ("12g Ed2n Ed3n Ed4n Dg2n"). */
void session_move_text(const struct session *s, size_t i, char *buf, size_t size);

/* Writes the pieces colour c has lost ("R R c"), strongest first; "" if none. */
void session_lost(const struct session *s, enum color c, char *buf, size_t size);

/* Writes who won and why ("Gold wins: a gold rabbit reached rank 8 (goal)"). */
void session_verdict(const struct session *s, char *buf, size_t size);

/* Writes the steps of the turn in progress in notation, "" if none. */
void session_turn_text(const struct session *s, char *buf, size_t size);

/* Writes the side to move's name: the player's name, else "Gold"/"Silver". */
const char *session_side_name(const struct session *s, enum color c);

/* Writes side c's name for a verdict: its name, with its colour after it
 * when both players have the same name ("arimaa (Gold)"). */
void session_player_label(const struct session *s, enum color c, char *buf, size_t size);

#endif
