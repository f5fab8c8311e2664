/* ui.h: the interactive terminal front end, the only part that uses curses. */
#ifndef ARIMAA_UI_UI_H
#define ARIMAA_UI_UI_H

#include <stdbool.h>

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
	/* engines (issue 11, src/ui/uiengine.c) */
	const char *self;         /* argv[0], if /proc/self/exe cannot be read */
	const char *gold_engine;  /* --gold-engine: the command of Gold's AEI engine, or NULL */
	const char *silver_engine;
	const char *engine_depth; /* --engine-depth: sent as the depth option, or NULL */
	long engine_time;         /* --engine-time: seconds a move (tcmove), 0 for none */
	long engine_delay;        /* --engine-delay: ms between the steps shown */
	bool engine_delay_set;
	bool engine_ponder;       /* --engine-ponder: engines think on the opponent's time */
};

/* Prints the help screen's keys, "HEADING<TAB>KEY" a line, on standard
 * output (`arimaa --help-keys`; see action.h); needs no terminal. Returns
 * 0, or -1 if the output failed. */
int ui_print_keys(void);

/* Runs the interactive program until the players quit. Returns the exit status. */
int ui_run(const struct ui_options *opt);

#endif
