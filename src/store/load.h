/* load.h: opening any record from a file: our game files, bare move lists,
 * arimaa.com single-game files, a position diagram or short form, and the
 * arimaa.com archive (one game by id, or the list of its games). */
#ifndef ARIMAA_STORE_LOAD_H
#define ARIMAA_STORE_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "notation/record.h"
#include "store/gamefile.h"

/* The largest file opened, in bytes. */
enum { LOAD_MAX_SIZE = 64 * 1024 * 1024 };

enum load_kind {
	LOAD_GAME_FILE,     /* move lines after header lines (ours, arimaa.com's) */
	LOAD_MOVE_LIST,     /* bare move lines */
	LOAD_POSITION,      /* a diagram or short form, perhaps with moves after it */
	LOAD_ARCHIVE_GAME,  /* one game of an archive, chosen by its id */
	LOAD_ARCHIVE_LIST   /* an archive opened without an id: its list of games */
};

/* One game of an archive, as listed for choosing (strings cut to fit). */
struct load_entry {
	char id[24];
	char gold[48];      /* wusername */
	char silver[48];    /* busername */
	char date[16];      /* from startts: "2026.02.01", or "" */
	char result[8];     /* "1-0 g", "0-1 t", or "" */
	int length;         /* plycount, or the number of move lines */
};

struct load_result {
	enum load_kind kind;
	bool has_game;                /* all but LOAD_ARCHIVE_LIST */
	struct game game;             /* the game replayed from the record */
	struct record rec;            /* the record read (its headers stay here) */
	struct gamefile_info info;    /* names, event... from the headers (pointing into rec) */
	bool finished;                /* decided on the board, or the record gives a result */
	bool illegal;                 /* a move was illegal: game stops before it */
	char *message;                /* then where and why: "line 12, move 7s: ..." */
	struct load_entry *entries;   /* LOAD_ARCHIVE_LIST: the games */
	size_t nentries;
};

/* Opens the record at path ("FILE#ID" picks one game of an archive when no
 * file has the whole name; id, when not NULL, does the same). Fills r
 * (free it with load_free whatever the result). Returns 0, or -1 with
 * *cause when the file cannot be read or is not a record. An illegal move
 * is not an error: r->illegal and r->message say what happened. */
int load_path(const char *path, const char *id, struct load_result *r, char **cause);

/* As load_path, for text of len bytes already read (any bytes); name is used in messages. */
int load_text(const char *name, const char *text, size_t len, const char *id,
	      struct load_result *r, char **cause);

/* Reads everything from fd, at most max bytes, into *data (malloc'd, with a
 * NUL after the *len bytes). Returns 0, or -1 with errno set: EFBIG when
 * there are more than max bytes, or the error of read(). Any bytes
 * at all are read; a signal during the read does not cut it short. */
int load_read_fd(int fd, size_t max, char **data, size_t *len);

/* Reads a whole file of at most LOAD_MAX_SIZE bytes (malloc'd, with a NUL
 * after the len bytes). Returns it, or NULL with *cause. */
char *load_read_file(const char *path, size_t *len, char **cause);

void load_free(struct load_result *r);

#endif
