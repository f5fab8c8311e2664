/* listview.c: an archive's list of games, filtered (see listview.h). */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/listview.h"
#include "app/session.h"
#include "util/xmalloc.h"

/* The keys of a filter and where their values go. */
static char *listview_field(struct listfilter *f, const char *key, size_t len, size_t *size)
{
	static const char *const keys[] = { "player", "event", "result", "tc", "date" };
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		if (strlen(keys[i]) != len || strncmp(keys[i], key, len) != 0)
			continue;
		switch (i) {
		case 0: *size = sizeof f->player; return f->player;
		case 1: *size = sizeof f->event; return f->event;
		case 2: *size = sizeof f->result; return f->result;
		case 3: *size = sizeof f->tc; return f->tc;
		default: *size = sizeof f->date_from; return f->date_from;
		}
	}
	return NULL;
}

int listview_parse(const char *text, struct listfilter *f, char *why, size_t size)
{
	struct listfilter out;
	char *val = out.player;
	size_t room = sizeof out.player;
	memset(&out, 0, sizeof out);
	for (const char *p = text; *p;) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		if (n == 0)
			break;
		const char *eq = memchr(p, '=', n);
		const char *word = p;
		size_t wlen = n;
		if (eq) {
			val = listview_field(&out, p, (size_t)(eq - p), &room);
			if (!val) {
				snprintf(why, size, "no filter %.*s (player= event= result= tc= date=)", (int)(eq - p), p);
				return -1;
			}
			if (val[0]) {
				snprintf(why, size, "%.*s given twice", (int)(eq - p), p);
				return -1;
			}
			word = eq + 1;
			wlen = n - (size_t)(eq + 1 - p);
		}
		size_t have = strlen(val);
		if (have + (have && wlen ? 1 : 0) + wlen >= room) {
			snprintf(why, size, "a filter's value is too long");
			return -1;
		}
		if (have && wlen)
			val[have++] = ' ';
		memcpy(val + have, word, wlen);
		val[have + wlen] = '\0';
		p += n;
	}
	/* a date range FROM..TO */
	char *dots = strstr(out.date_from, "..");
	if (dots) {
		snprintf(out.date_to, sizeof out.date_to, "%s", dots + 2);
		*dots = '\0';
		out.date_range = true;
	}
	*f = out;
	return 0;
}

/* Whether hay contains needle, without regard to ASCII case. */
static bool listview_contains(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	if (n == 0)
		return true;
	for (; *hay; hay++) {
		size_t i = 0;
		while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
			i++;
		if (i == n)
			return true;
	}
	return false;
}

bool listview_match(const struct listfilter *f, const struct load_entry *e)
{
	if (f->player[0] && !listview_contains(e->gold, f->player) && !listview_contains(e->silver, f->player))
		return false;
	if (!listview_contains(e->event, f->event) || !listview_contains(e->result, f->result) ||
	    !listview_contains(e->timecontrol, f->tc))
		return false;
	if (f->date_range) {
		/* the dates compare as text (YYYY.MM.DD); TO takes the whole of a
		 * month or a day it names ("2026.02" ends on its last day) */
		if (!e->date[0] || strcmp(e->date, f->date_from) < 0 ||
		    (f->date_to[0] && strncmp(e->date, f->date_to, strlen(f->date_to)) > 0))
			return false;
	} else if (f->date_from[0] && strncmp(e->date, f->date_from, strlen(f->date_from)) != 0) {
		return false;
	}
	return true;
}

bool listview_has_note(const struct ui *u)
{
	return u->list.source.is_archive && u->list.source.archive.column[ARCHIVE_NOTE] != SIZE_MAX;
}

size_t listview_count(const struct ui *u)
{
	return u->list_view ? u->list_nview : u->list.nentries;
}

size_t listview_row(const struct ui *u, size_t i)
{
	return u->list_view ? (i < u->list_nview ? u->list_view[i] : u->list.nentries) : i;
}

void listview_free(struct ui *u)
{
	free(u->list_view);
	u->list_view = NULL;
	u->list_nview = 0;
	u->list_filter[0] = '\0';
}

int listview_filter(struct ui *u, const char *text)
{
	struct listfilter f;
	char why[160];
	while (*text == ' ')
		text++;
	if (listview_parse(text, &f, why, sizeof why) != 0) {
		session_say(&u->s, true, "%s", why);
		return -1;
	}
	size_t marked = listview_row(u, u->list_sel);
	listview_free(u);
	u->list_sel = 0;
	u->list_top = 0;
	if (text[0] == '\0') {
		if (marked < u->list.nentries)
			u->list_sel = marked;
		session_say(&u->s, false, "every game: %zu", u->list.nentries);
		return 0;
	}
	u->list_view = xreallocarray(NULL, u->list.nentries + 1, sizeof *u->list_view);
	for (size_t i = 0; i < u->list.nentries; i++) {
		struct load_entry e;
		load_list_entry(&u->list, i, &e);
		if (!listview_match(&f, &e))
			continue;
		if (i == marked)
			u->list_sel = u->list_nview;
		u->list_view[u->list_nview++] = i;
	}
	snprintf(u->list_filter, sizeof u->list_filter, "%s", text);
	session_say(&u->s, u->list_nview == 0, "%zu of %zu games match %s%s", u->list_nview, u->list.nentries,
		    u->list_filter, u->list_nview == 0 ? " (:filter alone shows them all)" : "");
	return 0;
}
