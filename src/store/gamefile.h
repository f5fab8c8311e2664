/* gamefile.h: a game as a game file with the headers arimaa.com writes:
 * Event, Date, White (Gold), Black (Silver), TimeControl, and at the end
 * Result, ResultCode, ReasonCode, PlyCount; saved atomically. */
#ifndef ARIMAA_STORE_GAMEFILE_H
#define ARIMAA_STORE_GAMEFILE_H

#include <sys/types.h>
#include <time.h>
#include "core/game.h"
#include "notation/record.h"

/* What a game file says besides the moves. Any field may be NULL (or 0). */
struct gamefile_info {
	const char *event;        /* "Event"; NULL: "Casual game" */
	const char *gold;         /* "White": the Gold player's name */
	const char *silver;       /* "Black": the Silver player's name */
	const char *timecontrol;  /* "TimeControl", e.g. "2/2/100/10/8" */
	time_t date;              /* when the game began ("Date"), 0: not written */
	const char *date_text;    /* or the Date as written ("2003.01.26"), used first */
	/* For a game the board has not decided but that ended otherwise
	 * (time, a loaded record's result): the winner 'w' or 'b' and the
	 * arimaa.com reason code ('t', 'r', ...); 0 if none. */
	char result_code;
	char reason_code;
};

enum { GAMEFILE_MAX_HEADERS = 10, GAMEFILE_VALUE_SIZE = 128 };

/* The headers of a game file for g: fills hdr (room for GAMEFILE_MAX_HEADERS,
 * values pointing into buf) and returns how many. The result headers are
 * written only for a finished game. */
size_t gamefile_headers(const struct game *g, const struct gamefile_info *info,
			struct record_header *hdr, char buf[GAMEFILE_MAX_HEADERS][GAMEFILE_VALUE_SIZE]);

/* The arimaa.com reason code of a finished game ('g', 'e', 'm', 'p', 'r', 't', 's'), or 0. */
char gamefile_reason_code(const struct game *g);

/* The whole game file for g, malloc'd and NUL-terminated, or NULL if memory ran out. */
char *gamefile_text(const struct game *g, const struct gamefile_info *info);

/* Writes g to path atomically (mode 0644 for a new file). Returns 0, or -1
 * with *cause; the file at path is then unchanged. */
/* Writes g to path atomically with file permissions mode. Returns 0, or -1 with *cause. */
int gamefile_save_mode(const char *path, const struct game *g, const struct gamefile_info *info,
		       mode_t mode, char **cause);

int gamefile_save(const char *path, const struct game *g, const struct gamefile_info *info,
		  char **cause);

/* Fills info from the headers of a loaded record (pointers into rec's strings). */
void gamefile_info_from_record(const struct record_header *hdr, size_t n, struct gamefile_info *info);

#endif
