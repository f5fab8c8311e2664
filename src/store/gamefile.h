/* gamefile.h: a game as a game file with the headers arimaa.com writes:
 * Event, Date, White (Gold), Black (Silver), TimeControl, and at the end
 * Result, ResultCode, ReasonCode, PlyCount, and the time each move took
 * (MoveTimes); the rules it is played under
 * (Rules, for the rules before 2008-07-01); and the headers of the file it
 * was read from, kept in order, byte for byte. */
#ifndef ARIMAA_STORE_GAMEFILE_H
#define ARIMAA_STORE_GAMEFILE_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>
#include "core/game.h"
#include "notation/record.h"
#include "notation/gametree.h"

/* The autosave's own headers: where `S` writes, and the view. Written only
 * into the autosave, never into a file saved by name. */
#define GAMEFILE_SAVE_TO_KEY "Arimaa-SaveTo"
#define GAMEFILE_VIEW_KEY "Arimaa-View"
/* Which file the save target was when last read or written,
 * "DEV:INO:SIZE:MTIME.NS", and ":named" when the player saved the game
 * there, so that `S` never replaces another file found at its path. */
#define GAMEFILE_SAVE_ID_KEY "Arimaa-SaveToId"

/* What a game file says besides the moves. Any field may be NULL (or 0). */
struct gamefile_info {
	const char *event;        /* "Event"; NULL: "Casual game" for a new game */
	const char *gold;         /* "White": the Gold player's name */
	const char *silver;       /* "Black": the Silver player's name */
	const char *timecontrol;  /* "TimeControl", e.g. "2/2/100/10/8" */
	time_t date;              /* when the game began ("Date"), 0: not written */
	const char *date_text;    /* or the Date as written ("2003.01.26"), used first */
	/* For a game the board has not decided but that ended otherwise
	 * (time, a loaded record's result): the winner 'w' or 'b' and the
	 * arimaa.com reason code ('t', 'r', ...); 0 if none. The result holds
	 * only for the game it was read with: written only while the game has
	 * result_nmoves moves and ends in a position of hash result_hash. */
	char result_code;
	char reason_code;
	size_t result_nmoves;
	uint64_t result_hash;
	/* A game read from a file: its headers (may be none), written back in
	 * their order, those the program does not compute byte for byte; no
	 * Event or Date is added to it. */
	bool adopted;
	const struct record_header *kept;
	size_t nkept;
	/* For the autosave only: where `S` saves ("Arimaa-SaveTo") and the
	 * view ("Arimaa-View": "hotseat", "flipped"); NULL: not written. */
	const char *save_to;
	const char *save_id;      /* "Arimaa-SaveToId", written with save_to */
	const char *view;
	/* The game's tree (variations, comments, glyphs), or NULL. When it
	 * holds more than a plain record can and its main line begins with
	 * g's moves, the file is its annotated record (notation/treerecord.h),
	 * the headers above as its tags; else the plain record. Its tags and
	 * the result and move times on g's line are set from g when written. */
	struct gametree *tree;
};

/* The arimaa.com reason code of a finished game ('g', 'e', 'm', 'p', 'r', 't', 's'), or 0. */
char gamefile_reason_code(const struct game *g);

/* The whole game file for g, malloc'd and NUL-terminated, or NULL if memory
 * ran out. The result headers and PlyCount are computed from g's moves
 * every time (or taken from info's result while it holds); Rules is
 * written for a game under the rules before 2008-07-01. */
char *gamefile_text(const struct game *g, const struct gamefile_info *info);

/* Writes g to path atomically with file permissions mode for a new file
 * (0644 for a saved game, 0600 for the autosave). Returns 0, or -1 with
 * *cause; the file at path is then unchanged. */
int gamefile_save(const char *path, const struct game *g, const struct gamefile_info *info,
		  mode_t mode, char **cause);

/* Fills info from a loaded record (pointers into its strings): the names,
 * event, date, time control and result its headers give, with the result
 * bound to g (the game replayed from it), and all its headers kept. */
void gamefile_info_from_record(const struct record *rec, const struct game *g, struct gamefile_info *info);

#endif
