/* load.h: the one reader of input files, for the screens and the command
 * line alike: it finds what a file is (our game files, bare move lists,
 * arimaa.com single-game files, a movelist pasted with "\n" between its
 * moves, a position diagram or short form, or the arimaa.com archive) and
 * yields its games, in time linear in its size. */
#ifndef ARIMAA_STORE_LOAD_H
#define ARIMAA_STORE_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "notation/archive.h"
#include "notation/record.h"
#include "notation/gametree.h"
#include "store/gamefile.h"

/* The largest file read, in bytes (for the screens and the command line). */
enum { LOAD_MAX_SIZE = 64 * 1024 * 1024 };

enum load_kind {
	LOAD_GAME_FILE,     /* move lines after header lines (ours, arimaa.com's) */
	LOAD_MOVE_LIST,     /* bare move lines */
	LOAD_POSITION,      /* a diagram or short form, perhaps with moves after it */
	LOAD_ARCHIVE_GAME,  /* one game of an archive (or of an annotated record of several), chosen by its id or row */
	LOAD_ARCHIVE_LIST   /* an archive opened without an id: its list of games */
};

/* An input read whole: a single record, or an archive of games. */
struct load_source {
	char *text;               /* the whole input, a NUL after len bytes */
	size_t len;
	bool is_archive;
	struct archive archive;   /* is_archive: its rows */
	/* An annotated record of several games kept for its list (each game
	 * read again when listed or opened): how many; 0 for anything else. */
	size_t ngames;
	size_t *game_at;          /* ngames: the byte each game begins at, the text's end after them */
};

/* One game of an archive, as listed for choosing (the strings as the file
 * has them, cut to fit; the screens show them with text_visible). */
struct load_entry {
	char id[24];
	char gold[48];      /* wusername */
	char silver[48];    /* busername */
	char date[16];      /* from startts: "2026.02.01", or "" */
	char result[8];     /* "1-0 g", "0-1 t", or "" */
	int length;         /* plycount, or the number of move lines */
	char note[160];     /* the note column (why a famous game is famous), or "" */
	char event[48];     /* event */
	char wrating[8];    /* the players' ratings, "" if none */
	char brating[8];
	char timecontrol[32];
	char last[16];      /* the label of the last move ("37w", as the movelist
			     * writes it), or plycount alone, or "" */
};

struct load_result {
	enum load_kind kind;
	bool has_game;                /* all but LOAD_ARCHIVE_LIST */
	struct game game;             /* the game replayed from the record */
	struct record rec;            /* the record read: its headers (its move lines are freed once replayed) */
	struct gamefile_info info;    /* names, event... from the headers (pointing into rec) */
	bool finished;                /* over: decided on the board, or record_result */
	bool record_result;           /* not decided on the board, but the record
				       * states a result (info.result_code, reason_code) */
	bool illegal;                 /* a move was illegal: game stops before it */
	struct record_error error;    /* then where and why */
	char *message;                /* and that in words (record_error_format) */
	size_t row;                   /* LOAD_ARCHIVE_GAME: the game's row */
	struct load_source source;    /* LOAD_ARCHIVE_LIST: the archive, kept for its games */
	size_t nentries;              /* LOAD_ARCHIVE_LIST: how many games */
	/* An annotated record (notation/treerecord.h) read by load_path or
	 * load_text: the tree of its game (its only one, or the one FILE#N
	 * names; a file of several without a number gives their list) (malloc'd, freed by load_free; the
	 * caller may take it over and set this NULL), the rest of r being its
	 * main line read as a plain record; NULL for any other input. */
	struct gametree *tree;
};

/* Splits spec into a file and an archive game id: the whole spec when a
 * file has that name (or there is no '#'), else the part before the last
 * '#' and the id after it. Returns the malloc'd file name (*id points
 * into the same allocation, or is NULL). */
char *load_spec(const char *spec, const char **id);

/* Reads the file at path ("-" for standard input, when stdin_ok) whole and
 * finds what it is. Returns 0, or -1 with err filled (no line: "cannot open:
 * ...", "the file is empty", ...) and nothing to close. */
int load_open(const char *path, bool stdin_ok, struct load_source *src, struct record_error *err);

/* As load_open, for len bytes of text (any bytes; copied). */
int load_open_text(const char *text, size_t len, struct load_source *src, struct record_error *err);

/* The number of games: an archive's rows, an annotated record's games, or 1. */
size_t load_count(const struct load_source *src);

/* The row of the archive game with id id (of an annotated record of
 * several, the game numbered id from 1), or -1 (always -1 for a single record). */
long load_find(const struct load_source *src, const char *id);

/* Narrows src, an annotated record, to its game numbered id (from 1):
 * src then holds that game alone, the lines before it left empty so that
 * line numbers stay those of the file. Returns 0, 1 when src is not an
 * annotated record (nothing done), or -1 with err (no such game, or the
 * text is not a record). */
int load_narrow(struct load_source *src, const char *id, struct record_error *err);

/* Writes the label of game i: path, or path#ID for an archive row
 * (path#(line N) for a row without an id), path#N for game N of an
 * annotated record of several. */
void load_label(const struct load_source *src, const char *path, size_t i, char *buf, size_t size);

/* Reads game i as a record. Returns 0 (free it with record_free), or -1
 * with err filled (the record is not one, or is empty: a game file's
 * headers alone are a game saved before its first setup). */
int load_record(const struct load_source *src, size_t i, struct record *rec, struct record_error *err);

/* Reads and replays game i into r (free it with load_free whatever the
 * result). Returns 0, or -1 with err when it is not a record. An illegal
 * move is not an error: r->illegal and r->error say where. */
int load_game(const struct load_source *src, size_t i, bool old_rules, struct load_result *r,
	      struct record_error *err);

/* As load_game, for a verdict alone (--check): r->game keeps only its last
 * few moves, check (free it with record_check_free) how many there were
 * and their notes; memory does not grow with the number of moves. */
int load_game_check(const struct load_source *src, size_t i, bool old_rules, struct load_result *r,
		    struct record_check *check, struct record_error *err);

/* Frees what load_open made. */
void load_close(struct load_source *src);

/* Opens the record at path ("FILE#ID" picks one game of an archive when no
 * file has the whole name, "FILE#N" game N of an annotated record of
 * several; id, when not NULL, does the same). An archive or an annotated
 * record of several games without an id gives its list (LOAD_ARCHIVE_LIST). Fills r (free it with
 * load_free whatever the result). Returns 0, or -1 with *cause when the
 * file cannot be read or is not a record. */
int load_path(const char *path, const char *id, struct load_result *r, char **cause);

/* As load_path, for text of len bytes already read (any bytes); name is used in messages. */
int load_text(const char *name, const char *text, size_t len, const char *id,
	      struct load_result *r, char **cause);

/* Fills e with the listing of game i of a LOAD_ARCHIVE_LIST result. */
void load_list_entry(const struct load_result *list, size_t i, struct load_entry *e);

/* Opens game i of a LOAD_ARCHIVE_LIST result (by its row, whatever its id)
 * into r, as load_path does. */
int load_list_game(const struct load_result *list, size_t i, struct load_result *r, char **cause);

/* Reads everything from fd, at most max bytes, into *data (malloc'd, with a
 * NUL after the *len bytes). Returns 0, or -1 with errno set: EFBIG when
 * there are more than max bytes, or the error of read(). Any bytes
 * at all are read; a signal during the read does not cut it short. */
int load_read_fd(int fd, size_t max, char **data, size_t *len);

/* Opens path for reading without blocking (a FIFO never holds it up)
 * and checks that it is a regular file: its descriptor (blocking again),
 * or -1 with *why saying what it is or why it cannot be opened. */
int load_open_regular(const char *path, const char **why);

/* Reads a whole file of at most LOAD_MAX_SIZE bytes (malloc'd, with a NUL
 * after the len bytes). Returns it, or NULL with *cause. */
char *load_read_file(const char *path, size_t *len, char **cause);

/* Reads a small file of the program's own (the remembered answers, the
 * setups) whole, at most max bytes, into *text (malloc'd, NUL-terminated)
 * and *len. Returns 1, 0 if there is no such file (*text NULL), or -1 with
 * *cause (its path and why: not a regular file, larger than max...). */
int load_read_small(const char *path, size_t max, char **text, size_t *len, char **cause);

void load_free(struct load_result *r);

#endif
