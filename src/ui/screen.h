/* screen.h: the state machine of screens. The list of screens and the
 * state they share are here, in one place; each screen is a module with a
 * draw and a key function, and the main loop in ui.c only dispatches. */
#ifndef ARIMAA_UI_SCREEN_H
#define ARIMAA_UI_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>
#include "store/playfiles.h"
#include "store/load.h"
#include "store/viewer.h"
#include "ui/clockui.h"
#include "ui/next.h"
#include "ui/session.h"
#include "ui/ui.h"

enum screen_id {
	SCREEN_SETUP,   /* the setup editor (game.phase GAME_SETUP) */
	SCREEN_PLAY,    /* moving step by step (GAME_PLAY) */
	SCREEN_OVER,    /* who won and why (GAME_OVER) */
	SCREEN_PROMPT,  /* the ':' line, over the screen below */
	SCREEN_HELP,    /* every key and the rules in short */
	SCREEN_CONFIRM, /* a yes/no question, over the screen below */
	SCREEN_REPLAY,  /* the replay viewer (mode UI_MODE_REPLAY) */
	SCREEN_LIST,    /* an archive's games to choose from (mode UI_MODE_LIST) */
	/* clocks (screen_clock.c, screen_pause.c) */
	SCREEN_CLOCK,   /* the time control of a new game, from presets */
	SCREEN_PAUSE,   /* both clocks stopped, the board hidden */
	SCREEN_HANDOVER,/* between turns: neither clock runs until the next player is ready */
	SCREEN_MESSAGES, /* the recent status messages */
	SCREEN_NB
};

/* What a confirmation does on yes. */
enum confirm_action { CONFIRM_QUIT, CONFIRM_TAKEBACK, CONFIRM_NEW, CONFIRM_REMATCH, CONFIRM_RESUME };

/* What the base screen is: the game, the replay viewer or an archive's list. */
enum ui_mode { UI_MODE_GAME, UI_MODE_REPLAY, UI_MODE_LIST };

/* A key or a click as the screens receive it. */
struct ui_key {
	bool code;   /* ch is a KEY_* code (arrows, Enter on the keypad, KEY_MOUSE...) */
	wint_t ch;   /* the character or the code */
	bool mouse;  /* a button-1 press (or click) at y, x */
	bool release; /* with mouse: the button's release at y, x (the end of a drag) */
	int y, x;
};

/* Everything the screens share. */
struct ui {
	struct session s;            /* the game */
	enum screen_id screen;       /* the screen shown */
	bool quit;                   /* leave the main loop */
	bool ascii;                  /* plain ASCII look */
	bool color;                  /* colours in use */
	int prompt_name;             /* SCREEN_PROMPT: -1 for a command line, else the colour whose name is asked */
	char names[COLOR_NB][32];    /* the players' names as typed */
	char prompt[200];            /* SCREEN_PROMPT: the line typed so far */
	size_t prompt_len;
	size_t prompt_at;            /* the cursor's place in the line */
	char history[16][200];       /* lines typed at the prompt, oldest first */
	int nhistory;
	int history_at;              /* the line shown while browsing (nhistory: the new one) */
	char square_file;            /* SCREEN_PLAY: a file letter typed, waiting for its rank; 0 for none */
	int press_sq;                /* SCREEN_PLAY: the square a mouse press was on, or -1 */
	enum confirm_action confirm; /* SCREEN_CONFIRM: what yes does */
	char question[512];
	int help_top;                /* SCREEN_HELP: the first line shown */
	const struct ui_options *opt;  /* the command line's options */
	enum ui_mode mode;           /* the screen under the overlays */
	struct playfiles pf;         /* the game's files: autosave, save, resume */
	bool pf_ok;                  /* pf was started */
	bool begun;                  /* the terminal is up: files may be written */
	bool owned;                  /* the autosave slot holds this game (an older one was kept aside) */
	char resume_question[160];   /* files_begin's question, for FILES_NEXT_ASK_RESUME */
	struct viewer rp;            /* UI_MODE_REPLAY: the replay of s.game */
	struct load_result list;     /* UI_MODE_LIST: the archive's games */
	char *list_path;             /* the archive's path */
	size_t list_sel, list_top;   /* the game chosen and the first shown */
	void (*adopted)(struct ui *u); /* run when the files give the session a game (the clocks follow it) */
	struct presets presets;      /* the setup editor's presets (data/presets.txt) */
	struct clockui clk;          /* the clocks (clockui.h) */
	size_t clock_sel;            /* SCREEN_CLOCK: the preset marked */
	bool ask_clock;              /* the names asked at start-up are followed by the clock's choice */
};

struct screen_ops {
	const char *name;
	void (*draw)(struct ui *u);
	void (*key)(struct ui *u, const struct ui_key *k);
};

/* The screens, indexed by enum screen_id. */
extern const struct screen_ops screen_table[SCREEN_NB];

/* The screen the mode and the game's phase call for: the replay viewer,
 * the archive list, or setup, play or game over. */
enum screen_id screen_base(const struct ui *u);

/* Draws the screen under an overlay (prompt, confirmation). */
void screen_draw_base(struct ui *u);

/* Opens the prompt over the current screen. */
void screen_open_prompt(struct ui *u);

/* Asks the name of colour c's player on the prompt line (Enter keeps the
 * name shown); after Gold's, Silver's is asked. */
void screen_ask_name(struct ui *u, enum color c);

/* Asks a yes/no question; yes performs action. */
void screen_open_confirm(struct ui *u, enum confirm_action action, const char *question);

/* Does what a file action returned: opens the game's screen, the replay
 * viewer, the archive's list or the resume question, or nothing. */
void screen_follow(struct ui *u, enum files_next next);

/* Quits, asking first if a game is in progress. */
void screen_ask_quit(struct ui *u);

/* The game has just ended off the board (a clock's flag, an engine's
 * fault; the caller says why): it is autosaved, and a playing screen, a
 * prompt or a question gives way to the game-over screen. */
void screen_game_ended(struct ui *u);

/* Opens the help screen at its top. */
void screen_open_help(struct ui *u);

/* Opens the list of recent messages. */
void screen_open_messages(struct ui *u);

/* The keys the viewers share with the board screens (the action table's
 * ACTION_VIEW entries: :, ?, S, M, q, Ctrl-L; and f flips). Returns true if it handled k. */
bool screen_common_key(struct ui *u, const struct ui_key *k);

void screen_setup_draw(struct ui *u);
void screen_setup_key(struct ui *u, const struct ui_key *k);
void screen_play_draw(struct ui *u);
void screen_play_key(struct ui *u, const struct ui_key *k);
void screen_over_draw(struct ui *u);
void screen_over_key(struct ui *u, const struct ui_key *k);
void screen_prompt_draw(struct ui *u);
void screen_prompt_key(struct ui *u, const struct ui_key *k);
void screen_help_draw(struct ui *u);
void screen_help_key(struct ui *u, const struct ui_key *k);
void screen_confirm_draw(struct ui *u);
void screen_confirm_key(struct ui *u, const struct ui_key *k);
void screen_replay_draw(struct ui *u);
void screen_replay_key(struct ui *u, const struct ui_key *k);
void screen_list_draw(struct ui *u);
void screen_list_key(struct ui *u, const struct ui_key *k);
void screen_clock_draw(struct ui *u);
void screen_clock_key(struct ui *u, const struct ui_key *k);
void screen_pause_draw(struct ui *u);
void screen_pause_key(struct ui *u, const struct ui_key *k);

/* Opens the choice of a time control for the game (before its first move). */
void screen_open_clock(struct ui *u);

/* Opens the pause screen: both clocks stop and the board is hidden. */
void screen_open_pause(struct ui *u);
void screen_messages_draw(struct ui *u);
void screen_messages_key(struct ui *u, const struct ui_key *k);

/* Opens the replay viewer on the game shown, at its start (at_end: at its
 * end). Returns false (the status says why) if memory ran out. */
bool screen_open_replay(struct ui *u, bool at_end);

/* Leaves the replay viewer for the game screens. */
void screen_close_replay(struct ui *u);

/* Runs a line typed at the prompt in the replay viewer: a turn to go to. */
void screen_replay_command(struct ui *u, const char *line);

/* Key helpers. */
static inline bool key_is(const struct ui_key *k, wint_t c) { return !k->code && !k->mouse && k->ch == c; }
static inline bool key_code(const struct ui_key *k, int c) { return k->code && !k->mouse && k->ch == (wint_t)c; }

#endif
