/* listview.h: an archive's list of games as the screen shows it: every
 * game, or those a filter keeps (by player, event, result, time control
 * and date). The filter is typed as "player=NAME event=TEXT result=TEXT
 * tc=TEXT date=FROM[..TO]" (any of them, in any order; a value runs to the
 * next key; text without a key is a player's name); each part matches
 * without regard to case: a player (Gold or Silver), the event and the
 * time control contain it, the result ("1-0 g") contains it, the date
 * ("2026.02.01") starts with it or lies between FROM and TO. No curses. */
#ifndef ARIMAA_APP_LISTVIEW_H
#define ARIMAA_APP_LISTVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"
#include "store/load.h"

struct listfilter {
	char player[48], event[48], result[16], tc[32], date_from[32], date_to[32];
	bool date_range;   /* FROM..TO (either may be empty), else a prefix in date_from */
};

/* Reads a filter's text into f. Returns 0, or -1 with why (an unknown key,
 * a value too long). "" clears every part. */
int listview_parse(const char *text, struct listfilter *f, char *why, size_t size);

/* Whether game e passes filter f. */
bool listview_match(const struct listfilter *f, const struct load_entry *e);

/* Whether the list has a note column (the famous games: why each is famous). */
bool listview_has_note(const struct ui *u);

/* The games shown, and the archive row of the i-th of them. */
size_t listview_count(const struct ui *u);
size_t listview_row(const struct ui *u, size_t i);

/* Filters the list by text ("" shows every game again): the game marked
 * stays marked if it passes; the status says how many pass. Returns 0, or
 * -1 (the list unchanged, the status says why). Linear in the games. */
int listview_filter(struct ui *u, const char *text);

/* Frees the view (every game shown again). */
void listview_free(struct ui *u);

#endif
