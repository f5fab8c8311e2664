/* gamefile.c: game files with arimaa.com's headers, saved atomically. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "notation/notation.h"
#include "store/atomic.h"
#include "store/cause.h"
#include "store/gamefile.h"
#include "notation/movetimes.h"

/* The arimaa.com reason code of a finished game, or 0. */
char gamefile_reason_code(const struct game *g)
{
	return g->phase == GAME_OVER ? notation_reason_code(g->reason, g->old_rules) : 0;
}

/* Adds a header key: value (value copied into buf[*n]). */
static void gamefile_add(struct record_header *hdr, char buf[][GAMEFILE_VALUE_SIZE], size_t *n,
			 const char *key, const char *value)
{
	size_t i;

	snprintf(buf[*n], GAMEFILE_VALUE_SIZE, "%s", value);
	/* A value is one line: control characters would break the file. */
	for (i = 0; buf[*n][i] != '\0'; i++)
		if ((unsigned char)buf[*n][i] < 0x20)
			buf[*n][i] = ' ';
	hdr[*n].key = (char *)key;
	hdr[*n].value = buf[*n];
	(*n)++;
}

/* The headers of a game file for g. */
size_t gamefile_headers(const struct game *g, const struct gamefile_info *info,
			struct record_header *hdr, char buf[GAMEFILE_MAX_HEADERS][GAMEFILE_VALUE_SIZE])
{
	static const struct gamefile_info none;
	char date[32], plies[16], code[2];
	char winner = 0, reason = 0;
	struct tm tm;
	size_t n = 0;
	const struct game_move *last = game_last(g);

	if (info == NULL)
		info = &none;
	gamefile_add(hdr, buf, &n, "Event",
		     info->event != NULL && *info->event != '\0' ? info->event : "Casual game");
	if (info->date_text != NULL && *info->date_text != '\0')
		gamefile_add(hdr, buf, &n, "Date", info->date_text);
	else if (info->date != 0 && localtime_r(&info->date, &tm) != NULL &&
	    strftime(date, sizeof date, "%Y.%m.%d", &tm) != 0)
		gamefile_add(hdr, buf, &n, "Date", date);
	if (info->gold != NULL && *info->gold != '\0')
		gamefile_add(hdr, buf, &n, "White", info->gold);
	if (info->silver != NULL && *info->silver != '\0')
		gamefile_add(hdr, buf, &n, "Black", info->silver);
	if (info->timecontrol != NULL && *info->timecontrol != '\0')
		gamefile_add(hdr, buf, &n, "TimeControl", info->timecontrol);

	if (g->phase == GAME_OVER) {
		winner = g->winner == GOLD ? 'w' : 'b';
		reason = gamefile_reason_code(g);
	} else if (info->result_code == 'w' || info->result_code == 'b') {
		winner = info->result_code;
		reason = info->reason_code;
	}
	if (winner != 0) {
		gamefile_add(hdr, buf, &n, "Result", winner == 'w' ? "1-0" : "0-1");
		code[0] = winner;
		code[1] = '\0';
		gamefile_add(hdr, buf, &n, "ResultCode", code);
		if (reason != 0) {
			code[0] = reason;
			gamefile_add(hdr, buf, &n, "ReasonCode", code);
		}
	}
	/* arimaa.com's PlyCount is the number of the last move made. */
	snprintf(plies, sizeof plies, "%d", last != NULL ? last->number : 0);
	gamefile_add(hdr, buf, &n, "PlyCount", plies);
	return n;
}

/* The whole game file for g. */
char *gamefile_text(const struct game *g, const struct gamefile_info *info)
{
	struct record_header hdr[GAMEFILE_MAX_HEADERS + 1];
	char buf[GAMEFILE_MAX_HEADERS][GAMEFILE_VALUE_SIZE];
	size_t n = gamefile_headers(g, info, hdr, buf);
	/* The time each move took, for the clocks of a resumed game and the replay viewer. */
	char *times = movetimes_write(g);
	char *text;

	if (times != NULL) {
		hdr[n].key = (char *)MOVETIMES_HEADER;
		hdr[n].value = times;
		n++;
	}
	text = record_write(g, hdr, n);
	free(times);
	return text;
}

/* Writes g to path atomically, the file getting permissions mode. */
int gamefile_save_mode(const char *path, const struct game *g, const struct gamefile_info *info,
		       mode_t mode, char **cause)
{
	char *text = gamefile_text(g, info);
	int rc;

	rc = atomic_write(path, text, strlen(text), mode, cause);
	free(text);
	return rc;
}

/* Writes g to path atomically, readable by all. */
int gamefile_save(const char *path, const struct game *g, const struct gamefile_info *info,
		  char **cause)
{
	return gamefile_save_mode(path, g, info, 0644, cause);
}

/* Fills info from a record's headers. */
void gamefile_info_from_record(const struct record_header *hdr, size_t n, struct gamefile_info *info)
{
	size_t i;

	memset(info, 0, sizeof *info);
	for (i = 0; i < n; i++) {
		const char *k = hdr[i].key, *v = hdr[i].value;
		if (k == NULL || v == NULL)
			continue;
		if (strcasecmp(k, "Event") == 0)
			info->event = v;
		else if (strcasecmp(k, "Date") == 0)
			info->date_text = v;
		else if (strcasecmp(k, "White") == 0)
			info->gold = v;
		else if (strcasecmp(k, "Black") == 0)
			info->silver = v;
		else if (strcasecmp(k, "TimeControl") == 0)
			info->timecontrol = v;
		else if (strcasecmp(k, "ResultCode") == 0) {
			if (v[0] == 'w' || v[0] == 'g')
				info->result_code = 'w';
			else if (v[0] == 'b' || v[0] == 's')
				info->result_code = 'b';
		} else if (strcasecmp(k, "ReasonCode") == 0 && v[0] != '\0' && v[1] == '\0')
			info->reason_code = v[0];
	}
}
