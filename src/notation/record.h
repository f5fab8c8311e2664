/* record.h: game records: game files with headers, bare move lists,
 * position diagrams or the AEI short form followed by moves; replaying a
 * record into a game; writing a game as a canonical game file. */
#ifndef ARIMAA_NOTATION_RECORD_H
#define ARIMAA_NOTATION_RECORD_H

#include <stddef.h>
#include "core/game.h"

struct record_header {
	char *key;
	char *value;   /* blanks around it trimmed */
	char *line;    /* the whole line as read (less carriage returns at its end),
	                * for writing back byte for byte; NULL if made */
};

/* The header that says a game is played under the rules before 2008-07-01
 * (a third repetition loses, play without rabbits goes on): "Rules: before 2008-07-01". */
#define RECORD_RULES_KEY "Rules"
#define RECORD_RULES_OLD "before 2008-07-01"

/* One move line, continuation lines already joined to it (a line of the
 * text may hold several, separated by the two characters "\\n"). */
struct record_line {
	int lineno;   /* 1-based line in the text (for an archive row: the row's line in the file) */
	char *text;
};

struct record {
	struct record_header *headers;   /* keys and values point into header_text */
	size_t nheaders;
	char *header_text;
	bool has_position;        /* the record starts from a diagram or short form */
	struct position start;    /* that position, start.side to move */
	int start_number;         /* and the number of its move */
	struct record_line *lines;
	size_t nlines;            /* move lines (record_scan: counted, none kept) */
	char *text;               /* the move lines' text, which lines[i].text point into */
	bool streamed;            /* read by record_scan: lines and text are NULL */
	char *stream;             /* the text it read, when the record owns it (an archive row's), else NULL */
	size_t stream_len;
	int lines_at;             /* when > 0, the line every move line is on (an archive row's) */
	size_t body_at;           /* the byte of the text read where the move lines begin */
	int body_line;            /* and the number of the line before it */
	char *id;                 /* an archive row's game id, else NULL */
	bool old_rules;           /* played before 2008-07-01: an archive row's date, or the Rules header */
};

/* Where and why reading or replaying a record failed. */
struct record_error {
	int line;          /* 1-based line, 0 if it concerns no line */
	char move[16];     /* the move's label ("23s"), "" if none */
	char message[256]; /* why, in plain words, e.g. "step Ed4n: the elephant on d4 is frozen" */
};

/* Writes err in words into buf (size bytes): "line 12, move 7s: WHY",
 * "move 7s: WHY", "line 12: WHY" or "WHY" ("not a game record" when
 * there is no why). Returns buf. */
const char *record_error_format(const struct record_error *err, char *buf, size_t size);

/* Writes what a record's result headers state, as words after "record: ":
 * "gold wins on time", "silver wins by resignation" (result_code 'w' or
 * 'b', reason_code an arimaa.com code, 0 if none). Returns buf, "" if
 * result_code is neither. */
const char *record_result_words(char result_code, char reason_code, char *buf, size_t size);

/* The winner ('w', 'b' or 0) and the reason (an arimaa.com code, or 0) that
 * a record's result headers state (any may be NULL), in both conventions:
 * arimaa.com's, where ResultCode is the winner (w or g Gold, b or s Silver)
 * and ReasonCode the reason; and that of AEI's round-robin files (and
 * Howdah's), where Result ("1-0", "0-1") is the winner and ResultCode the
 * reason. ResultCode is the reason when Result names a winner and there is
 * no ReasonCode; else it is the winner. */
void record_result_said(const char *result, const char *result_code, const char *reason_code, char *winner,
			char *reason);

/* Whether a record's stated result (result_code 'w' or 'b', reason_code)
 * is other than what the board of g says: the board has not decided the
 * game, or decided it for the other side or another reason. */
bool record_result_differs(const struct game *g, char result_code, char reason_code);

/* Reads a record from text (any bytes; it need not be NUL-terminated).
 * Returns 0, or -1 with err filled if the text is not a record. */
int record_parse(const char *text, size_t len, struct record *rec, struct record_error *err);

/* As record_parse, but keeps none of the move lines, so that a long
 * record takes no more memory than its headers: each is read and its form
 * checked (the messages are record_parse's), nlines counts them, and
 * record_each_line or record_replay_text reads them again from the same
 * text. */
int record_scan(const char *text, size_t len, struct record *rec, struct record_error *err);

/* Hands each move line of text (the text record_scan read into rec) to
 * each(ctx, line), in order, the line's text valid until each returns;
 * stops when each returns other than 0. Returns what each last returned
 * (0 if it never stopped the reading). */
int record_each_line(const struct record *rec, const char *text, size_t len,
		     int (*each)(void *ctx, const struct record_line *l), void *ctx);

/* Reads a position given as a diagram or a short form, alone in text (a
 * record with no moves). Returns 0, or -1 with why filled. */
int record_read_position(const char *text, size_t len, struct position *pos, int *number,
			 char *why, size_t whysize);

/* Frees what rec holds and empties it (safe on an emptied record). */
void record_free(struct record *rec);

/* Frees rec's move lines once they are replayed (a long record's take
 * about as much memory as the game), and the text it owns to read them
 * again: nlines becomes 0; the headers, the start and the id stay. */
void record_free_lines(struct record *rec);

/* The value of a header (case-insensitive key), or NULL. */
const char *record_header(const struct record *rec, const char *key);

/* Replays rec into g, which this initialises (free it with game_free in every case).
 * old_rules (or rec->old_rules) allows what the rules before 2008-07-01 allowed.
 * Returns 0 if every move is legal; 1 if one is not: g holds the game up to
 * the last legal move and err says where and why. */
int record_replay(const struct record *rec, struct game *g, bool old_rules, struct record_error *err);

/* What a replay for a check keeps of the moves it forgets. */
struct record_check {
	size_t nmoves;                 /* moves replayed in all */
	size_t forgotten;              /* those no longer in the game */
	bool no_rabbits;               /* a move played after a side lost its rabbits (old rules): */
	int no_rabbits_number;         /* the first such */
	enum color no_rabbits_side;
};

/* As record_replay, for a verdict alone in memory that does not grow with
 * the record: g keeps only its last few moves (its position, phase,
 * result and history are whole; no move times are read), and c (free it
 * with record_check_free) the number of moves and their notes. */
int record_replay_check(const struct record *rec, struct game *g, bool old_rules, struct record_error *err,
			struct record_check *c);

/* As record_replay (c NULL) or record_replay_check (c not NULL), for a
 * record read by record_scan from text: the move lines are read again from
 * it, one at a time, and none is kept. */
int record_replay_text(const struct record *rec, const char *text, size_t len, struct game *g, bool old_rules,
		       struct record_error *err, struct record_check *c);

/* Frees what record_replay_check kept in c. */
void record_check_free(struct record_check *c);

/* Plays one line of notation as the next move of g: a turn ("Ed2n Ed3n"),
 * a setup of sixteen tokens, or "resign"; with or without a leading label.
 * For screens' prompts. Returns 0, or 1 with err if illegal (g unchanged). */
int record_play_line(struct game *g, const char *text, struct record_error *err);

/* Whether g began from a position (a diagram) rather than from the setups. */
bool record_write_from_position(const struct game *g);

/* Writes g as a canonical game file: the headers given (in order; one with
 * a line is written as that line, the others as "key: value" with control
 * characters made spaces), a blank line, then one move line per move with
 * g/s labels and capture tokens. Returns a malloc'd NUL-terminated string. */
char *record_write(const struct game *g, const struct record_header *headers, size_t nheaders);

#endif
