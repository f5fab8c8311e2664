/* app.h: the state of the interactive program, shared by the app layer
 * (src/app, curses-free) and the terminal view (src/tui) that draws it:
 * the command line's options, the screen shown, the game, the files, the
 * clocks. No curses here. */
#ifndef ARIMAA_APP_APP_H
#define ARIMAA_APP_APP_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>
#include "store/playfiles.h"
#include "store/load.h"
#include "store/prefs.h"
#include "store/setups.h"
#include "notation/presets.h"
#include "app/viewer.h"
#include "app/study.h"
#include "app/autoplay.h"
#include "app/session.h"
#include "app/clockctl.h"

struct ui_options {
	const char *file;        /* a record to open, or NULL for a new game */
	const char *gold_name;   /* players' names, or NULL */
	const char *silver_name;
	bool replay;             /* open file in the replay viewer */
	bool resume;             /* resume the autosaved game without asking */
	bool ascii;              /* plain ASCII pieces and borders, no Unicode */
	bool hotseat;            /* turn the board towards the player to move */
	bool games;              /* list the famous games of the data directory */
	const char *time_control; /* "M/R/P/L/G/T" for a new game (checked already), or NULL */
	bool handover;           /* a hand-over screen between turns that runs neither clock */
	bool bell;               /* ring the terminal's bell when the mover's time gets low */
	/* engines (issue 11, src/app/uiengine.c) */
	const char *self;         /* argv[0], if /proc/self/exe cannot be read */
	const char *gold_engine;  /* --gold-engine: the command of Gold's AEI engine, or NULL */
	const char *silver_engine;
	const char *engine_depth; /* --engine-depth: sent as the depth option, or NULL */
	long engine_time;         /* --engine-time: seconds a move (tcmove), 0 for none */
	long engine_delay;        /* --engine-delay: ms between the steps shown */
	bool engine_delay_set;
	bool engine_ponder;       /* --engine-ponder: engines think on the opponent's time */
	const char *analysis_engine; /* --analysis-engine: analysis mode's AEI engine, or NULL for the built-in */
	int engine_threads;       /* --engine-threads: the built-in engine's threads, sent to the others
				   * too; 0: one for each processor (engine_processors), not sent */
	const char *builtin_command; /* the built-in engine's AEI command; NULL: this program with --aei
				      * (the tests give another, to see what it is told) */
	/* learning (issue 20, src/app/tutor.c, src/app/editor.c) */
	bool learn;               /* --learn: the tutorial's lessons */
	bool puzzles;             /* --puzzles: the puzzles */
	bool edit;                /* --edit: the position editor */
	const char *edit_file;    /* --edit FILE: the position to edit, or NULL */
};

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
	/* learning (issue 20) */
	SCREEN_LESSONS, /* the tutorial's list of lessons (mode UI_MODE_TUTOR) */
	SCREEN_TUTOR,   /* a lesson or a puzzle on the board (mode UI_MODE_TUTOR) */
	SCREEN_EDITOR,  /* the position editor (mode UI_MODE_EDITOR) */
	SCREEN_PUZZLES, /* the list of the puzzles (mode UI_MODE_TUTOR) */
	SCREEN_MENU,    /* the main menu (app/menu.h) */
	SCREEN_NB
};

/* What a confirmation does on yes. */
enum confirm_action { CONFIRM_QUIT, CONFIRM_TAKEBACK, CONFIRM_NEW, CONFIRM_REMATCH, CONFIRM_RESUME, CONFIRM_RESIGN,
		       CONFIRM_START /* the remembered players offered at start (app/startup.c) */ };

/* What the base screen is: the game, the replay viewer, an archive's list,
 * the lessons and puzzles, the position editor. */
enum ui_mode { UI_MODE_GAME, UI_MODE_REPLAY, UI_MODE_LIST, UI_MODE_TUTOR, UI_MODE_EDITOR };

struct tutor;
struct editor;
struct viewmove;

/* A key or a click as the screens receive it. */
struct ui_key {
	bool code;   /* ch is a KEY_* code (arrows, Enter on the keypad, KEY_MOUSE...) */
	wint_t ch;   /* the character or the code */
	bool mouse;  /* a button-1 press (or click) at y, x */
	bool release; /* with mouse: the button's release at y, x (the end of a drag) */
	int y, x;
};

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif
/* The longest line the ':' prompt takes: a file's whole path after :save. */
enum { SCREEN_PROMPT_MAX = PATH_MAX };

/* Everything the screens share. */
struct ui {
	struct session s;            /* the game */
	enum screen_id screen;       /* the screen shown */
	bool quit;                   /* leave the main loop */
	bool ascii;                  /* plain ASCII look */
	bool analysed;               /* the engine's analysis was asked for (A) */
	bool engine_line;            /* the right of the title row is the engines' (ui_draw) */
	bool color;                  /* colours in use */
	int prompt_name;             /* SCREEN_PROMPT: -1 for a command line, else the colour whose name is asked */
	char names[COLOR_NB][32];    /* the players' names as typed */
	char prompt[SCREEN_PROMPT_MAX + 1]; /* SCREEN_PROMPT: the line typed so far */
	size_t prompt_len;
	size_t prompt_at;            /* the cursor's place in the line */
	bool prompt_full;            /* a character typed past SCREEN_PROMPT_MAX was dropped */
	char history[16][SCREEN_PROMPT_MAX + 1]; /* lines typed at the prompt, oldest first */
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
	struct viewer rp;            /* UI_MODE_REPLAY: the replay of the line shown (studyview.h) */
	struct study study;          /* the game's tree, the node shown (studyview.h); ready once made */
	struct autoplay autoplay;    /* UI_MODE_REPLAY: playing by itself (autoplay.h) */
	struct viewmove *viewmove;   /* UI_MODE_REPLAY: a move entered on the board (viewmove.h), or NULL */
	bool study_only;             /* the game was opened into the viewer and not played on since: its
				      * tree is free to reorder (studyview_playing is false) */
	struct load_result list;     /* UI_MODE_LIST: the archive's games */
	char *list_path;             /* the archive's path */
	size_t list_sel, list_top;   /* the game chosen and the first shown, in the list as shown */
	size_t *list_view;           /* the archive rows a filter keeps (listview.h), NULL: every game */
	size_t list_nview;
	char list_filter[160];       /* the filter's text, "" for none */
	void (*adopted)(struct ui *u); /* run when the files give the session a game (the clocks follow it) */
	struct presets presets;      /* the setup editor's presets (data/presets.txt) */
	struct clockctl clk;         /* the clocks (clockctl.h, run by clockui.c) */
	size_t clock_sel;            /* SCREEN_CLOCK: the line marked */
	bool clock_playon;           /* SCREEN_CLOCK: asked for a game played on from a record */
	bool ask_clock;              /* the names asked at start-up are followed by the clock's choice */
	struct prefs prefs;          /* the answers remembered in the config file (app/startup.c) */
	bool prefs_bad;              /* the config file was refused: it is left as it is */
	bool ask_after_resume;       /* a "no" to resuming is followed by the start-up questions */
	struct setups setups;        /* each player's last setup (app/setupmem.c) */
	bool setups_bad;             /* its file was refused: it is left as it is */
	struct tutor *tutor;         /* UI_MODE_TUTOR: the lessons or puzzles (app/tutor.h) */
	struct editor *editor;       /* UI_MODE_EDITOR: the position editor (app/editor.h) */
	bool menu_home;              /* the main menu is the screen under the others (at start, app/menu.h) */
	size_t menu_sel;             /* SCREEN_MENU: the line marked */
	int menu_new;                /* a new game the menu asked for: a friend's or the computer's */
};

#endif
