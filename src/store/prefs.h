/* prefs.h: the answers arimaa remembers between runs (the players' names,
 * the clock, the view, whether to ask at all, the low-time bell), kept as
 * "key = value" lines in $XDG_CONFIG_HOME/arimaa/config. The file is
 * untrusted input: read bounded and in one pass, a bad line reported with
 * its number and the whole file then ignored; written atomically. */
#ifndef ARIMAA_STORE_PREFS_H
#define ARIMAA_STORE_PREFS_H

#include <stdbool.h>
#include <stddef.h>

/* The largest file read, and the longest line. */
enum { PREFS_MAX_SIZE = 16384, PREFS_MAX_LINE = 256, PREFS_NAME_MAX = 32, PREFS_CLOCK_MAX = 64 };

/* A setting that may be absent from the file. */
enum prefs_flag { PREFS_UNSET = -1, PREFS_OFF = 0, PREFS_ON = 1 };

struct prefs {
	char gold[PREFS_NAME_MAX];    /* "" when not remembered */
	char silver[PREFS_NAME_MAX];
	bool has_clock;               /* clock below was given ("none" is the empty string) */
	char clock[PREFS_CLOCK_MAX];  /* "M/R/P/L/G/T", or "" for no clock */
	int hotseat;                  /* enum prefs_flag: the hot-seat view */
	int flip;                     /* enum prefs_flag: Silver at the bottom */
	int questions;                /* enum prefs_flag: off starts without the questions */
	int bell;                     /* enum prefs_flag: the low-time bell */
};

/* An empty set of answers: nothing remembered. */
void prefs_init(struct prefs *p);

/* Whether p remembers anything a new game can start from (names or clock). */
bool prefs_has_answers(const struct prefs *p);

/* Reads the text of a file (len bytes, any bytes at all) into p. Returns
 * 0, or -1 with *line (1-based) and why saying what is wrong; p is then
 * empty (prefs_init). */
int prefs_parse(const char *text, size_t len, struct prefs *p, int *line, char *why, size_t whysize);

/* Writes p as the file's text into out (room for size; PREFS_MAX_SIZE is
 * always enough). Returns the length. */
size_t prefs_format(const struct prefs *p, char *out, size_t size);

/* Reads the file at path into p. Returns 1 if read, 0 if there is no file
 * (p empty), or -1 with *cause (its path, the line and why; p empty). */
int prefs_load(const char *path, struct prefs *p, char **cause);

/* Writes p to path atomically. Returns 0, or -1 with *cause. */
int prefs_save(const char *path, const struct prefs *p, char **cause);

#endif
